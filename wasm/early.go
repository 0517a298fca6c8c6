package wasm

import (
	"context"
	"sync"
)

// Compiling early. A command line that will run an extension knows it
// from its arguments before it has done anything else, while the rest of
// its start-up — the Go packages' initialization (one JSON Schema library
// compiles its meta-schemas then), parsing its flags, opening the host —
// takes tens of milliseconds on one core. PrepareEarly lets QuickJS be
// compiled (from the cache: ~20 ms) on another core meanwhile; the first
// Runtime over the same cache folder takes the result instead of compiling
// its own.
var early struct {
	once  sync.Once
	mu    sync.Mutex
	rt    *Runtime // compiling; nil once taken
	dir   string
	done  chan struct{}
	warns []error
}

// PrepareEarly starts compiling QuickJS in the background, with the
// compilation cache in cacheDir, for the first Runtime made with the same
// cacheDir to take when it is prepared. Only the first call in a process
// does anything; what no Runtime takes stays until the process ends, so
// call it only when a Runtime will follow (earshot's command line calls it
// from an init function, for the commands that call tools).
func PrepareEarly(cacheDir string) {
	early.once.Do(func() {
		rt := NewRuntime(cacheDir, func(err error) {
			early.mu.Lock()
			early.warns = append(early.warns, err)
			early.mu.Unlock()
		})
		early.rt, early.dir, early.done = rt, cacheDir, make(chan struct{})
		go func() {
			defer close(early.done)
			_ = rt.Prepare(context.Background()) // a failure: the taker compiles
		}()
	})
}

// takeEarly returns what PrepareEarly compiled for r's cache folder, once
// it is done, handing its warnings to r; nil when there is none (or it
// failed: r compiles then). r.mu is held.
func takeEarly(ctx context.Context, r *Runtime) *host {
	early.mu.Lock()
	e := early.rt
	if e == nil || e == r || early.dir != r.cacheDir {
		early.mu.Unlock()
		return nil
	}
	early.rt = nil
	early.mu.Unlock()
	select {
	case <-early.done:
	case <-ctx.Done():
		return nil
	}
	early.mu.Lock()
	warns := early.warns
	early.warns = nil
	early.mu.Unlock()
	for _, w := range warns {
		r.warn(w)
	}
	e.mu.Lock()
	h := e.h
	e.h = nil
	e.mu.Unlock()
	if h != nil {
		r.cacheHit.Store(e.cacheHit.Load())
		r.early = e // Close waits for the cache entry it may be writing
	}
	return h
}
