package wasm

import (
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/tetratelabs/wazero/experimental"

	earshot "github.com/earshot/extensions/api"
	"github.com/earshot/extensions/wasm/internal/snapshot"
)

// pages is the page policy: how an instance's linear memory is made, and
// what is done with its pages where the system allows more than reading
// and writing them — giving them back, asking for huge pages, counting
// those in RAM, and restoring a snapshot by mapping an in-memory file of
// it. Every use of the system's memory calls goes through one; a Runtime
// picks its own once (see pagesFor), and its instances and images use it.
//
// nativePages is the system's (on Linux: mincore, madvise, memfd images,
// huge pages, /proc/self/pagemap); portablePages does only what any
// system can, with Go's memory, and is what CI runs the suite with a
// second time so that the paths other systems take are tested too.
type pages struct {
	// name is the policy's (RuntimeOptions.Pages).
	name earshot.Pages
	// memory makes an instance's linear memory, which can never grow past
	// limit bytes, recording the largest size asked of it in peak (if
	// not nil).
	memory func(limit uint64, peak *atomic.Uint64) linearMemory
	// discard makes b (part of an instance's memory, page-aligned) read as
	// zero; where it can, by giving its pages back.
	discard func(b []byte)
	// renew is discard of b (the start of an instance's memory), which is
	// about to be written whole on huge pages (see restoreCopy).
	renew func(b []byte)
	// trim gives back the pages of b (part of an instance's memory,
	// page-aligned) that are in RAM and hold only zeros — all of them when
	// dead — and returns how many bytes went.
	trim func(b []byte, dead bool) int64
	// imageFile lays s's memory out in an in-memory file, its blocks
	// where they go and holes elsewhere, and returns its descriptor and
	// the bytes it holds; fd < 0 when it cannot (the image restores by
	// copying).
	imageFile func(s *snapshot.Snapshot) (fd int, held int64)
	// mapImage maps the image file fd over view, private.
	mapImage func(view []byte, fd int) error
	// revertImage puts b, a private mapping of the image file fd from its
	// start, back as the file has it.
	revertImage func(b []byte, fd int) error
	// closeImage closes an image file.
	closeImage func(fd int) error
}

// linearMemory is an instance's memory as its pages made it.
type linearMemory interface {
	experimental.LinearMemory
	// resident is how many bytes of it are in RAM; safe to call from any
	// goroutine, while the instance runs or after it is freed.
	resident() uint64
	// adviseHuge asks for huge pages from its start up to size, rounded
	// up to whole huge pages (within what it may grow to).
	adviseHuge(size uint64)
}

// pagesFor is the policy p names ("": the native one).
func pagesFor(p earshot.Pages) (*pages, error) {
	if err := p.Check(); err != nil {
		return &nativePages, fmt.Errorf("wasm: %w; using %s", err, earshot.PagesNative)
	}
	if p == earshot.PagesPortable {
		return &portablePages, nil
	}
	return &nativePages, nil
}

// memoryAllocator gives each instance a linear memory that can never grow
// past limit: Reallocate beyond it returns nil, which wazero turns into
// a failed memory.grow, which QuickJS's malloc turns into a JavaScript
// "out of memory" error inside the extension.
type memoryAllocator struct {
	pages *pages
	limit uint64
	// peak records the largest size requested so far, for tests and metrics.
	peak *atomic.Uint64
	// made, if set, is where the memory made is recorded (for Resident).
	made *linearMemory
}

func (a memoryAllocator) Allocate(capacity, max uint64) experimental.LinearMemory {
	m := a.pages.memory(min(a.limit, max), a.peak)
	if a.made != nil {
		*a.made = m
	}
	return m
}

// hugePage is the size of a transparent huge page on the machines that
// matter (x86-64, arm64 with 4 KiB pages).
const hugePage = 2 << 20

// wholeHugePages is n rounded up to whole huge pages.
func wholeHugePages(n uint64) uint64 { return (n + hugePage - 1) / hugePage * hugePage }

var errNoImages = errors.New("wasm: no snapshot images with these pages")

// portablePages asks nothing of the system: memories are Go slices,
// zeroing is clearing, nothing is given back or counted, and images
// restore by copying.
var portablePages = pages{
	name:        earshot.PagesPortable,
	memory:      func(limit uint64, peak *atomic.Uint64) linearMemory { return &sliceMemory{limit: limit, peak: peak} },
	discard:     clearPages,
	renew:       clearPages,
	trim:        func([]byte, bool) int64 { return 0 },
	imageFile:   func(*snapshot.Snapshot) (int, int64) { return -1, 0 },
	mapImage:    func([]byte, int) error { return errNoImages },
	revertImage: func([]byte, int) error { return errNoImages },
	closeImage:  func(int) error { return nil },
}

func clearPages(b []byte) { clear(b) }

// sliceMemory is a Go slice that grows by copying and refuses to grow
// past the limit.
type sliceMemory struct {
	buf   []byte
	limit uint64
	peak  *atomic.Uint64
	freed atomic.Bool
	// reserve makes the next growth take the whole limit, and so the last
	// move (guests.keepPlace).
	reserve bool
}

func (m *sliceMemory) Reallocate(size uint64) []byte {
	if size > m.limit {
		return nil
	}
	if m.peak != nil && size > m.peak.Load() {
		m.peak.Store(size)
	}
	if size <= uint64(cap(m.buf)) && (!m.reserve || uint64(cap(m.buf)) == m.limit) {
		m.buf = m.buf[:size]
		return m.buf
	}
	capacity := min(max(size, 2*uint64(cap(m.buf))), m.limit)
	if m.reserve {
		capacity = m.limit
	}
	grown := make([]byte, size, capacity)
	copy(grown, m.buf)
	m.buf = grown
	return m.buf
}

func (m *sliceMemory) Free() {
	m.freed.Store(true)
	m.buf = nil
}

// adviseHuge: a slice's pages are Go's.
func (m *sliceMemory) adviseHuge(uint64) {}

// resident: the largest size the memory has had, until it is freed (a
// slice's pages are Go's).
func (m *sliceMemory) resident() uint64 {
	if m.peak == nil || m.freed.Load() {
		return 0
	}
	return m.peak.Load()
}
