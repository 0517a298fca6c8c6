package fs

import (
	"bytes"
	"encoding/binary"
	"os"
	"syscall"
)

func statTimes(s *syscall.Stat_t) (atime, ctime float64) {
	return float64(s.Atim.Nano()) / 1e6, float64(s.Ctim.Nano()) / 1e6
}

// readDir lists dir with getdents64 and a 64 KiB buffer: a folder of a
// thousand entries in one or two system calls (os.ReadDir's 8 KiB buffer
// takes four, and system calls are what a listing costs). The entries are
// in the order the file system gives; the caller sorts.
func readDir(dir string) ([]rawDirent, error) {
	fd, err := syscall.Open(dir, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: dir, Err: err}
	}
	return readDirFD(fd, dir)
}

// readDirFD is readDir of the folder open as fd, which it closes.
func readDirFD(fd int, dir string) ([]rawDirent, error) {
	defer syscall.Close(fd)
	buf := make([]byte, 64<<10)
	var out []rawDirent
	for {
		n, err := syscall.Getdents(fd, buf)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, &os.PathError{Op: "readdirent", Path: dir, Err: err}
		}
		if n <= 0 {
			return out, nil
		}
		for b := buf[:n]; len(b) >= 19; {
			// struct linux_dirent64: ino u64, off s64, reclen u16, type u8, name.
			reclen := int(binary.NativeEndian.Uint16(b[16:18]))
			if reclen < 19 || reclen > len(b) {
				return out, nil
			}
			typ := b[18]
			name := b[19:reclen]
			if i := bytes.IndexByte(name, 0); i >= 0 {
				name = name[:i]
			}
			b = b[reclen:]
			if s := string(name); s != "." && s != ".." {
				out = append(out, rawDirent{name: s, typ: direntType(typ)})
			}
		}
	}
}

func direntType(t uint8) os.FileMode {
	switch t {
	case syscall.DT_DIR:
		return os.ModeDir
	case syscall.DT_LNK:
		return os.ModeSymlink
	case syscall.DT_FIFO:
		return os.ModeNamedPipe
	case syscall.DT_SOCK:
		return os.ModeSocket
	case syscall.DT_CHR:
		return os.ModeDevice | os.ModeCharDevice
	case syscall.DT_BLK:
		return os.ModeDevice
	case syscall.DT_REG:
		return 0
	}
	return os.ModeIrregular // DT_UNKNOWN: the caller asks lstat
}
