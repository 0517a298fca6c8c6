//go:build unix && !linux

package fs

import (
	"os"
	"syscall"
)

// openResolved opens p — a path resolveLinks made — refusing a link in its
// last component (O_NOFOLLOW); a link put in a folder's place since the
// check is not caught on this system.
func openResolved(p string, flags int, perm os.FileMode) (*os.File, error) {
	return os.OpenFile(p, flags|syscall.O_NOFOLLOW, perm)
}
