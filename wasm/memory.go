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
}

func (a memoryAllocator) Allocate(capacity, max uint64) experimental.LinearMemory {
	limit := a.limit
	if max < limit {
		limit = max
	}
	return newLinearMemory(limit, a.peak)
}
