//go:build unix

package kernel

import (
	"os"
	"sync"
	"syscall"
)

// fileID is a file's identity: its device and inode — or, for a device
// (a terminal), the device it is, whatever node of /dev names it.
type fileID struct{ dev, ino, rdev uint64 }

// devNull is /dev/null's device number: a stream that goes there is no
// one's (writing to it is harmless).
var devNull = sync.OnceValue(func() uint64 {
	var st syscall.Stat_t
	if syscall.Stat("/dev/null", &st) != nil {
		return ^uint64(0)
	}
	return uint64(st.Rdev)
})

func identity(st *syscall.Stat_t) (fileID, bool) {
	if st.Mode&syscall.S_IFMT == syscall.S_IFCHR {
		if uint64(st.Rdev) == devNull() {
			return fileID{}, false
		}
		return fileID{rdev: uint64(st.Rdev)}, true
	}
	return fileID{dev: uint64(st.Dev), ino: uint64(st.Ino)}, true
}

func fdIdentity(fd int) (fileID, bool) {
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil {
		return fileID{}, false
	}
	return identity(&st)
}

func pathIdentity(p string) (fileID, bool) {
	var st syscall.Stat_t
	if syscall.Stat(p, &st) != nil {
		return fileID{}, false
	}
	return identity(&st)
}

func fileIdentity(f *os.File) (fileID, bool) {
	st, err := f.Stat()
	if err != nil {
		return fileID{}, false
	}
	s, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return fileID{}, false
	}
	return identity(s)
}
