//go:build linux

package platform

import (
	"context"
	"errors"
	"fmt"
	"os"
	"testing"

	"golang.org/x/sys/unix"
)

// TestChildStdinBackpressure: what the host holds of writes to a child's
// stdin is one write of at most a piece (a 128th of the memory cap) per child, however much the
// extension writes and however little the child reads: a larger write is
// refused, and so is a second one while the first waits for the child.
func TestChildStdinBackpressure(t *testing.T) {
	i := New(Config{Project: t.TempDir(), MemoryLimit: 8 << 20}) // pieces of 64 KiB
	defer i.Close()
	i.BeginTask(context.Background())
	defer i.EndTask(true)
	r := i.Call("cp.spawn", []byte(`{"file":"sleep","args":["60"],"stdio":["pipe","ignore","ignore"]}`), nil)
	if r.Err != nil {
		t.Skip("needs sleep:", r.Err)
	}
	id := r.Value.(map[string]int)["id"]
	args := []byte(fmt.Sprintf(`{"id":%d}`, id))
	if r := i.Call("cp.write", args, make([]byte, i.childPiece()+1)); r.Err == nil {
		t.Fatal("a write larger than 64 KiB was taken")
	}
	// Fill the pipe to its capacity, a write at a time, each completing.
	c := i.handles[id].(*child)
	capacity, err := unix.FcntlInt(c.stdin.(*os.File).Fd(), unix.F_GETPIPE_SZ, 0)
	if err != nil {
		t.Skip("pipe size:", err)
	}
	write := func(n int) Reply { return i.Call("cp.write", args, make([]byte, n)) }
	for left := capacity; left > 0; {
		n := min(left, i.childPiece())
		if r := write(n); r.Err != nil {
			t.Fatal(r.Err)
		}
		waitCompletion(t, i)
		left -= n
	}
	// The pipe is full: this one waits for the child, which never reads...
	if r := write(i.childPiece()); r.Err != nil || r.ID == 0 {
		t.Fatalf("%+v", r)
	}
	// ...and while it waits, the host takes no more.
	r = write(1)
	var je *jsError
	if !errors.As(r.Err, &je) || je.Code != "ERR_EARSHOT_LIMIT" {
		t.Fatalf("a second write while one waits: %+v", r)
	}
}

// waitCompletion waits for an operation's completion and fails on an
// error.
func waitCompletion(t *testing.T, i *Instance) {
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
