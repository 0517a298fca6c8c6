package wasm

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/fastschema/qjs"
)

func newTestInstance(t testing.TB, cfg InstanceConfig) *Instance {
	t.Helper()
	inst, err := NewInstance(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { inst.Close() })
	return inst
}

func eval(inst *Instance, code string) (string, error) {
	var out string
	err := inst.Do(func(c *qjs.Context) error {
		v, err := c.Eval("test.js", qjs.Code(code))
		if err != nil {
			return err
		}
		defer v.Free()
		out = v.String()
		return nil
	})
	return out, err
}

func TestEvalWorks(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	got, err := eval(inst, `[1,2,3].map(x => x * 2).join(",")`)
	if err != nil || got != "2,4,6" {
		t.Fatalf("got %q, %v", got, err)
	}
}

func TestStackOverflowIsCaught(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	// Moderate recursion works: the stack is far bigger than qjs's 64 KiB.
	got, err := eval(inst, `function d(n) { return n === 0 ? 0 : 1 + d(n - 1) }; String(d(2000))`)
	if err != nil || got != "2000" {
		t.Fatalf("depth 2000: got %q, %v", got, err)
	}
	_, err = eval(inst, `function f(n) { return f(n + 1) + 1 }; f(0)`)
	if !errors.Is(err, ErrStackOverflow) {
		t.Fatalf("runaway recursion: got %v, want ErrStackOverflow", err)
	}
	if !errors.Is(inst.Err(), ErrStackOverflow) {
		t.Fatalf("instance should be dead after overflow, Err = %v", inst.Err())
	}
	// A fresh instance is unaffected.
	other := newTestInstance(t, InstanceConfig{})
	if got, err := eval(other, `"fine"`); err != nil || got != "fine" {
		t.Fatalf("other instance: %q %v", got, err)
	}
}

func TestMemoryLimit(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{MemoryLimit: 16 << 20})
	_, err := eval(inst, `let a = []; while (true) a.push(new Array(10000).fill(1));`)
	if err == nil || !strings.Contains(err.Error(), "out of memory") {
		t.Fatalf("got %v, want out of memory", err)
	}
	if peak := inst.MemoryPeak(); peak > 16<<20 {
		t.Fatalf("memory grew to %d, past the limit", peak)
	}
	// The instance survives a JS out-of-memory error.
	if got, err := eval(inst, `a = null; "ok"`); err != nil || got != "ok" {
		t.Fatalf("after OOM: %q %v", got, err)
	}
}

func TestKillStopsLoop(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	go func() {
		time.Sleep(100 * time.Millisecond)
		inst.Kill(context.DeadlineExceeded)
	}()
	start := time.Now()
	_, err := eval(inst, `for (;;) {}`)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("kill took %v", d)
	}
	if inst.Err() == nil {
		t.Fatal("killed instance reports no error")
	}
	if err := inst.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestQJSInternals(t *testing.T) {
	rt, err := qjs.New(qjs.Option{CloseOnContextDone: true, QuickJSWasmBytes: must(Module()), CWD: emptyDir()})
	if err != nil {
		t.Fatal(err)
	}
	mod, cached, wrt, err := adopt(rt)
	if err != nil {
		t.Fatal(err)
	}
	if mod == nil || wrt == nil {
		t.Fatal("adopt returned nil")
	}
	if _, ok := cached.(*cachedModule); !ok {
		t.Fatal("adopt did not install the function cache")
	}
	if _, ok := mod.(*cachedModule); ok {
		t.Fatal("adopt returned the wrapper, not the real module")
	}
	safeClose(rt)
	if err := wrt.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// A busy instance must not stall the rest of the process: Go's garbage
// collector stops every goroutine, and compiled wasm in a loop never reaches
// a safe point on its own (see the tick in addGuards).
func TestBusyInstanceDoesNotStallGC(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	done := make(chan error, 1)
	go func() {
		_, err := eval(inst, `for (;;) {}`)
		done <- err
	}()
	time.Sleep(50 * time.Millisecond) // let it spin
	gc := make(chan struct{})
	go func() {
		runtime.GC()
		close(gc)
	}()
	select {
	case <-gc:
	case <-time.After(10 * time.Second):
		inst.Kill(context.Canceled)
		t.Fatal("runtime.GC did not finish while an instance was busy")
	}
	inst.Kill(context.Canceled)
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v", err)
	}
}

// BenchmarkLoop measures QuickJS's interpreter with the guards in place
// (one JavaScript loop iteration is several wasm loop iterations, each
// paying the tick).
func BenchmarkLoop(b *testing.B) {
	inst := newTestInstance(b, InstanceConfig{})
	const n = 100000
	for b.Loop() {
		got, err := eval(inst, `(() => { let s = 0; for (let i = 0; i < 100000; i++) { s = (s + i) | 0 }; return String(s) })()`)
		if err != nil || got != "704982704" {
			b.Fatal(got, err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/js-iteration")
}
