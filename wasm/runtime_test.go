package wasm

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// cacheFiles are the files of the compilation cache in dir.
func cacheFiles(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	filepath.WalkDir(filepath.Join(dir, cacheFolder), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// recorder collects a Runtime's warnings.
type recorder struct {
	sync.Mutex
	got []error
}

func (r *recorder) warn(err error) {
	r.Lock()
	r.got = append(r.got, err)
	r.Unlock()
}

func (r *recorder) count() int {
	r.Lock()
	defer r.Unlock()
	return len(r.got)
}

// prepare makes a Runtime on dir, compiles QuickJS in it and checks that
// an instance of it runs; it reports whether QuickJS was compiled (not
// read from the cache).
func prepare(t *testing.T, dir string, warn func(error)) bool {
	t.Helper()
	r := NewRuntime(RuntimeOptions{CacheDir: dir, Warn: warn})
	defer r.Close()
	_, compiled, err := r.compile(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	inst := newTestInstance(t, InstanceConfig{Runtime: r})
	if got, err := eval(inst, `[1, 2, 3].map((x) => x * x).join()`); err != nil || got != "1,4,9" {
		t.Fatalf("an instance of the compiled QuickJS: %q, %v", got, err)
	}
	inst.Close()
	return compiled
}

// TestCompilationCache: the first Runtime on a cache folder compiles
// QuickJS and writes it there; the next reads it back (compiles nothing);
// without a folder, each compiles.
func TestCompilationCache(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: compiles QuickJS afresh, twice")
	}
	dir := t.TempDir()
	var warnings recorder
	if !prepare(t, dir, warnings.warn) {
		t.Fatal("the first Runtime on an empty cache folder compiled nothing")
	}
	files := cacheFiles(t, dir)
	if len(files) == 0 {
		t.Fatal("nothing was written to the cache folder")
	}
	if prepare(t, dir, warnings.warn) {
		t.Fatal("the second Runtime compiled QuickJS again: a cache miss")
	}
	if got := cacheFiles(t, dir); len(got) != len(files) {
		t.Fatalf("a cache hit changed the folder: %v, was %v", got, files)
	}
	if !prepare(t, "", warnings.warn) {
		t.Fatal("a Runtime without a cache folder did not compile")
	}
	if n := warnings.count(); n != 0 {
		t.Fatalf("warnings: %v", warnings.got)
	}
}

// TestCompilationCacheDamage: whatever happened to the compiled QuickJS in
// the cache — cut short, emptied, a bit flipped in its code, replaced by
// a folder, the cache's folder a file — the next Runtime still compiles it
// and runs it, says what was wrong, and leaves the cache good again where
// it can be written.
func TestCompilationCacheDamage(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: compiles QuickJS afresh for each kind of damage")
	}
	for _, tt := range []struct {
		name   string
		damage func(t *testing.T, entry string)
	}{
		{"cut short", func(t *testing.T, entry string) {
			st, _ := os.Stat(entry)
			os.Truncate(entry, st.Size()/2)
		}},
		{"empty", func(t *testing.T, entry string) { os.Truncate(entry, 0) }},
		{"a bit flipped in the code", func(t *testing.T, entry string) {
			b, err := os.ReadFile(entry)
			if err != nil {
				t.Fatal(err)
			}
			b[len(b)/2] ^= 0x10
			os.WriteFile(entry, b, 0o600)
		}},
		{"another format", func(t *testing.T, entry string) { os.WriteFile(entry, []byte("not an entry at all"), 0o600) }},
		{"a folder", func(t *testing.T, entry string) { os.Remove(entry); os.MkdirAll(filepath.Join(entry, "x"), 0o700) }},
		{"the cache's folder a file", func(t *testing.T, entry string) {
			sub := filepath.Join(filepath.Dir(filepath.Dir(entry)))
			os.RemoveAll(sub)
			os.WriteFile(sub, []byte("x"), 0o600)
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			prepare(t, dir, func(err error) { t.Error(err) })
			files := cacheFiles(t, dir)
			if len(files) != 1 {
				t.Fatalf("cache files: %v", files)
			}
			tt.damage(t, files[0])
			var warnings recorder
			if !prepare(t, dir, warnings.warn) {
				t.Error("a damaged cache entry was used")
			}
			if warnings.count() == 0 {
				t.Error("the damage was not reported")
			}
			// The next start reads the cache again, when it can be
			// written, without a word.
			if _, err := os.Stat(filepath.Join(dir, cacheFolder)); err == nil {
				if prepare(t, dir, func(err error) { t.Error(err) }) {
					t.Error("the cache was not written afresh after the damage")
				}
			}
		})
	}
}

// TestRuntimeClosed: a closed Runtime starts no instance.
func TestRuntimeClosed(t *testing.T) {
	r := NewRuntime(RuntimeOptions{})
	r.Close()
	if _, err := NewInstance(context.Background(), InstanceConfig{Runtime: r}); !errors.Is(err, errRuntimeClosed) {
		t.Fatalf("got %v, want errRuntimeClosed", err)
	}
}

// TestExceptionText: an exception comes back as QuickJS's string of it
// and, for an error, its stack; a value that is not an error, as its
// string; one whose conversion throws, as a placeholder, the instance fine.
func TestExceptionText(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	for _, tt := range []struct {
		code  string
		want  string
		stack bool
	}{
		{`function thrower() { throw new TypeError("bad " + 42) }; thrower()`, "TypeError: bad 42", true},
		{`throw "a string"`, "a string", false},
		{`throw 7`, "7", false},
		{`throw { toString() { throw new Error("no") } }`, "exception (not convertible to a string)", false},
	} {
		_, err := inst.Eval([]byte(tt.code))
		var je *jsError
		if !errors.As(err, &je) {
			t.Fatalf("%s: got %v, want a *jsError", tt.code, err)
		}
		first, rest, _ := strings.Cut(je.Message, "\n")
		if first != tt.want {
			t.Errorf("%s: %q, want %q first", tt.code, je.Message, tt.want)
		}
		if hasStack := strings.Contains(rest, "at thrower"); hasStack != tt.stack {
			t.Errorf("%s: stack %q (want one: %v)", tt.code, rest, tt.stack)
		}
	}
	if got, err := eval(inst, `"still " + "fine"`); err != nil || got != "still fine" {
		t.Fatalf("after the exceptions: %q, %v", got, err)
	}
}

// TestRunAndProperty: Run runs a compiled script, whose global Eval then
// hands back, and Property a property of a value; both stay valid for the
// instance's life, also once the global is gone.
func TestRunAndProperty(t *testing.T) {
	inst := newTestInstance(t, InstanceConfig{})
	bc, err := inst.Compile("lib.js", `globalThis.lib = { name: "lib", add(a, b) { return a + b } }`, Script)
	if err != nil {
		t.Fatal(err)
	}
	if err := inst.Run("lib.js", bc, Script); err != nil {
		t.Fatalf("Run: %v", err)
	}
	lib, err := inst.Eval([]byte("lib"))
	if err != nil || !lib.IsObject() {
		t.Fatalf("lib: %v, %v", lib, err)
	}
	add, err := inst.Property(lib, "add")
	if err != nil || !add.IsObject() {
		t.Fatalf("Property: %v, %v", add, err)
	}
	if _, err := inst.Eval([]byte(`delete globalThis.lib; 1`)); err != nil {
		t.Fatal(err)
	}
	if err := inst.Memory().Collect(); err != nil {
		t.Fatal(err)
	}
	v, err := inst.Call(add, lib, Int(2), Int(3))
	if err != nil || v != Int(5) {
		t.Fatalf("lib.add(2, 3) after the global went: %v, %v", v, err)
	}
	name, err := inst.Property(lib, "name")
	if s, _ := inst.String(name); err != nil || s != "lib" {
		t.Fatalf("lib.name: %q, %v", s, err)
	}
	if u, err := inst.Property(lib, "missing"); err != nil || u != Undefined {
		t.Fatalf("lib.missing: %v, %v", u, err)
	}
}

// TestCompileDropsTheOldCache: compiling into a cache folder removes the
// compiled code an older earshot left there in its own layout, and what
// another version of wazero compiled, which nothing reads any more; a
// cache hit leaves the folder alone.
func TestCompileDropsTheOldCache(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, oldCacheFolder)
	otherWazero := filepath.Join(dir, cacheFolder, "wazero-v0.9.9-"+runtime.GOARCH+"-"+runtime.GOOS)
	for _, d := range []string{old, otherWazero} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, "entry"), make([]byte, 1024), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	keep := filepath.Join(dir, "something-else")
	if err := os.WriteFile(keep, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if !prepare(t, dir, nil) {
		t.Fatal("the first Runtime on the folder compiled nothing")
	}
	for _, d := range []string{old, otherWazero} {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Fatalf("the old cache %s is still there: %v", d, err)
		}
	}
	if _, err := os.Stat(keep); err != nil {
		t.Fatalf("another file of the folder went: %v", err)
	}
	entries, err := os.ReadDir(filepath.Join(dir, cacheFolder))
	if err != nil || len(entries) != 1 {
		t.Fatalf("the cache folder holds %v (%v), not the one compile's", entries, err)
	}
	// A cache hit (a Runtime of another wazero's folder made meanwhile,
	// say) leaves the folder alone.
	if err := os.MkdirAll(otherWazero, 0o755); err != nil {
		t.Fatal(err)
	}
	if prepare(t, dir, nil) {
		t.Fatal("the second Runtime on the folder compiled again")
	}
	if _, err := os.Stat(otherWazero); err != nil {
		t.Fatalf("a cache hit removed %s: %v", otherWazero, err)
	}
}
