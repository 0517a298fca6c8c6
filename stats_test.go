package extensions_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
)

// TestStats: a Host says what each loaded extension's instance is doing —
// whether it runs, how it started, how much memory it holds, and that it
// gives back what a call dropped once idle — and nothing for a name it
// has not loaded.
func TestStats(t *testing.T) {
	config := t.TempDir()
	testutil.WriteFile(t, filepath.Join(config, "extensions", "mem.js"), `let n = 0;
export default { tools: [
  { name: "big", description: "d", readOnly: true, inputSchema: { type: "object" },
    execute() { const b = new Uint8Array(16 << 20).fill(1); return String(b[1] + n++); } },
  { name: "spin", description: "d", readOnly: true, inputSchema: { type: "object" }, execute() { for (;;) {} } },
] };`)
	opts := extensions.Options{Runtime: hosttest.Runtime(), Pages: testutil.Pages(), ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: t.TempDir(),
		Limits: api.Limits{CallTimeout: 2 * time.Second}}
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if _, ok := h.Stats("nope"); ok {
		t.Fatal("stats for an extension that is not loaded")
	}
	call := func(tool string) extensions.Result {
		t.Helper()
		r, err := h.Call(context.Background(), "mem__"+tool, nil)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := call("big"); r.IsError {
		t.Fatal(r.Output)
	}
	st, ok := h.Stats("mem")
	if !ok || !st.Running || st.MemoryPeak < 16<<20 || st.MemoryLimit == 0 || st.MemoryResident == 0 {
		t.Fatalf("after a call: %+v", st)
	}
	if testutil.LinuxPages() { // pages are given back
		busy := st.MemoryResident
		deadline := time.Now().Add(5 * time.Second)
		for st, _ = h.Stats("mem"); busy-st.MemoryResident < 15<<20; st, _ = h.Stats("mem") {
			if time.Now().After(deadline) {
				t.Fatalf("resident %d → %d: the idle instance kept what its call dropped", busy, st.MemoryResident)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	if r := call("spin"); !r.IsError {
		t.Fatal("spin returned")
	}
	if r := call("big"); r.IsError || r.Output != "1" { // module state starts afresh
		t.Fatalf("after the restart: %+v", r)
	}
	if st, _ := h.Stats("mem"); st.Restarts != 1 || !st.Running {
		t.Fatalf("after a timeout: %+v", st)
	}
}
