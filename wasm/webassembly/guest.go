package webassembly

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"

	"github.com/earshot/extensions/wasm/internal/guest"
)

// Guests: the WebAssembly modules an extension's JavaScript compiles and
// instantiates (the WebAssembly global; webassembly.go is its host side).
// Each guest is a module of its own, compiled by wazero's optimizing
// compiler — not interpreted by QuickJS — in a wazero runtime the
// extensions of a Runtime share (guestHost), so that a module two
// extensions use is compiled once, and its compiled code is kept on disk
// beside QuickJS's. What a guest can reach is what it is linked to: its
// memory, which is a region of its extension's QuickJS memory (see
// memory.go), and the functions, tables and globals JavaScript gave
// it. It is rewritten first (package guest): stopped by its extension's
// kill like QuickJS, and linked without a module per name it imports.

// guestCodeLimit caps the WebAssembly an instance may have compiled at
// once, in bytes of modules (each distinct module counted once): the
// compiled code is Go's memory, outside the instance's memory limit, and
// compiling takes about 0.15 s per MB on one core.
const guestCodeLimit = 64 << 20

// guestCacheFolder is the folder of a Runtime's cache folder that wazero's
// compilation cache of guest modules has to itself.
const guestCacheFolder = "wazero-guests"

// guestHost is a Runtime's wazero runtime for guest modules: apart from
// QuickJS's, so that no guest can import what QuickJS's host modules
// export, and so that its compilation cache is a folder of its own.
type guestHost struct {
	rt   wazero.Runtime
	tick api.Module // guest.ImportTick: enters Go, for the scheduler
	warn func(error)
	dir  string // the compilation cache's folder ("" for none)

	mu    sync.Mutex
	codes map[[32]byte]*guestCode // compiled modules in use, by the hash of what was compiled
	wg    sync.WaitGroup          // compiles under way
}

// guestCode is one compiled guest module, shared by every instance that
// compiled the same bytes while it is in use.
type guestCode struct {
	sum      [32]byte
	size     int
	info     *guest.Module
	compiled wazero.CompiledModule
	err      error
	ready    chan struct{} // closed once compiled (or failed)
	refs     int           // guestHost.mu
}

// hosts is a Runtime's guest runtimes (wasm.Access.Shared): the one its
// instances compile their guests in, made when the first does, and those
// given up because their cache could not be written, for the instances
// still in them. They close with the Runtime.
type hosts struct {
	cacheDir string
	warn     func(error)

	mu     sync.Mutex
	cur    *guestHost // nil until an instance compiles WebAssembly
	old    []*guestHost
	closed bool
}

// hostsKey is the key of a Runtime's hosts.
type hostsKey struct{}

// errRuntimeClosed: the Runtime was closed.
var errRuntimeClosed = errors.New("wasm: runtime closed")

func newHosts(cacheDir string, warn func(error)) (io.Closer, error) {
	return &hosts{cacheDir: cacheDir, warn: warn}, nil
}

// get returns the Runtime's guest runtime, making it the first time.
func (h *hosts) get() (*guestHost, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil, errRuntimeClosed
	}
	if h.cur == nil {
		g, err := newGuestHost(h.cacheDir, h.warn)
		if err != nil {
			return nil, err
		}
		h.cur = g
	}
	return h.cur, nil
}

// uncached gives up on broken's compilation cache, which cannot be
// written (a compile that cannot write it fails in wazero): from now on
// the Runtime's instances compile guests without one (broken stays open
// for the instances that use it).
func (h *hosts) uncached(broken *guestHost, why error) (*guestHost, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil, errRuntimeClosed
	}
	if h.cur == broken {
		h.warn(fmt.Errorf("WebAssembly modules are compiled without the cache from now on: %w", why))
		g, err := newGuestHost("", h.warn)
		if err != nil {
			return nil, err
		}
		h.old = append(h.old, broken)
		h.cur = g
	}
	return h.cur, nil
}

// Close closes every guest runtime: the Runtime's instances are closed.
func (h *hosts) Close() error {
	h.mu.Lock()
	all := h.old
	if h.cur != nil {
		all = append(all, h.cur)
	}
	h.cur, h.old, h.closed = nil, nil, true
	h.mu.Unlock()
	var err error
	for _, g := range all {
		err = errors.Join(err, g.close())
	}
	return err
}

// newGuestHost makes a guest runtime whose compilation cache is in
// cacheDir ("" for none).
func newGuestHost(cacheDir string, warn func(error)) (*guestHost, error) {
	g := &guestHost{warn: warn, codes: map[[32]byte]*guestCode{}}
	cfg := wazero.NewRuntimeConfig().WithCoreFeatures(api.CoreFeaturesV2)
	if cacheDir != "" {
		g.dir = guestCacheDir(cacheDir)
		cache, err := wazero.NewCompilationCacheWithDir(g.dir)
		if err != nil {
			warn(fmt.Errorf("the cache of compiled WebAssembly (%s) cannot be used, so modules are compiled at every start: %w", g.dir, err))
			g.dir = ""
		} else {
			cfg = cfg.WithCompilationCache(cache)
		}
	}
	ctx := context.Background()
	g.rt = wazero.NewRuntimeWithConfig(ctx, cfg)
	tick, err := g.rt.NewHostModuleBuilder(guest.ImportTick).NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(func(context.Context, api.Module, []uint64) {}), nil, nil).
		Export(guest.ImportTickName).Compile(ctx)
	if err == nil {
		g.tick, err = g.rt.InstantiateModule(ctx, tick, wazero.NewModuleConfig().WithName(""))
	}
	if err != nil {
		g.rt.Close(ctx)
		return nil, fmt.Errorf("wasm: making the runtime of WebAssembly modules: %w", err)
	}
	return g, nil
}

// guestCacheDir is the folder of the compiled guests in a Runtime's cache
// folder: one per version of the rewrite (guest.Version), the others,
// an older earshot's, removed when it is first made.
func guestCacheDir(cacheDir string) string {
	parent := filepath.Join(cacheDir, guestCacheFolder)
	dir := filepath.Join(parent, "v"+strconv.Itoa(guest.Version))
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		if entries, err := os.ReadDir(parent); err == nil {
			for _, e := range entries {
				_ = os.RemoveAll(filepath.Join(parent, e.Name()))
			}
		}
	}
	return dir
}

// close waits for the compiles under way and releases every compiled
// guest: the Runtime's instances are closed.
func (g *guestHost) close() error {
	g.wg.Wait()
	return g.rt.Close(context.Background())
}

// compile returns mod compiled, sharing a compile of the same bytes in
// flight or in use; release it when done. A module that is not
// WebAssembly 2.0 is a *CompileError. ctx ends the wait, not a compile
// under way (wazero's cannot be interrupted; it finishes for the next).
func (g *guestHost) compile(ctx context.Context, mod []byte) (*guestCode, error) {
	sum := sha256.Sum256(mod)
	g.mu.Lock()
	c := g.codes[sum]
	if c != nil {
		c.refs++
		g.mu.Unlock()
		select {
		case <-c.ready:
		case <-ctx.Done():
			g.release(c)
			return nil, context.Cause(ctx)
		}
		if c.err != nil {
			g.release(c)
			return nil, c.err
		}
		return c, nil
	}
	c = &guestCode{sum: sum, size: len(mod), ready: make(chan struct{}), refs: 1}
	g.codes[sum] = c
	g.mu.Unlock()
	done := make(chan struct{})
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		defer close(done)
		c.info, c.compiled, c.err = g.compileNow(mod)
		if c.err != nil {
			// A failure is not kept: the next compile tries again.
			g.mu.Lock()
			if g.codes[sum] == c {
				delete(g.codes, sum)
			}
			g.mu.Unlock()
		}
		close(c.ready)
	}()
	select {
	case <-done:
	case <-ctx.Done():
		// The compile goes on and is kept for whoever asks next; this
		// caller's hold is let go once it is done.
		g.wg.Add(1)
		go func() {
			defer g.wg.Done()
			<-done
			g.release(c)
		}()
		return nil, context.Cause(ctx)
	}
	if c.err != nil {
		return nil, c.err
	}
	return c, nil
}

// compileNow rewrites and compiles mod, on every core.
func (g *guestHost) compileNow(mod []byte) (info *guest.Module, compiled wazero.CompiledModule, err error) {
	defer func() {
		// wazero's compiler on bytes an extension gave it: whatever it
		// does, it is a failed compile, not a crash.
		if p := recover(); p != nil {
			err = &CompileError{Message: fmt.Sprintf("internal error compiling the module: %v", p)}
		}
	}()
	info, err = guest.Rewrite(mod)
	if err != nil {
		return nil, nil, &CompileError{Message: err.Error(), Feature: featureOf(err)}
	}
	ctx := experimental.WithCompilationWorkers(context.Background(), runtime.GOMAXPROCS(0))
	compiled, err = g.rt.CompileModule(ctx, info.Code)
	if err != nil && g.dir != "" && strings.Contains(err.Error(), "compilationcache") {
		// A damaged entry of the cache: emptied, and compiled afresh.
		g.warn(fmt.Errorf("a compiled WebAssembly module in the cache (%s) cannot be read, so it is compiled afresh: %w", g.dir, err))
		if os.RemoveAll(g.dir) == nil && os.MkdirAll(g.dir, 0o755) == nil {
			compiled, err = g.rt.CompileModule(ctx, info.Code)
		}
	}
	if err != nil && g.dir != "" && cacheWriteError(err) {
		return nil, nil, &cacheError{err}
	}
	if err != nil {
		return nil, nil, &CompileError{Message: compileMessage(err)}
	}
	// The rewritten code is wazero's now; what is kept is the description.
	info.Code = nil
	return info, compiled, nil
}

// release lets go of a hold on c (compile's); the last closes its code.
func (g *guestHost) release(c *guestCode) {
	g.mu.Lock()
	c.refs--
	last := c.refs == 0
	if last && g.codes[c.sum] == c {
		delete(g.codes, c.sum)
	}
	g.mu.Unlock()
	if last && c.compiled != nil {
		// Instances made from it keep its code until they close.
		_ = c.compiled.Close(context.Background())
	}
}

// cacheError is a compile that failed writing the compilation cache.
type cacheError struct{ err error }

func (e *cacheError) Error() string {
	return fmt.Sprintf("the compiled module could not be written to the cache: %v", e.err)
}
func (e *cacheError) Unwrap() error { return e.err }

// cacheWriteError reports whether wazero's compile failed writing its
// file cache (the system's error), not compiling.
func cacheWriteError(err error) bool {
	var pe *fs.PathError
	var le *os.LinkError
	return errors.As(err, &pe) || errors.As(err, &le)
}

// CompileError is a guest module that does not compile: not WebAssembly,
// malformed, invalid, or using a feature past WebAssembly 2.0 (Feature
// names it).
type CompileError struct {
	Message string
	Feature string
}

func (e *CompileError) Error() string { return e.Message }

func featureOf(err error) string {
	var fe *guest.FeatureError
	if errors.As(err, &fe) {
		return fe.Feature
	}
	return ""
}

// compileMessage is wazero's reason without its own prefixes.
func compileMessage(err error) string {
	msg := err.Error()
	for _, p := range []string{"invalid module: ", "failed to compile: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return msg
}
