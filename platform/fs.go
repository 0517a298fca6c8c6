package platform

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"syscall"
	"time"
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

func (i *Instance) fsArgs(args []byte) (pathArgs, error) {
	var a pathArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return a, typeError("fs: %v", err)
	}
	if strings.ContainsRune(a.Path, 0) || strings.ContainsRune(a.Dest, 0) {
		return a, nodeError("TypeError", "ERR_INVALID_ARG_VALUE",
			"The argument 'path' must be a string, Uint8Array, or URL without null bytes. Received %q", a.Path)
	}
	return a, nil
}

// path makes p absolute and checks it for acc (see access), following a
// link in its last component when follow is set; it returns the path the
// operation must use (Policy.checkPath).
func (i *Instance) path(p string, acc access, follow bool) (string, error) {
	real, err := i.cfg.Policy.checkPath(i.cfg.Extension, p, i.abs(p), acc, follow)
	if err == nil && afterCheck != nil {
		afterCheck(real)
	}
	if err != nil {
		var je *jsError
		if errors.As(err, &je) {
			e := *je
			e.Path = p
			return "", &e
		}
		return "", err
	}
	return real, nil
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
func (i *Instance) openFile(shown, p string, flags int, perm fs.FileMode) (*os.File, error) {
	var f *os.File
	var err error
	if i.cfg.Policy != nil {
		f, err = openResolved(p, flags|nonBlock, perm)
	} else {
		f, err = os.OpenFile(p, flags|nonBlock, perm)
	}
	if err != nil {
		return nil, err
	}
	if isHostStream(f) {
		f.Close()
		return nil, errHostStream(shown)
	}
	return f, nil
}

// bound makes f's reads and writes that wait (a FIFO, a device) end when
// the running task ends; the caller calls the returned function when its
// operation is over.
func (i *Instance) bound(f *os.File) func() bool {
	_ = f.SetDeadline(time.Time{}) // a file kept from an earlier task
	i.mu.Lock()
	task := i.task
	i.mu.Unlock()
	return context.AfterFunc(task, func() { _ = f.SetDeadline(time.Now()) })
}

// ioError is err of a read or write, or the task's end when a deadline
// set by bound cut it.
func (i *Instance) ioError(err error, syscallName, p string) error {
	if errors.Is(err, os.ErrDeadlineExceeded) {
		if terr := i.taskErr(); terr != nil {
			return terr
		}
	}
	return sysError(err, syscallName, p, "")
}

func tooLarge(p string, size, free int64, limit uint64) error {
	return &jsError{Name: "RangeError", Code: "ERR_FS_FILE_TOO_LARGE",
		Message: fmt.Sprintf("File size (%d) is greater than what the extension can hold: %d MiB of its %d MiB memory are free (reading %s)",
			size, free>>20, limit>>20, p)}
}

// readAll reads f whole, within the instance's free memory and while the
// task lasts. A file that is not regular (a FIFO, /dev/zero, /proc) is read
// until it ends or the memory runs out.
func (i *Instance) readAll(f *os.File, p string) ([]byte, error) {
	// A read of a FIFO or a device waits for data; the call's end stops it.
	defer i.bound(f)()
	free := i.freeMemory()
	st, err := f.Stat()
	if err != nil {
		return nil, sysError(err, "fstat", p, "")
	}
	if st.IsDir() {
		return nil, sysError(syscall.EISDIR, "read", "", "")
	}
	if st.Mode().IsRegular() && st.Size() > free {
		return nil, tooLarge(p, st.Size(), free, i.cfg.MemoryLimit)
	}
	size := st.Size()
	if !st.Mode().IsRegular() || size == 0 {
		size = 64 << 10
	}
	buf := make([]byte, 0, size+1)
	for {
		if err := i.taskErr(); err != nil {
			return nil, err
		}
		if int64(len(buf)) > free {
			return nil, tooLarge(p, int64(len(buf)), free, i.cfg.MemoryLimit)
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
			return nil, i.ioError(err, "read", "")
		}
	}
}

// taskErr is the running task's end, if it has ended.
func (i *Instance) taskErr() error {
	i.mu.Lock()
	ctx := i.task
	i.mu.Unlock()
	if ctx.Err() != nil {
		return &jsError{Name: "AbortError", Message: fmt.Sprintf("the call ended: %v", context.Cause(ctx))}
	}
	return nil
}

func opReadFile(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, readAccess, true)
	if err != nil {
		return Reply{Err: err}
	}
	f, err := i.openFile(a.Path, abs, os.O_RDONLY, 0)
	if err != nil {
		return Reply{Err: sysError(err, "open", a.Path, "")}
	}
	if a.Encoding != "utf8" && a.Encoding != "utf-8" {
		// A regular file, as bytes: read straight into the ArrayBuffer.
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > 0 {
			if free := i.freeMemory(); st.Size() > free {
				f.Close()
				return Reply{Err: tooLarge(a.Path, st.Size(), free, i.cfg.MemoryLimit)}
			}
			return Reply{Size: int(st.Size()), Fill: func(dst []byte) (int, error) {
				defer f.Close()
				// What the file held when it was opened: if it grows
				// meanwhile, the rest is not read.
				n, err := io.ReadFull(f, dst)
				if err == io.ErrUnexpectedEOF { // it shrank
					err = nil
				}
				if err != nil {
					return 0, sysError(err, "read", a.Path, "")
				}
				return n, nil
			}}
		}
	}
	defer f.Close()
	b, err := i.readAll(f, a.Path)
	if err != nil {
		return Reply{Err: err}
	}
	if a.Encoding == "utf8" || a.Encoding == "utf-8" {
		return Reply{Text: strings.ToValidUTF8(string(b), "\uFFFD"), IsText: true}
	}
	return Reply{Bytes: b}
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
	return 0, nodeError("TypeError", "ERR_INVALID_ARG_VALUE", "The argument 'flags' is invalid. Received %q", flag)
}

func fileMode(mode int, def fs.FileMode) fs.FileMode {
	if mode == 0 {
		return def
	}
	return fs.FileMode(mode) & fs.ModePerm
}

func opWriteFile(i *Instance, args, data []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, writeAccess, true)
	if err != nil {
		return Reply{Err: err}
	}
	if a.Flag == "" {
		a.Flag = "w"
	}
	flags, err := openFlags(a.Flag)
	if err != nil {
		return Reply{Err: err}
	}
	f, err := i.openFile(a.Path, abs, flags, fileMode(a.Mode, 0o666))
	if err != nil {
		return Reply{Err: sysError(err, "open", a.Path, "")}
	}
	stop := i.bound(f) // a FIFO whose reader does not read
	_, err = f.Write(data)
	stop()
	if err != nil {
		f.Close()
		return Reply{Err: i.ioError(err, "write", "")}
	}
	if err := f.Close(); err != nil {
		return Reply{Err: sysError(err, "close", "", "")}
	}
	return Reply{}
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

func opStat(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, readAccess, !a.Lstat)
	if err != nil {
		return Reply{Err: err}
	}
	var st fs.FileInfo
	name := "stat"
	if a.Lstat {
		name = "lstat"
		st, err = i.fsys().Lstat(abs)
	} else {
		st, err = i.fsys().Stat(abs)
	}
	if err != nil {
		return Reply{Err: sysError(err, name, a.Path, "")}
	}
	return Reply{Value: statValue(st)}
}

type dirent struct {
	Name       string `json:"name"`
	Type       string `json:"type"`
	ParentPath string `json:"parentPath"`
}

func opReaddir(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, readAccess, true)
	if err != nil {
		return Reply{Err: err}
	}
	// Recursive listings go folder by folder, breadth first, as Node's do:
	// a folder's entries, then those of its first subfolder, and so on.
	// What the listing holds in the host counts against the extension's
	// free memory (it ends up in the instance, and a repository can
	// commit a tree of any size).
	var out []dirent
	free, size := i.freeMemory(), int64(0)
	type folder struct{ dir, rel string }
	queue := []folder{{abs, ""}}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		if err := i.taskErr(); err != nil {
			return Reply{Err: err}
		}
		if f.rel != "" {
			// A subfolder is reached without following links: it is
			// where its parent is, and checked there.
			if err := i.cfg.Policy.checkReal(i.cfg.Extension, filepath.Join(a.Path, f.rel), f.dir, readAccess); err != nil {
				return Reply{Err: err}
			}
		}
		entries, err := i.fsys().ReadDir(f.dir)
		if err != nil {
			return Reply{Err: sysError(err, "scandir", filepath.Join(a.Path, f.rel), "")}
		}
		// Sorted, as Node's (libuv's scandir) are.
		slices.SortFunc(entries, func(x, y rawDirent) int { return strings.Compare(x.name, y.name) })
		parent := filepath.Join(a.Path, f.rel)
		for _, e := range entries {
			if e.typ == os.ModeIrregular { // the file system did not say
				e.typ = 0
				if st, err := i.fsys().Lstat(filepath.Join(f.dir, e.name)); err == nil {
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
				return Reply{Err: &jsError{Name: "Error", Code: "ENOMEM", Errno: -12, Syscall: "scandir", Path: a.Path,
					Message: fmt.Sprintf("ENOMEM: not enough memory, scandir '%s' (the listing of %d entries so far is more than the extension can hold: %d MiB of its %d MiB memory are free)",
						a.Path, len(out), free>>20, i.cfg.MemoryLimit>>20)}}
			}
			if len(out) > 1_000_000 {
				return Reply{Err: rangeError("readdir: more than 1,000,000 entries")}
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
		return Reply{Text: b.String(), IsText: true}
	}
	return Reply{Value: out}
}

// rawDirent is one entry of a folder listing: its name and type
// (os.ModeIrregular when the file system did not say).
type rawDirent struct {
	name string
	typ  os.FileMode
}

func opMkdir(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, writeAccess, false)
	if err != nil {
		return Reply{Err: err}
	}
	mode := fileMode(a.Mode, 0o777)
	if !a.Recursive {
		if err := i.fsys().Mkdir(abs, mode); err != nil {
			return Reply{Err: sysError(err, "mkdir", a.Path, "")}
		}
		return Reply{}
	}
	// The first folder made, as Node returns it.
	first := ""
	for p := i.abs(a.Path); ; p = filepath.Dir(p) {
		if _, err := os.Stat(p); err == nil {
			break
		}
		first = p
		if filepath.Dir(p) == p {
			break
		}
	}
	if err := i.fsys().MkdirAll(abs, mode); err != nil {
		return Reply{Err: sysError(err, "mkdir", a.Path, "")}
	}
	if first == "" {
		return Reply{}
	}
	if !filepath.IsAbs(a.Path) {
		// In the form it was asked for, as Node returns it.
		if rel, err := filepath.Rel(i.abs("."), first); err == nil {
			first = rel
		}
	}
	return Reply{Value: first}
}

func opRm(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	acc := writeAccess
	if a.Recursive {
		acc = treeAccess
	}
	abs, err := i.path(a.Path, acc, false)
	if err != nil {
		return Reply{Err: err}
	}
	st, err := i.fsys().Lstat(abs)
	if err != nil {
		if a.Force && errors.Is(err, fs.ErrNotExist) {
			return Reply{}
		}
		return Reply{Err: sysError(err, "lstat", a.Path, "")}
	}
	if st.IsDir() && !a.Recursive {
		return Reply{Err: &jsError{Name: "SystemError", Code: "ERR_FS_EISDIR", Path: a.Path, Syscall: "rm", Errno: -int(syscall.EISDIR),
			Message: fmt.Sprintf("Path is a directory: rm returned EISDIR (is a directory) %s", a.Path)}}
	}
	if err := i.fsys().RemoveAll(abs); err != nil {
		return Reply{Err: sysError(err, "rm", a.Path, "")}
	}
	return Reply{}
}

func opRmdir(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	acc := writeAccess
	if a.Recursive {
		acc = treeAccess
	}
	abs, err := i.path(a.Path, acc, false)
	if err != nil {
		return Reply{Err: err}
	}
	if a.Recursive {
		err = i.fsys().RemoveAll(abs)
	} else {
		err = i.fsys().Rmdir(abs)
	}
	if err != nil {
		return Reply{Err: sysError(err, "rmdir", a.Path, "")}
	}
	return Reply{}
}

func opUnlink(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, writeAccess, false)
	if err != nil {
		return Reply{Err: err}
	}
	if err := i.fsys().Remove(abs); err != nil {
		return Reply{Err: sysError(err, "unlink", a.Path, "")}
	}
	return Reply{}
}

// twoPaths checks a source (for srcAcc) and a destination (for dstAcc),
// following a link in their last components when follow is set, and
// returns the paths to use.
func (i *Instance) twoPaths(a pathArgs, srcAcc, dstAcc access, follow bool) (string, string, error) {
	src, err := i.path(a.Path, srcAcc, follow)
	if err != nil {
		return "", "", err
	}
	dst, err := i.path(a.Dest, dstAcc, follow)
	if err != nil {
		return "", "", err
	}
	return src, dst, nil
}

func opRename(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	// Both as a whole: renaming a folder moves everything in it, and
	// renaming onto one replaces it.
	src, dst, err := i.twoPaths(a, treeAccess, treeAccess, false)
	if err != nil {
		return Reply{Err: err}
	}
	if err := i.fsys().Rename(src, dst); err != nil {
		return Reply{Err: sysError(err, "rename", a.Path, a.Dest)}
	}
	return Reply{}
}

// copyFile copies the file src to dst (paths from Instance.path; shownSrc
// and shownDst are the extension's), creating or truncating dst, or
// failing if it exists when excl is set. A FIFO at either end is read or
// written as data comes, until the task ends.
func (i *Instance) copyFile(shownSrc, src, shownDst, dst string, excl bool) error {
	in, err := i.openFile(shownSrc, src, os.O_RDONLY, 0)
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
	out, err := i.openFile(shownDst, dst, flags, st.Mode().Perm())
	if err != nil {
		return err
	}
	defer i.bound(in)()
	defer i.bound(out)()
	buf := make([]byte, readChunk)
	for {
		if err := i.taskErr(); err != nil {
			out.Close()
			return err
		}
		n, rerr := in.Read(buf)
		if n > 0 {
			if _, err := out.Write(buf[:n]); err != nil {
				out.Close()
				return i.ioError(err, "write", "")
			}
		}
		if errors.Is(rerr, io.EOF) {
			break
		}
		if rerr != nil {
			out.Close()
			return i.ioError(rerr, "read", "")
		}
	}
	return out.Close()
}

func opCopyFile(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	src, dst, err := i.twoPaths(a, readAccess, writeAccess, true)
	if err != nil {
		return Reply{Err: err}
	}
	if err := i.copyFile(a.Path, src, a.Dest, dst, a.Mode&1 != 0); err != nil {
		return Reply{Err: sysError(err, "copyfile", a.Path, a.Dest)}
	}
	return Reply{}
}

// opCp copies a file or (recursive) a folder tree, as fs.cp does. Every
// file and folder it reaches is checked as it is read, and every one it
// makes as it is written: a tree that holds earshot's folders cannot be
// copied out whole by a narrowed extension.
func opCp(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	src, dst, err := i.twoPaths(a, readAccess, writeAccess, true)
	if err != nil {
		return Reply{Err: err}
	}
	st, err := i.fsys().Stat(src)
	if err != nil {
		return Reply{Err: sysError(err, "cp", a.Path, a.Dest)}
	}
	if st.IsDir() && !a.Recursive {
		return Reply{Err: &jsError{Name: "SystemError", Code: "ERR_FS_EISDIR", Syscall: "cp", Path: a.Path,
			Message: fmt.Sprintf("Recursive option is required to copy a directory: cp returned EISDIR (%s is a directory (not copied)) %s", a.Path, a.Path)}}
	}
	err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if terr := i.taskErr(); terr != nil {
			return terr
		}
		rel, _ := filepath.Rel(src, p)
		shownSrc, shownDst := filepath.Join(a.Path, rel), filepath.Join(a.Dest, rel)
		// The walk does not follow links: p is where its folder is.
		if err := i.cfg.Policy.checkReal(i.cfg.Extension, shownSrc, p, readAccess); err != nil {
			return err
		}
		isLink := d.Type()&fs.ModeSymlink != 0
		target, err := i.path(filepath.Join(dst, rel), writeAccess, !isLink)
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
			return i.fsys().MkdirAll(target, 0o777)
		case isLink:
			link, err := i.fsys().Readlink(p)
			if err != nil {
				return err
			}
			if _, err := i.fsys().Lstat(target); err == nil {
				if !a.Force {
					return nil
				}
				i.fsys().Remove(target)
			}
			return i.fsys().Symlink(link, target)
		default:
			if _, err := i.fsys().Lstat(target); err == nil {
				if a.Errors && !a.Force {
					return &jsError{Name: "SystemError", Code: "ERR_FS_CP_EEXIST", Path: shownDst,
						Message: fmt.Sprintf("Target already exists: cp returned EEXIST (%s already exists)", shownDst)}
				}
				if !a.Force {
					return nil
				}
			}
			return i.copyFile(shownSrc, p, shownDst, target, false)
		}
	})
	if err != nil {
		return Reply{Err: sysError(err, "cp", a.Path, a.Dest)}
	}
	return Reply{}
}

func opAccess(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	acc := readAccess
	if a.Mode&2 != 0 {
		acc = writeAccess
	}
	abs, err := i.path(a.Path, acc, true)
	if err != nil {
		return Reply{Err: err}
	}
	if err := sysAccess(abs, uint32(a.Mode)); err != nil {
		return Reply{Err: sysError(err, "access", a.Path, "")}
	}
	return Reply{}
}

func opRealpath(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, readAccess, true)
	if err != nil {
		return Reply{Err: err}
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return Reply{Err: sysError(err, "realpath", a.Path, "")}
	}
	return Reply{Value: real}
}

func opMkdtemp(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Prefix+"XXXXXX", writeAccess, false)
	if err != nil {
		return Reply{Err: err}
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
		err := i.fsys().Mkdir(base+string(suffix[:]), 0o700)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return Reply{Err: sysError(err, "mkdtemp", a.Prefix+"XXXXXX", "")}
		}
		return Reply{Value: a.Prefix + string(suffix[:])}
	}
	return Reply{Err: sysError(syscall.EEXIST, "mkdtemp", a.Prefix+"XXXXXX", "")}
}

func opReadlink(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, readAccess, false)
	if err != nil {
		return Reply{Err: err}
	}
	t, err := i.fsys().Readlink(abs)
	if err != nil {
		return Reply{Err: sysError(err, "readlink", a.Path, "")}
	}
	return Reply{Value: t}
}

func opSymlink(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	// Path is the target (as written into the link), Dest the link.
	dst, err := i.path(a.Dest, writeAccess, false)
	if err != nil {
		return Reply{Err: err}
	}
	if err := i.fsys().Symlink(a.Path, dst); err != nil {
		return Reply{Err: sysError(err, "symlink", a.Path, a.Dest)}
	}
	return Reply{}
}

func opLink(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	// A hard link is the same file under another name: making one needs
	// the right to write the file itself, or a file that is only readable
	// could be written through the new name.
	src, dst, err := i.twoPaths(a, writeAccess, writeAccess, false)
	if err != nil {
		return Reply{Err: err}
	}
	if err := i.fsys().Link(src, dst); err != nil {
		return Reply{Err: sysError(err, "link", a.Path, a.Dest)}
	}
	return Reply{}
}

func opChmod(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, treeAccess, true)
	if err != nil {
		return Reply{Err: err}
	}
	if err := i.fsys().Chmod(abs, fs.FileMode(a.Mode)&fs.ModePerm); err != nil {
		return Reply{Err: sysError(err, "chmod", a.Path, "")}
	}
	return Reply{}
}

func toTime(sec float64) time.Time {
	return time.Unix(0, int64(sec*1e9))
}

func opUtimes(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, writeAccess, true)
	if err != nil {
		return Reply{Err: err}
	}
	if err := i.fsys().Chtimes(abs, toTime(a.Atime), toTime(a.Mtime)); err != nil {
		return Reply{Err: sysError(err, "utime", a.Path, "")}
	}
	return Reply{}
}

func opTruncate(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	abs, err := i.path(a.Path, writeAccess, true)
	if err != nil {
		return Reply{Err: err}
	}
	if err := i.fsys().Truncate(abs, a.Len); err != nil {
		return Reply{Err: sysError(err, "open", a.Path, "")}
	}
	return Reply{}
}

// ---- file descriptors ---------------------------------------------------

type fileHandle struct {
	f     *os.File
	write bool
}

func (h *fileHandle) close() { h.f.Close() }

// maxOpenFiles bounds the files one instance keeps open.
const maxOpenFiles = 256

func (i *Instance) file(fd int) (*fileHandle, error) {
	i.mu.Lock()
	defer i.mu.Unlock()
	h, ok := i.handles[fd].(*fileHandle)
	if !ok {
		return nil, sysError(syscall.EBADF, "fstat", "", "")
	}
	return h, nil
}

// newFD is a fresh id for a file descriptor: one of the instance's ids,
// which no other handle has, and never 0, 1 or 2 (the standard streams).
func (i *Instance) newFD() int {
	i.mu.Lock()
	defer i.mu.Unlock()
	i.next = max(i.next, 2) + 1
	return i.next
}

func opOpen(i *Instance, args, _ []byte) Reply {
	a, err := i.fsArgs(args)
	if err != nil {
		return Reply{Err: err}
	}
	flags, err := openFlags(a.Flag)
	if err != nil {
		return Reply{Err: err}
	}
	write := flags&(os.O_WRONLY|os.O_RDWR) != 0
	acc := readAccess
	if write {
		acc = writeAccess
	}
	abs, err := i.path(a.Path, acc, true)
	if err != nil {
		return Reply{Err: err}
	}
	i.mu.Lock()
	n := i.kinds[reflect.TypeFor[*fileHandle]()]
	i.mu.Unlock()
	if n >= maxOpenFiles {
		return Reply{Err: sysError(syscall.EMFILE, "open", a.Path, "")}
	}
	f, err := i.openFile(a.Path, abs, flags, fileMode(a.Mode, 0o666))
	if err != nil {
		return Reply{Err: sysError(err, "open", a.Path, "")}
	}
	id := i.newFD()
	i.mu.Lock()
	i.putHandle(id, &fileHandle{f: f, write: write})
	i.mu.Unlock()
	return Reply{Value: id}
}

func opClose(i *Instance, args, _ []byte) Reply {
	a, _ := i.fsArgs(args)
	i.mu.Lock()
	h, ok := i.handles[a.FD].(*fileHandle)
	i.dropHandle(a.FD)
	i.mu.Unlock()
	if !ok {
		return Reply{Err: sysError(syscall.EBADF, "close", "", "")}
	}
	if err := h.f.Close(); err != nil {
		return Reply{Err: sysError(err, "close", "", "")}
	}
	return Reply{}
}

func opRead(i *Instance, args, _ []byte) Reply {
	a, _ := i.fsArgs(args)
	h, err := i.file(a.FD)
	if err != nil {
		return Reply{Err: err}
	}
	n := a.Length
	if n < 0 || int64(n) > i.freeMemory() {
		return Reply{Err: rangeError("read: %d bytes do not fit the extension's free memory", n)}
	}
	buf := make([]byte, n)
	var got int
	stop := i.bound(h.f) // a FIFO or a device waits for data
	if a.Position != nil && *a.Position >= 0 {
		got, err = h.f.ReadAt(buf, *a.Position)
	} else {
		got, err = h.f.Read(buf)
	}
	stop()
	if err != nil && !errors.Is(err, io.EOF) {
		return Reply{Err: i.ioError(err, "read", "")}
	}
	return Reply{Bytes: buf[:got]}
}

func opWrite(i *Instance, args, data []byte) Reply {
	a, _ := i.fsArgs(args)
	h, err := i.file(a.FD)
	if err != nil {
		return Reply{Err: err}
	}
	var n int
	stop := i.bound(h.f) // a FIFO whose reader does not read
	if a.Position != nil && *a.Position >= 0 {
		n, err = h.f.WriteAt(data, *a.Position)
	} else {
		n, err = h.f.Write(data)
	}
	stop()
	if err != nil {
		return Reply{Err: i.ioError(err, "write", "")}
	}
	return Reply{Value: n}
}

func opFstat(i *Instance, args, _ []byte) Reply {
	a, _ := i.fsArgs(args)
	h, err := i.file(a.FD)
	if err != nil {
		return Reply{Err: err}
	}
	st, err := h.f.Stat()
	if err != nil {
		return Reply{Err: sysError(err, "fstat", "", "")}
	}
	return Reply{Value: statValue(st)}
}

func opFtruncate(i *Instance, args, _ []byte) Reply {
	a, _ := i.fsArgs(args)
	h, err := i.file(a.FD)
	if err != nil {
		return Reply{Err: err}
	}
	if err := h.f.Truncate(a.Len); err != nil {
		return Reply{Err: sysError(err, "ftruncate", "", "")}
	}
	return Reply{}
}

func opFsync(i *Instance, args, _ []byte) Reply {
	a, _ := i.fsArgs(args)
	h, err := i.file(a.FD)
	if err != nil {
		return Reply{Err: err}
	}
	if err := h.f.Sync(); err != nil {
		return Reply{Err: sysError(err, "fsync", "", "")}
	}
	return Reply{}
}

// opReadFD reads the rest of an open file, whole (FileHandle.readFile).
func opReadFD(i *Instance, args, _ []byte) Reply {
	a, _ := i.fsArgs(args)
	h, err := i.file(a.FD)
	if err != nil {
		return Reply{Err: err}
	}
	b, err := i.readAll(h.f, "")
	if err != nil {
		return Reply{Err: err}
	}
	if a.Encoding == "utf8" || a.Encoding == "utf-8" {
		return Reply{Text: strings.ToValidUTF8(string(b), "\uFFFD"), IsText: true}
	}
	return Reply{Bytes: b}
}

func init() {
	read, write := "fs capability (read) of the path", "fs capability (write) of the path"
	mem := "; what is read must fit the extension's free memory; stops when the call ends"
	register(
		&hostOp{Name: "fs.readFile", Cap: capFSRead, Limits: read + mem, Test: "TestNodeFS", Run: opReadFile},
		&hostOp{Name: "fs.writeFile", Cap: capFSWrite, Limits: write, Test: "TestNodeFS", Run: opWriteFile},
		&hostOp{Name: "fs.stat", Cap: capFSRead, Limits: read, Test: "TestNodeFS", Run: opStat},
		&hostOp{Name: "fs.readdir", Cap: capFSRead, Limits: read + "; at most 1,000,000 entries", Test: "TestNodeFS", Run: opReaddir},
		&hostOp{Name: "fs.mkdir", Cap: capFSWrite, Limits: write, Test: "TestNodeFS", Run: opMkdir},
		&hostOp{Name: "fs.rm", Cap: capFSWrite, Limits: write, Test: "TestNodeFS", Run: opRm},
		&hostOp{Name: "fs.rmdir", Cap: capFSWrite, Limits: write, Test: "TestNodeFS", Run: opRmdir},
		&hostOp{Name: "fs.unlink", Cap: capFSWrite, Limits: write, Test: "TestNodeFS", Run: opUnlink},
		&hostOp{Name: "fs.rename", Cap: capFSWrite, Limits: write + " (both)", Test: "TestNodeFS", Run: opRename},
		&hostOp{Name: "fs.copyFile", Cap: capFSWrite, Limits: "read of the source, write of the destination", Test: "TestNodeFS", Run: opCopyFile},
		&hostOp{Name: "fs.cp", Cap: capFSWrite, Limits: "read of the source, write of every file copied", Test: "TestNodeFS", Run: opCp},
		&hostOp{Name: "fs.access", Cap: capFSRead, Limits: read, Test: "TestNodeFS", Run: opAccess},
		&hostOp{Name: "fs.realpath", Cap: capFSRead, Limits: read, Test: "TestNodeFS", Run: opRealpath},
		&hostOp{Name: "fs.mkdtemp", Cap: capFSWrite, Limits: write, Test: "TestNodeFS", Run: opMkdtemp},
		&hostOp{Name: "fs.readlink", Cap: capFSRead, Limits: read, Test: "TestNodeFS", Run: opReadlink},
		&hostOp{Name: "fs.symlink", Cap: capFSWrite, Limits: write + " of the link", Test: "TestNodeFS", Run: opSymlink},
		&hostOp{Name: "fs.link", Cap: capFSWrite, Limits: write, Test: "TestNodeFS", Run: opLink},
		&hostOp{Name: "fs.chmod", Cap: capFSWrite, Limits: write, Test: "TestNodeFS", Run: opChmod},
		&hostOp{Name: "fs.utimes", Cap: capFSWrite, Limits: write, Test: "TestNodeFS", Run: opUtimes},
		&hostOp{Name: "fs.truncate", Cap: capFSWrite, Limits: write, Test: "TestNodeFS", Run: opTruncate},
		&hostOp{Name: "fs.open", Cap: capFSRead, Limits: "read or write of the path, by the flags; 256 open files per instance", Test: "TestNodeFS", Run: opOpen},
		&hostOp{Name: "fs.close", Limits: "-", Test: "TestNodeFS", Run: opClose},
		&hostOp{Name: "fs.read", Limits: "the extension's free memory", Test: "TestNodeFS", Run: opRead},
		&hostOp{Name: "fs.readFD", Limits: "the extension's free memory", Test: "TestNodeFS", Run: opReadFD},
		&hostOp{Name: "fs.write", Limits: "-", Test: "TestNodeFS", Run: opWrite},
		&hostOp{Name: "fs.fstat", Limits: "-", Test: "TestNodeFS", Run: opFstat},
		&hostOp{Name: "fs.ftruncate", Limits: "-", Test: "TestNodeFS", Run: opFtruncate},
		&hostOp{Name: "fs.fsync", Limits: "-", Test: "TestNodeFS", Run: opFsync},
	)
}
