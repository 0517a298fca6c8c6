package wasm

import (
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/tetratelabs/wazero/api"

	"github.com/earshot/extensions/wasm/internal/snapshot"
)

// Image is a snapshot made ready to restore many times: with the native
// pages on Linux, the memory it restores laid out in an anonymous in-memory
// file (memfd), which a restore maps into the instance copy-on-write — no
// copy, and the pages an instance only reads stay shared with the image —
// where Restore writes every block. Elsewhere it holds the snapshot and
// restores by copying.
//
// An image holds memory (the snapshot's non-zero blocks) until Close;
// ImageBytes says how much all open images hold.
type Image struct {
	p      *snapshot.Snapshot // its header: the memory is in fd or snap
	pages  *pages
	snap   []byte // where there is no image file: the snapshot itself
	fd     int    // the image file, or -1
	bytes  int64
	closed atomic.Bool
}

var imageBytes atomic.Int64

// ImageMin is the snapshot size from which restoring from an Image is
// worth it: below it a copy is quicker, all told (a mapped image's pages
// fault in one by one as the instance touches them); above it the copy
// grows with the size, while mapping does not.
const ImageMin = hugeRestore

// ImageBytes is the memory all open images hold, in bytes: it counts in
// the process's memory, though not in its resident set until an instance
// touches a page.
func ImageBytes() int64 { return imageBytes.Load() }

// NewImage makes an image of the snapshot b (ErrSnapshot if b is not a
// whole snapshot of this build), for the runtime's instances. b may be
// released once it returns.
func (r *Runtime) NewImage(b []byte) (*Image, error) {
	p, err := parseSnapshot(b, true)
	if err != nil {
		return nil, err
	}
	im := &Image{p: p.HeaderOnly(), pages: r.pages}
	im.fd, im.bytes = r.pages.imageFile(p)
	if im.fd < 0 {
		im.snap = b
		im.bytes = int64(len(b))
	}
	imageBytes.Add(im.bytes)
	return im, nil
}

// Tag is the tag of the snapshot the image was made of.
func (im *Image) Tag() string { return im.p.Tag }

// mapped reports whether the image restores by mapping (an image file).
func (im *Image) mapped() bool { return im.fd >= 0 }

// Close releases the image; instances restored from it keep their pages.
func (im *Image) Close() error {
	if im == nil || im.closed.Swap(true) {
		return nil
	}
	imageBytes.Add(-im.bytes)
	im.snap = nil
	if im.fd < 0 {
		return nil
	}
	err := im.pages.closeImage(im.fd)
	im.fd = -1
	return err
}

// RestoreImage is Restore from an image.
func (m *Memory) RestoreImage(im *Image, tag string) ([]Value, error) {
	i := m.i
	if im == nil || im.closed.Load() {
		return nil, errors.New("wasm: the snapshot image is closed")
	}
	if im.p.Tag != tag {
		return nil, errWrongTag
	}
	if im.fd < 0 {
		return m.Restore(im.snap, tag)
	}
	roots, err := i.restore(im.p, func(view []byte, used int) error {
		if uint64(used) > im.p.Size {
			i.pages.discard(view[im.p.Size:used])
		}
		return i.pages.mapImage(view[:im.p.Size], im.fd)
	})
	if err == nil {
		i.image = im
	}
	return roots, err
}

// Resettable reports whether Reset(im) can put the instance back as im
// has it: it was restored from im, and has neither grown nor closed. An
// instance that cannot is better closed at once (one that ran out of
// memory holds all of it).
func (m *Memory) Resettable(im *Image) bool { return m.i.resettable(im) == nil }

func (i *Instance) resettable(im *Image) error {
	switch {
	case im == nil || im.closed.Load() || im.fd < 0 || i.image != im:
		return errors.New("wasm: the instance was not restored from this image")
	case i.mod.IsClosed() || i.isClosed():
		return errClosed
	case uint64(i.mod.Memory().Size()) != im.p.Size:
		return errors.New("wasm: the instance's memory grew since it was restored")
	}
	return nil
}

// Reset puts an instance restored from im back as im has it, whatever
// happened to it since — calls, a kill, a trap — as long as its memory did
// not grow: the pages it wrote are given back, so that it reads im's again
// (what it only read stays mapped). It is a restart without a new
// instance, for the cost of the pages the last instance wrote, and it
// returns im's roots as RestoreImage does.
//
// It fails when the instance was not restored from im, has grown, or is
// closed; then, and if it fails after that, the instance is only fit to be
// closed.
func (m *Memory) Reset(im *Image, tag string) ([]Value, error) {
	i := m.i
	if err := i.resettable(im); err != nil {
		return nil, err
	}
	if im.p.Tag != tag {
		return nil, errWrongTag
	}
	if i.attached != nil {
		i.attached.Close() // it is of the state undone: its memories with it
	}
	view, ok := i.mod.Memory().Read(0, uint32(im.p.Size))
	if !ok {
		return nil, errors.New("wasm: reading the instance's memory")
	}
	if err := i.pages.revertImage(view, im.fd); err != nil {
		return nil, fmt.Errorf("wasm: giving back what the instance wrote: %w", err)
	}
	// The guards' globals as a fresh instance has them (the tick at its
	// slow path, which starts a new period), then the host's side.
	if o, ok := i.overflw.(api.MutableGlobal); ok {
		o.Set(0)
	} else {
		return nil, errors.New("wasm: the overflow flag is not mutable")
	}
	i.killSwitch.Set(0)
	i.tick.Set(1)
	i.kill.cause.Store(nil)
	*i.fast = i.fresh
	return i.finishRestore(im.p)
}
