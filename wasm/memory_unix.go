//go:build unix

package wasm

import (
	"sync"
	"sync/atomic"
	"syscall"
)

// mappedMemory reserves the whole limit as an anonymous private mapping up
// front. Pages cost nothing until touched, growing never copies, and Free
// returns everything to the OS at once.
type mappedMemory struct {
	buf  []byte
	peak *atomic.Uint64
	mu   sync.Mutex // Free against resident
	// prefault are the runs of pages still to fault in, each in one
	// call, once the memory is that big (see memoryAllocator.prefault);
	// faulted is how far they have been.
	prefault []pageRun
	faulted  uint64
}

func newLinearMemory(limit uint64, peak *atomic.Uint64, prefault []pageRun) *mappedMemory {
	buf, err := syscall.Mmap(-1, 0, int(limit),
		syscall.PROT_READ|syscall.PROT_WRITE,
		syscall.MAP_PRIVATE|syscall.MAP_ANON|mapNoReserve)
	if err != nil {
		// Out of address space: a nil buffer makes every grow fail, so the
		// instance fails to start with a clean error instead of a crash.
		buf = nil
	}
	return &mappedMemory{buf: buf, peak: peak, prefault: prefault}
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
	// The pages start-up is about to write, in one call per run instead of
	// a fault per page (~10 µs each on some machines).
	for len(m.prefault) > 0 && uint64(m.prefault[0].off) < size {
		r := m.prefault[0]
		lo, hi := max(uint64(r.off), m.faulted), min(uint64(r.off+r.n), size)
		populate(m.buf[lo:hi])
		m.faulted = hi
		if hi < uint64(r.off+r.n) {
			break // the rest when the memory grows over it
		}
		m.prefault = m.prefault[1:]
	}
	return m.buf[:size:size]
}

func (m *mappedMemory) Free() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.buf != nil {
		_ = syscall.Munmap(m.buf)
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
