package exec

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// On Linux a child process is started in a cgroup (v2) of its own, made
// under the host process's own cgroup, when the host may make one there
// (a delegated systemd scope, a container's root, root): everything the
// child starts stays in it — even a grandchild that calls setsid to leave
// the child's process group —, and killing the cgroup (cgroup.kill) stops
// all of it. Where no cgroup can be made, children are held by their
// process group alone (docs/security.md says what that leaves).

// cgroupsOff is set once making or using a cgroup failed: from then on
// children go in process groups only.
var cgroupsOff atomic.Bool

var cgroupSeq atomic.Uint64

// cgroupBase is the folder of the host process's own cgroup v2, "" when
// there is none (cgroup v1 only, or it cannot be found).
var cgroupBase = sync.OnceValue(func() string {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return ""
	}
	own := ""
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "0::"); ok {
			own = rest
		}
	}
	if own == "" || strings.Contains(own, "(deleted)") {
		return ""
	}
	mount := cgroup2Mount()
	if mount == "" {
		return ""
	}
	return filepath.Join(mount, filepath.Clean("/"+own))
})

// cgroup2Mount is where the cgroup v2 hierarchy is mounted, from the
// process's mount table.
func cgroup2Mount() string {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// id parent major:minor root mountpoint options [optional...] - type source superoptions
		left, right, ok := strings.Cut(sc.Text(), " - ")
		if !ok || !strings.HasPrefix(right, "cgroup2 ") {
			continue
		}
		fields := strings.Fields(left)
		if len(fields) >= 5 && fields[3] == "/" {
			return unescapeMount(fields[4])
		}
	}
	return ""
}

// unescapeMount undoes mountinfo's octal escapes (\040 for a space).
func unescapeMount(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+4], 8, 8); err == nil {
				b.WriteByte(byte(n))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// cgroup is one child's cgroup: its folder, open for CLONE_INTO_CGROUP.
type cgroup struct {
	dir string
	f   *os.File
}

// newCgroup makes a cgroup for a child, or returns nil when none can be
// made here.
func newCgroup() *cgroup {
	if cgroupsOff.Load() {
		return nil
	}
	base := cgroupBase()
	if base == "" {
		cgroupsOff.Store(true)
		return nil
	}
	dir := filepath.Join(base, fmt.Sprintf("earshot-%d-%d", os.Getpid(), cgroupSeq.Add(1)))
	if err := os.Mkdir(dir, 0o755); err != nil {
		cgroupsOff.Store(true)
		return nil
	}
	f, err := os.Open(dir)
	if err != nil {
		_ = os.Remove(dir)
		cgroupsOff.Store(true)
		return nil
	}
	return &cgroup{dir: dir, f: f}
}

// attach makes the child start inside the cgroup (clone3's
// CLONE_INTO_CGROUP: no moment when it, or anything it starts, is outside).
func (c *cgroup) attach(attr *syscall.SysProcAttr) {
	attr.UseCgroupFD = true
	attr.CgroupFD = int(c.f.Fd())
}

// cgroupStartFailed reports whether a child could not be started because
// of its cgroup (no clone3 or CLONE_INTO_CGROUP before Linux 5.7, a
// seccomp filter, a cgroup the system will not take processes into): the
// caller starts it again without one, and cgroups are not used again.
func cgroupStartFailed(err error) bool {
	if cgroupsOff.Load() {
		return false
	}
	for _, e := range []syscall.Errno{syscall.ENOSYS, syscall.EPERM, syscall.EACCES, syscall.EINVAL, syscall.EBUSY,
		syscall.EOPNOTSUPP, syscall.ENOENT, syscall.EROFS} {
		if errors.Is(err, e) {
			cgroupsOff.Store(true)
			return true
		}
	}
	return false
}

// kill stops everything in the cgroup: cgroup.kill (Linux 5.14), else each
// process it lists, until none is left or they stop changing.
func (c *cgroup) kill() {
	if c == nil {
		return
	}
	if os.WriteFile(filepath.Join(c.dir, "cgroup.kill"), []byte("1"), 0) == nil {
		return
	}
	for range 16 {
		b, err := os.ReadFile(filepath.Join(c.dir, "cgroup.procs"))
		if err != nil || len(strings.TrimSpace(string(b))) == 0 {
			return
		}
		for _, f := range strings.Fields(string(b)) {
			if pid, err := strconv.Atoi(f); err == nil && pid > 0 {
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
		}
	}
}

// remove removes the cgroup once what was killed in it is gone (a killed
// process leaves it as it exits, in a moment); wg counts the wait, when
// there is one to wait in.
func (c *cgroup) remove(wg *sync.WaitGroup) {
	if c == nil {
		return
	}
	c.f.Close()
	if syscall.Rmdir(c.dir) == nil {
		return
	}
	try := func() {
		for d := time.Millisecond; d < time.Second; d *= 2 {
			time.Sleep(d)
			c.kill()
			if err := syscall.Rmdir(c.dir); err == nil || errors.Is(err, syscall.ENOENT) {
				return
			}
		}
	}
	if wg == nil {
		try()
		return
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		try()
	}()
}
