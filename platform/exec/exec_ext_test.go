//go:build unix

package exec_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/jstest"
	"github.com/earshot/extensions/internal/testutil"
)

// grandchild starts a shell that starts a sleeping grandchild, and returns
// the grandchild's pid (written to a file).
const grandchild = `const c = mods.cp.spawn("sh", ["-c", "sleep 300 & echo $! > pid.txt; wait"]);
	for (let i = 0; i < 200 && !mods.fs.existsSync("pid.txt"); i++) await new Promise((r) => setTimeout(r, 10));
	await new Promise((r) => setTimeout(r, 20));
	return Number(mods.fs.readFileSync("pid.txt", "utf8"))`

// TestChildProcesses: every child (and everything it started) is stopped
// when its call times out, when the call is cancelled, when the instance
// is stopped, and when the host closes it.
func TestChildProcesses(t *testing.T) {
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("needs sh and sleep")
	}
	// timedOut runs script in a shell, in a call that never settles, and
	// checks that the process whose pid the script wrote to pid.txt is
	// gone after the call's timeout.
	timedOut := func(t *testing.T, script string) {
		project := t.TempDir()
		x := jstest.Node(t, project, nil, 1*time.Second)
		r := jstest.Run(t, x, `mods.cp.spawn("sh", ["-c", `+strconv.Quote(script)+`]); return await new Promise(() => {})`, nil)
		if !errors.Is(r.Err, api.ErrTimeout) {
			t.Fatalf("%+v", r)
		}
		b, _ := os.ReadFile(filepath.Join(project, "pid.txt"))
		pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
		if pid == 0 {
			t.Fatal("no grandchild started")
		}
		testutil.WaitGone(t, pid)
	}
	t.Run("timeout", func(t *testing.T) { timedOut(t, "sleep 300 & echo $! > pid.txt; wait") })
	t.Run("a grandchild that leaves the group", func(t *testing.T) {
		if why := noChildCgroups(); why != "" {
			t.Skip("a grandchild that calls setsid is held by a cgroup, and here there is none: " + why)
		}
		if _, err := exec.LookPath("setsid"); err != nil {
			t.Skip("needs setsid")
		}
		timedOut(t, "setsid sleep 300 & echo $! > pid.txt; wait")
		// A daemon's double fork: the grandchild's parent is gone too.
		timedOut(t, "(setsid sleep 300 & echo $! > pid.txt) ; sleep 300")
	})
	t.Run("execSync under the call timeout", func(t *testing.T) {
		x := jstest.Node(t, t.TempDir(), nil, 1*time.Second)
		start := time.Now()
		r := jstest.Run(t, x, `mods.cp.execSync("sleep 100"); return "slept"`, nil)
		if !r.IsError || time.Since(start) > testutil.Slow {
			t.Fatalf("%+v after %v", r, time.Since(start))
		}
	})
	t.Run("cancel", func(t *testing.T) {
		project := t.TempDir()
		x := jstest.Node(t, project, nil, 0)
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			// The file exists as soon as the shell opens it, before the
			// pid is in it: wait for the whole line.
			for range 300 {
				if b, err := os.ReadFile(filepath.Join(project, "pid.txt")); err == nil && strings.HasSuffix(string(b), "\n") {
					break
				}
				time.Sleep(10 * time.Millisecond)
			}
			cancel()
		}()
		b, _ := json.Marshal(map[string]any{"code": `mods.cp.spawn("sh", ["-c", "sleep 300 & echo $! > pid.txt; wait"]); return await new Promise(() => {})`})
		r, _ := x.Call(ctx, "run", b)
		if !errors.Is(r.Err, api.ErrCanceled) {
			t.Fatalf("%+v", r)
		}
		b, _ = os.ReadFile(filepath.Join(project, "pid.txt"))
		pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
		if pid <= 0 {
			t.Fatalf("no pid written: %q", b)
		}
		testutil.WaitGone(t, pid)
	})
	t.Run("outlives its call, not the extension", func(t *testing.T) {
		project := t.TempDir()
		x := jstest.Node(t, project, nil, 0)
		r := jstest.Run(t, x, grandchild, nil)
		pid, _ := strconv.Atoi(r.Output)
		if pid == 0 {
			t.Fatalf("%+v", r)
		}
		if !testutil.Alive(pid) {
			t.Fatal("a child of a call that ended normally was stopped")
		}
		x.Close()
		testutil.WaitGone(t, pid)
	})
	t.Run("kill", func(t *testing.T) {
		x := jstest.Node(t, t.TempDir(), nil, 0)
		r := jstest.Run(t, x, `const c = mods.cp.spawn("sleep", ["100"]); await new Promise((r) => c.on("spawn", r)); const pid = c.pid;
			c.kill(); const [code, sig] = await new Promise((r) => c.on("exit", (a, b) => r([a, b]))); return [code, sig, c.killed]`, nil)
		if r.Output != `[null,"SIGTERM",true]` {
			t.Fatalf("%+v", r)
		}
	})
	t.Run("process.kill of others", func(t *testing.T) {
		x := jstest.Node(t, t.TempDir(), nil, 0)
		r := jstest.Run(t, x, `try { process.kill(1, "SIGTERM"); return "sent" } catch (e) { return e.code }`, nil)
		if r.Output != `"ESRCH"` {
			t.Fatalf("%+v", r)
		}
	})
}

// noChildCgroups says why this process cannot make a cgroup (v2) for a
// child under its own ("" when it can), as the children's jail needs.
func noChildCgroups() string {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return "not Linux"
	}
	own := ""
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "0::"); ok {
			own = rest
		}
	}
	if own == "" {
		return "no cgroup v2"
	}
	for _, mount := range []string{"/sys/fs/cgroup", "/sys/fs/cgroup/unified"} {
		dir := filepath.Join(mount, own)
		if _, err := os.Stat(filepath.Join(dir, "cgroup.procs")); err != nil {
			continue
		}
		probe := filepath.Join(dir, "earshot-probe-"+strconv.Itoa(os.Getpid()))
		if err := os.Mkdir(probe, 0o755); err != nil {
			return "cannot make one in " + dir + ": " + err.Error()
		}
		os.Remove(probe)
		return ""
	}
	return "the cgroup v2 hierarchy is not mounted where expected"
}

// TestChildStdinThroughPieces: a large write to a child's stdin reaches it
// whole, a piece at a time (the host holds one:
// TestChildStdinBackpressure), and write() says when to wait, as Node's
// does.
func TestChildStdinThroughPieces(t *testing.T) {
	if _, err := exec.LookPath("wc"); err != nil {
		t.Skip("needs wc")
	}
	x := jstest.Node(t, t.TempDir(), nil, 0)
	r := jstest.Run(t, x, `const c = mods.cp.spawn("wc", ["-c"]);
		let out = ""; c.stdout.on("data", (d) => { out += d; });
		const more = c.stdin.write(Buffer.alloc(3 << 20)); c.stdin.end();
		await new Promise((r) => c.on("close", r));
		return [more, out.trim()]`, nil)
	if r.Output != `[false,"3145728"]` {
		t.Fatalf("%+v", r)
	}
}
