package platform

import (
	"fmt"
	"sync"
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
// assembles, a write or a request body the network has not taken yet, a
// key derivation's blocks — so that what the host holds for an instance
// stays within half of what its memory cap leaves beside its memory, the
// instance and the host within the cap together. ok is false when n is
// more than freeMemory; release gives the bytes back (once, however often
// it is called).
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
