package wasm

import (
	"sync/atomic"

	"github.com/tetratelabs/wazero/experimental"
)

// memoryAllocator gives each instance a linear memory that can never grow
// past limit bytes: Reallocate beyond it returns nil, which wazero turns into
// a failed memory.grow, which QuickJS's malloc turns into a JavaScript
// "out of memory" error inside the extension.
type memoryAllocator struct {
	limit uint64
	// peak records the largest size requested so far, for tests and metrics.
	peak *atomic.Uint64
	// made, if set, is where the memory made is recorded (for Resident).
	made *linearMemory
	// prefault are the pages to fault in as the memory is first sized:
	// those a fresh instance's start-up writes (see host.startPages).
	prefault []pageRun
}

// hugePage is the size of a transparent huge page on the machines that
// matter (x86-64, arm64 with 4 KiB pages).
const hugePage = 2 << 20

// wholeHugePages is n rounded up to whole huge pages.
func wholeHugePages(n uint64) uint64 { return (n + hugePage - 1) / hugePage * hugePage }

// pageRun is a run of pages of an instance's memory: its offset and
// length in bytes.
type pageRun struct{ off, n int }

func (a memoryAllocator) Allocate(capacity, max uint64) experimental.LinearMemory {
	limit := a.limit
	if max < limit {
		limit = max
	}
	m := newLinearMemory(limit, a.peak, a.prefault)
	if a.made != nil {
		*a.made = m
	}
	return m
}

// linearMemory is an instance's memory as its allocator made it.
type linearMemory interface {
	experimental.LinearMemory
	// resident is how many bytes of it are in RAM; safe to call from any
	// goroutine, while the instance runs or after it is freed.
	resident() uint64
	// adviseHuge asks for huge pages from its start up to size, rounded
	// up to whole huge pages (within what it may grow to).
	adviseHuge(size uint64)
}
