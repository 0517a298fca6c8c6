package loader

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/fsutil"
)

// TestCacheKeysWhatBundlingRead: an edit that lands while an extension is
// being bundled — after esbuild read the file, before the bundle is
// cached — must show as a change at the next start: the cache records
// what bundling read, not what the files hold once it is done. (It
// recorded the latter, so the entry claimed the edit while its bundle held
// the old code, and every later start answered the old version.)
func TestCacheKeysWhatBundlingRead(t *testing.T) {
	for _, tt := range []struct {
		name string
		// edit runs once, right after the guard has read the file whose
		// base name is after.
		after string
		edit  func(t *testing.T, dir string)
		// want is in the bundle once the edit is seen.
		want string
	}{
		{"the extension's file", "x.ts", func(t *testing.T, dir string) {
			replace(t, filepath.Join(dir, "x.ts"), `"one"`, `"two"`)
		}, `"two"`},
		{"a helper", "h.js", func(t *testing.T, dir string) {
			replace(t, filepath.Join(dir, "lib", "h.js"), `"h.js"`, `"H.JS"`)
		}, `"H.JS"`},
		{"a file added beside another", "h.js", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "lib", "h.ts"), `export const h = "h.ts";`)
		}, `"h.ts"`},
		{"tsconfig paths", "x.ts", func(t *testing.T, dir string) {
			replace(t, filepath.Join(dir, "tsconfig.json"), "lib/a/*", "lib/b/*")
		}, `"b"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			w := func(rel, s string) { writeFile(t, filepath.Join(dir, rel), s) }
			w("x.ts", `import { h } from "./lib/h"; import { alias } from "@lib/alias";
export const v = ["one", h, alias];`)
			w("lib/h.js", `export const h = "h.js";`)
			w("lib/a/alias.ts", `export const alias = "a";`)
			w("lib/b/alias.ts", `export const alias = "b";`)
			w("tsconfig.json", `{"compilerOptions": {"baseUrl": ".", "paths": {"@lib/*": ["lib/a/*"]}}}`)
			f := File{Name: "x", Scope: api.ScopeProject, Path: filepath.Join(dir, "x.ts"), Dir: dir}
			cacheDir := t.TempDir()

			var once sync.Once
			testHookLoaded = func(path string) {
				if filepath.Base(path) == tt.after {
					once.Do(func() { tt.edit(t, dir) })
				}
			}
			defer func() { testHookLoaded = nil }()
			c := &Cache{Dir: cacheDir, Hasher: &fsutil.Hasher{}}
			b, err := BundleWith(context.Background(), f, c.Hasher)
			testHookLoaded = nil
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(b.Code, tt.want) {
				t.Fatalf("the edit landed before bundling read the file; nothing to check:\n%s", b.Code)
			}
			if _, err := c.Put(f, b); err != nil {
				t.Fatal(err)
			}
			// The next start: its own hasher, the files as they are now.
			next := &Cache{Dir: cacheDir, Hasher: &fsutil.Hasher{}}
			if e, hit := next.Lookup(f); hit {
				code, _ := e.Bundle()
				t.Fatalf("the cache entry claims the edit its bundle never saw:\n%s", code)
			}
			// Bundled again, the edit is in, and cached.
			b, err = BundleWith(context.Background(), f, next.Hasher)
			if err != nil || !strings.Contains(b.Code, tt.want) {
				t.Fatalf("bundled again: %v\n%s", err, b.Code)
			}
			if _, err := next.Put(f, b); err != nil {
				t.Fatal(err)
			}
			if _, hit := (&Cache{Dir: cacheDir, Hasher: &fsutil.Hasher{}}).Lookup(f); !hit {
				t.Fatal("the fresh entry is a miss")
			}
		})
	}
}

// TestLookupRemembersWhatItChecked: a start that checks an input by content
// and remembers its stat for the next start must remember the stat the
// file had when it was read — not the one it has after an edit that landed
// meanwhile, which would vouch for content never hashed.
func TestLookupRemembersWhatItChecked(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "x.ts"), `export const v = "one";`)
	f := File{Name: "x", Scope: api.ScopeProject, Path: filepath.Join(dir, "x.ts"), Dir: dir}
	cacheDir := t.TempDir()
	c := &Cache{Dir: cacheDir, Hasher: &fsutil.Hasher{}}
	b, err := BundleWith(context.Background(), f, c.Hasher)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Put(f, b); err != nil {
		t.Fatal(err)
	}
	// Long ago: the index, and the file, touched since (its stat changed,
	// its content did not), so a start checks it by content.
	past := time.Now().Add(-time.Hour)
	os.Chtimes(f.Path, past, past)
	setIndexWritten(t, c, f, past.Add(-time.Hour))

	// A start reads the file (its hasher remembers it as it is)...
	start := &Cache{Dir: cacheDir, Hasher: &fsutil.Hasher{}}
	if _, err := start.Hasher.Hash(f.Path); err != nil {
		t.Fatal(err)
	}
	// ...then an edit lands, keeping the size, dated long ago too...
	replace(t, f.Path, `"one"`, `"two"`)
	os.Chtimes(f.Path, past.Add(time.Minute), past.Add(time.Minute))
	// ...and the start looks the extension up: as it saw the file, it
	// is unchanged (the call racing the edit may answer the old version).
	if _, hit := start.Lookup(f); !hit {
		t.Fatal("a miss: the start's own view of the file is unchanged")
	}
	// The next start must see the edit.
	if e, hit := (&Cache{Dir: cacheDir, Hasher: &fsutil.Hasher{}}).Lookup(f); hit {
		code, _ := e.Bundle()
		t.Fatalf("the index was rewritten with a stat from after the edit; stale:\n%s", code)
	}
}

func replace(t *testing.T, path, old, new string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(b), old) {
		t.Fatalf("%s: %v (no %q)", path, err, old)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(string(b), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}

func setIndexWritten(t *testing.T, c *Cache, f File, when time.Time) {
	t.Helper()
	b, err := os.ReadFile(c.indexPath(f.Path))
	if err != nil {
		t.Fatal(err)
	}
	var idx indexFile
	if err := json.Unmarshal(b, &idx); err != nil {
		t.Fatal(err)
	}
	idx.Written = when.UnixNano()
	b, _ = json.Marshal(idx)
	if err := os.WriteFile(c.indexPath(f.Path), b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// writeFile writes path, making its folder (the package's own tests cannot
// import testutil, which imports the package).
func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestLookupRewritesOnlyWhatPays: a start rewrites an extension's index
// after checking a file by content (so the next start need not), but not
// for a folder that lookups went through and that only changes in ways
// they do not care about — a project or /tmp written to all the time would
// cost every start a rewrite of every index.
func TestLookupRewritesOnlyWhatPays(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "x.ts"), `import { h } from "./lib/h"; export const v = h;`)
	writeFile(t, filepath.Join(dir, "lib", "h.ts"), `export const h = 1;`)
	f := File{Name: "x", Scope: api.ScopeProject, Path: filepath.Join(dir, "x.ts"), Dir: dir}
	c := &Cache{Dir: t.TempDir(), Hasher: &fsutil.Hasher{}}
	b, err := BundleWith(context.Background(), f, c.Hasher)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Put(f, b); err != nil {
		t.Fatal(err)
	}
	past := time.Now().Add(-time.Hour)
	for _, p := range []string{f.Path, filepath.Join(dir, "lib", "h.ts"), filepath.Join(dir, "lib"), dir} {
		os.Chtimes(p, past, past)
	}
	setIndexWritten(t, c, f, past.Add(time.Minute)) // the files' times are racy
	index := func() string {
		b, _ := os.ReadFile(c.indexPath(f.Path))
		return string(b)
	}
	lookup := func() {
		t.Helper()
		if _, hit := (&Cache{Dir: c.Dir, Hasher: &fsutil.Hasher{}}).Lookup(f); !hit {
			t.Fatal("a miss")
		}
	}
	before := index()
	lookup()
	after := index()
	if after == before {
		t.Fatal("racy inputs checked by content were not remembered")
	}
	// A while later (every stat recorded as it is, none racy), an
	// unrelated file in the extensions folder: its stat changes, what the
	// lookups there look for does not.
	settle(t, c, f, past)
	after = index()
	writeFile(t, filepath.Join(dir, "notes.txt"), "x")
	lookup()
	if index() != after {
		t.Fatal("the index was rewritten for a folder change no lookup cares about")
	}
}

// settle rewrites f's index as a start long after everything was last
// changed would have: each input's and folder's stat as it is now, all
// modified before the index was written.
func settle(t *testing.T, c *Cache, f File, modified time.Time) {
	t.Helper()
	b, err := os.ReadFile(c.indexPath(f.Path))
	if err != nil {
		t.Fatal(err)
	}
	var idx indexFile
	if err := json.Unmarshal(b, &idx); err != nil {
		t.Fatal(err)
	}
	for j := range idx.Inputs {
		st, err := os.Stat(idx.Inputs[j].Path)
		if err != nil {
			t.Fatal(err)
		}
		idx.Inputs[j].Stat, idx.Inputs[j].ModTime = fsutil.StatKey(st), modified.UnixNano()
	}
	for j := range idx.Dirs {
		if st, err := os.Stat(idx.Dirs[j].Path); err == nil {
			idx.Dirs[j].Stat, idx.Dirs[j].ModTime = fsutil.StatKey(st), modified.UnixNano()
		}
	}
	idx.Written = time.Now().Add(-time.Minute).UnixNano()
	b, _ = json.Marshal(idx)
	if err := os.WriteFile(c.indexPath(f.Path), b, 0o600); err != nil {
		t.Fatal(err)
	}
}
