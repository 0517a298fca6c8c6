package loader_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/earshot/extensions/loader"
)

func TestDigests(t *testing.T) {
	f := loader.File{Name: "jira", Dir: "/p/.earshot/extensions", Path: "/p/.earshot/extensions/jira.ts"}
	hashes := map[string]string{
		"/p/.earshot/extensions/jira.ts":                         "aaaaaaaaaaaaaaaaaaaa",
		"/p/.earshot/extensions/lib/h.ts":                        "bbbbbbbbbbbbbbbbbbbb",
		"/p/.earshot/node_modules/zod/index.js":                  "cccccccccccccccccccc",
		"/p/.earshot/node_modules/zod/lib/types.js":              "dddddddddddddddddddd",
		"/p/node_modules/@scope/pkg/dist/x.js":                   "eeeeeeeeeeeeeeeeeeee",
		"/p/node_modules/@scope/pkg/node_modules/inner/index.js": "ffffffffffffffffffff",
		"/p/package.json":                                        "gggggggggggggggggggg",
	}
	d := loader.Digests(f, hashes)
	for _, k := range []string{"jira.ts", "lib/h.ts", "node_modules/zod", "node_modules/@scope/pkg", "node_modules/inner", "/p/package.json"} {
		if d[k] == "" {
			t.Errorf("no digest for %s: %v", k, d)
		}
	}
	if len(d) != 6 {
		t.Errorf("%d digests: %v", len(d), d)
	}
	if got := loader.ChangedSince(d, d, f.Dir); got != "" {
		t.Errorf("unchanged: %q", got)
	}
	hashes["/p/.earshot/node_modules/zod/lib/types.js"] = "changed"
	delete(hashes, "/p/.earshot/extensions/lib/h.ts")
	if got := loader.ChangedSince(d, loader.Digests(f, hashes), f.Dir); got != "lib/h.ts (gone), node_modules/zod" {
		t.Errorf("got %q", got)
	}
}

// TestDigestOfAPackageJSON: npm install writing devDependencies into the
// package.json above the extensions changes nothing bundling makes, and is
// no change since trust; a field that steers bundling ("type") is, shown
// by its path from the extensions folder. A package.json recorded whole
// by an earlier earshot is not compared.
func TestDigestOfAPackageJSON(t *testing.T) {
	earshot := t.TempDir()
	dir := filepath.Join(earshot, "extensions")
	f := loader.File{Name: "a", Dir: dir, Path: filepath.Join(dir, "a.ts")}
	pkg := filepath.Join(earshot, "package.json")
	write := func(s string) map[string]string {
		t.Helper()
		if err := os.WriteFile(pkg, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return loader.Digests(f, map[string]string{f.Path: "aaaaaaaaaaaaaaaaaaaa", pkg: "whole-file-hash-of-the-moment"})
	}
	trusted := write(`{ "private": true }`)
	installed := write(`{ "private": true, "devDependencies": { "typescript": "^5.9.3" } }`)
	if got := loader.ChangedSince(trusted, installed, dir); got != "" {
		t.Errorf("after npm install: %q", got)
	}
	if got := loader.ChangedSince(trusted, write(`{ "private": true, "type": "module" }`), dir); got != "../package.json" {
		t.Errorf("after a change of type: %q", got)
	}
	old := map[string]string{"a.ts": trusted["a.ts"], pkg: "0123456789abcdef"}
	if got := loader.ChangedSince(old, installed, dir); got != "" {
		t.Errorf("an entry of an earlier earshot: %q", got)
	}
}
