package platform

import (
	"bufio"
	"context"
	"crypto/sha1"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

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
	i := New(Config{MemoryLimit: 64 << 20, MemoryUsed: func() uint64 { return 8 << 20 }})
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
