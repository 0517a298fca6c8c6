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
}

func (a memoryAllocator) Allocate(capacity, max uint64) experimental.LinearMemory {
	limit := a.limit
	if max < limit {
		limit = max
	}
	m := newLinearMemory(limit, a.peak)
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
}
