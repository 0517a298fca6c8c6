package kernel

import (
	"context"
	"strconv"
	"strings"
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
	i := New(Config{MemoryLimit: 8 << 20}, NewTable())
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
	i := New(Config{MemoryLimit: 64 << 20}, NewTable())
	defer i.Close()
	made := make(chan int, 10)
	r := i.Stream(context.Background(), func(ctx context.Context, send func(any, []byte) error) (any, []byte, error) {
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
	opCancel(i, Raw(strconv.Itoa(r.ID)), nil)
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
	i := New(Config{Log: func(level, text string) { n++ }}, NewTable())
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
	i := New(Config{MemoryLimit: 64 << 20}, NewTable())
	defer i.Close()
	ctx, cancel := context.WithCancel(context.Background())
	i.BeginTask(ctx)
	var running, most atomic.Int32
	entered := make(chan struct{}, 16)
	release := make(chan struct{})
	ran := make(chan int, 16)
	const n = 8
	for k := range n {
		i.StartCPU(func(context.Context) (any, []byte, error) {
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
	i := New(Config{MemoryLimit: 64 << 20, MemoryUsed: func() uint64 { return 8 << 20 }}, NewTable())
	defer i.Close()
	var frees []func()
	for {
		free, ok := i.Hold(4 << 20)
		if !ok {
			break
		}
		frees = append(frees, free)
	}
	if held := i.HeldByHost(); held > 56<<20 || len(frees) < 6 {
		t.Fatalf("%d holds, %d MiB held beside 8 MiB of a 64 MiB cap", len(frees), held>>20)
	}
	if free := i.FreeMemory(); free >= 4<<20 {
		t.Fatalf("%d bytes free with the holds", free)
	}
	err := i.HoldError("receiving a WebSocket message", 16<<20)
	if !strings.Contains(err.Error(), "needs 16 MiB, more than the extension can hold") || !strings.Contains(err.Error(), "of its 64 MiB memory are free") {
		t.Fatal(err)
	}
	for _, free := range frees {
		free()
		free() // once only
	}
	if held := i.HeldByHost(); held != 0 {
		t.Fatalf("%d bytes still held", held)
	}
	if _, ok := i.Hold(16 << 20); !ok {
		t.Fatal("the room did not come back")
	}
}

// TestHeldBytesCountWhatIsMade: the pieces HeldBytes makes are exactly
// what the instance's count holds for them, at every step — a piece, a
// read cut short, the join (the copy held before it is made, the pieces
// given back after) —, and a piece past the free memory is not made.
func TestHeldBytesCountWhatIsMade(t *testing.T) {
	i := New(Config{MemoryLimit: 64 << 20, MemoryUsed: func() uint64 { return 8 << 20 }}, NewTable())
	defer i.Close()
	made := func(h *HeldBytes) (n int64) {
		for _, p := range h.parts {
			n += int64(cap(p))
		}
		return n
	}
	h := HeldBytes{i: i}
	for _, n := range []int{1 << 20, 64 << 10, 3 << 20, 0, 700 << 10} {
		part, ok := h.Add(n)
		if !ok || len(part) != n {
			t.Fatalf("a piece of %d bytes: %d, %v", n, len(part), ok)
		}
		if held := i.hostHeld.Load(); made(&h) > held {
			t.Fatalf("%d bytes made, %d held", made(&h), held)
		}
	}
	h.Cut(100)
	if h.n != 1<<20+64<<10+3<<20+100 || made(&h) > i.hostHeld.Load() {
		t.Fatalf("%d long, %d made, %d held", h.n, made(&h), i.hostHeld.Load())
	}
	before := i.hostHeld.Load()
	b, ok := h.Join()
	if !ok || int64(len(b)) != h.n || int64(cap(b)) != i.hostHeld.Load() {
		t.Fatalf("joined %d bytes (%d made), %d held", len(b), cap(b), i.hostHeld.Load())
	}
	// Both were held while the copy was made.
	if peak := i.hostHeldPeak.Load(); peak < before+h.n {
		t.Fatalf("the copy was made with %d bytes held, the pieces %d", peak, before)
	}
	h.Release()
	if held := i.hostHeld.Load(); held != 0 {
		t.Fatalf("%d bytes held after release", held)
	}
	// Past the free memory (28 MiB: half of what 64 MiB leaves beside 8),
	// nothing is made.
	h = HeldBytes{i: i}
	if _, ok := h.Add(20 << 20); !ok {
		t.Fatal("20 MiB refused")
	}
	if part, ok := h.Add(9 << 20); ok || part != nil || len(h.parts) != 1 {
		t.Fatal("a piece past the free memory was made")
	}
	if _, ok := h.Join(); !ok {
		t.Fatal("one piece is joined as it is")
	}
	h.Release()
}

// TestHeldTextIsValidAcrossPieces: a text message's UTF-8 is checked
// across its frames, whatever splits its characters.
func TestHeldTextIsValidAcrossPieces(t *testing.T) {
	i := New(Config{}, NewTable())
	defer i.Close()
	for _, text := range []string{"", "plain", "é€𝄞 and ünïcødé", "\xff", "a\xe2\x82", "\xe2\x82\xac\x80", "\xed\xa0\x80", "\xf0\x9d\x84"} {
		want := utf8.ValidString(text)
		// Every way to cut it in three.
		for a := 0; a <= len(text); a++ {
			for b := a; b <= len(text); b++ {
				h := HeldBytes{i: i}
				for _, p := range []string{text[:a], text[a:b], text[b:]} {
					part, _ := h.Add(len(p))
					copy(part, p)
				}
				if got := h.Valid(); got != want {
					t.Fatalf("%q cut at %d and %d: valid %v, want %v", text, a, b, got, want)
				}
				h.Release()
			}
		}
	}
}
