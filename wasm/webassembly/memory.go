package webassembly

import (
	"errors"
	"math"

	"github.com/tetratelabs/wazero/experimental"

	"github.com/earshot/extensions/wasm"
)

// A guest's linear memory is a region of its extension's QuickJS memory:
// a block of QuickJS's heap (wasm/quickjs/earshot.c's earshot_region_*,
// through wasm.Access), which wazero is handed as the guest's memory
// through an experimental.LinearMemory.
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
	buf   wasm.Value
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
	var p uint32
	var err error
	if m.data == 0 {
		p, err = g.x.RegionNew(size)
	} else {
		p, err = g.x.RegionGrow(m.data, size, m.size)
	}
	if err != nil || p == 0 {
		return nil
	}
	m.data, m.size = p, size
	m.detach()
	b, ok := g.x.Read(m.data, uint32(size))
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
	_ = m.g.x.Detach(buf)
	m.g.i.Free(buf)
}

// buffer is an ArrayBuffer over the region as it is, for JavaScript (the
// same one until the memory grows).
func (m *guestMemory) buffer() (wasm.Value, error) {
	g := m.g
	if m.freed || m.data == 0 {
		return 0, errors.New("wasm: the memory is gone")
	}
	if m.buf == 0 {
		v, err := g.x.RegionBuffer(m.data, m.size)
		if err != nil {
			return 0, err
		}
		m.buf = v
	}
	return g.x.Dup(m.buf)
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
	_ = g.x.RegionRelease(m.data)
}

// keepPlace makes sure the instance's memory will not move when it grows
// (a guest's memory is a slice of it), once (wasm.Access.Pin).
func (g *guests) keepPlace() error {
	if g.pinned {
		return nil
	}
	if err := g.x.Pin(); err != nil {
		return err
	}
	g.pinned = true
	return nil
}
