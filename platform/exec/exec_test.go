//go:build linux

package exec

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/earshot/extensions/platform/internal/platformtest"
	"github.com/earshot/extensions/platform/kernel"
	"golang.org/x/sys/unix"
)

// TestChildStdinBackpressure: what the host holds of writes to a child's
// stdin is one write of at most a piece (a 128th of the memory cap) per child, however much the
// extension writes and however little the child reads: a larger write is
// refused, and so is a second one while the first waits for the child.
func TestChildStdinBackpressure(t *testing.T) {
	i := platformtest.New(t, kernel.Config{Project: t.TempDir(), MemoryLimit: 8 << 20}, Ops()) // pieces of 64 KiB
	defer i.Close()
	i.BeginTask(context.Background())
	defer i.EndTask(true)
	r := i.Call("cp.spawn", []byte(`{"file":"sleep","args":["60"],"stdio":["pipe","ignore","ignore"]}`), nil)
	if r.Err != nil {
		t.Skip("needs sleep:", r.Err)
	}
	id := r.Value.(map[string]int)["id"]
	args := []byte(fmt.Sprintf(`{"id":%d}`, id))
	if r := i.Call("cp.write", args, make([]byte, childPiece(i)+1)); r.Err == nil {
		t.Fatal("a write larger than 64 KiB was taken")
	}
	// Fill the pipe to its capacity, a write at a time, each completing.
	c, _ := kernel.HandleOf[*child](i, id)
	capacity, err := unix.FcntlInt(c.stdin.(*os.File).Fd(), unix.F_GETPIPE_SZ, 0)
	if err != nil {
		t.Skip("pipe size:", err)
	}
	write := func(n int) kernel.Reply { return i.Call("cp.write", args, make([]byte, n)) }
	for left := capacity; left > 0; {
		n := min(left, childPiece(i))
		if r := write(n); r.Err != nil {
			t.Fatal(r.Err)
		}
		waitCompletion(t, i)
		left -= n
	}
	// The pipe is full: this one waits for the child, which never reads...
	if r := write(childPiece(i)); r.Err != nil || r.ID == 0 {
		t.Fatalf("%+v", r)
	}
	// ...and while it waits, the host takes no more.
	r = write(1)
	var je *kernel.JSError
	if !errors.As(r.Err, &je) || je.Code != "ERR_EARSHOT_LIMIT" {
		t.Fatalf("a second write while one waits: %+v", r)
	}
}

// waitCompletion waits for an operation's completion and fails on an
// error.
func waitCompletion(t *testing.T, i *kernel.Instance) {
	t.Helper()
	for !i.HasEvents() {
		<-i.Signal()
	}
	for ev, ok := i.NextEvent(); ok; ev, ok = i.NextEvent() {
		if ev.Err {
			t.Fatalf("completion: %s", ev.JSON)
		}
	}
}

// TestScriptInterpreter: a listed script whose #! line has env find its
// interpreter runs the interpreter the user's PATH gives; one whose
// interpreter the child's PATH or working folder could choose otherwise
// is refused.
func TestScriptInterpreter(t *testing.T) {
	bin, dir := t.TempDir(), t.TempDir()
	platformtest.Must(t, os.WriteFile(filepath.Join(bin, "mysh"), []byte("#!/bin/sh\n"), 0o755))
	p, err := kernel.ParsePolicy(json.RawMessage(`{"exec": ["x"]}`), dir, dir, nil)
	platformtest.Must(t, err)
	i := platformtest.New(t, kernel.Config{Extension: "x", Policy: p, Env: []string{"PATH=" + bin}}, Ops())
	defer i.Close()
	for _, tt := range []struct {
		line, interp string
		args         []string
		refused      bool
	}{
		{line: "echo not a script"},
		{line: "#!/bin/sh"},
		{line: "#!/usr/bin/env"},
		{line: "#!/usr/bin/env mysh", interp: filepath.Join(bin, "mysh"), args: []string{"mysh"}},
		{line: "#! /usr/bin/env  mysh ", interp: filepath.Join(bin, "mysh"), args: []string{"mysh"}},
		{line: "#!/usr/bin/env mysh\r", refused: true}, // "mysh\r" is on no PATH
		{line: "#!/usr/bin/env -S mysh -e -x", interp: filepath.Join(bin, "mysh"), args: []string{"mysh", "-e", "-x"}},
		{line: "#!/usr/bin/env /bin/sh", interp: "/bin/sh", args: []string{"/bin/sh"}},
		{line: "#!./interp", refused: true},
		{line: "#!/usr/bin/env ./interp", refused: true},
		{line: "#!/usr/bin/env PATH=/tmp mysh", refused: true},
		{line: "#!/usr/bin/env -i mysh", refused: true},
		{line: "#!/usr/bin/env mysh -e", refused: true},
		{line: "#!/usr/bin/env -S 'mysh' -e", refused: true},
		{line: "#!/usr/bin/env -S ${SHELL}", refused: true},
	} {
		script := filepath.Join(dir, "s")
		platformtest.Must(t, os.WriteFile(script, []byte(tt.line+"\nrest\n"), 0o755))
		interp, args, err := interpreter(i, script, "./s")
		switch {
		case tt.refused != (err != nil):
			t.Errorf("%q: %v, want refused %v", tt.line, err, tt.refused)
		case interp != tt.interp || fmt.Sprint(args) != fmt.Sprint(tt.args):
			t.Errorf("%q: %q %q, want %q %q", tt.line, interp, args, tt.interp, tt.args)
		}
	}
}

// TestChildLimitGivesRoomBack: an instance runs at most maxChildren
// children; the next spawn fails with EAGAIN, starting nothing, and a
// child that exited gives its room back by the time the extension learns
// it exited.
func TestChildLimitGivesRoomBack(t *testing.T) {
	i := platformtest.New(t, kernel.Config{Project: t.TempDir()}, Ops())
	i.BeginTask(context.Background())
	defer i.EndTask(false) // stops the children
	spawn := func() kernel.Reply {
		return i.Call("cp.spawn", []byte(`{"file":"sleep","args":["60"],"stdio":["ignore","ignore","ignore"]}`), nil)
	}
	var ids []int
	for range maxChildren {
		r := spawn()
		if r.Err != nil {
			t.Skip("needs sleep:", r.Err)
		}
		ids = append(ids, r.Value.(map[string]int)["id"])
	}
	r := spawn()
	var je *kernel.JSError
	if !errors.As(r.Err, &je) || je.Code != "EAGAIN" || je.Syscall != "spawn sleep" ||
		!strings.Contains(je.Message, "(64 child processes are open in this extension, which is the limit: wait for one to exit, or kill one, first)") {
		t.Fatalf("spawn past the limit: %+v", r)
	}
	if n, peak := i.InQuota(childKind.Quota); n != maxChildren || peak != maxChildren {
		t.Fatalf("%d children hold room (the most: %d), want %d", n, peak, maxChildren)
	}
	ref := []byte(fmt.Sprintf(`{"id":%d}`, ids[0]))
	if r := i.Call("cp.kill", []byte(fmt.Sprintf(`{"id":%d,"signal":"SIGKILL"}`, ids[0])), nil); r.Err != nil {
		t.Fatal(r.Err)
	}
	if r := i.Call("cp.wait", ref, nil); r.Err != nil {
		t.Fatal(r.Err)
	}
	waitCompletion(t, i)
	if r := spawn(); r.Err != nil {
		t.Fatalf("a spawn once a child exited: %v", r.Err)
	}
	if n, _ := i.InQuota(childKind.Quota); n != maxChildren {
		t.Fatalf("%d children hold room, want %d", n, maxChildren)
	}
}
