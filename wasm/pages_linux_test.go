package wasm

import (
	"github.com/earshot/extensions/wasm/internal/snapshot"

	"bytes"
	"os"
	"runtime"
	"syscall"
	"testing"
	"unsafe"
)

// TestRenewHuge: memory whose first pages were written on 4 KiB pages,
// renewed, reads as zero and is faulted in a huge page at a time when
// written again — where memory whose pages were only given back
// (discardPages) keeps its page tables and takes a fault per 4 KiB page.
func TestRenewHuge(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	needHugePages(t)
	for _, renew := range []bool{true, false} {
		m, mem := hugeAligned(16<<20, 8<<20)
		used := 3 << 19 // 1.5 MiB, written on 4 KiB pages as a start-up does
		for k := 0; k < used; k += os.Getpagesize() {
			mem[k] = 1
		}
		if renew {
			renewHuge(mem[:used:len(mem)])
		} else {
			discardPages(mem[:used])
		}
		adviseHuge(mem)
		if !snapshot.AllZero(mem[:used]) {
			t.Fatalf("renew=%v: the memory does not read as zero", renew)
		}
		n := minorFaults(func() { clear(mem[:hugePage]) })
		m.Free()
		wantFaults(t, n, renew, "writing the first 2 MiB, renewed", "given back")
	}
}

// TestAdviseHugeRoundsUp: the memory's advice for huge pages covers whole
// huge pages past the size asked for, so that the last one, in part below
// it, is faulted in at once — where advice that ends inside it leaves it to
// 4 KiB pages.
func TestAdviseHugeRoundsUp(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	needHugePages(t)
	const size = 3<<20 + 64<<10 // ends inside the second huge page
	for _, whole := range []bool{true, false} {
		m := newMappedMemory(64<<20, nil).(*mappedMemory)
		if uintptr(unsafe.Pointer(&m.buf[0]))%hugePage != 0 {
			m.Free()
			t.Skip("the system does not align big mappings to huge pages")
		}
		mem := m.Reallocate(4 << 20)
		if whole {
			m.adviseHuge(size) // the memory's: rounded up
		} else {
			adviseHuge(mem[:size])
		}
		n := minorFaults(func() { clear(mem[hugePage : 2*hugePage]) })
		m.Free()
		wantFaults(t, n, whole, "writing the second huge page, rounded up", "advice ending inside it")
	}
}

// wantFaults checks n faults for 2 MiB written: a few if huge (one huge
// page), else many — for a case the test must tell apart from the huge one.
func wantFaults(t *testing.T, n int64, huge bool, hugeCase, smallCase string) {
	t.Helper()
	if huge && n > 8 {
		t.Errorf("%s: %d faults, want a few (a huge page)", hugeCase, n)
	}
	if !huge && n < 64 {
		t.Errorf("%s: %d faults, want one per 4 KiB page (the test cannot tell)", smallCase, n)
	}
}

// hugeAligned makes a memory of size bytes and returns it and n bytes of
// it from its first huge-page boundary.
func hugeAligned(size, n int) (*mappedMemory, []byte) {
	m := newMappedMemory(uint64(size), nil).(*mappedMemory)
	base := (hugePage - int(uintptr(unsafe.Pointer(&m.buf[0])))%hugePage) % hugePage
	return m, m.Reallocate(uint64(size))[base : base+n]
}

// needHugePages skips the test unless transparent huge pages are on and
// one can be had now: a fresh region advised for them, written, takes a
// fault or a few (under memory pressure the kernel falls back to 4 KiB
// pages, which is not what these tests are about). The caller has locked
// its OS thread.
func needHugePages(t *testing.T) {
	t.Helper()
	if b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled"); err != nil || bytes.Contains(b, []byte("[never]")) {
		t.Skip("no transparent huge pages here")
	}
	m, mem := hugeAligned(8<<20, hugePage)
	defer m.Free()
	adviseHuge(mem)
	if n := minorFaults(func() { clear(mem) }); n > 8 {
		t.Skipf("no huge page to be had now (%d faults for 2 MiB)", n)
	}
}

// minorFaults counts the page faults of this thread while write runs.
func minorFaults(write func()) int64 {
	var before, after syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_THREAD, &before)
	write()
	syscall.Getrusage(syscall.RUSAGE_THREAD, &after)
	return after.Minflt - before.Minflt
}
