package extensions_test

import (
	"context"
	"path/filepath"
	"sync"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
)

// reporter reports three steps, 60 ms apart, then floods a thousand
// reports with one message, then a last one; and once more after the call
// has ended (dropped).
const reporter = `let later;
export default { tools: [{ name: "work", description: "works", readOnly: true, inputSchema: { type: "object" },
  async execute(input, context) {
    for (let i = 1; i <= 3; i++) {
      context.progress({ message: "step " + i, progress: i, total: 10 });
      await new Promise((r) => setTimeout(r, 60));
    }
    for (let i = 0; i < 1000; i++) context.progress({ message: "flood", progress: 3 + i / 1000, total: 10 });
    context.progress({ message: "flood", progress: 10, total: 10 });
    later = context;
    let bad = [];
    for (const p of [null, { message: 5 }, { progress: -1 }, { total: Infinity }]) {
      try { context.progress(p); bad.push("accepted") } catch (e) { bad.push(e.name) }
    }
    return bad.join(",");
  } }, { name: "late", description: "reports late", readOnly: true, inputSchema: { type: "object" },
  execute() { later?.progress({ message: "too late" }); return "ok"; } }] };`

// TestProgress: a call's progress reaches the receiver WithProgress gave
// it, throttled, and only while the call runs.
func TestProgress(t *testing.T) {
	config := t.TempDir()
	testutil.WriteFile(t, filepath.Join(config, "extensions", "rep.js"), reporter)
	h, err := extensions.Open(context.Background(), extensions.Options{Runtime: hosttest.Runtime(), ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: testutil.CacheDir(), Pages: testutil.Pages()})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	var mu sync.Mutex
	var got []api.Progress
	ctx := extensions.WithProgress(context.Background(), func(p api.Progress) {
		mu.Lock()
		got = append(got, p)
		mu.Unlock()
	})
	r, err := h.Call(ctx, "rep__work", nil)
	if err != nil || r.IsError || r.Output != "TypeError,TypeError,RangeError,RangeError" {
		t.Fatalf("%+v %v", r, err)
	}
	if r, err := h.Call(ctx, "rep__late", nil); err != nil || r.IsError {
		t.Fatalf("%+v %v", r, err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(got) < 5 || len(got) > 10 {
		t.Fatalf("%d reports (the flood is throttled, the steps are not): %+v", len(got), got)
	}
	for i, want := range []string{"step 1", "step 2", "step 3", "flood"} {
		if got[i].Message != want || got[i].Tool != "rep__work" || got[i].Total != 10 {
			t.Fatalf("report %d: %+v", i, got[i])
		}
	}
	if last := got[len(got)-1]; last.Message != "flood" || last.Progress != 10 {
		t.Fatalf("the last report: %+v", last)
	}
	// Without a receiver, reports go nowhere (and cost little).
	if r, err := h.Call(context.Background(), "rep__work", nil); err != nil || r.IsError {
		t.Fatalf("%+v %v", r, err)
	}
}
