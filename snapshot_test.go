package extensions_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// TestSnapshotsAcrossStarts: a start with a warm cache restores the
// extension's instance from the snapshot its last evaluation left, instead
// of running its module again; a start whose view differs (a variable the
// module may read and keep: FORCE_COLOR) evaluates, and check always does.
func TestSnapshotsAcrossStarts(t *testing.T) {
	config := t.TempDir()
	testutil.WriteFile(t, filepath.Join(config, "extensions", "top.js"), `console.log("evaluated", process.env.FORCE_COLOR);
const mode = process.env.FORCE_COLOR;
export default { tools: [{ name: "who", description: "who", readOnly: true, inputSchema: { type: "object" },
  execute: () => mode + " " + Math.random() }] };`)
	var mu sync.Mutex
	evaluated := 0
	opts := extensions.Options{Runtime: hosttest.Runtime(), Pages: testutil.Pages(), ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: t.TempDir(), Env: []string{"FORCE_COLOR=3"},
		Log: func(l api.Log) {
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
		if st, _ := h.Stats("top"); st.NoSnapshot != "" {
			t.Fatalf("not snapshotted: %s", st.NoSnapshot)
		}
		h.Close() // waits for the snapshot to be kept
		mu.Lock()
		defer mu.Unlock()
		return r.Output, evaluated - before
	}
	out1, n := start(opts)
	if n != 1 || !strings.HasPrefix(out1, "3 ") {
		t.Fatalf("cold start: %q, evaluated %d times", out1, n)
	}
	out2, n := start(opts)
	if n != 0 || !strings.HasPrefix(out2, "3 ") || out2 == out1 {
		t.Fatalf("warm start: %q (first %q), evaluated %d times", out2, out1, n)
	}
	// Another view: the snapshot does not apply.
	other := opts
	other.Env = []string{"FORCE_COLOR=0"}
	if out, n := start(other); n != 1 || !strings.HasPrefix(out, "0 ") {
		t.Fatalf("another environment: %q, evaluated %d times", out, n)
	}
	// check evaluates for real.
	nocache := opts
	nocache.NoCache = true
	if _, n := start(nocache); n != 1 {
		t.Fatalf("NoCache: evaluated %d times", n)
	}
}

// TestSnapshotsAreOnlyOfWhatStartsAlike: a restored start is an evaluated
// one but for time (and Math.random's draws at the top). A module that
// learns at its top what a later start could find different — a secret
// from the environment, a file, crypto's randomness, its process's id, the
// machine — is not snapshotted: every start evaluates it and sees the
// world afresh, and no secret reaches the cache folder. A module that
// learns none of it is restored.
func TestSnapshotsAreOnlyOfWhatStartsAlike(t *testing.T) {
	config, cache, project := t.TempDir(), t.TempDir(), t.TempDir()
	conf := filepath.Join(project, "conf.txt")
	writeFile(t, conf, []byte("first"))
	tops := map[string]string{
		"secret":   `const token = process.env.STATUS_TOKEN;`,
		"allenv":   `const token = JSON.stringify({...process.env});`,
		"file":     `const token = (await import("node:fs")).readFileSync(` + jsQuote(conf) + `, "utf8");`,
		"random":   `const token = String(Math.random());`, // QuickJS's own: the evaluation's draw
		"uuid":     `const token = crypto.randomUUID();`,
		"pid":      `const token = String(process.pid);`,
		"hostname": `const token = (await import("node:os")).hostname();`,
		"pure":     `const token = (await import("node:os")).platform() + " " + process.env.LANG + " " + new Intl.NumberFormat().format(1);`,
	}
	for name, top := range tops {
		testutil.WriteFile(t, filepath.Join(config, "extensions", name+".js"), top+`
export default { tools: [{ name: "t", description: "t", readOnly: true, inputSchema: { type: "object" }, execute: () => token }] };`)
	}
	opts := extensions.Options{Runtime: hosttest.Runtime(), ProjectDir: project, ConfigDir: config, CacheDir: cache, Env: []string{"STATUS_TOKEN=tok-3f9a7c1e5b", "LANG=de_DE.UTF-8"}, Pages: testutil.Pages()}
	start := func() map[string]string {
		t.Helper()
		h, err := extensions.Open(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		defer h.Close()
		out := map[string]string{}
		for name := range tops {
			r, err := h.Call(context.Background(), name+"__t", nil)
			if err != nil || r.IsError {
				t.Fatalf("%s: %+v %v", name, r, err)
			}
			st, _ := h.Stats(name)
			if (st.NoSnapshot == "") != (name == "pure" || name == "random") {
				t.Errorf("%s: NoSnapshot %q", name, st.NoSnapshot)
			}
			out[name] = fmt.Sprintf("%s restored=%d", r.Output, st.Restored)
		}
		return out
	}
	first := start()
	writeFile(t, conf, []byte("second"))
	second := start()
	for name := range tops {
		switch name {
		case "pure":
			if !strings.HasSuffix(second[name], "restored=1") {
				t.Errorf("pure: %s (a pure module is restored)", second[name])
			}
		case "file":
			if !strings.HasPrefix(second[name], "second ") {
				t.Errorf("file: %s (read afresh)", second[name])
			}
		case "uuid":
			if first[name] == second[name] {
				t.Errorf("%s: the same draw at two starts: %s", name, second[name])
			}
		}
		if strings.HasSuffix(second[name], "restored=1") != (name == "pure" || name == "random") {
			t.Errorf("%s: %s", name, second[name])
		}
	}
	// The secret is nowhere in the cache folder.
	filepath.WalkDir(cache, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.Contains(string(readFile(t, p)), "tok-3f9a7c1e5b") {
			t.Errorf("the token is in %s", p)
		}
		return nil
	})
}

func jsQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
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
	opts := extensions.Options{Runtime: hosttest.Runtime(), ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: cache, Pages: testutil.Pages()}
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
	opts := extensions.Options{Runtime: hosttest.Runtime(), Pages: testutil.Pages(), ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: t.TempDir(),
		Log: func(l api.Log) {
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
		if got := hosttest.Call(t, h, "top__who"); got != "me" {
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
	opts := extensions.Options{Runtime: hosttest.Runtime(), Pages: testutil.Pages(), ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: t.TempDir(),
		Log: func(l api.Log) {
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
	if got := hosttest.Call(t, h, "e0__t"); got != "1" || count() != n {
		t.Fatalf("first call: %q, evaluated %d times", got, count())
	}
	// The others are snapshotted in the background.
	for deadline := time.Now().Add(30 * time.Second); snapshots() < n; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d snapshots kept, want %d", snapshots(), n)
		}
	}
	if got := hosttest.Call(t, h, "e0__t"); got != "2" {
		t.Fatalf("second call: %q (its instance was released)", got)
	}
	h.Close()
	before := count()
	h, err = extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if got := hosttest.Call(t, h, fmt.Sprintf("e%d__t", i)); got != "1" {
			t.Fatalf("e%d after a warm start: %q", i, got)
		}
	}
	if count() != before {
		t.Fatalf("the warm start evaluated %d times; the snapshots were not used", count()-before)
	}
}

// TestSnapshotsOfWhatWasNotThere: a module that found, as it loaded, a
// variable unset and a file missing learnt no value: it is snapshotted —
// TypeScript does both as it loads — and restored while they are still
// not there; once one of them is, the next start evaluates and sees it.
func TestSnapshotsOfWhatWasNotThere(t *testing.T) {
	config, cache, project := t.TempDir(), t.TempDir(), t.TempDir()
	flag := filepath.Join(project, "flag.txt")
	testutil.WriteFile(t, filepath.Join(config, "extensions", "probe.js"), `import fs from "node:fs";
const found = [process.env.EARSHOT_TEST_PROBE ?? "unset", fs.existsSync(`+jsQuote(flag)+`)];
export default { tools: [{ name: "t", description: "t", readOnly: true, inputSchema: { type: "object" }, execute: () => JSON.stringify(found) }] };`)
	opts := extensions.Options{Runtime: hosttest.Runtime(), ProjectDir: project, ConfigDir: config, CacheDir: cache, Env: []string{"HOME=" + project}, Pages: testutil.Pages()}
	start := func(opts extensions.Options) (string, extensions.Stats) {
		t.Helper()
		h, err := extensions.Open(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		defer h.Close()
		r, err := h.Call(context.Background(), "probe__t", nil)
		if err != nil || r.IsError {
			t.Fatalf("%+v %v", r, err)
		}
		st, _ := h.Stats("probe")
		return r.Output, st
	}
	if out, st := start(opts); out != `["unset",false]` || st.NoSnapshot != "" {
		t.Fatalf("first: %s %+v", out, st)
	}
	if out, st := start(opts); out != `["unset",false]` || st.Restored != 1 {
		t.Fatalf("restored: %s %+v", out, st)
	}
	writeFile(t, flag, []byte("x"))
	if out, st := start(opts); out != `["unset",true]` || st.Restored != 0 {
		t.Fatalf("the file is there: %s %+v", out, st)
	}
	set := opts
	set.Env = append(set.Env, "EARSHOT_TEST_PROBE=on")
	if out, st := start(set); out != `["on",true]` || st.Restored != 0 {
		t.Fatalf("the variable is set: %s %+v", out, st)
	}
}
