package wasm

import (
	"errors"
	"testing"
)

// FuzzParseSnapshot: any bytes given as a snapshot (a cache file damaged or
// made by hand) are refused with ErrSnapshot or parse into a header whose
// runs of blocks account for every block it holds, inside its memory — and
// then copy into that memory without a fault, checked or not.
func FuzzParseSnapshot(f *testing.F) {
	// A memory of three pieces and a bit, some blocks zero, some not (no
	// instance: the workers start in milliseconds).
	mem := make([]byte, 52*pageSize) // 832 blocks
	for k := 0; k < len(mem); k += 3 * blockSize {
		mem[k+17] = byte(k >> 12)
	}
	snap := encodeSnapshot(mem, [2]int{10, 20}, "t", [3]uint64{1, 2, 3}, []Value{4})
	if p, err := parse(snap, true); err != nil || pieces(len(p.blocks)/blockSize) < 2 {
		f.Fatalf("the seed: %v", err)
	}
	f.Add(snap)
	f.Add(snap[:len(snap)/2])
	f.Add([]byte(snapshotMagic + BuildID()))
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, check := range []bool{false, true} {
			p, err := parse(b, check)
			if err != nil {
				if !errors.Is(err, ErrSnapshot) {
					t.Fatalf("an error that is not ErrSnapshot: %v", err)
				}
				continue
			}
			held := 0
			for _, r := range p.blockRuns() {
				if r.src != held || r.n <= 0 || uint64(r.mem+r.n)*blockSize > p.size {
					t.Fatalf("a run out of place: %+v (held %d, size %d)", r, held, p.size)
				}
				held += r.n
			}
			if held*blockSize != len(p.blocks) {
				t.Fatalf("the runs hold %d blocks, the snapshot %d", held, len(p.blocks)/blockSize)
			}
			if p.size <= 64<<20 {
				err := copyBlocks(p, make([]byte, p.size))
				if err != nil && !errors.Is(err, ErrSnapshot) {
					t.Fatalf("copy: %v", err)
				}
			}
		}
	})
}
