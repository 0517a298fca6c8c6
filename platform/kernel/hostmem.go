package kernel

import (
	"fmt"
	"sync"
	"unicode/utf8"
)

// What the host holds for an instance counts against the instance's memory
// cap: what an operation brings into the instance must fit in its free
// memory, and what the host keeps for it while an operation runs is taken
// from that free memory first (hold).

// FreeMemory is how much more the instance may take in (what a read brings
// in must fit, with room to spare): half of what its memory cap leaves
// beside its memory, less what the host holds for it (hold).
func (i *Instance) FreeMemory() int64 {
	return max(i.HalfFree()-i.hostHeld.Load(), 0)
}

// HalfFree is half of what the memory cap leaves beside the instance's
// memory.
func (i *Instance) HalfFree() int64 {
	if i.cfg.MemoryLimit == 0 {
		return 1 << 62
	}
	used := i.cfg.MemoryUsed()
	if used >= i.cfg.MemoryLimit {
		return 0
	}
	return int64(i.cfg.MemoryLimit-used) / 2
}

// Hold takes n bytes of the instance's free memory for what the host holds
// on its behalf while an operation runs — a WebSocket message it
// assembles, a write or a request body the network has not taken yet,
// what a decompression makes, a key derivation's blocks — so that what the host holds for an instance
// stays within half of what its memory cap leaves beside its memory, the
// instance and the host within the cap together. ok is false when n is
// more than freeMemory; release gives the bytes back (once, however often
// it is called).
func (i *Instance) Hold(n int64) (release func(), ok bool) {
	if n <= 0 {
		return func() {}, true
	}
	half := i.HalfFree()
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

// HoldError is the error of an operation whose bytes the host cannot hold
// for the extension (hold): what needs n bytes, and the memory it has.
func (i *Instance) HoldError(what string, n int64) error {
	return NodeError("RangeError", "ERR_EARSHOT_LIMIT", "%s needs %s, more than the extension can hold: %s of its %s memory are free",
		what, SizeText(n), SizeText(i.FreeMemory()), SizeText(int64(i.cfg.MemoryLimit)))
}

// SizeText writes n bytes for people: "512 bytes", "64 KiB", "16 MiB".
func SizeText(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%d MiB", (n+1<<20-1)>>20)
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", (n+1<<10-1)>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// HeldByHost is what the host holds for the instance's operations now.
func (i *Instance) HeldByHost() int64 { return i.hostHeld.Load() }

// HeldPeak is the most the host has held for the instance's operations at
// once since it began.
func (i *Instance) HeldPeak() int64 { return i.hostHeldPeak.Load() }

// HeldBytes are bytes the host keeps for an instance in pieces — a
// WebSocket message's frames, what a decompressor made — each piece held
// (Hold) before it is made and made at exactly its size, so that what is
// counted is what is allocated: no spare capacity grown by appending, no
// old copies left by growing.
type HeldBytes struct {
	i     *Instance // set by NewHeldBytes
	parts [][]byte
	n     int64 // their length together
	frees []func()
}

// Add makes a piece of n bytes at the end, held; ok is false when the
// instance cannot hold n more bytes (then nothing is made).
func (h *HeldBytes) Add(n int) (part []byte, ok bool) {
	if n == 0 {
		return nil, true
	}
	free, ok := h.i.Hold(int64(n))
	if !ok {
		return nil, false
	}
	part = make([]byte, n)
	h.parts = append(h.parts, part)
	h.frees = append(h.frees, free)
	h.n += int64(n)
	return part, true
}

// Adopt adds b, made elsewhere and no one else's, as a piece, held; ok is
// false when the instance cannot hold it.
func (h *HeldBytes) Adopt(b []byte) bool {
	if len(b) == 0 {
		return true
	}
	free, ok := h.i.Hold(int64(cap(b)))
	if !ok {
		return false
	}
	h.parts = append(h.parts, b)
	h.frees = append(h.frees, free)
	h.n += int64(len(b))
	return true
}

// Cut keeps n bytes of the last piece (what a read filled of it); the
// rest stays held with it, as it stays allocated.
func (h *HeldBytes) Cut(n int) {
	last := len(h.parts) - 1
	h.n -= int64(len(h.parts[last]) - n)
	h.parts[last] = h.parts[last][:n]
}

// Fill copies the pieces, in order, into dst (of at least h.n bytes) and
// gives back what they held.
func (h *HeldBytes) Fill(dst []byte) (int, error) {
	at := 0
	for _, p := range h.parts {
		at += copy(dst[at:], p)
	}
	h.Release()
	return at, nil
}

// Join returns the bytes as one slice, still held: the one piece as it
// is, or the pieces copied into one slice held before it is made (then
// the pieces are given back). ok is false when the instance cannot hold
// the copy.
func (h *HeldBytes) Join() (b []byte, ok bool) {
	switch len(h.parts) {
	case 0:
		return []byte{}, true
	case 1:
		return h.parts[0], true
	}
	free, ok := h.i.Hold(h.n)
	if !ok {
		return nil, false
	}
	b = make([]byte, h.n)
	h.Fill(b)
	h.parts, h.frees, h.n = [][]byte{b}, []func(){free}, int64(len(b))
	return b, true
}

// Valid reports whether the pieces together are UTF-8 (a character may
// span two of them).
func (h *HeldBytes) Valid() bool {
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

// Release gives back what the pieces held and forgets them.
func (h *HeldBytes) Release() {
	for _, free := range h.frees {
		free()
	}
	h.parts, h.frees, h.n = nil, nil, 0
}

// NewHeldBytes begins an empty HeldBytes of the instance's.
func NewHeldBytes(i *Instance) HeldBytes { return HeldBytes{i: i} }

// Len is the pieces' length together.
func (h *HeldBytes) Len() int64 { return h.n }

// Parts are the pieces, in order (still held).
func (h *HeldBytes) Parts() [][]byte { return h.parts }
