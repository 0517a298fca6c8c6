//go:build !linux

package fs

// checkedFS runs the operations on the path the check resolved; on this
// system a link put in its way since is not caught (docs/security.md §9).
type checkedFS struct{ plainFS }
