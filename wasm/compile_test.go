package wasm

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tetratelabs/wazero"
)

// TestEmbeddedModuleValidates: the module this binary embeds passes
// wazero's own validation, which is why a start need not run it again
// (compile.go).
func TestEmbeddedModuleValidates(t *testing.T) {
	ctx := context.Background()
	rt := wazero.NewRuntime(ctx)
	defer rt.Close(ctx)
	mod, err := Module()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rt.CompileModule(ctx, mod); err != nil {
		t.Fatalf("the embedded QuickJS does not validate: %v", err)
	}
}

// TestCompileEmbeddedSkipsValidation: a Runtime compiles QuickJS without
// validating it again — the reach into wazero holds at the version go.mod
// pins (if wazero moved, compileEmbedded would fall back to CompileModule
// and this fails) — and what it compiled runs, from the compilation cache
// and without it.
func TestCompileEmbeddedSkipsValidation(t *testing.T) {
	mod, err := os.ReadFile(filepath.Join("..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	if pin := "github.com/tetratelabs/wazero " + reachVersion; !strings.Contains(string(mod), pin) {
		t.Fatalf("go.mod does not pin %s: check wasm/compile.go's reach into wazero against the new version, then set reachVersion", pin)
	}
	for _, dir := range []string{"", t.TempDir()} {
		for range 2 { // with a cache folder, the second comes from the cache
			r := NewRuntime(dir, func(err error) { t.Error(err) })
			h, err := r.prepared(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if !h.unvalidated {
				t.Error("QuickJS was compiled by CompileModule: compileEmbedded's reach into wazero failed (see wasm/compile.go)")
			}
			inst := newTestInstance(t, InstanceConfig{Runtime: r})
			if got, err := eval(inst, `[1, 2, 3].map((x) => x * x).join()`); err != nil || got != "1,4,9" {
				t.Errorf("got %q, %v", got, err)
			}
			inst.Close()
			r.Close()
		}
	}
}

// TestCompileEmbeddedFallsBack: when the reach finds wazero other than it
// expects, QuickJS is compiled the ordinary way.
func TestCompileEmbeddedFallsBack(t *testing.T) {
	ctx := context.Background()
	rt := wazero.NewRuntime(ctx)
	defer rt.Close(ctx)
	mod, _ := Module()
	c, skipped, err := compileEmbedded(ctx, rt, nil, mod) // no module to learn the type from
	if err != nil || skipped || c == nil {
		t.Fatalf("got %v, skipped %v, %v; want CompileModule's module", c, skipped, err)
	}
}

// BenchmarkPrepareCached: preparing QuickJS from a warm compilation cache
// (what every process start does), validated again as wazero's
// CompileModule does beside without (compile.go), alternately.
func BenchmarkPrepareCached(b *testing.B) {
	dir := b.TempDir()
	prepare := func(again bool) time.Duration {
		revalidate = again
		defer func() { revalidate = false }()
		start := time.Now()
		r := NewRuntime(dir, func(err error) { b.Error(err) })
		if err := r.Prepare(context.Background()); err != nil {
			b.Fatal(err)
		}
		d := time.Since(start)
		r.Close()
		return d
	}
	prepare(false) // fills the cache
	var with, without time.Duration
	for range b.N {
		with += prepare(true)
		without += prepare(false)
	}
	n := float64(b.N)
	b.ReportMetric(with.Seconds()*1000/n, "validated-ms")
	b.ReportMetric(without.Seconds()*1000/n, "unvalidated-ms")
	b.ReportMetric(float64(without)/float64(with), "x-validated")
}
