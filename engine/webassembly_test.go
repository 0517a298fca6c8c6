package engine_test

import (
	"context"
	"encoding/base64"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/wasm"
)

// probeModule is JavaScript that makes `probe`, wasm/testdata/guest's
// probe module compiled (its bytes inline).
func probeModule(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testutil.Root(), "wasm", "testdata", "guest", "probe.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	return `const bytes = () => Uint8Array.from(atob("` + base64.StdEncoding.EncodeToString(b) + `"), (c) => c.charCodeAt(0));
const imports = { env: { callback: (x) => x, callback64: (x) => x } };
`
}

// compiledAtLoad and compiledLater make module(), the probe's module:
// compiled as the extension loads, or at its first use.
const (
	compiledAtLoad = "const probe = new WebAssembly.Module(bytes()); const module = () => probe;\n"
	compiledLater  = "let probe; const module = () => (probe ??= new WebAssembly.Module(bytes()));\n"
)

const wasmTools = `
export default { tools: [
  { name: "spin", description: "loops in WebAssembly", readOnly: true, inputSchema: { type: "object" },
    execute: () => new WebAssembly.Instance(module(), imports).exports.spin(1) },
  { name: "divide", description: "divides in WebAssembly", readOnly: true, inputSchema: { type: "object" },
    execute: () => String(new WebAssembly.Instance(module(), imports).exports.divide(84, 2)) },
  { name: "big", description: "a memory past the limit", readOnly: true, inputSchema: { type: "object" },
    execute() { try { new WebAssembly.Memory({ initial: 1024 }); return "made" } catch (e) { return e.name } } },
  { name: "loop", description: "loops in JavaScript", readOnly: true, inputSchema: { type: "object" }, execute() { for (;;) {} } },
] };`

// TestWebAssemblyStopsWithTheCall: a guest looping forever is stopped by
// the call's time limit and by its cancellation, as JavaScript is; the
// next call gets a fresh instance that works; guest memory is in the
// extension's memory limit.
func TestWebAssemblyStopsWithTheCall(t *testing.T) {
	cfg := config(t)
	// Time for the call after the loop to start a fresh instance and
	// compile its module again, under the race detector on a loaded
	// machine; the first loop runs into it.
	cfg.Limits.CallTimeout = 5 * time.Second
	cfg.Limits.MemoryLimit = 48 << 20
	x, err := engine.Load(context.Background(), cfg, inlineSource(t, "guests", probeModule(t)+compiledAtLoad+wasmTools))
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	r, err := x.Call(context.Background(), "spin", []byte(`{}`))
	if err != nil || !r.IsError || api.LimitOf(r.Err) != api.LimitCallTimeout {
		t.Fatalf("a guest loop against the call's time: %+v %v", r, err)
	}
	if r, err := x.Call(context.Background(), "divide", []byte(`{}`)); err != nil || r.Output != "42" {
		t.Fatalf("after the timeout: %+v %v", r, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	r, err = x.Call(ctx, "spin", []byte(`{}`))
	if err != nil || !r.IsError || !errors.Is(r.Err, context.Canceled) {
		t.Fatalf("a guest loop against the call's cancellation: %+v %v", r, err)
	}
	if r, err := x.Call(context.Background(), "big", []byte(`{}`)); err != nil || r.Output != "RangeError" {
		t.Fatalf("64 MiB of guest memory in a 48 MiB extension: %+v %v", r, err)
	}
	if r, err := x.Call(context.Background(), "divide", []byte(`{}`)); err != nil || r.Output != "42" {
		t.Fatalf("at the end: %+v %v", r, err)
	}
}

// TestWebAssemblyNothingOutlives: nothing of a guest outlives the
// instance it runs in, nor the extension: an instance killed in a guest
// loop (the call's time) lets its guests go when it is replaced or reset
// for the next call, and closing the extension leaves no instance of it
// holding any — with snapshots (restored instances, a spare reset) and
// without.
func TestWebAssemblyNothingOutlives(t *testing.T) {
	for _, snapshots := range []bool{false, true} {
		cfg := config(t)
		cfg.Snapshots = snapshots
		// The calls that must succeed restart the instance and compile
		// its module again: they have the default call time; the loops
		// are stopped by their caller.
		x, err := engine.Load(context.Background(), cfg, inlineSource(t, "outlives", probeModule(t)+compiledLater+wasmTools))
		if err != nil {
			t.Fatal(err)
		}
		seen := map[*wasm.Instance]bool{}
		note := func() {
			for _, i := range engine.Instances(x) {
				seen[i] = true
			}
		}
		for k := range 3 {
			if r, err := x.Call(context.Background(), "divide", []byte(`{}`)); err != nil || r.Output != "42" {
				t.Fatalf("snapshots %v, round %d: %+v %v", snapshots, k, r, err)
			}
			note()
			is := engine.Instances(x)
			if len(is) == 0 || !is[0].Memory().HoldsGuests() {
				t.Fatalf("snapshots %v: the instance that ran WebAssembly holds no guests", snapshots)
			}
			for i := range seen {
				if i != is[0] && i.Memory().HoldsGuests() {
					t.Fatalf("snapshots %v, round %d: an instance the extension no longer runs on holds guests", snapshots, k)
				}
			}
			interrupt(t, x, "spin")
			note()
		}
		if len(seen) < 2 && !snapshots {
			t.Fatalf("%d instances: the killed ones were not replaced", len(seen))
		}
		if err := x.Close(); err != nil {
			t.Fatal(err)
		}
		for i := range seen {
			if i.Memory().HoldsGuests() {
				t.Fatalf("snapshots %v: an instance holds guests after its extension closed", snapshots)
			}
		}
	}
}

// TestWebAssemblyAndSnapshots: a module that compiled WebAssembly as it
// loaded holds it outside its memory: it is not snapshotted, and says
// why. One that only looked at WebAssembly is, and its restored instances
// (a restart after a kill, a later start, a big one put back as its image
// has it) use WebAssembly as an evaluated one does.
func TestWebAssemblyAndSnapshots(t *testing.T) {
	cfg := config(t)
	// The calls that must succeed restore an instance and compile a
	// module first, which can take seconds on a loaded machine under the
	// race detector: they have the default call time; the loops are
	// stopped by their caller.
	cfg.Snapshots = true
	x, err := engine.Load(context.Background(), cfg, inlineSource(t, "atload", probeModule(t)+compiledAtLoad+wasmTools))
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if len(x.Snapshot()) != 0 || !strings.Contains(x.Stats().NoSnapshot, "WebAssembly") {
		t.Fatalf("snapshot of %d bytes; stats %+v", len(x.Snapshot()), x.Stats())
	}
	for _, big := range []bool{false, true} {
		code := "const has = typeof WebAssembly;\n" + probeModule(t) + compiledLater + wasmTools
		if big {
			code = `globalThis.ballast = "b".repeat(9 << 20);` + code
		}
		src := inlineSource(t, "looks", code)
		y, err := engine.Load(context.Background(), cfg, src)
		if err != nil {
			t.Fatal(err)
		}
		defer y.Close()
		snap := y.Snapshot()
		if len(snap) == 0 {
			t.Fatalf("big %v: not snapshotted: %+v", big, y.Stats())
		}
		divide := func(x *engine.Extension, when string) {
			t.Helper()
			if r, err := x.Call(context.Background(), "divide", []byte(`{}`)); err != nil || r.Output != "42" {
				t.Fatalf("big %v, %s: %+v %v", big, when, r, err)
			}
		}
		divide(y, "evaluated")
		for k := 1; k <= 3; k++ {
			interrupt(t, y, "loop")
			divide(y, "restored")
		}
		if y.Stats().Restored != 3 {
			t.Fatalf("big %v: %+v", big, y.Stats())
		}
		later := src
		later.Snapshot = snap
		z, err := engine.Prepared(cfg, later, y.Tools())
		if err != nil {
			t.Fatal(err)
		}
		defer z.Close()
		divide(z, "from the kept snapshot")
		if z.Stats().Restored != 1 {
			t.Fatalf("big %v: not restored: %+v", big, z.Stats())
		}
	}
}

// TestWebAssemblyStreaming: compileStreaming and instantiateStreaming take
// a Response (or its promise) of application/wasm from fetch, and refuse
// another type or a failed status, as in Node.
func TestWebAssemblyStreaming(t *testing.T) {
	probe, err := os.ReadFile(filepath.Join(testutil.Root(), "wasm", "testdata", "guest", "probe.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/probe.wasm":
			w.Header().Set("Content-Type", "application/wasm")
			w.Write(probe)
		case "/wrong-type":
			w.Header().Set("Content-Type", "application/octet-stream")
			w.Write(probe)
		default:
			w.Header().Set("Content-Type", "application/wasm")
			w.WriteHeader(404)
		}
	}))
	defer srv.Close()
	x := nodeExt(t, t.TempDir(), nil, 0)
	r := run(t, x, `
const url = input.url, imports = { env: { callback: (x) => x, callback64: (x) => x } };
const out = [];
const { module, instance } = await WebAssembly.instantiateStreaming(fetch(url + "/probe.wasm"), imports);
out.push(module instanceof WebAssembly.Module, instance.exports.divide(10, 5));
const m = await WebAssembly.compileStreaming(await fetch(url + "/probe.wasm"));
out.push(WebAssembly.Module.exports(m).length > 0);
for (const p of ["/wrong-type", "/missing"]) {
  try { await WebAssembly.compileStreaming(fetch(url + p)); out.push("compiled") } catch (e) { out.push(e.name) }
}
try { await WebAssembly.compileStreaming(Promise.resolve(42)); } catch (e) { out.push(e.name) }
return out;`, map[string]any{"url": srv.URL})
	if r.IsError || r.Output != `[true,2,true,"TypeError","TypeError","TypeError"]` {
		t.Fatalf("%+v", r)
	}
}
