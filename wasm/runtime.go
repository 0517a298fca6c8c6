package wasm

import (
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
	wasi "github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"

	earshot "github.com/earshot/extensions/api"
)

// quickjsGuarded is our QuickJS build — quickjs-ng with qjs's C glue,
// built by quickjs/build.sh from pinned sources (see quickjs/BUILDINFO) —
// with the stack guard and the tick added (guards.Add). It replaces the
// build qjs embeds, which is an older quickjs-ng without a working stack
// check, with qjs:std and qjs:os importable by any script.
//
// The guards are added when the build or the rewrite changes, not at every
// start: internal/guards' TestGuardedIsCurrent checks that this file is
// guards.Add(quickjs.wasm), and
// `go test ./wasm/internal/guards -run TestGuardedIsCurrent -update`
// (which build.sh runs) rewrites it.
//
//go:embed quickjs/quickjs-guarded.wasm
var quickjsGuarded []byte

// BuildID identifies the QuickJS build (a prefix of its hash): bytecode
// and snapshots are only valid for the build that made them.
var BuildID = sync.OnceValue(func() string {
	sum := sha256.Sum256(quickjsGuarded)
	return hex.EncodeToString(sum[:8])
})

// Runtime is compiled QuickJS and what it runs in: one wazero runtime, with
// the WASI and "env" host modules instantiated once and QuickJS compiled
// once (through wazero's compilation cache on disk when it has a folder).
// Every Instance belongs to a Runtime; each is one more (anonymous) module
// in it.
//
// A Runtime is safe for concurrent use. Close it after its instances.
type Runtime struct {
	cacheDir string
	warnf    func(error)
	pages    *pages // the page policy of its instances and images

	mu sync.Mutex
	h  *host // nil until Prepare
	// shared is what the instances' Attachments share, by their keys
	// (Access.Shared): closed with the Runtime, before QuickJS's.
	shared map[any]io.Closer
	closed bool

	builtins sync.Map // by name, each a *builtin (Builtin)
}

// host is a Runtime's compiled state.
type host struct {
	rt       wazero.Runtime
	compiled wazero.CompiledModule
	// instances maps each instance's module to it, for env.earshot_host.
	instances sync.Map // api.Module -> *Instance
	// zones maps an instance's module to the time zone of its Date, when
	// it is not the process's (InstanceConfig.Location).
	zones sync.Map // api.Module -> *time.Location
}

// errRuntimeClosed: the Runtime was closed.
var errRuntimeClosed = errors.New("wasm: runtime closed")

// RuntimeOptions configure a Runtime.
type RuntimeOptions struct {
	// CacheDir holds the compilation cache ("" for none: QuickJS is
	// compiled in memory).
	CacheDir string
	// Warn hears of problems with the cache, which cost time, never
	// correctness: a damaged entry, a folder that cannot be written (nil:
	// nowhere).
	Warn func(error)
	// Pages is the page policy of the runtime's instances and images
	// ("": api.PagesNative). A name that is not a policy is reported to
	// Warn, and the native one used.
	Pages earshot.Pages
}

// NewRuntime returns a Runtime. Nothing is compiled until Prepare or the
// first instance.
func NewRuntime(opts RuntimeOptions) *Runtime {
	r := &Runtime{cacheDir: opts.CacheDir, warnf: opts.Warn}
	var err error
	if r.pages, err = pagesFor(opts.Pages); err != nil {
		r.warn(err)
	}
	return r
}

// Pages is the page policy of the runtime's instances (see
// RuntimeOptions.Pages).
func (r *Runtime) Pages() earshot.Pages { return r.pages.name }

func (r *Runtime) warn(err error) {
	if r.warnf != nil {
		r.warnf(err)
	}
}

// Prepare compiles QuickJS for this runtime, through its compilation
// cache, on every core. It is safe to call from several goroutines and
// more than once; only the first successful call compiles. It is the slow
// part of the first instance: call it early, in the background, to
// overlap it with other start-up work.
func (r *Runtime) Prepare(ctx context.Context) error {
	_, err := r.prepared(ctx)
	return err
}

func (r *Runtime) prepared(ctx context.Context) (*host, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil, errRuntimeClosed
	}
	if r.h != nil {
		return r.h, nil
	}
	h, compiled, err := r.compile(ctx)
	if err != nil {
		return nil, err
	}
	r.h = h
	if compiled {
		// Compiling QuickJS takes far more memory than running it, which
		// the Go runtime would otherwise keep a while.
		debug.FreeOSMemory()
	}
	return h, nil
}

// compile compiles QuickJS through the cache in the runtime's folder. The
// cache is optional: an entry wazero cannot read (damaged, cut short) is
// reported, the folder emptied and QuickJS compiled into it afresh; a
// folder that cannot be used at all is reported, and QuickJS compiled in
// memory. compiled is false when the code came from the cache.
func (r *Runtime) compile(ctx context.Context) (h *host, compiled bool, err error) {
	if r.cacheDir == "" {
		h, err = compileHost(ctx, nil)
		return h, true, err
	}
	dir := filepath.Join(r.cacheDir, cacheFolder)
	for attempt := 0; attempt < 2; attempt++ {
		var cache wazero.CompilationCache
		cache, err = wazero.NewCompilationCacheWithDir(dir)
		if err == nil {
			before := cacheEntries(dir)
			if h, err = compileHost(ctx, cache); err == nil {
				after := cacheEntries(dir)
				wrote := false
				for folder, n := range after {
					wrote = wrote || n > before[folder]
				}
				if wrote {
					// What this replaced, several MB each, unused since:
					// the cache of ours in the same folder, and what other
					// versions of wazero compiled (each has a folder of
					// its own in dir; this one wrote into its own).
					_ = os.RemoveAll(filepath.Join(r.cacheDir, oldCacheFolder))
					for folder, n := range after {
						if n <= before[folder] && strings.HasPrefix(folder, "wazero-") {
							_ = os.RemoveAll(filepath.Join(dir, folder))
						}
					}
				}
				return h, wrote, nil
			}
		}
		if ctx.Err() != nil {
			return nil, false, err
		}
		if attempt == 0 {
			r.warn(fmt.Errorf("the compiled QuickJS in the cache (%s) cannot be read, so it is compiled afresh: %w", dir, err))
			if os.RemoveAll(dir) != nil {
				break
			}
		}
	}
	r.warn(fmt.Errorf("compiling QuickJS with the cache in %s failed, so it was compiled without it: %w", dir, err))
	h, err = compileHost(ctx, nil)
	return h, true, err
}

// cacheFolder is the folder of the runtime's cache folder that wazero's
// compilation cache has to itself (it empties it when an entry is damaged).
const cacheFolder = "wazero"

// oldCacheFolder is where, in the runtime's cache folder, our own file
// cache kept compiled code before wazero's took its place.
var oldCacheFolder = "wazero-" + runtime.GOARCH + "-" + runtime.GOOS

// cacheEntries is how many files there are in each folder of dir (wazero
// keeps one per version of its own), for telling a compile that wrote the
// cache from one that read it, and which folder it wrote.
func cacheEntries(dir string) map[string]int {
	n := map[string]int{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if rel, rerr := filepath.Rel(dir, p); err == nil && rerr == nil && rel != "." {
			folder, _, _ := strings.Cut(filepath.ToSlash(rel), "/")
			if d.IsDir() {
				n[folder] += 0
			} else {
				n[folder]++
			}
		}
		return nil
	})
	return n
}

// Close releases the compiled code. Instances still open stop working;
// close them first. Close is idempotent.
func (r *Runtime) Close() error {
	r.mu.Lock()
	h, shared := r.h, r.shared
	r.h, r.shared, r.closed = nil, nil, true
	r.mu.Unlock()
	var err error
	for _, s := range shared {
		err = errors.Join(err, s.Close())
	}
	if h != nil {
		err = errors.Join(err, h.rt.Close(context.Background()))
	}
	return err
}

// compileHost makes a wazero runtime with cache (nil: in memory only) and
// compiles QuickJS in it.
func compileHost(ctx context.Context, cache wazero.CompilationCache) (_ *host, err error) {
	defer func() {
		// Reading a cache entry is wazero's code on bytes from the disk:
		// whatever it does, it is a failed compile, not a crash.
		if p := recover(); p != nil {
			err = fmt.Errorf("wasm: compiling QuickJS: %v", p)
		}
	}()
	cfg := wazero.NewRuntimeConfig()
	if cache != nil {
		cfg = cfg.WithCompilationCache(cache)
	}
	h := &host{rt: wazero.NewRuntimeWithConfig(ctx, cfg)}
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
		WithGoModuleFunction(api.GoModuleFunc(noProxy), []api.ValueType{i32, i64, i32, i32}, []api.ValueType{i64}).
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
		NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(h.interrupted), nil, []api.ValueType{i32}).
		Export("earshot_interrupted").
		Compile(ctx)
	if err == nil {
		_, err = h.rt.InstantiateModule(ctx, env, wazero.NewModuleConfig().WithName("env"))
	}
	if err != nil {
		return fail(fmt.Errorf("wasm: instantiating the env module: %w", err))
	}
	// Compile on every core. (More workers than cores compiled QuickJS
	// faster alone, but slowed a whole start, whose other work competes.)
	cctx := experimental.WithCompilationWorkers(ctx, runtime.GOMAXPROCS(0))
	if h.compiled, err = h.rt.CompileModule(cctx, quickjsGuarded); err != nil {
		return fail(fmt.Errorf("wasm: compiling QuickJS: %w", err))
	}
	return h, nil
}

// noProxy is env.jsFunctionProxy, through which qjs's C glue calls the Go
// functions qjs's own Go API registers. Nothing here registers any (host
// functions go through env.earshot_host), so a call is a bug: it traps.
func noProxy(context.Context, api.Module, []uint64) {
	panic(errors.New("wasm: a call through qjs's function proxy, which is not used"))
}

// hostCall is env.earshot_host(ctx, fn, argc, argv): a host function
// (InstanceConfig.Globals) of the calling instance.
func (h *host) hostCall(_ context.Context, m api.Module, stack []uint64) {
	i, ok := h.instances.Load(m)
	if !ok {
		panic(errors.New("wasm: a host function call from an unknown instance"))
	}
	stack[0] = uint64(i.(*Instance).callHost(uint32(stack[1]), uint32(stack[2]), uint32(stack[3])))
}

// interrupted is env.earshot_interrupted, which QuickJS's interrupt
// handler calls every few thousand operations: 1 once Memory.Interrupt
// was called for the instance of m, else 0.
func (h *host) interrupted(_ context.Context, m api.Module, stack []uint64) {
	stack[0] = 0
	if v, ok := h.instances.Load(m); ok && v.(*Instance).interrupt.Load() {
		stack[0] = 1
	}
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
