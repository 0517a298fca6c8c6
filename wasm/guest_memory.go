package wasm

import (
	"errors"
	"math"

	"github.com/tetratelabs/wazero/experimental"
)

// A guest's linear memory is a region of its extension's QuickJS memory:
// a block of QuickJS's heap (earshot.c's earshot_region_*), which wazero
// is handed as the guest's memory through an experimental.LinearMemory.
// So an ArrayBuffer QuickJS makes over the region is the guest's memory
// itself, both ways (what Emscripten's HEAPU8 and wasm-bindgen's views
// need); guest memory counts in the extension's memory limit, as the rest
// of its heap (a grow past it fails, -1 to the guest, a RangeError to
// JavaScript); and a guest can reach nothing of QuickJS's beyond it, for
// wazero checks every access against the region's length.
//
// Growing makes a new region, copies and lets the old go (both are held
// while it copies), and detaches the ArrayBuffer JavaScript had: its views
// read zero bytes, as WebAssembly's detach on grow says. A region is freed
// when neither its guest memory nor any ArrayBuffer over it holds it:
// JavaScript that kept a buffer reads the memory's last bytes, as under
// Node, after the guest is gone.

// The operations of earshot_guest (wasm/quickjs/earshot.c), in its order.
const (
	gopRegionNew = iota
	gopRegionGrow
	gopRegionRelease
	gopRegionBuffer
	gopDetach
	gopDup
)

// guestMemoryMax is the most a region may be: QuickJS's memory is 32-bit.
const guestMemoryMax = math.MaxUint32 - 1<<20

// guestMemory is one guest memory's region; an experimental.LinearMemory.
type guestMemory struct {
	g    *guests
	data uint32 // where the region starts in QuickJS's memory; 0 until made
	size uint64
	max  uint64
	// buf is the ArrayBuffer over the region JavaScript was given last
	// (held; 0 when none), detached when the memory grows.
	buf   Value
	freed bool
}

// guestAllocator makes the guest memories of one instantiation; made
// records them, for their handles.
type guestAllocator struct {
	g    *guests
	made *[]*guestMemory
}

func (a guestAllocator) Allocate(_, max uint64) experimental.LinearMemory {
	m := &guestMemory{g: a.g, max: min(max, guestMemoryMax)}
	*a.made = append(*a.made, m)
	return m
}

func (m *guestMemory) Reallocate(size uint64) []byte {
	g := m.g
	if size > m.max || g.dead() {
		return nil
	}
	if err := g.keepPlace(); err != nil {
		return nil
	}
	var p uint64
	var err error
	if m.data == 0 {
		p, err = g.op(gopRegionNew, size)
	} else {
		p, err = g.op(gopRegionGrow, uint64(m.data), size, m.size)
	}
	if err != nil || p == 0 {
		return nil
	}
	m.data, m.size = uint32(p), size
	m.detach()
	b, ok := g.i.mod.Memory().Read(m.data, uint32(size))
	if !ok {
		return nil
	}
	return b[:size:size]
}

// detach detaches the ArrayBuffer JavaScript has of the memory (it grew).
func (m *guestMemory) detach() {
	if m.buf == 0 {
		return
	}
	buf := m.buf
	m.buf = 0
	_, _ = m.g.op(gopDetach, m.g.i.ctx, uint64(buf))
	m.g.i.Free(buf)
}

// buffer is an ArrayBuffer over the region as it is, for JavaScript (the
// same one until the memory grows).
func (m *guestMemory) buffer() (Value, error) {
	g := m.g
	if m.freed || m.data == 0 {
		return 0, errors.New("wasm: the memory is gone")
	}
	if m.buf == 0 {
		v, err := g.op(gopRegionBuffer, g.i.ctx, uint64(m.data), m.size)
		if err != nil {
			return 0, err
		}
		if Value(v).isException() {
			return 0, ErrNoMemory
		}
		m.buf = Value(v)
	}
	return g.dup(m.buf)
}

// Free lets go of the region (wazero: its module closed): an ArrayBuffer
// over it still holds it. Nothing is called when the instance itself is
// going: its memory goes whole.
func (m *guestMemory) Free() {
	if m.freed {
		return
	}
	m.freed = true
	g := m.g
	if g.dead() || m.data == 0 {
		return
	}
	if m.buf != 0 {
		g.i.Free(m.buf)
		m.buf = 0
	}
	_, _ = g.op(gopRegionRelease, uint64(m.data))
}

// keepPlace makes sure the instance's memory will not move when it grows
// (a guest's memory is a slice of it): the native pages map it once, at
// its limit; portable ones grow a slice by copying, so the first region
// makes it take its whole limit now, and keep it.
func (g *guests) keepPlace() error {
	if g.pinned {
		return nil
	}
	if m, ok := g.i.linear.(*sliceMemory); ok && uint64(cap(m.buf)) < m.limit {
		m.reserve = true
		// Growing by a page makes wazero take the memory anew, at its
		// limit; QuickJS's allocator finds the page past its heap and
		// leaves it.
		if _, ok := g.i.mod.Memory().Grow(1); !ok {
			m.reserve = false
			return ErrNoMemory
		}
	}
	g.pinned = true
	return nil
}
