package platform

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	p, err := ParsePolicy(json.RawMessage(`{"fs": {"read": ["/"], "write": ["/"]}, "net": false}`), t.TempDir(), t.TempDir(), nil)
	must(t, err)
	for _, path := range []string{filepath.Join(mount, "cgroup.procs"), filepath.Join(mount, "earshot-new", "cgroup.procs"),
		filepath.Join(mount, "earshot-new"), filepath.Join(mount, "cgroup.subtree_control")} {
		for _, acc := range []access{writeAccess, treeAccess} {
			_, err := p.checkPath("x", path, path, acc, true)
			if err == nil || !strings.Contains(err.Error(), "a cgroup's file") {
				t.Errorf("%s (%d): %v", path, acc, err)
			}
		}
	}
	procs := filepath.Join(mount, "cgroup.procs")
	if _, err := os.Stat(procs); err == nil {
		if _, err := p.checkPath("x", procs, procs, readAccess, true); err != nil {
			t.Errorf("reading: %v", err)
		}
	}
	if _, err := (*Policy)(nil).checkPath("x", procs, procs, writeAccess, true); err != nil {
		t.Errorf("unnarrowed: %v", err)
	}
	// Not a cgroup's: the rest of the file system.
	dir := t.TempDir()
	if _, err := p.checkPath("x", dir, filepath.Join(dir, "f"), writeAccess, true); err != nil {
		t.Errorf("a temporary file: %v", err)
	}
}
