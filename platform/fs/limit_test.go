package fs

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/earshot/extensions/platform/internal/platformtest"
	"github.com/earshot/extensions/platform/kernel"
)

// TestOpenFilesLimit: an instance keeps at most maxOpenFiles files open;
// the next open fails with EMFILE before it touches the disk (a file it
// would create is not created), an open that fails gives its room back,
// and a closed file makes room.
func TestOpenFilesLimit(t *testing.T) {
	dir := platformtest.RealDir(t)
	platformtest.Must(t, os.WriteFile(filepath.Join(dir, "a"), nil, 0o644))
	i := platformtest.New(t, kernel.Config{Project: dir}, Ops())
	open := func(path, flag string) kernel.Reply {
		b, _ := json.Marshal(map[string]string{"path": path, "flag": flag})
		return i.Call("fs.open", b, nil)
	}
	for range 3 {
		if r := open("missing", "r"); r.Err == nil {
			t.Fatal("opened a file that is not there")
		}
	}
	var fds []int
	for range maxOpenFiles {
		r := open("a", "r")
		if r.Err != nil {
			t.Fatalf("with %d open: %v", len(fds), r.Err)
		}
		fds = append(fds, r.Value.(int))
	}
	r := open("new", "w")
	var je *kernel.JSError
	if !errors.As(r.Err, &je) || je.Code != "EMFILE" || je.Path != "new" ||
		!strings.Contains(je.Message, "(256 files are open in this extension, which is the limit: close one first)") {
		t.Fatalf("an open past the limit: %+v", r)
	}
	if _, err := os.Lstat(filepath.Join(dir, "new")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("an open past the limit made the file: %v", err)
	}
	if n, peak := i.InQuota(fileKind.Quota); n != maxOpenFiles || peak != maxOpenFiles {
		t.Fatalf("%d files hold room (the most: %d), want %d", n, peak, maxOpenFiles)
	}
	b, _ := json.Marshal(map[string]int{"fd": fds[0]})
	if r := i.Call("fs.close", b, nil); r.Err != nil {
		t.Fatal(r.Err)
	}
	if r := open("new", "w"); r.Err != nil {
		t.Fatalf("an open once a file was closed: %v", r.Err)
	}
}
