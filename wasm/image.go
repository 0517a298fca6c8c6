package wasm

import (
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/tetratelabs/wazero/api"
)

// Image is a snapshot made ready to restore many times: on Linux, the
// memory it restores laid out in an anonymous in-memory file (memfd), which
// a restore maps into the instance copy-on-write — no copy, and the pages
// an instance only reads stay shared with the image — where Restore writes
// every block. Elsewhere it holds the snapshot and restores by copying.
//
// An image holds memory (the snapshot's non-zero blocks) until Close;
// ImageBytes says how much all open images hold.
type Image struct {
	p      *parsed
	snap   []byte // where there is no memfd: the snapshot itself
	fd     int    // the memfd, or -1
	bytes  int64
	closed atomic.Bool
}

var imageBytes atomic.Int64

// ImageMin is the snapshot size from which restoring from an Image is
// worth it. Below it a copy is quicker, all told (BenchmarkRestore: a fresh
// instance and a restore of 0.9 MB take 2.6 ms by copy, 4.5 ms from an
// image, whose pages then fault in one by one as the instance touches
// them); above it the copy grows with the size, while mapping does not.
const ImageMin = hugeRestore

// ImageBytes is the memory all open images hold, in bytes: it counts in
// the process's memory, though not in its resident set until an instance
// touches a page.
func ImageBytes() int64 { return imageBytes.Load() }

// Tag is the tag of the snapshot the image was made of.
func (im *Image) Tag() string { return im.p.tag }

// NewImage makes an image of the snapshot b (ErrSnapshot if b is not a
// whole snapshot of this build). b may be released once it returns.
func NewImage(b []byte) (*Image, error) {
	p, err := parseMapped(b, true)
	if err != nil {
		return nil, err
	}
	im := &Image{p: p, fd: -1}
	if err := readingMapped(im.fill); err != nil {
		im.closeFD()
		return nil, err
	}
	if im.fd < 0 {
		im.snap = b
		im.bytes = int64(len(b))
	}
	// The header's slices point into b; the image keeps only what it
	// needs of them.
	p.bitmap, p.blocks = nil, nil
	imageBytes.Add(im.bytes)
	return im, nil
}

// mapped reports whether the image restores by mapping (a memfd).
func (im *Image) mapped() bool { return im.fd >= 0 }

// Close releases the image; instances restored from it keep their pages.
func (im *Image) Close() error {
	if im == nil || im.closed.Swap(true) {
		return nil
	}
	imageBytes.Add(-im.bytes)
	im.snap = nil
	return im.closeFD()
}

// RestoreImage is Restore from an image.
func (i *Instance) RestoreImage(im *Image, tag string) ([]Value, error) {
	if im == nil || im.closed.Load() {
		return nil, errors.New("wasm: the snapshot image is closed")
	}
	if im.p.tag != tag {
		return nil, errWrongTag
	}
	if im.fd < 0 {
		return i.Restore(im.snap, tag)
	}
	roots, err := i.restore(im.p, func(view []byte, used int) error {
		if uint64(used) > im.p.size {
			discardPages(view[im.p.size:used])
		}
		return mapImage(view[:im.p.size], im.fd)
	})
	if err == nil {
		i.image = im
	}
	return roots, err
}

// Resettable reports whether ResetImage(im) can put the instance back as
// im has it: it was restored from im, and has neither grown nor closed. An
// instance that cannot is better closed at once (one that ran out of
// memory holds all of it).
func (i *Instance) Resettable(im *Image) bool { return i.resettable(im) == nil }

func (i *Instance) resettable(im *Image) error {
	switch {
	case im == nil || im.closed.Load() || im.fd < 0 || i.image != im:
		return errors.New("wasm: the instance was not restored from this image")
	case i.mod.IsClosed() || i.isClosed():
		return ErrClosed
	case uint64(i.mod.Memory().Size()) != im.p.size:
		return errors.New("wasm: the instance's memory grew since it was restored")
	}
	return nil
}

// ResetImage puts an instance restored from im back as im has it, whatever
// happened to it since — calls, a kill, a trap — as long as its memory did
// not grow: the pages it wrote are given back, so that it reads im's again
// (what it only read stays mapped). It is a restart without a new
// instance, for the cost of the pages the last instance wrote, and it
// returns im's roots as RestoreImage does.
//
// It fails when the instance was not restored from im, has grown, or is
// closed; then, and if it fails after that, the instance is only fit to be
// closed.
func (i *Instance) ResetImage(im *Image, tag string) ([]Value, error) {
	if err := i.resettable(im); err != nil {
		return nil, err
	}
	if im.p.tag != tag {
		return nil, errWrongTag
	}
	view, ok := i.mod.Memory().Read(0, uint32(im.p.size))
	if !ok {
		return nil, errors.New("wasm: reading the instance's memory")
	}
	if err := revertPages(view, im.fd); err != nil {
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
