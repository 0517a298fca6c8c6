package extensions_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
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

// TestSnapshotsAreBoundToTheirBundle: a snapshot in the cache restores only
// the bundle (and the view) it was taken from. Two extensions that declare
// the same tools, their snapshots swapped; an older version's snapshot put
// where the new version's is; one renamed to another view's name — each
// is a miss, and the extension's own code answers.
func TestSnapshotsAreBoundToTheirBundle(t *testing.T) {
	config, cache := t.TempDir(), t.TempDir()
	ext := func(name, who string) {
		testutil.WriteFile(t, filepath.Join(config, "extensions", name+".js"), `const who = "`+who+`";
export default { tools: [{ name: "who", description: "who", readOnly: true, inputSchema: { type: "object" }, execute: () => who }] };`)
	}
	ext("alpha", "alpha")
	ext("bravo", "bravo")
	opts := extensions.Options{ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: cache}
	call := func(opts extensions.Options, tools ...string) []string {
		t.Helper()
		h, err := extensions.Open(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, tool := range tools {
			r, err := h.Call(context.Background(), tool, nil)
			if err != nil || r.IsError {
				t.Fatalf("%s: %+v %v", tool, r, err)
			}
			out = append(out, r.Output)
		}
		h.Close() // waits for the snapshots to be kept
		return out
	}
	snapshots := func() map[string]string { // the object's folder -> its snapshot
		m := map[string]string{}
		files, _ := filepath.Glob(filepath.Join(cache, "extensions", "objects", "*", "snapshot-*.bin"))
		for _, f := range files {
			m[filepath.Dir(f)] = f
		}
		return m
	}
	call(opts, "alpha__who", "bravo__who")
	snaps := snapshots()
	if len(snaps) != 2 {
		t.Fatalf("snapshots: %v", snaps)
	}
	var files []string
	for _, f := range snaps {
		files = append(files, f)
	}
	a, b := readFile(t, files[0]), readFile(t, files[1])
	writeFile(t, files[0], b)
	writeFile(t, files[1], a)
	if got := call(opts, "alpha__who", "bravo__who"); got[0] != "alpha" || got[1] != "bravo" {
		t.Fatalf("swapped snapshots: %q", got)
	}
	// An older version's snapshot in place of the new one's.
	var olds [][]byte
	for _, f := range snapshots() {
		olds = append(olds, readFile(t, f))
	}
	before := snapshots()
	ext("alpha", "alpha, edited")
	call(opts, "alpha__who")
	for dir, f := range snapshots() {
		if _, seen := before[dir]; seen {
			continue
		}
		for _, old := range olds { // alpha's and bravo's
			writeFile(t, f, old)
			if got := call(opts, "alpha__who"); got[0] != "alpha, edited" {
				t.Fatalf("an old snapshot in place of the new: %q", got)
			}
		}
	}
	// One taken under another view (what the module read of the
	// environment differs), renamed to this view's name.
	testutil.WriteFile(t, filepath.Join(config, "extensions", "env.js"), `const who = process.env.WHO;
export default { tools: [{ name: "who", description: "who", readOnly: true, inputSchema: { type: "object" }, execute: () => who }] };`)
	grace, ada := opts, opts
	grace.Env, ada.Env = []string{"WHO=grace"}, []string{"WHO=ada"}
	call(grace, "env__who")
	graceFiles := snapshots()
	call(ada, "env__who")
	for dir, f := range snapshots() {
		if g, ok := graceFiles[dir]; ok && g != f { // the env extension's object: ada's view replaced grace's
			must(t, os.Rename(f, g))
		}
	}
	if got := call(grace, "env__who"); got[0] != "grace" {
		t.Fatalf("a snapshot of another view: %q", got)
	}
}

func readFile(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func writeFile(t *testing.T, p string, b []byte) {
	t.Helper()
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestSnapshotsOfSeveralViews: two clients that start the same extension
// with different limits, alternating on one cache, each restore their own
// snapshot from their second start on. (An object kept one view's
// snapshot, so each start replaced the other's and evaluated.)
func TestSnapshotsOfSeveralViews(t *testing.T) {
	config := t.TempDir()
	testutil.WriteFile(t, filepath.Join(config, "extensions", "top.js"), `console.log("evaluated");
export default { tools: [{ name: "who", description: "who", readOnly: true, inputSchema: { type: "object" }, execute: () => "me" }] };`)
	var mu sync.Mutex
	evaluated := 0
	opts := extensions.Options{ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: t.TempDir(),
		Log: func(l extensions.Log) {
			if l.Text == "evaluated" {
				mu.Lock()
				evaluated++
				mu.Unlock()
			}
		}}
	start := func(memory uint64) int {
		t.Helper()
		o := opts
		o.Limits.MemoryLimit = memory
		mu.Lock()
		before := evaluated
		mu.Unlock()
		h, err := extensions.Open(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		if got := call(t, h, "top__who"); got != "me" {
			t.Fatal(got)
		}
		h.Close() // waits for the snapshot to be kept
		mu.Lock()
		defer mu.Unlock()
		return evaluated - before
	}
	limits := []uint64{64 << 20, 96 << 20, 128 << 20}
	for round := range 3 {
		for _, m := range limits {
			n := start(m)
			if round > 0 && n != 0 {
				t.Fatalf("round %d, memory limit %d MiB: evaluated %d times; its snapshot was not kept beside the others", round, m>>20, n)
			}
		}
	}
	// Bounded: more views than loader.MaxViews keep that many.
	for _, m := range []uint64{48 << 20, 80 << 20, 112 << 20} {
		start(m)
	}
	snaps, _ := filepath.Glob(filepath.Join(opts.CacheDir, "extensions", "objects", "*", "snapshot-*.bin"))
	if len(snaps) != loader.MaxViews {
		t.Fatalf("%d snapshots of 6 views, want %d", len(snaps), loader.MaxViews)
	}
	// The ones kept are the latest: the 128 MiB view, used before the
	// last three, is; the 64 MiB one is not.
	if n := start(128 << 20); n != 0 {
		t.Fatalf("the most recent view evaluated again")
	}
	if n := start(64 << 20); n != 1 {
		t.Fatalf("the least recent view: evaluated %d times", n)
	}
}

// TestColdStartSnapshotsAfterListing: a start with an empty cache lists
// the tools without waiting for snapshots; they are taken and kept once
// the tools are listed (the host goes on in the background), so the next
// start restores them; and a call before that uses the instance the start
// evaluated, which is not evaluated again.
func TestColdStartSnapshotsAfterListing(t *testing.T) {
	config := t.TempDir()
	const n = 5
	for i := range n {
		testutil.WriteFile(t, filepath.Join(config, "extensions", fmt.Sprintf("e%d.js", i)), `console.log("evaluated");
let calls = 0;
export default { tools: [{ name: "t", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => String(++calls) }] };`)
	}
	var mu sync.Mutex
	evaluated := 0
	opts := extensions.Options{ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: t.TempDir(),
		Log: func(l extensions.Log) {
			if l.Text == "evaluated" {
				mu.Lock()
				evaluated++
				mu.Unlock()
			}
		}}
	count := func() int { mu.Lock(); defer mu.Unlock(); return evaluated }
	snapshots := func() int {
		m, _ := filepath.Glob(filepath.Join(opts.CacheDir, "extensions", "objects", "*", "snapshot-*.bin"))
		return len(m)
	}
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if got := count(); got != n {
		t.Fatalf("evaluated %d times to list the tools, want %d", got, n)
	}
	// A call now uses the instance the start evaluated.
	if got := call(t, h, "e0__t"); got != "1" || count() != n {
		t.Fatalf("first call: %q, evaluated %d times", got, count())
	}
	// The others are snapshotted in the background.
	for deadline := time.Now().Add(30 * time.Second); snapshots() < n; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d snapshots kept, want %d", snapshots(), n)
		}
	}
	if got := call(t, h, "e0__t"); got != "2" {
		t.Fatalf("second call: %q (its instance was released)", got)
	}
	h.Close()
	before := count()
	h, err = extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if got := call(t, h, fmt.Sprintf("e%d__t", i)); got != "1" {
			t.Fatalf("e%d after a warm start: %q", i, got)
		}
	}
	if count() != before {
		t.Fatalf("the warm start evaluated %d times; the snapshots were not used", count()-before)
	}
}
