//go:build unix

package net

import (
	"net"
	"syscall"
)

// tryWrite writes what the kernel takes of b now, without waiting: the
// length written (0 on any error: the write that follows reports it).
func tryWrite(c net.Conn, b []byte) int {
	tc, ok := c.(*net.TCPConn)
	if !ok {
		return 0
	}
	rc, err := tc.SyscallConn()
	if err != nil {
		return 0
	}
	n := 0
	_ = rc.Write(func(fd uintptr) bool {
		for n < len(b) {
			m, err := syscall.Write(int(fd), b[n:])
			if m > 0 {
				n += m
			}
			if err != nil || m <= 0 {
				break
			}
		}
		return true
	})
	return n
}
