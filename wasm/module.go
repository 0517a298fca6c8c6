package wasm

import (
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fastschema/qjs"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
	wasi "github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
)

// quickjsGuarded is our QuickJS build — quickjs-ng with qjs's C glue,
// built by quickjs/build.sh from pinned sources (see quickjs/BUILDINFO) —
// with the stack guard and the tick added (addGuards). It replaces the
// build qjs embeds, which is an older quickjs-ng without a working stack
// check, with qjs:std and qjs:os importable by any script.
//
// The guards are added when the build or guards.go changes, not at every
// start (rewriting the megabyte of code took 30 ms of each CLI call):
// TestGuardedIsCurrent checks that this file is addGuards(quickjs.wasm),
// and `go test ./wasm -run TestGuardedIsCurrent -update` (which build.sh
// runs) rewrites it.
//
//go:embed quickjs/quickjs-guarded.wasm
var quickjsGuarded []byte

// BuildID identifies the QuickJS build (a prefix of its hash): bytecode
// and snapshots are only valid for the build that made them.
var BuildID = sync.OnceValue(func() string {
	sum := sha256.Sum256(quickjsGuarded)
	return hex.EncodeToString(sum[:8])
})

// Module returns the QuickJS module that every instance runs: our build
// with the stack guard and the tick added (see addGuards).
func Module() ([]byte, error) { return quickjsGuarded, nil }

// Runtime is compiled QuickJS and what it runs in: one wazero runtime, with
// the WASI and "env" host modules instantiated once, QuickJS compiled once
// (through a compilation cache on disk when it has a folder), and the
// cache's writes still under way. Every Instance belongs to a Runtime; each
// is one more (anonymous) module in it. (qjs.New builds a wazero runtime, a
// WASI module and an env module per instance, and hashes the megabyte of
// wasm every time: 2.5 ms of a 3.7 ms start.)
//
// A Runtime is safe for concurrent use. Close it after its instances.
type Runtime struct {
	cacheDir string
	warnf    func(error)
	warnOnce sync.Once
	writes   sync.WaitGroup // cache entries being written

	// cacheHit: Prepare found QuickJS compiled in the cache.
	cacheHit atomic.Bool

	mu     sync.Mutex
	h      *host // nil until Prepare
	closed bool
}

// host is a Runtime's compiled state.
type host struct {
	rt       wazero.Runtime
	compiled wazero.CompiledModule
	cacheDir string
	// unvalidated: compiled without validating the code again (compile.go).
	unvalidated bool
	// proxies maps each instance's module to qjs's function proxy for it:
	// the one env.jsFunctionProxy import dispatches on its caller.
	proxies sync.Map // api.Module -> qjs.JsFunctionProxy
	// instances maps each instance's module to it, for env.earshot_host.
	instances sync.Map // api.Module -> *Instance
	// zones maps an instance's module to the time zone of its Date, when
	// it is not the process's (InstanceConfig.Location).
	zones sync.Map // api.Module -> *time.Location
	// startPages are the pages of its memory a fresh instance's start-up
	// writes (static data, QuickJS's runtime and context, the top of its
	// stack), learned from the first instance of each stack size: later
	// ones fault them in at once (memoryAllocator.prefault).
	startPages sync.Map // uint32 stack size -> []pageRun
}

// ErrRuntimeClosed: the Runtime was closed.
var ErrRuntimeClosed = errors.New("wasm: runtime closed")

// NewRuntime returns a Runtime whose compilation cache is in cacheDir (""
// for none: QuickJS is compiled in memory) and whose cache problems —
// which cost time, never correctness: a damaged entry, a folder that
// cannot be written — go to warn (nil: nowhere). Nothing is compiled until
// Prepare or the first instance.
func NewRuntime(cacheDir string, warn func(error)) *Runtime {
	return &Runtime{cacheDir: cacheDir, warnf: warn}
}

func (r *Runtime) warn(err error) {
	if r.warnf != nil {
		r.warnf(err)
	}
}

// Prepare compiles QuickJS for this runtime, through its compilation
// cache, on every core. It is safe to call from several goroutines and
// more than once; only the first successful call compiles.
//
// Prepare is the slow part of the first instance (~0.45 s uncached on two
// cores, ~0.13 s from the cache here); call it early, in the background, to
// overlap it with other start-up work.
func (r *Runtime) Prepare(ctx context.Context) error {
	_, err := r.prepared(ctx)
	return err
}

func (r *Runtime) prepared(ctx context.Context) (*host, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil, ErrRuntimeClosed
	}
	if r.h != nil {
		return r.h, nil
	}
	mod, err := Module()
	if err != nil {
		return nil, err
	}
	h, err := compileHost(ctx, r, mod, r.cacheDir)
	if err != nil && r.cacheDir != "" && ctx.Err() == nil {
		// The cache is optional: whatever went wrong with it, compile
		// without it.
		r.warn(fmt.Errorf("compiling QuickJS with the cache in %s failed, so it was compiled without it: %w", r.cacheDir, err))
		h, err = compileHost(ctx, r, mod, "")
	}
	if err != nil {
		return nil, err
	}
	r.h = h
	if !r.cacheHit.Load() {
		// Compiling QuickJS took ~150 MB that the Go runtime would keep
		// for a while after: a cold start of 1,000 extensions peaked at
		// 0.33 GB instead of 0.19 with it given back now.
		debug.FreeOSMemory()
	}
	return h, nil
}

// CacheDir reports the compilation cache folder in use ("" for none), and
// whether QuickJS has been compiled yet.
func (r *Runtime) CacheDir() (string, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.h == nil {
		return "", false
	}
	return r.h.cacheDir, true
}

// Close waits for the compilation cache's writes and releases the
// compiled code. Instances still open stop working; close them first.
// Close is idempotent.
func (r *Runtime) Close() error {
	r.mu.Lock()
	h := r.h
	r.h, r.closed = nil, true
	r.mu.Unlock()
	r.writes.Wait()
	if h != nil {
		return h.rt.Close(context.Background())
	}
	return nil
}

// compileHost makes the runtime's wazero runtime and compiles QuickJS in
// it, with the compilation cache in cacheDir ("" for none).
func compileHost(ctx context.Context, r *Runtime, mod []byte, cacheDir string) (_ *host, err error) {
	// A cache entry is read mapped: a file cut short under it is a fault
	// this turns into the panic recovered below.
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		// Reading a cache entry is wazero's code on bytes from the disk:
		// whatever it does, it is a failed compile, not a crash.
		if p := recover(); p != nil {
			err = fmt.Errorf("wasm: compiling QuickJS: %v", p)
		}
	}()
	cache, err := newCompilationCache(r, cacheDir)
	if err != nil {
		return nil, err
	}
	h := &host{cacheDir: cacheDir}
	h.rt = wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfig().WithCompilationCache(cache))
	fail := func(err error) (*host, error) {
		h.rt.Close(ctx)
		return nil, err
	}
	if _, err := wasi.Instantiate(ctx, h.rt); err != nil {
		return fail(fmt.Errorf("wasm: instantiating WASI: %w", err))
	}
	// Stack-based Go functions: wazero calls a function given by WithFunc
	// through reflection, a microsecond of every call.
	i32, i64 := api.ValueTypeI32, api.ValueTypeI64
	env, err := h.rt.NewHostModuleBuilder("env").NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(h.dispatch), []api.ValueType{i32, i64, i32, i32}, []api.ValueType{i64}).
		Export("jsFunctionProxy").
		NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(h.hostCall), []api.ValueType{i32, i32, i32, i32}, []api.ValueType{i64}).
		Export("earshot_host").
		NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(h.tzOffset), []api.ValueType{i64}, []api.ValueType{i32}).
		Export("earshot_tz_offset").
		NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(deeper), []api.ValueType{i32, i64, i64, i64, i32, i32, i32}, []api.ValueType{i64}).
		Export("earshot_deeper").
		Compile(ctx)
	if err == nil {
		_, err = h.rt.InstantiateModule(ctx, env, wazero.NewModuleConfig().WithName("env"))
	}
	if err != nil {
		return fail(fmt.Errorf("wasm: instantiating the env module: %w", err))
	}
	// Compile on every core. (More workers than cores compiled QuickJS
	// faster alone, but slowed a whole start, whose other work competes.)
	// The module is the one this binary embeds: not validated again
	// (compile.go).
	cctx := experimental.WithCompilationWorkers(ctx, runtime.GOMAXPROCS(0))
	like := env
	if revalidate {
		like = nil // CompileModule, as wazero would (BenchmarkPrepareCached)
	}
	if h.compiled, h.unvalidated, err = compileEmbedded(cctx, h.rt, like, mod); err != nil {
		return fail(fmt.Errorf("wasm: compiling QuickJS: %w", err))
	}
	return h, nil
}

// dispatch is env.jsFunctionProxy(ctx, this, argc, argv): it hands the
// call to the proxy of the calling instance.
func (h *host) dispatch(ctx context.Context, m api.Module, stack []uint64) {
	p, ok := h.proxies.Load(m)
	if !ok {
		panic(errors.New("wasm: a function call from an unknown instance"))
	}
	stack[0] = p.(qjs.JsFunctionProxy)(ctx, m, uint32(stack[0]), stack[1], uint32(stack[2]), uint32(stack[3]))
}

// hostCall is env.earshot_host(ctx, fn, argc, argv): a host function
// (Instance.SetHostFunction) of the calling instance.
func (h *host) hostCall(_ context.Context, m api.Module, stack []uint64) {
	i, ok := h.instances.Load(m)
	if !ok {
		panic(errors.New("wasm: a host function call from an unknown instance"))
	}
	stack[0] = uint64(i.(*Instance).callHost(uint32(stack[1]), uint32(stack[2]), uint32(stack[3])))
}

// tzOffset is env.earshot_tz_offset, QuickJS's getTimezoneOffset: the
// difference between UTC and local time at the instant ms (milliseconds
// since 1970), in minutes, as Date.prototype.getTimezoneOffset returns it.
// Local time is the instance's zone (InstanceConfig.Location), by default
// the process's (TZ, else the system's zone).
func (h *host) tzOffset(_ context.Context, m api.Module, stack []uint64) {
	stack[0] = api.EncodeI32(h.zoneOffset(m, int64(stack[0])))
}

func (h *host) zoneOffset(m api.Module, ms int64) int32 {
	const maxMs = 8.64e15
	if ms > maxMs || ms < -maxMs {
		return 0
	}
	loc := time.Local
	if z, ok := h.zones.Load(m); ok {
		loc = z.(*time.Location)
	}
	_, off := time.UnixMilli(ms).In(loc).Zone()
	return int32(-off / 60)
}

// deeper is env.earshot_deeper: every 2,000 nested JavaScript calls,
// QuickJS makes the next one through the host, which calls it back on a
// fresh wazero stack (a new call of an export has its own). wazero caps the
// stack of one call into wasm, and the interpreter's frame on it is big:
// without this, about 9,700 nested calls would kill the instance, where
// QuickJS's own check (a RangeError) is set for more.
// Its parameters are (ctx, fn, this, newTarget, argc, argv, flags), as
// earshot_call_body takes them.
func deeper(ctx context.Context, m api.Module, stack []uint64) {
	body := m.ExportedFunction("earshot_call_body")
	if body == nil {
		panic(errors.New("wasm: QuickJS module lacks earshot_call_body"))
	}
	// The same stack: the parameters are the callee's, and its result
	// is ours.
	if err := body.CallWithStack(ctx, stack); err != nil {
		panic(err) // a trap or a kill deeper down: the outer call fails with it
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
