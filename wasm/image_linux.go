//go:build linux

package wasm

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"slices"
	"unsafe"

	"golang.org/x/sys/unix"
)

// fill lays the snapshot's memory out in a memfd: its non-zero blocks
// where they go, the rest holes (which read as zero and take nothing).
// Without one (an old kernel, a sandbox that refuses memfd_create, no room
// in memory for it) the image keeps the snapshot and restores by copying.
func (im *Image) fill() error {
	p := im.p
	fd, err := unix.MemfdCreate("earshot-snapshot", unix.MFD_CLOEXEC)
	if err != nil {
		return nil // restore by copying
	}
	fail := func(error) error {
		unix.Close(fd)
		im.bytes = 0
		return nil // restore by copying
	}
	if err := unix.Ftruncate(fd, int64(p.size)); err != nil {
		return fail(err)
	}
	// Runs of consecutive blocks are written at once.
	blocks := p.blocks
	var werr error
	p.runs(func(k, n int) {
		if werr != nil {
			return
		}
		if _, werr = unix.Pwrite(fd, blocks[:n*blockSize], int64(k)*blockSize); werr == nil {
			blocks = blocks[n*blockSize:]
			im.bytes += int64(n * blockSize)
		}
	})
	if werr != nil {
		return fail(werr)
	}
	im.fd = fd
	return nil
}

func (im *Image) closeFD() error {
	if im.fd < 0 {
		return nil
	}
	err := unix.Close(im.fd)
	im.fd = -1
	return err
}

// mapImage maps the memfd over view (the start of an instance's memory),
// private: what the instance writes is its own.
func mapImage(view []byte, fd int) error {
	if len(view) == 0 {
		return nil
	}
	_, err := unix.MmapPtr(fd, 0, unsafe.Pointer(&view[0]), uintptr(len(view)),
		unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_FIXED)
	if err != nil {
		return fmt.Errorf("wasm: mapping a snapshot image: %w", err)
	}
	return nil
}

// revertPages puts b (a private mapping of the image fd, from its start)
// back as the image has it. The pages the instance wrote — private copies,
// as /proc/self/pagemap says — are read from the image again, in place:
// they stay the instance's own, so that the next call writing them (as it
// will: most are reference counts and the allocator's state) does not take
// a page fault for each. The pages it only read stay mapped. Without
// pagemap, all of b is given back to fault in from the image again.
func revertPages(b []byte, fd int) error {
	if len(b) == 0 {
		return nil
	}
	const (
		present = 1 << 63
		swapped = 1 << 62
		file    = 1 << 61
	)
	page := uintptr(unix.Getpagesize())
	n := uintptr(len(b)) / page
	entries, err := readPagemap(uintptr(unsafe.Pointer(&b[0]))/page, n)
	if err == nil && !slices.ContainsFunc(entries, func(e uint64) bool { return e&present != 0 }) {
		// An instance that ran has pages in memory: a pagemap that shows
		// none (a sandbox's stand-in) cannot be trusted to show the
		// written ones either.
		err = errors.New("pagemap shows no page in memory")
	}
	if err != nil {
		return unix.Madvise(b, unix.MADV_DONTNEED)
	}
	written := func(e uint64) bool { return e&swapped != 0 || (e&present != 0 && e&file == 0) }
	for k := uintptr(0); k < n; {
		if !written(entries[k]) {
			k++
			continue
		}
		run := uintptr(1)
		for k+run < n && written(entries[k+run]) {
			run++
		}
		dst := b[k*page : (k+run)*page]
		if got, err := unix.Pread(fd, dst, int64(k*page)); err != nil || got != len(dst) {
			return fmt.Errorf("reading the image back: %d of %d bytes: %v", got, len(dst), err)
		}
		k += run
	}
	return nil
}

// pagemapFile is where revertPages learns which pages were written (a
// variable for the test of its fallback).
var pagemapFile = "/proc/self/pagemap"

// readPagemap reads the pagemap entries of n pages from page number first.
func readPagemap(first, n uintptr) ([]uint64, error) {
	f, err := os.Open(pagemapFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, 8*n)
	if _, err := f.ReadAt(buf, int64(first*8)); err != nil {
		return nil, err
	}
	out := make([]uint64, n)
	for k := range out {
		out[k] = binary.LittleEndian.Uint64(buf[8*k:])
	}
	return out, nil
}
