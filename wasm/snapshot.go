package wasm

import (
	"bytes"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"github.com/earshot/extensions/wasm/internal/guards"
	"hash/crc32"
	"runtime"
	"runtime/debug"
	"slices"
	"sync/atomic"

	"github.com/tetratelabs/wazero/api"
)

// Snapshots: an instance's whole state between tasks. QuickJS keeps all of
// it in the instance's linear memory (its heap, its stack, its static
// data), and the module's only mutable globals are the stack pointer and
// the guard's limit. Restoring a snapshot into a fresh instance of the same
// QuickJS build is a copy: what evaluating a module took seconds to build
// is back in milliseconds.
//
// A snapshot is only valid for the build that made it and for an instance
// made the same way (the same memory limit and stack size): a fresh
// instance's start-up allocates the same addresses, which Restore checks
// (the QuickJS context's address) before it copies anything.
//
// The encoding is also the form a snapshot is kept in, in memory and on
// disk: a header (the build, the embedder's tag, the globals, the
// context's address, the roots the embedder held), the memory's size and a
// bitmap of its 4 KiB blocks that are not all zero, a CRC-32C of each
// piece (1 MiB) of those blocks, the blocks, and a CRC-32C of everything
// before the blocks (damage, not tampering: the cache folder is the user's
// own). QuickJS's memory is mostly zeros (its stack, freed blocks), so a
// snapshot is a fraction of it, and restoring it writes only the blocks it
// has. The pieces' own checksums let a big restore copy and check them on
// every core at once.

// ErrSnapshot: a snapshot that cannot be restored here (another build, an
// instance made differently, damage). The caller evaluates instead.
var ErrSnapshot = errors.New("wasm: the snapshot does not fit this instance")

const (
	snapshotMagic = "earshot-snapshot/4\n"
	blockSize     = 4096
	// pieceBlocks is how many blocks one checksum covers: the unit a
	// restore's workers take (see copyBlocks).
	pieceBlocks = 256
	pageSize    = 65536
	maxRoots    = 64
	maxTag      = 64 << 10
	// hugeRestore is the size from which a restored memory asks for huge
	// pages (an instance that big does not mind 2 MiB granularity).
	hugeRestore = 8 << 20
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

var errWrongTag = fmt.Errorf("%w: it was taken with another tag", ErrSnapshot)

// readingMapped runs fn, which reads a snapshot that may be a mapping of a
// cache file: a file cut short under its mapping (by hand, by another
// program) faults where it no longer is, which SetPanicOnFault turns into
// a panic, and this into ErrSnapshot — the snapshot is not used, instead
// of the process ending.
func readingMapped(fn func() error) (err error) {
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

// Snapshot encodes the instance's state, with roots (values the embedder
// holds, valid again in a restored instance) and a tag (at most 64 KiB:
// what the embedder knows of the state, which a restore must be asked for
// by name; SnapshotTag reads it back). Take it between tasks, when nothing runs in the instance.
func (i *Instance) Snapshot(tag string, roots ...Value) ([]byte, error) {
	if err := i.Err(); err != nil {
		return nil, err
	}
	if len(roots) > maxRoots {
		return nil, errors.New("wasm: too many roots")
	}
	if len(tag) > maxTag {
		return nil, errors.New("wasm: the snapshot's tag is too long")
	}
	sp, limit, err := i.stackGlobals()
	if err != nil {
		return nil, err
	}
	mem := i.mod.Memory()
	view, ok := mem.Read(0, mem.Size())
	if !ok {
		return nil, errors.New("wasm: reading the instance's memory")
	}
	// The stack is dead between calls (the stack pointer is at its top):
	// its blocks are left out, and read as zero when restored.
	var dead [2]int
	if sp.Get() == i.stackHi {
		dead = [2]int{int(i.stackLo+blockSize-1) / blockSize, int(i.stackHi) / blockSize}
	}
	return encodeSnapshot(view, dead, tag, [3]uint64{sp.Get(), limit.Get(), i.ctx}, roots), nil
}

// encodeSnapshot encodes memory view, less the blocks in [dead[0],
// dead[1]), with the embedder's tag and roots, and the globals (the stack
// pointer, the guard's limit) and the context's address in vals.
func encodeSnapshot(view []byte, dead [2]int, tag string, vals [3]uint64, roots []Value) []byte {
	blocks := (len(view) + blockSize - 1) / blockSize
	bitmap := make([]byte, (blocks+7)/8)
	n := 0
	for k := range blocks {
		if k >= dead[0] && k < dead[1] {
			continue
		}
		if !allZero(view[k*blockSize : min(len(view), (k+1)*blockSize)]) {
			bitmap[k/8] |= 1 << (k % 8)
			n++
		}
	}
	b := make([]byte, 0, len(snapshotMagic)+len(BuildID())+8*(6+len(roots))+len(tag)+len(bitmap)+4*pieces(n)+n*blockSize+4)
	b = append(b, snapshotMagic...)
	b = append(b, BuildID()...)
	b = binary.LittleEndian.AppendUint64(b, uint64(len(tag)))
	b = append(b, tag...)
	for _, v := range vals {
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	b = binary.LittleEndian.AppendUint64(b, uint64(len(roots)))
	for _, r := range roots {
		b = binary.LittleEndian.AppendUint64(b, uint64(r))
	}
	b = binary.LittleEndian.AppendUint64(b, uint64(len(view)))
	b = append(b, bitmap...)
	sums := len(b)
	b = append(b, make([]byte, 4*pieces(n))...)
	head := len(b)
	for k := range blocks {
		if bitmap[k/8]&(1<<(k%8)) != 0 {
			b = append(b, view[k*blockSize:min(len(view), (k+1)*blockSize)]...)
		}
	}
	for j := range pieces(n) {
		piece := b[head+j*pieceBytes : min(len(b), head+(j+1)*pieceBytes)]
		binary.LittleEndian.PutUint32(b[sums+4*j:], crc32.Checksum(piece, castagnoli))
	}
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b[:head], castagnoli))
}

const pieceBytes = pieceBlocks * blockSize

// pieces is how many pieces n blocks make.
func pieces(n int) int { return (n + pieceBlocks - 1) / pieceBlocks }

// zeroBlock is compared against: bytes.Equal is vectorized.
var zeroBlock [blockSize]byte

func allZero(b []byte) bool {
	for len(b) > 0 {
		n := min(len(b), blockSize)
		if !bytes.Equal(b[:n], zeroBlock[:n]) {
			return false
		}
		b = b[n:]
	}
	return true
}

// parsed is an encoded snapshot's header, checked.
type parsed struct {
	tag                string
	sp, limit, context uint64
	roots              []Value
	size               uint64
	bitmap, blocks     []byte
	// sums are the blocks' pieces' checksums; unchecked is set when the
	// pieces are still to be checked against them (as they are copied).
	sums      []byte
	unchecked bool
}

// SnapshotTag returns the tag the snapshot b was taken with (its header
// checked, not its blocks), for an embedder that keeps in it what a
// restore must check first.
func SnapshotTag(b []byte) (string, error) {
	p, err := parseMapped(b, false)
	if err != nil {
		return "", err
	}
	return p.tag, nil
}

func parseSnapshot(b []byte) (*parsed, error) {
	return parse(b, true)
}

var errDamaged = fmt.Errorf("%w: damaged (its checksum does not match)", ErrSnapshot)

// parse decodes b, checking the checksum of its header; and of its blocks
// too if check is set; if not, the result is unchecked (see parsed), and
// only its structure is known to be sound.
func parse(b []byte, check bool) (*parsed, error) {
	bad := func(why string) (*parsed, error) { return nil, fmt.Errorf("%w: %s", ErrSnapshot, why) }
	if len(b) < len(snapshotMagic)+len(BuildID())+4 {
		return bad("too short")
	}
	body := b[:len(b)-4]
	sum := binary.LittleEndian.Uint32(b[len(b)-4:])
	if !bytes.HasPrefix(body, []byte(snapshotMagic)) {
		return bad("not a snapshot of this format")
	}
	r := body[len(snapshotMagic):]
	if string(r[:len(BuildID())]) != BuildID() {
		return bad("made by another QuickJS build")
	}
	r = r[len(BuildID()):]
	get := func() (uint64, bool) {
		if len(r) < 8 {
			return 0, false
		}
		v := binary.LittleEndian.Uint64(r)
		r = r[8:]
		return v, true
	}
	p := &parsed{}
	tagLen, ok := get()
	if !ok || tagLen > maxTag || uint64(len(r)) < tagLen {
		return bad("truncated")
	}
	p.tag, r = string(r[:tagLen]), r[tagLen:]
	var n uint64
	for _, f := range []*uint64{&p.sp, &p.limit, &p.context, &n} {
		var ok bool
		if *f, ok = get(); !ok {
			return bad("truncated")
		}
	}
	if n > maxRoots {
		return bad("too many roots")
	}
	for range n {
		v, ok := get()
		if !ok {
			return bad("truncated")
		}
		p.roots = append(p.roots, Value(v))
	}
	size, ok := get()
	if !ok || size > 4<<30 || size%pageSize != 0 {
		return bad("a memory size that cannot be")
	}
	p.size = size
	blocks := int(size / blockSize)
	if len(r) < (blocks+7)/8 {
		return bad("truncated")
	}
	p.bitmap, r = r[:(blocks+7)/8], r[(blocks+7)/8:]
	set := 0
	for _, c := range p.bitmap {
		for ; c != 0; c &= c - 1 {
			set++
		}
	}
	if len(r) < 4*pieces(set) {
		return bad("truncated")
	}
	p.sums, p.blocks = r[:4*pieces(set)], r[4*pieces(set):]
	if len(p.blocks) != set*blockSize {
		return bad("its blocks do not add up")
	}
	if crc32.Checksum(body[:len(body)-len(p.blocks)], castagnoli) != sum {
		return nil, errDamaged
	}
	p.unchecked = true
	if check {
		// On every core, as a restore copies (a big snapshot's image, a
		// check of a cache file).
		if err := p.eachPiece(p.checkPiece); err != nil {
			return nil, err
		}
		p.unchecked = false
	}
	return p, nil
}

// piece is the j-th piece of p's blocks.
func (p *parsed) piece(j int) []byte {
	return p.blocks[j*pieceBytes : min(len(p.blocks), (j+1)*pieceBytes)]
}

// checkPiece checks the j-th piece of p's blocks against its checksum.
func (p *parsed) checkPiece(j int) error {
	if crc32.Checksum(p.piece(j), castagnoli) != binary.LittleEndian.Uint32(p.sums[4*j:]) {
		return errDamaged
	}
	return nil
}

// runs calls fn for each run of consecutive non-zero blocks, in order:
// the first block's number and how many.
func (p *parsed) runs(fn func(k, n int)) {
	total := int(p.size / blockSize)
	for k := 0; k < total; {
		if !p.hasBlock(k) {
			k++
			continue
		}
		n := 1
		for k+n < total && p.hasBlock(k+n) {
			n++
		}
		fn(k, n)
		k += n
	}
}

// CloneSnapshot copies b, which may be mapped from a file (ErrSnapshot if
// the file was cut short under the mapping).
func CloneSnapshot(b []byte) ([]byte, error) {
	var c []byte
	err := readingMapped(func() error {
		c = bytes.Clone(b)
		return nil
	})
	return c, err
}

// CheckSnapshot reports whether b is a whole snapshot of this build
// (ErrSnapshot if not), without restoring it.
func CheckSnapshot(b []byte) error {
	_, err := parseMapped(b, true)
	return err
}

// parseMapped is parseSnapshot of b, which may be mapped from a file
// (check: the checksum is checked first, else as the blocks are copied).
func parseMapped(b []byte, check bool) (p *parsed, err error) {
	err = readingMapped(func() (err error) {
		p, err = parse(b, check)
		return err
	})
	return p, err
}

func (i *Instance) stackGlobals() (sp, limit api.MutableGlobal, err error) {
	sp, _ = i.mod.ExportedGlobal(guards.ExportStackPointer).(api.MutableGlobal)
	limit, _ = i.mod.ExportedGlobal(guards.ExportStackLimit).(api.MutableGlobal)
	if sp == nil || limit == nil {
		return nil, nil, errors.New("wasm: QuickJS module lacks the guard exports")
	}
	return sp, limit, nil
}

// Restore puts the snapshot b into the instance, which must be fresh (made
// by NewInstance with the same limits as the one b was taken from, with
// the same host functions set, in the same order), reseeds Math.random so
// that no two restored instances draw the same numbers, and returns the
// roots b holds. It fails with ErrSnapshot, before changing anything, when
// b does not fit or was not taken with this tag. Its checksum is checked as
// its blocks are copied (reading them once): a damaged snapshot fails with
// ErrSnapshot after the copy, and the instance is killed.
func (i *Instance) Restore(b []byte, tag string) ([]Value, error) {
	p, err := parseMapped(b, false)
	if err != nil {
		return nil, err
	}
	if p.tag != tag {
		return nil, errWrongTag
	}
	return i.restoreCopy(p)
}

// restoreCopy restores p by copying its blocks in. A fault reading them
// (a mapped file cut short since it was checked) leaves the instance half
// written: restore kills it.
func (i *Instance) restoreCopy(p *parsed) ([]Value, error) {
	return i.restore(p, func(view []byte, used int) error {
		// The fresh instance's memory is made to read as zero where the
		// snapshot has no block, without clearing it (which would fault
		// in all of it, its 4 MiB stack too). A big snapshot's is mapped
		// afresh, page tables and all, so that huge pages are faulted in
		// where its start-up wrote too (renewHuge), and advised up to
		// whole huge pages past its end (a region the advice covers only
		// in part is faulted in 4 KiB at a time: mathjs's last 1.8 MB,
		// 470 faults). A small one keeps the start-up's pages where it
		// has blocks (reuseResident); elsewhere they are given back.
		if p.size >= hugeRestore {
			renewHuge(view[:used]) // rounded up within the memory
			if i.linear != nil {
				i.linear.adviseHuge(p.size)
			}
		} else if !reuseResident(view[:used], p.hasBlock) {
			discardPages(view[:used])
		}
		return readingMapped(func() error { return copyBlocks(p, view) })
	})
}

// hasBlock reports whether block k of the memory is one of p's.
func (p *parsed) hasBlock(k int) bool {
	return k/8 < len(p.bitmap) && p.bitmap[k/8]&(1<<(k%8)) != 0
}

// copyBlocks writes p's blocks into view, a fresh instance's memory
// readied for them (see restoreCopy), checking each piece as it goes if p is
// unchecked. A big snapshot is copied by as many workers as there are
// cores (up to restoreWorkers), each taking the next piece
// (BenchmarkRestoreBig, 23 MB: 4.4–5.6 ms on one core, 3.1–3.3 on two).
func copyBlocks(p *parsed, view []byte) error {
	runs := p.blockRuns()
	return p.eachPiece(func(j int) error { return p.copyPiece(j, runs, view) })
}

// eachPiece runs fn for each of p's pieces on pieceWorkers(p) workers (the
// calling goroutine one of them), each taking the next piece; the first
// error stops them all and is returned. Each worker recovers its own fault
// reading a mapped file.
func (p *parsed) eachPiece(fn func(j int) error) error {
	n := pieces(len(p.blocks) / blockSize)
	var next atomic.Int64
	var failed atomic.Bool
	work := func() error {
		return readingMapped(func() error {
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
	workers := pieceWorkers(p)
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

const (
	// copyStep is how much of a piece is copied before it is checked
	// (while it is in the cache).
	copyStep = 64 << 10
	// parallelRestore is the size of blocks from which a restore copies
	// on more than one core (below it, starting workers costs more than
	// they save).
	parallelRestore = 4 << 20
)

// restoreWorkers is the most cores a restore copies on; cores, how many
// the process may use (variables for the tests and the benchmark that
// compares one worker with several).
var (
	restoreWorkers = 4
	cores          = func() int { return runtime.GOMAXPROCS(0) }
)

// pieceWorkers is how many workers copy or check p's pieces (eachPiece).
func pieceWorkers(p *parsed) int {
	if len(p.blocks) < parallelRestore {
		return 1
	}
	return max(1, min(cores(), restoreWorkers, pieces(len(p.blocks)/blockSize)))
}

// blockRun is a run of consecutive non-zero blocks: where it goes in
// memory and where it is in the snapshot's blocks (block numbers), and
// how many.
type blockRun struct{ mem, src, n int }

func (p *parsed) blockRuns() []blockRun {
	var runs []blockRun
	src := 0
	p.runs(func(k, n int) {
		runs = append(runs, blockRun{k, src, n})
		src += n
	})
	return runs
}

// copyPiece copies the j-th piece of p's blocks to where they go in view
// (runs: p.blockRuns()), checking it if p is unchecked.
func (p *parsed) copyPiece(j int, runs []blockRun, view []byte) error {
	lo, hi := j*pieceBlocks, min((j+1)*pieceBlocks, len(p.blocks)/blockSize)
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
		dst := view[(run.mem+b-run.src)*blockSize : (run.mem+to-run.src)*blockSize]
		src := p.blocks[b*blockSize : to*blockSize]
		if p.size < hugeRestore {
			populate(dst)
		}
		for off := 0; off < len(src); off += copyStep {
			end := min(off+copyStep, len(src))
			copy(dst[off:end], src[off:end])
			if p.unchecked {
				sum = crc32.Update(sum, castagnoli, src[off:end])
			}
		}
		b = to
	}
	if p.unchecked && sum != binary.LittleEndian.Uint32(p.sums[4*j:]) {
		return errDamaged
	}
	return nil
}

// restore checks that p fits the instance, sizes its memory, has write
// put the memory in (view: all of it; used: what the fresh instance's
// start-up wrote in), then sets the globals and reseeds Math.random.
func (i *Instance) restore(p *parsed, write func(view []byte, used int) error) ([]Value, error) {
	if err := i.Err(); err != nil {
		return nil, err
	}
	if p.context != i.ctx {
		return nil, fmt.Errorf("%w: its context is at %#x, this instance's at %#x", ErrSnapshot, p.context, i.ctx)
	}
	if p.size > i.limit {
		return nil, fmt.Errorf("%w: %d bytes of memory, over the limit", ErrSnapshot, p.size)
	}
	if _, _, err := i.stackGlobals(); err != nil {
		return nil, err // checked before anything is written
	}
	mem := i.mod.Memory()
	used := mem.Size()
	if uint64(used) < p.size {
		if _, ok := mem.Grow(uint32(p.size-uint64(used)) / pageSize); !ok {
			return nil, fmt.Errorf("%w: its memory (%d bytes) cannot be had", ErrSnapshot, p.size)
		}
	}
	view, ok := mem.Read(0, mem.Size())
	if !ok {
		return nil, errors.New("wasm: writing the instance's memory")
	}
	if err := write(view, int(used)); err != nil {
		i.Kill(err) // half written: the instance is not to be used
		return nil, err
	}
	return i.finishRestore(p)
}

// finishRestore sets the globals p has and reseeds Math.random, once p's
// memory is in place.
func (i *Instance) finishRestore(p *parsed) ([]Value, error) {
	sp, limit, err := i.stackGlobals()
	if err != nil {
		return nil, err
	}
	sp.Set(p.sp)
	limit.Set(p.limit)
	var seed [8]byte
	rand.Read(seed[:])
	if _, err := i.fast.call1(fpSeedRandom, i.ctx, binary.LittleEndian.Uint64(seed[:])); err != nil {
		return nil, err
	}
	return p.roots, nil
}
