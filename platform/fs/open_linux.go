package fs

import (
	"errors"
	"os"
	"sync"
	"syscall"

	"golang.org/x/sys/unix"
)

// haveOpenat2 reports whether openat2 works here (Linux 5.6 and later,
// unless a seccomp filter refuses it).
var haveOpenat2 = sync.OnceValue(func() bool {
	fd, err := unix.Openat2(unix.AT_FDCWD, "/", &unix.OpenHow{Flags: unix.O_RDONLY | unix.O_DIRECTORY | unix.O_CLOEXEC, Resolve: unix.RESOLVE_NO_SYMLINKS})
	if err != nil {
		return false
	}
	unix.Close(fd)
	return true
})

// openResolved opens p — a path resolveLinks made, which has no symbolic
// link in it — refusing any link found on the way (RESOLVE_NO_SYMLINKS):
// one put there since the path was checked fails the open (ELOOP) instead
// of leading elsewhere. Without openat2, only the last component is held
// to that (O_NOFOLLOW).
func openResolved(p string, flags int, perm os.FileMode) (*os.File, error) {
	if haveOpenat2() {
		how := unix.OpenHow{Flags: uint64(flags | unix.O_CLOEXEC), Resolve: unix.RESOLVE_NO_SYMLINKS}
		if flags&(os.O_CREATE) != 0 {
			how.Mode = uint64(syscallMode(perm))
		}
		for {
			fd, err := unix.Openat2(unix.AT_FDCWD, p, &how)
			if err == nil {
				return os.NewFile(uintptr(fd), p), nil
			}
			if errors.Is(err, syscall.EINTR) {
				continue
			}
			return nil, &os.PathError{Op: "open", Path: p, Err: err}
		}
	}
	return os.OpenFile(p, flags|syscall.O_NOFOLLOW, perm)
}

// syscallMode is perm as open(2) takes it.
func syscallMode(perm os.FileMode) uint32 {
	m := uint32(perm.Perm())
	if perm&os.ModeSetuid != 0 {
		m |= syscall.S_ISUID
	}
	if perm&os.ModeSetgid != 0 {
		m |= syscall.S_ISGID
	}
	if perm&os.ModeSticky != 0 {
		m |= syscall.S_ISVTX
	}
	return m
}
