// Package testnet has the local servers the network built-ins are tested
// against: a TCP echo server, an HTTP server (and the same over TLS), a
// raw HTTP server that answers with the request it read, and a WebSocket
// echo server. The same servers answer Node.js when the goldens are made
// (see serve), so that an extension and Node see the same peer.
package testnet

import (
	"bufio"
	"bytes"
	"crypto/sha1"
	"crypto/tls"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Servers are the running servers; Env describes them to a snippet.
type Servers struct {
	Echo     string // host:port of the TCP echo server
	Silent   string // host:port of a server that accepts and never writes
	HTTP     string // base URL of the HTTP server
	HTTPS    string // base URL of the same over TLS
	CA       string // the TLS server's certificate, PEM
	Raw      string // host:port of the raw HTTP server
	WS       string // ws:// URL of the WebSocket echo server
	Refused  string // host:port where nothing listens
	Faulty   string // host:port of the server of broken responses (see faults)
	Other    string // host:port of a TLS server whose self-signed certificate names other.test alone
	OtherCA  string // that certificate, PEM
	stop     chan struct{}
	closers  []func()
	wg       sync.WaitGroup
	mu       sync.Mutex
	conns    []net.Conn
	Accepted chan string // what the silent server saw of each connection: "open", "closed"
}

// Env is what snippets get as input.servers.
func (s *Servers) Env() map[string]string {
	return map[string]string{"echo": s.Echo, "silent": s.Silent, "http": s.HTTP, "https": s.HTTPS, "ca": s.CA,
		"raw": s.Raw, "ws": s.WS, "refused": s.Refused, "faulty": s.Faulty, "other": s.Other, "otherCA": s.OtherCA}
}

// Close stops every server and waits for their goroutines.
func (s *Servers) Close() {
	close(s.stop)
	for _, c := range s.closers {
		c()
	}
	s.mu.Lock()
	for _, c := range s.conns {
		c.Close()
	}
	s.mu.Unlock()
	s.wg.Wait()
}

func (s *Servers) listen(serve func(net.Conn)) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	s.closers = append(s.closers, func() { ln.Close() })
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s.mu.Lock()
			s.conns = append(s.conns, c)
			s.mu.Unlock()
			s.wg.Add(1)
			go func() {
				defer s.wg.Done()
				defer c.Close()
				serve(c)
			}()
		}
	}()
	return ln.Addr().String()
}

// Start starts the servers.
func Start() *Servers {
	s := &Servers{Accepted: make(chan string, 1000), stop: make(chan struct{})}
	s.Echo = s.listen(func(c net.Conn) { io.Copy(c, c) })
	s.Silent = s.listen(func(c net.Conn) {
		s.Accepted <- "open"
		io.Copy(io.Discard, c)
		s.Accepted <- "closed"
	})
	s.Raw = s.listen(serveRaw)
	s.WS = "ws://" + s.listen(serveWebSocket)
	f := &faulty{}
	s.Faulty = s.listen(func(c net.Conn) { f.serve(c, s.stop) })
	cert := selfSigned()
	s.OtherCA = string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: cert.Certificate[0]}))
	s.Other = s.listen(func(c net.Conn) {
		tc := tls.Server(c, &tls.Config{Certificates: []tls.Certificate{cert}})
		if tc.Handshake() == nil {
			io.Copy(tc, tc)
		}
	})
	// A port nothing listens on.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	s.Refused = ln.Addr().String()
	ln.Close()

	h := httptest.NewServer(Handler())
	t := httptest.NewTLSServer(Handler())
	s.closers = append(s.closers, h.Close, t.Close)
	s.HTTP, s.HTTPS = h.URL, t.URL
	s.CA = string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: t.Certificate().Raw}))
	return s
}

// Handler is the HTTP server's: its routes answer alike every time (no
// Date header).
func Handler() http.Handler {
	mux := http.NewServeMux()
	noDate := func(w http.ResponseWriter) { w.Header()["Date"] = nil }
	mux.HandleFunc("/hello", func(w http.ResponseWriter, r *http.Request) {
		noDate(w)
		w.Header()["X-Mixed-Case"] = []string{"yes"}
		w.Header()["set-cookie"] = []string{"a=1", "b=2"}
		w.Header()["X-Dup"] = []string{"one", "two"}
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, "hello")
	})
	mux.HandleFunc("/latin1", func(w http.ResponseWriter, r *http.Request) {
		// A header with bytes past ASCII: Latin-1 characters to Node.
		noDate(w)
		w.Header()["X-Latin1"] = []string{"caf\xe9 \xff"}
		fmt.Fprint(w, "ok")
	})
	mux.HandleFunc("/html", func(w http.ResponseWriter, r *http.Request) {
		noDate(w)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html><head><title>A page</title></head><body><p class="x">caf\u00e9</p><a href="/hello">hello</a></body></html>`)
	})
	mux.HandleFunc("/html-redirect", func(w http.ResponseWriter, r *http.Request) {
		noDate(w)
		http.Redirect(w, r, "/html", http.StatusMovedPermanently)
	})
	mux.HandleFunc("/echo", func(w http.ResponseWriter, r *http.Request) {
		noDate(w)
		body, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"method": r.Method, "path": r.URL.RequestURI(), "body": string(body), "contentLength": r.ContentLength,
			"chunked": len(r.TransferEncoding) > 0, "contentType": r.Header.Get("Content-Type"),
			"host": r.Host, "ua": r.Header.Get("User-Agent"), "auth": r.Header.Get("Authorization"),
			"connection": r.Header.Get("Connection"),
		})
	})
	mux.HandleFunc("/chunked", func(w http.ResponseWriter, r *http.Request) {
		noDate(w)
		for i := range 3 {
			fmt.Fprintf(w, "part%d;", i)
			w.(http.Flusher).Flush()
		}
	})
	mux.HandleFunc("/status/", func(w http.ResponseWriter, r *http.Request) {
		noDate(w)
		code, _ := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/status/"))
		w.WriteHeader(code)
		fmt.Fprint(w, "status body")
	})
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		noDate(w)
		http.Redirect(w, r, "/hello", http.StatusFound)
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(30 * time.Second):
		case <-r.Context().Done():
		}
	})
	mux.HandleFunc("/big/", func(w http.ResponseWriter, r *http.Request) {
		// n MiB, without a Content-Length, until the client goes.
		n, _ := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/big/"))
		chunk := bytes.Repeat([]byte("y"), 1<<20)
		for range n {
			if _, err := w.Write(chunk); err != nil {
				return
			}
		}
	})
	mux.HandleFunc("/port", func(w http.ResponseWriter, r *http.Request) {
		noDate(w)
		_, port, _ := net.SplitHostPort(r.RemoteAddr)
		fmt.Fprint(w, port)
	})
	return mux
}

// serveRaw answers each request with a response whose body is the request
// as it was read (head and body), and closes.
func serveRaw(c net.Conn) {
	br := bufio.NewReader(c)
	var head bytes.Buffer
	length, chunked := 0, false
	for {
		line, err := br.ReadString('\n')
		if err != nil {
			return
		}
		head.WriteString(line)
		l := strings.ToLower(strings.TrimSpace(line))
		if v, ok := strings.CutPrefix(l, "content-length:"); ok {
			length, _ = strconv.Atoi(strings.TrimSpace(v))
		}
		if v, ok := strings.CutPrefix(l, "transfer-encoding:"); ok && strings.Contains(v, "chunked") {
			chunked = true
		}
		if line == "\r\n" {
			break
		}
	}
	switch {
	case chunked:
		for {
			line, err := br.ReadString('\n')
			if err != nil {
				return
			}
			head.WriteString(line)
			n, _ := strconv.ParseInt(strings.TrimSpace(line), 16, 64)
			b := make([]byte, n+2)
			if _, err := io.ReadFull(br, b); err != nil {
				return
			}
			head.Write(b)
			if n == 0 {
				break
			}
		}
	case length > 0:
		b := make([]byte, length)
		if _, err := io.ReadFull(br, b); err != nil {
			return
		}
		head.Write(b)
	}
	fmt.Fprintf(c, "HTTP/1.1 200 OK\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s", head.Len(), head.Bytes())
}

// serveWebSocket is a WebSocket (RFC 6455) echo server: it sends back
// each message as it came (text or binary), answers pings, and echoes a
// close.
func serveWebSocket(c net.Conn) {
	br := bufio.NewReader(c)
	req, err := http.ReadRequest(br)
	if err != nil {
		return
	}
	key := req.Header.Get("Sec-WebSocket-Key")
	sum := sha1.Sum([]byte(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
	proto := ""
	if p := req.Header.Get("Sec-WebSocket-Protocol"); p != "" {
		proto = "Sec-WebSocket-Protocol: " + strings.TrimSpace(strings.Split(p, ",")[0]) + "\r\n"
	}
	fmt.Fprintf(c, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n%s\r\n",
		base64.StdEncoding.EncodeToString(sum[:]), proto)
	for {
		op, payload, err := readFrame(br)
		if err != nil {
			return
		}
		switch op {
		case 8: // close
			writeFrame(c, 8, payload)
			return
		case 9: // ping
			writeFrame(c, 10, payload)
		case 1, 2:
			writeFrame(c, op, payload)
		}
	}
}

func readFrame(r *bufio.Reader) (byte, []byte, error) {
	var h [2]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		return 0, nil, err
	}
	op := h[0] & 0x0f
	n := uint64(h[1] & 0x7f)
	switch n {
	case 126:
		var b [2]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return 0, nil, err
		}
		n = uint64(binary.BigEndian.Uint16(b[:]))
	case 127:
		var b [8]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return 0, nil, err
		}
		n = binary.BigEndian.Uint64(b[:])
	}
	var mask [4]byte
	if h[1]&0x80 != 0 {
		if _, err := io.ReadFull(r, mask[:]); err != nil {
			return 0, nil, err
		}
	}
	if n > 64<<20 {
		return 0, nil, fmt.Errorf("frame of %d bytes", n)
	}
	p := make([]byte, n)
	if _, err := io.ReadFull(r, p); err != nil {
		return 0, nil, err
	}
	for i := range p {
		p[i] ^= mask[i%4]
	}
	return op, p, nil
}

func writeFrame(w io.Writer, op byte, p []byte) {
	h := []byte{0x80 | op}
	switch {
	case len(p) < 126:
		h = append(h, byte(len(p)))
	case len(p) < 1<<16:
		h = append(h, 126, byte(len(p)>>8), byte(len(p)))
	default:
		h = append(h, 127)
		h = binary.BigEndian.AppendUint64(h, uint64(len(p)))
	}
	w.Write(append(h, p...))
}
