// Package exec is the host side of node:child_process: children in a
// process group (and, on Linux, a cgroup) of their own, under the exec
// capability.
package exec

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/earshot/extensions/platform/kernel"
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

// childKind: children, of which 64 may run at once (one that exited gives
// its room back); they end with the task that started them when it fails,
// and cp.release forgets them.
// childQuota: the children running at once.
var childQuota = &kernel.Quota{Max: maxChildren, What: "child processes", Free: "wait for one to exit, or kill one,"}

var childKind = &kernel.HandleKind{One: "a child process", Many: "child processes", Quota: childQuota,
	EndsWithTask: true, Kept: true}

func (*child) Kind() *kernel.HandleKind { return childKind }

// Close stops the child and everything in its jail (its process group,
// and its cgroup where there is one).
func (c *child) Close() {
	c.jail.close(c.pid, c.wg)
	c.closePipes()
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
func command(i *kernel.Instance, ctx context.Context, a spawnArgs, syscallName string) (*exec.Cmd, *jail, error) {
	file, args := a.File, a.Args
	if a.Shell != "" {
		line := file
		if len(args) > 0 {
			line += " " + strings.Join(args, " ")
		}
		file, args = a.Shell, []string{"-c", line}
	}
	env, err := childEnv(i, a.Env)
	if err != nil {
		return nil, nil, err
	}
	path, narrowed, err := i.Config().Policy.CheckProgram(i.Config().Extension, file, i.Abs(file), kernel.UserPath(i.Config().Env))
	if err != nil {
		return nil, nil, err
	}
	if !narrowed {
		if path, err = lookPath(file, env); err != nil {
			return nil, nil, kernel.SysError(syscall.ENOENT, syscallName+" "+a.File, a.File, "")
		}
	}
	argv0 := file
	if narrowed {
		// A listed script runs with the interpreter its #! line names,
		// found as the user would find it, whatever PATH the child has.
		interp, iargs, err := interpreter(i, path, file)
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
	cmd.Dir, err = i.CheckedPath(cwdOr(i, a.Cwd), kernel.ReadAccess, true)
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
func interpreter(i *kernel.Instance, path, shown string) (string, []string, error) {
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
		return "", nil, i.Config().Policy.Refused(i.Config().Extension, kernel.CapExec, fmt.Sprintf("running %s (its #! line %q %s; with exec narrowed to a list, a script's interpreter must be one your PATH gives)", shown, "#!"+string(line), why))
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
	found, ok := kernel.FindProgram(name, kernel.UserPath(i.Config().Env))
	if !ok {
		return "", nil, kernel.SysError(syscall.ENOENT, "spawn "+name, name, "")
	}
	return found, fields, nil
}

func cwdOr(i *kernel.Instance, cwd string) string {
	if cwd == "" {
		return i.Abs(".")
	}
	return i.Abs(cwd)
}

// childEnv is the child's environment: what the extension gives it
// (process.env by default), less what its env capability leaves out; an
// error when it sets what its exec capability does not let it
// (Policy.checkChildEnv).
func childEnv(i *kernel.Instance, env map[string]string) ([]string, error) {
	if env == nil {
		env = i.Environ()
	}
	for _, k := range slices.Sorted(maps.Keys(env)) {
		for _, s := range []string{k, env[k]} {
			if strings.ContainsRune(s, 0) {
				return nil, &kernel.JSError{Name: "TypeError", Code: "ERR_INVALID_ARG_VALUE",
					Message: fmt.Sprintf("The property 'options.env['%s']' must be a string without null bytes. Received '%s'", k, strings.ReplaceAll(s, "\x00", `\x00`))}
			}
		}
	}
	if err := i.Config().Policy.CheckChildEnv(i.Config().Extension, env, i.UserEnv); err != nil {
		return nil, err
	}
	keys := make([]string, 0, len(env))
	for k := range env {
		if i.Config().Policy.EnvAllowed(k) {
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

func childOf(i *kernel.Instance, id int) (*child, error) {
	c, ok := kernel.HandleOf[*child](i, id)
	if !ok {
		return nil, kernel.NodeError("Error", "ERR_EARSHOT_NO_CHILD", "no such child process")
	}
	return c, nil
}

// maxChildren bounds the children one instance has running.
const maxChildren = 64

// opSpawn starts a child. Its stdio are pipes ("pipe", and "inherit",
// which goes to the extension's log) or nothing ("ignore").
func opSpawn(i *kernel.Instance, a spawnArgs, _ []byte) kernel.Reply {
	// Its room first: a process started past the limit would already run.
	id, ok := i.Reserve(childKind)
	if !ok {
		return kernel.Reply{Err: childQuota.Explain(kernel.SysError(syscall.EAGAIN, "spawn "+a.File, a.File, ""))}
	}
	// A child lives on after its call; Close, or the call failing, stops it.
	var c *child
	for attempt := 0; ; attempt++ {
		cmd, j, err := command(i, context.Background(), a, "spawn")
		if err != nil {
			i.Forget(id)
			return kernel.Reply{Err: err}
		}
		c = &child{cmd: cmd, jail: j, wg: i.Goroutines(), done: make(chan struct{})}
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
		i.Forget(id)
		return kernel.Reply{Err: kernel.SysError(err, "spawn "+a.File, a.File, "")}
	}
	cmd := c.cmd
	c.pid = cmd.Process.Pid
	i.SetHandle(id, c)
	go func() {
		err := cmd.Wait()
		c.mu.Lock()
		c.code, c.signal = exitState(cmd.ProcessState)
		if c.code == nil && c.signal == "" && err != nil {
			one := 1
			c.code = &one
		}
		c.mu.Unlock()
		i.GiveBack(id) // before anyone can learn it exited
		close(c.done)
	}()
	return kernel.Reply{Value: map[string]int{"id": id, "pid": c.pid, "piece": childPiece(i)}}
}

// startDetached is start for an operation on a child: it is not tied to a
// task (the child may outlive the call that started it), only to the
// instance.
func startDetached(i *kernel.Instance, run func(ctx context.Context) (any, []byte, error)) kernel.Reply {
	return i.StartWith(i.Lifetime(), run)
}

// opChildRead reads the next chunk a child wrote to stdout (fd 1) or
// stderr (fd 2); its completion is the bytes, or {eof: true}.
func opChildRead(i *kernel.Instance, a struct {
	kernel.Ref
	FD int `json:"fd"`
}, _ []byte) kernel.Reply {
	c, err := childOf(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if a.FD != 1 && a.FD != 2 || c.out[a.FD] == nil {
		return kernel.Reply{Err: kernel.TypeError("the child has no such output")}
	}
	r := c.out[a.FD]
	return startDetached(i, func(ctx context.Context) (any, []byte, error) {
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
func childPiece(i *kernel.Instance) int {
	if i.Config().MemoryLimit == 0 {
		return 1 << 20
	}
	return int(min(max(i.Config().MemoryLimit/(2*maxChildren), 64<<10), 1<<20))
}

// opChildWrite writes at most childPiece bytes to a child's stdin, one
// write at a time per child; completes when written.
func opChildWrite(i *kernel.Instance, a kernel.Ref, data []byte) kernel.Reply {
	c, err := childOf(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if c.stdin == nil {
		return kernel.Reply{Err: kernel.SysError(syscall.EPIPE, "write", "", "")}
	}
	if piece := childPiece(i); len(data) > piece {
		return kernel.Reply{Err: kernel.RangeError("cp.write: %d bytes at once; at most %d", len(data), piece)}
	}
	if !c.writing.CompareAndSwap(false, true) {
		return kernel.Reply{Err: &kernel.JSError{Name: "Error", Code: "ERR_EARSHOT_LIMIT", Message: "a write to this child's stdin is already under way"}}
	}
	b := bytes.Clone(data)
	return startDetached(i, func(ctx context.Context) (any, []byte, error) {
		defer c.writing.Store(false)
		if _, err := c.stdin.Write(b); err != nil {
			return nil, nil, kernel.SysError(syscall.EPIPE, "write", "", "")
		}
		return nil, nil, nil
	})
}

func opChildEnd(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	c, err := childOf(i, a.ID)
	if err == nil && c.stdin != nil {
		c.stdin.Close()
	}
	return kernel.Reply{}
}

// opChildWait completes when the child exits: {code, signal}.
func opChildWait(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	c, err := childOf(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return startDetached(i, func(ctx context.Context) (any, []byte, error) {
		select {
		case <-c.done:
		case <-ctx.Done():
			return nil, nil, context.Cause(ctx)
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		return map[string]any{"code": c.code, "signal": kernel.Nullable(c.signal)}, nil, nil
	})
}

// opChildKill signals a child (the process itself, as Node does).
func opChildKill(i *kernel.Instance, a struct {
	kernel.Ref
	Signal string `json:"signal"`
}, _ []byte) kernel.Reply {
	c, err := childOf(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	select {
	case <-c.done:
		return kernel.Reply{Value: false}
	default:
	}
	if err := c.cmd.Process.Signal(signalOf(a.Signal)); err != nil {
		return kernel.Reply{Value: false}
	}
	return kernel.Reply{Value: true}
}

// opChildRelease forgets a child that has exited and been read.
func opChildRelease(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	c, ok := kernel.HandleOf[*child](i, a.ID)
	if ok {
		select {
		case <-c.done:
			i.Forget(a.ID)
		default:
		}

		// What the child started and left behind in its group goes too.
		c.Close()
	}
	return kernel.Reply{}
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
func opSpawnSync(i *kernel.Instance, a spawnArgs, data []byte) kernel.Reply {
	ctx := i.TaskContext()
	if a.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, time.Duration(a.Timeout*float64(time.Millisecond)))
		defer cancel()
	}
	limit := a.MaxBuffer
	if limit <= 0 {
		limit = 1 << 20
	}
	if free := i.FreeMemory(); limit > free/2 {
		limit = free / 2
	}
	var (
		cmd            *exec.Cmd
		j              *jail
		stdout, stderr *limitedBuffer
	)
	for attempt := 0; ; attempt++ {
		var err error
		if cmd, j, err = command(i, ctx, a, "spawnSync"); err != nil {
			return kernel.Reply{Err: err}
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
		return kernel.Reply{Err: kernel.SysError(err, "spawnSync "+a.File, a.File, "")}
	}
	werr := cmd.Wait()
	j.close(cmd.Process.Pid, i.Goroutines()) // what it left behind in its jail
	code, signal := exitState(cmd.ProcessState)
	out, over1 := stdout.result()
	errOut, over2 := stderr.result()
	res := map[string]any{
		"pid": cmd.Process.Pid, "status": code, "signal": kernel.Nullable(signal),
		"stdout": base64.StdEncoding.EncodeToString(out),
		"stderr": base64.StdEncoding.EncodeToString(errOut),
	}
	switch {
	case over1 || over2:
		res["error"] = kernel.DescribeError(&kernel.JSError{Name: "RangeError", Code: "ENOBUFS",
			Message: fmt.Sprintf("spawnSync %s ENOBUFS: its output is more than maxBuffer (%d bytes)", a.File, limit)})
	case ctx.Err() != nil:
		res["error"] = kernel.DescribeError(&kernel.JSError{Name: "Error", Code: "ETIMEDOUT", Errno: -110, Syscall: "spawnSync " + a.File,
			Message: fmt.Sprintf("spawnSync %s ETIMEDOUT", a.File)})
	case werr != nil && code == nil && signal == "":
		res["error"] = kernel.DescribeError(kernel.SysError(werr, "spawnSync "+a.File, a.File, ""))
	}
	return kernel.Reply{Value: res}
}

// opProcessKill signals a child process this extension started, by pid.
func opProcessKill(i *kernel.Instance, a struct {
	PID    int    `json:"pid"`
	Signal string `json:"signal"`
}, _ []byte) kernel.Reply {
	var c *child
	for _, ch := range kernel.HandlesOf[*child](i) {
		if ch.pid == a.PID || ch.pid == -a.PID {
			c = ch
		}
	}
	if c == nil {
		return kernel.Reply{Err: &kernel.JSError{Name: "Error", Code: "ESRCH", Errno: -3, Syscall: "kill",
			Message: "kill ESRCH (an extension may signal only the processes it started)"}}
	}
	if a.PID < 0 {
		c.jail.signal(c.pid, signalOf(a.Signal))
	} else if err := c.cmd.Process.Signal(signalOf(a.Signal)); err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "kill", "", "")}
	}
	return kernel.Reply{}
}

// execOps are the operations of this file.
func Ops() []*kernel.Op {
	execLimits := "exec capability of the program (and of the shell, when there is one); cwd and env through fs and env; " +
		"64 children per instance; stopped with its process group when its call fails, the instance stops or the host closes"
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "cp.spawn", Cap: kernel.CapExec, Limits: execLimits, Test: "TestChildProcesses"}, opSpawn),
		kernel.Def(kernel.Op{Name: "cp.spawnSync", Cap: kernel.CapExec, Limits: execLimits + "; maxBuffer (at most half the free memory); the call's deadline",
			Test: "TestChildProcesses"}, opSpawnSync),
		kernel.Def(kernel.Op{Name: "cp.read", Limits: "64 KiB per read, as JavaScript asks (the child waits meanwhile)", Test: "TestChildProcesses"}, opChildRead),
		kernel.Def(kernel.Op{Name: "cp.write", Limits: "one write at a time per child, of at most a 128th of the memory cap (64 KiB to 1 MiB); the rest waits in the instance", Test: "TestChildStdinBackpressure"}, opChildWrite),
		kernel.Def(kernel.Op{Name: "cp.end", Limits: "-", Test: "TestChildProcesses"}, opChildEnd),
		kernel.Def(kernel.Op{Name: "cp.wait", Limits: "-", Test: "TestChildProcesses"}, opChildWait),
		kernel.Def(kernel.Op{Name: "cp.kill", Limits: "the extension's own children only", Test: "TestChildProcesses"}, opChildKill),
		kernel.Def(kernel.Op{Name: "cp.release", Limits: "-", Test: "TestChildProcesses"}, opChildRelease),
		kernel.Def(kernel.Op{Name: "process.kill", Cap: kernel.CapExec, Limits: "exec capability; only processes this extension started", Test: "TestChildProcesses"}, opProcessKill),
	}
}
