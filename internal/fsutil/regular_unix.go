//go:build unix

package fsutil

import (
	"os"
	"syscall"
)

func openNonBlocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK|syscall.O_NOCTTY, 0)
}

// NoFollow makes os.OpenFile refuse a symbolic link as the last element of
// the path (O_NOFOLLOW).
const NoFollow = syscall.O_NOFOLLOW
