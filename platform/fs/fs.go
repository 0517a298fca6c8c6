// Package fs is the host side of node:fs: every path checked against the
// fs capability as the operation runs, errors as Node reports them.
package fs

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/earshot/extensions/platform/kernel"
)

// The host side of node:fs. Every operation resolves its path against the
// extension's folder (process.cwd(), the project by default), checks it
// against the fs capability, and reports errors as Node does (code, errno,
// syscall, path). They run on the instance's goroutine: a slow one blocks
// only its own extension, and the call's deadline still ends it (reads
// stop between chunks).

// readChunk is how much a file read takes at a time.
const readChunk = 1 << 20

type pathArgs struct {
	Path      string  `json:"path"`
	Dest      string  `json:"dest"`
	Encoding  string  `json:"encoding"`
	Flag      string  `json:"flag"`
	Mode      int     `json:"mode"`
	Recursive bool    `json:"recursive"`
	Force     bool    `json:"force"`
	Types     bool    `json:"withFileTypes"`
	Lstat     bool    `json:"lstat"`
	Atime     float64 `json:"atime"`
	Mtime     float64 `json:"mtime"`
	Len       int64   `json:"len"`
	Prefix    string  `json:"prefix"`
	Type      string  `json:"type"`
	FD        int     `json:"fd"`
	Length    int     `json:"length"`
	Position  *int64  `json:"position"`
	Errors    bool    `json:"errorOnExist"`
	Exclusive bool    `json:"exclusive"`
}

// Check refuses a path with a NUL byte, as Node does.
func (a pathArgs) Check() error {
	if strings.ContainsRune(a.Path, 0) || strings.ContainsRune(a.Dest, 0) {
		return kernel.NodeError("TypeError", "ERR_INVALID_ARG_VALUE",
			"The argument 'path' must be a string, Uint8Array, or URL without null bytes. Received %q", a.Path)
	}
	return nil
}

// path is Instance.checkedPath for fs's operations.
func path(i *kernel.Instance, p string, acc kernel.Access, follow bool) (string, error) {
	real, err := i.CheckedPath(p, acc, follow)
	if err == nil && afterCheck != nil {
		afterCheck(real)
	}
	return real, err
}

// afterCheck, when set (by tests only), runs between a path's check and
// its use: where another process would race the operation.
var afterCheck func(real string)

// openFile opens the file at p, a path from Instance.path (shown is the
// extension's, for messages): without waiting for a FIFO's other end
// (nonBlock: reads and writes then wait in Go's poller, which the task's
// end interrupts: bound); for a narrowed extension without following a
// link put in the checked path's way since (openResolved); and never one
// of the host's own streams or its terminal, by whatever path.
func openFile(i *kernel.Instance, shown, p string, flags int, perm fs.FileMode) (*os.File, error) {
	var f *os.File
	var err error
	if i.Config().Policy != nil {
		f, err = openResolved(p, flags|nonBlock, perm)
	} else {
		f, err = os.OpenFile(p, flags|nonBlock, perm)
	}
	if err != nil {
		return nil, err
	}
	if kernel.IsHostStream(f) {
		f.Close()
		return nil, kernel.ErrHostStream(shown)
	}
	return f, nil
}

// bound makes f's reads and writes that wait (a FIFO, a device) end when
// the running task ends; the caller calls the returned function when its
// operation is over.
func bound(i *kernel.Instance, f *os.File) func() bool {
	_ = f.SetDeadline(time.Time{}) // a file kept from an earlier task
	task := i.TaskContext()
	return context.AfterFunc(task, func() { _ = f.SetDeadline(time.Now()) })
}

// ioError is err of a read or write, or the task's end when a deadline
// set by bound cut it.
func fileError(i *kernel.Instance, err error, syscallName, p string) error {
	if errors.Is(err, os.ErrDeadlineExceeded) {
		if terr := taskErr(i); terr != nil {
			return terr
		}
	}
	return kernel.SysError(err, syscallName, p, "")
}

func tooLarge(p string, size, free int64, limit uint64) error {
	return &kernel.JSError{Name: "RangeError", Code: "ERR_FS_FILE_TOO_LARGE",
		Message: fmt.Sprintf("File size (%d) is greater than what the extension can hold: %d MiB of its %d MiB memory are free (reading %s)",
			size, free>>20, limit>>20, p)}
}

// readAll reads f whole, within the instance's free memory and while the
// task lasts. A file that is not regular (a FIFO, /dev/zero, /proc) is read
// until it ends or the memory runs out.
func readAll(i *kernel.Instance, f *os.File, p string) ([]byte, error) {
	// A read of a FIFO or a device waits for data; the call's end stops it.
	defer bound(i, f)()
	free := i.FreeMemory()
	st, err := f.Stat()
	if err != nil {
		return nil, kernel.SysError(err, "fstat", p, "")
	}
	if st.IsDir() {
		return nil, kernel.SysError(syscall.EISDIR, "read", "", "")
	}
	if st.Mode().IsRegular() && st.Size() > free {
		return nil, tooLarge(p, st.Size(), free, i.Config().MemoryLimit)
	}
	size := st.Size()
	if !st.Mode().IsRegular() || size == 0 {
		size = 64 << 10
	}
	buf := make([]byte, 0, size+1)
	for {
		if err := taskErr(i); err != nil {
			return nil, err
		}
		if int64(len(buf)) > free {
			return nil, tooLarge(p, int64(len(buf)), free, i.Config().MemoryLimit)
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := f.Read(buf[len(buf):min(cap(buf), len(buf)+readChunk)])
		buf = buf[:len(buf)+n]
		if errors.Is(err, io.EOF) {
			return buf, nil
		}
		if err != nil {
			return nil, fileError(i, err, "read", "")
		}
	}
}

// taskErr is the running task's end, if it has ended.
func taskErr(i *kernel.Instance) error { return kernel.Ended(i.TaskContext()) }

func opReadFile(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.ReadAccess, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	f, err := openFile(i, a.Path, abs, os.O_RDONLY, 0)
	if err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "open", a.Path, "")}
	}
	if a.Encoding != "utf8" && a.Encoding != "utf-8" {
		// A regular file, as bytes: read straight into the ArrayBuffer.
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > 0 {
			if free := i.FreeMemory(); st.Size() > free {
				f.Close()
				return kernel.Reply{Err: tooLarge(a.Path, st.Size(), free, i.Config().MemoryLimit)}
			}
			return kernel.Reply{Size: int(st.Size()), Fill: func(dst []byte) (int, error) {
				defer f.Close()
				// What the file held when it was opened: if it grows
				// meanwhile, the rest is not read.
				n, err := io.ReadFull(f, dst)
				if err == io.ErrUnexpectedEOF { // it shrank
					err = nil
				}
				if err != nil {
					return 0, kernel.SysError(err, "read", a.Path, "")
				}
				return n, nil
			}}
		}
	}
	defer f.Close()
	b, err := readAll(i, f, a.Path)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if a.Encoding == "utf8" || a.Encoding == "utf-8" {
		return kernel.Reply{Text: strings.ToValidUTF8(string(b), "\uFFFD"), IsText: true}
	}
	return kernel.Reply{Bytes: b}
}

// openFlags turns Node's flags ("r", "w", "a", "wx", "r+", ...) into os's.
func openFlags(flag string) (int, error) {
	switch flag {
	case "", "r", "rs", "sr":
		return os.O_RDONLY, nil
	case "r+", "rs+", "sr+":
		return os.O_RDWR, nil
	case "w":
		return os.O_WRONLY | os.O_CREATE | os.O_TRUNC, nil
	case "wx", "xw":
		return os.O_WRONLY | os.O_CREATE | os.O_EXCL, nil
	case "w+":
		return os.O_RDWR | os.O_CREATE | os.O_TRUNC, nil
	case "wx+", "xw+":
		return os.O_RDWR | os.O_CREATE | os.O_EXCL, nil
	case "a", "as", "sa":
		return os.O_WRONLY | os.O_CREATE | os.O_APPEND, nil
	case "ax", "xa":
		return os.O_WRONLY | os.O_CREATE | os.O_APPEND | os.O_EXCL, nil
	case "a+", "as+", "sa+":
		return os.O_RDWR | os.O_CREATE | os.O_APPEND, nil
	case "ax+", "xa+":
		return os.O_RDWR | os.O_CREATE | os.O_APPEND | os.O_EXCL, nil
	}
	return 0, kernel.NodeError("TypeError", "ERR_INVALID_ARG_VALUE", "The argument 'flags' is invalid. Received %q", flag)
}

func fileMode(mode int, def fs.FileMode) fs.FileMode {
	if mode == 0 {
		return def
	}
	return fs.FileMode(mode) & fs.ModePerm
}

func opWriteFile(i *kernel.Instance, a pathArgs, data []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.WriteAccess, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if a.Flag == "" {
		a.Flag = "w"
	}
	flags, err := openFlags(a.Flag)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	f, err := openFile(i, a.Path, abs, flags, fileMode(a.Mode, 0o666))
	if err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "open", a.Path, "")}
	}
	stop := bound(i, f) // a FIFO whose reader does not read
	_, err = f.Write(data)
	stop()
	if err != nil {
		f.Close()
		return kernel.Reply{Err: fileError(i, err, "write", "")}
	}
	if err := f.Close(); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "close", "", "")}
	}
	return kernel.Reply{}
}

// statValue describes a file as Node's Stats do (times in milliseconds).
func statValue(st fs.FileInfo) map[string]any {
	m := map[string]any{
		"size": st.Size(), "mode": int(unixMode(st)), "mtimeMs": ms(st.ModTime()),
		"type": fileType(st.Mode()),
	}
	addSysStat(m, st)
	if _, ok := m["atimeMs"]; !ok {
		m["atimeMs"], m["ctimeMs"], m["birthtimeMs"] = m["mtimeMs"], m["mtimeMs"], m["mtimeMs"]
	}
	return m
}

func ms(t time.Time) float64 { return float64(t.UnixNano()) / 1e6 }

func fileType(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "dir"
	case m&fs.ModeSymlink != 0:
		return "link"
	case m&fs.ModeNamedPipe != 0:
		return "fifo"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeCharDevice != 0:
		return "char"
	case m&fs.ModeDevice != 0:
		return "block"
	case m.IsRegular():
		return "file"
	}
	return "unknown"
}

func opStat(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.ReadAccess, !a.Lstat)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	var st fs.FileInfo
	name := "stat"
	if a.Lstat {
		name = "lstat"
		st, err = fsys(i).Lstat(abs)
	} else {
		st, err = fsys(i).Stat(abs)
	}
	if err != nil {
		return kernel.Reply{Err: kernel.SysError(err, name, a.Path, "")}
	}
	return kernel.Reply{Value: statValue(st)}
}

type dirent struct {
	Name       string `json:"name"`
	Type       string `json:"type"`
	ParentPath string `json:"parentPath"`
}

func opReaddir(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.ReadAccess, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	// Recursive listings go folder by folder, breadth first, as Node's do:
	// a folder's entries, then those of its first subfolder, and so on.
	// What the listing holds in the host counts against the extension's
	// free memory (it ends up in the instance, and a repository can
	// commit a tree of any size).
	var out []dirent
	free, size := i.FreeMemory(), int64(0)
	type folder struct{ dir, rel string }
	queue := []folder{{abs, ""}}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		if err := taskErr(i); err != nil {
			return kernel.Reply{Err: err}
		}
		if f.rel != "" {
			// A subfolder is reached without following links: it is
			// where its parent is, and checked there.
			if err := i.Config().Policy.CheckReal(i.Config().Extension, filepath.Join(a.Path, f.rel), f.dir, kernel.ReadAccess); err != nil {
				return kernel.Reply{Err: err}
			}
		}
		entries, err := fsys(i).ReadDir(f.dir)
		if err != nil {
			return kernel.Reply{Err: kernel.SysError(err, "scandir", filepath.Join(a.Path, f.rel), "")}
		}
		// Sorted, as Node's (libuv's scandir) are.
		slices.SortFunc(entries, func(x, y rawDirent) int { return strings.Compare(x.name, y.name) })
		parent := filepath.Join(a.Path, f.rel)
		for _, e := range entries {
			if e.typ == os.ModeIrregular { // the file system did not say
				e.typ = 0
				if st, err := fsys(i).Lstat(filepath.Join(f.dir, e.name)); err == nil {
					e.typ = st.Mode().Type()
				}
			}
			name := e.name
			if f.rel != "" {
				name = filepath.Join(f.rel, e.name)
			}
			d := dirent{Name: e.name, Type: fileType(e.typ), ParentPath: parent}
			if !a.Types {
				d.Name = name
			}
			out = append(out, d)
			// The entry as the instance will hold it (its name, and its
			// parent's with types), as Go holds it meanwhile, and the
			// reply's encoding of it.
			size += 2*int64(len(d.Name)+len(d.ParentPath)) + 64
			if size > free {
				return kernel.Reply{Err: &kernel.JSError{Name: "Error", Code: "ENOMEM", Errno: -12, Syscall: "scandir", Path: a.Path,
					Message: fmt.Sprintf("ENOMEM: not enough memory, scandir '%s' (the listing of %d entries so far is more than the extension can hold: %d MiB of its %d MiB memory are free)",
						a.Path, len(out), free>>20, i.Config().MemoryLimit>>20)}}
			}
			if len(out) > 1_000_000 {
				return kernel.Reply{Err: kernel.RangeError("readdir: more than 1,000,000 entries")}
			}
			if a.Recursive && e.typ.IsDir() {
				queue = append(queue, folder{filepath.Join(f.dir, e.name), name})
			}
		}
	}
	if !a.Types {
		// The names, NUL-separated (no name holds a NUL): splitting a
		// string costs JavaScript less than parsing JSON.
		var b strings.Builder
		for j, d := range out {
			if j > 0 {
				b.WriteByte(0)
			}
			b.WriteString(strings.ToValidUTF8(d.Name, "\uFFFD"))
		}
		return kernel.Reply{Text: b.String(), IsText: true}
	}
	return kernel.Reply{Value: out}
}

// rawDirent is one entry of a folder listing: its name and type
// (os.ModeIrregular when the file system did not say).
type rawDirent struct {
	name string
	typ  os.FileMode
}

func opMkdir(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.WriteAccess, false)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	mode := fileMode(a.Mode, 0o777)
	if !a.Recursive {
		if err := fsys(i).Mkdir(abs, mode); err != nil {
			return kernel.Reply{Err: kernel.SysError(err, "mkdir", a.Path, "")}
		}
		return kernel.Reply{}
	}
	// The first folder made, as Node returns it.
	first := ""
	for p := i.Abs(a.Path); ; p = filepath.Dir(p) {
		if _, err := os.Stat(p); err == nil {
			break
		}
		first = p
		if filepath.Dir(p) == p {
			break
		}
	}
	if err := fsys(i).MkdirAll(abs, mode); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "mkdir", a.Path, "")}
	}
	if first == "" {
		return kernel.Reply{}
	}
	if !filepath.IsAbs(a.Path) {
		// In the form it was asked for, as Node returns it.
		if rel, err := filepath.Rel(i.Abs("."), first); err == nil {
			first = rel
		}
	}
	return kernel.Reply{Value: first}
}

func opRm(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	acc := kernel.WriteAccess
	if a.Recursive {
		acc = kernel.TreeAccess
	}
	abs, err := path(i, a.Path, acc, false)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	st, err := fsys(i).Lstat(abs)
	if err != nil {
		if a.Force && errors.Is(err, fs.ErrNotExist) {
			return kernel.Reply{}
		}
		return kernel.Reply{Err: kernel.SysError(err, "lstat", a.Path, "")}
	}
	if st.IsDir() && !a.Recursive {
		return kernel.Reply{Err: &kernel.JSError{Name: "SystemError", Code: "ERR_FS_EISDIR", Path: a.Path, Syscall: "rm", Errno: -int(syscall.EISDIR),
			Message: fmt.Sprintf("Path is a directory: rm returned EISDIR (is a directory) %s", a.Path)}}
	}
	if err := fsys(i).RemoveAll(abs); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "rm", a.Path, "")}
	}
	return kernel.Reply{}
}

func opRmdir(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	acc := kernel.WriteAccess
	if a.Recursive {
		acc = kernel.TreeAccess
	}
	abs, err := path(i, a.Path, acc, false)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if a.Recursive {
		err = fsys(i).RemoveAll(abs)
	} else {
		err = fsys(i).Rmdir(abs)
	}
	if err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "rmdir", a.Path, "")}
	}
	return kernel.Reply{}
}

func opUnlink(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.WriteAccess, false)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := fsys(i).Remove(abs); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "unlink", a.Path, "")}
	}
	return kernel.Reply{}
}

// twoPaths checks a source (for srcAcc) and a destination (for dstAcc),
// following a link in their last components when follow is set, and
// returns the paths to use.
func twoPaths(i *kernel.Instance, a pathArgs, srcAcc, dstAcc kernel.Access, follow bool) (string, string, error) {
	src, err := path(i, a.Path, srcAcc, follow)
	if err != nil {
		return "", "", err
	}
	dst, err := path(i, a.Dest, dstAcc, follow)
	if err != nil {
		return "", "", err
	}
	return src, dst, nil
}

func opRename(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	// Both as a whole: renaming a folder moves everything in it, and
	// renaming onto one replaces it.
	src, dst, err := twoPaths(i, a, kernel.TreeAccess, kernel.TreeAccess, false)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := fsys(i).Rename(src, dst); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "rename", a.Path, a.Dest)}
	}
	return kernel.Reply{}
}

// copyFile copies the file src to dst (paths from Instance.path; shownSrc
// and shownDst are the extension's), creating or truncating dst, or
// failing if it exists when excl is set. A FIFO at either end is read or
// written as data comes, until the task ends.
func copyFile(i *kernel.Instance, shownSrc, src, shownDst, dst string, excl bool) error {
	in, err := openFile(i, shownSrc, src, os.O_RDONLY, 0)
	if err != nil {
		return err
	}
	defer in.Close()
	st, err := in.Stat()
	if err != nil {
		return err
	}
	if st.IsDir() {
		return syscall.EISDIR
	}
	flags := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if excl {
		flags |= os.O_EXCL
	}
	out, err := openFile(i, shownDst, dst, flags, st.Mode().Perm())
	if err != nil {
		return err
	}
	defer bound(i, in)()
	defer bound(i, out)()
	buf := make([]byte, readChunk)
	for {
		if err := taskErr(i); err != nil {
			out.Close()
			return err
		}
		n, rerr := in.Read(buf)
		if n > 0 {
			if _, err := out.Write(buf[:n]); err != nil {
				out.Close()
				return fileError(i, err, "write", "")
			}
		}
		if errors.Is(rerr, io.EOF) {
			break
		}
		if rerr != nil {
			out.Close()
			return fileError(i, rerr, "read", "")
		}
	}
	return out.Close()
}

func opCopyFile(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	src, dst, err := twoPaths(i, a, kernel.ReadAccess, kernel.WriteAccess, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := copyFile(i, a.Path, src, a.Dest, dst, a.Mode&1 != 0); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "copyfile", a.Path, a.Dest)}
	}
	return kernel.Reply{}
}

// opCp copies a file or (recursive) a folder tree, as fs.cp does. Every
// file and folder it reaches is checked as it is read, and every one it
// makes as it is written: a tree that holds earshot's folders cannot be
// copied out whole by a narrowed extension.
func opCp(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	src, dst, err := twoPaths(i, a, kernel.ReadAccess, kernel.WriteAccess, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	st, err := fsys(i).Stat(src)
	if err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "cp", a.Path, a.Dest)}
	}
	if st.IsDir() && !a.Recursive {
		return kernel.Reply{Err: &kernel.JSError{Name: "SystemError", Code: "ERR_FS_EISDIR", Syscall: "cp", Path: a.Path,
			Message: fmt.Sprintf("Recursive option is required to copy a directory: cp returned EISDIR (%s is a directory (not copied)) %s", a.Path, a.Path)}}
	}
	err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if terr := taskErr(i); terr != nil {
			return terr
		}
		rel, _ := filepath.Rel(src, p)
		shownSrc, shownDst := filepath.Join(a.Path, rel), filepath.Join(a.Dest, rel)
		// The walk does not follow links: p is where its folder is.
		if err := i.Config().Policy.CheckReal(i.Config().Extension, shownSrc, p, kernel.ReadAccess); err != nil {
			return err
		}
		isLink := d.Type()&fs.ModeSymlink != 0
		target, err := path(i, filepath.Join(dst, rel), kernel.WriteAccess, !isLink)
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
			return fsys(i).MkdirAll(target, 0o777)
		case isLink:
			link, err := fsys(i).Readlink(p)
			if err != nil {
				return err
			}
			if _, err := fsys(i).Lstat(target); err == nil {
				if !a.Force {
					return nil
				}
				fsys(i).Remove(target)
			}
			return fsys(i).Symlink(link, target)
		default:
			if _, err := fsys(i).Lstat(target); err == nil {
				if a.Errors && !a.Force {
					return &kernel.JSError{Name: "SystemError", Code: "ERR_FS_CP_EEXIST", Path: shownDst,
						Message: fmt.Sprintf("Target already exists: cp returned EEXIST (%s already exists)", shownDst)}
				}
				if !a.Force {
					return nil
				}
			}
			return copyFile(i, shownSrc, p, shownDst, target, false)
		}
	})
	if err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "cp", a.Path, a.Dest)}
	}
	return kernel.Reply{}
}

func opAccess(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	acc := kernel.ReadAccess
	if a.Mode&2 != 0 {
		acc = kernel.WriteAccess
	}
	abs, err := path(i, a.Path, acc, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := sysAccess(abs, uint32(a.Mode)); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "access", a.Path, "")}
	}
	return kernel.Reply{}
}

func opRealpath(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.ReadAccess, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "realpath", a.Path, "")}
	}
	return kernel.Reply{Value: real}
}

func opMkdtemp(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Prefix+"XXXXXX", kernel.WriteAccess, false)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	// Node's name: the prefix and six characters.
	const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	base := strings.TrimSuffix(abs, "XXXXXX")
	for range 100 {
		var suffix [6]byte
		_, _ = rand.Read(suffix[:])
		for j := range suffix {
			suffix[j] = chars[int(suffix[j])%len(chars)]
		}
		err := fsys(i).Mkdir(base+string(suffix[:]), 0o700)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return kernel.Reply{Err: kernel.SysError(err, "mkdtemp", a.Prefix+"XXXXXX", "")}
		}
		return kernel.Reply{Value: a.Prefix + string(suffix[:])}
	}
	return kernel.Reply{Err: kernel.SysError(syscall.EEXIST, "mkdtemp", a.Prefix+"XXXXXX", "")}
}

func opReadlink(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.ReadAccess, false)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	t, err := fsys(i).Readlink(abs)
	if err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "readlink", a.Path, "")}
	}
	return kernel.Reply{Value: t}
}

func opSymlink(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	// Path is the target (as written into the link), Dest the link.
	dst, err := path(i, a.Dest, kernel.WriteAccess, false)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := fsys(i).Symlink(a.Path, dst); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "symlink", a.Path, a.Dest)}
	}
	return kernel.Reply{}
}

func opLink(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	// A hard link is the same file under another name: making one needs
	// the right to write the file itself, or a file that is only readable
	// could be written through the new name.
	src, dst, err := twoPaths(i, a, kernel.WriteAccess, kernel.WriteAccess, false)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := fsys(i).Link(src, dst); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "link", a.Path, a.Dest)}
	}
	return kernel.Reply{}
}

func opChmod(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.TreeAccess, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := fsys(i).Chmod(abs, fs.FileMode(a.Mode)&fs.ModePerm); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "chmod", a.Path, "")}
	}
	return kernel.Reply{}
}

func toTime(sec float64) time.Time {
	return time.Unix(0, int64(sec*1e9))
}

func opUtimes(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.WriteAccess, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := fsys(i).Chtimes(abs, toTime(a.Atime), toTime(a.Mtime)); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "utime", a.Path, "")}
	}
	return kernel.Reply{}
}

func opTruncate(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	abs, err := path(i, a.Path, kernel.WriteAccess, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := fsys(i).Truncate(abs, a.Len); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "open", a.Path, "")}
	}
	return kernel.Reply{}
}

// ---- file descriptors ---------------------------------------------------

type fileHandle struct {
	f     *os.File
	write bool
}

func (h *fileHandle) Close() { h.f.Close() }

// fileKind: open files, which JavaScript holds by their descriptor.
// fileQuota: the files open at once.
var fileQuota = &kernel.Quota{Max: maxOpenFiles, What: "files", Free: "close one"}

var fileKind = &kernel.HandleKind{One: "an open file", Many: "open files", Quota: fileQuota, Numbered: true}

func (*fileHandle) Kind() *kernel.HandleKind { return fileKind }

// maxOpenFiles bounds the files one instance keeps open.
const maxOpenFiles = 256

func file(i *kernel.Instance, fd int) (*fileHandle, error) {
	h, ok := kernel.HandleOf[*fileHandle](i, fd)
	if !ok {
		return nil, kernel.SysError(syscall.EBADF, "fstat", "", "")
	}
	return h, nil
}

func opOpen(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	flags, err := openFlags(a.Flag)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	write := flags&(os.O_WRONLY|os.O_RDWR) != 0
	acc := kernel.ReadAccess
	if write {
		acc = kernel.WriteAccess
	}
	abs, err := path(i, a.Path, acc, true)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	// Its room first: a file opened past the limit would already be
	// created or truncated. The id is never 0, 1 or 2, the standard
	// streams'.
	id, ok := i.Reserve(fileKind)
	if !ok {
		return kernel.Reply{Err: fileQuota.Explain(kernel.SysError(syscall.EMFILE, "open", a.Path, ""))}
	}
	f, err := openFile(i, a.Path, abs, flags, fileMode(a.Mode, 0o666))
	if err != nil {
		i.Forget(id)
		return kernel.Reply{Err: kernel.SysError(err, "open", a.Path, "")}
	}
	i.SetHandle(id, &fileHandle{f: f, write: write})
	return kernel.Reply{Value: id}
}

func opClose(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	h, ok := kernel.TakeHandle[*fileHandle](i, a.FD)
	if !ok {
		return kernel.Reply{Err: kernel.SysError(syscall.EBADF, "close", "", "")}
	}
	if err := h.f.Close(); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "close", "", "")}
	}
	return kernel.Reply{}
}

func opRead(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	h, err := file(i, a.FD)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	n := a.Length
	if n < 0 || int64(n) > i.FreeMemory() {
		return kernel.Reply{Err: kernel.RangeError("read: %d bytes do not fit the extension's free memory", n)}
	}
	buf := make([]byte, n)
	var got int
	stop := bound(i, h.f) // a FIFO or a device waits for data
	if a.Position != nil && *a.Position >= 0 {
		got, err = h.f.ReadAt(buf, *a.Position)
	} else {
		got, err = h.f.Read(buf)
	}
	stop()
	if err != nil && !errors.Is(err, io.EOF) {
		return kernel.Reply{Err: fileError(i, err, "read", "")}
	}
	return kernel.Reply{Bytes: buf[:got]}
}

func opWrite(i *kernel.Instance, a pathArgs, data []byte) kernel.Reply {
	h, err := file(i, a.FD)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	var n int
	stop := bound(i, h.f) // a FIFO whose reader does not read
	if a.Position != nil && *a.Position >= 0 {
		n, err = h.f.WriteAt(data, *a.Position)
	} else {
		n, err = h.f.Write(data)
	}
	stop()
	if err != nil {
		return kernel.Reply{Err: fileError(i, err, "write", "")}
	}
	return kernel.Reply{Value: n}
}

func opFstat(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	h, err := file(i, a.FD)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	st, err := h.f.Stat()
	if err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "fstat", "", "")}
	}
	return kernel.Reply{Value: statValue(st)}
}

func opFtruncate(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	h, err := file(i, a.FD)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := h.f.Truncate(a.Len); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "ftruncate", "", "")}
	}
	return kernel.Reply{}
}

func opFsync(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	h, err := file(i, a.FD)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := h.f.Sync(); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "fsync", "", "")}
	}
	return kernel.Reply{}
}

// opReadFD reads the rest of an open file, whole (FileHandle.readFile).
func opReadFD(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	h, err := file(i, a.FD)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	b, err := readAll(i, h.f, "")
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if a.Encoding == "utf8" || a.Encoding == "utf-8" {
		return kernel.Reply{Text: strings.ToValidUTF8(string(b), "\uFFFD"), IsText: true}
	}
	return kernel.Reply{Bytes: b}
}

// fileOps are the operations of this file.
func fileOps() []*kernel.Op {
	read, write := "fs capability (read) of the path", "fs capability (write) of the path"
	mem := "; what is read must fit the extension's free memory; stops when the call ends"
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "fs.readFile", Cap: kernel.CapFSRead, Limits: read + mem, Test: "TestNodeFS"}, opReadFile),
		kernel.Def(kernel.Op{Name: "fs.writeFile", Cap: kernel.CapFSWrite, Limits: write, Test: "TestNodeFS"}, opWriteFile),
		kernel.Def(kernel.Op{Name: "fs.stat", Cap: kernel.CapFSRead, Limits: read, Test: "TestNodeFS"}, opStat),
		kernel.Def(kernel.Op{Name: "fs.readdir", Cap: kernel.CapFSRead, Limits: read + "; at most 1,000,000 entries", Test: "TestNodeFS"}, opReaddir),
		kernel.Def(kernel.Op{Name: "fs.mkdir", Cap: kernel.CapFSWrite, Limits: write, Test: "TestNodeFS"}, opMkdir),
		kernel.Def(kernel.Op{Name: "fs.rm", Cap: kernel.CapFSWrite, Limits: write, Test: "TestNodeFS"}, opRm),
		kernel.Def(kernel.Op{Name: "fs.rmdir", Cap: kernel.CapFSWrite, Limits: write, Test: "TestNodeFS"}, opRmdir),
		kernel.Def(kernel.Op{Name: "fs.unlink", Cap: kernel.CapFSWrite, Limits: write, Test: "TestNodeFS"}, opUnlink),
		kernel.Def(kernel.Op{Name: "fs.rename", Cap: kernel.CapFSWrite, Limits: write + " (both)", Test: "TestNodeFS"}, opRename),
		kernel.Def(kernel.Op{Name: "fs.copyFile", Cap: kernel.CapFSWrite, Limits: "read of the source, write of the destination", Test: "TestNodeFS"}, opCopyFile),
		kernel.Def(kernel.Op{Name: "fs.cp", Cap: kernel.CapFSWrite, Limits: "read of the source, write of every file copied", Test: "TestNodeFS"}, opCp),
		kernel.Def(kernel.Op{Name: "fs.access", Cap: kernel.CapFSRead, Limits: read, Test: "TestNodeFS"}, opAccess),
		kernel.Def(kernel.Op{Name: "fs.realpath", Cap: kernel.CapFSRead, Limits: read, Test: "TestNodeFS"}, opRealpath),
		kernel.Def(kernel.Op{Name: "fs.mkdtemp", Cap: kernel.CapFSWrite, Limits: write, Test: "TestNodeFS"}, opMkdtemp),
		kernel.Def(kernel.Op{Name: "fs.readlink", Cap: kernel.CapFSRead, Limits: read, Test: "TestNodeFS"}, opReadlink),
		kernel.Def(kernel.Op{Name: "fs.symlink", Cap: kernel.CapFSWrite, Limits: write + " of the link", Test: "TestNodeFS"}, opSymlink),
		kernel.Def(kernel.Op{Name: "fs.link", Cap: kernel.CapFSWrite, Limits: write, Test: "TestNodeFS"}, opLink),
		kernel.Def(kernel.Op{Name: "fs.chmod", Cap: kernel.CapFSWrite, Limits: write, Test: "TestNodeFS"}, opChmod),
		kernel.Def(kernel.Op{Name: "fs.utimes", Cap: kernel.CapFSWrite, Limits: write, Test: "TestNodeFS"}, opUtimes),
		kernel.Def(kernel.Op{Name: "fs.truncate", Cap: kernel.CapFSWrite, Limits: write, Test: "TestNodeFS"}, opTruncate),
		kernel.Def(kernel.Op{Name: "fs.open", Cap: kernel.CapFSRead, Limits: "read or write of the path, by the flags; 256 open files per instance", Test: "TestNodeFS"}, opOpen),
		kernel.Def(kernel.Op{Name: "fs.close", Limits: "-", Test: "TestNodeFS"}, opClose),
		kernel.Def(kernel.Op{Name: "fs.read", Limits: "the extension's free memory", Test: "TestNodeFS"}, opRead),
		kernel.Def(kernel.Op{Name: "fs.readFD", Limits: "the extension's free memory", Test: "TestNodeFS"}, opReadFD),
		kernel.Def(kernel.Op{Name: "fs.write", Limits: "-", Test: "TestNodeFS"}, opWrite),
		kernel.Def(kernel.Op{Name: "fs.fstat", Limits: "-", Test: "TestNodeFS"}, opFstat),
		kernel.Def(kernel.Op{Name: "fs.ftruncate", Limits: "-", Test: "TestNodeFS"}, opFtruncate),
		kernel.Def(kernel.Op{Name: "fs.fsync", Limits: "-", Test: "TestNodeFS"}, opFsync),
	}
}
