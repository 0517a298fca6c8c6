// Package process is the host side of node:process and node:os: the
// environment as the env capability narrows it, the folder, the clocks.
package process

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/earshot/extensions/platform/kernel"
)

// The host side of process: its environment (narrowed by the env
// capability), its folder, its clocks, exit.

var start = time.Now()

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
func opProcessInfo(i *kernel.Instance, _ struct{}, _ []byte) kernel.Reply {
	version := "dev"
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		version = bi.Main.Version
	}
	return kernel.Reply{Value: map[string]any{
		"platform":  goosName(),
		"arch":      goarchName(),
		"type":      osType(),
		"machine":   machine(),
		"uid":       os.Getuid(),
		"gid":       os.Getgid(),
		"extension": i.Config().Extension,
		"quickjs":   "0.16.2",
		"earshot":   version,
	}}
}

// opProcessExecPath is process.execPath: the node program the extension's
// PATH finds (what a package that spawns "another Node" runs), as an
// absolute path; "node" when there is none, so that spawning it fails with
// ENOENT (child_process says why).
func opProcessExecPath(i *kernel.Instance, _ struct{}, _ []byte) kernel.Reply {
	path, _ := i.UserEnv("PATH")
	for _, dir := range filepath.SplitList(path) {
		if dir == "" || !filepath.IsAbs(dir) {
			continue
		}
		p := filepath.Join(dir, nodeProgram)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && (runtime.GOOS == "windows" || st.Mode()&0o111 != 0) {
			return kernel.Reply{Value: p}
		}
	}
	return kernel.Reply{Value: "node"}
}

// nodeProgram is the name of Node's program on this system.
var nodeProgram = map[bool]string{true: "node.exe", false: "node"}[runtime.GOOS == "windows"]

// opProcessEnv reads one variable of process.env (null when it is not
// there, or not the extension's to see).
func opProcessEnv(i *kernel.Instance, a struct{ Name string }, _ []byte) kernel.Reply {
	v, ok := i.UserEnv(a.Name)
	switch {
	case kernel.SnapshotVar(a.Name):
	case ok:
		i.Saw("the environment ($" + a.Name + ")")
	default:
		i.SawAbsent("env:" + a.Name) // no value to keep
		i.SayHidden(a.Name)
	}
	if ok {
		return kernel.Reply{Value: v}
	}
	return kernel.Reply{Value: nil}
}

// opProcessEnvAll reads the whole of process.env (its keys listed, or it
// copied whole).
func opProcessEnvAll(i *kernel.Instance, _ struct{}, _ []byte) kernel.Reply {
	env := i.Environ()
	for k := range env {
		if !kernel.SnapshotVar(k) {
			i.Saw("the environment (all of it)")
			break
		}
	}
	return kernel.Reply{Value: env}
}

// opProcessIDs: process.pid and process.ppid, which each start has its
// own of.
func opProcessIDs(_ *kernel.Instance, _ struct{}, _ []byte) kernel.Reply {
	return kernel.Reply{Value: map[string]int{"pid": os.Getpid(), "ppid": os.Getppid()}}
}

func opProcessCwd(i *kernel.Instance, _ struct{}, _ []byte) kernel.Reply {
	return kernel.Reply{Value: i.Cwd()}
}

// opProcessChdir changes the folder relative paths resolve against, for
// this extension only (the host's own is not changed).
func opProcessChdir(i *kernel.Instance, a struct{ Dir string }, _ []byte) kernel.Reply {
	dir := i.Abs(a.Dir)
	if _, err := i.CheckedPath(dir, kernel.ReadAccess, true); err != nil {
		return kernel.Reply{Err: err}
	}
	// As Node's: the error names the folder it was in and the one asked for
	// ("chdir '/project' -> 'does-not-exist'").
	st, err := os.Stat(dir)
	if err != nil {
		return kernel.Reply{Err: kernel.SysError(err, "chdir", i.Abs("."), a.Dir)}
	}
	if !st.IsDir() {
		return kernel.Reply{Err: kernel.SysError(syscall.ENOTDIR, "chdir", i.Abs("."), a.Dir)}
	}
	i.Chdir(dir)
	return kernel.Reply{}
}

func opProcessHrtime(i *kernel.Instance, _ struct{}, _ []byte) kernel.Reply {
	// A string: nanoseconds since start do not fit a double for long.
	return kernel.Reply{Value: kernel.Itoa64(int64(time.Since(start)))}
}

func opProcessMemory(i *kernel.Instance, _ struct{}, _ []byte) kernel.Reply {
	used := i.Config().MemoryUsed()
	return kernel.Reply{Value: map[string]uint64{"rss": used, "heapTotal": used, "heapUsed": used, "external": 0, "arrayBuffers": 0}}
}

// opProcessExit records process.exit(code): the call ends with an error
// result (the engine checks Exited); the host does not exit.
func opProcessExit(i *kernel.Instance, a struct{ Code int }, _ []byte) kernel.Reply {
	i.Exit(a.Code)
	return kernel.Reply{}
}

// Ops are node:process's and node:os's operations.
func Ops() []*kernel.Op {
	return append(osOps(), []*kernel.Op{
		kernel.Def(kernel.Op{Name: "process.info", Limits: "-", Test: "TestNodeBuiltins"}, opProcessInfo),
		kernel.Def(kernel.Op{Name: "process.execPath", World: "the machine (the node program on PATH)", Limits: "-", Test: "TestProcessExecPath"}, opProcessExecPath),
		kernel.Def(kernel.Op{Name: "process.env", Limits: "the env capability", Test: "TestSnapshotsAreOnlyOfWhatStartsAlike"}, opProcessEnv),
		kernel.Def(kernel.Op{Name: "process.env.all", Limits: "the env capability", Test: "TestNodeBuiltins"}, opProcessEnvAll),
		kernel.Def(kernel.Op{Name: "process.ids", World: "the process's id", Limits: "-", Test: "TestNodeBuiltins"}, opProcessIDs),
		kernel.Def(kernel.Op{Name: "process.cwd", Limits: "-", Test: "TestNodeBuiltins"}, opProcessCwd),
		kernel.Def(kernel.Op{Name: "process.chdir", Limits: "fs capability (read) of the folder", Test: "TestNodeBuiltins"}, opProcessChdir),
		kernel.Def(kernel.Op{Name: "process.hrtime", Limits: "-", Test: "TestNodeBuiltins"}, opProcessHrtime),
		kernel.Def(kernel.Op{Name: "process.memory", Limits: "-", Test: "TestNodeBuiltins"}, opProcessMemory),
		kernel.Def(kernel.Op{Name: "process.exit", Limits: "ends the call, never the host", Test: "TestProcessExit"}, opProcessExit),
	}...)
}

// NodeTarget is this machine as Node names it: process.platform
// ("linux", "darwin", "win32", ...), process.arch ("x64", "arm64",
// "ia32", ...) and, on Linux, the C library ("gnu", or "musl" where the
// dynamic loader is musl's) — the words a package of compiled code for one
// platform carries in its name (lightningcss-linux-x64-gnu).
func NodeTarget() (platform, arch, libc string) {
	platform, arch = goosName(), goarchName()
	switch arch { // Node's names, where process.arch differs from GOARCH
	case "ppc64le":
		arch = "ppc64"
	case "mipsle":
		arch = "mipsel"
	case "mips64le":
		arch = "mips64el"
	}
	if runtime.GOOS == "linux" {
		libc = "gnu"
		musl, _ := filepath.Glob("/lib/ld-musl-*")
		gnu, _ := filepath.Glob("/lib*/ld-linux*")
		if len(musl) > 0 && len(gnu) == 0 {
			libc = "musl"
		}
	}
	return platform, arch, libc
}
