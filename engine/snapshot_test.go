package engine_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/wasm"
)

// stateful builds module state at its top (and says so), counts calls,
// draws random numbers, and has a tool that loops until it is killed.
const stateful = `console.log("evaluated");
const table = Array.from({ length: 20000 }, (_, i) => ({ i, sq: i * i }));
let calls = 0;
export default { tools: [
  { name: "state", description: "module state", readOnly: true, inputSchema: { type: "object" },
    execute: () => JSON.stringify({ calls: ++calls, sum: table.reduce((a, t) => a + t.sq, 0), random: Math.random() }) },
  { name: "loop", description: "loops", readOnly: true, inputSchema: { type: "object" }, execute() { for (;;) {} } },
  { name: "uuid", description: "asks the host", readOnly: true, inputSchema: { type: "object" }, execute: () => crypto.randomUUID() },
] };`

func inlineSource(t *testing.T, name, code string) engine.Source {
	t.Helper()
	dir := t.TempDir()
	p := filepath.Join(dir, name+".js")
	if err := os.WriteFile(p, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := loader.BundleFile(context.Background(), loader.File{Name: name, Scope: api.ScopeProject, Path: p, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	return engine.Source{Name: name, File: name + ".js", Code: b.Code, SourceMap: b.SourceMap}
}

type stateOut struct {
	Calls  int
	Sum    float64
	Random float64
}

func state(t *testing.T, x *engine.Extension) stateOut {
	t.Helper()
	r, err := x.Call(context.Background(), "state", []byte(`{}`))
	if err != nil || r.IsError {
		t.Fatalf("%+v %v", r, err)
	}
	var s stateOut
	json.Unmarshal([]byte(r.Output), &s)
	return s
}

// TestSnapshots: an evaluated module's instance is snapshotted; a restart
// (after a kill) and a later start restore it instead of evaluating: the
// module's state is as evaluation left it, its top-level code does not run
// again, and Math.random is reseeded. A big instance restarts from an
// image (mapped), a small one by copying: both are checked.
func TestSnapshots(t *testing.T) {
	t.Run("small", func(t *testing.T) { testSnapshots(t, stateful, false) })
	t.Run("big", func(t *testing.T) {
		testSnapshots(t, `globalThis.ballast = "b".repeat(9 << 20);`+stateful, true)
	})
}

func testSnapshots(t *testing.T, code string, big bool) {
	var mu sync.Mutex
	var logs []string
	var saved []byte
	cfg := config(t)
	cfg.Snapshots = true
	cfg.OnSnapshot = func(b []byte) { mu.Lock(); saved = b; mu.Unlock() }
	cfg.Log = func(l api.Log) { mu.Lock(); logs = append(logs, l.Text); mu.Unlock() }
	src := inlineSource(t, "stateful", code)
	images := wasm.ImageBytes()
	x, err := engine.Load(context.Background(), cfg, src)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	mu.Lock()
	if len(saved) == 0 || len(x.Snapshot()) == 0 {
		mu.Unlock()
		t.Fatal("no snapshot after evaluating")
	}
	mu.Unlock()
	first := state(t, x)
	if second := state(t, x); second.Calls != 2 {
		t.Fatalf("calls: %+v", second)
	}
	// A kill: the next call starts from the snapshot.
	interrupt(t, x, "loop")
	after := state(t, x)
	if after.Calls != 1 || after.Sum != first.Sum {
		t.Fatalf("after the restart: %+v (first %+v)", after, first)
	}
	if after.Random == first.Random {
		t.Fatalf("Math.random gave the same number after the restore: %v", after.Random)
	}
	if st := x.Stats(); st.Restored != 1 {
		t.Fatalf("stats: %+v", st)
	}
	// Later restarts restore from an image, by mapping (wasm.Image), if
	// the instance is big — and from the next on, put the stopped instance
	// itself back as the image has it (wasm.Instance.ResetImage) — else by
	// copying again: the same state, another random sequence, every time.
	for k := 2; k <= 4; k++ {
		state(t, x) // a call whose effects the restart must undo
		interrupt(t, x, "loop")
		again := state(t, x)
		if again.Calls != 1 || again.Sum != first.Sum || again.Random == after.Random || again.Random == first.Random {
			t.Fatalf("restart %d: %+v (first %+v)", k, again, first)
		}
		if st := x.Stats(); st.Restored != k {
			t.Fatalf("restart %d: stats %+v", k, st)
		}
		if imaged := wasm.ImageBytes() - images; big != (imaged > 0) {
			t.Fatalf("restart %d (big: %v): images hold %d bytes more", k, big, imaged)
		}
		// The host side is the restarted instance's own, and works.
		if r, err := x.Call(context.Background(), "uuid", []byte(`{}`)); err != nil || r.IsError || len(r.Output) != 36 {
			t.Fatalf("restart %d: a host operation: %+v %v", k, r, err)
		}
	}
	mu.Lock()
	evaluated := strings.Count(strings.Join(logs, "\n"), "evaluated")
	mu.Unlock()
	if evaluated != 1 {
		t.Fatalf("the module's top ran %d times", evaluated)
	}

	// A later start (another process, say) from the kept snapshot: no
	// evaluation at all.
	tools := x.Tools()
	src2 := src
	src2.Snapshot = saved
	y, err := engine.Prepared(cfg, src2, tools)
	if err != nil {
		t.Fatal(err)
	}
	defer y.Close()
	if got := state(t, y); got.Calls != 1 || got.Sum != first.Sum || got.Random == first.Random {
		t.Fatalf("from the kept snapshot: %+v", got)
	}
	mu.Lock()
	evaluated = strings.Count(strings.Join(logs, "\n"), "evaluated")
	mu.Unlock()
	if evaluated != 1 || y.Stats().Restored != 1 {
		t.Fatalf("evaluated %d times; stats %+v", evaluated, y.Stats())
	}
}

// TestSnapshotsThatDoNotFit: a damaged snapshot, or one from another build,
// is ignored and the module evaluated; a module that leaves something
// under way (a timer) is not snapshotted.
func TestSnapshotsThatDoNotFit(t *testing.T) {
	cfg := config(t)
	cfg.Snapshots = true
	src := inlineSource(t, "stateful", stateful)
	x, err := engine.Load(context.Background(), cfg, src)
	if err != nil {
		t.Fatal(err)
	}
	good := x.Snapshot()
	x.Close()
	damaged := append([]byte(nil), good...)
	damaged[len(damaged)/2] ^= 1
	other := append([]byte(nil), good...)
	copy(other[len("earshot-snapshot/1\n"):], "0000000000000000") // another build's ID
	for name, b := range map[string][]byte{"damaged": damaged, "truncated": good[:len(good)/3], "another build": other, "garbage": []byte("x")} {
		t.Run(name, func(t *testing.T) {
			s := src
			s.Snapshot = b
			y, err := engine.Prepared(cfg, s, x.Tools())
			if err != nil {
				t.Fatal(err)
			}
			defer y.Close()
			if got := state(t, y); got.Calls != 1 || got.Sum == 0 {
				t.Fatalf("%+v", got)
			}
			if st := y.Stats(); st.Restored != 0 {
				t.Fatalf("restored from a bad snapshot: %+v", st)
			}
			if len(y.Snapshot()) == 0 {
				t.Fatal("no new snapshot after evaluating")
			}
		})
	}

	// A snapshot whose evaluation declared other tools than the extension
	// is registered with (a manifest out of date) is not restored: the
	// module is evaluated, and the call says the tools changed.
	t.Run("other tools", func(t *testing.T) {
		tools := x.Tools()
		tools[0].Description = "what an older version said"
		s := src
		s.Snapshot = good
		y, err := engine.Prepared(cfg, s, tools)
		if err != nil {
			t.Fatal(err)
		}
		defer y.Close()
		if r, err := y.Call(context.Background(), "state", []byte(`{}`)); err != nil || !engine.ToolsChanged(r.Err) {
			t.Fatalf("call: %+v %v", r, err)
		}
		if st := y.Stats(); st.Restored != 0 {
			t.Fatalf("restored a snapshot of other tools: %+v", st)
		}
	})

	busy, err := engine.Load(context.Background(), cfg, inlineSource(t, "busy", `setTimeout(() => {}, 60000);
export default { tools: [{ name: "x", description: "x", inputSchema: { type: "object" }, execute: () => "x" }] };`))
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	if busy.Snapshot() != nil {
		t.Fatal("a module with a pending timer was snapshotted")
	}
}

// TestSnapshotLater: with Config.SnapshotLater, Load returns without
// taking the instance's snapshot; the first call takes it before it runs
// (so the snapshot has the module as its evaluation left it, not the
// call's doing), and Release of an instance no call used takes it then.
func TestSnapshotLater(t *testing.T) {
	cfg := config(t)
	cfg.Snapshots, cfg.SnapshotLater = true, true
	var mu sync.Mutex
	var snaps [][]byte
	cfg.OnSnapshot = func(b []byte) { mu.Lock(); snaps = append(snaps, b); mu.Unlock() }
	taken := func() int { mu.Lock(); defer mu.Unlock(); return len(snaps) }
	src := inlineSource(t, "stateful", stateful)

	x, err := engine.Load(context.Background(), cfg, src)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if taken() != 0 || x.Snapshot() != nil {
		t.Fatal("Load took the snapshot")
	}
	if got := state(t, x); got.Calls != 1 {
		t.Fatalf("first call: %+v", got)
	}
	if taken() != 1 {
		t.Fatalf("%d snapshots after the first call, want 1", taken())
	}
	if got := state(t, x); got.Calls != 2 {
		t.Fatalf("second call: %+v (the first call's instance was not kept)", got)
	}
	if x.Release() {
		t.Fatal("Release let go of an instance calls have used")
	}
	// The snapshot is the module as evaluated: restored, no call has run.
	s := src
	mu.Lock()
	s.Snapshot = snaps[0]
	mu.Unlock()
	restoring := config(t)
	restoring.Snapshots = true
	y, err := engine.Prepared(restoring, s, x.Tools())
	if err != nil {
		t.Fatal(err)
	}
	defer y.Close()
	if got := state(t, y); got.Calls != 1 || y.Stats().Restored != 1 {
		t.Fatalf("from the snapshot the first call took: %+v, %+v", got, y.Stats())
	}

	// An instance no call used is snapshotted by Release.
	z, err := engine.Load(context.Background(), cfg, src)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	if taken() != 1 {
		t.Fatal("Load took the snapshot")
	}
	if !z.Release() || taken() != 2 {
		t.Fatalf("Release: %d snapshots, want 2", taken())
	}
	if got := state(t, z); got.Calls != 1 || z.Stats().Restored != 1 {
		t.Fatalf("after Release: %+v, %+v", got, z.Stats())
	}
}
