package platform

import (
	"bufio"
	"crypto/sha1"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/earshot/extensions/platform/kernel"
)

// What an extension can make the host hold through compression streams
// and WebSockets is bounded by its memory cap.

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
			i := New(kernel.Config{MemoryLimit: 64 << 20})
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
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	stall := make(chan struct{})
	var wg sync.WaitGroup
	t.Cleanup(func() { close(stall); ln.Close(); wg.Wait() })
	wg.Add(1)
	go func() {
		defer wg.Done()
		part := make([]byte, 15<<20)
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
				n := 16<<20 - 1
				c.Write([]byte{0x82, 127, 0, 0, 0, 0, byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)})
				c.Write(part)
				<-stall
			}()
		}
	}()
	i := New(kernel.Config{MemoryLimit: 64 << 20, MemoryUsed: func() uint64 { return 8 << 20 }})
	t.Cleanup(i.Close)
	const sockets = 8
	var ids []int
	for range sockets {
		out, err := completion(t, i, "ws.connect", map[string]any{"url": "ws://" + ln.Addr().String() + "/"})
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
