//go:build unix

package wasm

import (
	"sync"
	"sync/atomic"

	"golang.org/x/sys/unix"
)

// mappedMemory reserves the whole limit as an anonymous private mapping up
// front. Pages cost nothing until touched, growing never copies, and Free
// returns everything to the OS at once.
type mappedMemory struct {
	buf  []byte
	peak *atomic.Uint64
	mu   sync.Mutex // Free against resident
}

func newMappedMemory(limit uint64, peak *atomic.Uint64) linearMemory {
	buf, err := unix.Mmap(-1, 0, int(limit), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON|mapNoReserve)
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
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.buf != nil {
		_ = unix.Munmap(m.buf)
		m.buf = nil
	}
}

// resident counts the pages in RAM up to the largest size the memory has
// had (past it, nothing was ever touched).
func (m *mappedMemory) resident() uint64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.buf == nil {
		return 0
	}
	size := uint64(len(m.buf))
	if m.peak != nil {
		size = min(size, m.peak.Load())
	}
	return residentBytes(m.buf[:size])
}

func (m *mappedMemory) adviseHuge(size uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.buf != nil {
		adviseHuge(m.buf[:min(uint64(len(m.buf)), wholeHugePages(size))])
	}
}
