//go:build unix

package main

import (
	"os/exec"
	"syscall"
)

// detach runs cmd in a process group of its own: some of Node's tests
// signal their whole group.
func detach(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }
