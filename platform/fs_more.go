package platform

import (
	"io/fs"
)

// File system operations on an open file that archivers use (tar sets the
// times and mode of what it extracts through the descriptor): futimes and
// fchmod. They change the file, so its path must be writable under the
// fs capability, whatever the descriptor was opened for.

// openForChange is the open file fd, checked for a change to it.
func (i *Instance) openForChange(a pathArgs) (*fileHandle, pathArgs, error) {
	h, err := i.file(a.FD)
	if err != nil {
		return nil, a, err
	}
	if !h.write { // opened for writing: its path was checked then
		if _, err := i.path(h.f.Name(), writeAccess, true); err != nil {
			return nil, a, err
		}
	}
	return h, a, nil
}

func opFutimes(i *Instance, a pathArgs, _ []byte) Reply {
	h, a, err := i.openForChange(a)
	if err != nil {
		return Reply{Err: err}
	}
	if err := futimes(h.f, toTime(a.Atime), toTime(a.Mtime)); err != nil {
		return Reply{Err: sysError(err, "futime", "", "")}
	}
	return Reply{}
}

func opFchmod(i *Instance, a pathArgs, _ []byte) Reply {
	h, a, err := i.openForChange(a)
	if err != nil {
		return Reply{Err: err}
	}
	if err := h.f.Chmod(fs.FileMode(a.Mode) & fs.ModePerm); err != nil {
		return Reply{Err: sysError(err, "fchmod", "", "")}
	}
	return Reply{}
}

// fsDescriptorOps are the operations of this file.
func fsDescriptorOps() []*hostOp {
	return []*hostOp{
		def(hostOp{Name: "fs.futimes", Cap: capFSWrite, Limits: "the file's path must be writable", Test: "TestNodeFS"}, opFutimes),
		def(hostOp{Name: "fs.fchmod", Cap: capFSWrite, Limits: "the file's path must be writable", Test: "TestNodeFS"}, opFchmod),
	}
}
