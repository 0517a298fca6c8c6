package extensions_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/fsutil"
)

// TestOpenSweepsWhatKilledWritersLeft: a writer killed between creating
// its temporary file and renaming it (settings, the trust key, a cache
// entry, the compiled QuickJS) leaves the file behind; the next Open
// removes those that are old, and leaves a writer at work alone.
func TestOpenSweepsWhatKilledWritersLeft(t *testing.T) {
	e := newEnv(t, "good.ts")
	e.opts.CacheDir = t.TempDir()
	old := time.Now().Add(-2 * fsutil.StaleTemp)
	left := []string{
		filepath.Join(e.config, ".trust.key.tmp1234"),
		filepath.Join(e.config, ".settings.json.tmp99"),
		filepath.Join(e.project, ".earshot", ".settings.local.json.tmp5678"),
		filepath.Join(e.opts.CacheDir, "extensions", "index", ".0123abcd.json.tmp42"),
		filepath.Join(e.opts.CacheDir, "extensions", "objects", "abcd", ".bundle.js.tmp7"),
	}
	fresh := filepath.Join(e.project, ".earshot", ".settings.local.json.tmp1")
	keep := filepath.Join(e.config, "notes.tmp1")
	for _, p := range append(left, fresh, keep) {
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("partial"), 0o600); err != nil {
			t.Fatal(err)
		}
		if p != fresh {
			os.Chtimes(p, old, old)
		}
	}
	e.open(t)
	for _, p := range left {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s was left", p)
		}
	}
	for _, p := range []string{fresh, keep} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed", p)
		}
	}
}
