package wasm

import (
	"context"
	"encoding/hex"
	"errors"
	"io/fs"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/fastschema/qjs"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
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
	// The linknamed functions and the fields newRuntime sets exist with the
	// types we expect, and an instance built on them works.
	rt := new(qjs.Runtime)
	for _, f := range []struct {
		name  string
		value any
	}{{"module", api.Module((*cachedModule)(nil))}, {"option", qjs.Option{}}, {"registry", qjs.NewProxyRegistry()}, {"context", &qjs.Context{}}} {
		if err := setField(rt, f.name, f.value); err != nil {
			t.Fatal(err)
		}
	}
	if err := setField(rt, "module", "not a module"); err == nil {
		t.Fatal("setField accepted a value of the wrong type")
	}
	if qjsCreateProxy(qjs.NewProxyRegistry()) == nil {
		t.Fatal("no proxy")
	}
	inst := newTestInstance(t, InstanceConfig{})
	got := ""
	err := inst.Do(func(c *qjs.Context) error {
		c.SetFunc("hostAdd", func(this *qjs.This) (*qjs.Value, error) {
			a := this.Args()
			return this.Context().NewInt32(a[0].Int32() + a[1].Int32()), nil
		})
		v, err := c.Eval("t.js", qjs.Code(`String(hostAdd(2, 3))`))
		if err != nil {
			return err
		}
		got = v.String()
		return nil
	})
	if err != nil || got != "5" {
		t.Fatalf("host function through the shared env module: %q %v", got, err)
	}
	// Closing an instance unregisters its proxy.
	inst.Close()
	if _, ok := inst.host.proxies.Load(inst.mod); ok {
		t.Fatal("proxy left behind")
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

func TestFileCache(t *testing.T) {
	dir := t.TempDir()
	c, err := newCompilationCache(dir)
	if err != nil {
		t.Fatal(err)
	}
	// The cache is used: compiling a module writes an entry, and a second
	// cache over the same folder reads it back.
	ctx := context.Background()
	small := []byte("\x00asm\x01\x00\x00\x00\x01\x04\x01\x60\x00\x00\x03\x02\x01\x00\x07\x05\x01\x01f\x00\x00\x0a\x04\x01\x02\x00\x0b")
	rt := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfig().WithCompilationCache(c))
	if _, err := rt.CompileModule(ctx, small); err != nil {
		t.Fatal(err)
	}
	rt.Close(ctx)
	Flush()
	var files []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if len(files) != 1 {
		t.Fatalf("cache files: %v", files)
	}
	key, _ := hex.DecodeString(filepath.Base(files[0]))
	var k [32]byte
	copy(k[:], key)
	fc := fileCache{dir: filepath.Dir(files[0])}
	r, ok, err := fc.Get(k)
	if err != nil || !ok {
		t.Fatalf("Get: %v %v", ok, err)
	}
	r.Close()
	if err := fc.Delete(k); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := fc.Get(k); ok {
		t.Fatal("entry still there after Delete")
	}
}
