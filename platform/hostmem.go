package platform

import (
	"fmt"
	"sync"
	"unicode/utf8"
)

// What the host holds for an instance counts against the instance's memory
// cap: what an operation brings into the instance must fit in its free
// memory, and what the host keeps for it while an operation runs is taken
// from that free memory first (hold).

// freeMemory is how much more the instance may take in (what a read brings
// in must fit, with room to spare): half of what its memory cap leaves
// beside its memory, less what the host holds for it (hold).
func (i *Instance) freeMemory() int64 {
	return max(i.halfFree()-i.hostHeld.Load(), 0)
}

// halfFree is half of what the memory cap leaves beside the instance's
// memory.
func (i *Instance) halfFree() int64 {
	if i.cfg.MemoryLimit == 0 {
		return 1 << 62
	}
	used := i.cfg.MemoryUsed()
	if used >= i.cfg.MemoryLimit {
		return 0
	}
	return int64(i.cfg.MemoryLimit-used) / 2
}

// hold takes n bytes of the instance's free memory for what the host holds
// on its behalf while an operation runs — a WebSocket message it
// assembles, a write or a request body the network has not taken yet,
// what a decompression makes, a key derivation's blocks — so that what
// the host holds for an instance stays within half of what its memory cap
// leaves beside its memory, the instance and the host within the cap
// together. ok is false when n is more than freeMemory; release gives the
// bytes back (once, however often it is called).
func (i *Instance) hold(n int64) (release func(), ok bool) {
	if n <= 0 {
		return func() {}, true
	}
	half := i.halfFree()
	for {
		held := i.hostHeld.Load()
		if n > half-held {
			return nil, false
		}
		if i.hostHeld.CompareAndSwap(held, held+n) {
			for peak := i.hostHeldPeak.Load(); held+n > peak && !i.hostHeldPeak.CompareAndSwap(peak, held+n); {
				peak = i.hostHeldPeak.Load()
			}
			break
		}
	}
	var once sync.Once
	return func() { once.Do(func() { i.hostHeld.Add(-n) }) }, true
}

// holdError is the error of an operation whose bytes the host cannot hold
// for the extension (hold): what needs n bytes, and the memory it has.
func (i *Instance) holdError(what string, n int64) error {
	return nodeError("RangeError", "ERR_EARSHOT_LIMIT", "%s needs %s, more than the extension can hold: %s of its %s memory are free",
		what, sizeText(n), sizeText(i.freeMemory()), sizeText(int64(i.cfg.MemoryLimit)))
}

// sizeText writes n bytes for people: "512 bytes", "64 KiB", "16 MiB".
func sizeText(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%d MiB", (n+1<<20-1)>>20)
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", (n+1<<10-1)>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// heldBytes are bytes the host keeps for an instance in pieces — a
// WebSocket message's frames, what a decompressor made — each piece held
// (hold) before it is made and made at exactly its size, so that what is
// counted is what is allocated: no spare capacity grown by appending, no
// old copies left by growing.
type heldBytes struct {
	i     *Instance
	parts [][]byte
	n     int64 // their length together
	frees []func()
}

// add makes a piece of n bytes at the end, held; ok is false when the
// instance cannot hold n more bytes (then nothing is made).
func (h *heldBytes) add(n int) (part []byte, ok bool) {
	if n == 0 {
		return nil, true
	}
	free, ok := h.i.hold(int64(n))
	if !ok {
		return nil, false
	}
	part = make([]byte, n)
	h.parts = append(h.parts, part)
	h.frees = append(h.frees, free)
	h.n += int64(n)
	return part, true
}

// adopt adds b, made elsewhere and no one else's, as a piece, held; ok is
// false when the instance cannot hold it.
func (h *heldBytes) adopt(b []byte) bool {
	if len(b) == 0 {
		return true
	}
	free, ok := h.i.hold(int64(cap(b)))
	if !ok {
		return false
	}
	h.parts = append(h.parts, b)
	h.frees = append(h.frees, free)
	h.n += int64(len(b))
	return true
}

// cut keeps n bytes of the last piece (what a read filled of it); the
// rest stays held with it, as it stays allocated.
func (h *heldBytes) cut(n int) {
	last := len(h.parts) - 1
	h.n -= int64(len(h.parts[last]) - n)
	h.parts[last] = h.parts[last][:n]
}

// fill copies the pieces, in order, into dst (of at least h.n bytes) and
// gives back what they held.
func (h *heldBytes) fill(dst []byte) (int, error) {
	at := 0
	for _, p := range h.parts {
		at += copy(dst[at:], p)
	}
	h.release()
	return at, nil
}

// join returns the bytes as one slice, still held: the one piece as it
// is, or the pieces copied into one slice held before it is made (then
// the pieces are given back). ok is false when the instance cannot hold
// the copy.
func (h *heldBytes) join() (b []byte, ok bool) {
	switch len(h.parts) {
	case 0:
		return []byte{}, true
	case 1:
		return h.parts[0], true
	}
	free, ok := h.i.hold(h.n)
	if !ok {
		return nil, false
	}
	b = make([]byte, h.n)
	h.fill(b)
	h.parts, h.frees, h.n = [][]byte{b}, []func(){free}, int64(len(b))
	return b, true
}

// valid reports whether the pieces together are UTF-8 (a character may
// span two of them).
func (h *heldBytes) valid() bool {
	var carry [utf8.UTFMax]byte
	nc := 0
	for _, p := range h.parts {
		// Finish the character the last piece began.
		for nc > 0 && len(p) > 0 {
			carry[nc], p = p[0], p[1:]
			nc++
			if utf8.FullRune(carry[:nc]) {
				if r, size := utf8.DecodeRune(carry[:nc]); r == utf8.RuneError && size <= 1 || size != nc {
					return false
				}
				nc = 0
			}
		}
		if nc > 0 {
			continue
		}
		// A character the piece's end cuts goes on in the next.
		cut := len(p)
		for k := len(p) - 1; k >= 0 && k >= len(p)-(utf8.UTFMax-1); k-- {
			if utf8.RuneStart(p[k]) {
				if !utf8.FullRune(p[k:]) {
					cut = k
				}
				break
			}
		}
		if !utf8.Valid(p[:cut]) {
			return false
		}
		nc = copy(carry[:], p[cut:])
	}
	return nc == 0
}

// release gives back what the pieces held and forgets them.
func (h *heldBytes) release() {
	for _, free := range h.frees {
		free()
	}
	h.parts, h.frees, h.n = nil, nil, 0
}
