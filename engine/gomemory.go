package engine

import (
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// Go memory that idle extensions leave behind. Between its calls and its
// idle trim, an extension's host side holds what its calls needed — its
// bundle, source map and bytecode read back from the cache, the parsed
// source map after a throw, the snapshot taken after an evaluation — and
// its calls' host operations allocate the buffers of what they read and
// ran. Idle, the extension lets go of them (shed), but the Go runtime
// keeps the pages they were in: it gives memory back to the system only
// above its heap goal, which the last collection set while they were
// alive, and the next collection of an idle process is minutes away. A
// server whose extensions did some work and went idle held several MB per
// extension of nothing.
//
// So when the last extension in use goes idle (every extension of the
// process, in every Host, is idle), the Go runtime collects and gives back
// what it holds beyond its live heap (debug.FreeOSMemory): once per
// stretch of work, and only when what the process allocated since it last
// did, and what the extensions let go of, come to giveBackMin and half the
// live heap it found then — a program with a large heap of its own does
// not pay for a collection every time its agent calls a tool.

// giveBackMin is the least the process must have allocated (or its
// extensions let go of) since the last give-back for another to be worth a
// collection.
const giveBackMin = 8 << 20

// goMemoryState counts the extensions in use, and decides when the Go
// memory is given back.
type goMemoryState struct {
	mu sync.Mutex
	// inUse counts the extensions used since their last idle trim.
	inUse int
	// allocated is the process's total allocation when it last gave
	// memory back, live its live heap then, and dropped what extensions
	// let go of since.
	allocated, live, dropped uint64
	// heap reads the process's total allocation and live heap (goHeap);
	// freeOSMemory collects and gives memory back; spawn runs the
	// give-back away from the extension going idle. Variables for tests.
	heap         func() (allocated, live uint64)
	freeOSMemory func()
	spawn        func(func())
}

var goMemory = &goMemoryState{heap: goHeap, freeOSMemory: debug.FreeOSMemory, spawn: func(f func()) { go f() }}

// use counts an extension in use.
func (s *goMemoryState) use() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.inUse++
}

// idle counts an extension in use going idle, having let go of dropped
// bytes; the last one starts the give-back.
func (s *goMemoryState) idle(dropped int) {
	s.mu.Lock()
	s.inUse--
	s.dropped += uint64(dropped)
	last := s.inUse == 0
	s.mu.Unlock()
	if last {
		s.spawn(s.giveBack)
	}
}

// giveBack collects and gives the Go memory back to the system when enough
// was allocated or let go of since it last did, and no extension is in use.
func (s *goMemoryState) giveBack() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.inUse > 0 {
		return // a call came meanwhile: its extension's idle trim will
	}
	allocated, _ := s.heap()
	if allocated-s.allocated+s.dropped < max(giveBackMin, s.live/2) {
		return
	}
	s.freeOSMemory()
	s.allocated, s.live = s.heap()
	s.dropped = 0
}

// markInUse counts x as in use (its instance was given back after a call,
// or Load started it) until it goes idle. sem is held.
func (x *Extension) markInUse() {
	if !x.inUse {
		x.inUse = true
		goMemory.use()
	}
}

// markIdle counts x as idle, having let go of dropped bytes (see
// goMemoryState). sem is held.
func (x *Extension) markIdle(dropped int) {
	if x.inUse {
		x.inUse = false
		goMemory.idle(dropped)
	}
}

// goHeap is the process's total allocation so far, and its live heap as
// the last collection found it.
func goHeap() (allocated, live uint64) {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() == metrics.KindUint64 {
		allocated = s[0].Value.Uint64()
	}
	if s[1].Value.Kind() == metrics.KindUint64 {
		live = s[1].Value.Uint64()
	}
	return allocated, live
}
