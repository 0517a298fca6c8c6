// Command bigpkg measures what an extension built on a big package costs
// to build and to load — the numbers behind docs/limits.md's table of the
// defaults: the bundle (its size, the time esbuild takes), the bytecode
// QuickJS compiles it to (its size, the time, the peak memory of the
// compile), loading it from its bytecode (the time to evaluate the module
// and snapshot the instance, the instance's peak memory and the
// snapshot's size), and a call of each tool (its time and the instance's
// peak memory after it).
//
//	go run ./bench/bigpkg [-memory 1GiB] [-tool name -input file.json] path/to/.earshot/extensions/x.ts
//
// The extension's packages must be installed where it finds them (npm
// install next to it). The limits are generous (-memory, and an hour to
// build and load), so that the figures are what the package needs, not
// where a limit stopped it. Each tool is called with {}, for at most a
// minute; with -tool and -input, that tool is called again with the JSON in
// the file.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/wasm"
)

func main() {
	memory := flag.Uint64("memory", 1<<30, "the memory limit, in bytes")
	tool := flag.String("tool", "", "a tool to call again with -input")
	input := flag.String("input", "", "a file of JSON: the input of -tool")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: bigpkg [-memory bytes] [-tool name -input file.json] extension")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *memory, *tool, *input); err != nil {
		fmt.Fprintln(os.Stderr, "bigpkg:", err)
		os.Exit(1)
	}
}

func mib(n uint64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }

func run(file string, memory uint64, tool, input string) error {
	ctx := context.Background()
	file, err := filepath.Abs(file)
	if err != nil {
		return err
	}
	rt := wasm.NewRuntime(wasm.RuntimeOptions{CacheDir: filepath.Join(os.TempDir(), "earshot-bigpkg-wazero")})
	defer rt.Close()
	if err := rt.Prepare(ctx); err != nil {
		return err
	}
	name := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	start := time.Now()
	b, err := loader.BundleFile(ctx, loader.File{Name: name, Scope: api.ScopeProject, Path: file, Dir: filepath.Dir(file)})
	if err != nil {
		return err
	}
	fmt.Printf("bundle:   %.1f MB in %v\n", float64(len(b.Code))/1e6, time.Since(start).Round(time.Millisecond))

	// The compile, in an instance of its own as the engine does it.
	start = time.Now()
	apart, err := wasm.NewInstance(ctx, wasm.InstanceConfig{MemoryLimit: memory, Runtime: rt})
	if err != nil {
		return err
	}
	bc, err := apart.Compile(name+".js", b.Code, wasm.Module)
	peak := apart.Memory().Peak()
	apart.Close()
	if err != nil {
		return fmt.Errorf("compiling: %w", err)
	}
	fmt.Printf("compile:  %.1f MB of bytecode in %v, peak memory %s\n", float64(len(bc))/1e6, time.Since(start).Round(time.Millisecond), mib(peak))

	cfg := engine.Config{Runtime: rt, Snapshots: true,
		Limits: api.Limits{MemoryLimit: memory, LoadTimeout: time.Hour, BuildTimeout: time.Hour, CallTimeout: time.Minute}}
	start = time.Now()
	x, err := engine.Load(ctx, cfg, engine.Source{Name: name, File: name + ".js", Code: b.Code, SourceMap: b.SourceMap, Bytecode: bc})
	if err != nil {
		return err
	}
	defer x.Close()
	fmt.Printf("load:     %v (evaluating, snapshotting), peak memory %s, snapshot %s\n",
		time.Since(start).Round(time.Millisecond), mib(x.Stats().MemoryPeak), mib(uint64(len(x.Snapshot()))))
	if why := x.Stats().NoSnapshot; why != "" {
		fmt.Printf("          no snapshot: %s\n", why)
	}

	call := func(tool string, in []byte, what string) {
		start := time.Now()
		r, err := x.Call(ctx, tool, in)
		took := time.Since(start)
		out := r.Output
		if len(out) > 120 {
			out = out[:120] + "…"
		}
		if err != nil {
			out = err.Error()
		}
		fmt.Printf("call:     %s%s in %v, peak memory %s: error %v: %q\n", tool, what, took.Round(time.Millisecond),
			mib(x.Stats().MemoryPeak), r.IsError || err != nil, out)
	}
	for _, t := range x.Tools() {
		call(t.Name, []byte(`{}`), "")
	}
	if tool != "" && input != "" {
		in, err := os.ReadFile(input)
		if err != nil {
			return err
		}
		call(tool, in, " with "+filepath.Base(input))
	}
	return nil
}
