// Package snapshot is the format of a QuickJS instance's state between
// tasks: the encoding, its checks, and the copy of its blocks into a
// memory. What a snapshot holds, and how an instance is put back from one,
// is the wasm package's (Instance.Snapshot, Instance.Restore).
//
// The encoding is also the form a snapshot is kept in, in memory and on
// disk: a header (the format, the QuickJS build, the embedder's tag, the
// stack pointer and the guard's limit, the context's address, the roots
// the embedder held), the memory's size and a bitmap of its 4 KiB blocks
// that are not all zero, a CRC-32C of each piece (1 MiB) of those blocks,
// the blocks, and a CRC-32C of everything before the blocks (damage, not
// tampering: the cache folder is the user's own). QuickJS's memory is
// mostly zeros (its stack, freed blocks), so a snapshot is a fraction of
// it, and restoring it writes only the blocks it has. The pieces' own
// checksums let a big restore copy and check them on every core at once.
//
// A snapshot may be read mapped from a cache file that is cut short under
// the mapping: everything here that reads one does it within Reading,
// which turns the fault into ErrSnapshot.
package snapshot

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"runtime/debug"
	"slices"
	"sync/atomic"
)

// ErrSnapshot: a snapshot that cannot be restored here (another build, an
// instance made differently, damage).
var ErrSnapshot = errors.New("wasm: the snapshot does not fit this instance")

// ErrDamaged: a checksum does not match (it wraps ErrSnapshot).
var ErrDamaged = fmt.Errorf("%w: damaged (its checksum does not match)", ErrSnapshot)

const (
	magic = "earshot-snapshot/4\n"
	// BlockSize is the unit of a snapshot's memory: a block is held when
	// it is not all zero.
	BlockSize = 4096
	// PageSize is wasm's page: a memory's size is a whole number of them.
	PageSize = 65536
	// MaxRoots and MaxTag bound a header's roots and tag.
	MaxRoots = 64
	MaxTag   = 64 << 10
	// pieceBlocks is how many blocks one checksum covers: the unit of
	// work of a check or a copy on several cores.
	pieceBlocks = 256
	pieceBytes  = pieceBlocks * BlockSize
	// copyStep is how much of a piece is copied before it is checked
	// (while it is in the cache).
	copyStep = 64 << 10
	// parallel is the size of blocks from which a check or a copy runs on
	// more than one worker (below it, starting them costs more than they
	// save).
	parallel = 4 << 20
	maxSize  = 4 << 30
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Header is what a snapshot holds besides the memory.
type Header struct {
	// Tag is the embedder's: what it knows of the state, which a restore
	// must be asked for by name.
	Tag string
	// SP and Limit are the stack pointer and the stack guard's limit;
	// Context is the address of QuickJS's context, which a fresh instance
	// made the same way has at the same place.
	SP, Limit, Context uint64
	// Roots are the values the embedder held.
	Roots []uint64
}

// Snapshot is an encoded snapshot's header and memory, parsed and its
// structure checked; its blocks are checked by Check, or as CopyInto copies
// them.
type Snapshot struct {
	Header
	// Size is the memory's size in bytes.
	Size uint64

	bitmap, blocks, sums []byte
	// checked is set once the blocks are known to match their sums.
	checked bool
}

// Encode encodes the memory mem, less its blocks in [dead[0], dead[1])
// (which read as zero when restored), with h, for the QuickJS build build.
func Encode(build string, mem []byte, dead [2]int, h Header) []byte {
	blocks := (len(mem) + BlockSize - 1) / BlockSize
	bitmap := make([]byte, (blocks+7)/8)
	n := 0
	for k := range blocks {
		if k >= dead[0] && k < dead[1] {
			continue
		}
		if !AllZero(mem[k*BlockSize : min(len(mem), (k+1)*BlockSize)]) {
			bitmap[k/8] |= 1 << (k % 8)
			n++
		}
	}
	b := make([]byte, 0, len(magic)+len(build)+8*(6+len(h.Roots))+len(h.Tag)+len(bitmap)+4*pieces(n)+n*BlockSize+4)
	b = append(b, magic...)
	b = append(b, build...)
	b = binary.LittleEndian.AppendUint64(b, uint64(len(h.Tag)))
	b = append(b, h.Tag...)
	for _, v := range []uint64{h.SP, h.Limit, h.Context, uint64(len(h.Roots))} {
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	for _, r := range h.Roots {
		b = binary.LittleEndian.AppendUint64(b, r)
	}
	b = binary.LittleEndian.AppendUint64(b, uint64(len(mem)))
	b = append(b, bitmap...)
	sums := len(b)
	b = append(b, make([]byte, 4*pieces(n))...)
	head := len(b)
	for k := range blocks {
		if bitmap[k/8]&(1<<(k%8)) != 0 {
			b = append(b, mem[k*BlockSize:min(len(mem), (k+1)*BlockSize)]...)
		}
	}
	for j := range pieces(n) {
		piece := b[head+j*pieceBytes : min(len(b), head+(j+1)*pieceBytes)]
		binary.LittleEndian.PutUint32(b[sums+4*j:], crc32.Checksum(piece, castagnoli))
	}
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b[:head], castagnoli))
}

// pieces is how many pieces n blocks make.
func pieces(n int) int { return (n + pieceBlocks - 1) / pieceBlocks }

// zeroBlock is compared against: bytes.Equal is vectorized.
var zeroBlock [BlockSize]byte

// AllZero reports whether b holds only zeros.
func AllZero(b []byte) bool {
	for len(b) > 0 {
		n := min(len(b), BlockSize)
		if !bytes.Equal(b[:n], zeroBlock[:n]) {
			return false
		}
		b = b[n:]
	}
	return true
}

// Reading runs fn, which reads a snapshot that may be a mapping of a cache
// file: a file cut short under its mapping (by hand, by another program)
// faults where it no longer is, which SetPanicOnFault turns into a panic,
// and this into ErrSnapshot — the snapshot is not used, instead of the
// process ending.
func Reading(fn func() error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if f, ok := r.(interface{ Addr() uintptr }); ok {
			err = fmt.Errorf("%w: reading it faulted at %#x (its file was cut short?)", ErrSnapshot, f.Addr())
			return
		}
		panic(r)
	}()
	return fn()
}

// Parse decodes b, made for the QuickJS build build, checking its
// structure and its header's checksum (ErrSnapshot if either fails). Its
// blocks are checked by Check or as CopyInto copies them. The result
// points into b.
func Parse(b []byte, build string) (s *Snapshot, err error) {
	err = Reading(func() (err error) {
		s, err = parse(b, build)
		return err
	})
	return s, err
}

func parse(b []byte, build string) (*Snapshot, error) {
	bad := func(why string) (*Snapshot, error) { return nil, fmt.Errorf("%w: %s", ErrSnapshot, why) }
	if len(b) < len(magic)+len(build)+4 {
		return bad("too short")
	}
	body := b[:len(b)-4]
	sum := binary.LittleEndian.Uint32(b[len(b)-4:])
	if !bytes.HasPrefix(body, []byte(magic)) {
		return bad("not a snapshot of this format")
	}
	r := body[len(magic):]
	if string(r[:len(build)]) != build {
		return bad("made by another QuickJS build")
	}
	r = r[len(build):]
	get := func() (uint64, bool) {
		if len(r) < 8 {
			return 0, false
		}
		v := binary.LittleEndian.Uint64(r)
		r = r[8:]
		return v, true
	}
	s := &Snapshot{}
	tagLen, ok := get()
	if !ok || tagLen > MaxTag || uint64(len(r)) < tagLen {
		return bad("truncated")
	}
	s.Tag, r = string(r[:tagLen]), r[tagLen:]
	var n uint64
	for _, f := range []*uint64{&s.SP, &s.Limit, &s.Context, &n} {
		var ok bool
		if *f, ok = get(); !ok {
			return bad("truncated")
		}
	}
	if n > MaxRoots {
		return bad("too many roots")
	}
	for range n {
		v, ok := get()
		if !ok {
			return bad("truncated")
		}
		s.Roots = append(s.Roots, v)
	}
	size, ok := get()
	if !ok || size > maxSize || size%PageSize != 0 {
		return bad("a memory size that cannot be")
	}
	s.Size = size
	blocks := int(size / BlockSize)
	if len(r) < (blocks+7)/8 {
		return bad("truncated")
	}
	s.bitmap, r = r[:(blocks+7)/8], r[(blocks+7)/8:]
	set := 0
	for _, c := range s.bitmap {
		for ; c != 0; c &= c - 1 {
			set++
		}
	}
	if len(r) < 4*pieces(set) {
		return bad("truncated")
	}
	s.sums, s.blocks = r[:4*pieces(set)], r[4*pieces(set):]
	if len(s.blocks) != set*BlockSize {
		return bad("its blocks do not add up")
	}
	if crc32.Checksum(body[:len(body)-len(s.blocks)], castagnoli) != sum {
		return nil, ErrDamaged
	}
	return s, nil
}

// Held is how many bytes of blocks s holds.
func (s *Snapshot) Held() int { return len(s.blocks) }

// Pieces is how many pieces s's blocks make (each with its checksum).
func (s *Snapshot) Pieces() int { return pieces(len(s.blocks) / BlockSize) }

// HeaderOnly is s without its memory (which it no longer points into):
// what a restore needs once the memory is elsewhere.
func (s *Snapshot) HeaderOnly() *Snapshot {
	return &Snapshot{Header: s.Header, Size: s.Size, checked: true}
}

// Check checks s's blocks against their checksums, on up to workers
// goroutines (see Workers).
func (s *Snapshot) Check(workers int) error {
	if s.checked {
		return nil
	}
	if err := s.eachPiece(workers, s.checkPiece); err != nil {
		return err
	}
	s.checked = true
	return nil
}

// Workers is how many goroutines a check or a copy of s takes, at most
// most: one for a small snapshot, no more than it has pieces.
func (s *Snapshot) Workers(most int) int {
	if len(s.blocks) < parallel {
		return 1
	}
	return max(1, min(most, s.Pieces()))
}

// piece is the j-th piece of s's blocks.
func (s *Snapshot) piece(j int) []byte {
	return s.blocks[j*pieceBytes : min(len(s.blocks), (j+1)*pieceBytes)]
}

// checkPiece checks the j-th piece of s's blocks against its checksum.
func (s *Snapshot) checkPiece(j int) error {
	if crc32.Checksum(s.piece(j), castagnoli) != binary.LittleEndian.Uint32(s.sums[4*j:]) {
		return ErrDamaged
	}
	return nil
}

// HasBlock reports whether block k of the memory is one of s's.
func (s *Snapshot) HasBlock(k int) bool {
	return k/8 < len(s.bitmap) && s.bitmap[k/8]&(1<<(k%8)) != 0
}

// Runs calls fn for each run of consecutive blocks s holds, in order: the
// first block's number, and the run's bytes (within Reading: they may be
// mapped). The first error stops it and is returned.
func (s *Snapshot) Runs(fn func(k int, blocks []byte) error) error {
	return Reading(func() error {
		for _, r := range s.blockRuns() {
			if err := fn(r.mem, s.blocks[r.src*BlockSize:(r.src+r.n)*BlockSize]); err != nil {
				return err
			}
		}
		return nil
	})
}

// blockRun is a run of consecutive non-zero blocks: where it goes in
// memory and where it is in the snapshot's blocks (block numbers), and
// how many.
type blockRun struct{ mem, src, n int }

func (s *Snapshot) blockRuns() []blockRun {
	var runs []blockRun
	src := 0
	total := int(s.Size / BlockSize)
	for k := 0; k < total; {
		if !s.HasBlock(k) {
			k++
			continue
		}
		n := 1
		for k+n < total && s.HasBlock(k+n) {
			n++
		}
		runs = append(runs, blockRun{k, src, n})
		src += n
		k += n
	}
	return runs
}

// CopyInto writes s's blocks where they go in mem (at least s.Size bytes,
// reading as zero where s has no block), checking each piece as it goes
// unless s was checked, on up to workers goroutines (see Workers), each
// taking the next piece.
func (s *Snapshot) CopyInto(mem []byte, workers int) error {
	runs := s.blockRuns()
	return s.eachPiece(workers, func(j int) error { return s.copyPiece(j, runs, mem) })
}

// eachPiece runs fn for each of s's pieces on s.Workers(most) workers (the
// calling goroutine one of them), each taking the next piece; the first
// error stops them all and is returned. Each worker recovers its own fault
// reading a mapped file.
func (s *Snapshot) eachPiece(most int, fn func(j int) error) error {
	n := s.Pieces()
	var next atomic.Int64
	var failed atomic.Bool
	work := func() error {
		return Reading(func() error {
			for !failed.Load() {
				j := int(next.Add(1) - 1)
				if j >= n {
					return nil
				}
				if err := fn(j); err != nil {
					failed.Store(true)
					return err
				}
			}
			return nil
		})
	}
	workers := s.Workers(most)
	errs := make(chan error, workers)
	for range workers - 1 {
		go func() { errs <- work() }()
	}
	err := work()
	for range workers - 1 {
		if e := <-errs; err == nil {
			err = e
		}
	}
	return err
}

// copyPiece copies the j-th piece of s's blocks to where they go in mem
// (runs: s.blockRuns()), checking it unless s was checked.
func (s *Snapshot) copyPiece(j int, runs []blockRun, mem []byte) error {
	lo, hi := j*pieceBlocks, min((j+1)*pieceBlocks, len(s.blocks)/BlockSize)
	r, _ := slices.BinarySearchFunc(runs, lo, func(run blockRun, b int) int {
		if run.src+run.n <= b {
			return -1
		}
		if run.src > b {
			return 1
		}
		return 0
	})
	var sum uint32
	for b := lo; b < hi; r++ {
		run := runs[r]
		to := min(hi, run.src+run.n)
		dst := mem[(run.mem+b-run.src)*BlockSize : (run.mem+to-run.src)*BlockSize]
		src := s.blocks[b*BlockSize : to*BlockSize]
		for off := 0; off < len(src); off += copyStep {
			end := min(off+copyStep, len(src))
			copy(dst[off:end], src[off:end])
			if !s.checked {
				sum = crc32.Update(sum, castagnoli, src[off:end])
			}
		}
		b = to
	}
	if !s.checked && sum != binary.LittleEndian.Uint32(s.sums[4*j:]) {
		return ErrDamaged
	}
	return nil
}
