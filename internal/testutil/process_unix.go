//go:build unix

package testutil

import (
	"syscall"
	"testing"
	"time"
)

// Alive reports whether a process with pid exists.
func Alive(pid int) bool {
	return syscall.Kill(pid, 0) == nil
}

// WaitGone waits (a few seconds at most) for the process pid to be gone,
// and fails t if it is still alive.
func WaitGone(t testing.TB, pid int) {
	t.Helper()
	for range 200 {
		if !Alive(pid) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("process %d is still alive", pid)
}
