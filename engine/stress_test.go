package engine_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/testutil"
)

// stressSource is an extension whose echo answers with its own name, so a
// result delivered to the wrong caller is caught.
func stressSource(name string) engine.Source {
	return engine.Source{Name: name, File: name + ".js", Code: fmt.Sprintf(`
let calls = 0;
const tool = (n, execute) => ({ name: n, description: n, inputSchema: { type: "object" }, readOnly: true, execute });
export default { tools: [
  tool("echo", async (input) => { calls++; await null; return %[1]q + ":" + input.id; }),
  tool("wait", (input) => new Promise((resolve) => setTimeout(() => resolve(%[1]q + ":" + input.id), 2))),
  tool("loop", () => { for (;;) {} }),
  tool("bomb", () => { const a = []; for (;;) a.push(new Array(10000).fill(1)); }),
]};`, name)}
}

// TestStress spreads thousands of calls over 20 extensions from many
// goroutines; some calls time out or exhaust memory. Every result must reach
// its caller, unmixed, and none may be lost. Run it with -race.
func TestStress(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: thousands of calls over 20 extensions")
	}
	const (
		nExt      = 20
		workers   = 32
		perWorker = 100
	)
	cfg := config(t)
	// Calls that should succeed get a generous limit (the machine is busy);
	// the ones that loop get a short deadline from their caller.
	cfg.Limits = api.Limits{CallTimeout: 20 * time.Second, MemoryLimit: 16 << 20}
	exts := make([]*engine.Extension, nExt)
	for i := range exts {
		x, err := engine.Load(context.Background(), cfg, stressSource(fmt.Sprintf("ext%02d", i)))
		if err != nil {
			t.Fatal(err)
		}
		exts[i] = x
		defer x.Close()
	}
	var ok, failedAsExpected atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, workers*perWorker)
	start := time.Now()
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perWorker {
				id := fmt.Sprintf("%d-%d", w, i)
				x := exts[(w*7+i)%nExt]
				tool := "echo"
				switch {
				case i%41 == 0:
					tool = "loop"
				case i%43 == 0:
					tool = "bomb"
				case i%3 == 0:
					tool = "wait"
				}
				ctx, cancel := context.Background(), context.CancelFunc(func() {})
				if tool == "loop" {
					ctx, cancel = context.WithTimeout(ctx, 100*time.Millisecond)
				}
				r, err := x.Call(ctx, tool, []byte(`{"id":"`+id+`"}`))
				cancel()
				switch {
				case err != nil:
					errs <- fmt.Errorf("%s %s: %v", x.Name(), tool, err)
				case tool == "loop":
					if !errors.Is(r.Err, api.ErrTimeout) {
						errs <- fmt.Errorf("%s loop: %+v", x.Name(), r)
					} else {
						failedAsExpected.Add(1)
					}
				case tool == "bomb":
					if !errors.Is(r.Err, api.ErrOutOfMemory) && !errors.Is(r.Err, api.ErrTimeout) {
						errs <- fmt.Errorf("%s bomb: %+v", x.Name(), r)
					} else {
						failedAsExpected.Add(1)
					}
				case r.IsError || r.Output != x.Name()+":"+id:
					errs <- fmt.Errorf("%s %s %s: got %+v", x.Name(), tool, id, r)
				default:
					ok.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	var msgs []string
	for err := range errs {
		msgs = append(msgs, err.Error())
	}
	if len(msgs) > 0 {
		t.Fatalf("%d calls went wrong:\n%s", len(msgs), strings.Join(msgs[:min(len(msgs), 20)], "\n"))
	}
	if got := ok.Load() + failedAsExpected.Load(); got != workers*perWorker {
		t.Fatalf("%d results for %d calls", got, workers*perWorker)
	}
	t.Logf("%d calls (%d failed as they should) in %v", workers*perWorker, failedAsExpected.Load(), time.Since(start))
	var restarts int
	for _, x := range exts {
		restarts += x.Stats().Restarts
	}
	if restarts == 0 {
		t.Fatal("no instance was ever restarted: the failures did not happen")
	}
}

// TestKillAndRecreateDoesNotLeak runs 1,000 kill-and-recreate cycles of one
// extension and checks that the process's resident memory grows by less
// than 20 MB. Skipped under -short and under -race (whose own bookkeeping
// grows with every goroutine and allocation).
func TestKillAndRecreateDoesNotLeak(t *testing.T) {
	skipMemoryTest(t)
	cfg := config(t)
	// One allocation past the cap makes each cycle quick: an instance that
	// ran out of memory is replaced for the next call.
	cfg.Limits = api.Limits{StackSize: 256 << 10, MemoryLimit: 8 << 20, CallTimeout: 5 * time.Second}
	x := load(t, "faults.js", cfg)
	cycle := func() {
		r, _ := x.Call(context.Background(), "bigBuffer", []byte(`{}`))
		if !errors.Is(r.Err, api.ErrOutOfMemory) {
			t.Fatalf("bigBuffer: %+v", r)
		}
		if r, _ := x.Call(context.Background(), "echo", []byte(`{}`)); r.Output != "{}" {
			t.Fatalf("echo: %+v", r)
		}
	}
	checkCyclesDoNotLeak(t, "kill-and-recreate", 50, 1000, cycle)
	t.Logf("restarts %d", x.Stats().Restarts)
}

// skipMemoryTest skips a test that measures the process's memory where it
// cannot: under -short (they are slow), under -race (whose own bookkeeping
// grows with every goroutine and allocation), without /proc/self/statm.
func skipMemoryTest(t *testing.T) {
	t.Helper()
	if testing.Short() || raceEnabled {
		t.Skip("slow; measures memory")
	}
	if testutil.RSS() == 0 {
		t.Skip("no /proc/self/statm")
	}
}

// checkCyclesDoNotLeak runs cycle warm times (caches, pools, the allocator
// settle), then cycles times, and fails if the process's resident memory
// grew by 20 MB or more, or its goroutines by more than two.
func checkCyclesDoNotLeak(t *testing.T, what string, warm, cycles int, cycle func()) {
	t.Helper()
	for range warm {
		cycle()
	}
	before := testutil.SettledRSS()
	goroutines := runtime.NumGoroutine()
	for range cycles {
		cycle()
	}
	after := testutil.SettledRSS()
	grew := int64(after) - int64(before)
	t.Logf("%d %s cycles: RSS %d MiB -> %d MiB (%+d KiB)", cycles, what, before>>20, after>>20, grew>>10)
	if grew > 20<<20 {
		t.Errorf("RSS grew by %d MiB over %d %s cycles", grew>>20, cycles, what)
	}
	if n := runtime.NumGoroutine(); n > goroutines+2 {
		t.Errorf("goroutines: %d before, %d after", goroutines, n)
	}
}

// TestResetCyclesDoNotLeak: an extension big enough to restart from an
// image is killed and reset 100 times (each reset reads back the pages
// the last instance wrote, with a new host side). The state is the
// snapshot's every time, and neither memory nor goroutines grow.
func TestResetCyclesDoNotLeak(t *testing.T) {
	skipMemoryTest(t)
	cfg := config(t)
	cfg.Snapshots = true
	// The loop's call is cancelled once it loops (it says so), however
	// long it took to get there: the instance must be killed in it.
	looping := make(chan struct{}, 1)
	cfg.Log = func(l api.Log) {
		if l.Text == "looping" {
			looping <- struct{}{}
		}
	}
	x, err := engine.Load(context.Background(), cfg, engine.Source{Name: "big", File: "big.js", Code: `
globalThis.ballast = "b".repeat(9 << 20);
let calls = 0;
export default { tools: [
  { name: "count", description: "d", readOnly: true, inputSchema: { type: "object" },
    execute: () => { globalThis.litter = new Array(20000).fill(calls); return String(++calls); } },
  { name: "loop", description: "d", readOnly: true, inputSchema: { type: "object" }, execute() { console.log("looping"); for (;;) {} } },
] };`})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	cycle := func() {
		if r, _ := x.Call(context.Background(), "count", []byte(`{}`)); r.Output != "1" {
			t.Fatalf("count after a restart: %+v", r)
		}
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		go func() {
			<-looping
			cancel()
		}()
		if r, _ := x.Call(ctx, "loop", []byte(`{}`)); !r.IsError {
			t.Fatal("the loop returned")
		}
	}
	const warm, cycles = 10, 100
	restored := x.Stats().Restored
	checkCyclesDoNotLeak(t, "kill-and-reset", warm, cycles, cycle)
	// Every cycle but the first (on the evaluated instance) starts with a
	// restart.
	if got := x.Stats().Restored - restored; got != warm+cycles-1 {
		t.Errorf("restored %d times in %d cycles", got, warm+cycles)
	}
}
