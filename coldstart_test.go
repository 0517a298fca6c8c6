package extensions

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testutil"
)

// TestColdStartDoesNotWaitForSnapshots: a start with an empty cache lists
// the tools without waiting for its extensions' snapshots to be kept:
// with keeping a snapshot held back, Open still returns (it waited for
// each one, and a cold start's first thing, listing tools, paid for
// collecting, copying and writing every instance).
func TestColdStartDoesNotWaitForSnapshots(t *testing.T) {
	config := t.TempDir()
	for i := range 3 {
		p := filepath.Join(config, "extensions", fmt.Sprintf("e%d.js", i))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(`export default { tools: [{ name: "t", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => "ok" }] };`), 0o644)
	}
	held := make(chan struct{})
	kept := make(chan string, 10)
	testHookSnapshotKept = func(name string) { kept <- name; <-held }
	defer func() { testHookSnapshotKept = nil }()

	opened := make(chan *Host, 1)
	go func() {
		h, err := Open(context.Background(), Options{ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: t.TempDir(), Pages: testutil.Pages()})
		if err != nil {
			t.Error(err)
		}
		opened <- h
	}()
	var h *Host
	select {
	case h = <-opened:
	case <-time.After(60 * time.Second): // a hang guard: Open is waiting for the held snapshot
		close(held)
		if h := <-opened; h != nil {
			h.Close()
		}
		t.Fatal("Open waited for its extensions' snapshots to be kept")
	}
	if len(h.Tools()) != 3 {
		t.Fatalf("tools: %v", h.Tools())
	}
	// They are kept after the tools are listed.
	select {
	case <-kept:
	case <-time.After(60 * time.Second):
		t.Error("no snapshot was kept after Open")
	}
	close(held)
	h.Close()
}
