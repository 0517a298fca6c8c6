//go:build !linux

package kernel

// onCgroupFS reports whether path is in a cgroup hierarchy: only Linux has
// them.
func onCgroupFS(string) bool { return false }
