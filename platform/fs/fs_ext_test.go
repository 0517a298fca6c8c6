//go:build unix

package fs_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/jstest"
	"github.com/earshot/extensions/internal/testutil"
)

// TestNodeFS: relative paths are the project's, which is process.cwd(); a
// file written is read back; an extension sees Node's errors.
func TestNodeFS(t *testing.T) {
	project := t.TempDir()
	x := jstest.Node(t, project, nil, 0)
	r := jstest.Run(t, x, `mods.fs.mkdirSync("out", {recursive: true}); mods.fs.writeFileSync("out/note.txt", "written by the extension");
		return [process.cwd(), mods.fs.readFileSync("out/note.txt", "utf8"), mods.path.resolve("x")]`, nil)
	var got []string
	json.Unmarshal([]byte(r.Output), &got)
	if r.IsError || len(got) != 3 || got[0] != project || got[1] != "written by the extension" || got[2] != filepath.Join(project, "x") {
		t.Fatalf("%+v", r)
	}
	if b, err := os.ReadFile(filepath.Join(project, "out", "note.txt")); err != nil || string(b) != "written by the extension" {
		t.Fatalf("on disk: %q %v", b, err)
	}
	// Child processes start there too.
	r = jstest.Run(t, x, `return String(mods.cp.execSync("pwd")).trim()`, nil)
	if r.Output != strconv.Quote(project) {
		t.Fatalf("child's folder: %s", r.Output)
	}
}

// TestNodeFSMemory: a file larger than the extension's memory is an error
// the extension can catch — it is not read into the host — and the host
// does not grow.
func TestNodeFSMemory(t *testing.T) {
	if testutil.Race {
		t.Skip("measures memory")
	}
	if testing.Short() {
		t.Skip("-short: reads up to the memory limit, three times")
	}
	project := t.TempDir()
	f, err := os.Create(filepath.Join(project, "huge.bin"))
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(2 << 30) // 2 GiB, sparse
	f.Close()
	// The calls must answer: reading up to the memory limit of /dev/zero
	// took more than the default test limit (5 s) on a loaded machine.
	x := jstest.Node(t, project, nil, testutil.Slow)
	before := testutil.SettledRSS()
	start := time.Now()
	for _, code := range []string{
		`try { mods.fs.readFileSync("huge.bin"); return "read" } catch (e) { return e.code }`,
		`try { await mods.fsp.readFile("huge.bin"); return "read" } catch (e) { return e.code }`,
		`try { mods.fs.readFileSync("/dev/zero"); return "read" } catch (e) { return e.code }`,
	} {
		r := jstest.Run(t, x, code, nil)
		if r.Output != `"ERR_FS_FILE_TOO_LARGE"` {
			t.Fatalf("%s: %+v", code, r)
		}
	}
	if d := time.Since(start); d > testutil.Slow {
		t.Errorf("took %v", d)
	}
	if after := testutil.SettledRSS(); before > 0 && after > before+96<<20 {
		t.Errorf("RSS grew from %d to %d MiB", before>>20, after>>20)
	}
	// A child's output past maxBuffer is an error too.
	r := jstest.Run(t, x, `try { mods.cp.execSync("head -c 100000000 /dev/zero", {maxBuffer: 1 << 20}); return "read" } catch (e) { return e.code }`, nil)
	if r.Output != `"ENOBUFS"` {
		t.Fatalf("maxBuffer: %+v", r)
	}
}
