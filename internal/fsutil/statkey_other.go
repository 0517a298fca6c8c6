//go:build !unix

package fsutil

import (
	"fmt"
	"io/fs"
)

// StatKey is what a file's stat says about its content: here, its size,
// modification time and mode.
func StatKey(st fs.FileInfo) string {
	return fmt.Sprintf("%d:%d:%d", st.Size(), st.ModTime().UnixNano(), st.Mode())
}
