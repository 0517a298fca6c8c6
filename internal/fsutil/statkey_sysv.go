//go:build openbsd || solaris || illumos

package fsutil

import "syscall"

func ctimeNano(s *syscall.Stat_t) int64 { return s.Ctim.Nano() }
