package platform

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// The host side of node:child_process. Each child runs in a process group
// of its own, so that it can be stopped with everything it started: when
// the call that started it ends by timeout or cancellation, when its
// extension's instance is stopped (restarted or closed), when the host
// closes. A child that outlives its call normally (a server the extension
// keeps in its module state) lives on until one of those.

type spawnArgs struct {
	File      string            `json:"file"`
	Args      []string          `json:"args"`
	Cwd       string            `json:"cwd"`
	Env       map[string]string `json:"env"`
	Shell     string            `json:"shell"`
	Stdio     [3]string         `json:"stdio"`
	Timeout   float64           `json:"timeout"`
	MaxBuffer int64             `json:"maxBuffer"`
	Signal    string            `json:"killSignal"`
}

// child is a process an extension started.
type child struct {
	cmd    *exec.Cmd
	pid    int
	task   int
	stdin  io.WriteCloser
	out    [3]io.ReadCloser // [1] stdout, [2] stderr
	done   chan struct{}
	code   *int
	signal string
	mu     sync.Mutex
}

// close stops the child and everything in its process group.
func (c *child) close() {
	killGroup(c.pid, syscall.SIGKILL)
	if c.stdin != nil {
		c.stdin.Close()
	}
	for _, r := range c.out {
		if r != nil {
			r.Close()
		}
	}
}

// command builds the command of a spawn: the program, found on PATH (the
// child's own, else the host's), run directly, or by the shell with the
// command line; checked against the exec capability.
func (i *Instance) command(ctx context.Context, a spawnArgs, syscallName string) (*exec.Cmd, error) {
	file, args := a.File, a.Args
	if a.Shell != "" {
		line := file
		if len(args) > 0 {
			line += " " + strings.Join(args, " ")
		}
		file, args = a.Shell, []string{"-c", line}
	}
	if err := i.cfg.Policy.checkExec(i.cfg.Extension, file); err != nil {
		return nil, err
	}
	env := i.childEnv(a.Env)
	path, err := lookPath(file, env)
	if err != nil {
		return nil, sysError(syscall.ENOENT, syscallName+" "+a.File, a.File, "")
	}
	if err := i.cfg.Policy.checkExec(i.cfg.Extension, path); err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Args[0] = file
	cmd.Env = env
	cmd.Dir = i.cwdOr(a.Cwd)
	if err := i.cfg.Policy.checkFS(i.cfg.Extension, cmd.Dir, false); err != nil {
		return nil, err
	}
	setGroup(cmd)
	cmd.Cancel = func() error { killGroup(cmd.Process.Pid, signalOf(a.Signal)); return nil }
	cmd.WaitDelay = 2 * time.Second
	return cmd, nil
}

func (i *Instance) cwdOr(cwd string) string {
	if cwd == "" {
		return i.abs(".")
	}
	return i.abs(cwd)
}

// childEnv is the child's environment: what the extension gives it
// (process.env by default), less what its env capability leaves out.
func (i *Instance) childEnv(env map[string]string) []string {
	if env == nil {
		m := i.environ()
		env = m
	}
	keys := make([]string, 0, len(env))
	for k := range env {
		if i.cfg.Policy.envAllowed(k) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		out = append(out, k+"="+env[k])
	}
	return out
}

func lookPath(file string, env []string) (string, error) {
	if strings.Contains(file, "/") {
		return file, nil
	}
	path := os.Getenv("PATH")
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "PATH="); ok {
			path = v
		}
	}
	for _, dir := range filepath.SplitList(path) {
		if dir == "" {
			dir = "."
		}
		p := filepath.Join(dir, file)
		if st, err := os.Stat(p); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", exec.ErrNotFound
}

var signals = map[string]syscall.Signal{
	"SIGTERM": syscall.SIGTERM, "SIGKILL": syscall.SIGKILL, "SIGINT": syscall.SIGINT, "SIGHUP": syscall.SIGHUP,
	"SIGQUIT": syscall.SIGQUIT, "SIGUSR1": syscall.Signal(10), "SIGUSR2": syscall.Signal(12), "SIGPIPE": syscall.SIGPIPE,
	"SIGALRM": syscall.SIGALRM,
}

func signalOf(name string) syscall.Signal {
	if s, ok := signals[strings.ToUpper(name)]; ok {
		return s
	}
	if n, err := strconv.Atoi(name); err == nil && n > 0 {
		return syscall.Signal(n)
	}
	return syscall.SIGTERM
}

func signalName(s syscall.Signal) string {
	for k, v := range signals {
		if v == s {
			return k
		}
	}
	return "SIG" + strings.ToUpper(s.String())
}

// exitState is how a process ended: its code, or the signal that ended it.
func exitState(ps *os.ProcessState) (code *int, signal string) {
	if ps == nil {
		return nil, ""
	}
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return nil, signalName(ws.Signal())
	}
	c := ps.ExitCode()
	return &c, ""
}

func (i *Instance) child(args []byte) (*child, error) {
	var a struct {
		ID int `json:"id"`
	}
	_ = json.Unmarshal(args, &a)
	i.mu.Lock()
	defer i.mu.Unlock()
	c, ok := i.handles[a.ID].(*child)
	if !ok {
		return nil, nodeError("Error", "ERR_EARSHOT_NO_CHILD", "no such child process")
	}
	return c, nil
}

// maxChildren bounds the children one instance has running.
const maxChildren = 64

// opSpawn starts a child. Its stdio are pipes ("pipe", and "inherit",
// which goes to the extension's log) or nothing ("ignore").
func opSpawn(i *Instance, args, _ []byte) Reply {
	var a spawnArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return Reply{Err: typeError("spawn: %v", err)}
	}
	i.mu.Lock()
	n := 0
	for _, h := range i.handles {
		if c, ok := h.(*child); ok && c.code == nil && c.signal == "" {
			n++
		}
	}
	taskID := i.taskID
	i.mu.Unlock()
	if n >= maxChildren {
		return Reply{Err: sysError(syscall.EAGAIN, "spawn "+a.File, a.File, "")}
	}
	// A child lives on after its call; Close, or the call failing, stops it.
	cmd, err := i.command(context.Background(), a, "spawn")
	if err != nil {
		return Reply{Err: err}
	}
	c := &child{cmd: cmd, task: taskID, done: make(chan struct{})}
	// Pipes of our own (not cmd's): Wait would close cmd's when the child
	// exits, losing what it wrote that was not read yet.
	var theirs []*os.File
	fail := func(err error) Reply {
		for _, f := range theirs {
			f.Close()
		}
		if c.stdin != nil {
			c.stdin.Close()
		}
		for _, r := range c.out {
			if r != nil {
				r.Close()
			}
		}
		return Reply{Err: err}
	}
	if a.Stdio[0] != "ignore" {
		r, w, err := os.Pipe()
		if err != nil {
			return fail(err)
		}
		cmd.Stdin, c.stdin = r, w
		theirs = append(theirs, r)
	}
	for fd := 1; fd <= 2; fd++ {
		if a.Stdio[fd] == "ignore" {
			continue
		}
		r, w, err := os.Pipe()
		if err != nil {
			return fail(err)
		}
		if fd == 1 {
			cmd.Stdout = w
		} else {
			cmd.Stderr = w
		}
		c.out[fd] = r
		theirs = append(theirs, w)
	}
	if err := cmd.Start(); err != nil {
		return fail(sysError(err, "spawn "+a.File, a.File, ""))
	}
	for _, f := range theirs {
		f.Close() // the child has them now
	}
	c.pid = cmd.Process.Pid
	id := i.newID()
	i.mu.Lock()
	i.putHandle(id, c)
	i.mu.Unlock()
	go func() {
		err := cmd.Wait()
		c.mu.Lock()
		c.code, c.signal = exitState(cmd.ProcessState)
		if c.code == nil && c.signal == "" && err != nil {
			one := 1
			c.code = &one
		}
		c.mu.Unlock()
		close(c.done)
	}()
	return Reply{Value: map[string]int{"id": id, "pid": c.pid}}
}

// startDetached is start for an operation on a child: it is not tied to a
// task (the child may outlive the call that started it), only to the
// instance.
func (i *Instance) startDetached(run func(ctx context.Context) (any, []byte, error)) Reply {
	return i.startWith(i.life, run)
}

// opChildRead reads the next chunk a child wrote to stdout (fd 1) or
// stderr (fd 2); its completion is the bytes, or {eof: true}.
func opChildRead(i *Instance, args, _ []byte) Reply {
	c, err := i.child(args)
	if err != nil {
		return Reply{Err: err}
	}
	var a struct {
		FD int `json:"fd"`
	}
	_ = json.Unmarshal(args, &a)
	if a.FD != 1 && a.FD != 2 || c.out[a.FD] == nil {
		return Reply{Err: typeError("the child has no such output")}
	}
	r := c.out[a.FD]
	return i.startDetached(func(ctx context.Context) (any, []byte, error) {
		buf := make([]byte, 64<<10)
		n, err := r.Read(buf)
		if n > 0 {
			return nil, buf[:n], nil
		}
		if err != nil {
			return map[string]bool{"eof": true}, nil, nil
		}
		return map[string]bool{"eof": false}, nil, nil
	})
}

// opChildWrite writes to a child's stdin; completes when written.
func opChildWrite(i *Instance, args, data []byte) Reply {
	c, err := i.child(args)
	if err != nil {
		return Reply{Err: err}
	}
	if c.stdin == nil {
		return Reply{Err: sysError(syscall.EPIPE, "write", "", "")}
	}
	b := bytes.Clone(data)
	return i.startDetached(func(ctx context.Context) (any, []byte, error) {
		if _, err := c.stdin.Write(b); err != nil {
			return nil, nil, sysError(syscall.EPIPE, "write", "", "")
		}
		return nil, nil, nil
	})
}

func opChildEnd(i *Instance, args, _ []byte) Reply {
	c, err := i.child(args)
	if err == nil && c.stdin != nil {
		c.stdin.Close()
	}
	return Reply{}
}

// opChildWait completes when the child exits: {code, signal}.
func opChildWait(i *Instance, args, _ []byte) Reply {
	c, err := i.child(args)
	if err != nil {
		return Reply{Err: err}
	}
	return i.startDetached(func(ctx context.Context) (any, []byte, error) {
		select {
		case <-c.done:
		case <-ctx.Done():
			return nil, nil, context.Cause(ctx)
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		return map[string]any{"code": c.code, "signal": nullable(c.signal)}, nil, nil
	})
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// opChildKill signals a child (the process itself, as Node does).
func opChildKill(i *Instance, args, _ []byte) Reply {
	c, err := i.child(args)
	if err != nil {
		return Reply{Err: err}
	}
	var a struct {
		Signal string `json:"signal"`
	}
	_ = json.Unmarshal(args, &a)
	select {
	case <-c.done:
		return Reply{Value: false}
	default:
	}
	if err := c.cmd.Process.Signal(signalOf(a.Signal)); err != nil {
		return Reply{Value: false}
	}
	return Reply{Value: true}
}

// opChildRelease forgets a child that has exited and been read.
func opChildRelease(i *Instance, args, _ []byte) Reply {
	var a struct {
		ID int `json:"id"`
	}
	_ = json.Unmarshal(args, &a)
	i.mu.Lock()
	c, ok := i.handles[a.ID].(*child)
	if ok {
		select {
		case <-c.done:
			i.dropHandle(a.ID)
		default:
		}
	}
	i.mu.Unlock()
	if ok {
		// What the child started and left behind in its group goes too.
		c.close()
	}
	return Reply{}
}

// stopChildren stops the children task started, with their groups.
func (i *Instance) stopChildren(task int) {
	i.mu.Lock()
	var stop []*child
	for id, h := range i.handles {
		if c, ok := h.(*child); ok && c.task == task {
			stop = append(stop, c)
			i.dropHandle(id)
		}
	}
	i.mu.Unlock()
	for _, c := range stop {
		c.close()
	}
}

// limitedBuffer keeps at most limit bytes; when more come, it calls
// onOver (once) and drops them.
type limitedBuffer struct {
	mu     sync.Mutex
	buf    bytes.Buffer
	limit  int64
	over   bool
	onOver func()
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := b.limit - int64(b.buf.Len()); int64(len(p)) > room {
		b.buf.Write(p[:max(room, 0)])
		if !b.over {
			b.over = true
			if b.onOver != nil {
				b.onOver()
			}
		}
		return len(p), nil
	}
	return b.buf.Write(p)
}

func (b *limitedBuffer) result() ([]byte, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Bytes(), b.over
}

// opSpawnSync runs a child to its end (spawnSync, execSync,
// execFileSync), on the instance's goroutine: the extension waits, others
// do not. The call's deadline and the timeout option stop it, with its
// group; output past maxBuffer stops it too.
func opSpawnSync(i *Instance, args, data []byte) Reply {
	var a spawnArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return Reply{Err: typeError("spawnSync: %v", err)}
	}
	i.mu.Lock()
	ctx := i.task
	i.mu.Unlock()
	if a.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, time.Duration(a.Timeout*float64(time.Millisecond)))
		defer cancel()
	}
	cmd, err := i.command(ctx, a, "spawnSync")
	if err != nil {
		return Reply{Err: err}
	}
	limit := a.MaxBuffer
	if limit <= 0 {
		limit = 1 << 20
	}
	if free := i.freeMemory(); limit > free/2 {
		limit = free / 2
	}
	// Stop the child as soon as it writes past maxBuffer.
	stop := func() { killGroup(cmd.Process.Pid, signalOf(a.Signal)) }
	stdout, stderr := &limitedBuffer{limit: limit, onOver: stop}, &limitedBuffer{limit: limit, onOver: stop}
	if a.Stdio[1] != "ignore" {
		cmd.Stdout = stdout
	}
	if a.Stdio[2] != "ignore" {
		cmd.Stderr = stderr
	}
	if data != nil {
		cmd.Stdin = bytes.NewReader(data)
	}
	if err := cmd.Start(); err != nil {
		return Reply{Err: sysError(err, "spawnSync "+a.File, a.File, "")}
	}
	werr := cmd.Wait()
	killGroup(cmd.Process.Pid, syscall.SIGKILL) // what it left behind in its group
	code, signal := exitState(cmd.ProcessState)
	out, over1 := stdout.result()
	errOut, over2 := stderr.result()
	res := map[string]any{
		"pid": cmd.Process.Pid, "status": code, "signal": nullable(signal),
		"stdout": base64.StdEncoding.EncodeToString(out),
		"stderr": base64.StdEncoding.EncodeToString(errOut),
	}
	switch {
	case over1 || over2:
		res["error"] = describeError(&JSError{Name: "RangeError", Code: "ENOBUFS",
			Message: fmt.Sprintf("spawnSync %s ENOBUFS: its output is more than maxBuffer (%d bytes)", a.File, limit)})
	case ctx.Err() != nil:
		res["error"] = describeError(&JSError{Name: "Error", Code: "ETIMEDOUT", Errno: -110, Syscall: "spawnSync " + a.File,
			Message: fmt.Sprintf("spawnSync %s ETIMEDOUT", a.File)})
	case werr != nil && code == nil && signal == "":
		res["error"] = describeError(sysError(werr, "spawnSync "+a.File, a.File, ""))
	}
	return Reply{Value: res}
}

// opProcessKill signals a child process this extension started, by pid.
func opProcessKill(i *Instance, args, _ []byte) Reply {
	var a struct {
		PID    int    `json:"pid"`
		Signal string `json:"signal"`
	}
	_ = json.Unmarshal(args, &a)
	i.mu.Lock()
	var c *child
	for _, h := range i.handles {
		if ch, ok := h.(*child); ok && (ch.pid == a.PID || ch.pid == -a.PID) {
			c = ch
		}
	}
	i.mu.Unlock()
	if c == nil {
		return Reply{Err: &JSError{Name: "Error", Code: "ESRCH", Errno: -3, Syscall: "kill",
			Message: "kill ESRCH (an extension may signal only the processes it started)"}}
	}
	if a.PID < 0 {
		killGroup(c.pid, signalOf(a.Signal))
	} else if err := c.cmd.Process.Signal(signalOf(a.Signal)); err != nil {
		return Reply{Err: sysError(err, "kill", "", "")}
	}
	return Reply{}
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }

func init() {
	execLimits := "exec capability of the program (and of the shell, when there is one); cwd and env through fs and env; " +
		"64 children per instance; stopped with its process group when its call fails, the instance stops or the host closes"
	register(
		&Op{Name: "cp.spawn", Cap: CapExec, Limits: execLimits, Test: "TestChildProcesses", Run: opSpawn},
		&Op{Name: "cp.spawnSync", Cap: CapExec, Limits: execLimits + "; maxBuffer (at most half the free memory); the call's deadline",
			Test: "TestChildProcesses", Run: opSpawnSync},
		&Op{Name: "cp.read", Limits: "64 KiB per read, as JavaScript asks (the child waits meanwhile)", Test: "TestChildProcesses", Run: opChildRead},
		&Op{Name: "cp.write", Limits: "-", Test: "TestChildProcesses", Run: opChildWrite},
		&Op{Name: "cp.end", Limits: "-", Test: "TestChildProcesses", Run: opChildEnd},
		&Op{Name: "cp.wait", Limits: "-", Test: "TestChildProcesses", Run: opChildWait},
		&Op{Name: "cp.kill", Limits: "the extension's own children only", Test: "TestChildProcesses", Run: opChildKill},
		&Op{Name: "cp.release", Limits: "-", Test: "TestChildProcesses", Run: opChildRelease},
	)
}
