package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/wasm"
)

func loadSnapshotted(t *testing.T, name, code string) *Extension {
	t.Helper()
	return loadSnapshottedIn(t, testutil.Runtime(), name, code)
}

func loadSnapshottedIn(t *testing.T, rt *wasm.Runtime, name, code string) *Extension {
	t.Helper()
	x, err := Load(context.Background(), Config{Runtime: rt, Snapshots: true},
		Source{Name: name, File: name + ".js", Code: code})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { x.Close() })
	if len(x.Snapshot()) == 0 {
		t.Fatalf("%s: no snapshot", name)
	}
	return x
}

const smallModule = `export default { tools: [{ name: "t", description: "d", readOnly: true,
  inputSchema: { type: "object" }, execute: () => "ok" }] };`

// TestSnapshotOfTheFirstInstance: the first extension a process evaluates
// compiles nothing the others do not (the prelude is compiled in an
// instance of its own), so its snapshot is no bigger than theirs. It was
// nearly twice as big: compiling the prelude left the allocator's
// bookkeeping over the memory the parser had used.
func TestSnapshotOfTheFirstInstance(t *testing.T) {
	// A Runtime of its own: the first extension's instance is the first
	// that needs the prelude's bytecode.
	rt := wasm.NewRuntime(wasm.RuntimeOptions{CacheDir: testutil.CacheDir(), Pages: testutil.Pages()})
	t.Cleanup(func() { rt.Close() })
	first := loadSnapshottedIn(t, rt, "first", smallModule)
	second := loadSnapshottedIn(t, rt, "second", smallModule)
	a, b := len(first.Snapshot()), len(second.Snapshot())
	if a > b+4096 {
		t.Fatalf("the first extension's snapshot is %d bytes, the second's %d", a, b)
	}
}

// TestSnapshotLeavesTheCompileOut: a module compiled from its source
// leaves no more in its snapshot than the same module loaded from its
// bytecode: the source is compiled in an instance of its own. Compiled in
// the extension's instance, the parser's freed memory and bookkeeping were
// spread under the module's objects (mathjs: 22.8 MB against 18.5).
func TestSnapshotLeavesTheCompileOut(t *testing.T) {
	var code strings.Builder
	for i := range 3000 {
		fmt.Fprintf(&code, "function f%d(a, b) { const s = [a, b, %d].map((x) => x * 2); return s.join(\"-\") + \"%d\"; }\n", i, i, i)
	}
	code.WriteString("globalThis.fs = [" + "f0, f1, f2" + "];\n" + smallModule)
	fromSource := loadSnapshotted(t, "source", code.String())
	bc := fromSource.Bytecode()
	if len(bc) == 0 {
		t.Fatal("no bytecode after compiling the source")
	}
	x, err := Load(context.Background(), Config{Runtime: testutil.Runtime(), Snapshots: true},
		Source{Name: "source", File: "source.js", Code: code.String(), Bytecode: bc})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	a, b := len(fromSource.Snapshot()), len(x.Snapshot())
	if b == 0 {
		t.Fatal("no snapshot from the bytecode")
	}
	if a > b+8<<10 {
		t.Fatalf("compiled from source the snapshot is %d bytes, loaded from bytecode %d: %d more", a, b, a-b)
	}
	r, err := fromSource.Call(context.Background(), "t", []byte(`{}`))
	if err != nil || r.Output != "ok" {
		t.Fatalf("%+v, %v", r, err)
	}
}

// TestSnapshotLeavesGarbageOut: what the module made and dropped, even in
// a cycle that only the collector frees, is not in its snapshot.
func TestSnapshotLeavesGarbageOut(t *testing.T) {
	base := len(loadSnapshotted(t, "plain", smallModule).Snapshot())
	x := loadSnapshotted(t, "litter", `
{ // 128 KiB in a cycle nothing refers to once this block ends (too
  // little to make QuickJS collect on its own)
  const a = { data: new Uint8Array(128 << 10).fill(7) }; const b = { a }; a.b = b;
}
`+smallModule)
	if got := len(x.Snapshot()); got > base+32<<10 {
		t.Fatalf("the snapshot is %d bytes, %d more than a module that made nothing", got, got-base)
	}
	if _, err := testutil.Runtime().NewImage(x.Snapshot()); err != nil {
		t.Fatal(err)
	}
}

// TestRestartResetsTheInstance: once a big extension restarts from an
// image, a later restart puts the stopped instance back as the image has
// it instead of starting another; its host side is new, and closing the
// extension closes the instance kept for that.
func TestRestartResetsTheInstance(t *testing.T) {
	testutil.NeedLinuxPages(t)
	ctx := context.Background()
	x, err := Load(ctx, Config{Runtime: testutil.Runtime(), Snapshots: true},
		Source{Name: "big", File: "big.js", Code: `globalThis.ballast = "b".repeat(9 << 20);
let calls = 0;
export default { tools: [
  { name: "count", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => String(++calls) },
  { name: "loop", description: "d", readOnly: true, inputSchema: { type: "object" }, execute() { for (;;) {} } },
] };`})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	call := func(tool string) Result {
		t.Helper()
		r, err := x.Call(ctx, tool, []byte(`{}`))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	var instances []*vm
	var hosts []any
	for k := range 4 {
		if r := call("count"); r.Output != "1" {
			t.Fatalf("restart %d: %+v", k, r)
		}
		call("count")
		instances = append(instances, x.vm)
		hosts = append(hosts, x.vm.plat)
		interruptLoop(t, x)
	}
	// Evaluated, restored by copy, restored from the image, then reset.
	if instances[1] == instances[2] || instances[2] != instances[3] {
		t.Fatalf("instances: %p", instances)
	}
	if hosts[2] == hosts[3] {
		t.Fatal("the reset instance kept its old host side")
	}
	if x.spare == nil {
		t.Fatal("no stopped instance kept after the last kill")
	}
	spare := x.spare
	x.Close()
	if x.spare != nil || spare.inst.Err() == nil {
		t.Fatal("Close left the kept instance open")
	}
}

// TestFinalizersAfterTheSnapshot: the collection before a snapshot finds
// what the module dropped; a FinalizationRegistry callback for it runs on
// the first call of the evaluated instance and of every restored one
// (writing-extensions.md says so).
func TestFinalizersAfterTheSnapshot(t *testing.T) {
	x, err := Load(context.Background(), Config{Runtime: testutil.Runtime(), Snapshots: true},
		Source{Name: "fin", File: "fin.js", Code: `
const registry = new FinalizationRegistry(() => { globalThis.finalized = (globalThis.finalized || 0) + 1; });
registry.register({}, "dropped at once");
export default { tools: [
  { name: "count", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => String(globalThis.finalized) },
  { name: "loop", description: "d", readOnly: true, inputSchema: { type: "object" }, execute() { for (;;) {} } },
] };`})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	for k := range 2 {
		if r, _ := x.Call(context.Background(), "count", []byte(`{}`)); r.Output != "1" {
			t.Fatalf("start %d: finalized %q", k, r.Output)
		}
		interruptLoop(t, x)
	}
	if st := x.Stats(); st.Restored != 1 { // the second start was restored
		t.Fatalf("stats: %+v", st)
	}
}

// interruptLoop calls the extension's "loop" tool, stopping it from the
// caller's side after a moment: a short call time limit would be shared
// by the calls that must succeed, whose restarts can take most of it on a
// loaded machine.
func interruptLoop(t *testing.T, x *Extension) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if r, err := x.Call(ctx, "loop", []byte(`{}`)); err != nil || !r.IsError || !errors.Is(r.Err, context.DeadlineExceeded) {
		t.Fatalf("the loop, stopped by its caller: %+v %v", r, err)
	}
}
