//go:build unix

package fsutil

import (
	"fmt"
	"io/fs"
	"syscall"
)

// StatKey is what a file's stat says about its content, as git's index
// keeps it: size, modification and change times, inode and device. An edit
// that keeps the size and the modification time (cp -p, rsync -t, touch
// -r) still changes the change time, which no one can set.
func StatKey(st fs.FileInfo) string {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return fmt.Sprintf("%d:%d:%d:%d:%d:%d", st.Size(), st.ModTime().UnixNano(), ctimeNano(s), s.Ino, s.Dev, st.Mode())
	}
	return fmt.Sprintf("%d:%d:%d", st.Size(), st.ModTime().UnixNano(), st.Mode())
}
