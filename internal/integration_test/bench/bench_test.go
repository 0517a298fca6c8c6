package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// benchProject writes a project with n TypeScript extensions, each importing
// a shared helper, trusts them, and returns the options to open it.
func benchProject(b *testing.B, n int) extensions.Options {
	b.Helper()
	return benchProjectImporting(b, n, nil)
}

// benchProjectImporting is benchProject with each extension also importing
// the built-ins named (and using them in its tools' results).
func benchProjectImporting(b *testing.B, n int, builtins []string) extensions.Options {
	b.Helper()
	imports, uses := "", "0"
	for i, name := range builtins {
		imports += fmt.Sprintf("import * as m%d from %q;\n", i, "node:"+name)
		uses += fmt.Sprintf(" + Object.keys(m%d).length", i)
	}
	project, config := b.TempDir(), b.TempDir()
	dir := loader.ProjectDir(project)
	testutil.WriteFile(b, filepath.Join(dir, "shared", "util.ts"),
		"export function fmt(prefix: string, value: unknown): string { return `${prefix}: ${JSON.stringify(value)}`; }\n")
	var names []string
	for i := range n {
		name := fmt.Sprintf("ext%02d", i)
		names = append(names, name)
		testutil.WriteFile(b, filepath.Join(dir, name+".ts"), fmt.Sprintf(`%simport { fmt } from "./shared/util";
interface Input { key: string }
export default {
  tools: [
    { name: "get", description: "Gets a thing.", readOnly: true,
      inputSchema: { type: "object", properties: { key: { type: "string" } }, required: ["key"] },
      async execute(input: Input) { return fmt(%q, input.key); } },
    { name: "set", description: "Sets a thing.",
      inputSchema: { type: "object", properties: { key: { type: "string" } }, required: ["key"] },
      async execute(input: Input) { return { output: fmt("set", input.key), n: %s }; } },
  ],
};
`, imports, name, uses))
	}
	opts := extensions.Options{ProjectDir: project, ConfigDir: config, CacheDir: b.TempDir(), Pages: testutil.Pages()}
	if err := extensions.Trust(opts, names...); err != nil {
		b.Fatal(err)
	}
	return opts
}

func openOrFail(b *testing.B, opts extensions.Options) *extensions.Host {
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		b.Fatal(err)
	}
	for _, x := range h.Extensions() {
		if x.State != extensions.StateLoaded {
			b.Fatalf("%s: %s %v", x.Name, x.State, x.Err)
		}
	}
	return h
}

// BenchmarkOpen opens a host with 1, 10 and 50 extensions. "cold" starts
// with an empty cache folder every time (every extension is bundled and
// evaluated); "warm" with the cache of an earlier open (nothing changed:
// no esbuild, no QuickJS). QuickJS itself is compiled once per process, so
// neither includes that: the whole-process figures are in
// docs/performance.md (go run ./bench/coldstart).
func BenchmarkOpen(b *testing.B) {
	for _, n := range []int{1, 10, 50} {
		for _, mode := range []string{"cold", "warm"} {
			b.Run(fmt.Sprintf("%d/%s", n, mode), func(b *testing.B) { benchOpen(b, n, mode, nil) })
		}
	}
}

// BenchmarkOpenBuiltins is BenchmarkOpen's 1/cold and 1/warm for an
// extension that imports the built-ins that share the most code (util,
// assert, url, stream, string_decoder) and a few others: what its bundling
// and evaluation cost.
func BenchmarkOpenBuiltins(b *testing.B) {
	builtins := []string{"assert", "util", "url", "stream", "string_decoder", "events", "fs", "http", "dns", "crypto", "zlib"}
	for _, mode := range []string{"cold", "warm"} {
		b.Run(mode, func(b *testing.B) { benchOpen(b, 1, mode, builtins) })
	}
}

// benchOpen opens a host of n extensions importing builtins, cold or warm
// (see BenchmarkOpen).
func benchOpen(b *testing.B, n int, mode string, builtins []string) {
	opts := benchProjectImporting(b, n, builtins)
	// QuickJS compiled once for the process, as in a host that has been
	// running: what a cold open measures is bundling and evaluating the
	// extensions.
	opts.Runtime = benchRuntime()
	openOrFail(b, opts).Close() // compiles QuickJS; fills the cache for warm
	for b.Loop() {
		if mode == "cold" {
			b.StopTimer()
			opts.CacheDir = b.TempDir()
			b.StartTimer()
		}
		openOrFail(b, opts).Close()
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/open")
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N*n), "ms/extension")
}

// BenchmarkCall calls a read-only tool of a loaded extension.
func BenchmarkCall(b *testing.B) {
	opts := benchProject(b, 1)
	h := openOrFail(b, opts)
	defer h.Close()
	ctx := context.Background()
	input := json.RawMessage(`{"key":"A-1"}`)
	if r, err := h.Call(ctx, "ext00__get", input); err != nil || r.Output != `ext00: "A-1"` {
		b.Fatal(r, err)
	}
	lat := make([]time.Duration, 0, 1<<16)
	b.ReportAllocs()
	for b.Loop() {
		start := time.Now()
		r, err := h.Call(ctx, "ext00__get", input)
		lat = append(lat, time.Since(start))
		if err != nil || r.IsError {
			b.Fatal(r, err)
		}
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Nanoseconds())/1000, "µs-median/call")
}

// BenchmarkMemoryPerExtension measures the resident memory 50 loaded, idle
// extensions cost: "registered" right after a warm open (tools known from
// the cache, no instance yet), "started" right after one call each (each
// has its own QuickJS instance), "idle-started" once those instances have
// been unused for engine.IdleAfter (their call engines let go). QuickJS is compiled (loaded from the cache) before
// either is measured: its 4.7 MB of machine code and its decoded module
// are the process's, once, not the extensions' (they were counted in
// "started" before, 94 KiB and ~30 KiB of each extension's share).
func BenchmarkMemoryPerExtension(b *testing.B) {
	if testutil.RSS() == 0 {
		b.Skip("needs /proc/self/statm")
	}
	const n = 50
	opts := benchProject(b, n)
	rt := extensions.NewRuntime(extensions.RuntimeOptions{CacheDir: filepath.Join(opts.CacheDir, "shared-wazero"), Pages: testutil.Pages()})
	defer rt.Close()
	if err := rt.Prepare(context.Background()); err != nil {
		b.Fatal(err)
	}
	opts.Runtime = rt
	openOrFail(b, opts).Close()
	var registered, started, idle float64
	for b.Loop() {
		before := testutil.SettledRSS()
		h := openOrFail(b, opts)
		afterOpen := testutil.SettledRSS()
		for i := range n {
			if r, err := h.Call(context.Background(), fmt.Sprintf("ext%02d__get", i), json.RawMessage(`{"key":"k"}`)); err != nil || r.IsError {
				b.Fatal(r, err)
			}
		}
		afterCalls := testutil.SettledRSS()
		// Idle: once its instance has been unused for engine.IdleAfter.
		time.Sleep(engine.IdleAfter + 200*time.Millisecond)
		afterIdle := testutil.SettledRSS()
		registered += float64(int64(afterOpen)-int64(before)) / n
		started += float64(int64(afterCalls)-int64(before)) / n
		idle += float64(int64(afterIdle)-int64(before)) / n
		h.Close()
	}
	b.ReportMetric(registered/float64(b.N)/1024, "KiB/registered-extension")
	b.ReportMetric(started/float64(b.N)/1024, "KiB/started-extension")
	b.ReportMetric(idle/float64(b.N)/1024, "KiB/idle-started-extension")
}
