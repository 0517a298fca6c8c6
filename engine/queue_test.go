package engine_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
)

// TestQueueingCountsAgainstTheTimeout: calls to one extension run one at a
// time, and a call's timeout counts from when it is made, so a call that
// waits behind others is answered within its timeout like any other — as
// a timeout that says it was waiting, not an answer seconds later.
func TestQueueingCountsAgainstTheTimeout(t *testing.T) {
	cfg := config(t)
	cfg.Limits.CallTimeout = 1 * time.Second
	x, err := engine.Load(context.Background(), cfg, engine.Source{Name: "slow", File: "slow.js", Code: `export default { tools: [
	  { name: "nap", description: "sleeps 300 ms", inputSchema: { type: "object" },
	    execute: () => new Promise((resolve) => setTimeout(() => resolve("rested"), 300)) },
	  { name: "spin", description: "spins", inputSchema: { type: "object" }, execute: () => { for (;;) {} } }] };`})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if r, _ := x.Call(context.Background(), "nap", []byte(`{}`)); r.Output != "rested" { // started, warm
		t.Fatalf("%+v", r)
	}

	const n = 30 // 9 s of work for a 1 s timeout
	type answer struct {
		r    engine.Result
		took time.Duration
	}
	answers := make([]answer, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			made := time.Now()
			r, _ := x.Call(context.Background(), "nap", []byte(`{}`))
			answers[i] = answer{r, time.Since(made)}
		}()
	}
	wg.Wait()
	ok, queued := 0, 0
	for i, a := range answers {
		// The bound is loose (a loaded machine is slow; a call that did
		// not stop when its time ran out has a moment to), but below the
		// 9 s the last call would take at least if waiting did not count.
		if a.took > cfg.Limits.CallTimeout+5*time.Second {
			t.Errorf("call %d was answered after %v; the timeout is %v", i, a.took, cfg.Limits.CallTimeout)
		}
		switch {
		case !a.r.IsError && a.r.Output == "rested":
			ok++
		case api.LimitOf(a.r.Err) == api.LimitCallTimeout:
			if strings.Contains(a.r.Output, "before it could start") {
				queued++
			} else if !strings.Contains(a.r.Output, "waiting for the extension") {
				t.Errorf("call %d: %q does not say it waited", i, a.r.Output)
			}
		default:
			t.Errorf("call %d: %+v", i, a.r)
		}
	}
	if ok == 0 || queued == 0 {
		t.Fatalf("%d answered, %d timed out before starting, of %d", ok, queued, n)
	}

	// Each limit is named.
	r, _ := x.Call(context.Background(), "spin", []byte(`{}`))
	if api.LimitOf(r.Err) != api.LimitCallTimeout || !strings.Contains(r.Output, "timed out after 1s") {
		t.Errorf("spin: %q %v", r.Output, api.LimitOf(r.Err))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if r, _ := x.Call(ctx, "spin", []byte(`{}`)); api.LimitOf(r.Err) != api.LimitDeadline {
		t.Errorf("the caller's deadline: %q %v", r.Output, api.LimitOf(r.Err))
	}
	if r, _ := x.Call(context.Background(), "nap", []byte(`{"x": "`+strings.Repeat("x", api.DefaultInputLimit)+`"}`)); api.LimitOf(r.Err) != api.LimitInput {
		t.Errorf("big input: %.200q %v", r.Output, api.LimitOf(r.Err))
	}
	if r, _ := x.Call(context.Background(), "nap", []byte(`[]`)); api.LimitOf(r.Err) != "" {
		t.Errorf("invalid input is not a limit: %v", api.LimitOf(r.Err))
	}
}

// TestTimeoutWhileStartingNamesTheCallTimeout: a call whose time runs out
// while its instance starts (its module evaluated on the first call) is a
// call timeout that says the extension was starting and doing what — not
// "busy the whole time" when nothing ran ahead of it.
func TestTimeoutWhileStartingNamesTheCallTimeout(t *testing.T) {
	cfg := config(t)
	// The module loops for a minute: the call's time runs out while it is
	// evaluated, once QuickJS is compiled (done first: it is the process's,
	// not the call's) and the instance made, however slow the machine.
	if err := cfg.Runtime.Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	cfg.Limits.CallTimeout = 3 * time.Second
	cfg.Limits.LoadTimeout = time.Minute
	src := engine.Source{Name: "slowtop", File: "slowtop.js", Code: `const end = Date.now() + 60000;
while (Date.now() < end) {}
export default { tools: [{ name: "t", description: "d", inputSchema: { type: "object" }, execute: () => "x" }] };`}
	x, err := engine.Prepared(cfg, src, []engine.Tool{{Name: "t", Description: "d", InputSchema: []byte(`{"type":"object"}`)}})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	r, _ := x.Call(context.Background(), "t", []byte(`{}`))
	if api.LimitOf(r.Err) != api.LimitCallTimeout {
		t.Fatalf("limit %q: %q", api.LimitOf(r.Err), r.Output)
	}
	for _, want := range []string{"timed out after 3s (the call time limit", "while the extension was starting", "evaluating its module"} {
		if !strings.Contains(r.Output, want) {
			t.Errorf("%q does not say %q", r.Output, want)
		}
	}
	if strings.Contains(r.Output, "busy") {
		t.Errorf("%q says the extension was busy; nothing ran before the call", r.Output)
	}
}
