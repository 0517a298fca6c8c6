//go:build !unix

package exec

import (
	"os"
	"os/exec"
	"sync"
	"syscall"
)

// jail is what holds one child process: on this system, the process only.
type jail struct{ cmd *exec.Cmd }

func newJail(cmd *exec.Cmd) *jail { return &jail{cmd: cmd} }

func (j *jail) signal(pid int, sig syscall.Signal) {
	if p, err := os.FindProcess(pid); err == nil {
		_ = p.Kill()
	}
}

func (j *jail) close(pid int, _ *sync.WaitGroup) { j.signal(pid, syscall.SIGKILL) }

func cgroupStartFailed(error) bool { return false }

func (j *jail) inCgroup() bool { return false }
