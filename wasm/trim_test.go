package wasm

import (
	"bytes"
	"math/rand/v2"
	"os"
	"testing"
)

// TestTrimGivesBackTheFreeHeap: after a call that made many small objects
// and dropped them, the heap's free memory goes back to the system when
// the instance is trimmed, although the allocator's words left in it
// (sizes and links of the blocks merged together) keep its pages from
// reading as zero; the instance's state stays as it was.
func TestTrimGivesBackTheFreeHeap(t *testing.T) {
	needLinuxPages(t)
	i := newTestInstance(t, InstanceConfig{})
	if _, err := i.Eval([]byte(`globalThis.kept = { list: [1, 2, 3], text: "x".repeat(1000) }; 1`)); err != nil {
		t.Fatal(err)
	}
	if _, err := i.Memory().Trim(); err != nil {
		t.Fatal(err)
	}
	quiet := i.Memory().Resident()
	if _, err := i.Eval([]byte(`{
		let a = [];
		for (let k = 0; k < 300000; k++) a.push({ k, s: "s" + k, l: [k] });
		a.length;
	}`)); err != nil {
		t.Fatal(err)
	}
	busy := i.Memory().Resident()
	if busy < quiet+20<<20 {
		t.Fatalf("resident %d → %d: the objects did not take the memory the test needs", quiet, busy)
	}
	if _, err := i.Memory().Trim(); err != nil {
		t.Fatal(err)
	}
	if idle := i.Memory().Resident(); idle > quiet+1<<20 {
		t.Fatalf("resident %d before the objects, %d with them, %d trimmed: the free heap was not given back", quiet, busy, idle)
	}
	v, err := i.Eval([]byte(`kept.list.join() === "1,2,3" && kept.text.length === 1000 &&
		Array.from({ length: 1000 }, (_, k) => ({ k })).reduce((s, o) => s + o.k, 0) === 499500`))
	if err != nil || v != True {
		t.Fatalf("after the trim: %v, %v", v, err)
	}
}

// TestFreeRangesHoldNothingLive: the free memory the allocator reports is
// never part of a live block, whatever was allocated and freed before;
// giving it back (trimming) leaves every live block as it was written, and
// the allocator goes on handing out and taking back blocks over it.
func TestFreeRangesHoldNothingLive(t *testing.T) {
	i := newTestInstance(t, InstanceConfig{})
	mem := i.mod.Memory()
	rnd := rand.New(rand.NewPCG(1, uint64(os.Getpid())))
	type block struct {
		at, n uint32
		fill  byte
	}
	var live []block
	alloc := func() {
		n := uint32(1 + rnd.IntN(4096))
		if rnd.IntN(20) == 0 {
			n = uint32(4096 + rnd.IntN(256<<10))
		}
		p, err := i.fast.call1(fpMalloc, uint64(n))
		if err != nil || p == 0 {
			t.Fatalf("malloc(%d): %d, %v", n, p, err)
		}
		b := block{uint32(p), n, byte(1 + rnd.IntN(255))}
		buf, _ := mem.Read(b.at, b.n)
		for k := range buf {
			buf[k] = b.fill
		}
		live = append(live, b)
	}
	free := func() {
		k := rnd.IntN(len(live))
		if _, err := i.fast.call1(fpFree, uint64(live[k].at)); err != nil {
			t.Fatal(err)
		}
		live[k] = live[len(live)-1]
		live = live[:len(live)-1]
	}
	for round := range 30 {
		for range 400 {
			alloc()
		}
		for range 300 + rnd.IntN(200) {
			if len(live) > 0 {
				free()
			}
		}
		ranges, ok, err := i.fast.freeRanges(0)
		if err != nil || !ok {
			t.Fatalf("round %d: the allocator's free memory cannot be found (%v): the heap does not look as earshot_free_ranges expects", round, err)
		}
		if len(ranges) == 0 {
			t.Fatalf("round %d: no free memory after %d frees", round, 300)
		}
		for _, r := range ranges {
			if r[0] >= r[1] || uint64(r[1]) > uint64(mem.Size()) {
				t.Fatalf("round %d: free range %v outside memory (%d bytes)", round, r, mem.Size())
			}
			for _, b := range live {
				if b.at < r[1] && r[0] < b.at+b.n {
					t.Fatalf("round %d: free range [%d, %d) overlaps the live block [%d, %d)", round, r[0], r[1], b.at, b.at+b.n)
				}
			}
		}
		if _, err := i.Memory().Trim(); err != nil {
			t.Fatal(err)
		}
		for _, b := range live {
			buf, _ := mem.Read(b.at, b.n)
			if !bytes.Equal(buf, bytes.Repeat([]byte{b.fill}, int(b.n))) {
				t.Fatalf("round %d: the live block [%d, %d) changed after the trim", round, b.at, b.at+b.n)
			}
		}
	}
	if v, err := i.Eval([]byte(`[1, 2, 3].map(x => x * 2).join()`)); err != nil {
		t.Fatal(err)
	} else if s, _ := i.String(v); s != "2,4,6" {
		t.Fatalf("QuickJS after the trims: %q", s)
	}
}
