//go:build unix

package wasm

import (
	"github.com/earshot/extensions/internal/fsutil"
	"sync/atomic"
	"syscall"
)

// mappedMemory reserves the whole limit as an anonymous private mapping up
// front. Pages cost nothing until touched, growing never copies, and Free
// returns everything to the OS at once.
type mappedMemory struct {
	buf  []byte
	peak *atomic.Uint64
}

func newLinearMemory(limit uint64, peak *atomic.Uint64) *mappedMemory {
	buf, err := syscall.Mmap(-1, 0, int(limit),
		syscall.PROT_READ|syscall.PROT_WRITE,
		syscall.MAP_PRIVATE|syscall.MAP_ANON|mapNoReserve)
	if err != nil {
		// Out of address space: a nil buffer makes every grow fail, so the
		// instance fails to start with a clean error instead of a crash.
		buf = nil
	}
	return &mappedMemory{buf: buf, peak: peak}
}

func (m *mappedMemory) Reallocate(size uint64) []byte {
	if size > uint64(len(m.buf)) {
		return nil
	}
	if m.peak != nil {
		for {
			p := m.peak.Load()
			if size <= p || m.peak.CompareAndSwap(p, size) {
				break
			}
		}
	}
	return m.buf[:size:size]
}

func (m *mappedMemory) Free() {
	if m.buf != nil {
		_ = syscall.Munmap(m.buf)
		m.buf = nil
	}
}

// mapFile maps the regular file at path, at most limit bytes, read-only,
// its pages read in at once (one system call, where reading it faulted in
// a fresh buffer page by page). release unmaps it: nothing may use the
// bytes after. The file must not be cut short while mapped (the cache
// writes by rename, never in place); a caller that cannot rule it out
// reads under debug.SetPanicOnFault.
func mapFile(path string, limit int64) (b []byte, release func(), err error) {
	f, st, err := fsutil.OpenRegular(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if st.Size() > limit {
		return nil, nil, &fsutil.TooLargeError{Path: path, Limit: limit}
	}
	if st.Size() == 0 {
		return []byte{}, func() {}, nil
	}
	b, err = syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE|mapPopulate)
	if err != nil {
		return nil, nil, err
	}
	return b, func() { _ = syscall.Munmap(b) }, nil
}
