//go:build unix

package exec

import (
	"os/exec"
	"sync"
	"syscall"
)

// jail is what holds one child process and everything it starts: a process
// group of its own, and on Linux a cgroup of its own too when the host may
// make one (cgroup_linux.go) — which holds a grandchild that left the
// group with setsid as well.
type jail struct {
	cg *cgroup // nil: the process group only
}

// newJail puts cmd's process in a jail of its own.
func newJail(cmd *exec.Cmd) *jail {
	j := &jail{cg: newCgroup()}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if j.cg != nil {
		j.cg.attach(cmd.SysProcAttr)
	}
	return j
}

// signal sends sig to the child's process group (led by pid); SIGKILL
// goes to everything in its cgroup too.
func (j *jail) signal(pid int, sig syscall.Signal) {
	if pid > 0 {
		_ = syscall.Kill(-pid, sig)
	}
	if sig == syscall.SIGKILL && j != nil && j.cg != nil {
		j.cg.kill()
	}
}

// close kills what is left in the jail and removes its cgroup; wg counts
// the removal, which waits for the killed processes to be gone.
func (j *jail) close(pid int, wg *sync.WaitGroup) {
	j.signal(pid, syscall.SIGKILL)
	if j != nil && j.cg != nil {
		j.cg.remove(wg)
		j.cg = nil
	}
}

// inCgroup reports whether the jail has a cgroup.
func (j *jail) inCgroup() bool { return j != nil && j.cg != nil }
