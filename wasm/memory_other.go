//go:build !unix

package wasm

import "sync/atomic"

// sliceMemory is the portable fallback: a Go slice that grows by copying and
// refuses to grow past the limit.
type sliceMemory struct {
	buf   []byte
	limit uint64
	peak  *atomic.Uint64
}

func newLinearMemory(limit uint64, peak *atomic.Uint64, _ []pageRun) *sliceMemory {
	return &sliceMemory{limit: limit, peak: peak}
}

func (m *sliceMemory) Reallocate(size uint64) []byte {
	if size > m.limit {
		return nil
	}
	if m.peak != nil && size > m.peak.Load() {
		m.peak.Store(size)
	}
	if size <= uint64(cap(m.buf)) {
		m.buf = m.buf[:size]
		return m.buf
	}
	grown := make([]byte, size, min(max(size, 2*uint64(cap(m.buf))), m.limit))
	copy(grown, m.buf)
	m.buf = grown
	return m.buf
}

func (m *sliceMemory) Free() { m.buf = nil }

// adviseHuge: a slice's pages are Go's.
func (m *sliceMemory) adviseHuge(uint64) {}

// resident: the largest size the memory has had (a slice's pages are Go's).
func (m *sliceMemory) resident() uint64 {
	if m.peak == nil {
		return 0
	}
	return m.peak.Load()
}

// adviseHuge: huge pages are only asked for on Linux (memory_linux.go).
func adviseHuge([]byte) {}

func populate([]byte) {}

// reuseResident: only Linux says which pages are in memory (memory_linux.go).
func reuseResident([]byte, func(int) bool) bool { return false }

// renewHuge is discardPages where there are no huge pages to make room for.
func renewHuge(b []byte) { discardPages(b) }

// discardPages zeroes b.
func discardPages(b []byte) { clear(b) }

// trimPages gives nothing back: a slice's memory is Go's.
func trimPages([]byte, bool) int64 { return 0 }

// residentBytes: b's size.
func residentBytes(b []byte) uint64 { return uint64(len(b)) }

// residentRuns: none known.
func residentRuns([]byte) []pageRun { return nil }
