package wasm

import (
	"errors"
	"fmt"
	"io"

	"github.com/tetratelabs/wazero/api"
)

// What an instance keeps outside its memory through a package beside
// this one: wasm/webassembly's guests, the WebAssembly modules an
// extension's JavaScript compiles, each a wazero module of its own with
// its memory a region of the instance's. The instance knows them only as
// an Attachment, which it kills, trims and closes with itself; they reach
// into the instance through an Access, which has the C glue's operations
// on regions and the instance's memory, past what Instance offers.

// An Attacher makes what an instance keeps outside its memory
// (InstanceConfig.WebAssembly; wasm/webassembly.Global is one): the global
// function its JavaScript calls, made after InstanceConfig.Globals, and
// what the instance keeps for it.
type Attacher interface {
	Attach(x *Access) (HostGlobal, Attachment)
}

// An Attachment is what an instance keeps outside its memory, living and
// dying with it.
type Attachment interface {
	// Kill stops what runs (the instance was killed): from any
	// goroutine, also while the instance runs.
	Kill()
	// Close lets go of all of it: the instance is closing, or its memory
	// is being put back as an image had it.
	Close()
	// Trim lets go of what it keeps for its next calls (Memory.Trim).
	Trim()
	// Holds reports whether it holds anything now: a snapshot of the
	// memory could not restore it (Memory.HoldsGuests).
	Holds() bool
}

// Access is an instance as an Attachment reaches into it. Like its
// instance, it is used by one goroutine at a time.
type Access struct {
	i     *Instance
	guest api.Function // earshot_guest, when not in use
}

// Instance is the instance.
func (x *Access) Instance() *Instance { return x.i }

// Killed is why the instance was stopped (Kill, a trap), or nil; unlike
// Instance.Err, nil while it is merely closing.
func (x *Access) Killed() error { return x.i.kill.Err() }

// Shared is the value of the instance's Runtime for key, made by make
// the first time (from the Runtime's cache folder, "" for none, and its
// Warn) and closed with the Runtime; an error once the Runtime is closed.
func (x *Access) Shared(key any, make func(cacheDir string, warn func(error)) (io.Closer, error)) (io.Closer, error) {
	r := x.i.runtime
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil, errRuntimeClosed
	}
	if v, ok := r.shared[key]; ok {
		return v, nil
	}
	v, err := make(r.cacheDir, r.warn)
	if err != nil {
		return nil, err
	}
	if r.shared == nil {
		r.shared = map[any]io.Closer{}
	}
	r.shared[key] = v
	return v, nil
}

// Read is n bytes of the instance's memory at p, where they are: valid
// until the memory grows (see Pin) or JavaScript runs again.
func (x *Access) Read(p, n uint32) ([]byte, bool) { return x.i.mod.Memory().Read(p, n) }

// BytesAt is where the bytes of v (an ArrayBuffer, a typed array or a
// DataView) are in the instance's memory, and how many; ok is false if v
// holds none. An error is the instance's death.
func (x *Access) BytesAt(v Value) (p, n uint32, ok bool, err error) {
	packed, err := x.i.fast.call1(fpGetBytes, x.i.ctx, uint64(v))
	if err != nil {
		return 0, 0, false, x.i.classify(err)
	}
	if packed == ^uint64(0) {
		return 0, 0, false, nil
	}
	return uint32(packed >> 32), uint32(packed), true, nil
}

// Pin makes sure the instance's memory will not move when it grows, so
// that a slice of it (a region's) stays valid: the native pages map it
// once, at its limit; portable ones grow a slice by copying, so it takes
// its whole limit now, and keeps it.
func (x *Access) Pin() error {
	if m, ok := x.i.linear.(*sliceMemory); ok && uint64(cap(m.buf)) < m.limit {
		m.reserve = true
		// Growing by a page makes wazero take the memory anew, at its
		// limit; QuickJS's allocator finds the page past its heap and
		// leaves it.
		if _, ok := x.i.mod.Memory().Grow(1); !ok {
			m.reserve = false
			return ErrNoMemory
		}
	}
	return nil
}

// The operations of earshot_guest (quickjs/earshot.c), in its order.
const (
	gopRegionNew = iota
	gopRegionGrow
	gopRegionRelease
	gopRegionBuffer
	gopDetach
	gopDup
)

// RegionNew makes a region of the instance's heap of size bytes, all
// zero, held once; where its data is, 0 when the heap has no room.
func (x *Access) RegionNew(size uint64) (uint32, error) {
	p, err := x.glue(gopRegionNew, size)
	return uint32(p), err
}

// RegionGrow makes a region of size bytes holding the first n bytes of
// the region at p, and lets go of that one; 0 (p kept) when the heap has
// no room.
func (x *Access) RegionGrow(p uint32, size, n uint64) (uint32, error) {
	q, err := x.glue(gopRegionGrow, uint64(p), size, n)
	return uint32(q), err
}

// RegionRelease lets go of the host's hold on the region at p: it is
// freed when no ArrayBuffer over it holds it either.
func (x *Access) RegionRelease(p uint32) error {
	_, err := x.glue(gopRegionRelease, uint64(p))
	return err
}

// RegionBuffer makes an ArrayBuffer over the first n bytes of the region
// at p, which holds the region until it is detached or collected.
func (x *Access) RegionBuffer(p uint32, n uint64) (Value, error) {
	v, err := x.glue(gopRegionBuffer, x.i.ctx, uint64(p), n)
	if err != nil {
		return 0, err
	}
	if Value(v).isException() {
		return 0, ErrNoMemory
	}
	return Value(v), nil
}

// Detach detaches the ArrayBuffer buf: its views read zero bytes.
func (x *Access) Detach(buf Value) error {
	_, err := x.glue(gopDetach, x.i.ctx, uint64(buf))
	return err
}

// Dup is v with one more reference, for JavaScript to own.
func (x *Access) Dup(v Value) (Value, error) {
	if !v.refCounted() {
		return v, nil
	}
	r, err := x.glue(gopDup, x.i.ctx, uint64(v))
	return Value(r), err
}

// glue runs an earshot_guest operation in the instance.
func (x *Access) glue(op uint32, args ...uint64) (uint64, error) {
	var a [3]uint64
	copy(a[:], args)
	fn := x.guest
	if fn == nil {
		fn = x.i.mod.ExportedFunction("earshot_guest")
		if fn == nil {
			return 0, fmt.Errorf("%w: earshot_guest", errFastPath)
		}
	}
	x.guest = nil
	r, err := fn.Call(x.i.fast.kill, uint64(op), a[0], a[1], a[2])
	x.guest = fn
	if err != nil {
		_ = x.i.classify(err)
		return 0, x.i.Err()
	}
	return r[0], nil
}

// attach makes the instance's Attachment, and the global function its
// JavaScript reaches it by.
func (i *Instance) attach(a Attacher) error {
	g, at := a.Attach(&Access{i: i})
	if at == nil {
		return errors.New("wasm: an Attacher without its Attachment")
	}
	i.attached = at
	return i.setHostFunction(g.Name, g.Func)
}
