package fs

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// checkedFS runs each operation through the folder that holds its path,
// opened with openat2 and RESOLVE_NO_SYMLINKS (the path was resolved by
// the check: a link in it now was put there since), on the path's last
// name with the *at system calls, which do not follow it. Without openat2
// (before Linux 5.6, or refused by a seccomp filter), it is plainFS on the
// resolved path.
type checkedFS struct{}

// openNoLinks opens p refusing a link anywhere in it (the last component
// too, unless flags has O_PATH|O_NOFOLLOW: then a link there is opened
// itself).
func openNoLinks(p string, flags int) (int, error) {
	for {
		fd, err := unix.Openat2(unix.AT_FDCWD, p, &unix.OpenHow{Flags: uint64(flags | unix.O_CLOEXEC), Resolve: unix.RESOLVE_NO_SYMLINKS})
		if err != unix.EINTR {
			return fd, err
		}
	}
}

// parent opens the folder that holds p and returns it with p's last name.
func parent(p string) (dirfd int, name string, err error) {
	dir, name := filepath.Split(filepath.Clean(p))
	if name == "" || name == "." || name == ".." {
		return -1, "", syscall.EINVAL
	}
	dirfd, err = openNoLinks(filepath.Clean(dir), unix.O_PATH|unix.O_DIRECTORY)
	if err != nil {
		return -1, "", err
	}
	return dirfd, name, nil
}

// at runs fn on p's folder and name, as a *PathError of op.
func at(op, p string, fn func(dirfd int, name string) error) error {
	dirfd, name, err := parent(p)
	if err == nil {
		err = fn(dirfd, name)
		unix.Close(dirfd)
	}
	if err != nil {
		return &os.PathError{Op: op, Path: p, Err: err}
	}
	return nil
}

func (checkedFS) Mkdir(p string, perm fs.FileMode) error {
	if !haveOpenat2() {
		return os.Mkdir(p, perm)
	}
	return at("mkdir", p, func(d int, n string) error { return unix.Mkdirat(d, n, uint32(perm.Perm())) })
}

// MkdirAll makes p and the folders above it that are missing, each in its
// parent opened refusing links.
func (c checkedFS) MkdirAll(p string, perm fs.FileMode) error {
	if !haveOpenat2() {
		return os.MkdirAll(p, perm)
	}
	p = filepath.Clean(p)
	if st, err := c.Stat(p); err == nil {
		if st.IsDir() {
			return nil
		}
		return &os.PathError{Op: "mkdir", Path: p, Err: syscall.ENOTDIR}
	}
	if parent := filepath.Dir(p); parent != p {
		if err := c.MkdirAll(parent, perm); err != nil {
			return err
		}
	}
	err := c.Mkdir(p, perm)
	if errors.Is(err, fs.ErrExist) {
		if st, serr := c.Lstat(p); serr == nil && st.IsDir() {
			return nil
		}
	}
	return err
}

func (checkedFS) Remove(p string) error {
	if !haveOpenat2() {
		return syscall.Unlink(p)
	}
	return unwrap(at("unlink", p, func(d int, n string) error { return unix.Unlinkat(d, n, 0) }))
}

func (checkedFS) Rmdir(p string) error {
	if !haveOpenat2() {
		return syscall.Rmdir(p)
	}
	return unwrap(at("rmdir", p, func(d int, n string) error { return unix.Unlinkat(d, n, unix.AT_REMOVEDIR) }))
}

// unwrap gives the errno of a *PathError, as syscall.Unlink and Rmdir do.
func unwrap(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// RemoveAll removes p and everything under it, never following a link:
// each folder is opened from its parent with O_NOFOLLOW.
func (checkedFS) RemoveAll(p string) error {
	if !haveOpenat2() {
		return os.RemoveAll(p)
	}
	err := at("rm", p, removeAllAt)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// removeAllAt removes name in the folder dirfd, with what it holds.
func removeAllAt(dirfd int, name string) error {
	err := unix.Unlinkat(dirfd, name, 0)
	if err == nil || err == unix.ENOENT {
		return nil
	}
	if err != unix.EISDIR && err != unix.EPERM {
		return err
	}
	fd, err := unix.Openat(dirfd, name, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
	if err != nil {
		return err
	}
	f := os.NewFile(uintptr(fd), name)
	for {
		names, rerr := f.Readdirnames(256)
		for _, n := range names {
			if err := removeAllAt(fd, n); err != nil {
				f.Close()
				return err
			}
		}
		if rerr != nil || len(names) == 0 {
			break
		}
		if _, err := f.Seek(0, 0); err != nil { // what was removed shifts the listing
			break
		}
	}
	f.Close()
	err = unix.Unlinkat(dirfd, name, unix.AT_REMOVEDIR)
	if err == unix.ENOENT {
		return nil
	}
	return err
}

func (checkedFS) Rename(src, dst string) error {
	if !haveOpenat2() {
		return os.Rename(src, dst)
	}
	sd, sn, err := parent(src)
	if err != nil {
		return &os.LinkError{Op: "rename", Old: src, New: dst, Err: err}
	}
	defer unix.Close(sd)
	dd, dn, err := parent(dst)
	if err != nil {
		return &os.LinkError{Op: "rename", Old: src, New: dst, Err: err}
	}
	defer unix.Close(dd)
	if err := unix.Renameat(sd, sn, dd, dn); err != nil {
		return &os.LinkError{Op: "rename", Old: src, New: dst, Err: err}
	}
	return nil
}

func (checkedFS) Symlink(target, p string) error {
	if !haveOpenat2() {
		return os.Symlink(target, p)
	}
	return at("symlink", p, func(d int, n string) error { return unix.Symlinkat(target, d, n) })
}

func (checkedFS) Link(src, dst string) error {
	if !haveOpenat2() {
		return os.Link(src, dst)
	}
	sd, sn, err := parent(src)
	if err != nil {
		return &os.LinkError{Op: "link", Old: src, New: dst, Err: err}
	}
	defer unix.Close(sd)
	dd, dn, err := parent(dst)
	if err != nil {
		return &os.LinkError{Op: "link", Old: src, New: dst, Err: err}
	}
	defer unix.Close(dd)
	if err := unix.Linkat(sd, sn, dd, dn, 0); err != nil {
		return &os.LinkError{Op: "link", Old: src, New: dst, Err: err}
	}
	return nil
}

// byFD runs fn on the file at p (opened as a path, refusing links) by its
// /proc/self/fd name, which names that very file.
func byFD(op, p string, fn func(procPath string) error) error {
	fd, err := openNoLinks(p, unix.O_PATH)
	if err != nil {
		return &os.PathError{Op: op, Path: p, Err: err}
	}
	defer unix.Close(fd)
	return fn("/proc/self/fd/" + strconv.Itoa(fd))
}

func (checkedFS) Chmod(p string, mode fs.FileMode) error {
	if !haveOpenat2() {
		return os.Chmod(p, mode)
	}
	return byFD("chmod", p, func(q string) error { return os.Chmod(q, mode) })
}

func (checkedFS) Chtimes(p string, atime, mtime time.Time) error {
	if !haveOpenat2() {
		return os.Chtimes(p, atime, mtime)
	}
	return at("utime", p, func(d int, n string) error {
		ts := []unix.Timespec{unix.NsecToTimespec(atime.UnixNano()), unix.NsecToTimespec(mtime.UnixNano())}
		return unix.UtimesNanoAt(d, n, ts, unix.AT_SYMLINK_NOFOLLOW)
	})
}

func (checkedFS) Truncate(p string, n int64) error {
	if !haveOpenat2() {
		return os.Truncate(p, n)
	}
	fd, err := openNoLinks(p, unix.O_WRONLY)
	if err != nil {
		return &os.PathError{Op: "truncate", Path: p, Err: err}
	}
	defer unix.Close(fd)
	if err := unix.Ftruncate(fd, n); err != nil {
		return &os.PathError{Op: "truncate", Path: p, Err: err}
	}
	return nil
}

// stat describes the file at p, opened as a path refusing links (the last
// component itself, when nofollow).
func stat(op, p string, nofollow bool) (fs.FileInfo, error) {
	flags := unix.O_PATH
	if nofollow {
		flags |= unix.O_NOFOLLOW
	}
	fd, err := openNoLinks(p, flags)
	if err != nil {
		return nil, &os.PathError{Op: op, Path: p, Err: err}
	}
	f := os.NewFile(uintptr(fd), p)
	defer f.Close()
	return f.Stat()
}

func (checkedFS) Stat(p string) (fs.FileInfo, error) {
	if !haveOpenat2() {
		return os.Stat(p)
	}
	return stat("stat", p, false)
}

func (checkedFS) Lstat(p string) (fs.FileInfo, error) {
	if !haveOpenat2() {
		return os.Lstat(p)
	}
	return stat("lstat", p, true)
}

func (checkedFS) Readlink(p string) (string, error) {
	if !haveOpenat2() {
		return os.Readlink(p)
	}
	var target string
	err := at("readlink", p, func(d int, n string) error {
		buf := make([]byte, 4096)
		k, err := unix.Readlinkat(d, n, buf)
		if err == nil {
			target = string(buf[:k])
		}
		return err
	})
	return target, err
}

func (checkedFS) ReadDir(p string) ([]rawDirent, error) {
	if !haveOpenat2() {
		return readDir(p)
	}
	fd, err := openNoLinks(p, unix.O_RDONLY|unix.O_DIRECTORY)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: p, Err: err}
	}
	return readDirFD(fd, p)
}
