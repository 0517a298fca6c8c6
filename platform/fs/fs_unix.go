//go:build unix

package fs

import (
	"io/fs"
	"os"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// nonBlock opens FIFOs and devices without waiting for a writer; Go reads
// them through its poller, so a deadline can end a read.
const nonBlock = syscall.O_NONBLOCK

// addSysStat adds what the system knows of a file to its Stats.
func addSysStat(m map[string]any, st fs.FileInfo) {
	s, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return
	}
	m["dev"], m["ino"], m["nlink"] = uint64(s.Dev), uint64(s.Ino), uint64(s.Nlink)
	m["uid"], m["gid"], m["rdev"] = s.Uid, s.Gid, uint64(s.Rdev)
	m["blksize"], m["blocks"] = int64(s.Blksize), int64(s.Blocks)
	m["mode"] = uint32(s.Mode)
	atime, ctime := statTimes(s)
	m["atimeMs"], m["ctimeMs"] = atime, ctime
	m["birthtimeMs"] = ctime
}

// unixMode is st's mode as Node reports it (type bits and permissions).
func unixMode(st fs.FileInfo) uint32 {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return uint32(s.Mode)
	}
	return uint32(st.Mode().Perm())
}

func sysAccess(path string, mode uint32) error {
	return unix.Access(path, mode)
}

// futimes sets the times of the open file f (not of whatever its name
// means now).
func futimes(f *os.File, atime, mtime time.Time) error {
	tv := []unix.Timeval{unix.NsecToTimeval(atime.UnixNano()), unix.NsecToTimeval(mtime.UnixNano())}
	return unix.Futimes(int(f.Fd()), tv)
}
