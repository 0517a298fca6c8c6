package net

import (
	"bufio"
	"context"
	"crypto/rand"
	"crypto/sha1"
	"crypto/tls"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/platform/kernel"
)

// The host side of the WebSocket global (Node 22's): an RFC 6455 client on
// the instance's sockets (the same handle, limits, capability check and
// teardown as node:net's). The host reads one message at a time, and only
// when JavaScript asks for the next; a message is at most the fetch limit.

const wsGUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

// opWSConnect opens a WebSocket: {id, op}; the completion is {protocol,
// extensions} or {error}.
func opWSConnect(i *kernel.Instance, a struct {
	URL       string   `json:"url"`
	Protocols []string `json:"protocols"`
}, _ []byte) kernel.Reply {
	u, err := url.Parse(a.URL)
	if err != nil || (u.Scheme != "ws" && u.Scheme != "wss") {
		return kernel.Reply{Err: &kernel.JSError{Name: "SyntaxError", Message: fmt.Sprintf("Failed to construct 'WebSocket': The URL '%s' is invalid.", a.URL)}}
	}
	port, _ := strconv.Atoi(u.Port())
	if port == 0 {
		port = kernel.DefaultPorts[u.Scheme]
	}
	if err := i.PreCheck(u.Hostname(), port); err != nil {
		return kernel.Reply{Err: err}
	}
	ctx, cancel := context.WithCancel(i.Lifetime())
	s := &socket{cancel: cancel}
	id, err := addSocket(i, s, ": close one first")
	if err != nil {
		cancel()
		return kernel.Reply{Err: err}
	}
	limit := i.Config().FetchLimit
	if limit <= 0 {
		limit = api.DefaultFetchLimit
	}
	s.wsLimit = limit
	r := i.StartWith(i.Lifetime(), func(context.Context) (any, []byte, error) {
		fail := func(err error) (any, []byte, error) {
			return map[string]any{"error": err.Error()}, nil, nil
		}
		raw, err := i.DialHost(ctx, "tcp", u.Hostname(), "", port)
		if err != nil {
			if kernel.IsRefusal(err) {
				return nil, nil, err
			}
			return fail(unwrapNetError(err))
		}
		conn := raw
		if u.Scheme == "wss" {
			tc := tls.Client(raw, &tls.Config{ServerName: u.Hostname()})
			if err := tc.HandshakeContext(ctx); err != nil {
				raw.Close()
				return fail(err)
			}
			conn = tc
		}
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			raw.Close()
			return fail(errSocketClosed)
		}
		s.raw, s.conn = raw, conn
		s.mu.Unlock()
		key := make([]byte, 16)
		_, _ = rand.Read(key)
		k := base64.StdEncoding.EncodeToString(key)
		path := u.RequestURI()
		var req strings.Builder
		fmt.Fprintf(&req, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n", path, u.Host)
		fmt.Fprintf(&req, "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\nUser-Agent: node\r\n", k)
		if len(a.Protocols) > 0 {
			fmt.Fprintf(&req, "Sec-WebSocket-Protocol: %s\r\n", strings.Join(a.Protocols, ", "))
		}
		req.WriteString("\r\n")
		if _, err := io.WriteString(conn, req.String()); err != nil {
			return fail(err)
		}
		lim := &handshakeReader{r: conn, left: wsHandshakeLimit}
		br := bufio.NewReaderSize(lim, 4096)
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			if errors.Is(err, errHandshakeTooLarge) || lim.left <= 0 {
				return fail(errHandshakeTooLarge)
			}
			return fail(fmt.Errorf("reading the handshake's response: %w", err))
		}
		resp.Body.Close()
		lim.left = -1 // the frames that follow are bounded by the message limit
		sum := sha1.Sum([]byte(k + wsGUID))
		switch {
		case resp.StatusCode != http.StatusSwitchingProtocols:
			return fail(fmt.Errorf("the server answered %s, not 101 Switching Protocols", resp.Status))
		case !strings.EqualFold(resp.Header.Get("Upgrade"), "websocket"):
			return fail(errors.New("the server's Upgrade header is not websocket"))
		case resp.Header.Get("Sec-WebSocket-Accept") != base64.StdEncoding.EncodeToString(sum[:]):
			return fail(errors.New("the server's Sec-WebSocket-Accept is wrong"))
		}
		proto := resp.Header.Get("Sec-WebSocket-Protocol")
		if proto != "" && !contains(a.Protocols, proto) {
			return fail(fmt.Errorf("the server chose the subprotocol %q, which was not asked for", proto))
		}
		s.mu.Lock()
		s.wsReader = br
		s.mu.Unlock()
		return map[string]any{"id": id, "protocol": proto, "extensions": resp.Header.Get("Sec-WebSocket-Extensions")}, nil, nil
	})
	if r.Err != nil {
		i.Forget(id)
		s.Close()
		return r
	}
	return kernel.Reply{Value: map[string]int{"id": id, "op": r.ID}}
}

// wsHandshakeLimit bounds the handshake's response (its status line and
// headers), as Node's HTTP parser bounds headers (16 KiB, Node's
// --max-http-header-size): a server cannot make the host hold more.
const wsHandshakeLimit = 16 << 10

var errHandshakeTooLarge = fmt.Errorf("the server's handshake response is larger than %d KiB, the limit of a WebSocket handshake's headers (as Node's)", wsHandshakeLimit>>10)

// handshakeReader reads at most left bytes of r (left < 0: no limit),
// then fails with errHandshakeTooLarge.
type handshakeReader struct {
	r    io.Reader
	left int
}

func (h *handshakeReader) Read(p []byte) (int, error) {
	if h.left < 0 {
		return h.r.Read(p)
	}
	if h.left == 0 {
		return 0, errHandshakeTooLarge
	}
	if len(p) > h.left {
		p = p[:h.left]
	}
	n, err := h.r.Read(p)
	h.left -= n
	return n, err
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// wsFrame writes one frame, masked as a client's are.
func wsFrame(w io.Writer, op byte, p []byte) error {
	_, err := w.Write(wsFrameBytes(op, p))
	return err
}

// wsFrameBytes is the frame wsFrame writes.
func wsFrameBytes(op byte, p []byte) []byte {
	h := make([]byte, 0, 14+len(p))
	h = append(h, 0x80|op)
	switch {
	case len(p) < 126:
		h = append(h, 0x80|byte(len(p)))
	case len(p) < 1<<16:
		h = append(h, 0x80|126, byte(len(p)>>8), byte(len(p)))
	default:
		h = append(h, 0x80|127)
		h = binary.BigEndian.AppendUint64(h, uint64(len(p)))
	}
	var mask [4]byte
	_, _ = rand.Read(mask[:])
	h = append(h, mask[:]...)
	for k, b := range p {
		h = append(h, b^mask[k%4])
	}
	return h
}

// opWSRead reads the next message: the bytes of a binary one, {type:
// "text"} for a text one (kept for opWSText), or {type: "close", code,
// reason}. Pings are answered.
func opWSRead(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	s, err := sock(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	s.mu.Lock()
	br, conn := s.wsReader, s.conn
	s.mu.Unlock()
	if br == nil {
		return kernel.Reply{Err: errSocketClosed}
	}
	if err := s.claim(&s.reading, "read"); err != nil {
		return kernel.Reply{Err: err}
	}
	return s.releasing(&s.reading, i.StartWith(i.Lifetime(), func(context.Context) (any, []byte, error) {
		defer s.release(&s.reading)
		closed := func(code int, reason string) (any, []byte, error) {
			return map[string]any{"type": "close", "code": code, "reason": reason}, nil, nil
		}
		// The message is held in the host until it is whole: each frame
		// is taken from the extension's free memory before it is made.
		msg := kernel.NewHeldBytes(i)
		defer msg.Release()
		var msgOp byte
		for {
			var h [2]byte
			if _, err := io.ReadFull(br, h[:]); err != nil {
				return closed(1006, "")
			}
			fin, op := h[0]&0x80 != 0, h[0]&0x0f
			if h[1]&0x80 != 0 || h[0]&0x70 != 0 {
				s.wsFail(conn, 1002, "a server frame is masked or has reserved bits")
				return closed(1006, "")
			}
			n := uint64(h[1] & 0x7f)
			switch n {
			case 126:
				var b [2]byte
				if _, err := io.ReadFull(br, b[:]); err != nil {
					return closed(1006, "")
				}
				n = uint64(binary.BigEndian.Uint16(b[:]))
			case 127:
				var b [8]byte
				if _, err := io.ReadFull(br, b[:]); err != nil {
					return closed(1006, "")
				}
				n = binary.BigEndian.Uint64(b[:])
			}
			if op >= 8 && n > 125 || uint64(msg.Len())+n > uint64(s.wsLimit) {
				s.wsFail(conn, 1009, "message too big")
				return closed(1006, "")
			}
			if op >= 8 {
				// A control frame, between a message's frames or not.
				p := make([]byte, n)
				if _, err := io.ReadFull(br, p); err != nil {
					return closed(1006, "")
				}
				switch op {
				case 8:
					code, reason := 1005, ""
					if len(p) >= 2 {
						code, reason = int(binary.BigEndian.Uint16(p)), string(p[2:])
					}
					s.wsMu.Lock()
					if !s.wsClosing {
						s.wsClosing = true
						echo := p
						if len(p) >= 2 {
							echo = p[:2]
						}
						_ = wsFrame(conn, 8, echo)
					}
					s.wsMu.Unlock()
					return closed(code, reason)
				case 9:
					s.wsMu.Lock()
					_ = wsFrame(conn, 10, p)
					s.wsMu.Unlock()
					continue
				case 10:
					continue
				}
				s.wsFail(conn, 1002, "unknown opcode")
				return closed(1006, "")
			}
			switch op {
			case 0:
				if msgOp == 0 {
					s.wsFail(conn, 1002, "a continuation frame without a message")
					return closed(1006, "")
				}
			case 1, 2:
				if msgOp != 0 {
					s.wsFail(conn, 1002, "a new message before the last one ended")
					return closed(1006, "")
				}
				msgOp = op
			default:
				s.wsFail(conn, 1002, "unknown opcode")
				return closed(1006, "")
			}
			part, ok := msg.Add(int(n))
			if !ok {
				s.wsFail(conn, 1009, "message too big")
				return nil, nil, i.HoldError("receiving a WebSocket message", msg.Len()+int64(n))
			}
			if _, err := io.ReadFull(br, part); err != nil {
				return closed(1006, "")
			}
			if !fin {
				continue
			}
			if msgOp == 1 {
				// A text message stays held with the socket until
				// JavaScript takes it as a string (opWSText), made on the
				// instance's goroutine.
				if !msg.Valid() {
					s.wsFail(conn, 1007, "a text message is not UTF-8")
					return closed(1006, "")
				}
				s.setText(msg)
				msg = kernel.HeldBytes{}
				return map[string]any{"type": "text"}, nil, nil
			}
			b, ok := msg.Join()
			if !ok {
				s.wsFail(conn, 1009, "message too big")
				return nil, nil, i.HoldError("receiving a WebSocket message of "+kernel.SizeText(msg.Len())+" in "+strconv.Itoa(len(msg.Parts()))+" frames", msg.Len())
			}
			return nil, b, nil
		}
	}))
}

// setText keeps a text message for opWSText, giving back the one not
// taken before it.
func (s *socket) setText(msg kernel.HeldBytes) {
	s.mu.Lock()
	old := s.wsText
	s.wsText = msg
	s.mu.Unlock()
	old.Release()
}

// opWSText takes the text message ws.read kept, as a string, and gives
// back what it held.
func opWSText(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	s, err := sock(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	s.mu.Lock()
	msg := s.wsText
	s.wsText = kernel.HeldBytes{}
	s.mu.Unlock()
	defer msg.Release()
	var b strings.Builder
	b.Grow(int(msg.Len()))
	for _, p := range msg.Parts() {
		b.Write(p)
	}
	return kernel.Reply{Text: b.String(), IsText: true}
}

// wsFail closes the connection with code, as a client that found the
// server at fault.
func (s *socket) wsFail(conn net.Conn, code int, reason string) {
	s.wsMu.Lock()
	if !s.wsClosing {
		s.wsClosing = true
		p := binary.BigEndian.AppendUint16(nil, uint16(code))
		_ = wsFrame(conn, 8, append(p, reason...))
	}
	s.wsMu.Unlock()
	s.Close()
}

// opWSSend sends a message: text when args say so, else binary; it
// completes when the kernel has it.
func opWSSend(i *kernel.Instance, a struct {
	kernel.Ref
	Text  bool   `json:"text"`
	Close *int   `json:"close"`
	Why   string `json:"reason"`
}, data []byte) kernel.Reply {
	s, err := sock(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	_, conn := s.connection()
	if conn == nil {
		return kernel.Reply{Err: errSocketClosed}
	}
	op, p := byte(2), data
	if a.Text {
		op = 1
	}
	if a.Close != nil {
		op, p = 8, nil
		if *a.Close != 0 {
			p = append(binary.BigEndian.AppendUint16(nil, uint16(*a.Close)), a.Why...)
		}
	}
	if err := s.claim(&s.writing, "message"); err != nil {
		return kernel.Reply{Err: err}
	}
	// The frame is held in the host until the kernel has it, taken from
	// the extension's free memory.
	free, ok := i.Hold(int64(len(p)) + 14)
	if !ok {
		s.release(&s.writing)
		return kernel.Reply{Err: i.HoldError("sending a WebSocket message of "+kernel.SizeText(int64(len(p))), int64(len(p))+14)}
	}
	frame := wsFrameBytes(op, p)
	r := s.releasing(&s.writing, i.StartWith(i.Lifetime(), func(context.Context) (any, []byte, error) {
		defer s.release(&s.writing)
		defer free()
		s.wsMu.Lock()
		defer s.wsMu.Unlock()
		if op == 8 {
			if s.wsClosing {
				return nil, nil, nil
			}
			s.wsClosing = true
		}
		if _, err := conn.Write(frame); err != nil {
			return nil, nil, ioError(err, "write")
		}
		return nil, nil, nil
	}))
	if r.Err != nil {
		free()
	}
	return r
}

// websocketOps are the operations of this file.
func websocketOps() []*kernel.Op {
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "ws.connect", Cap: kernel.CapNet, Limits: "a socket of the instance's 64; net capability per address and port",
			Test: "TestWebSocket"}, opWSConnect),
		kernel.Def(kernel.Op{Name: "ws.read", Limits: "one message, at most the fetch limit and the extension's free memory, taken only as JavaScript asks", Test: "TestWebSocketMemory"}, opWSRead),
		kernel.Def(kernel.Op{Name: "ws.text", Limits: "the text message ws.read kept, held until it is taken", Test: "TestWebSocketMemory"}, opWSText),
		kernel.Def(kernel.Op{Name: "ws.send", Limits: "one message at a time, held in the host (within the extension's free memory) until the kernel has it", Test: "TestWebSocket", Borrows: true}, opWSSend),
	}
}
