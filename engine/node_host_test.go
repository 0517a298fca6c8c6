//go:build unix

package engine_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/testutil"
)

// The host's promises about what extensions do on the machine: what no
// Node-based host can give.

// TestNodeFS: relative paths are the project's, which is process.cwd(); a
// file written is read back; an extension sees Node's errors.
func TestNodeFS(t *testing.T) {
	project := t.TempDir()
	x := nodeExt(t, project, nil, 0)
	r := runNode(t, x, `mods.fs.mkdirSync("out", {recursive: true}); mods.fs.writeFileSync("out/note.txt", "written by the extension");
		return [process.cwd(), mods.fs.readFileSync("out/note.txt", "utf8"), mods.path.resolve("x")]`)
	var got []string
	json.Unmarshal([]byte(r.Output), &got)
	if r.IsError || len(got) != 3 || got[0] != project || got[1] != "written by the extension" || got[2] != filepath.Join(project, "x") {
		t.Fatalf("%+v", r)
	}
	if b, err := os.ReadFile(filepath.Join(project, "out", "note.txt")); err != nil || string(b) != "written by the extension" {
		t.Fatalf("on disk: %q %v", b, err)
	}
	// Child processes start there too.
	r = runNode(t, x, `return String(mods.cp.execSync("pwd")).trim()`)
	if r.Output != strconv.Quote(project) {
		t.Fatalf("child's folder: %s", r.Output)
	}
}

// TestNodeFSMemory: a file larger than the extension's memory is an error
// the extension can catch — it is not read into the host — and the host
// does not grow.
func TestNodeFSMemory(t *testing.T) {
	if raceEnabled {
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
	x := nodeExt(t, project, nil, testutil.Slow)
	before := testutil.SettledRSS()
	start := time.Now()
	for _, code := range []string{
		`try { mods.fs.readFileSync("huge.bin"); return "read" } catch (e) { return e.code }`,
		`try { await mods.fsp.readFile("huge.bin"); return "read" } catch (e) { return e.code }`,
		`try { mods.fs.readFileSync("/dev/zero"); return "read" } catch (e) { return e.code }`,
	} {
		r := runNode(t, x, code)
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
	r := runNode(t, x, `try { mods.cp.execSync("head -c 100000000 /dev/zero", {maxBuffer: 1 << 20}); return "read" } catch (e) { return e.code }`)
	if r.Output != `"ENOBUFS"` {
		t.Fatalf("maxBuffer: %+v", r)
	}
}

// alive reports whether a process with pid exists.
func alive(pid int) bool {
	return syscall.Kill(pid, 0) == nil
}

// grandchild starts a shell that starts a sleeping grandchild, and returns
// the grandchild's pid (written to a file).
const grandchild = `const c = mods.cp.spawn("sh", ["-c", "sleep 300 & echo $! > pid.txt; wait"]);
	for (let i = 0; i < 200 && !mods.fs.existsSync("pid.txt"); i++) await new Promise((r) => setTimeout(r, 10));
	await new Promise((r) => setTimeout(r, 20));
	return Number(mods.fs.readFileSync("pid.txt", "utf8"))`

func waitGone(t *testing.T, pid int) {
	t.Helper()
	for range 200 {
		if !alive(pid) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("process %d is still alive", pid)
}

// TestChildProcesses: every child (and everything it started) is stopped
// when its call times out, when the call is cancelled, when the instance
// is stopped, and when the host closes it.
func TestChildProcesses(t *testing.T) {
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("needs sh and sleep")
	}
	t.Run("timeout", func(t *testing.T) {
		project := t.TempDir()
		x := nodeExt(t, project, nil, 1*time.Second)
		r := runNode(t, x, `const c = mods.cp.spawn("sh", ["-c", "sleep 300 & echo $! > pid.txt; wait"]); return await new Promise(() => {})`)
		if !errors.Is(r.Err, api.ErrTimeout) {
			t.Fatalf("%+v", r)
		}
		b, _ := os.ReadFile(filepath.Join(project, "pid.txt"))
		pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
		if pid == 0 {
			t.Fatal("no grandchild started")
		}
		waitGone(t, pid)
	})
	t.Run("a grandchild that leaves the group", func(t *testing.T) {
		if why := noChildCgroups(); why != "" {
			t.Skip("a grandchild that calls setsid is held by a cgroup, and here there is none: " + why)
		}
		if _, err := exec.LookPath("setsid"); err != nil {
			t.Skip("needs setsid")
		}
		for _, script := range []string{
			"setsid sleep 300 & echo $! > pid.txt; wait",
			// A daemon's double fork: the grandchild's parent is gone too.
			"(setsid sleep 300 & echo $! > pid.txt) ; sleep 300",
		} {
			project := t.TempDir()
			x := nodeExt(t, project, nil, 1*time.Second)
			r := runNode(t, x, `mods.cp.spawn("sh", ["-c", `+strconv.Quote(script)+`]); return await new Promise(() => {})`)
			if !errors.Is(r.Err, api.ErrTimeout) {
				t.Fatalf("%+v", r)
			}
			b, _ := os.ReadFile(filepath.Join(project, "pid.txt"))
			pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
			if pid == 0 {
				t.Fatal("no grandchild started")
			}
			waitGone(t, pid)
		}
	})
	t.Run("execSync under the call timeout", func(t *testing.T) {
		x := nodeExt(t, t.TempDir(), nil, 1*time.Second)
		start := time.Now()
		r := runNode(t, x, `mods.cp.execSync("sleep 100"); return "slept"`)
		if !r.IsError || time.Since(start) > testutil.Slow {
			t.Fatalf("%+v after %v", r, time.Since(start))
		}
	})
	t.Run("cancel", func(t *testing.T) {
		project := t.TempDir()
		x := nodeExt(t, project, nil, 0)
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
		waitGone(t, pid)
	})
	t.Run("outlives its call, not the extension", func(t *testing.T) {
		project := t.TempDir()
		x := nodeExt(t, project, nil, 0)
		r := runNode(t, x, grandchild)
		pid, _ := strconv.Atoi(r.Output)
		if pid == 0 {
			t.Fatalf("%+v", r)
		}
		if !alive(pid) {
			t.Fatal("a child of a call that ended normally was stopped")
		}
		x.Close()
		waitGone(t, pid)
	})
	t.Run("kill", func(t *testing.T) {
		x := nodeExt(t, t.TempDir(), nil, 0)
		r := runNode(t, x, `const c = mods.cp.spawn("sleep", ["100"]); await new Promise((r) => c.on("spawn", r)); const pid = c.pid;
			c.kill(); const [code, sig] = await new Promise((r) => c.on("exit", (a, b) => r([a, b]))); return [code, sig, c.killed]`)
		if r.Output != `[null,"SIGTERM",true]` {
			t.Fatalf("%+v", r)
		}
	})
	t.Run("process.kill of others", func(t *testing.T) {
		x := nodeExt(t, t.TempDir(), nil, 0)
		r := runNode(t, x, `try { process.kill(1, "SIGTERM"); return "sent" } catch (e) { return e.code }`)
		if r.Output != `"ESRCH"` {
			t.Fatalf("%+v", r)
		}
	})
}

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
		runNode(t, slow, `const fd = mods.fs.openSync("fifo", "r"); const hold = mods.fs.openSync("fifo", "w");
			mods.fs.readSync(fd, Buffer.alloc(1)); return "read"`)
	}()
	// Opening the FIFO's other end waits for the blocked extension to have
	// opened its own.
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		if r := runNode(t, fast, `return mods.fs.readdirSync(".").length`); r.IsError {
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

// TestProcessExit: process.exit ends the call with an error result; the
// host goes on, and so does the extension.
func TestProcessExit(t *testing.T) {
	x := nodeExt(t, t.TempDir(), nil, 0)
	r := runNode(t, x, `setTimeout(() => {}, 10); try { process.exit(3) } catch (e) {} return "after exit"`)
	var ee engine.ExitError
	if !r.IsError || !errors.As(r.Err, &ee) || ee.Code != 3 || !strings.Contains(r.Output, "process.exit(3)") {
		t.Fatalf("%+v", r)
	}
	if r := runNode(t, x, `return "still here"`); r.Output != `"still here"` {
		t.Fatalf("next call: %+v", r)
	}
}

// TestCapabilities: each narrowing holds, and cannot be got round through
// another capability.
func TestCapabilities(t *testing.T) {
	project, config := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(project, "in.txt"), []byte("readable"), 0o644)
	os.WriteFile(filepath.Join(config, "trust.key"), []byte(strings.Repeat("k", 32)), 0o600)
	os.Setenv("EARSHOT_TEST_SECRET", "s3cret")
	os.Setenv("EARSHOT_TEST_OK", "fine")
	t.Cleanup(func() { os.Unsetenv("EARSHOT_TEST_SECRET"); os.Unsetenv("EARSHOT_TEST_OK") })
	for _, tt := range []struct {
		name, caps, code, want string
	}{
		{"fs read only: write", `{"fs": "read"}`, `try { mods.fs.writeFileSync("x.txt", "x"); return "wrote" } catch (e) { return e.code }`, `"EACCES"`},
		{"fs read only: read", `{"fs": "read"}`, `return mods.fs.readFileSync("in.txt", "utf8")`, `"readable"`},
		{"fs none", `{"fs": false}`, `try { mods.fs.readFileSync("in.txt"); return "read" } catch (e) { return [e.code, e.message.includes("extensions.capabilities.node-runner")] }`, `["EACCES",true]`},
		{"fs paths", `{"fs": {"read": ["."], "write": ["out"]}}`, `mods.fs.mkdirSync("out", {recursive: true}); mods.fs.writeFileSync("out/a", "1"); try { mods.fs.writeFileSync("b", "1") } catch (e) { return [mods.fs.readFileSync("in.txt", "utf8"), e.code] }`, `["readable","EACCES"]`},
		{"fs through a link", `{"fs": {"read": ["."], "write": ["out"]}}`, `mods.fs.mkdirSync("out", {recursive: true}); mods.fs.symlinkSync("..", "out/up"); try { mods.fs.writeFileSync("out/up/escape.txt", "x"); return "escaped" } catch (e) { return e.code }`, `"EACCES"`},
		{"config folder", `{"exec": false}`, `try { mods.fs.readFileSync(input.config + "/trust.key"); return "read the key" } catch (e) { return e.code }`, `"EACCES"`},
		{"exec none", `{"exec": false}`, `try { mods.cp.execFileSync("true"); return "ran" } catch (e) { return e.code }`, `"ERR_EARSHOT_CAPABILITY"`},
		{"exec list", `{"exec": ["echo"]}`, `const a = String(mods.cp.execFileSync("echo", ["ok"])); try { mods.cp.execSync("echo via shell") } catch (e) { return [a, e.code] }`, `["ok\n","ERR_EARSHOT_CAPABILITY"]`},
		{"exec shell listed", `{"exec": ["sh"]}`, `return String(mods.cp.execSync("echo via shell"))`, `"via shell\n"`},
		{"env list", `{"env": ["EARSHOT_TEST_OK"]}`, `return [process.env.EARSHOT_TEST_OK, process.env.EARSHOT_TEST_SECRET, "EARSHOT_TEST_SECRET" in process.env]`, `["fine",null,false]`},
		{"env through /proc", `{"env": ["EARSHOT_TEST_OK"]}`, `try { mods.fs.readFileSync("/proc/self/environ"); return "read" } catch (e) { return e.code }`, `"EACCES"`},
		{"env through a child", `{"env": ["EARSHOT_TEST_OK", "PATH"]}`, `return String(mods.cp.execSync("echo $EARSHOT_TEST_SECRET-$EARSHOT_TEST_OK", {env: {...process.env, EARSHOT_TEST_SECRET: "passed"}}))`, `"-fine\n"`},
		{"net none", `{"net": false}`, `try { await fetch("http://127.0.0.1:1/"); return "fetched" } catch (e) { return e.message.includes("net capability") }`, `true`},
		{"net list", `{"net": ["*.example.com"]}`, `try { await fetch("http://127.0.0.1:1/"); return "fetched" } catch (e) { return e.message.includes("net capability") }`, `true`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			x := nodeExt(t, project, policy(t, project, config, tt.caps), 0)
			r := run(t, x, tt.code, map[string]any{"config": config})
			if r.Output != tt.want {
				t.Fatalf("got %s, want %s", r.Output, tt.want)
			}
		})
	}
	// Without a narrowing, everything.
	x := nodeExt(t, project, nil, 0)
	if r := run(t, x, `return [process.env.EARSHOT_TEST_SECRET, mods.fs.readFileSync(input.config + "/trust.key", "utf8").length]`, map[string]any{"config": config}); r.Output != `["s3cret",32]` {
		t.Fatalf("all: %s", r.Output)
	}
}

// noChildCgroups says why this process cannot make a cgroup (v2) for a
// child under its own ("" when it can), as platform's children need.
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
// whole, a piece at a time (the host holds one; platform's
// TestChildStdinBackpressure), and write() says when to wait, as Node's
// does.
func TestChildStdinThroughPieces(t *testing.T) {
	if _, err := exec.LookPath("wc"); err != nil {
		t.Skip("needs wc")
	}
	x := nodeExt(t, t.TempDir(), nil, 0)
	r := runNode(t, x, `const c = mods.cp.spawn("wc", ["-c"]);
		let out = ""; c.stdout.on("data", (d) => { out += d; });
		const more = c.stdin.write(Buffer.alloc(3 << 20)); c.stdin.end();
		await new Promise((r) => c.on("close", r));
		return [more, out.trim()]`)
	if r.Output != `[false,"3145728"]` {
		t.Fatalf("%+v", r)
	}
}

// TestProcessExecPath: process.execPath is the node program the
// extension's PATH finds (argv[0] is "node", the same program when
// spawned); without one it is "node", and spawning it fails with ENOENT,
// saying why.
func TestProcessExecPath(t *testing.T) {
	bin := t.TempDir()
	node := filepath.Join(bin, "node")
	testutil.WriteFile(t, node, "#!/bin/sh\necho fake node \"$@\"\n")
	if err := os.Chmod(node, 0o755); err != nil {
		t.Fatal(err)
	}
	code := `const cp = mods.cp; const r = [process.execPath, process.argv[0]]; const c = cp.spawn(process.execPath, ["-v"]); const out = await new Promise((res) => { let s = ""; c.on("error", (e) => res([e.code, e.message])); c.stdout?.on("data", (d) => s += d); c.on("close", () => res(s.trim())) }); return [...r, out]`
	for _, tc := range []struct {
		path string
		want string
	}{
		{bin + string(os.PathListSeparator) + "/usr/bin:/bin", fmt.Sprintf(`[%q,"node","fake node -v"]`, node)},
		{t.TempDir(), `["node","node",["ENOENT","spawn node ENOENT (no Node.js program is on PATH, so process.execPath is \"node\": extensions run in QuickJS, not Node.js)"]]`},
	} {
		cfg := config(t)
		cfg.Platform.Project = t.TempDir()
		cfg.Platform.Env = []string{"PATH=" + tc.path}
		x := load(t, "node-runner.js", cfg)
		if r := runNode(t, x, code); r.Output != tc.want {
			t.Errorf("PATH=%s: got %s, want %s", tc.path, r.Output, tc.want)
		}
	}
}
