package extensions

import (
	"context"
	"path/filepath"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/wasm"
)

// Runtime is QuickJS compiled to machine code, and what runs it: every
// extension's instance is a module in a Runtime. Compiling takes about a
// second of CPU (a tenth of that from the cache folder), so a program that
// opens several Hosts — one per project, say — can share one Runtime among
// them (Options.Runtime); a Host opened without one makes its own and
// closes it with itself.
type Runtime struct {
	rt       *wasm.Runtime
	cacheDir string
}

// RuntimeOptions configure a Runtime.
type RuntimeOptions struct {
	// CacheDir keeps the compiled code between processes ("" compiles in
	// memory, every time). A Host's default is the "wazero" folder in its
	// cache folder.
	CacheDir string
	// Warn hears about problems with that cache, which cost time, never
	// correctness: a damaged entry (compiled afresh), a folder that cannot
	// be written (each start compiles); and about a Pages that names no
	// policy (the native one is used).
	Warn func(error)
	// Pages is the page policy of the instances: how their memory is had
	// from the system ("": api.PagesNative, the system's best;
	// api.PagesPortable asks for nothing but memory, as on systems other
	// than Linux). The earshot command takes it from EARSHOT_PAGES.
	Pages api.Pages
}

// NewRuntime returns a Runtime. Nothing is compiled until Prepare or the
// first extension that needs it.
func NewRuntime(opts RuntimeOptions) *Runtime {
	return &Runtime{rt: wasm.NewRuntime(wasm.RuntimeOptions{CacheDir: opts.CacheDir, Warn: opts.Warn, Pages: opts.Pages}), cacheDir: opts.CacheDir}
}

// Prepare compiles QuickJS now, if it is not compiled yet; it is safe to
// call more than once and from several goroutines. A Host does it in the
// background as soon as an extension needs evaluating.
func (r *Runtime) Prepare(ctx context.Context) error { return r.rt.Prepare(ctx) }

// Close frees the compiled code. Close the Hosts that use the Runtime
// first: their extensions stop working.
func (r *Runtime) Close() error { return r.rt.Close() }

// runtimeFor is the Runtime a Host uses: opts.Runtime, or one of its own
// (owned) with its compilation cache under cacheDir.
func runtimeFor(opts Options, cacheDir string) (rt *Runtime, owned bool) {
	if opts.Runtime != nil {
		return opts.Runtime, false
	}
	dir := ""
	if cacheDir != "" {
		dir = filepath.Join(cacheDir, loader.CacheCompiled)
	}
	return NewRuntime(RuntimeOptions{CacheDir: dir, Warn: opts.Warn, Pages: opts.Pages}), true
}
