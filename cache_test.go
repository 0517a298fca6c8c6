package extensions_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

func cachedStates(h *extensions.Host) string {
	var s []string
	for _, x := range h.Extensions() {
		c := "fresh"
		if x.Cached {
			c = "cached"
		}
		s = append(s, x.Name+"="+string(x.State)+"/"+c)
	}
	return strings.Join(s, " ")
}

func TestCache(t *testing.T) {
	e := newEnv(t, "good.ts", "bash.js", "execute-string.js", "throws-at-import.js")
	e.opts.CacheDir = t.TempDir()
	if err := extensions.Trust(e.opts, "good", "bash", "execute-string", "throws-at-import"); err != nil {
		t.Fatal(err)
	}
	h := e.open(t)
	if got := cachedStates(h); got != "bash=loaded/fresh execute-string=failed/fresh good=loaded/fresh throws-at-import=failed/fresh" {
		t.Fatal(got)
	}
	first := h.Extensions()
	h.Close()

	// Nothing changed: everything comes from the cache, failures included,
	// with the same tools and the same messages.
	h = e.open(t)
	if got := cachedStates(h); got != "bash=loaded/cached execute-string=failed/cached good=loaded/cached throws-at-import=failed/cached" {
		t.Fatal(got)
	}
	for i, x := range h.Extensions() {
		want := first[i]
		if x.Err != nil && (want.Err == nil || x.Err.Error() != want.Err.Error()) {
			t.Errorf("%s: cached error %q, first %q", x.Name, x.Err, want.Err)
		}
		a, _ := json.Marshal(x.Tools)
		b, _ := json.Marshal(want.Tools)
		if string(a) != string(b) {
			t.Errorf("%s: cached tools %s, first %s", x.Name, a, b)
		}
	}
	var ee *api.Error
	if x := h.Extensions()[1]; !errors.As(x.Err, &ee) || ee.Phase != api.PhaseValidate || !errors.Is(x.Err, api.ErrShape) || ee.Property != "tools[1].execute" {
		t.Errorf("cached failure lost its details: %#v", x.Err)
	}
	// A cached extension starts on its first call, and keeps its state.
	for i, want := range []string{"1", "2"} {
		r, err := h.Call(context.Background(), "good__count", nil)
		if err != nil || r.Output != want {
			t.Fatalf("call %d: %+v %v", i, r, err)
		}
	}
	h.Close()

	// Editing a helper re-evaluates only the extension that imports it.
	helper := filepath.Join(loader.ProjectDir(e.project), "helpers", "greet.ts")
	if err := os.WriteFile(helper, []byte("export function greet(name: string): string { return `Hi, ${name}!`; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h = e.open(t)
	if got := cachedStates(h); got != "bash=loaded/cached execute-string=failed/cached good=loaded/fresh throws-at-import=failed/cached" {
		t.Fatal(got)
	}
	if r, _ := h.Call(context.Background(), "good__hello", json.RawMessage(`{"name":"Ada"}`)); r.Output != "Hi, Ada!" {
		t.Fatalf("the edit was not picked up: %+v", r)
	}
	h.Close()

	// Fixing the broken one is picked up too.
	testutil.WriteFile(t, filepath.Join(loader.ProjectDir(e.project), "execute-string.js"),
		`export default { tools: [{ name: "ok", description: "d", inputSchema: { type: "object" }, execute: () => "fixed" }] };`)
	h = e.open(t)
	if got := cachedStates(h); !strings.Contains(got, "execute-string=loaded/fresh") {
		t.Fatal(got)
	}
	h.Close()

	// NoCache (earshot extensions check) evaluates everything.
	e.opts.NoCache = true
	h = e.open(t)
	if got := cachedStates(h); strings.Contains(got, "cached") {
		t.Fatal(got)
	}
}

// trustedGood is a project with good.ts, trusted, and a cache folder of
// its own.
func trustedGood(t *testing.T) *env {
	t.Helper()
	e := newEnv(t, "good.ts")
	e.opts.CacheDir = t.TempDir()
	if err := extensions.Trust(e.opts, "good"); err != nil {
		t.Fatal(err)
	}
	return e
}

// cachedGood opens trustedGood once, and returns it and the folder of the
// one cache object that start made.
func cachedGood(t *testing.T) (*env, string) {
	t.Helper()
	e := trustedGood(t)
	e.open(t).Close()
	objects := filepath.Join(e.opts.CacheDir, "extensions", "objects")
	entries, err := os.ReadDir(objects)
	if err != nil || len(entries) != 1 {
		t.Fatalf("objects: %v %v", entries, err)
	}
	return e, filepath.Join(objects, entries[0].Name())
}

func TestDamagedCacheIsIgnored(t *testing.T) {
	e, obj := cachedGood(t)

	// A damaged bundle is noticed when the extension starts, and rebuilt.
	os.WriteFile(filepath.Join(obj, "bundle.js"), []byte("export default { tools: [] }; // not what was cached"), 0o644)
	h := e.open(t)
	if !h.Extensions()[0].Cached {
		t.Fatal("not from the cache")
	}
	if r, _ := h.Call(context.Background(), "good__hello", json.RawMessage(`{"name":"Ada"}`)); r.Output != "Hello, Ada!" {
		t.Fatalf("a damaged bundle was used: %+v", r)
	}
	h.Close()

	// A manifest that is not JSON, or is another key's, is ignored.
	for _, bad := range []string{"{not json", `{"key":"0000","bundleSha256":"","manifest":{"tools":[]}}`} {
		os.WriteFile(filepath.Join(obj, "manifest.json"), []byte(bad), 0o644)
		h := e.open(t)
		if x := h.Extensions()[0]; x.Cached || x.State != extensions.StateLoaded || len(x.Tools) != 3 {
			t.Fatalf("manifest %q: %+v", bad, x)
		}
		h.Close()
	}
	// A damaged index is ignored.
	index := filepath.Join(e.opts.CacheDir, "extensions", "index")
	idx, _ := os.ReadDir(index)
	os.WriteFile(filepath.Join(index, idx[0].Name()), []byte("]"), 0o644)
	if x := e.open(t).Extensions()[0]; x.Cached || x.State != extensions.StateLoaded {
		t.Fatalf("damaged index: %+v", x)
	}
}

func TestStaleManifestFailsTheCallAndIsForgotten(t *testing.T) {
	e, obj := cachedGood(t)
	// Rewrite the cached manifest to claim other tools (as if the module
	// were not deterministic).
	// The manifest's own hash is made to match: this is a module that
	// exported other tools when it was cached, not damage.
	mpath := filepath.Join(obj, "manifest.json")
	b, _ := os.ReadFile(mpath)
	var mf map[string]json.RawMessage
	json.Unmarshal(b, &mf)
	mf["manifest"] = json.RawMessage(strings.Replace(string(mf["manifest"]), "Greets someone.", "Greets nobody.", 1))
	sum := sha256.Sum256(mf["manifest"])
	mf["manifestSha256"], _ = json.Marshal(hex.EncodeToString(sum[:]))
	b, _ = json.Marshal(mf)
	os.WriteFile(mpath, b, 0o644)
	h := e.open(t)
	if !h.Extensions()[0].Cached {
		t.Fatal("not cached")
	}
	r, _ := h.Call(context.Background(), "good__hello", json.RawMessage(`{"name":"x"}`))
	if !r.IsError || !strings.Contains(r.Output, "tools differ from the ones registered") {
		t.Fatalf("%+v", r)
	}
	h.Close()
	if x := e.open(t).Extensions()[0]; x.Cached {
		t.Fatal("the stale manifest was used again")
	}
}

func TestDamagedBundleWithoutManifest(t *testing.T) {
	// A load that timed out leaves a cached bundle but no manifest; a damaged
	// bundle is not used even then.
	e, obj := cachedGood(t)
	os.Remove(filepath.Join(obj, "manifest.json"))
	os.WriteFile(filepath.Join(obj, "bundle.js"), []byte("export default 1;"), 0o644)
	if x := e.open(t).Extensions()[0]; x.State != extensions.StateLoaded || x.Cached {
		t.Fatalf("%+v", x)
	}
}

// TestCacheKeepsOneObjectPerExtension: an edit replaces the extension's
// object; the ones it replaced are marked so, without their snapshots (the
// rest stays a while for other processes: TestReplacedObjectsGoAfterAGrace).
func TestCacheKeepsOneObjectPerExtension(t *testing.T) {
	e := trustedGood(t)
	path := filepath.Join(loader.ProjectDir(e.project), "good.ts")
	src, _ := os.ReadFile(path)
	for i := range 3 {
		os.WriteFile(path, append(src, []byte("\n// edit "+string(rune('a'+i))+"\n")...), 0o644)
		h := e.open(t)
		h.Call(context.Background(), "good__hello", json.RawMessage(`{"name":"x"}`)) // a snapshot
		h.Close()
	}
	objects := filepath.Join(e.opts.CacheDir, "extensions", "objects")
	entries, _ := os.ReadDir(objects)
	current := 0
	for _, d := range entries {
		snaps, _ := filepath.Glob(filepath.Join(objects, d.Name(), "snapshot-*.bin"))
		if _, err := os.Stat(filepath.Join(objects, d.Name(), "replaced")); err != nil {
			current++
		} else if len(snaps) > 0 {
			t.Errorf("a replaced object keeps its snapshots: %v", snaps)
		}
	}
	if current != 1 || len(entries) != 3 {
		t.Fatalf("%d current objects of %d after 3 edits, want 1 of 3", current, len(entries))
	}
}

// TestCachedFailureKeepsEveryProblem: a default export that breaks the
// contract in several places fails with all of them, and a start from the
// cache reports the same ones, each still matching ErrShape.
func TestCachedFailureKeepsEveryProblem(t *testing.T) {
	e := newEnv(t, "several-problems.js")
	e.opts.CacheDir = t.TempDir()
	if err := extensions.Trust(e.opts, "several-problems"); err != nil {
		t.Fatal(err)
	}
	var first string
	for i, want := range []string{"fresh", "cached"} {
		h := e.open(t)
		if got := cachedStates(h); got != "several-problems=failed/"+want {
			t.Fatal(got)
		}
		x := h.Extensions()[0]
		var ee *api.Error
		if !errors.As(x.Err, &ee) || ee.Property != "tools[0].description" || len(ee.More) != 3 {
			t.Fatalf("%s: %#v", want, x.Err)
		}
		for _, p := range ee.More {
			if !errors.Is(p.Err, api.ErrShape) {
				t.Errorf("%s: %s: %v does not match ErrShape", want, p.Property, p.Err)
			}
		}
		if i == 0 {
			first = x.Err.Error()
		} else if x.Err.Error() != first {
			t.Errorf("cached:\n%s\nfirst:\n%s", x.Err, first)
		}
		h.Close()
	}
}

// TestWarningsSurviveTheCache: esbuild's warnings are positioned, typed
// diagnostics, and a start that takes the extension from the cache —
// its tools, or only its bundle — reports the same ones as the start that
// bundled it.
func TestWarningsSurviveTheCache(t *testing.T) {
	e := newEnv(t)
	e.opts.CacheDir = t.TempDir()
	testutil.WriteFile(t, filepath.Join(e.config, "extensions", "warns.js"), `const o = { a: 1, a: 2 };
export default { tools: [{ name: "t", description: "d", inputSchema: { type: "object" }, readOnly: true,
  execute: () => String(o.a === -0) }] };
`)
	warnings := func(h *extensions.Host) []api.Diagnostic {
		t.Helper()
		x := h.Extensions()
		if len(x) != 1 || x[0].State != extensions.StateLoaded {
			t.Fatalf("extensions: %+v", x)
		}
		return x[0].Warnings
	}
	h := e.open(t)
	first := warnings(h)
	h.Close()
	ids := map[string]api.Diagnostic{}
	for _, d := range first {
		ids[d.ID] = d
	}
	dup, ok := ids["duplicate-object-key"]
	if !ok || ids["equals-negative-zero"].Line != 3 {
		t.Fatalf("warnings: %+v", first)
	}
	if dup.File != "warns.js" || dup.Line != 1 || dup.Column != 19 || dup.Phase != api.PhaseBundle ||
		!strings.Contains(dup.Text, `Duplicate key "a"`) || dup.String() != "warns.js:1:19: "+dup.Text {
		t.Fatalf("duplicate key: %+v (%s)", dup, dup)
	}
	for _, round := range []string{"cached tools", "cached bundle"} {
		if round == "cached bundle" { // the manifest gone: evaluated again from the cached bundle
			if err := filepath.WalkDir(e.opts.CacheDir, func(p string, d os.DirEntry, err error) error {
				if err == nil && d.Name() == "manifest.json" {
					return os.Remove(p)
				}
				return err
			}); err != nil {
				t.Fatal(err)
			}
		}
		h := e.open(t)
		got := warnings(h)
		if cached := h.Extensions()[0].Cached; cached != (round == "cached tools") {
			t.Fatalf("%s: Cached is %v", round, cached)
		}
		a, _ := json.Marshal(got)
		b, _ := json.Marshal(first)
		if string(a) != string(b) {
			t.Errorf("%s: warnings %s, first %s", round, a, b)
		}
		h.Close()
	}
}

// TestLinkedExtensionIsCached: a user's extension that is a link (kept in
// their dotfiles) is cached like any other, and pointing the link at
// another file is a change.
func TestLinkedExtensionIsCached(t *testing.T) {
	e := newEnv(t)
	e.opts.CacheDir = t.TempDir()
	dots := t.TempDir()
	tool := func(out string) string {
		return `export default { tools: [{ name: "t", description: "d", inputSchema: { type: "object" }, readOnly: true, execute: () => "` + out + `" }] };`
	}
	testutil.WriteFile(t, filepath.Join(dots, "a.ts"), tool("a"))
	testutil.WriteFile(t, filepath.Join(dots, "b.ts"), tool("b"))
	link := filepath.Join(e.config, "extensions", "linked.ts")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dots, "a.ts"), link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	var warnings []error
	e.opts.Warn = func(err error) { warnings = append(warnings, err) }
	check := func(wantCached bool, want string) {
		t.Helper()
		h := e.open(t)
		defer h.Close()
		x := h.Extensions()
		if len(x) != 1 || x[0].State != extensions.StateLoaded || x[0].Cached != wantCached {
			t.Fatalf("want cached=%v: %+v", wantCached, x)
		}
		r, err := h.Call(context.Background(), "linked__t", nil)
		if err != nil || r.Output != want {
			t.Fatalf("call: %+v %v, want %q", r, err, want)
		}
	}
	check(false, "a")
	check(true, "a")
	if err := os.Remove(link); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dots, "b.ts"), link); err != nil {
		t.Fatal(err)
	}
	check(false, "b")
	check(true, "b")
	if len(warnings) > 0 {
		t.Fatalf("warnings: %v", warnings)
	}
}
