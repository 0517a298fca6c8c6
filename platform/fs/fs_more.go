package fs

import (
	"io/fs"
	"slices"

	"github.com/earshot/extensions/platform/kernel"
)

// File system operations on an open file that archivers use (tar sets the
// times and mode of what it extracts through the descriptor): futimes and
// fchmod. They change the file, so its path must be writable under the
// fs capability, whatever the descriptor was opened for.

// openForChange is the open file fd, checked for a change to it.
func openForChange(i *kernel.Instance, a pathArgs) (*fileHandle, pathArgs, error) {
	h, err := file(i, a.FD)
	if err != nil {
		return nil, a, err
	}
	if !h.write { // opened for writing: its path was checked then
		if _, err := path(i, h.f.Name(), kernel.WriteAccess, true); err != nil {
			return nil, a, err
		}
	}
	return h, a, nil
}

func opFutimes(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	h, a, err := openForChange(i, a)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := futimes(h.f, toTime(a.Atime), toTime(a.Mtime)); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "futime", "", "")}
	}
	return kernel.Reply{}
}

func opFchmod(i *kernel.Instance, a pathArgs, _ []byte) kernel.Reply {
	h, a, err := openForChange(i, a)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if err := h.f.Chmod(fs.FileMode(a.Mode) & fs.ModePerm); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "fchmod", "", "")}
	}
	return kernel.Reply{}
}

// fsDescriptorOps are the operations of this file.
func fsDescriptorOps() []*kernel.Op {
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "fs.futimes", Cap: kernel.CapFSWrite, Limits: "the file's path must be writable", Test: "TestNodeFS"}, opFutimes),
		kernel.Def(kernel.Op{Name: "fs.fchmod", Cap: kernel.CapFSWrite, Limits: "the file's path must be writable", Test: "TestNodeFS"}, opFchmod),
	}
}

// fsAreaOps are node:fs's operations.
func Ops() []*kernel.Op { return slices.Concat(fileOps(), fsDescriptorOps()) }
