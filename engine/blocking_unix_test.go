//go:build unix

package engine_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/earshot/extensions/internal/testutil"
)

// TestBlockingOnlyBlocksItsExtension: while one extension is blocked in a
// synchronous operation (a read of a FIFO no one writes yet), another's
// calls go on — all of them answered while the first is still blocked.
func TestBlockingOnlyBlocksItsExtension(t *testing.T) {
	project := t.TempDir()
	fifo := filepath.Join(project, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	slow := nodeExt(t, project, nil, testutil.Slow)
	fast := nodeExt(t, t.TempDir(), nil, 0)
	blocked := make(chan struct{})
	go func() {
		defer close(blocked)
		run(t, slow, `const fd = mods.fs.openSync("fifo", "r"); const hold = mods.fs.openSync("fifo", "w");
			mods.fs.readSync(fd, Buffer.alloc(1)); return "read"`, nil)
	}()
	// Opening the FIFO's other end waits for the blocked extension to have
	// opened its own.
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		if r := run(t, fast, `return mods.fs.readdirSync(".").length`, nil); r.IsError {
			t.Fatalf("%+v", r)
		}
	}
	select {
	case <-blocked:
		t.Fatal("the blocked extension returned before it was let go")
	default:
	}
	// Let it go: its FIFO gets a byte.
	w.Write([]byte("x"))
	w.Close()
	<-blocked
}
