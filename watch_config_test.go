package extensions_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// TestWatchFollowsTheConfigFolderBack: the config folder deleted while a
// watching Host runs, then put back — made again with its files, or
// renamed into place (a dotfiles sync, a checkout of a config
// repository) — brings back its user extensions, and the project
// extensions whose trust its key signs, as any change does; without
// another file changing. (They stayed "unknown" and "not trusted".)
func TestWatchFollowsTheConfigFolderBack(t *testing.T) {
	echo := `export default { tools: [{ name: "echo", description: "echoes", readOnly: true, inputSchema: { type: "object" }, execute: () => "mine" }] };`
	for _, tt := range []struct {
		name    string
		putBack func(t *testing.T, config, saved string)
	}{
		{"made again", func(t *testing.T, config, saved string) {
			if err := os.CopyFS(config, os.DirFS(saved)); err != nil {
				t.Fatal(err)
			}
		}},
		{"renamed into place", func(t *testing.T, config, saved string) {
			if err := os.Rename(saved, config); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := newReloadEnv(t)
			e.config = filepath.Join(t.TempDir(), "earshot")
			e.opts.ConfigDir = e.config
			e.write(t, "echo.js", echo)
			testutil.CopyFixtures(t, loader.ProjectDir(e.project), "good.ts")
			if err := extensions.Trust(e.opts, "good"); err != nil {
				t.Fatal(err)
			}
			w := watchEnv(t, e)
			if got := toolNames(w.h); !slices.Contains(strings.Fields(got), "echo__echo") || !slices.Contains(strings.Fields(got), "good__hello") {
				t.Fatal(got)
			}
			saved := filepath.Join(t.TempDir(), "saved")
			if err := os.CopyFS(saved, os.DirFS(e.config)); err != nil {
				t.Fatal(err)
			}
			if err := os.RemoveAll(e.config); err != nil {
				t.Fatal(err)
			}
			w.waitFor(t, "the config folder deleted", func(r extensions.Reloaded) bool {
				return slices.Contains(r.Removed, "echo__echo") && slices.Contains(r.Removed, "good__hello")
			})
			back := time.Now()
			tt.putBack(t, e.config, saved)
			w.waitFor(t, "the config folder put back", func(r extensions.Reloaded) bool {
				return slices.Contains(r.Added, "echo__echo") && slices.Contains(r.Added, "good__hello")
			})
			t.Logf("reloaded %v after the folder came back", time.Since(back))
			if got := hosttest.Call(t, w.h, "echo__echo"); got != "mine" {
				t.Fatalf("after the folder came back: %q", got)
			}
			// Watched again: an edit in it is seen.
			e.write(t, "more.js", echo)
			w.waitFor(t, "a new file in the folder that came back", added("more__echo"))
		})
	}
}
