package cli

import (
	"slices"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/cli/early"
	"github.com/earshot/extensions/loader"
)

// TestEarlyAgrees: the early compile (package early) reads the command
// line as the command line does — every flag that takes a value, the
// cache folder's default, where compiled QuickJS goes in it — or it would
// compile for a folder no Runtime asks for.
func TestEarlyAgrees(t *testing.T) {
	if early.CompiledFolder != loader.CacheCompiled {
		t.Fatalf("early.CompiledFolder %q, loader.CacheCompiled %q", early.CompiledFolder, loader.CacheCompiled)
	}
	root := newRoot(IO{})
	cmds := []*cobra.Command{root}
	for i := 0; i < len(cmds); i++ {
		cmds = append(cmds, cmds[i].Commands()...)
	}
	for _, c := range cmds {
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			takesValue := f.Value.Type() != "bool"
			if takesValue != slices.Contains(early.ValueFlags, f.Name) {
				t.Errorf("flag --%s of %q: takes a value: %v; in early.ValueFlags: %v", f.Name, c.CommandPath(), takesValue, !takesValue)
			}
		})
	}
	t.Setenv(extensions.EnvCacheDir, t.TempDir())
	dir, ok := early.CacheDir([]string{"extensions", "call", "a__b"}, func(k string) string {
		if k == extensions.EnvCacheDir {
			return extensions.DefaultCacheDir()
		}
		return ""
	})
	if !ok || dir != extensions.DefaultCacheDir() {
		t.Fatalf("early: %q %v; the host's default: %q", dir, ok, extensions.DefaultCacheDir())
	}
}
