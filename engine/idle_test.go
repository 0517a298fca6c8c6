package engine

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testutil"
)

// engines is how many call engines x's instance keeps, read with the
// instance held as a call holds it.
func engines(x *Extension) int {
	x.sem <- struct{}{}
	defer func() { <-x.sem }()
	if x.vm == nil {
		return -1
	}
	return x.vm.inst.Memory().CallEngines()
}

// TestIdleTrimsTheInstance: an instance unused for idleAfter gives back
// the memory a call needed and dropped, and lets go of its call engines
// (their Go stacks), keeping its state; the next call makes a new engine;
// calls that keep coming are never disturbed; Close stops the timer.
func TestIdleTrimsTheInstance(t *testing.T) {
	testutil.NeedLinuxPages(t)
	ctx := context.Background()
	x, err := Load(ctx, Config{Runtime: testutil.Runtime()}, Source{Name: "idle", File: "idle.js", Code: `let calls = 0;
export default { tools: [{ name: "count", description: "d", readOnly: true, inputSchema: { type: "object" },
  async execute() { await null; return String(++calls); } },
  { name: "big", description: "d", readOnly: true, inputSchema: { type: "object" },
  execute() { const b = new Uint8Array(16 << 20).fill(1); return String(b[5] + calls); } }] };`})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	x.sem <- struct{}{}
	x.idleAfter = 20 * time.Millisecond
	x.armIdle()
	<-x.sem
	call := func() string {
		t.Helper()
		r, err := x.Call(ctx, "count", []byte(`{}`))
		if err != nil || r.IsError {
			t.Fatal(r, err)
		}
		return r.Output
	}
	waitIdle := func() {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); engines(x) != 0; time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("the idle instance still keeps %d call engines", engines(x))
			}
		}
	}
	waitIdle() // from Load
	if got := call(); got != "1" {
		t.Fatalf("first call: %s", got)
	}
	waitIdle()
	if got := call(); got != "2" {
		t.Fatalf("the call after the engines went: %s (the instance lost its state?)", got)
	}
	if r, err := x.Call(ctx, "big", []byte(`{}`)); err != nil || r.Output != "3" {
		t.Fatal(r, err)
	}
	busy := x.Stats().MemoryResident
	waitIdle()
	if idle := x.Stats().MemoryResident; runtime.GOOS == "linux" && busy-idle < 15<<20 {
		t.Fatalf("resident memory %d → %d once idle: the 16 MiB the call dropped is still there", busy, idle)
	}
	if got := call(); got != "3" {
		t.Fatalf("the call after the trim: %s (the instance lost its state?)", got)
	}

	// Calls from several goroutines, with the timer firing between them.
	x.sem <- struct{}{}
	x.idleAfter = time.Microsecond
	<-x.sem
	var wg sync.WaitGroup
	seen := make(chan string, 200)
	for range 4 {
		wg.Go(func() {
			for range 50 {
				r, err := x.Call(ctx, "count", []byte(`{}`))
				if err != nil || r.IsError {
					seen <- fmt.Sprint(r, err)
					return
				}
				seen <- r.Output
			}
		})
	}
	wg.Wait()
	close(seen)
	got := map[string]bool{}
	for s := range seen {
		got[s] = true
	}
	for n := 4; n < 204; n++ {
		if !got[fmt.Sprint(n)] {
			t.Fatalf("no call answered %d: %v", n, got)
		}
	}

	x.Close()
	if x.idle.Stop() {
		t.Fatal("Close left the idle timer running")
	}
}
