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
	"sync/atomic"
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
	jail   *jail
	wg     *sync.WaitGroup // the instance's: what close leaves running
	pid    int
	task   int
	stdin  io.WriteCloser
	out    [3]io.ReadCloser // [1] stdout, [2] stderr
	done   chan struct{}
	code   *int
	signal string
	mu     sync.Mutex
	// writing is set while a write to stdin is under way
	// (opChildWrite).
	writing atomic.Bool
}

// close stops the child and everything in its jail (its process group,
// and its cgroup where there is one).
func (c *child) close() {
	c.jail.close(c.pid, c.wg)
	c.closePipes()
}

// running reports whether the child has not exited (or its exit has not
// been collected yet).
func (c *child) running() bool {
	select {
	case <-c.done:
		return false
	default:
		return true
	}
}

func (c *child) closePipes() {
	if c.stdin != nil {
		c.stdin.Close()
	}
	for _, r := range c.out {
		if r != nil {
			r.Close()
		}
	}
}

// wire gives the child's command its stdio: pipes of our own (not cmd's:
// Wait would close cmd's when the child exits, losing what it wrote that
// was not read yet). It returns the child's ends, for the caller to close
// once it started.
func (c *child) wire(a spawnArgs) (theirs []*os.File, err error) {
	if a.Stdio[0] != "ignore" {
		r, w, err := os.Pipe()
		if err != nil {
			return theirs, err
		}
		c.cmd.Stdin, c.stdin = r, w
		theirs = append(theirs, r)
	}
	for fd := 1; fd <= 2; fd++ {
		if a.Stdio[fd] == "ignore" {
			continue
		}
		r, w, err := os.Pipe()
		if err != nil {
			return theirs, err
		}
		if fd == 1 {
			c.cmd.Stdout = w
		} else {
			c.cmd.Stderr = w
		}
		c.out[fd] = r
		theirs = append(theirs, w)
	}
	return theirs, nil
}

// command builds the command of a spawn: the program, found on PATH (the
// child's own, else the host's; with exec narrowed to a list, the user's
// only: Policy.checkProgram), run directly, or by the shell with the
// command line; checked against the exec capability.
func (i *Instance) command(ctx context.Context, a spawnArgs, syscallName string) (*exec.Cmd, *jail, error) {
	file, args := a.File, a.Args
	if a.Shell != "" {
		line := file
		if len(args) > 0 {
			line += " " + strings.Join(args, " ")
		}
		file, args = a.Shell, []string{"-c", line}
	}
	env, err := i.childEnv(a.Env)
	if err != nil {
		return nil, nil, err
	}
	path, narrowed, err := i.cfg.Policy.checkProgram(i.cfg.Extension, file, i.abs(file), userPath(i.cfg.Env))
	if err != nil {
		return nil, nil, err
	}
	if !narrowed {
		if path, err = lookPath(file, env); err != nil {
			return nil, nil, sysError(syscall.ENOENT, syscallName+" "+a.File, a.File, "")
		}
	}
	argv0 := file
	if narrowed {
		// A listed script runs with the interpreter its #! line names,
		// found as the user would find it, whatever PATH the child has.
		interp, iargs, err := i.interpreter(path, file)
		if err != nil {
			return nil, nil, err
		}
		if interp != "" {
			args = append(append(iargs[1:], path), args...)
			path, argv0 = interp, iargs[0]
		}
	}
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Args[0] = argv0
	cmd.Env = env
	cmd.Dir, err = i.path(i.cwdOr(a.Cwd), readAccess, true)
	if err != nil {
		return nil, nil, err
	}
	j := newJail(cmd)
	cmd.Cancel = func() error { j.signal(cmd.Process.Pid, signalOf(a.Signal)); return nil }
	cmd.WaitDelay = 2 * time.Second
	return cmd, j, nil
}

// shebangMax is the most of a script's first line the kernel reads for
// its interpreter (Linux's).
const shebangMax = 256

// interpreter is how a listed program (at path; shown as the extension
// named it) is run when it is a script whose #! line has env look its
// interpreter up on PATH ("#!/usr/bin/env bash", "#!/usr/bin/env -S node
// --flag"): the interpreter found on the user's PATH, and its arguments
// (argv[0] first) before the script's path. "" when the kernel may run
// the program as it is: not a script, or a script naming its interpreter
// by an absolute path. A #! line whose interpreter the child's working
// folder or PATH would choose otherwise — a relative interpreter, env
// with options or assignments it cannot tell apart — is refused.
func (i *Instance) interpreter(path, shown string) (string, []string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", nil, nil // the spawn says why
	}
	buf := make([]byte, shebangMax)
	n, _ := io.ReadFull(f, buf)
	f.Close()
	line, ok := bytes.CutPrefix(buf[:n], []byte("#!"))
	if !ok {
		return "", nil, nil
	}
	line, _, _ = bytes.Cut(line, []byte("\n"))
	interp, arg, _ := strings.Cut(strings.TrimLeft(string(line), " \t"), " ")
	interp, _, _ = strings.Cut(interp, "\t")
	arg = strings.Trim(arg, " \t")
	refuse := func(why string) (string, []string, error) {
		return "", nil, i.cfg.Policy.refused(i.cfg.Extension, capExec, fmt.Sprintf("running %s (its #! line %q %s; with exec narrowed to a list, a script's interpreter must be one your PATH gives)", shown, "#!"+string(line), why))
	}
	if !filepath.IsAbs(interp) {
		return refuse("names a relative interpreter, which the child's working folder would choose")
	}
	if filepath.Base(interp) != "env" || arg == "" {
		return "", nil, nil
	}
	fields := []string{arg}
	if rest, split := strings.CutPrefix(arg, "-S"); split {
		fields = strings.Fields(rest)
		if len(fields) == 0 || strings.ContainsAny(rest, "\"'\\$") {
			return refuse("splits its arguments in a way env alone can tell")
		}
	}
	name := fields[0]
	if strings.HasPrefix(name, "-") || strings.Contains(name, "=") || strings.ContainsAny(name, " \t") {
		return refuse("gives env options or assignments")
	}
	if strings.Contains(name, "/") {
		if !filepath.IsAbs(name) {
			return refuse("names a relative interpreter, which the child's working folder would choose")
		}
		return name, fields, nil
	}
	found, ok := findProgram(name, userPath(i.cfg.Env))
	if !ok {
		return "", nil, sysError(syscall.ENOENT, "spawn "+name, name, "")
	}
	return found, fields, nil
}

func (i *Instance) cwdOr(cwd string) string {
	if cwd == "" {
		return i.abs(".")
	}
	return i.abs(cwd)
}

// childEnv is the child's environment: what the extension gives it
// (process.env by default), less what its env capability leaves out; an
// error when it sets what its exec capability does not let it
// (Policy.checkChildEnv).
func (i *Instance) childEnv(env map[string]string) ([]string, error) {
	if env == nil {
		env = i.environ()
	}
	if err := i.cfg.Policy.checkChildEnv(i.cfg.Extension, env, i.userEnv); err != nil {
		return nil, err
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
	return out, nil
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
		if c, ok := h.(*child); ok && c.running() {
			n++
		}
	}
	taskID := i.taskID
	i.mu.Unlock()
	if n >= maxChildren {
		return Reply{Err: sysError(syscall.EAGAIN, "spawn "+a.File, a.File, "")}
	}
	// A child lives on after its call; Close, or the call failing, stops it.
	var c *child
	for attempt := 0; ; attempt++ {
		cmd, j, err := i.command(context.Background(), a, "spawn")
		if err != nil {
			return Reply{Err: err}
		}
		c = &child{cmd: cmd, jail: j, wg: &i.wg, task: taskID, done: make(chan struct{})}
		theirs, err := c.wire(a)
		if err == nil {
			err = cmd.Start()
		}
		for _, f := range theirs {
			f.Close() // the child has them now, or failed to start
		}
		if err == nil {
			break
		}
		c.closePipes()
		j.close(0, nil)
		if attempt == 0 && j.inCgroup() && cgroupStartFailed(err) {
			continue // once more, in its process group only
		}
		return Reply{Err: sysError(err, "spawn "+a.File, a.File, "")}
	}
	cmd := c.cmd
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
	return Reply{Value: map[string]int{"id": id, "pid": c.pid, "piece": i.childPiece()}}
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

// childPiece bounds one write to a child's stdin: what the host holds for
// it while the child has not read it — a 128th of the instance's memory
// cap (64 KiB to 1 MiB), so that all its children's together are at most
// half of it. The rest waits in the instance (the Writable's buffer,
// under the memory cap), as it waits in a Node process's heap: a pipe's
// backpressure.
func (i *Instance) childPiece() int {
	if i.cfg.MemoryLimit == 0 {
		return 1 << 20
	}
	return int(min(max(i.cfg.MemoryLimit/(2*maxChildren), 64<<10), 1<<20))
}

// opChildWrite writes at most childPiece bytes to a child's stdin, one
// write at a time per child; completes when written.
func opChildWrite(i *Instance, args, data []byte) Reply {
	c, err := i.child(args)
	if err != nil {
		return Reply{Err: err}
	}
	if c.stdin == nil {
		return Reply{Err: sysError(syscall.EPIPE, "write", "", "")}
	}
	if piece := i.childPiece(); len(data) > piece {
		return Reply{Err: rangeError("cp.write: %d bytes at once; at most %d", len(data), piece)}
	}
	if !c.writing.CompareAndSwap(false, true) {
		return Reply{Err: &jsError{Name: "Error", Code: "ERR_EARSHOT_LIMIT", Message: "a write to this child's stdin is already under way"}}
	}
	b := bytes.Clone(data)
	return i.startDetached(func(ctx context.Context) (any, []byte, error) {
		defer c.writing.Store(false)
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
	limit := a.MaxBuffer
	if limit <= 0 {
		limit = 1 << 20
	}
	if free := i.freeMemory(); limit > free/2 {
		limit = free / 2
	}
	var (
		cmd            *exec.Cmd
		j              *jail
		stdout, stderr *limitedBuffer
	)
	for attempt := 0; ; attempt++ {
		var err error
		if cmd, j, err = i.command(ctx, a, "spawnSync"); err != nil {
			return Reply{Err: err}
		}
		// Stop the child as soon as it writes past maxBuffer.
		stop := func() { j.signal(cmd.Process.Pid, signalOf(a.Signal)) }
		stdout, stderr = &limitedBuffer{limit: limit, onOver: stop}, &limitedBuffer{limit: limit, onOver: stop}
		if a.Stdio[1] != "ignore" {
			cmd.Stdout = stdout
		}
		if a.Stdio[2] != "ignore" {
			cmd.Stderr = stderr
		}
		if data != nil {
			cmd.Stdin = bytes.NewReader(data)
		}
		err = cmd.Start()
		if err == nil {
			break
		}
		j.close(0, nil)
		if attempt == 0 && j.inCgroup() && cgroupStartFailed(err) {
			continue // once more, in its process group only
		}
		return Reply{Err: sysError(err, "spawnSync "+a.File, a.File, "")}
	}
	werr := cmd.Wait()
	j.close(cmd.Process.Pid, &i.wg) // what it left behind in its jail
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
		res["error"] = describeError(&jsError{Name: "RangeError", Code: "ENOBUFS",
			Message: fmt.Sprintf("spawnSync %s ENOBUFS: its output is more than maxBuffer (%d bytes)", a.File, limit)})
	case ctx.Err() != nil:
		res["error"] = describeError(&jsError{Name: "Error", Code: "ETIMEDOUT", Errno: -110, Syscall: "spawnSync " + a.File,
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
		return Reply{Err: &jsError{Name: "Error", Code: "ESRCH", Errno: -3, Syscall: "kill",
			Message: "kill ESRCH (an extension may signal only the processes it started)"}}
	}
	if a.PID < 0 {
		c.jail.signal(c.pid, signalOf(a.Signal))
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
		&hostOp{Name: "cp.spawn", Cap: capExec, Limits: execLimits, Test: "TestChildProcesses", Run: opSpawn},
		&hostOp{Name: "cp.spawnSync", Cap: capExec, Limits: execLimits + "; maxBuffer (at most half the free memory); the call's deadline",
			Test: "TestChildProcesses", Run: opSpawnSync},
		&hostOp{Name: "cp.read", Limits: "64 KiB per read, as JavaScript asks (the child waits meanwhile)", Test: "TestChildProcesses", Run: opChildRead},
		&hostOp{Name: "cp.write", Limits: "one write at a time per child, of at most a 128th of the memory cap (64 KiB to 1 MiB); the rest waits in the instance", Test: "TestChildStdinBackpressure", Run: opChildWrite},
		&hostOp{Name: "cp.end", Limits: "-", Test: "TestChildProcesses", Run: opChildEnd},
		&hostOp{Name: "cp.wait", Limits: "-", Test: "TestChildProcesses", Run: opChildWait},
		&hostOp{Name: "cp.kill", Limits: "the extension's own children only", Test: "TestChildProcesses", Run: opChildKill},
		&hostOp{Name: "cp.release", Limits: "-", Test: "TestChildProcesses", Run: opChildRelease},
	)
}
