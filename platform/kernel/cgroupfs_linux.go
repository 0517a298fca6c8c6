package kernel

import (
	"errors"
	"path/filepath"
	"syscall"
)

// The file system types of cgroup hierarchies (v2, and v1's).
const (
	cgroup2Magic = 0x63677270
	cgroup1Magic = 0x27e0eb
)

// onCgroupFS reports whether path (absolute, resolved) is in a cgroup
// hierarchy, or would be made in one: writing there moves processes
// between cgroups (cgroup.procs), or makes and changes cgroups.
func onCgroupFS(path string) bool {
	for p := path; ; p = filepath.Dir(p) {
		var st syscall.Statfs_t
		err := syscall.Statfs(p, &st)
		if err == nil {
			return st.Type == cgroup2Magic || st.Type == cgroup1Magic
		}
		if !errors.Is(err, syscall.ENOENT) || p == filepath.Dir(p) {
			return false
		}
	}
}
