package platform

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
)

// What an extension can make the host hold, by calling its operations
// directly (they are within its reach: the prelude's internals), is
// bounded by its memory cap, whatever it does or does not take back.

// TestUntakenResultsAreBounded: results of finished operations that
// JavaScript never takes stay within half the memory cap; past it, a
// completion is an error.
func TestUntakenResultsAreBounded(t *testing.T) {
	i := New(Config{MemoryLimit: 8 << 20})
	defer i.Close()
	i.post(1, nil, make([]byte, 3<<20), nil)
	i.post(2, nil, make([]byte, 3<<20), nil)
	evs := i.Events()
	if len(evs) != 2 || !strings.Contains(evs[0], `"data":true`) || !strings.Contains(evs[1], "ERR_EARSHOT_LIMIT") {
		t.Fatalf("%v", evs)
	}
	// Taken, the room comes back.
	if r := i.take([]byte("1")); r.Err != nil || len(r.Bytes) != 3<<20 {
		t.Fatalf("%+v", r.Err)
	}
	i.post(3, nil, make([]byte, 3<<20), nil)
	if evs := i.Events(); len(evs) != 1 || !strings.Contains(evs[0], `"data":true`) {
		t.Fatalf("%v", evs)
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
	var je *JSError
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
