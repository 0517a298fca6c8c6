package snapshot

import (
	"bytes"
	"errors"
	"testing"
)

const build = "0123456789abcdef"

// testMemory is a memory of three pieces and a bit, some blocks zero, some
// not.
func testMemory() []byte {
	mem := make([]byte, 52*PageSize) // 832 blocks
	for k := 0; k < len(mem); k += 3 * BlockSize {
		mem[k+17] = byte(k >> 12)
	}
	return mem
}

// TestRoundTrip: a snapshot copied into a fresh memory gives back the
// memory it was taken of, less its dead blocks (zero), with its header; on
// one worker or several.
func TestRoundTrip(t *testing.T) {
	mem := testMemory()
	h := Header{Tag: "t", SP: 1, Limit: 2, Context: 3, Roots: []uint64{4, 5}}
	b := Encode(build, mem, [2]int{9, 21}, h)
	want := bytes.Clone(mem)
	clear(want[9*BlockSize : 21*BlockSize])
	for _, workers := range []int{1, 3} {
		s, err := Parse(b, build)
		if err != nil {
			t.Fatal(err)
		}
		if s.Tag != h.Tag || s.SP != 1 || s.Limit != 2 || s.Context != 3 || len(s.Roots) != 2 || s.Roots[1] != 5 || s.Size != uint64(len(mem)) {
			t.Fatalf("header: %+v", s.Header)
		}
		got := make([]byte, s.Size)
		if err := s.CopyInto(got, workers); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("%d workers: the memory differs", workers)
		}
	}
	if _, err := Parse(b, "another build...."); !errors.Is(err, ErrSnapshot) {
		t.Fatalf("another build: %v", err)
	}
}

// TestDamage: a flipped bit anywhere is ErrDamaged — in the header (its
// stack pointer) at
// Parse, in the blocks at Check or as CopyInto copies them.
func TestDamage(t *testing.T) {
	b := Encode(build, testMemory(), [2]int{}, Header{})
	s, _ := Parse(b, build)
	blocksAt := len(b) - 4 - s.Held()
	for _, at := range []int{len(magic) + len(build) + 8 + 1, blocksAt + 5, blocksAt + s.Held()/2, len(b) - 5} {
		d := bytes.Clone(b)
		d[at] ^= 1
		s, err := Parse(d, build)
		if at < blocksAt {
			if !errors.Is(err, ErrDamaged) {
				t.Fatalf("damage at %d (header): %v", at, err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := s.CopyInto(make([]byte, s.Size), 2); !errors.Is(err, ErrDamaged) {
			t.Fatalf("damage at %d, copy: %v", at, err)
		}
		if err := s.Check(2); !errors.Is(err, ErrDamaged) {
			t.Fatalf("damage at %d, check: %v", at, err)
		}
	}
}

// FuzzParseSnapshot: any bytes given as a snapshot (a cache file damaged or
// made by hand) are refused with ErrSnapshot or parse into a header whose
// runs of blocks account for every block it holds, inside its memory — and
// then copy into that memory without a fault, checked or not.
func FuzzParseSnapshot(f *testing.F) {
	snap := Encode(build, testMemory(), [2]int{10, 20}, Header{Tag: "t", SP: 1, Limit: 2, Context: 3, Roots: []uint64{4}})
	if s, err := Parse(snap, build); err != nil || s.Pieces() < 2 || s.Check(2) != nil {
		f.Fatalf("the seed: %v", err)
	}
	f.Add(snap)
	f.Add(snap[:len(snap)/2])
	f.Add([]byte(magic + build))
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, check := range []bool{false, true} {
			s, err := Parse(b, build)
			if err == nil && check {
				err = s.Check(2)
			}
			if err != nil {
				if !errors.Is(err, ErrSnapshot) {
					t.Fatalf("an error that is not ErrSnapshot: %v", err)
				}
				continue
			}
			held := 0
			for _, r := range s.blockRuns() {
				if r.src != held || r.n <= 0 || uint64(r.mem+r.n)*BlockSize > s.Size {
					t.Fatalf("a run out of place: %+v (held %d, size %d)", r, held, s.Size)
				}
				held += r.n
			}
			if held*BlockSize != s.Held() {
				t.Fatalf("the runs hold %d blocks, the snapshot %d", held, s.Held()/BlockSize)
			}
			if s.Size <= 64<<20 {
				err := s.CopyInto(make([]byte, s.Size), 2)
				if err != nil && !errors.Is(err, ErrSnapshot) {
					t.Fatalf("copy: %v", err)
				}
			}
		}
	})
}
