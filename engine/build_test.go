package engine_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
)

// bigModule is a module of about n bytes: many small functions, as a big
// package's bundle has, and a tool that calls one.
func bigModule(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "function f%d(a, b) { const o = { k%d: a + b, s: \"v%d\" }; return o.k%d * %d + o.s.length; }\n", i, i, i, i, i)
	}
	b.WriteString(`export default { tools: [{ name: "t", description: "d", inputSchema: { type: "object" }, execute: () => String(f7(1, 2)) }] };`)
	return b.String()
}

// TestLoadOutOfMemory: a module that is too big for the memory limit —
// to compile, or to load from its bytecode — fails saying it ran out of
// memory, naming the limit and how to raise it (it surfaced as
// "SyntaxError: read after the end of the buffer" when the bytecode was
// cut short, or as "InternalError: out of memory" with no limit named).
func TestLoadOutOfMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: compiles and loads 3 MB modules into full memories")
	}
	src := bigModule(3 << 20)
	big := config(t)
	x, err := engine.Load(context.Background(), big, engine.Source{Name: "big", File: "big.js", Code: src})
	if err != nil {
		t.Fatal(err)
	}
	bytecode := x.Bytecode()
	x.Close()
	if len(bytecode) == 0 {
		t.Fatal("no bytecode")
	}
	for _, tt := range []struct {
		name     string
		bytecode []byte
		want     string
	}{
		{"compiling", nil, "big.js: compiling the module ran out of memory (the memory limit is 8 MiB: raise it with --memory-limit, or Limits.MemoryLimit)"},
		{"loading bytecode", bytecode, "big.js: loading the module's bytecode ran out of memory (the memory limit is 8 MiB: raise it with --memory-limit, or Limits.MemoryLimit)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg := config(t)
			cfg.Limits.MemoryLimit = 8 << 20
			_, err := engine.Load(context.Background(), cfg, engine.Source{Name: "big", File: "big.js", Code: src, Bytecode: tt.bytecode})
			if err == nil || err.Error() != tt.want {
				t.Fatalf("got  %v\nwant %s", err, tt.want)
			}
			if !errors.Is(err, api.ErrOutOfMemory) || api.LimitOf(err) != api.LimitMemory {
				t.Errorf("errors.Is(ErrOutOfMemory) %v, LimitOf %q", errors.Is(err, api.ErrOutOfMemory), api.LimitOf(err))
			}
			if _, ok := engine.FailureManifest(err); ok {
				t.Error("running out of memory is kept as a failure that will recur")
			}
		})
	}
}

// TestBuildTimeout: compiling a big module runs under the build time
// limit, not the load time limit, is stopped when it runs out, and the
// message names the limit and how to raise it.
func TestBuildTimeout(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: compiles a 3 MB module until the build time limit stops it")
	}
	src := bigModule(3 << 20)
	cfg := config(t)
	// Compiling 3 MB takes far longer than a millisecond; loading has all
	// the time it could need.
	cfg.Limits.BuildTimeout = time.Millisecond
	cfg.Limits.LoadTimeout = time.Hour
	start := time.Now()
	_, err := engine.Load(context.Background(), cfg, engine.Source{Name: "big", File: "big.js", Code: src})
	want := "big.js: building the module timed out after 1ms (the build time limit: raise it with --build-timeout, or Limits.BuildTimeout)"
	if err == nil || err.Error() != want {
		t.Fatalf("got  %v\nwant %s", err, want)
	}
	if !errors.Is(err, api.ErrTimeout) || api.LimitOf(err) != api.LimitBuildTimeout {
		t.Errorf("errors.Is(ErrTimeout) %v, LimitOf %q", errors.Is(err, api.ErrTimeout), api.LimitOf(err))
	}
	if took := time.Since(start); took > margin {
		t.Errorf("took %v: the compile was not stopped", took)
	}
	// With the build time it needs, the same module loads.
	cfg.Limits.BuildTimeout = time.Hour
	x, err := engine.Load(context.Background(), cfg, engine.Source{Name: "big", File: "big.js", Code: src})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if r, err := x.Call(context.Background(), "t", []byte(`{}`)); err != nil || r.Output != "23" {
		t.Fatalf("%+v %v", r, err)
	}
}
