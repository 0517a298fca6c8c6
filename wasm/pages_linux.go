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

	"github.com/earshot/extensions/wasm/internal/snapshot"
)

const mapNoReserve = unix.MAP_NORESERVE

// nativePages on Linux: memories are mappings; pages given back read as
// zero; mincore says which are in RAM; images are memfds.
var nativePages = pages{
	name:        "native",
	memory:      newMappedMemory,
	discard:     discardPages,
	renew:       renewHuge,
	trim:        trimPages,
	imageFile:   imageFile,
	mapImage:    mapImage,
	revertImage: revertPages,
	closeImage:  unix.Close,
}

// adviseHuge asks Linux to back b (part of an instance's memory) with
// huge pages: a restored snapshot's memory is written whole at once, and on
// 4 KiB pages the page faults alone cost far more than on 2 MiB pages.
// Where transparent huge pages are off, it does nothing.
func adviseHuge(b []byte) {
	if len(b) > 0 {
		_ = unix.Madvise(b, unix.MADV_HUGEPAGE)
	}
}

// discardPages zeroes b (an instance's memory, page-aligned) by giving its
// pages back: on Linux, private anonymous pages given back read as zero and
// cost nothing until written again, where clearing them would first fault
// in every page.
func discardPages(b []byte) {
	if len(b) == 0 {
		return
	}
	if err := unix.Madvise(b, unix.MADV_DONTNEED); err != nil {
		clear(b)
	}
}

// renewHuge zeroes b (the start of an instance's memory, page-aligned),
// which is about to be written whole on huge pages: its 4 KiB pages go,
// and so do the page tables that held them — mapping fresh memory over it
// does both, where giving the pages back (discardPages) leaves the tables,
// and a region that has one is faulted in 4 KiB at a time. The part mapped
// afresh is b rounded up to whole huge pages; where that fails, b's pages
// are given back as usual.
func renewHuge(b []byte) {
	if len(b) == 0 {
		return
	}
	n := int(wholeHugePages(uint64(len(b))))
	if n > cap(b) {
		discardPages(b)
		return
	}
	_, err := unix.MmapPtr(-1, 0, unsafe.Pointer(&b[0]), uintptr(n), unix.PROT_READ|unix.PROT_WRITE,
		unix.MAP_PRIVATE|unix.MAP_ANONYMOUS|unix.MAP_FIXED|unix.MAP_NORESERVE)
	if err != nil {
		discardPages(b)
	}
}

// trimPages gives back the pages of b (part of an instance's anonymous
// memory, page-aligned) that are in memory and hold only zeros — all of
// them when dead (their contents do not matter) — and returns how many
// bytes went.
func trimPages(b []byte, dead bool) int64 {
	vec, page := residency(b)
	var freed int64
	for _, r := range pageRuns(vec, page, func(k int) bool {
		return vec[k]&1 != 0 && (dead || snapshot.AllZero(b[k*page:(k+1)*page]))
	}) {
		if unix.Madvise(b[r.off:r.off+r.n], unix.MADV_DONTNEED) == nil {
			freed += int64(r.n)
		}
	}
	return freed
}

// residentBytes is how many bytes of b are in memory.
func residentBytes(b []byte) uint64 {
	vec, page := residency(b)
	if vec == nil {
		return uint64(len(b))
	}
	var in uint64
	for _, v := range vec {
		in += uint64(v & 1)
	}
	return in * uint64(page)
}

// residency says which of b's whole pages are in memory (bit 0 of each
// byte of vec), and the page size; vec is nil if the system does not say.
func residency(b []byte) (vec []byte, page int) {
	page = os.Getpagesize()
	n := len(b) / page
	if n == 0 {
		return nil, page
	}
	vec = make([]byte, n)
	_, _, e := unix.Syscall(unix.SYS_MINCORE, uintptr(unsafe.Pointer(&b[0])), uintptr(n*page), uintptr(unsafe.Pointer(&vec[0])))
	if e != 0 {
		return nil, page
	}
	return vec, page
}

// pageRun is a run of pages: its offset and length in bytes.
type pageRun struct{ off, n int }

// pageRuns are the runs of consecutive pages k (of len(vec)) for which
// keep(k) holds.
func pageRuns(vec []byte, page int, keep func(k int) bool) []pageRun {
	var runs []pageRun
	for k := range vec {
		if !keep(k) {
			continue
		}
		if l := len(runs); l > 0 && runs[l-1].off+runs[l-1].n == k*page {
			runs[l-1].n += page
		} else {
			runs = append(runs, pageRun{k * page, page})
		}
	}
	return runs
}

// imageFile lays s's memory out in a memfd: its blocks where they go, the
// rest holes (which read as zero and take nothing). Without one (an old
// kernel, a sandbox that refuses memfd_create, no room in memory for it)
// the image keeps the snapshot and restores by copying.
func imageFile(s *snapshot.Snapshot) (int, int64) {
	fd, err := unix.MemfdCreate("earshot-snapshot", unix.MFD_CLOEXEC)
	if err != nil {
		return -1, 0
	}
	if err := unix.Ftruncate(fd, int64(s.Size)); err != nil {
		unix.Close(fd)
		return -1, 0
	}
	var held int64
	err = s.Runs(func(k int, blocks []byte) error {
		_, err := unix.Pwrite(fd, blocks, int64(k)*snapshot.BlockSize)
		held += int64(len(blocks))
		return err
	})
	if err != nil {
		unix.Close(fd)
		return -1, 0
	}
	return fd, held
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
