package wasm

import (
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
		if !allZero(mem[:used]) {
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
		m := newLinearMemory(64<<20, nil, nil)
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
	m := newLinearMemory(uint64(size), nil, nil)
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

// TestRestoreReusesResidentPages: a small snapshot is copied over the
// pages the fresh instance's start-up faulted in where it has blocks
// (reuseResident), and everything else reads as zero as before: the
// memory, copied in, is the snapshot's block for block — the start-up's
// writes outside the snapshot's blocks (its stack's top, its own state)
// cleared or given back — and the pages it keeps are the start-up's own,
// not faulted in afresh.
func TestRestoreReusesResidentPages(t *testing.T) {
	snap := snapshotOf(t, `globalThis.state = Array.from({ length: 3000 }, (_, i) => ({ i, s: "item" + i }))`, "")
	p, err := parseSnapshot(snap)
	if err != nil {
		t.Fatal(err)
	}
	inst := newTestInstance(t, InstanceConfig{})
	mem := inst.mod.Memory()
	used := mem.Size()
	if uint64(used) < p.size {
		mem.Grow(uint32(p.size-uint64(used)) / pageSize)
	}
	view, _ := mem.Read(0, mem.Size())
	before, page := residency(view[:used])
	if before == nil {
		t.Skip("mincore is refused here")
	}
	stale := 0 // resident pages holding start-up writes where the snapshot has no block
	for k := range before {
		if before[k]&1 != 0 && !p.hasBlock(k*page/blockSize) && !allZero(view[k*page:(k+1)*page]) {
			stale++
		}
	}
	if stale == 0 {
		t.Fatal("the start-up wrote nothing outside the snapshot's blocks: the test shows nothing")
	}
	if !reuseResident(view[:used], p.hasBlock) {
		t.Fatal("reuseResident could not tell which pages are in memory")
	}
	after, _ := residency(view[:used])
	kept := 0
	for k := range before {
		if before[k]&1 != 0 && after[k]&1 != 0 {
			kept++
		}
	}
	if kept == 0 {
		t.Error("no page of the start-up's was kept")
	}
	if err := copyBlocks(p, view); err != nil {
		t.Fatal(err)
	}
	src := 0
	for k := range len(view) / blockSize {
		got := view[k*blockSize : (k+1)*blockSize]
		if p.hasBlock(k) {
			if !bytes.Equal(got, p.blocks[src*blockSize:(src+1)*blockSize]) {
				t.Fatalf("block %d is not the snapshot's", k)
			}
			src++
		} else if !allZero(got) {
			t.Fatalf("block %d is not in the snapshot and is not zero", k)
		}
	}
	if _, err := inst.finishRestore(p); err != nil {
		t.Fatal(err)
	}
	if got, err := eval(inst, `state[2999].s`); err != nil || got != "item2999" {
		t.Fatalf("got %q, %v", got, err)
	}
}
