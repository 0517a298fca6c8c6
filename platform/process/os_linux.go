package process

import (
	"syscall"
	"time"
)

func sysInfo() sysFacts {
	var f sysFacts
	var u syscall.Utsname
	if syscall.Uname(&u) == nil {
		f.release, f.version = cstr(u.Release[:]), cstr(u.Version[:])
	}
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) == nil {
		unit := uint64(si.Unit)
		f.total, f.free = uint64(si.Totalram)*unit, uint64(si.Freeram)*unit
		f.uptime = time.Duration(si.Uptime) * time.Second
		for j := range 3 {
			f.load[j] = float64(si.Loads[j]) / 65536
		}
	}
	return f
}

func cstr(b []int8) string {
	out := make([]byte, 0, len(b))
	for _, c := range b {
		if c == 0 {
			break
		}
		out = append(out, byte(c))
	}
	return string(out)
}
