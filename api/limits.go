package api

import (
	"fmt"
	"time"
)

// Limits bound what one extension may use. A zero field means its default.
type Limits struct {
	// LoadTimeout bounds evaluating an extension's module — running its
	// top-level code and checking its default export — at start-up or
	// when a call restarts it (default 5s).
	LoadTimeout time.Duration
	// BuildTimeout bounds building an extension: bundling it and compiling
	// it to bytecode, once per change of its files (the cache keeps both),
	// each (default 60s). It is earshot's work, in proportion to the
	// extension's size (TypeScript's compiler, 9 MB, takes seconds).
	BuildTimeout time.Duration
	// CallTimeout bounds one call, counted from when it is made (waiting
	// for the extension's earlier calls counts), and one permission()
	// (default 60s).
	CallTimeout time.Duration
	// MemoryLimit caps an instance's memory in bytes, and what compiling
	// its module may use (default 256 MiB; at least MinMemoryLimit).
	MemoryLimit uint64
	// OutputLimit caps a result's output in bytes (default 1 MiB); longer
	// output is cut and a marker says how much was dropped.
	OutputLimit int
	// InputLimit caps a call's input in bytes of JSON (default 4 MiB);
	// larger input is refused as invalid before anything parses it.
	InputLimit int
	// StackSize is the QuickJS stack in bytes, taken from MemoryLimit
	// (default 4 MiB, or an eighth of MemoryLimit when that is less):
	// recursion deeper than it allows is a RangeError the extension can
	// catch — about 12,000 simple frames by default. It must be less than
	// half of MemoryLimit.
	StackSize uint32
	// FetchLimit caps a response body fetch reads, in bytes (default 16 MiB).
	FetchLimit int64
}

// Default limits.
const (
	DefaultLoadTimeout  = 5 * time.Second
	DefaultBuildTimeout = 60 * time.Second
	DefaultCallTimeout  = 60 * time.Second
	DefaultMemoryLimit  = 256 << 20
	DefaultOutputLimit  = 1 << 20
	DefaultInputLimit   = 4 << 20
	DefaultStackSize    = 4 << 20
	DefaultFetchLimit   = 16 << 20
	// MinMemoryLimit is the least memory an extension can run in.
	MinMemoryLimit = 4 << 20
)

// WithDefaults returns l with every zero field set to its default. It does
// not check l (see Check).
func (l Limits) WithDefaults() Limits {
	if l.LoadTimeout <= 0 {
		l.LoadTimeout = DefaultLoadTimeout
	}
	if l.BuildTimeout <= 0 {
		l.BuildTimeout = DefaultBuildTimeout
	}
	if l.CallTimeout <= 0 {
		l.CallTimeout = DefaultCallTimeout
	}
	if l.MemoryLimit == 0 {
		l.MemoryLimit = DefaultMemoryLimit
	}
	if l.OutputLimit <= 0 {
		l.OutputLimit = DefaultOutputLimit
	}
	if l.InputLimit <= 0 {
		l.InputLimit = DefaultInputLimit
	}
	if l.StackSize == 0 {
		l.StackSize = min(DefaultStackSize, uint32(l.MemoryLimit/8))
	}
	if l.FetchLimit <= 0 {
		l.FetchLimit = DefaultFetchLimit
	}
	return l
}

// Check returns l with its defaults (WithDefaults), or a *LimitError for
// the first field no extension could run under: a negative one, a memory
// limit below MinMemoryLimit, a stack of half the memory or more.
func (l Limits) Check() (Limits, error) {
	bad := func(field, format string, args ...any) (Limits, error) {
		return Limits{}, &LimitError{Field: field, Err: fmt.Errorf(format, args...)}
	}
	switch {
	case l.LoadTimeout < 0:
		return bad("LoadTimeout", "%v is negative", l.LoadTimeout)
	case l.BuildTimeout < 0:
		return bad("BuildTimeout", "%v is negative", l.BuildTimeout)
	case l.CallTimeout < 0:
		return bad("CallTimeout", "%v is negative", l.CallTimeout)
	case l.OutputLimit < 0:
		return bad("OutputLimit", "%d is negative", l.OutputLimit)
	case l.InputLimit < 0:
		return bad("InputLimit", "%d is negative", l.InputLimit)
	case l.FetchLimit < 0:
		return bad("FetchLimit", "%d is negative", l.FetchLimit)
	case l.MemoryLimit != 0 && l.MemoryLimit < MinMemoryLimit:
		return bad("MemoryLimit", "%s is less than the least an extension can run in, %s", size(l.MemoryLimit), size(MinMemoryLimit))
	}
	w := l.WithDefaults()
	if uint64(w.StackSize) >= w.MemoryLimit/2 {
		return bad("StackSize", "%s must be less than half the memory limit (%s)", size(uint64(w.StackSize)), size(w.MemoryLimit))
	}
	return w, nil
}

// LimitError is a field of Limits no extension could run under.
type LimitError struct {
	// Field is the field's name ("MemoryLimit").
	Field string
	Err   error
}

func (e *LimitError) Error() string { return "Limits." + e.Field + ": " + e.Err.Error() }
func (e *LimitError) Unwrap() error { return e.Err }

func size(n uint64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
