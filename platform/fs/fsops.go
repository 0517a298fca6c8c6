package fs

import (
	"io/fs"
	"os"
	"syscall"
	"time"

	"github.com/earshot/extensions/platform/kernel"
)

// fsOps are the file operations the host runs for an extension on paths:
// plainFS for one that is not narrowed (Node's: the path as given), and,
// for a narrowed one, checkedFS, which acts on the path its check resolved
// (no link left in it) and, on Linux, through its folder opened refusing
// any link on the way (openat2 RESOLVE_NO_SYMLINKS, then the *at system
// calls on its last name): a link put in the checked path's way since the
// check — by a child process, or another extension, at the same moment —
// makes the operation fail instead of leading elsewhere. Elsewhere
// checkedFS is plainFS on the resolved path.
type fsOps interface {
	Mkdir(p string, perm fs.FileMode) error
	MkdirAll(p string, perm fs.FileMode) error
	Remove(p string) error // a file or a link
	Rmdir(p string) error
	RemoveAll(p string) error
	Rename(src, dst string) error
	Symlink(target, p string) error
	Link(src, dst string) error
	Chmod(p string, mode fs.FileMode) error
	Chtimes(p string, atime, mtime time.Time) error
	Truncate(p string, n int64) error
	Stat(p string) (fs.FileInfo, error)
	Lstat(p string) (fs.FileInfo, error)
	Readlink(p string) (string, error)
	ReadDir(p string) ([]rawDirent, error)
}

// fsys is the instance's fsOps.
func fsys(i *kernel.Instance) fsOps {
	if i.Config().Policy != nil {
		return checkedFS{}
	}
	return plainFS{}
}

// plainFS runs the operations on paths as they are.
type plainFS struct{}

func (plainFS) Mkdir(p string, perm fs.FileMode) error    { return os.Mkdir(p, perm) }
func (plainFS) MkdirAll(p string, perm fs.FileMode) error { return os.MkdirAll(p, perm) }
func (plainFS) Remove(p string) error                     { return syscall.Unlink(p) }
func (plainFS) Rmdir(p string) error                      { return syscall.Rmdir(p) }
func (plainFS) RemoveAll(p string) error                  { return os.RemoveAll(p) }
func (plainFS) Rename(src, dst string) error              { return os.Rename(src, dst) }
func (plainFS) Symlink(target, p string) error            { return os.Symlink(target, p) }
func (plainFS) Link(src, dst string) error                { return os.Link(src, dst) }
func (plainFS) Chmod(p string, mode fs.FileMode) error    { return os.Chmod(p, mode) }
func (plainFS) Chtimes(p string, a, m time.Time) error    { return os.Chtimes(p, a, m) }
func (plainFS) Truncate(p string, n int64) error          { return os.Truncate(p, n) }
func (plainFS) Stat(p string) (fs.FileInfo, error)        { return os.Stat(p) }
func (plainFS) Lstat(p string) (fs.FileInfo, error)       { return os.Lstat(p) }
func (plainFS) Readlink(p string) (string, error)         { return os.Readlink(p) }
func (plainFS) ReadDir(p string) ([]rawDirent, error)     { return readDir(p) }
