//go:build unix

package engine_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/earshot/extensions/internal/testutil"
)

// TestUncaughtInAChild: a throw in a child's stdout "data" listener fails
// the call at once (it was swallowed, and the call waited for the child
// and was then said never to settle); a throw while a child runs stops the
// child, as a timeout does.
func TestUncaughtInAChild(t *testing.T) {
	for _, p := range []string{"echo", "sleep"} {
		if _, err := exec.LookPath(p); err != nil {
			t.Skipf("needs %s", p)
		}
	}
	project := t.TempDir()
	x, _ := uncaughtExt(t, project)
	r := callTool(t, x, "throw", map[string]string{"kind": "child"})
	if !r.IsError || !strings.HasPrefix(r.Output, "Error: boom in child") || !strings.Contains(r.Output, "uncaught.ts:10:") {
		t.Fatalf("child: %+v", r)
	}
	r = callTool(t, x, "throw", map[string]string{"kind": "childLives"})
	if !r.IsError || !strings.HasPrefix(r.Output, "Error: boom in childLives") {
		t.Fatalf("childLives: %+v", r)
	}
	b, err := os.ReadFile(filepath.Join(project, "child.pid"))
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	if pid == 0 {
		t.Fatalf("no pid in %q", b)
	}
	testutil.WaitGone(t, pid)
}

// TestNeverSettlesNamesAChild: a call waiting for nothing but a child
// that is unref'd (child.unref(), its stdio ignored) can never settle, as
// a Node process would exit then; it says so at once, naming the child.
// The child is left running, as a call that returns leaves its children,
// and stops with the extension.
func TestNeverSettlesNamesAChild(t *testing.T) {
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("needs sleep")
	}
	x := load(t, "loop.js", config(t))
	pidFile := filepath.Join(t.TempDir(), "pid")
	r := callTool(t, x, "child", map[string]string{"pidFile": pidFile})
	want := "execute returned a promise that can never settle: nothing pending keeps it alive; still there: a child process that is unref'd"
	if !r.IsError || r.Output != want {
		t.Fatalf("got %+v\nwant %q", r, want)
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(string(b))
	if pid == 0 {
		t.Fatalf("no pid in %q", b)
	}
	x.Close()
	testutil.WaitGone(t, pid)
}
