package wasm

import (
	"bytes"
	"errors"
	"os"
)

// Memory is what an instance holds as a whole: its linear memory, where
// QuickJS keeps all of its state — its heap, its stack, its static data —
// and the call engines it keeps for its next calls. Measured, collected
// and trimmed here, it is also what a snapshot copies out and a restore
// or a reset puts back (snapshot.go, image.go). Like its instance, it is
// used by one goroutine at a time, except where a method says otherwise.
type Memory struct{ i *Instance }

// Memory is the instance's memory (the same value every time).
func (i *Instance) Memory() *Memory { return &i.mem }

// Size is the linear memory's size now, in bytes (what the instance uses
// of its MemoryLimit). Safe from any goroutine.
func (m *Memory) Size() uint64 {
	if m.i.mod == nil {
		return 0
	}
	return uint64(m.i.mod.Memory().Size())
}

// Peak is the largest size the linear memory has had, in bytes. Safe from
// any goroutine.
func (m *Memory) Peak() uint64 { return m.i.peak.Load() }

// Resident is how many bytes of the linear memory are in RAM now (with the
// native pages on Linux; elsewhere the largest it has been). Safe from any
// goroutine, while the instance runs or after it closed (0).
func (m *Memory) Resident() uint64 {
	if m.i.linear == nil {
		return 0
	}
	return m.i.linear.resident()
}

// Collect collects the instance's garbage now. What it frees is zeroed,
// so a snapshot taken after it holds only what is reachable.
func (m *Memory) Collect() error {
	i := m.i
	if err := i.Err(); err != nil {
		return err
	}
	if _, err := i.fast.call1(fpGC, i.ctx); err != nil {
		return i.classify(err)
	}
	return nil
}

// Trim gives back what an instance that is going to be idle a while need
// not hold, after collecting its garbage: the pages of its memory that
// hold nothing — the free memory of QuickJS's heap (whatever the allocator left in it), what QuickJS freed (its frees zero what they free), and
// its stack, all dead between calls — which read as zero again and cost
// nothing until written, and the call engines it keeps between calls,
// each a stack of Go memory grown to the deepest call it made. The next
// call takes them again. It returns how many bytes of memory went. Call it
// when nothing runs in the instance. Memory mapped from an image is left
// as it is (giving a page back would read the image's again), and only the
// native pages on Linux give pages back.
func (m *Memory) Trim() (int64, error) {
	i := m.i
	if err := m.Collect(); err != nil {
		return 0, err
	}
	// The call engines go last: asking for the free ranges takes one.
	defer func() {
		i.fast.trim(0)
		if i.attached != nil {
			i.attached.Trim()
		}
	}()
	mem := i.mod.Memory()
	view, ok := mem.Read(0, mem.Size())
	if !ok {
		return 0, errors.New("wasm: reading the instance's memory")
	}
	from := 0
	if i.image != nil && i.image.mapped() {
		from = int(i.image.p.Size)
	}
	page := os.Getpagesize()
	var freed int64
	dead := func(lo, hi int) {
		lo = max(from, (lo+page-1)/page*page)
		hi = hi / page * page
		if lo < hi {
			freed += i.pages.trim(view[lo:hi], true)
		}
	}
	if sp, _, err := i.stackGlobals(); err == nil && sp.Get() == i.stackHi {
		dead(int(i.stackLo), int(i.stackHi))
	}
	// The heap's free blocks: the allocator's words in them (sizes,
	// links, those of the blocks merged into them) keep their pages from
	// reading as zero.
	ranges, ok, err := i.fast.freeRanges(uint32(page))
	if err != nil {
		return freed, i.classify(err)
	}
	if ok {
		for _, r := range ranges {
			dead(int(r[0]), min(int(r[1]), len(view)))
		}
	}
	if from < len(view) {
		freed += i.pages.trim(view[from:], false)
	}
	return freed, nil
}

// CallEngines is how many call engines the instance keeps for its next
// calls (Trim lets go of them, and of its WebAssembly guests' too).
func (m *Memory) CallEngines() int {
	if m.i.fast == nil {
		return 0
	}
	return len(m.i.fast.idle)
}

// Interrupt asks the JavaScript running in the instance to stop where it
// is: within a few thousand operations (QuickJS's interrupt handler asks
// the host, env.earshot_interrupted) it throws an uncatchable
// InternalError, "interrupted", having kept the stack of where it was (a
// loop that never ends) for Interrupted. Safe from any goroutine, while
// the instance runs or after it closed: nothing is written into the
// memory, which may move as it grows. JavaScript that runs later in the
// instance is interrupted too, so it is for an instance whose work is
// over (Kill it after, as for a timeout).
func (m *Memory) Interrupt() { m.i.interrupt.Store(true) }

// Interrupted is the stack of where the JavaScript was when Interrupt
// stopped it (QuickJS wrote it into the memory), as Error's stack says it;
// "" if it was not, or the instance closed.
func (m *Memory) Interrupted() string {
	i := m.i
	i.closeMu.Lock()
	defer i.closeMu.Unlock()
	if i.interruptAt == 0 || i.mod == nil || i.closed {
		return ""
	}
	b, ok := i.mod.Memory().Read(i.interruptAt+2, 1024)
	if !ok {
		return ""
	}
	if n := bytes.IndexByte(b, 0); n >= 0 {
		b = b[:n]
	}
	return string(b)
}

// HoldsGuests reports whether the instance holds WebAssembly of its
// JavaScript's — a module, an instance, a memory, a table, a global — or
// its WebAssembly global is bound to the host (see Attachment): all of
// that is outside its memory, so a snapshot could not restore it.
func (m *Memory) HoldsGuests() bool { return m.i.attached != nil && m.i.attached.Holds() }
