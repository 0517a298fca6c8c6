//go:build !unix

package fs

import "os"

// openResolved opens p, which the fs capability has checked.
func openResolved(p string, flags int, perm os.FileMode) (*os.File, error) {
	return os.OpenFile(p, flags, perm)
}
