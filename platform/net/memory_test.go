package net

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/earshot/extensions/platform/internal/platformtest"
	"github.com/earshot/extensions/platform/kernel"
)

// What an extension can make the host hold through WebSockets and fetch
// is bounded by its memory cap.

// TestWebSocketHandshakeLimit: a server that answers the handshake with
// 101 and headers without end — one endless header, or endless headers —
// gets a refusal naming the limit once the host has read 16 KiB, not the
// host's memory; a handshake within the limit connects.
func TestWebSocketHandshakeLimit(t *testing.T) {
	for _, tt := range []struct {
		name  string
		extra func(w io.Writer) error // written after the status line until it fails
		ok    bool
	}{
		{"one endless header", func(w io.Writer) error {
			if _, err := io.WriteString(w, "X-Long: "); err != nil {
				return err
			}
			chunk := []byte(strings.Repeat("a", 4096))
			for {
				if _, err := w.Write(chunk); err != nil {
					return err
				}
			}
		}, false},
		{"endless headers", func(w io.Writer) error {
			for k := 0; ; k++ {
				if _, err := fmt.Fprintf(w, "X-H%d: %s\r\n", k, strings.Repeat("b", 100)); err != nil {
					return err
				}
			}
		}, false},
		{"within the limit", func(w io.Writer) error {
			_, err := fmt.Fprintf(w, "X-Big: %s\r\n\r\n", strings.Repeat("c", 12<<10))
			return err
		}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			written := make(chan int64, 1)
			go func() {
				c, err := ln.Accept()
				ln.Close()
				if err != nil {
					written <- 0
					return
				}
				defer c.Close()
				req, err := http.ReadRequest(bufio.NewReader(c))
				if err != nil {
					written <- 0
					return
				}
				sum := sha1.Sum([]byte(req.Header.Get("Sec-WebSocket-Key") + wsGUID))
				fmt.Fprintf(c, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n",
					base64.StdEncoding.EncodeToString(sum[:]))
				// At most 64 MiB, so that a host that reads it all ends.
				w := &countWriter{w: c, max: 64 << 20}
				tt.extra(w)
				if tt.ok {
					io.Copy(io.Discard, c) // until the host closes
				}
				written <- w.n
			}()
			i := platformtest.New(t, kernel.Config{MemoryLimit: 64 << 20}, Ops())
			out, err := completion(t, i, "ws.connect", map[string]any{"url": "ws://" + ln.Addr().String() + "/"})
			i.Close()
			n := <-written
			if tt.ok {
				if err != nil || strings.Contains(out, "error") {
					t.Fatalf("%s %v", out, err)
				}
				return
			}
			if err != nil || !strings.Contains(out, "larger than 16 KiB") {
				t.Fatalf("%s %v", out, err)
			}
			// What the server wrote is what the host read, and what the
			// kernel's buffers took: far less than the 64 MiB it had.
			if n >= 64<<20 {
				t.Fatalf("the host read all %d MiB", n>>20)
			}
		})
	}
}

// countWriter writes to w, at most max bytes, and counts them.
type countWriter struct {
	w      io.Writer
	n, max int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	if c.n+int64(len(p)) > c.max {
		return 0, io.ErrShortWrite
	}
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// TestWebSocketMemory: WebSocket messages are assembled in the host, so
// their bytes come out of the extension's free memory: sockets whose
// server sends most of a 16 MiB message and stalls hold together at most
// what the memory cap leaves, and the others fail with the limit named
// (each is closed with 1009).
func TestWebSocketMemory(t *testing.T) {
	part := make([]byte, 15<<20)
	url := wsServer(t, func(w io.Writer) {
		n := 16<<20 - 1
		w.Write([]byte{0x82, 127, 0, 0, 0, 0, byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)})
		w.Write(part)
	})
	i := platformtest.New(t, kernel.Config{MemoryLimit: 64 << 20, MemoryUsed: func() uint64 { return 8 << 20 }}, Ops())
	const sockets = 8
	var ids []int
	for range sockets {
		out, err := completion(t, i, "ws.connect", map[string]any{"url": url})
		if err != nil {
			t.Fatal(err)
		}
		var v struct{ ID int }
		json.Unmarshal([]byte(out), &v)
		ids = append(ids, v.ID)
	}
	reads := map[int]bool{}
	for _, id := range ids {
		r := i.Call("ws.read", []byte(fmt.Sprintf(`{"id": %d}`, id)), nil)
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		reads[r.ID] = true
	}
	// Those that could not be held fail; the others wait for the rest of
	// their message.
	failed := 0
	give := time.After(2 * time.Minute) // unheld, they would wait for ever
	for failed < sockets-2 {
		ev, ok := i.NextEvent()
		if !ok {
			select {
			case <-i.Signal():
			case <-give:
				t.Fatalf("%d of %d reads failed; %d MiB held", failed, sockets, i.HeldByHost()>>20)
			}
			continue
		}
		if !reads[ev.ID] {
			continue
		}
		if !ev.Err || !strings.Contains(ev.JSON, "ERR_EARSHOT_LIMIT") || !strings.Contains(ev.JSON, "of its 64 MiB memory are free") {
			t.Fatalf("a read: %s", ev.JSON)
		}
		failed++
	}
	if held := i.HeldByHost(); held > 56<<20 {
		t.Fatalf("%d MiB held beside 8 MiB of a 64 MiB cap", held>>20)
	}
}

// wsServer serves WebSocket handshakes on loopback; after each, send
// writes what the server sends. It returns the ws:// URL.
func wsServer(t *testing.T, send func(w io.Writer)) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	t.Cleanup(func() { ln.Close(); wg.Wait() })
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer c.Close()
				req, err := http.ReadRequest(bufio.NewReader(c))
				if err != nil {
					return
				}
				sum := sha1.Sum([]byte(req.Header.Get("Sec-WebSocket-Key") + wsGUID))
				fmt.Fprintf(c, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n",
					base64.StdEncoding.EncodeToString(sum[:]))
				send(c)
				io.Copy(io.Discard, c) // until the host closes
			}()
		}
	}()
	return "ws://" + ln.Addr().String() + "/"
}

// sendFragmented sends msg as one message of op (1 text, 2 binary) in
// frames of 64 KiB to 1 MiB.
func sendFragmented(w io.Writer, op byte, msg []byte) {
	rnd := rand.New(rand.NewPCG(1, 2))
	for first := true; first || len(msg) > 0; first = false {
		n := min(64<<10+rnd.IntN(1<<20-64<<10), len(msg))
		h := byte(0)
		if first {
			h = op
		}
		if n == len(msg) {
			h |= 0x80
		}
		frame := binary.BigEndian.AppendUint64([]byte{h, 127}, uint64(n))
		if _, err := w.Write(append(frame, msg[:n]...)); err != nil {
			return
		}
		msg = msg[n:]
	}
}

// nextEvent waits for the next event of operation id.
func nextEvent(i *kernel.Instance, id int) kernel.Event {
	for {
		ev, ok := i.NextEvent()
		if !ok {
			<-i.Signal()
			continue
		}
		if ev.ID == id {
			return ev
		}
	}
}

// TestWebSocketFragmentsAreCounted: a message that comes in many frames
// of 64 KiB to 1 MiB is held frame by frame, each counted before it is
// made, and joined into a copy counted too: what the host holds for it
// stays within the extension's free memory (half of what its cap leaves
// beside its memory), a message that fits arrives whole — text held until
// JavaScript takes it —, and one that does not is refused with the limit
// named.
func TestWebSocketFragmentsAreCounted(t *testing.T) {
	const cap, used = 64 << 20, 8 << 20
	const free = (cap - used) / 2
	binaryMsg := make([]byte, 12<<20)
	for k := range binaryMsg {
		binaryMsg[k] = byte(k * 7)
	}
	textMsg := []byte(strings.Repeat("wörd €𝄞 ", 1<<20)) // 14 MiB, characters cut by frames
	tooBig := make([]byte, 40<<20)
	for _, tt := range []struct {
		name string
		op   byte
		msg  []byte
	}{
		{"binary", 2, binaryMsg},
		{"text", 1, textMsg},
		{"past the free memory", 2, tooBig},
	} {
		t.Run(tt.name, func(t *testing.T) {
			url := wsServer(t, func(w io.Writer) { sendFragmented(w, tt.op, tt.msg) })
			i := platformtest.New(t, kernel.Config{MemoryLimit: cap, MemoryUsed: func() uint64 { return used }, FetchLimit: 256 << 20}, Ops())
			out, err := completion(t, i, "ws.connect", map[string]any{"url": url})
			if err != nil {
				t.Fatal(err)
			}
			var v struct{ ID int }
			json.Unmarshal([]byte(out), &v)
			r := i.Call("ws.read", []byte(fmt.Sprintf(`{"id": %d}`, v.ID)), nil)
			if r.Err != nil {
				t.Fatal(r.Err)
			}
			ev := nextEvent(i, r.ID)
			if peak := i.HeldPeak(); peak > free {
				t.Fatalf("%d MiB held at most, beyond the %d MiB free", peak>>20, free>>20)
			}
			switch tt.op {
			case 2:
				if len(tt.msg) > free {
					if !ev.Err || !strings.Contains(ev.JSON, "ERR_EARSHOT_LIMIT") || !strings.Contains(ev.JSON, "of its 64 MiB memory are free") {
						t.Fatalf("%.300s", ev.JSON)
					}
					break
				}
				if ev.Err || !bytes.Equal(ev.Bytes, tt.msg) {
					t.Fatalf("%d bytes, %.300s", len(ev.Bytes), ev.JSON)
				}
			case 1:
				if ev.JSON != `{"type":"text"}` {
					t.Fatalf("%.300s", ev.JSON)
				}
				if held := i.HeldByHost(); held < int64(len(tt.msg)) {
					t.Fatalf("%d MiB held for a text message of %d MiB not taken", held>>20, len(tt.msg)>>20)
				}
				r := i.Call("ws.text", []byte(fmt.Sprintf(`{"id": %d}`, v.ID)), nil)
				if !r.IsText || r.Text != string(tt.msg) {
					t.Fatalf("%d bytes of text, %v", len(r.Text), r.Err)
				}
			}
			if held := i.HeldByHost(); held != 0 {
				t.Fatalf("%d bytes still held", held)
			}
		})
	}
}

// deafServer accepts connections on loopback and never reads from them
// (until the test ends); it returns host:port.
func deafServer(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
	})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	return ln.Addr().String()
}

// TestFetchBodyIsHeldBeforeItIsCopied: a request's body is the instance's
// memory, lent to the operation, and is copied into the host only once
// the extension's free memory holds it: to a server that does not read,
// requests hold their bodies until they end, together within the free
// memory; the next is refused with the limit named, having copied
// nothing; what was held comes back when the requests end.
func TestFetchBodyIsHeldBeforeItIsCopied(t *testing.T) {
	if !kernel.NewTable(Ops()).Borrows("fetch") {
		t.Fatal("fetch's body is copied out of the instance before the operation runs")
	}
	const cap, used = 64 << 20, 8 << 20
	const free = (cap - used) / 2
	url := "http://" + deafServer(t) + "/upload"
	i := platformtest.New(t, kernel.Config{MemoryLimit: cap, MemoryUsed: func() uint64 { return used }}, Ops())
	i.BeginTask(context.Background())
	body := make([]byte, 12<<20)
	args := []byte(`{"url": "` + url + `", "method": "POST"}`)
	var started []int
	for range 2 {
		r := i.Call("fetch", args, body)
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		started = append(started, r.ID)
	}
	if held := i.HeldByHost(); held != 24<<20 {
		t.Fatalf("%d MiB held for two bodies of 12 MiB", held>>20)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r := i.Call("fetch", args, body)
	runtime.ReadMemStats(&after)
	if r.Err == nil || !strings.Contains(r.Err.Error(), "the body of a request to "+url+" needs 12 MiB, more than the extension can hold") ||
		!strings.Contains(r.Err.Error(), "of its 64 MiB memory are free") {
		t.Fatalf("a third body: %v", r.Err)
	}
	if copied := after.TotalAlloc - before.TotalAlloc; copied >= 4<<20 {
		t.Fatalf("%d MiB allocated refusing a body of 12 MiB", copied>>20)
	}
	if peak := i.HeldPeak(); peak > free {
		t.Fatalf("%d MiB held at most, beyond the %d MiB free", peak>>20, free>>20)
	}
	// Aborted, the requests give back what they held.
	for _, id := range started {
		i.Call("cancel", []byte(strconv.Itoa(id)), nil)
	}
	i.EndTask(false)
	i.Close()
	if held := i.HeldByHost(); held != 0 {
		t.Fatalf("%d bytes still held after the requests ended", held)
	}
}
