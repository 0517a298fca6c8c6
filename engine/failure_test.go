package engine_test

// The isolated-failure suite: every way an extension can fail, at import and
// in execute. For each we check the message, that it ends within its limit
// (plus a generous margin: these catch hangs, not slowness), that memory
// stays within the cap, and that another extension — and the same
// extension's next call — still work.

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

const (
	// Room for the call after a timeout to start a fresh instance (part of
	// its time) under the race detector on a loaded machine.
	suiteCallTimeout = 2 * time.Second
	suiteLoadTimeout = time.Second
	suiteMemory      = 32 << 20
	// margin bounds how much longer than its limit a failure may take: a
	// hang detector, not a speed test (testutil.Slow). The race detector
	// slows what the failures do (12,000 nested calls, a memory bomb)
	// several times, and other tests and processes run beside it (the
	// recursion took 3.2 s once, beside two CPU-bound processes).
	margin = testutil.Slow
)

func suiteConfig() engine.Config {
	cfg := config(nil)
	cfg.Limits = api.Limits{CallTimeout: suiteCallTimeout, LoadTimeout: suiteLoadTimeout, MemoryLimit: suiteMemory}
	return cfg
}

// checkOthers asserts that an unrelated extension still works.
func checkOthers(t *testing.T, other *engine.Extension) {
	t.Helper()
	r, err := other.Call(context.Background(), "hello", []byte(`{"name":"still here"}`))
	if err != nil || r.Output != "Hello, still here!" {
		t.Fatalf("another extension broke: %+v %v", r, err)
	}
}

func TestFailuresAtImport(t *testing.T) {
	other := load(t, "good.ts", suiteConfig())
	tests := []struct {
		fixture string
		phase   api.Phase
		want    string
		is      error
		limit   time.Duration
	}{
		// A limit reached names the limit, and how to raise it.
		{"hangs-at-import.js", api.PhaseLoad, "hangs-at-import.js: loading timed out after 1s: its module was still running, at hangs-at-import.js:", api.ErrTimeout, suiteLoadTimeout},
		{"import-bomb.js", api.PhaseLoad, "import-bomb.js: the module ran out of memory while loading (the memory limit is 32 MiB: raise it with --memory-limit, or Limits.MemoryLimit): InternalError: out of memory", api.ErrOutOfMemory, 0},
		{"throws-at-import.js", api.PhaseLoad, "throws-at-import.js: the module threw while loading: Error: cannot start: missing JIRA_TOKEN", nil, 0},
		{"no-default.js", api.PhaseValidate, "no-default.js: the module has no default export", api.ErrShape, 0},
		{"default-number.js", api.PhaseValidate, "default-number.js: default export: expected an object", api.ErrShape, 0},
	}
	for _, tt := range tests {
		t.Run(tt.fixture, func(t *testing.T) {
			before := testutil.SettledRSS()
			cfg := suiteConfig()
			if tt.limit == 0 {
				// Not a test of the load timeout: do not let a busy
				// machine turn this failure into a timeout.
				cfg.Limits.LoadTimeout = 30 * time.Second
			}
			start := time.Now()
			_, err := engine.Load(context.Background(), cfg, source(t, tt.fixture))
			took := time.Since(start)
			var e *api.Error
			if !errors.As(err, &e) || e.Phase != tt.phase || !strings.HasPrefix(err.Error(), tt.want) {
				t.Fatalf("got %v", err)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("errors.Is(%v) is false", tt.is)
			}
			if took > tt.limit+margin {
				t.Errorf("took %v", took)
			}
			if after := testutil.SettledRSS(); after > before+suiteMemory+(64<<20) {
				t.Errorf("RSS grew from %d MiB to %d MiB", before>>20, after>>20)
			}
			checkOthers(t, other)
		})
	}
}

func TestSyntaxErrorAndHugeModule(t *testing.T) {
	// A syntax error is caught by the bundler, with its position.
	dir := t.TempDir()
	copyFixture(t, dir, "syntax-error.ts")
	_, err := loader.BundleFile(context.Background(), loader.File{Name: "syntax-error", Path: filepath.Join(dir, "syntax-error.ts"), Dir: dir})
	var be *api.Error
	if !errors.As(err, &be) || be.Phase != api.PhaseBundle || !strings.HasPrefix(err.Error(), "syntax-error.ts:4:35:") {
		t.Fatalf("got %v", err)
	}
	// A syntax error that reaches QuickJS (here: code esbuild would not
	// produce) fails the load with QuickJS's message.
	_, err = engine.Load(context.Background(), suiteConfig(), engine.Source{Name: "raw", File: "raw.js", Code: "export default {"})
	if e := (*api.Error)(nil); !errors.As(err, &e) || e.Phase != api.PhaseLoad || !strings.Contains(err.Error(), "SyntaxError") {
		t.Fatalf("raw syntax error: %v", err)
	}

	// A huge module (16 MiB of source) either loads or fails cleanly.
	var b strings.Builder
	b.WriteString("const data = [\n")
	for b.Len() < 16<<20 {
		b.WriteString(`  "` + strings.Repeat("abcdefgh", 12) + "\",\n")
	}
	b.WriteString("];\nexport default { tools: [{ name: \"size\", description: \"d\", inputSchema: { type: \"object\" }, execute: () => String(data.length) }] };\n")
	for _, mem := range []uint64{suiteMemory, api.DefaultMemoryLimit} {
		cfg := suiteConfig()
		cfg.Limits.MemoryLimit = mem
		cfg.Limits.LoadTimeout = 30 * time.Second
		x, err := engine.Load(context.Background(), cfg, engine.Source{Name: "huge", File: "huge.js", Code: b.String()})
		switch {
		case err != nil:
			if !errors.Is(err, api.ErrOutOfMemory) && !strings.Contains(err.Error(), "out of memory") {
				t.Errorf("%d MiB: %v", mem>>20, err)
			}
		default:
			r, _ := x.Call(context.Background(), "size", []byte(`{}`))
			if r.IsError || r.Output == "" {
				t.Errorf("%d MiB: %+v", mem>>20, r)
			}
			x.Close()
		}
		t.Logf("%d MiB: %v", mem>>20, err)
	}
}

func copyFixture(t *testing.T, dir, name string) {
	t.Helper()
	testutil.CopyFixtures(t, dir, name)
}

func TestFailuresInExecute(t *testing.T) {
	var logMu sync.Mutex
	var logs []api.Log
	cfg := suiteConfig()
	cfg.Log = func(l api.Log) {
		logMu.Lock()
		logs = append(logs, l)
		logMu.Unlock()
	}
	short := load(t, "faults.js", cfg)
	// For failures that are not about the call timeout, a generous one, so
	// that a busy machine cannot turn them into timeouts.
	long := cfg
	long.Limits.CallTimeout = 30 * time.Second
	patient := load(t, "faults.js", long)
	other := load(t, "good.ts", suiteConfig())
	tests := []struct {
		tool    string
		want    string // prefix of the output
		is      error
		limit   time.Duration
		restart bool // the instance had to be replaced
	}{
		{"loop", "the call timed out after 2s", api.ErrTimeout, suiteCallTimeout, true},
		{"asyncLoop", "the call timed out after 2s", api.ErrTimeout, suiteCallTimeout, true},
		{"microtaskFlood", "the call timed out after 2s", api.ErrTimeout, suiteCallTimeout, true},
		{"consoleFlood", "the call timed out after 2s", api.ErrTimeout, suiteCallTimeout, true},
		{"bomb", "InternalError: out of memory", api.ErrOutOfMemory, 0, true},
		// QuickJS concatenates into ropes: the length limit comes before memory.
		{"stringBomb", "InternalError: string too long", nil, 0, false},
		{"hugeOutput", "InternalError: out of memory", api.ErrOutOfMemory, 0, true},
		{"recursion", "RangeError: Maximum call stack size exceeded", nil, 0, false},
		{"never", "execute returned a promise that can never settle", nil, 0, false},
		// It ignores its signal: the instance goes, with its timer.
		{"waitLong", "the call timed out after 2s", api.ErrTimeout, suiteCallTimeout, true},
	}
	for _, tt := range tests {
		t.Run(tt.tool, func(t *testing.T) {
			x := short
			if tt.limit == 0 {
				x = patient
			}
			x.Call(context.Background(), "count", []byte(`{}`)) // module state to lose, or keep
			restarts := x.Stats().Restarts
			before := testutil.SettledRSS()
			start := time.Now()
			r, err := x.Call(context.Background(), tt.tool, []byte(`{}`))
			took := time.Since(start)
			if err != nil || !r.IsError || !strings.HasPrefix(r.Output, tt.want) {
				t.Fatalf("got %+v, %v", r, err)
			}
			if tt.is != nil && !errors.Is(r.Err, tt.is) {
				t.Errorf("errors.Is(%v, %v) is false", r.Err, tt.is)
			}
			if took > tt.limit+margin {
				t.Errorf("took %v", took)
			}
			if st := x.Stats(); st.MemoryPeak > suiteMemory {
				t.Errorf("memory peak %d is past the cap", st.MemoryPeak)
			}
			slack := uint64(64 << 20)
			if tt.tool == "recursion" {
				// 12,000 nested calls hold ~100 MB of wazero's native stack
				// while they run (see docs/limits.md); it is freed after.
				slack += 128 << 20
			}
			if after := testutil.SettledRSS(); after > before+suiteMemory+slack {
				t.Errorf("RSS grew from %d MiB to %d MiB", before>>20, after>>20)
			}
			checkOthers(t, other)
			// The same extension works on its next call; module state
			// survives only if the instance did not have to be replaced.
			r, _ = x.Call(context.Background(), "echo", []byte(`{"after":"`+tt.tool+`"}`))
			if r.IsError || r.Output != `{"after":"`+tt.tool+`"}` {
				t.Fatalf("next call: %+v", r)
			}
			if got := x.Stats().Restarts - restarts; (got > 0) != tt.restart {
				t.Errorf("restarts %d, want restart %v", got, tt.restart)
			}
			r, _ = x.Call(context.Background(), "count", []byte(`{}`))
			if (r.Output == "1") != tt.restart {
				t.Errorf("count after %s is %s (restart %v)", tt.tool, r.Output, tt.restart)
			}
		})
	}
	logMu.Lock()
	defer logMu.Unlock()
	if len(logs) > 5000 {
		t.Errorf("consoleFlood delivered %d lines to the host", len(logs))
	}
}

func TestThrowsAndBadResultsKeepTheInstance(t *testing.T) {
	x := load(t, "results.js", suiteConfig())
	for _, tool := range []string{"throwError", "throwString", "throwObject", "reject", "number", "undefined", "bigint", "cyclic", "outputNumber"} {
		r, _ := x.Call(context.Background(), tool, []byte(`{}`))
		if !r.IsError || r.Err == nil {
			t.Errorf("%s: %+v", tool, r)
		}
	}
	if st := x.Stats(); st.Restarts != 0 {
		t.Fatalf("a throw or a bad result restarted the instance: %+v", st)
	}
}

func TestHugeOutputIsCut(t *testing.T) {
	cfg := suiteConfig()
	cfg.Limits.MemoryLimit = api.DefaultMemoryLimit
	cfg.Limits.CallTimeout = 30 * time.Second
	x := load(t, "faults.js", cfg)
	r, _ := x.Call(context.Background(), "hugeOutput", []byte(`{}`))
	if r.IsError || len(r.Output) > api.DefaultOutputLimit+200 || !strings.HasPrefix(r.Output, "xxxx") {
		t.Fatalf("output of %d bytes, isError %v", len(r.Output), r.IsError)
	}
	want := fmt.Sprintf("\n… [output truncated: %d more characters dropped; the limit is %d bytes]", 64<<20-api.DefaultOutputLimit, api.DefaultOutputLimit)
	if !strings.HasSuffix(r.Output, want) {
		t.Fatalf("output ends with %q", r.Output[len(r.Output)-100:])
	}
}

// TestCancelledCallIsOver: a call that is cancelled or times out gets its
// signal and a moment to stop. One that stops keeps its instance (and its
// module state); one that ignores the signal is over all the same: its
// instance is restarted, and nothing of it — a step, a timer — runs
// later, in the next call or between calls.
// cancelGraceInTest is engine's cancelGrace, the time a cancelled or
// timed-out call has to settle.
const cancelGraceInTest = 250 * time.Millisecond

func TestCancelledCallIsOver(t *testing.T) {
	var mu sync.Mutex
	var logs []string
	steps := func() int {
		mu.Lock()
		defer mu.Unlock()
		n := 0
		for _, l := range logs {
			if strings.HasPrefix(l, "log: step") {
				n++
			}
		}
		return n
	}
	cfg := suiteConfig()
	// The calls are cancelled, not timed out: the next ones, which
	// restart the instance first, have all the time they need.
	cfg.Limits.CallTimeout = 30 * time.Second
	cfg.Log = func(l api.Log) { mu.Lock(); logs = append(logs, string(l.Level)+": "+l.Text); mu.Unlock() }
	x := load(t, "faults.js", cfg)
	count := func() string { r, _ := x.Call(context.Background(), "count", []byte(`{}`)); return r.Output }
	call := func(tool string, cancelAfter int) engine.Result {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		go func() {
			for steps() < cancelAfter {
				time.Sleep(time.Millisecond)
			}
			cancel()
		}()
		r, _ := x.Call(ctx, tool, []byte(`{}`))
		return r
	}

	// Ignoring the signal: no step after the call returned, even while the
	// next calls wait on timers of their own.
	if c := count(); c != "1" {
		t.Fatalf("count: %s", c)
	}
	if r := call("steps", 3); !errors.Is(r.Err, api.ErrCanceled) {
		t.Fatalf("steps: %+v", r)
	}
	done := steps()
	for range 3 {
		if r, _ := x.Call(context.Background(), "wait", []byte(`{}`)); r.Output != "waited" {
			t.Fatalf("the next call was disturbed: %+v", r)
		}
	}
	if after := steps(); after != done {
		t.Fatalf("%d steps at the cancel, %d after the next calls", done, after)
	}
	if c := count(); c != "1" {
		t.Fatalf("count after the restart: %s (the instance was not restarted)", c)
	}

	// A timeout is the same: the late timer never fires. Its call times
	// out after 2 s and returns after the grace; the timer is due 250 ms
	// after that, and the next calls (each 50 ms of timer, with 2 s to
	// run, the first restarting the instance) keep the instance's event
	// loop going past it.
	cfgT := cfg
	cfgT.Limits.CallTimeout = 2 * time.Second
	y := load(t, "faults.js", cfgT)
	after := (cfgT.Limits.CallTimeout + 2*cancelGraceInTest).Milliseconds()
	if r, _ := y.Call(context.Background(), "lateTimer", []byte(fmt.Sprintf(`{"after":%d}`, after))); !errors.Is(r.Err, api.ErrTimeout) {
		t.Fatalf("lateTimer: %+v", r)
	}
	for range 8 { // 400 ms of timers at least: past the late one
		if r, _ := y.Call(context.Background(), "wait", []byte(`{}`)); r.Output != "waited" {
			t.Fatalf("the next call was disturbed: %+v", r)
		}
	}
	if r, _ := y.Call(context.Background(), "lateCount", []byte(`{}`)); r.Output != "0" {
		t.Fatalf("the late timer ran %s times", r.Output)
	}

	// Stopping when asked: the instance and its module state are kept.
	count()
	if r := call("obedient", 0); !errors.Is(r.Err, api.ErrCanceled) {
		t.Fatalf("obedient: %+v", r)
	}
	if c := count(); c != "3" {
		t.Fatalf("count after a call that stopped when asked: %s (its module state was lost)", c)
	}
}

func TestCancellation(t *testing.T) {
	cfg := suiteConfig()
	// Cancelled, not timed out: the next calls, which restart the
	// instance first, have all the time they need.
	cfg.Limits.CallTimeout = 30 * time.Second
	x := load(t, "faults.js", cfg)
	for _, tool := range []string{"loop", "waitLong"} {
		ctx, cancel := context.WithCancel(context.Background())
		go func() { time.Sleep(50 * time.Millisecond); cancel() }()
		start := time.Now()
		r, _ := x.Call(ctx, tool, []byte(`{}`))
		if took := time.Since(start); took > testutil.Slow { // a hang, not a slow machine (the call ends within ms)
			t.Errorf("%s: cancelling took %v", tool, took)
		}
		if !errors.Is(r.Err, api.ErrCanceled) || !errors.Is(r.Err, context.Canceled) || r.Output != "the call was canceled" {
			t.Errorf("%s: %+v", tool, r)
		}
		r, _ = x.Call(context.Background(), "echo", []byte(`{"n":1}`))
		if r.Output != `{"n":1}` {
			t.Fatalf("%s: next call %+v", tool, r)
		}
	}
	// An already cancelled context does not start anything.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r, _ := x.Call(ctx, "echo", []byte(`{}`)); !errors.Is(r.Err, context.Canceled) {
		t.Fatalf("cancelled before the call: %+v", r)
	}
}

// TestNoQuickJSStdModules: QuickJS's qjs:os and qjs:std do not exist for an
// extension (os.sleep blocked inside WASI past every timeout; std.out
// wrote past the console budget), whichever way it asks.
func TestNoQuickJSStdModules(t *testing.T) {
	x := load(t, "runner.js", suiteConfig())
	for _, name := range []string{"qjs:os", "qjs:std", "qjs:bjson", "os", "std"} {
		start := time.Now()
		r := run(t, x, `const n = "`+name+`"; try { const m = await import(n); m.sleep && m.sleep(5000); return "imported" } catch (e) { return e.name + ": " + e.message }`, nil)
		if !strings.Contains(r.Output, "ReferenceError: cannot import") || time.Since(start) > testutil.Slow {
			t.Errorf("%s: %+v after %v", name, r, time.Since(start))
		}
	}
	r := run(t, x, `return [typeof os, typeof std, typeof print].join()`, nil)
	if r.Output != `"undefined,undefined,undefined"` {
		t.Errorf("%+v", r)
	}
}

// TestLimitCaughtIsNotLasting: an extension that leaks handles up to a
// limit and catches the error it gets there (files it never closes, a
// socket no one destroys) answers that call as it chose to; the next call
// starts afresh, with the room back — not every call after it failing at
// the limit for the rest of the host's day. A call that stayed under the
// limit keeps its instance, and what it holds.
func TestLimitCaughtIsNotLasting(t *testing.T) {
	x, err := engine.Load(context.Background(), config(t), inlineSource(t, "leaky", `import fs from "node:fs";
const kept = [];
export default { tools: [
  { name: "fill", description: "opens files until it cannot", readOnly: true, inputSchema: { type: "object" },
    execute() { let n = 0; try { for (;;) { fs.openSync("/dev/null", "r"); n++; } } catch (e) { return n + " " + e.code; } } },
  { name: "keep", description: "opens a few and keeps them", readOnly: true, inputSchema: { type: "object" },
    execute() { for (let i = 0; i < 3; i++) kept.push(fs.openSync("/dev/null", "r")); return String(kept.length); } },
] };`))
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	call := func(tool string) string {
		t.Helper()
		r, err := x.Call(context.Background(), tool, []byte(`{}`))
		if err != nil || r.IsError {
			t.Fatalf("%s: %+v %v", tool, r, err)
		}
		return r.Output
	}
	if got := call("keep"); got != "3" {
		t.Fatal(got)
	}
	if got := call("keep"); got != "6" {
		t.Fatalf("a call under the limit lost its instance: %s", got)
	}
	restarts := x.Stats().Restarts
	if got := call("fill"); got != "250 EMFILE" {
		t.Fatalf("the first fill: %s", got)
	}
	for k := range 3 {
		if got := call("fill"); got != "256 EMFILE" {
			t.Fatalf("fill %d after one that left the extension at its limit: %s", k, got)
		}
	}
	if got := x.Stats().Restarts - restarts; got != 3 {
		t.Fatalf("%d restarts, want one after each fill that left the limit reached", got)
	}
}
