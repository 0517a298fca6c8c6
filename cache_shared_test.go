package extensions_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// writeAtomically replaces path the way editors and git do: a new file
// renamed over the old one.
func writeAtomically(t *testing.T, path, content string) {
	t.Helper()
	tmp := path + ".tmp~"
	testutil.WriteFile(t, tmp, content)
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// TestAServerAnswersTheVersionItListed: a host that does not watch lists
// an extension's tools from the cache; another process, started after an
// edit that added a tool, refreshes the cache; the first host's first
// call must answer from the version it listed (it failed: the other
// process had removed that version's bundle, so the host bundled the new
// file, whose tools differ from the ones it registered).
func TestAServerAnswersTheVersionItListed(t *testing.T) {
	config, cache := t.TempDir(), t.TempDir()
	file := filepath.Join(config, "extensions", "alpha.js")
	v1 := `export default { tools: [{ name: "old", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => "v1" }] };`
	v2 := `export default { tools: [
  { name: "old", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => "v2" },
  { name: "new", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => "v2 new" }] };`
	testutil.WriteFile(t, file, v1)
	opts := extensions.Options{Runtime: hosttest.Runtime(), ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: cache, Pages: testutil.Pages()}
	open := func() *extensions.Host {
		t.Helper()
		return hosttest.Open(t, opts)
	}
	// A first start caches v1 (its bundle, tools and snapshot).
	h := open()
	if got := hosttest.Call(t, h, "alpha__old"); got != "v1" {
		t.Fatal(got)
	}
	h.Close()

	server := open() // lists v1 from the cache; nothing started yet
	if got := toolNames(server); got != "alpha__old" || !server.Extensions()[0].Cached {
		t.Fatalf("the server's tools: %s (cached: %v)", got, server.Extensions()[0].Cached)
	}
	writeAtomically(t, file, v2)
	later := time.Now().Add(5 * time.Second)
	os.Chtimes(file, later, later)
	other := open() // bundles v2, and caches it
	if got := hosttest.Call(t, other, "alpha__new"); got != "v2 new" {
		t.Fatal(got)
	}
	other.Close()

	r, err := server.Call(context.Background(), "alpha__old", nil)
	if err != nil || r.IsError || r.Output != "v1" {
		t.Fatalf("the server's first call, after another process refreshed the cache: %+v %v", r, err)
	}
	// And its next start sees v2.
	server.Close()
	if got := toolNames(open()); got != "alpha__new alpha__old" {
		t.Fatalf("the next start: %s", got)
	}
}

// TestReplacedObjectsGoAfterAGrace: an object no index points to any more
// loses its snapshots at once and the rest a day later; the current ones
// stay.
func TestReplacedObjectsGoAfterAGrace(t *testing.T) {
	config, cache := t.TempDir(), t.TempDir()
	file := filepath.Join(config, "extensions", "alpha.js")
	ext := func(v string) string {
		return `export default { tools: [{ name: "v", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => "` + v + `" }] };`
	}
	opts := extensions.Options{Runtime: hosttest.Runtime(), ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: cache, Pages: testutil.Pages()}
	objects := filepath.Join(cache, "extensions", "objects")
	start := func(v string) {
		t.Helper()
		writeAtomically(t, file, ext(v))
		later := time.Now().Add(time.Duration(len(v)) * time.Second)
		os.Chtimes(file, later, later)
		h, err := extensions.Open(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		if got := hosttest.Call(t, h, "alpha__v"); got != v {
			t.Fatal(got)
		}
		h.Close()
	}
	list := func(pattern string) []string {
		m, _ := filepath.Glob(filepath.Join(objects, "*", pattern))
		return m
	}
	start("a")
	first, _ := filepath.Glob(filepath.Join(objects, "*"))
	if len(first) != 1 || len(list("snapshot-*.bin")) != 1 {
		t.Fatalf("objects: %v", first)
	}
	start("bb")
	if len(list("bundle.js")) != 2 || len(list("snapshot-*.bin")) != 1 || len(list("replaced")) != 1 {
		t.Fatalf("after an edit: bundles %v, snapshots %v, marks %v", list("bundle.js"), list("snapshot-*.bin"), list("replaced"))
	}
	if _, err := os.Stat(filepath.Join(first[0], "replaced")); err != nil {
		t.Fatal("the first object is not the one marked")
	}
	// A day and more later (the mark and the last sweep backdated), the
	// next start's sweep removes it.
	past := time.Now().Add(-25 * time.Hour)
	os.Chtimes(filepath.Join(first[0], "replaced"), past, past)
	os.Chtimes(filepath.Join(cache, "extensions", "swept"), past, past)
	start("bb")
	if _, err := os.Stat(first[0]); !os.IsNotExist(err) {
		t.Fatalf("the replaced object is still there: %v", err)
	}
	if len(list("bundle.js")) != 1 || len(list("replaced")) != 0 {
		t.Fatalf("the current object: bundles %v, marks %v", list("bundle.js"), list("replaced"))
	}
}

// TestTimeoutWhileQuickJSCompilesNamesTheCallTimeout: a call whose time runs
// out while QuickJS is being compiled for its instance (an empty compile
// cache; the tools came from the extension cache) is a call timeout, which
// says so — not the caller's deadline, which was never set.
func TestTimeoutWhileQuickJSCompilesNamesTheCallTimeout(t *testing.T) {
	config, cache := t.TempDir(), t.TempDir()
	testutil.WriteFile(t, filepath.Join(config, "extensions", "alpha.js"),
		`export default { tools: [{ name: "hi", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => "hi" }] };`)
	opts := extensions.Options{ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: cache, Pages: testutil.Pages()}
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := hosttest.Call(t, h, "alpha__hi"); got != "hi" {
		t.Fatal(got)
	}
	h.Close()
	compiled, _ := filepath.Glob(filepath.Join(cache, loader.CacheCompiled, "wazero*"))
	if len(compiled) == 0 {
		t.Fatal("no compile cache to remove")
	}
	for _, d := range compiled {
		os.RemoveAll(d)
	}
	opts.Limits.CallTimeout = 50 * time.Millisecond
	h, err = extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if x := h.Extensions()[0]; !x.Cached {
		t.Fatal("the tools did not come from the cache")
	}
	r, err := h.Call(context.Background(), "alpha__hi", nil)
	if err != nil {
		t.Fatal(err)
	}
	if l := api.LimitOf(r.Err); l != api.LimitCallTimeout || !strings.Contains(r.Output, "compiling QuickJS") {
		t.Fatalf("limit %q: %q", l, r.Output)
	}
}
