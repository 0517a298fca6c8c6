package wasm

import (
	"bytes"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"

	"github.com/tetratelabs/wazero/api"

	"github.com/earshot/extensions/wasm/internal/guards"
	"github.com/earshot/extensions/wasm/internal/snapshot"
)

// Snapshots: an instance's whole state between tasks. QuickJS keeps all of
// it in the instance's linear memory (its heap, its stack, its static
// data), and the module's only mutable globals are the stack pointer and
// the guard's limit. Restoring a snapshot into a fresh instance of the same
// QuickJS build is a copy: what evaluating a module built is back without
// evaluating it again. The format is internal/snapshot's.
//
// A snapshot is only valid for the build that made it and for an instance
// made the same way (the same memory limit and stack size): a fresh
// instance's start-up allocates the same addresses, which Restore checks
// (the QuickJS context's address) before it copies anything.

// ErrSnapshot: a snapshot that cannot be restored here (another build, an
// instance made differently, damage). The caller evaluates instead.
var ErrSnapshot = snapshot.ErrSnapshot

// hugeRestore is the size from which a restored memory asks for huge
// pages (an instance that big does not mind 2 MiB granularity), and from
// which an Image is worth it.
const hugeRestore = 8 << 20

var errWrongTag = fmt.Errorf("%w: it was taken with another tag", ErrSnapshot)

// Snapshot encodes the instance's state, with roots (values the embedder
// holds, valid again in a restored instance) and a tag (at most 64 KiB:
// what the embedder knows of the state, which a restore must be asked for
// by name; SnapshotTag reads it back). Take it between tasks, when nothing
// runs in the instance, after Collect (what is garbage then is in it).
func (m *Memory) Snapshot(tag string, roots ...Value) ([]byte, error) {
	i := m.i
	if err := i.Err(); err != nil {
		return nil, err
	}
	if len(roots) > snapshot.MaxRoots {
		return nil, errors.New("wasm: too many roots")
	}
	if len(tag) > snapshot.MaxTag {
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
		dead = [2]int{int(i.stackLo+snapshot.BlockSize-1) / snapshot.BlockSize, int(i.stackHi) / snapshot.BlockSize}
	}
	h := snapshot.Header{Tag: tag, SP: sp.Get(), Limit: limit.Get(), Context: i.ctx}
	for _, r := range roots {
		h.Roots = append(h.Roots, uint64(r))
	}
	return snapshot.Encode(BuildID(), view, dead, h), nil
}

// SnapshotTag returns the tag the snapshot b was taken with (its header
// checked, not its blocks), for an embedder that keeps in it what a
// restore must check first.
func SnapshotTag(b []byte) (string, error) {
	p, err := snapshot.Parse(b, BuildID())
	if err != nil {
		return "", err
	}
	return p.Tag, nil
}

// CloneSnapshot copies b, which may be mapped from a file (ErrSnapshot if
// the file was cut short under the mapping).
func CloneSnapshot(b []byte) ([]byte, error) {
	var c []byte
	err := snapshot.Reading(func() error {
		c = bytes.Clone(b)
		return nil
	})
	return c, err
}

// restoreWorkers is the most cores a restore copies on; cores, how many
// the process may use (variables for the tests and the benchmark that
// compares one worker with several).
var (
	restoreWorkers = 4
	cores          = func() int { return runtime.GOMAXPROCS(0) }
)

// workers is how many workers check or copy a snapshot's pieces.
func workers() int { return min(cores(), restoreWorkers) }

// parseSnapshot is snapshot.Parse for this build, with its blocks checked
// too if check is set (else as they are copied).
func parseSnapshot(b []byte, check bool) (*snapshot.Snapshot, error) {
	p, err := snapshot.Parse(b, BuildID())
	if err == nil && check {
		err = p.Check(workers())
	}
	if err != nil {
		return nil, err
	}
	return p, nil
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
// by NewInstance with the same limits and Globals as the one b was taken
// from), reseeds Math.random so
// that no two restored instances draw the same numbers, and returns the
// roots b holds. It fails with ErrSnapshot, before changing anything, when
// b does not fit or was not taken with this tag. Its checksum is checked as
// its blocks are copied (reading them once): a damaged snapshot fails with
// ErrSnapshot after the copy, and the instance is killed.
func (m *Memory) Restore(b []byte, tag string) ([]Value, error) {
	i := m.i
	p, err := parseSnapshot(b, false)
	if err != nil {
		return nil, err
	}
	if p.Tag != tag {
		return nil, errWrongTag
	}
	return i.restoreCopy(p)
}

// restoreCopy restores p by copying its blocks in. A fault reading them
// (a mapped file cut short since it was checked) leaves the instance half
// written: restore kills it.
func (i *Instance) restoreCopy(p *snapshot.Snapshot) ([]Value, error) {
	return i.restore(p, func(view []byte, used int) error {
		// The fresh instance's memory is made to read as zero where the
		// snapshot has no block, without clearing it (which would fault
		// in all of it, its 4 MiB stack too). A big snapshot's is mapped
		// afresh, page tables and all, so that huge pages are faulted in
		// where its start-up wrote too (pages.renew), and advised up to
		// whole huge pages past its end (a region the advice covers only
		// in part is faulted in 4 KiB at a time).
		if p.Size >= hugeRestore {
			i.pages.renew(view[:used]) // rounded up within the memory
			if i.linear != nil {
				i.linear.adviseHuge(p.Size)
			}
		} else {
			i.pages.discard(view[:used])
		}
		return p.CopyInto(view, workers())
	})
}

// restore checks that p fits the instance, sizes its memory, has write
// put the memory in (view: all of it; used: what the fresh instance's
// start-up wrote in), then sets the globals and reseeds Math.random.
func (i *Instance) restore(p *snapshot.Snapshot, write func(view []byte, used int) error) ([]Value, error) {
	if err := i.Err(); err != nil {
		return nil, err
	}
	if p.Context != i.ctx {
		return nil, fmt.Errorf("%w: its context is at %#x, this instance's at %#x", ErrSnapshot, p.Context, i.ctx)
	}
	if p.Size > i.limit {
		return nil, fmt.Errorf("%w: %d bytes of memory, over the limit", ErrSnapshot, p.Size)
	}
	if _, _, err := i.stackGlobals(); err != nil {
		return nil, err // checked before anything is written
	}
	mem := i.mod.Memory()
	used := mem.Size()
	if uint64(used) < p.Size {
		if _, ok := mem.Grow(uint32(p.Size-uint64(used)) / snapshot.PageSize); !ok {
			return nil, fmt.Errorf("%w: its memory (%d bytes) cannot be had", ErrSnapshot, p.Size)
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
func (i *Instance) finishRestore(p *snapshot.Snapshot) ([]Value, error) {
	sp, limit, err := i.stackGlobals()
	if err != nil {
		return nil, err
	}
	sp.Set(p.SP)
	limit.Set(p.Limit)
	var seed [8]byte
	rand.Read(seed[:])
	if _, err := i.fast.call1(fpSeedRandom, i.ctx, binary.LittleEndian.Uint64(seed[:])); err != nil {
		return nil, err
	}
	roots := make([]Value, len(p.Roots))
	for k, r := range p.Roots {
		roots[k] = Value(r)
	}
	return roots, nil
}
