//go:build openbsd || solaris || illumos

package fs

import "syscall"

func statTimes(s *syscall.Stat_t) (atime, ctime float64) {
	return float64(s.Atim.Nano()) / 1e6, float64(s.Ctim.Nano()) / 1e6
}
