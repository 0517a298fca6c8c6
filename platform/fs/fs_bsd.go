//go:build freebsd || netbsd

package fs

import "syscall"

func statTimes(s *syscall.Stat_t) (atime, ctime float64) {
	return float64(s.Atimespec.Nano()) / 1e6, float64(s.Ctimespec.Nano()) / 1e6
}
