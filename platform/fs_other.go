//go:build !unix

package platform

import (
	"io/fs"
	"os"
)

const nonBlock = 0

func addSysStat(m map[string]any, st fs.FileInfo) {}

func unixMode(st fs.FileInfo) uint32 { return uint32(st.Mode().Perm()) }

func sysAccess(path string, mode uint32) error {
	_, err := os.Stat(path)
	return err
}
