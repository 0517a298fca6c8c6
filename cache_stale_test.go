package extensions_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// TestCacheSeesEveryChange: whatever can change what an extension's bundle
// holds makes the next start bundle it again — not only an edit to a file
// it read, but a change to how its imports resolve (a file added beside
// another, a package's main, a closer node_modules, tsconfig paths, a link
// retargeted) and an edit that keeps the file's size and time.
func TestCacheSeesEveryChange(t *testing.T) {
	type project struct{ root, ext string }
	setup := func(t *testing.T) (*env, project) {
		e := newEnv(t)
		e.opts.CacheDir = t.TempDir()
		p := project{root: e.project, ext: loader.ProjectDir(e.project)}
		w := func(rel, s string) { testutil.WriteFile(t, filepath.Join(p.ext, rel), s) }
		w("which.ts", `import { h } from "./lib/h"; import { pkg } from "pkg"; import { alias } from "@lib/alias"; import { linked } from "./linked/l";
export default { tools: [{ name: "say", description: "d", readOnly: true, inputSchema: { type: "object" },
  execute: () => [h, pkg, alias, linked].join(" ") }] };`)
		w("lib/h.js", `export const h = "h.js";`)
		w("lib/x/alias.ts", `export const alias = "x";`)
		w("lib/y/alias.ts", `export const alias = "y";`)
		w("tsconfig.json", `{"compilerOptions": {"baseUrl": ".", "paths": {"@lib/*": ["lib/x/*"]}}}`)
		w("folderA/l.ts", `export const linked = "A";`)
		w("folderB/l.ts", `export const linked = "B";`)
		if err := os.Symlink("folderA", filepath.Join(p.ext, "linked")); err != nil {
			t.Skip("needs symlinks:", err)
		}
		// pkg, far: in the project's node_modules.
		testutil.WriteFile(t, filepath.Join(p.root, "node_modules", "pkg", "package.json"), `{"name": "pkg", "main": "a.js"}`)
		testutil.WriteFile(t, filepath.Join(p.root, "node_modules", "pkg", "a.js"), `exports.pkg = "a";`)
		testutil.WriteFile(t, filepath.Join(p.root, "node_modules", "pkg", "b.js"), `exports.pkg = "b";`)
		if err := extensions.Trust(e.opts, "which"); err != nil {
			t.Fatal(err)
		}
		return e, p
	}
	say := func(t *testing.T, e *env) (string, bool) {
		t.Helper()
		h := e.open(t)
		defer h.Close()
		x := h.Extensions()[0]
		if x.State != extensions.StateLoaded {
			t.Fatalf("%s: %v", x.State, x.Err)
		}
		r, err := h.Call(context.Background(), "which__say", nil)
		if err != nil || r.IsError {
			t.Fatalf("%+v %v", r, err)
		}
		return r.Output, x.Cached
	}
	for _, tt := range []struct {
		name   string
		change func(t *testing.T, p project)
		want   string
	}{
		{"a file added beside another", func(t *testing.T, p project) {
			testutil.WriteFile(t, filepath.Join(p.ext, "lib", "h.ts"), `export const h = "h.ts";`)
		}, "h.ts a x A"},
		{"a package's main", func(t *testing.T, p project) {
			testutil.WriteFile(t, filepath.Join(p.root, "node_modules", "pkg", "package.json"), `{"name": "pkg", "main": "b.js"}`)
		}, "h.js b x A"},
		{"a closer node_modules", func(t *testing.T, p project) {
			testutil.WriteFile(t, filepath.Join(p.root, ".earshot", "node_modules", "pkg", "package.json"), `{"name": "pkg"}`)
			testutil.WriteFile(t, filepath.Join(p.root, ".earshot", "node_modules", "pkg", "index.js"), `exports.pkg = "closer";`)
		}, "h.js closer x A"},
		{"tsconfig paths", func(t *testing.T, p project) {
			testutil.WriteFile(t, filepath.Join(p.ext, "tsconfig.json"), `{"compilerOptions": {"baseUrl": ".", "paths": {"@lib/*": ["lib/y/*"]}}}`)
		}, "h.js a y A"},
		{"a link retargeted", func(t *testing.T, p project) {
			link := filepath.Join(p.ext, "linked")
			os.Remove(link)
			if err := os.Symlink("folderB", link); err != nil {
				t.Fatal(err)
			}
		}, "h.js a x B"},
		{"an edit that keeps size and time", func(t *testing.T, p project) {
			f := filepath.Join(p.ext, "lib", "h.js")
			st, _ := os.Stat(f)
			os.WriteFile(f, []byte(`export const h = "H.JS";`), 0o644)
			os.Chtimes(f, st.ModTime(), st.ModTime())
		}, "H.JS a x A"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e, p := setup(t)
			if got, _ := say(t, e); got != "h.js a x A" {
				t.Fatalf("first: %q", got)
			}
			// Past the racy window, so that the second start trusts stats.
			backdate(t, p.root, 10*time.Second)
			if got, cached := say(t, e); got != "h.js a x A" || !cached {
				t.Fatalf("second: %q cached=%v", got, cached)
			}
			tt.change(t, p)
			if got, cached := say(t, e); got != tt.want || cached {
				t.Fatalf("after the change: %q cached=%v, want %q", got, cached, tt.want)
			}
		})
	}
}

// backdate moves the modification times of everything under dir back by
// d, and the cache indexes' times with them, as if the last start had been
// d ago.
func backdate(t *testing.T, dir string, d time.Duration) {
	t.Helper()
	filepath.Walk(dir, func(p string, st os.FileInfo, err error) error {
		if err == nil && st.Mode()&os.ModeSymlink == 0 {
			os.Chtimes(p, st.ModTime().Add(-d), st.ModTime().Add(-d))
		}
		return nil
	})
}

// TestRacyTimestamps: a file changed so soon after it was cached that its
// time cannot tell (the same tick) is checked by its content.
func TestRacyTimestamps(t *testing.T) {
	e := newEnv(t, "good.ts")
	e.opts.CacheDir = t.TempDir()
	if err := extensions.Trust(e.opts, "good"); err != nil {
		t.Fatal(err)
	}
	e.open(t).Close()
	// The index was written just now: every input is racy, so each is
	// hashed; the extension still comes from the cache when none changed.
	h := e.open(t)
	if x := h.Extensions()[0]; !x.Cached {
		t.Fatalf("not cached: %+v", x)
	}
	h.Close()
	// Change a helper's content, keeping everything its stat shows except
	// what a file system with coarse times would not show: the index's
	// entry is made to match the new stat, as if written in the same tick.
	helper := filepath.Join(loader.ProjectDir(e.project), "helpers", "greet.ts")
	os.WriteFile(helper, []byte("export function greet(name: string): string { return `Yo, ${name}!`; }\n"), 0o644)
	forgeIndexStats(t, e.opts.CacheDir)
	h = e.open(t)
	defer h.Close()
	if r, _ := h.Call(context.Background(), "good__hello", json.RawMessage(`{"name":"Ada"}`)); r.Output != "Yo, Ada!" {
		t.Fatalf("a racy edit was missed: %+v", r)
	}
}

// forgeIndexStats rewrites every cache index so that its recorded stats
// are the files' current ones (what a coarse clock would have recorded),
// leaving the hashes and the time it was written.
func forgeIndexStats(t *testing.T, cacheDir string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(cacheDir, "extensions", "index", "*.json"))
	for _, f := range files {
		b, _ := os.ReadFile(f)
		var idx map[string]any
		json.Unmarshal(b, &idx)
		for _, in := range idx["inputs"].([]any) {
			m := in.(map[string]any)
			st, err := os.Stat(m["path"].(string))
			if err != nil {
				continue
			}
			m["stat"] = fsutil.StatKey(st)
			m["mtime"] = st.ModTime().UnixNano()
		}
		b, _ = json.Marshal(idx)
		os.WriteFile(f, b, 0o600)
	}
}

// TestCheckBundlesFromSource: NoCache (earshot extensions check) bundles
// every extension from its files, whatever the cache holds.
func TestCheckBundlesFromSource(t *testing.T) {
	e, obj := cachedGood(t)
	// A cached bundle that says something else, with an index that vouches
	// for it (as a cache that went wrong somehow would).
	bundle := filepath.Join(obj, "bundle.js")
	b, _ := os.ReadFile(bundle)
	forged := strings.Replace(string(b), "Hello, ", "Forged, ", 1)
	os.WriteFile(bundle, []byte(forged), 0o600)
	os.Remove(filepath.Join(obj, "manifest.json"))
	files, _ := filepath.Glob(filepath.Join(e.opts.CacheDir, "extensions", "index", "*.json"))
	for _, f := range files {
		ib, _ := os.ReadFile(f)
		var idx map[string]any
		json.Unmarshal(ib, &idx)
		sum := sha256.Sum256([]byte(forged))
		idx["bundleSha256"] = hex.EncodeToString(sum[:])
		ib, _ = json.Marshal(idx)
		os.WriteFile(f, ib, 0o600)
	}
	hello := func() string {
		h := e.open(t)
		defer h.Close()
		r, _ := h.Call(context.Background(), "good__hello", json.RawMessage(`{"name":"Ada"}`))
		return r.Output
	}
	if got := hello(); got != "Forged, Ada!" {
		t.Skipf("the forged bundle was not used (%q): nothing to check", got)
	}
	e.opts.NoCache = true
	if got := hello(); got != "Hello, Ada!" {
		t.Fatalf("check used the cached bundle: %q", got)
	}
}

// TestDamagedManifestIsNotBelieved: a manifest whose tool list was damaged
// in the file (a tool renamed) is not used; the extension is evaluated.
func TestDamagedManifestIsNotBelieved(t *testing.T) {
	e, obj := cachedGood(t)
	m := filepath.Join(obj, "manifest.json")
	b, _ := os.ReadFile(m)
	if !strings.Contains(string(b), `"hello"`) {
		t.Fatalf("manifest: %s", b)
	}
	os.WriteFile(m, []byte(strings.Replace(string(b), `"hello"`, `"jello"`, 1)), 0o600)
	h := e.open(t)
	defer h.Close()
	if x := h.Extensions()[0]; x.Cached {
		t.Fatal("the damaged manifest was used")
	}
	if _, ok := h.Tool("good__hello"); !ok {
		t.Fatal("good__hello is missing")
	}
	if _, ok := h.Tool("good__jello"); ok {
		t.Fatal("the damaged name was registered")
	}
}

// TestCacheIgnoresUnrelatedFiles: resolution looks in the project's folder
// and every folder above it (for node_modules and config files), but a
// file created there that no lookup could find — an editor's swap file, a
// build output, anything in /tmp or a home folder — keeps the cache.
func TestCacheIgnoresUnrelatedFiles(t *testing.T) {
	e := newEnv(t)
	e.opts.CacheDir = t.TempDir()
	ext := loader.ProjectDir(e.project)
	testutil.WriteFile(t, filepath.Join(ext, "u.ts"), `import { h } from "./lib/h"; import { pkg } from "pkg";
export default { tools: [{ name: "say", description: "d", readOnly: true, inputSchema: { type: "object" },
  execute: () => h + " " + pkg }] };`)
	testutil.WriteFile(t, filepath.Join(ext, "lib", "h.ts"), `export const h = "h";`)
	testutil.WriteFile(t, filepath.Join(e.project, "node_modules", "pkg", "index.js"), `exports.pkg = "pkg";`)
	if err := extensions.Trust(e.opts, "u"); err != nil {
		t.Fatal(err)
	}
	start := func() bool {
		t.Helper()
		h := e.open(t)
		defer h.Close()
		x := h.Extensions()[0]
		if x.State != extensions.StateLoaded {
			t.Fatalf("%s: %v", x.State, x.Err)
		}
		return x.Cached
	}
	start()
	for i, p := range []string{
		filepath.Join(e.project, "notes.txt"),
		filepath.Join(e.project, "build", "out.js"),
		filepath.Join(filepath.Dir(e.project), fmt.Sprintf("unrelated-%d", os.Getpid())),
		filepath.Join(ext, "lib", "other.ts"),
		filepath.Join(ext, ".u.ts.swp"),
		filepath.Join(e.project, "node_modules", "another", "index.js"),
	} {
		testutil.WriteFile(t, p, "x")
		if !start() {
			t.Fatalf("after creating %s (change %d) the extension was bundled again", p, i)
		}
	}
	// And what a lookup can find still counts.
	testutil.WriteFile(t, filepath.Join(ext, "lib", "h.js"), `export const h = "js";`)
	if start() {
		t.Fatal("h.js beside h.ts did not bundle again")
	}
}
