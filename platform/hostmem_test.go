package platform

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/earshot/extensions/api"
)

// What an extension can make the host hold, by calling its operations
// directly (they are within its reach: the prelude's internals), is
// bounded by its memory cap, whatever it does or does not take back.

// TestUndeliveredResultsAreBounded: results of finished operations that
// the engine has not handed to JavaScript stay within half the memory
// cap; past it, a completion is an error.
func TestUndeliveredResultsAreBounded(t *testing.T) {
	i := New(Config{MemoryLimit: 8 << 20})
	defer i.Close()
	i.post(1, nil, make([]byte, 3<<20), nil)
	i.post(2, nil, make([]byte, 3<<20), nil)
	first, _ := i.NextEvent()
	second, _ := i.NextEvent()
	if len(first.Bytes) != 3<<20 || first.ID != 1 || !second.Err || !strings.Contains(second.JSON, "ERR_EARSHOT_LIMIT") {
		t.Fatalf("%d bytes, then %+v", len(first.Bytes), second)
	}
	// Handed on, the room comes back.
	i.post(3, nil, make([]byte, 3<<20), nil)
	if ev, _ := i.NextEvent(); len(ev.Bytes) != 3<<20 || ev.ID != 3 {
		t.Fatalf("%+v", ev.JSON)
	}
	if i.HasEvents() {
		t.Fatal("an event left")
	}
}

// TestPiecesOneAtATime: an operation that completes in pieces holds one
// at a time in the host — the next is made only once the last was handed
// on — and one JavaScript abandons stops with its pieces not handed on.
func TestPiecesOneAtATime(t *testing.T) {
	i := New(Config{MemoryLimit: 64 << 20})
	defer i.Close()
	made := make(chan int, 10)
	r := i.stream(context.Background(), func(ctx context.Context, send func(any, []byte) error) (any, []byte, error) {
		for n := 1; ; n++ {
			made <- n
			if err := send(nil, make([]byte, n)); err != nil {
				return nil, nil, err
			}
		}
	})
	for want := 1; want <= 3; want++ {
		if n := <-made; n != want {
			t.Fatalf("piece %d made, want %d", n, want)
		}
		for !i.HasEvents() {
			<-i.Signal()
		}
		if len(made) != 0 {
			t.Fatalf("piece %d made before piece %d was handed on", <-made, want)
		}
		ev, _ := i.NextEvent()
		if ev.ID != r.ID || !ev.More || len(ev.Bytes) != want {
			t.Fatalf("%+v", ev)
		}
	}
	<-made // the fourth, sent and waiting
	for !i.HasEvents() {
		<-i.Signal()
	}
	i.cancelOp([]byte(strconv.Itoa(r.ID)))
	if i.HasEvents() {
		t.Fatal("the abandoned operation's piece is still there")
	}
	i.Close() // waits for the operation's goroutine
	if i.HasEvents() {
		t.Fatal("the abandoned operation completed")
	}
}

// TestLogIsBoundedInTheHost: the console's level is one of its levels, and
// its budget holds for calls of the operation itself.
func TestLogIsBoundedInTheHost(t *testing.T) {
	n := 0
	i := New(Config{Log: func(level, text string) { n++ }})
	defer i.Close()
	i.BeginTask(context.Background())
	if r := i.Call("log", []byte(strings.Repeat("L", 1000)), []byte("x")); r.Err == nil {
		t.Fatal("a level that is not one was taken")
	}
	for range 5000 {
		i.Call("log", []byte("log"), []byte("line"))
	}
	if n != maxLogLines {
		t.Fatalf("%d lines logged", n)
	}
	i.EndTask(true)
	i.BeginTask(context.Background()) // a new task has its own budget
	i.Call("log", []byte("warn"), []byte("again"))
	if n != maxLogLines+1 {
		t.Fatalf("%d lines logged", n)
	}
}

// TestCompressorsAreBoundedByMemory: compression streams, whose windows
// live in the host, hold together at most the free memory.
func TestCompressorsAreBoundedByMemory(t *testing.T) {
	i := New(Config{MemoryLimit: 128 << 20})
	defer i.Close()
	args := []byte(`{"kind": "brotliCompress", "quality": 11, "window": 24}`)
	var err error
	made := 0
	for range maxOpenCompressors {
		r := i.Call("zlib.new", args, nil)
		if err = r.Err; err != nil {
			break
		}
		made++
	}
	var je *jsError
	if !errors.As(err, &je) || je.Code != "ERR_EARSHOT_LIMIT" || made == 0 || made > 2 {
		t.Fatalf("%d made, then %v", made, err)
	}
	// Small ones still fit.
	if r := i.Call("zlib.new", []byte(`{"kind": "gzip"}`), nil); r.Err != nil {
		t.Fatal(r.Err)
	}
}

// TestFinalProgressIsThrottledToo: only the first report that says the
// work is done goes out at once; more of them are throttled as any.
func TestFinalProgressIsThrottledToo(t *testing.T) {
	n := 0
	s := &progressSink{f: func(api.Progress) { n++ }}
	start := time.Now()
	for range 10000 {
		s.report(api.Progress{Progress: 1, Total: 1})
	}
	if max := int(time.Since(start)/progressEvery) + 2; n > max {
		t.Fatalf("%d reports delivered (at most %d)", n, max)
	}
}

// TestComputingWorkTakesTurns: an instance's asynchronous work that
// computes runs maxCPUWork at a time, whatever it starts; the rest runs as
// turns free up, and work still waiting when its task ends ends unrun.
func TestComputingWorkTakesTurns(t *testing.T) {
	i := New(Config{MemoryLimit: 64 << 20})
	defer i.Close()
	ctx, cancel := context.WithCancel(context.Background())
	i.BeginTask(ctx)
	var running, most atomic.Int32
	entered := make(chan struct{}, 16)
	release := make(chan struct{})
	ran := make(chan int, 16)
	const n = 8
	for k := range n {
		i.startCPU(func(context.Context) (any, []byte, error) {
			r := running.Add(1)
			for {
				m := most.Load()
				if r <= m || most.CompareAndSwap(m, r) {
					break
				}
			}
			entered <- struct{}{}
			<-release
			running.Add(-1)
			ran <- k
			return nil, nil, nil
		})
	}
	// The first turns are taken; nothing else starts until one is free.
	for range maxCPUWork {
		<-entered
	}
	select {
	case <-entered:
		t.Fatalf("more than %d ran at once", maxCPUWork)
	default:
	}
	// Free two turns: two more run, and the rest still wait.
	release <- struct{}{}
	release <- struct{}{}
	for range 2 {
		<-entered
	}
	// The task ends: the work still waiting ends without running.
	cancel()
	close(release)
	i.EndTask(false)
	i.Close()
	close(ran)
	count := 0
	for range ran {
		count++
	}
	if count != 2*maxCPUWork || most.Load() != maxCPUWork {
		t.Fatalf("%d of %d ran, at most %d at once; want %d, %d at once", count, n, most.Load(), 2*maxCPUWork, maxCPUWork)
	}
}

// TestHoldIsBoundedByMemory: what the host holds for an instance's
// operations comes out of its free memory — together the instance and
// what is held stay within its cap —, is given back, and a refusal names
// the memory.
func TestHoldIsBoundedByMemory(t *testing.T) {
	i := New(Config{MemoryLimit: 64 << 20, MemoryUsed: func() uint64 { return 8 << 20 }})
	defer i.Close()
	var frees []func()
	for {
		free, ok := i.hold(4 << 20)
		if !ok {
			break
		}
		frees = append(frees, free)
	}
	if held := i.hostHeld.Load(); held > 56<<20 || len(frees) < 6 {
		t.Fatalf("%d holds, %d MiB held beside 8 MiB of a 64 MiB cap", len(frees), held>>20)
	}
	if free := i.freeMemory(); free >= 4<<20 {
		t.Fatalf("%d bytes free with the holds", free)
	}
	err := i.holdError("receiving a WebSocket message", 16<<20)
	if !strings.Contains(err.Error(), "needs 16 MiB, more than the extension can hold") || !strings.Contains(err.Error(), "of its 64 MiB memory are free") {
		t.Fatal(err)
	}
	for _, free := range frees {
		free()
		free() // once only
	}
	if held := i.hostHeld.Load(); held != 0 {
		t.Fatalf("%d bytes still held", held)
	}
	if _, ok := i.hold(16 << 20); !ok {
		t.Fatal("the room did not come back")
	}
}

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
			i := New(Config{MemoryLimit: 64 << 20})
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
	i := New(Config{MemoryLimit: 64 << 20, MemoryUsed: func() uint64 { return 8 << 20 }})
	t.Cleanup(i.Close)
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
				t.Fatalf("%d of %d reads failed; %d MiB held", failed, sockets, i.hostHeld.Load()>>20)
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
	if held := i.hostHeld.Load(); held > 56<<20 {
		t.Fatalf("%d MiB held beside 8 MiB of a 64 MiB cap", held>>20)
	}
}

// TestHeldBytesCountWhatIsMade: the pieces heldBytes makes are exactly
// what the instance's count holds for them, at every step — a piece, a
// read cut short, the join (the copy held before it is made, the pieces
// given back after) —, and a piece past the free memory is not made.
func TestHeldBytesCountWhatIsMade(t *testing.T) {
	i := New(Config{MemoryLimit: 64 << 20, MemoryUsed: func() uint64 { return 8 << 20 }})
	defer i.Close()
	made := func(h *heldBytes) (n int64) {
		for _, p := range h.parts {
			n += int64(cap(p))
		}
		return n
	}
	h := heldBytes{i: i}
	for _, n := range []int{1 << 20, 64 << 10, 3 << 20, 0, 700 << 10} {
		part, ok := h.add(n)
		if !ok || len(part) != n {
			t.Fatalf("a piece of %d bytes: %d, %v", n, len(part), ok)
		}
		if held := i.hostHeld.Load(); made(&h) > held {
			t.Fatalf("%d bytes made, %d held", made(&h), held)
		}
	}
	h.cut(100)
	if h.n != 1<<20+64<<10+3<<20+100 || made(&h) > i.hostHeld.Load() {
		t.Fatalf("%d long, %d made, %d held", h.n, made(&h), i.hostHeld.Load())
	}
	before := i.hostHeld.Load()
	b, ok := h.join()
	if !ok || int64(len(b)) != h.n || int64(cap(b)) != i.hostHeld.Load() {
		t.Fatalf("joined %d bytes (%d made), %d held", len(b), cap(b), i.hostHeld.Load())
	}
	// Both were held while the copy was made.
	if peak := i.hostHeldPeak.Load(); peak < before+h.n {
		t.Fatalf("the copy was made with %d bytes held, the pieces %d", peak, before)
	}
	h.release()
	if held := i.hostHeld.Load(); held != 0 {
		t.Fatalf("%d bytes held after release", held)
	}
	// Past the free memory (28 MiB: half of what 64 MiB leaves beside 8),
	// nothing is made.
	h = heldBytes{i: i}
	if _, ok := h.add(20 << 20); !ok {
		t.Fatal("20 MiB refused")
	}
	if part, ok := h.add(9 << 20); ok || part != nil || len(h.parts) != 1 {
		t.Fatal("a piece past the free memory was made")
	}
	if _, ok := h.join(); !ok {
		t.Fatal("one piece is joined as it is")
	}
	h.release()
}

// TestHeldTextIsValidAcrossPieces: a text message's UTF-8 is checked
// across its frames, whatever splits its characters.
func TestHeldTextIsValidAcrossPieces(t *testing.T) {
	i := New(Config{})
	defer i.Close()
	for _, text := range []string{"", "plain", "é€𝄞 and ünïcødé", "\xff", "a\xe2\x82", "\xe2\x82\xac\x80", "\xed\xa0\x80", "\xf0\x9d\x84"} {
		want := utf8.ValidString(text)
		// Every way to cut it in three.
		for a := 0; a <= len(text); a++ {
			for b := a; b <= len(text); b++ {
				h := heldBytes{i: i}
				for _, p := range []string{text[:a], text[a:b], text[b:]} {
					part, _ := h.add(len(p))
					copy(part, p)
				}
				if got := h.valid(); got != want {
					t.Fatalf("%q cut at %d and %d: valid %v, want %v", text, a, b, got, want)
				}
				h.release()
			}
		}
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
func nextEvent(i *Instance, id int) Event {
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
			i := New(Config{MemoryLimit: cap, MemoryUsed: func() uint64 { return used }, FetchLimit: 256 << 20})
			defer i.Close()
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
			if peak := i.hostHeldPeak.Load(); peak > free {
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
				if held := i.hostHeld.Load(); held < int64(len(tt.msg)) {
					t.Fatalf("%d MiB held for a text message of %d MiB not taken", held>>20, len(tt.msg)>>20)
				}
				r := i.Call("ws.text", []byte(fmt.Sprintf(`{"id": %d}`, v.ID)), nil)
				if !r.IsText || r.Text != string(tt.msg) {
					t.Fatalf("%d bytes of text, %v", len(r.Text), r.Err)
				}
			}
			if held := i.hostHeld.Load(); held != 0 {
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
	if !Borrows("fetch") {
		t.Fatal("fetch's body is copied out of the instance before the operation runs")
	}
	const cap, used = 64 << 20, 8 << 20
	const free = (cap - used) / 2
	url := "http://" + deafServer(t) + "/upload"
	i := New(Config{MemoryLimit: cap, MemoryUsed: func() uint64 { return used }})
	defer i.Close()
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
	if held := i.hostHeld.Load(); held != 24<<20 {
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
	if peak := i.hostHeldPeak.Load(); peak > free {
		t.Fatalf("%d MiB held at most, beyond the %d MiB free", peak>>20, free>>20)
	}
	// Aborted, the requests give back what they held.
	for _, id := range started {
		i.Call("cancel", []byte(strconv.Itoa(id)), nil)
	}
	i.EndTask(false)
	i.Close()
	if held := i.hostHeld.Load(); held != 0 {
		t.Fatalf("%d bytes still held after the requests ended", held)
	}
}

// TestDecompressionIsHeldAsItIsMade: what a decompression makes is held
// piece by piece, each taken from the extension's free memory before it
// is made, and written into the instance's ArrayBuffer from the pieces:
// an output that fits is what was compressed, held until it is written;
// a bomb is refused with the limit named once its output passes the
// free memory, the host having held no more; a stream's input is held
// until its end.
func TestDecompressionIsHeldAsItIsMade(t *testing.T) {
	const cap, used = 64 << 20, 8 << 20
	const free = (cap - used) / 2
	gz := func(b []byte) []byte {
		var out bytes.Buffer
		w := gzip.NewWriter(&out)
		w.Write(b)
		w.Close()
		return out.Bytes()
	}
	fits := bytes.Repeat([]byte("decompressed "), 20<<20/13)
	bomb := gz(make([]byte, 64<<20))
	i := New(Config{MemoryLimit: cap, MemoryUsed: func() uint64 { return used }})
	defer i.Close()

	r := i.Call("zlib", []byte(`{"kind": "gunzip"}`), gz(fits))
	if r.Err != nil || r.Fill == nil || r.Size != len(fits) {
		t.Fatalf("%d bytes to fill, %v", r.Size, r.Err)
	}
	if held := i.hostHeld.Load(); held < int64(len(fits)) || held > int64(len(fits))+4<<20 {
		t.Fatalf("%d MiB held for an output of %d MiB", held>>20, len(fits)>>20)
	}
	dst := make([]byte, r.Size)
	if n, err := r.Filled(dst); err != nil || n != len(fits) || !bytes.Equal(dst, fits) {
		t.Fatalf("%d bytes written, %v", n, err)
	}
	if held := i.hostHeld.Load(); held != 0 {
		t.Fatalf("%d bytes held once written", held)
	}

	i.hostHeldPeak.Store(0)
	r = i.Call("zlib", []byte(`{"kind": "gunzip"}`), bomb)
	var je *jsError
	if !errors.As(r.Err, &je) || je.Code != "ERR_BUFFER_TOO_LARGE" || !strings.Contains(je.Message, "of its 64 MiB memory are free") {
		t.Fatalf("a bomb: %v", r.Err)
	}
	if peak := i.hostHeldPeak.Load(); peak > free {
		t.Fatalf("%d MiB held at most, beyond the %d MiB free", peak>>20, free>>20)
	}

	// A stream: its input is held until its end, then its output.
	z := i.Call("zlib.new", []byte(`{"kind": "gunzip"}`), nil)
	if z.Err != nil {
		t.Fatal(z.Err)
	}
	zid := fmt.Appendf(nil, `{"id": %d}`, z.Value)
	in := gz(fits)
	for len(in) > 0 {
		n := min(len(in), 16<<10)
		if w := i.Call("zlib.write", zid, bytes.Clone(in[:n])); w.Err != nil {
			t.Fatal(w.Err)
		}
		in = in[n:]
	}
	// Each write's bytes are held as they were allocated (their capacity).
	if held, n := i.hostHeld.Load(), int64(len(gz(fits))); held < n || held > n+n/8 {
		t.Fatalf("%d bytes held for a stream's input of %d", held, n)
	}
	r = i.Call("zlib.end", zid, nil)
	dst = make([]byte, r.Size)
	if n, err := r.Filled(dst); r.Err != nil || err != nil || n != len(fits) || !bytes.Equal(dst, fits) {
		t.Fatalf("%d bytes written, %v %v", n, r.Err, err)
	}
	if held := i.hostHeld.Load(); held != 0 {
		t.Fatalf("%d bytes held once the stream ended", held)
	}
}
