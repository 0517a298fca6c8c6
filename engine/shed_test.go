package engine

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// TestIdleHoldsWhatARestoredOneHolds: once idle, an extension holds on the
// host's side what one restored from its snapshot holds, whatever its
// history — its module evaluated on its first call (no snapshot for this
// view), a throw (its stack mapped through the source map), running out of
// memory, evaluated at start-up and released. Each of those kept its
// bundle, bytecode, snapshot or parsed source map in the Go heap (7 MB for
// an extension using Node built-ins, against 50 KB restored).
func TestIdleHoldsWhatARestoredOneHolds(t *testing.T) {
	testutil.NeedLinuxPages(t)
	dir := t.TempDir()
	testutil.WriteFile(t, filepath.Join(dir, "big.js"), `import util from "node:util"; import events from "node:events";
import path from "node:path"; import crypto from "node:crypto"; import { Buffer } from "node:buffer";
const table = []; for (let i = 0; i < 2000; i++) table.push({ i, s: "x" + i });
export default { tools: [
  { name: "get", description: "d", readOnly: true, inputSchema: { type: "object" },
    execute: () => util.format("%s %d", path.join("a", "b"), table.length) + Buffer.from("x").length + typeof events + typeof crypto.createHash },
  { name: "throw", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => { throw new Error("boom"); } },
  { name: "oom", description: "d", readOnly: true, inputSchema: { type: "object" },
    execute: () => { const a = []; for (;;) a.push(new Array(100000).fill(1)); } }] };`)
	b, err := loader.BundleFile(context.Background(), loader.File{Name: "big", Scope: api.ScopeUser, Path: filepath.Join(dir, "big.js"), Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Runtime: testutil.Runtime(), Snapshots: true, Limits: api.Limits{MemoryLimit: 48 << 20}}
	// Its snapshot under cfg, and its tools, as a cache would have them.
	first, err := Load(context.Background(), cfg, Source{Name: "big", File: "big.js", Code: b.Code, SourceMap: b.SourceMap})
	if err != nil {
		t.Fatal(err)
	}
	snapshot, tools := first.Snapshot(), first.Tools()
	sum := sha256.Sum256([]byte(b.Code))
	bundleID := hex.EncodeToString(sum[:])
	first.Close()
	if len(snapshot) == 0 {
		t.Fatal("no snapshot")
	}

	// source is the extension as a cache gives it: its bundle read (a
	// fresh copy, as from a file) when it is needed, and its snapshot
	// mapped from a file, which evaluating it writes when there is none.
	n := 0
	source := func(withSnapshot bool) (Config, Source) {
		n++
		path := filepath.Join(dir, fmt.Sprintf("snapshot-%d.bin", n))
		if withSnapshot {
			if err := os.WriteFile(path, snapshot, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		c := cfg
		c.OnSnapshot = func(b []byte) { os.WriteFile(path, b, 0o600) }
		return c, Source{Name: "big", File: "big.js", BundleID: bundleID,
			Bundle: func() (Source, error) {
				return Source{Code: strings.Clone(b.Code), SourceMap: strings.Clone(b.SourceMap)}, nil
			},
			ReadSnapshot: func() ([]byte, func()) {
				m, release, err := fsutil.MapRegular(path, 1<<30)
				if err != nil {
					return nil, nil
				}
				return m, release
			}}
	}
	prepared := func(withSnapshot bool) *Extension {
		c, src := source(withSnapshot)
		x, err := Prepared(c, src, tools)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	call := func(x *Extension, tool string) {
		t.Helper()
		r, err := x.Call(context.Background(), tool, []byte(`{}`))
		if err != nil || (tool == "get") == r.IsError {
			t.Fatalf("%s: %+v %v", tool, r, err)
		}
	}
	histories := []struct {
		name string
		make func() *Extension
	}{
		{"restored", func() *Extension {
			x := prepared(true)
			call(x, "get")
			if x.Stats().Restored != 1 {
				t.Fatal("not restored from its snapshot")
			}
			return x
		}},
		{"evaluated on its first call", func() *Extension {
			x := prepared(false)
			call(x, "get")
			return x
		}},
		{"threw", func() *Extension {
			x := prepared(true)
			call(x, "get")
			call(x, "throw")
			return x
		}},
		{"ran out of memory", func() *Extension {
			x := prepared(true)
			call(x, "get")
			call(x, "oom")
			call(x, "get")
			return x
		}},
		{"evaluated at start-up and released", func() *Extension {
			c, src := source(false)
			src.Code, src.SourceMap = strings.Clone(b.Code), strings.Clone(b.SourceMap)
			x, err := Load(context.Background(), c, src)
			if err != nil {
				t.Fatal(err)
			}
			x.Release()
			call(x, "get")
			return x
		}},
	}
	const each = 6
	held, resident := map[string]float64{}, map[string]uint64{}
	for _, h := range histories {
		before := heapInUse()
		xs := make([]*Extension, each)
		for i := range xs {
			xs[i] = h.make()
		}
		for _, x := range xs {
			x.idleNow() // what the idle timer does
		}
		held[h.name] = float64(int64(heapInUse())-int64(before)) / each
		for _, x := range xs {
			resident[h.name] = max(resident[h.name], x.Stats().MemoryResident)
			x.Close()
		}
	}
	// A restored one holds ~50 KiB (wazero's module instance and ours);
	// the bound leaves room for what the collector had not freed yet.
	const bound = 512 << 10
	for _, h := range histories {
		t.Logf("%s: %.0f KiB of Go heap per idle extension, its instance %d KiB resident", h.name, held[h.name]/1024, resident[h.name]>>10)
		if held[h.name] > bound {
			t.Errorf("%s: an idle extension holds %.0f KiB of Go heap; one restored, ~50 KiB", h.name, held[h.name]/1024)
		}
		if r := resident["restored"]; resident[h.name] > r+r/8 {
			t.Errorf("%s: its idle instance is %d KiB resident, a restored one %d KiB", h.name, resident[h.name]>>10, r>>10)
		}
	}
}

// heapInUse is the Go heap in use once collecting frees no more (what
// finalizers release takes a cycle or two).
func heapInUse() uint64 {
	var m runtime.MemStats
	last := uint64(0)
	for range 20 {
		runtime.GC()
		runtime.ReadMemStats(&m)
		if m.HeapInuse == last {
			break
		}
		last = m.HeapInuse
		runtime.Gosched()
	}
	return m.HeapInuse
}
