package wasm

import (
	"context"
	"sync"
)

// builtin is one builtin script's bytecode, compiled once per Runtime.
type builtin struct {
	once sync.Once
	code []byte
	err  error
}

// Builtin returns the bytecode of the script name that every instance of
// the runtime runs — earshot's prelude, the lazy modules it loads — for
// Instance.Run: compiled without its functions' source text (their
// toString says [native code]), which every instance would otherwise hold,
// and kept by the runtime, since loading bytecode takes half the time of
// parsing the source. The first call for name compiles source() in an
// instance of its own: compiling leaves the allocator's bookkeeping
// scattered over memory the parser used and freed, and in an extension's
// instance it would stay in that extension's snapshot (a first
// extension's snapshot was 0.9 MB where the others' were 0.5 MB). Callers
// wanting the same script wait for one compile; those wanting another do
// not (Intl takes ~140 ms to compile). A compile that failed is tried
// again by the next caller.
func (r *Runtime) Builtin(ctx context.Context, name string, source func() (string, error)) ([]byte, error) {
	for {
		v, _ := r.builtins.LoadOrStore(name, &builtin{})
		b := v.(*builtin)
		ran := false
		b.once.Do(func() {
			ran = true
			b.code, b.err = r.compileBuiltin(ctx, name, source)
		})
		if b.err == nil {
			return b.code, nil
		}
		r.builtins.CompareAndDelete(name, b)
		if ran || ctx.Err() != nil {
			return nil, b.err
		}
		// Another caller's compile failed (its context ended, say): ours.
	}
}

func (r *Runtime) compileBuiltin(ctx context.Context, name string, source func() (string, error)) ([]byte, error) {
	src, err := source()
	if err != nil {
		return nil, err
	}
	inst, err := NewInstance(ctx, InstanceConfig{Runtime: r})
	if err != nil {
		return nil, err
	}
	defer inst.Close()
	return inst.compile(name, src, Script, true)
}
