//go:build !unix

package fs

import (
	"io/fs"
	"os"
	"time"
)

const nonBlock = 0

func addSysStat(m map[string]any, st fs.FileInfo) {}

func unixMode(st fs.FileInfo) uint32 { return uint32(st.Mode().Perm()) }

func sysAccess(path string, mode uint32) error {
	_, err := os.Stat(path)
	return err
}

// futimes sets the times of the open file f, by its name.
func futimes(f *os.File, atime, mtime time.Time) error {
	return os.Chtimes(f.Name(), atime, mtime)
}
