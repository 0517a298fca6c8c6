package extensions_test

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testutil"
)

// TestSnapshotsAcrossStarts: a start with a warm cache restores the
// extension's instance from the snapshot its last evaluation left, instead
// of running its module again; a start whose environment differs (what the
// module could have read) evaluates, and check always does.
func TestSnapshotsAcrossStarts(t *testing.T) {
	config := t.TempDir()
	testutil.WriteFile(t, filepath.Join(config, "extensions", "top.js"), `console.log("evaluated", process.env.WHO ?? "");
const who = process.env.WHO ?? "nobody";
export default { tools: [{ name: "who", description: "who", readOnly: true, inputSchema: { type: "object" },
  execute: () => who + " " + Math.random() }] };`)
	var mu sync.Mutex
	evaluated := 0
	opts := extensions.Options{ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: t.TempDir(), Env: []string{"WHO=ada"},
		Log: func(l extensions.Log) {
			if strings.HasPrefix(l.Text, "evaluated") {
				mu.Lock()
				evaluated++
				mu.Unlock()
			}
		}}
	start := func(opts extensions.Options) (string, int) {
		t.Helper()
		mu.Lock()
		before := evaluated
		mu.Unlock()
		h, err := extensions.Open(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		r, err := h.Call(context.Background(), "top__who", nil)
		if err != nil || r.IsError {
			t.Fatalf("%+v %v", r, err)
		}
		h.Close() // waits for the snapshot to be kept
		mu.Lock()
		defer mu.Unlock()
		return r.Output, evaluated - before
	}
	out1, n := start(opts)
	if n != 1 || !strings.HasPrefix(out1, "ada ") {
		t.Fatalf("cold start: %q, evaluated %d times", out1, n)
	}
	out2, n := start(opts)
	if n != 0 || !strings.HasPrefix(out2, "ada ") || out2 == out1 {
		t.Fatalf("warm start: %q (first %q), evaluated %d times", out2, out1, n)
	}
	// Another environment: the snapshot does not apply.
	other := opts
	other.Env = []string{"WHO=grace"}
	if out, n := start(other); n != 1 || !strings.HasPrefix(out, "grace ") {
		t.Fatalf("another environment: %q, evaluated %d times", out, n)
	}
	// check evaluates for real.
	nocache := opts
	nocache.NoCache = true
	if _, n := start(nocache); n != 1 {
		t.Fatalf("NoCache: evaluated %d times", n)
	}
}
