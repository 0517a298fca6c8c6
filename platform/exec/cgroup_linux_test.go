package exec

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/earshot/extensions/platform/internal/platformtest"
	"github.com/earshot/extensions/platform/kernel"
)

// TestNarrowedCannotWriteCgroups: a narrowed extension may write no file
// of a cgroup hierarchy — cgroup.procs, which would move its child out of
// the cgroup that stops it, a new cgroup, a controller's file — even with
// fs write access to everything; reading them is fine, and an unnarrowed
// extension keeps the user's power. (Only checked: nothing is written.)
func TestNarrowedCannotWriteCgroups(t *testing.T) {
	mount := cgroup2Mount()
	if mount == "" {
		t.Skip("no cgroup v2 hierarchy mounted")
	}
	p, err := kernel.ParsePolicy(json.RawMessage(`{"fs": {"read": ["/"], "write": ["/"]}, "net": false}`), t.TempDir(), t.TempDir(), nil)
	platformtest.Must(t, err)
	for _, path := range []string{filepath.Join(mount, "cgroup.procs"), filepath.Join(mount, "earshot-new", "cgroup.procs"),
		filepath.Join(mount, "earshot-new"), filepath.Join(mount, "cgroup.subtree_control")} {
		for _, acc := range []kernel.Access{kernel.WriteAccess, kernel.TreeAccess} {
			_, err := p.CheckPath("x", path, path, acc, true)
			if err == nil || !strings.Contains(err.Error(), "a cgroup's file") {
				t.Errorf("%s (%d): %v", path, acc, err)
			}
		}
	}
	procs := filepath.Join(mount, "cgroup.procs")
	if _, err := os.Stat(procs); err == nil {
		if _, err := p.CheckPath("x", procs, procs, kernel.ReadAccess, true); err != nil {
			t.Errorf("reading: %v", err)
		}
	}
	if _, err := (*kernel.Policy)(nil).CheckPath("x", procs, procs, kernel.WriteAccess, true); err != nil {
		t.Errorf("unnarrowed: %v", err)
	}
	// Not a cgroup's: the rest of the file system.
	dir := t.TempDir()
	if _, err := p.CheckPath("x", dir, filepath.Join(dir, "f"), kernel.WriteAccess, true); err != nil {
		t.Errorf("a temporary file: %v", err)
	}
}
