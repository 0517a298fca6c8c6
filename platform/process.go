package platform

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"syscall"
	"time"
)

// The host side of process: its environment (narrowed by the env
// capability), its folder, its clocks, exit.

var start = time.Now()

// userEnv is a variable of the user's environment (Config.Env, or the
// host's), as the extension's env capability lets it see it.
func (i *Instance) userEnv(k string) (string, bool) {
	if !i.cfg.Policy.envAllowed(k) {
		return "", false
	}
	return i.hostEnv(k)
}

// hostEnv is the variable k of the environment extensions are given, before
// the env capability narrows it.
func (i *Instance) hostEnv(k string) (string, bool) {
	if i.cfg.Env == nil {
		return os.LookupEnv(k)
	}
	for _, kv := range slices.Backward(i.cfg.Env) {
		if v, ok := strings.CutPrefix(kv, k+"="); ok {
			return v, true
		}
	}
	return "", false
}

// environ is the environment the extension sees: Config.Env (or the host's)
// less what the env capability leaves out.
func (i *Instance) environ() map[string]string {
	env := i.cfg.Env
	if env == nil {
		env = os.Environ()
	}
	out := map[string]string{}
	for _, kv := range env {
		k, v, ok := strings.Cut(kv, "=")
		if ok && k != "" && i.cfg.Policy.envAllowed(k) {
			out[k] = v
		}
	}
	return out
}

func goosName() string {
	if runtime.GOOS == "windows" {
		return "win32"
	}
	return runtime.GOOS
}

func goarchName() string {
	switch runtime.GOARCH {
	case "amd64":
		return "x64"
	case "386":
		return "ia32"
	}
	return runtime.GOARCH
}

// opProcessInfo: what process is made of that no start finds different
// (the environment and the process's ids are asked for when read:
// opProcessEnv, opProcessIDs).
func opProcessInfo(i *Instance, _, _ []byte) Reply {
	version := "dev"
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		version = bi.Main.Version
	}
	return Reply{Value: map[string]any{
		"platform":  goosName(),
		"arch":      goarchName(),
		"type":      osType(),
		"machine":   machine(),
		"uid":       os.Getuid(),
		"gid":       os.Getgid(),
		"extension": i.cfg.Extension,
		"quickjs":   "0.16.2",
		"earshot":   version,
	}}
}

// opProcessExecPath is process.execPath: the node program the extension's
// PATH finds (what a package that spawns "another Node" runs), as an
// absolute path; "node" when there is none, so that spawning it fails with
// ENOENT (child_process says why).
func opProcessExecPath(i *Instance, _, _ []byte) Reply {
	path, _ := i.userEnv("PATH")
	for _, dir := range filepath.SplitList(path) {
		if dir == "" || !filepath.IsAbs(dir) {
			continue
		}
		p := filepath.Join(dir, nodeProgram)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && (runtime.GOOS == "windows" || st.Mode()&0o111 != 0) {
			return Reply{Value: p}
		}
	}
	return Reply{Value: "node"}
}

// nodeProgram is the name of Node's program on this system.
var nodeProgram = map[bool]string{true: "node.exe", false: "node"}[runtime.GOOS == "windows"]

// opProcessEnv reads one variable of process.env (null when it is not
// there, or not the extension's to see).
func opProcessEnv(i *Instance, args, _ []byte) Reply {
	var a struct{ Name string }
	_ = json.Unmarshal(args, &a)
	v, ok := i.userEnv(a.Name)
	switch {
	case snapshotVar(a.Name):
	case ok:
		i.saw("the environment ($" + a.Name + ")")
	default:
		i.sawAbsent("env:" + a.Name) // no value to keep
		i.sayHidden(a.Name)
	}
	if ok {
		return Reply{Value: v}
	}
	return Reply{Value: nil}
}

// opProcessEnvAll reads the whole of process.env (its keys listed, or it
// copied whole).
func opProcessEnvAll(i *Instance, _, _ []byte) Reply {
	env := i.environ()
	for k := range env {
		if !snapshotVar(k) {
			i.saw("the environment (all of it)")
			break
		}
	}
	return Reply{Value: env}
}

// opProcessIDs: process.pid and process.ppid, which each start has its
// own of.
func opProcessIDs(_ *Instance, _, _ []byte) Reply {
	return Reply{Value: map[string]int{"pid": os.Getpid(), "ppid": os.Getppid()}}
}

func opProcessCwd(i *Instance, _, _ []byte) Reply {
	i.mu.Lock()
	defer i.mu.Unlock()
	return Reply{Value: i.cwd}
}

// opProcessChdir changes the folder relative paths resolve against, for
// this extension only (the host's own is not changed).
func opProcessChdir(i *Instance, args, _ []byte) Reply {
	var a struct{ Dir string }
	_ = json.Unmarshal(args, &a)
	dir := i.abs(a.Dir)
	if _, err := i.path(dir, readAccess, true); err != nil {
		return Reply{Err: err}
	}
	// As Node's: the error names the folder it was in and the one asked for
	// ("chdir '/project' -> 'does-not-exist'").
	st, err := os.Stat(dir)
	if err != nil {
		return Reply{Err: sysError(err, "chdir", i.abs("."), a.Dir)}
	}
	if !st.IsDir() {
		return Reply{Err: sysError(syscall.ENOTDIR, "chdir", i.abs("."), a.Dir)}
	}
	i.mu.Lock()
	i.cwd = dir
	i.mu.Unlock()
	return Reply{}
}

// abs resolves a path the way Node does against process.cwd().
func (i *Instance) abs(p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	i.mu.Lock()
	cwd := i.cwd
	i.mu.Unlock()
	if cwd == "" {
		cwd, _ = os.Getwd()
	}
	return filepath.Join(cwd, p)
}

func opProcessHrtime(i *Instance, _, _ []byte) Reply {
	// A string: nanoseconds since start do not fit a double for long.
	return Reply{Value: itoa64(int64(time.Since(start)))}
}

func opProcessMemory(i *Instance, _, _ []byte) Reply {
	used := i.cfg.MemoryUsed()
	return Reply{Value: map[string]uint64{"rss": used, "heapTotal": used, "heapUsed": used, "external": 0, "arrayBuffers": 0}}
}

// opProcessExit records process.exit(code): the call ends with an error
// result (the engine checks Exited); the host does not exit.
func opProcessExit(i *Instance, args, _ []byte) Reply {
	var a struct{ Code int }
	_ = json.Unmarshal(args, &a)
	i.mu.Lock()
	i.exitCode = &a.Code
	i.mu.Unlock()
	return Reply{}
}

func init() {
	register(
		&hostOp{Name: "process.info", Limits: "-", Test: "TestNodeBuiltins", Run: opProcessInfo},
		&hostOp{Name: "process.env", Limits: "the env capability", Test: "TestSnapshotsAreOnlyOfWhatStartsAlike", Run: opProcessEnv},
		&hostOp{Name: "process.env.all", Limits: "the env capability", Test: "TestNodeBuiltins", Run: opProcessEnvAll},
		&hostOp{Name: "process.execPath", World: "the machine (the node program on PATH)", Limits: "-", Test: "TestProcessExecPath", Run: opProcessExecPath},
		&hostOp{Name: "process.ids", World: "the process's id", Limits: "-", Test: "TestNodeBuiltins", Run: opProcessIDs},
		&hostOp{Name: "process.cwd", Limits: "-", Test: "TestNodeBuiltins", Run: opProcessCwd},
		&hostOp{Name: "process.chdir", Limits: "fs capability (read) of the folder", Test: "TestNodeBuiltins", Run: opProcessChdir},
		&hostOp{Name: "process.hrtime", Limits: "-", Test: "TestNodeBuiltins", Run: opProcessHrtime},
		&hostOp{Name: "process.memory", Limits: "-", Test: "TestNodeBuiltins", Run: opProcessMemory},
		&hostOp{Name: "process.exit", Limits: "ends the call, never the host", Test: "TestProcessExit", Run: opProcessExit},
		&hostOp{Name: "process.kill", Cap: capExec, Limits: "exec capability; only processes this extension started", Test: "TestChildProcesses", Run: opProcessKill},
	)
}

// Location is the time zone of an extension's Date: TZ's when its env
// capability lets it see TZ, else the system's (/etc/localtime) — so that a
// narrowed extension learns nothing from the environment it was not given.
func Location(cfg Config) *time.Location {
	i := &Instance{cfg: cfg}
	tz, visible := i.userEnv("TZ")
	own, set := os.LookupEnv("TZ")
	switch {
	case visible && set && tz == own, !visible && !set:
		return time.Local // the process's zone is that one already
	case visible:
		if loc, err := time.LoadLocation(zoneFromEnv(tz)); err == nil {
			return loc
		}
	}
	if b, err := os.ReadFile("/etc/localtime"); err == nil {
		if loc, err := time.LoadLocationFromTZData("Local", b); err == nil {
			return loc
		}
	}
	return time.UTC
}

// sayHidden says once, on the extension's console, that the variable k it
// read is set but hidden from it by its env capability: it reads as
// undefined, as an unset one does, and an extension that needs it fails
// for a reason the user cannot see otherwise.
func (i *Instance) sayHidden(k string) {
	if i.cfg.Policy.envAllowed(k) {
		return
	}
	if _, set := i.hostEnv(k); !set {
		return
	}
	i.mu.Lock()
	said := i.saidHidden[k]
	if !said {
		if i.saidHidden == nil {
			i.saidHidden = map[string]bool{}
		}
		i.saidHidden[k] = true
	}
	i.mu.Unlock()
	if !said {
		i.cfg.Log("warn", fmt.Sprintf("process.env.%s is set but hidden from this extension: its env capability does not list it (extensions.capabilities.%s.env in your settings.json)", k, i.cfg.Extension))
	}
}
