//go:build linux

package wasm

import (
	"os"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

const mapNoReserve = syscall.MAP_NORESERVE

// adviseHuge asks Linux to back b (part of an instance's memory) with
// huge pages: a restored snapshot's memory is written whole at once, and on
// 4 KiB pages the page faults alone took 170 ms for 60 MB here (6 ms on
// 2 MiB pages). Where transparent huge pages are off, it does nothing.
func adviseHuge(b []byte) {
	if len(b) > 0 {
		_ = syscall.Madvise(b, 14) // MADV_HUGEPAGE
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
	if err := syscall.Madvise(b, syscall.MADV_DONTNEED); err != nil {
		clear(b)
	}
}

// reuseResident readies b — the start of a fresh instance's memory, what
// its start-up wrote — for a small snapshot's blocks (has(k): block k is
// one) to be copied in, keeping the pages the start-up faulted in where
// the snapshot writes: on this machine a page faulted in fresh costs ~6
// µs (the 106 pages of a trivial extension's snapshot: 0.6 ms), and the
// snapshot and the start-up lay QuickJS's state out alike. A page in
// memory with a block of the snapshot in it is kept, the blocks of it that
// are not the snapshot's cleared; every other page is given back (one not
// in memory may be in swap). So b reads as zero wherever the snapshot has
// no block, as discardPages leaves it. It reports false, doing nothing,
// when it cannot tell which pages are in memory.
func reuseResident(b []byte, has func(k int) bool) bool {
	vec, page := residency(b)
	if vec == nil || page%blockSize != 0 {
		return false
	}
	per := page / blockSize
	for _, r := range pageRuns(vec, page, func(k int) bool {
		some := false
		for j := k * per; j < (k+1)*per && !some; j++ {
			some = has(j)
		}
		if !some || vec[k]&1 == 0 {
			return true // given back below
		}
		for j := k * per; j < (k+1)*per; j++ {
			if !has(j) {
				clear(b[j*blockSize : (j+1)*blockSize])
			}
		}
		return false
	}) {
		discardPages(b[r.off : r.off+r.n])
	}
	return true
}

// renewHuge zeroes b (the start of an instance's memory, page-aligned),
// which is about to be written whole on huge pages: its 4 KiB pages go,
// and so do the page tables that held them — mapping fresh memory over it
// does both, where giving the pages back (discardPages) leaves the tables,
// and a region that has one is faulted in 4 KiB at a time (the start-up's
// first megabytes: ~480 faults, ~5 ms here, in a restore of mathjs). The
// part mapped afresh is b rounded up to whole huge pages; where that
// fails, b's pages are given back as usual.
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

// populate faults in b's pages (part of an instance's memory) in one call
// before they are written: the kernel does it without taking a fault per
// page, about half the cost here. Kernels before 5.14 refuse it, and the
// writes fault as usual.
func populate(b []byte) {
	if len(b) > 0 {
		_ = syscall.Madvise(b, 23) // MADV_POPULATE_WRITE
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
		return vec[k]&1 != 0 && (dead || allZero(b[k*page:(k+1)*page]))
	}) {
		if syscall.Madvise(b[r.off:r.off+r.n], syscall.MADV_DONTNEED) == nil {
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

// residentRuns are the runs of b's pages that are in memory.
func residentRuns(b []byte) []pageRun {
	vec, page := residency(b)
	return pageRuns(vec, page, func(k int) bool { return vec[k]&1 != 0 })
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
	_, _, e := syscall.Syscall(syscall.SYS_MINCORE, uintptr(unsafe.Pointer(&b[0])), uintptr(n*page), uintptr(unsafe.Pointer(&vec[0])))
	if e != 0 {
		return nil, page
	}
	return vec, page
}

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
