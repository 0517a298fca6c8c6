package platform

import (
	"os"
	"runtime"
	"runtime/debug"
	"syscall"
	"time"
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
func opProcessInfo(i *Instance, _ struct{}, _ []byte) Reply {
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
		"execPath":  "/usr/local/bin/node",
		"extension": i.config().Extension,
		"quickjs":   "0.16.2",
		"earshot":   version,
	}}
}

// opProcessEnv reads one variable of process.env (null when it is not
// there, or not the extension's to see).
func opProcessEnv(i *Instance, a struct{ Name string }, _ []byte) Reply {
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
func opProcessEnvAll(i *Instance, _ struct{}, _ []byte) Reply {
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
func opProcessIDs(_ *Instance, _ struct{}, _ []byte) Reply {
	return Reply{Value: map[string]int{"pid": os.Getpid(), "ppid": os.Getppid()}}
}

func opProcessCwd(i *Instance, _ struct{}, _ []byte) Reply {
	return Reply{Value: i.cwdNow()}
}

// opProcessChdir changes the folder relative paths resolve against, for
// this extension only (the host's own is not changed).
func opProcessChdir(i *Instance, a struct{ Dir string }, _ []byte) Reply {
	dir := i.abs(a.Dir)
	if _, err := i.checkedPath(dir, readAccess, true); err != nil {
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
	i.chdir(dir)
	return Reply{}
}

func opProcessHrtime(i *Instance, _ struct{}, _ []byte) Reply {
	// A string: nanoseconds since start do not fit a double for long.
	return Reply{Value: itoa64(int64(time.Since(start)))}
}

func opProcessMemory(i *Instance, _ struct{}, _ []byte) Reply {
	used := i.config().MemoryUsed()
	return Reply{Value: map[string]uint64{"rss": used, "heapTotal": used, "heapUsed": used, "external": 0, "arrayBuffers": 0}}
}

// opProcessExit records process.exit(code): the call ends with an error
// result (the engine checks Exited); the host does not exit.
func opProcessExit(i *Instance, a struct{ Code int }, _ []byte) Reply {
	i.exit(a.Code)
	return Reply{}
}

// processOps are the operations of this file.
func processOps() []*hostOp {
	return []*hostOp{
		def(hostOp{Name: "process.info", Limits: "-", Test: "TestNodeBuiltins"}, opProcessInfo),
		def(hostOp{Name: "process.env", Limits: "the env capability", Test: "TestSnapshotsAreOnlyOfWhatStartsAlike"}, opProcessEnv),
		def(hostOp{Name: "process.env.all", Limits: "the env capability", Test: "TestNodeBuiltins"}, opProcessEnvAll),
		def(hostOp{Name: "process.ids", World: "the process's id", Limits: "-", Test: "TestNodeBuiltins"}, opProcessIDs),
		def(hostOp{Name: "process.cwd", Limits: "-", Test: "TestNodeBuiltins"}, opProcessCwd),
		def(hostOp{Name: "process.chdir", Limits: "fs capability (read) of the folder", Test: "TestNodeBuiltins"}, opProcessChdir),
		def(hostOp{Name: "process.hrtime", Limits: "-", Test: "TestNodeBuiltins"}, opProcessHrtime),
		def(hostOp{Name: "process.memory", Limits: "-", Test: "TestNodeBuiltins"}, opProcessMemory),
		def(hostOp{Name: "process.exit", Limits: "ends the call, never the host", Test: "TestProcessExit"}, opProcessExit),
	}
}
