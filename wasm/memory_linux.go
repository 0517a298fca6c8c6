//go:build linux

package wasm

import "syscall"

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

// populate faults in b's pages (part of an instance's memory) in one call
// before they are written: the kernel does it without taking a fault per
// page, about half the cost here. Kernels before 5.14 refuse it, and the
// writes fault as usual.
func populate(b []byte) {
	if len(b) > 0 {
		_ = syscall.Madvise(b, 23) // MADV_POPULATE_WRITE
	}
}
