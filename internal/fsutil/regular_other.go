//go:build !unix

package fsutil

import "os"

func openNonBlocking(path string) (*os.File, error) { return os.Open(path) }

// NoFollow is O_NOFOLLOW where the system has it; here it has no effect
// (callers also check with os.Lstat).
const NoFollow = 0
