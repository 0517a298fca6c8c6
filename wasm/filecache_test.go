package wasm

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tetratelabs/wazero"
)

// A module exporting f, which returns 42.
var answerModule = []byte("\x00asm\x01\x00\x00\x00\x01\x05\x01\x60\x00\x01\x7f\x03\x02\x01\x00\x07\x05\x01\x01f\x00\x00\x0a\x06\x01\x04\x00\x41\x2a\x0b")

// warnings is where the file cache tests' runtime reports problems.
var warnings struct {
	sync.Mutex
	got []error
}

// testRuntime owns the file caches of these tests (their warnings and
// writes).
var testRuntime = NewRuntime("", func(err error) {
	warnings.Lock()
	warnings.got = append(warnings.got, err)
	warnings.Unlock()
})

// compileWith compiles answerModule with a file cache in dir and calls f.
func compileWith(t *testing.T, dir string) (uint64, error) {
	t.Helper()
	ctx := context.Background()
	c, err := newCompilationCache(testRuntime, dir)
	if err != nil {
		return 0, err
	}
	rt := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfig().WithCompilationCache(c))
	defer rt.Close(ctx)
	m, err := rt.Instantiate(ctx, answerModule)
	if err != nil {
		return 0, err
	}
	r, err := m.ExportedFunction("f").Call(ctx)
	if err != nil {
		return 0, err
	}
	testRuntime.writes.Wait()
	return r[0], nil
}

func entries(t *testing.T, dir string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "wazero-*", "*"))
	var out []string
	for _, f := range files {
		if !strings.HasPrefix(filepath.Base(f), ".") {
			out = append(out, f)
		}
	}
	return out
}

// TestFileCacheDamage: whatever happened to an entry of the compilation
// cache — truncated, a bit flipped anywhere, unreadable, replaced by a
// folder, the cache folder a file — compiling still works (the entry is a
// miss, dropped and written afresh where it can be), and the problem is
// reported, not raised.
func TestFileCacheDamage(t *testing.T) {
	warnings.Lock()
	warnings.got = nil
	warnings.Unlock()

	fresh := func(t *testing.T) (dir, entry string) {
		dir = t.TempDir()
		if v, err := compileWith(t, dir); err != nil || v != 42 {
			t.Fatalf("first compile: %v %v", v, err)
		}
		e := entries(t, dir)
		if len(e) != 1 {
			t.Fatalf("entries: %v", e)
		}
		return dir, e[0]
	}
	for _, tt := range []struct {
		name   string
		damage func(t *testing.T, dir, entry string)
		warns  bool
	}{
		{"truncated", func(t *testing.T, dir, entry string) {
			st, _ := os.Stat(entry)
			os.Truncate(entry, st.Size()/2)
		}, true},
		{"empty", func(t *testing.T, dir, entry string) { os.Truncate(entry, 0) }, true},
		{"flipped in the header", flipAt(3), true},
		{"flipped in the checksum", flipAt(len(entryMagic) + 2), true},
		{"flipped in the code", flipAt(-40), true},
		{"flipped at the end", flipAt(-1), true},
		{"another format", func(t *testing.T, dir, entry string) { os.WriteFile(entry, []byte("not an entry at all"), 0o600) }, true},
		{"unreadable", func(t *testing.T, dir, entry string) {
			if os.Geteuid() == 0 {
				t.Skip("root reads anything")
			}
			os.Chmod(entry, 0)
		}, true},
		{"a folder", func(t *testing.T, dir, entry string) { os.Remove(entry); os.MkdirAll(filepath.Join(entry, "x"), 0o700) }, true},
		{"the cache folder is a file", func(t *testing.T, dir, entry string) {
			sub := filepath.Dir(entry)
			os.RemoveAll(sub)
			os.WriteFile(sub, []byte("x"), 0o600)
		}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir, entry := fresh(t)
			warnings.Lock()
			warnings.got = nil
			warnings.Unlock()
			testRuntime.warnOnce = sync.Once{}
			tt.damage(t, dir, entry)
			if v, err := compileWith(t, dir); err != nil || v != 42 {
				t.Fatalf("after the damage: %v %v", v, err)
			}
			warnings.Lock()
			n := len(warnings.got)
			warnings.Unlock()
			if tt.warns && n == 0 {
				t.Error("no warning")
			}
			// Where it could be, the entry was written afresh and is good.
			if st, err := os.Stat(entry); err == nil && st.Mode().IsRegular() {
				b, err := os.ReadFile(entry)
				if err == nil {
					if _, ok := checkEntry(b); !ok {
						t.Error("the entry was left damaged")
					}
				}
			}
		})
	}
}

// flipAt flips one bit at offset off of the entry (from its end when off is
// negative).
func flipAt(off int) func(t *testing.T, dir, entry string) {
	return func(t *testing.T, dir, entry string) {
		b, err := os.ReadFile(entry)
		if err != nil {
			t.Fatal(err)
		}
		if off < 0 {
			off += len(b)
		}
		b[off] ^= 0x10
		os.WriteFile(entry, b, 0o600)
	}
}

// TestFileCacheUnwritable: a cache folder that cannot be written costs
// only the compile.
func TestFileCacheUnwritable(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes anywhere")
	}
	dir := t.TempDir()
	os.Chmod(dir, 0o500)
	t.Cleanup(func() { os.Chmod(dir, 0o700) })
	if v, err := compileWith(t, dir); err != nil || v != 42 {
		t.Fatalf("%v %v", v, err)
	}
	if v, err := compileWith(t, dir); err != nil || v != 42 {
		t.Fatalf("again: %v %v", v, err)
	}
}

// TestFileCacheSweepsPartialCopies: a start killed while writing the
// compiled QuickJS leaves a partial temporary copy; the next cache made
// on that folder removes it.
func TestFileCacheSweepsPartialCopies(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, fmt.Sprintf("wazero-%s-%s", runtime.GOARCH, runtime.GOOS))
	os.MkdirAll(sub, 0o700)
	partial := filepath.Join(sub, ".0123456789abcdef.tmp31337")
	os.WriteFile(partial, make([]byte, 2<<20), 0o600)
	old := time.Now().Add(-time.Hour)
	os.Chtimes(partial, old, old)
	if _, err := newCompilationCache(testRuntime, dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(partial); err == nil {
		t.Fatal("the partial copy is still there")
	}
}
