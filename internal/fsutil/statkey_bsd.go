//go:build darwin || freebsd || netbsd

package fsutil

import "syscall"

func ctimeNano(s *syscall.Stat_t) int64 { return s.Ctimespec.Nano() }
