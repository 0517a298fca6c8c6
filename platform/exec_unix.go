//go:build unix

package platform

import (
	"os/exec"
	"syscall"
)

// setGroup puts the child in a process group of its own, so that it can
// be stopped with everything it starts.
func setGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup signals the process group led by pid.
func killGroup(pid int, sig syscall.Signal) {
	if pid > 0 {
		_ = syscall.Kill(-pid, sig)
	}
}
