package engine

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/earshot/extensions/platform"
	"github.com/earshot/extensions/wasm"
)

// Snapshots. Evaluating a module can take seconds (a package such as mathjs
// builds thousands of objects); everything it builds lives in the
// instance's linear memory. So after an extension's module has been
// evaluated — and only if nothing is under way in the instance: no task,
// timer or host operation, nothing held on the host side — the instance is
// copied (wasm.Snapshot), kept for the extension's restarts (a timeout or
// running out of memory kills the instance), and handed to the embedder
// to keep for the next start (Config.OnSnapshot, Source.Snapshot).
// Starting from one is a copy of memory; Math.random is reseeded, and
// crypto always draws from Go, so no two instances share randomness.
//
// A snapshot is only used where it was made: for the same bundle (the
// embedder keys it), the same QuickJS build, prelude and limits, and the
// same view of the host (environment, project, capabilities: SnapshotKey).
// Anything else — another build, damage, a start-up that allocates
// differently — is ignored, and the module evaluated.

// SnapshotKey is what a snapshot of an extension under cfg depends on
// besides its bundle: an embedder that keeps snapshots keys them with it.
// Zero limits are keyed as their defaults.
func SnapshotKey(cfg Config) string {
	l := cfg.Limits.WithDefaults()
	h := sha256.New()
	fmt.Fprintf(h, "%s\nmemory=%d stack=%d fetch=%d\n%s", Fingerprint(), l.MemoryLimit, l.StackSize, l.FetchLimit,
		platform.Observed(cfg.Platform))
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// Snapshot returns the snapshot the extension took after it last
// evaluated its module (nil: none, or not enabled).
func (x *Extension) Snapshot() []byte {
	x.statsMu.Lock()
	defer x.statsMu.Unlock()
	if x.releaseSnap != nil {
		b, _ := wasm.CloneSnapshot(x.snap) // mapped: valid only until Close
		return b
	}
	return x.snap
}

// takeSnapshot snapshots v, just evaluated to declare tools, when
// snapshots are on and it is idle.
func (x *Extension) takeSnapshot(v *vm, tools []compiledTool) {
	world, absent := v.plat.World()
	if !x.cfg.Snapshots {
		return
	}
	if len(world) > 0 {
		// It learnt what a later start could find different (a file, a
		// secret, a random draw): evaluated at every start, as in Node.
		x.statsMu.Lock()
		x.unsnapshotted = "its module read " + strings.Join(world, ", ") + " as it loaded"
		x.statsMu.Unlock()
		return
	}
	if v.inst.Memory().HoldsGuests() {
		// Its WebAssembly modules and instances are outside its memory:
		// evaluated at every start.
		x.statsMu.Lock()
		x.unsnapshotted = "its module used WebAssembly as it loaded"
		x.statsMu.Unlock()
		return
	}
	tag := x.snapshotTag(tools, absent)
	if len(tag) > maxTag {
		return // it found a great many things not there: evaluated each time
	}
	b := v.snapshot(tag)
	if b == nil {
		return
	}
	x.statsMu.Lock()
	x.dropSnapshot()
	x.dropImage()
	x.snap = b
	x.statsMu.Unlock()
	if x.cfg.OnSnapshot != nil {
		x.cfg.OnSnapshot(b)
	}
}

// restore starts an instance from the extension's snapshot, if it has one
// that fits and its tools are known, and returns it with the tools it
// describes (the caller checks them against the registered ones, as after
// an evaluation); nil otherwise (then it evaluates).
func (x *Extension) restore(ctx context.Context) (*vm, []compiledTool) {
	if !x.cfg.Snapshots || x.tools == nil {
		return nil, nil
	}
	x.statsMu.Lock()
	im := x.image
	var b []byte
	if im == nil {
		b = x.snap
		if b == nil {
			b, x.src.Snapshot = x.src.Snapshot, nil
			if b == nil && x.src.ReadSnapshot != nil {
				b, x.releaseSnap = x.src.ReadSnapshot()
			}
			x.snap = b
		}
		if b != nil && x.restored > 0 && len(b) >= wasm.ImageMin {
			// A restart of a big instance: from now on the extension
			// restores from an image, by mapping. (The first restore
			// copies: that is quicker once, on huge pages, than filling
			// an image; a small snapshot is always copied.)
			var err error
			if im, err = x.cfg.Runtime.NewImage(b); err != nil {
				x.dropSnapshot()
				b = nil
			}
			x.image = im
		}
		if im != nil && (x.releaseSnap != nil || x.src.ReadSnapshot != nil) {
			// The image has what it needs, and the snapshot can be read
			// back from the cache: the bytes go (mapped, their pages
			// would count in the process's memory).
			x.dropSnapshot()
		}
	}
	if im != nil {
		b = nil // the image restores; the bytes may be unmapped
	}
	x.statsMu.Unlock()
	if im == nil {
		x.dropSpare() // only an image's instance can be reset
	}
	if im == nil && b == nil {
		return nil, nil
	}
	drop := func() {
		x.statsMu.Lock()
		x.dropSnapshot()
		x.dropImage()
		x.statsMu.Unlock()
	}
	// The tag to ask for: the bundle, view and tools it must be of, and
	// what it found not there, which must still not be.
	var stored string
	if im != nil {
		stored = im.Tag()
	} else if t, err := wasm.SnapshotTag(b); err == nil {
		stored = t
	}
	tag := x.restoreTag(stored)
	if tag == "" {
		drop()
		return nil, nil
	}
	if v := x.spare; v != nil {
		// The last instance, stopped: back to the image, not a new one.
		x.spare = nil
		if im != nil && v.reset(im, tag) == nil {
			x.statsMu.Lock()
			x.restored++
			x.statsMu.Unlock()
			return v, x.tools
		}
		v.close()
	}
	// The snapshot is tagged with the tools its evaluation declared: one
	// taken with the tools the extension is registered with needs no
	// asking what it exports (a call into the instance that faulted in
	// pages of its module's state before the first call did).
	v, err := newVM(ctx, x.cfg, x.src.Name, x.logFunc(), snapshotSource{im, b, tag})
	if err != nil {
		drop()
		return nil, nil
	}
	x.statsMu.Lock()
	x.restored++
	if im == nil && x.releaseSnap != nil {
		// Mapped from the cache: let the pages go (they would count in
		// the process's memory); a restart maps the file again.
		x.dropSnapshot()
	}
	x.statsMu.Unlock()
	return v, x.tools
}

// snapshotTag is what a snapshot of this extension is tagged with, and
// restored only under: the bundle it was evaluated from (Source.BundleID),
// the view of the host it was taken under (SnapshotKey) and the tools the
// evaluation declared. So a snapshot put in another's place in the cache —
// another extension's with the same tools, an older version's, one taken
// under another view — is refused, and the module evaluated.
//
// What the evaluation found not there (a variable of the environment, a
// file: platform.Instance.World's absent) holds no value, so such a module
// is snapshotted all the same; the absences are listed in the tag, after
// its first line, and a restore checks them first (restoreTag): a snapshot
// of a start where they were not there is a miss where one now is.
func (x *Extension) snapshotTag(tools []compiledTool, absent []string) string {
	id := x.src.BundleID
	if id == "" {
		if x.src.Code == "" {
			return "" // not known yet: nothing is restored
		}
		sum := sha256.Sum256([]byte(x.src.Code))
		id = hex.EncodeToString(sum[:])
		x.src.BundleID = id
	}
	h := sha256.New()
	fmt.Fprintf(h, "bundle=%s\nview=%s\n%s\nabsent=%q", id, SnapshotKey(x.cfg), toolsTag(tools), absent)
	tag := "snap/3 " + hex.EncodeToString(h.Sum(nil)[:16])
	for _, a := range absent {
		tag += "\n" + a
	}
	return tag
}

// maxTag bounds a snapshot's tag (wasm's limit).
const maxTag = 64 << 10

// restoreTag is the tag a restore of a snapshot tagged stored must ask
// for — what snapshotTag gives for the registered tools and the absences
// stored lists — or "" when one of those absences is there now (or the
// tag is not one of ours): then the snapshot is a miss.
func (x *Extension) restoreTag(stored string) string {
	_, rest, _ := strings.Cut(stored, "\n")
	var absent []string
	if rest != "" {
		absent = strings.Split(rest, "\n")
	}
	if !platform.Absent(x.cfg.Platform, absent) {
		return ""
	}
	return x.snapshotTag(x.tools, absent)
}

// toolsTag names the tools an evaluation declared, as sameTools compares
// them.
func toolsTag(tools []compiledTool) string {
	h := sha256.New()
	field := func(s string) {
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(len(s)))
		h.Write(n[:])
		h.Write([]byte(s))
	}
	for _, t := range tools {
		field(t.Name)
		field(t.Description)
		field(string(t.InputSchema))
		field(fmt.Sprint(t.ReadOnly, t.HasPermission))
	}
	return "tools/1 " + hex.EncodeToString(h.Sum(nil)[:16])
}

// snapshotSource is what an instance is restored from: an image, or else
// a snapshot's bytes.
type snapshotSource struct {
	image *wasm.Image
	bytes []byte
	tag   string
}

func (s snapshotSource) empty() bool { return s.image == nil && s.bytes == nil }

func (s snapshotSource) restore(mem *wasm.Memory) ([]wasm.Value, error) {
	if s.image != nil {
		return mem.RestoreImage(s.image, s.tag)
	}
	return mem.Restore(s.bytes, s.tag)
}

// Release stops the extension's instance when it has a snapshot to start
// again from (on its next call), freeing its memory: a host that evaluated
// an extension only to learn its tools need not keep it running. An
// instance a call has used is kept (its module state is the calls'); one
// whose snapshot was left for later (Config.SnapshotLater) is
// snapshotted first. It reports whether it did. Safe to call while calls run (it waits for the one in flight).
func (x *Extension) Release() bool {
	x.sem <- struct{}{}
	defer func() { <-x.sem }()
	if x.used {
		return false // a call has the instance's state now
	}
	x.dropSpare()
	if x.unsnapped && x.vm != nil && !x.closed && x.vm.dead() == nil {
		// Its snapshot was left for later (Config.SnapshotLater): now.
		x.takeSnapshot(x.vm, x.tools)
	}
	x.unsnapped = false
	x.statsMu.Lock()
	has := x.snap != nil
	x.statsMu.Unlock()
	if !has || x.vm == nil || x.closed {
		return false
	}
	x.vm.close()
	x.setVM(nil)
	x.statsMu.Lock()
	x.released = true
	x.dropImage()
	x.statsMu.Unlock()
	// What can be read back when it starts again goes too: the snapshot
	// (mapped from the cache then), its bundle.
	x.shed()
	return true
}

// dropSnapshot forgets the snapshot (unmapping it if it was mapped);
// statsMu is held.
func (x *Extension) dropSnapshot() {
	x.snap = nil
	if x.releaseSnap != nil {
		x.releaseSnap()
		x.releaseSnap = nil
	}
}

// dropImage lets the image go (instances restored from it keep their
// pages); statsMu and the call semaphore are held, so no restore is
// mapping it.
func (x *Extension) dropImage() {
	if x.image != nil {
		x.image.Close()
		x.image = nil
	}
}
