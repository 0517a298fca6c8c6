package extensions

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/gate"
	"github.com/earshot/extensions/internal/exterr"
	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/internal/suggest"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/platform"
	"github.com/earshot/extensions/registry"
)

// Host runs a project's extensions. Its methods are safe for concurrent use:
// calls to different extensions run in parallel, calls to one extension run
// one at a time.
//
// A Host lives until Close: Close cancels the calls in flight (and the
// permission prompts they wait on), waits for them and for everything the
// Host started, and stops every extension; a Call after it returns
// ErrClosed at once. Reload (or Options.Watch) replaces the tools while the
// Host runs.
type Host struct {
	opts     Options
	limits   api.Limits // opts.Limits with the defaults filled in
	project  string
	config   string
	cacheDir string
	guard    *platform.Guard // what no narrowed extension may touch
	gate     *gate.Gate
	runtime  *Runtime
	ownRT    bool // runtime is the Host's own, closed with it
	prepare  sync.Once
	// http makes fetch's requests: opts.HTTPClient, or the Host's own,
	// whose idle connections Close closes.
	http    *http.Client
	ownHTTP bool

	// life ends at Close: every call runs under it.
	life    context.Context
	endLife context.CancelCauseFunc

	mu     sync.Mutex
	closed bool
	gen    *generation // the current generation; swapped by Reload
	subs   map[int]func(Reloaded)
	nsub   int

	reloadMu sync.Mutex     // one Reload at a time
	bg       sync.WaitGroup // goroutines the Host started (retiring generations, the watcher)
}

// Open validates opts, finds the extensions of opts.ProjectDir and of the
// config folder and loads every one that may load. It fails only when the
// options are unusable — with an *OptionError naming the option —; a
// broken extension is reported in Extensions and costs only its own tools.
func Open(ctx context.Context, opts Options) (*Host, error) {
	limits, err := opts.limits()
	if err != nil {
		return nil, err
	}
	if err := opts.pages(); err != nil {
		return nil, err
	}
	h := &Host{opts: opts, limits: limits}
	if h.project, err = absDir(opts.ProjectDir, "."); err != nil {
		return nil, &OptionError{Option: "ProjectDir", Err: err}
	}
	if st, err := os.Stat(h.project); err != nil {
		return nil, &OptionError{Option: "ProjectDir", Err: err}
	} else if !st.IsDir() {
		return nil, &OptionError{Option: "ProjectDir", Err: fmt.Errorf("%s is not a folder", h.project)}
	}
	if h.config, err = absDir(opts.ConfigDir, DefaultConfigDir()); err != nil {
		return nil, &OptionError{Option: "ConfigDir", Err: err}
	}
	if h.cacheDir, err = absDir(opts.CacheDir, DefaultCacheDir()); err != nil {
		return nil, &OptionError{Option: "CacheDir", Err: err}
	}
	// What writers killed mid-write left behind (settings, the trust key,
	// cache entries): nothing else removes it.
	fsutil.SweepTemps(h.config, fsutil.StaleTemp)
	if st, err := os.Lstat(loader.ProjectFolder(h.project)); err == nil && st.IsDir() { // not through a link
		fsutil.SweepTemps(loader.ProjectFolder(h.project), fsutil.StaleTemp)
	}
	h.newCache(nil).Sweep()
	private := []string{h.config}
	if h.cacheDir != "" {
		private = append(private, h.cacheDir)
	}
	h.guard = platform.NewGuard(private, []string{loader.ProjectFolder(h.project), loader.UserDir(h.config)})
	h.runtime, h.ownRT = runtimeFor(opts, h.cacheDir)
	h.http = opts.HTTPClient
	if h.http == nil {
		h.http, h.ownHTTP = &http.Client{Transport: http.DefaultTransport.(*http.Transport).Clone()}, true
	}
	h.life, h.endLife = context.WithCancelCause(context.Background())
	if opts.Prepare {
		h.prepareInBackground()
	}
	trust := h.trust(nil)
	h.gate = &gate.Gate{
		Files: []string{
			h.userSettings(),
			loader.ProjectSettings(h.project),
			trust.SettingsPath(),
		},
		Local:    trust.SettingsPath(),
		User:     h.userSettings(),
		Signer:   trust,
		Prompter: opts.Prompter,
		Warn:     opts.Warn,
	}
	h.gen = h.build(ctx, nil)
	h.releaseLater(h.gen)
	if opts.Watch {
		if err := h.watch(); err != nil {
			h.Close()
			return nil, &OptionError{Option: "Watch", Err: err}
		}
	}
	return h, nil
}

func absDir(dir, def string) (string, error) {
	if dir == "" {
		dir = def
	}
	if dir == "" {
		return "", nil
	}
	return filepath.Abs(dir)
}

// trust is the project's trust store, reading files through hasher.
func (h *Host) trust(hasher *fsutil.Hasher) *loader.Trust {
	return &loader.Trust{Project: h.project, ConfigDir: h.config, Hasher: hasher}
}

// newCache is the extension cache (nil without a cache folder), reading
// files through hasher: a generation's files are hashed once per
// generation, and read afresh by the next.
func (h *Host) newCache(hasher *fsutil.Hasher) *loader.Cache {
	if h.cacheDir == "" {
		return nil
	}
	return &loader.Cache{Dir: filepath.Join(h.cacheDir, loader.CacheExtensions), Hasher: hasher, Salt: engine.Fingerprint()}
}

// userSettings is the user's own settings.json.
func (h *Host) userSettings() string { return loader.UserSettings(h.config) }

// prepareInBackground starts compiling QuickJS, once, the moment the first
// extension turns out to need evaluating — so that it overlaps with esbuild
// — or as Open starts with Options.Prepare.
func (h *Host) prepareInBackground() {
	h.prepare.Do(func() {
		h.bg.Add(1)
		go func() {
			defer h.bg.Done()
			_ = h.runtime.Prepare(h.life)
		}()
	})
}

func (h *Host) engineConfig(g *generation, name string) engine.Config {
	return engine.Config{
		Limits:  h.limits,
		Runtime: h.runtime.rt,
		Log:     h.opts.Log,
		Platform: platform.Config{
			Project:    h.project,
			Env:        h.opts.Env,
			Policy:     g.policies[name],
			HTTPClient: h.http,
		},
	}
}

// snapshotConfig is engineConfig with snapshots on: each new snapshot of
// the extension (bundle key) is kept in the cache for the next start, and
// read back from there (mapped) when the extension has let its copy go
// (Release).
func (h *Host) snapshotConfig(g *generation, name, key string) (engine.Config, func() ([]byte, func())) {
	cfg := h.engineConfig(g, name)
	if g.cache == nil || key == "" {
		return cfg, nil
	}
	cfg.Snapshots = true
	view := engine.SnapshotKey(cfg)
	cache := g.cache
	cfg.OnSnapshot = func(b []byte) {
		if err := cache.PutSnapshot(key, view, b); err != nil {
			h.warn(fmt.Errorf("keeping the snapshot of %s: %w", name, err))
		}
		if testHookSnapshotKept != nil {
			testHookSnapshotKept(name)
		}
	}
	return cfg, func() ([]byte, func()) { return cache.Snapshot(key, view) }
}

// testHookSnapshotKept, set by tests, runs when a snapshot has been kept.
var testHookSnapshotKept func(extension string)

func (h *Host) warn(err error) {
	if h.opts.Warn != nil {
		h.opts.Warn(err)
	}
}

// current is the generation new calls and questions see.
func (h *Host) current() *generation {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.gen
}

// Extensions describes every extension found, sorted by name then scope.
func (h *Host) Extensions() []Extension {
	g := h.current()
	out := make([]Extension, len(g.exts))
	for i, x := range g.exts {
		out[i] = *x
		out[i].Tools = slices.Clone(x.Tools)
	}
	return out
}

// Tools returns the tools of every loaded extension, sorted by name.
func (h *Host) Tools() []Tool {
	g := h.current()
	names := g.registry.Names()
	out := make([]Tool, 0, len(names))
	for _, n := range names {
		e, _, _, _ := g.registry.Lookup(n)
		out = append(out, e.tool)
	}
	return out
}

// Tool returns the tool registered under name.
func (h *Host) Tool(name string) (Tool, bool) {
	e, _, _, ok := h.current().registry.Lookup(name)
	return e.tool, ok
}

// Unknown returns nil when name is a loaded tool, else the error Call
// returns for it: ErrUnknownTool, saying why when the Host knows (the
// extension failed to load, is not trusted, is shadowed, or the name lacks
// its extension's). For a program that keeps its own list of the tools
// (the MCP server) and must answer for a name not on it.
func (h *Host) Unknown(name string) error {
	g := h.current()
	if _, _, _, ok := g.registry.Lookup(name); ok {
		return nil
	}
	return g.unknownTool(name)
}

// Problems returns what went wrong outside any one extension: settings files
// that cannot be read, rules that do not parse, folders that cannot be listed.
func (h *Host) Problems() []error { return slices.Clone(h.current().problems) }

// Stats is what a loaded extension's instance is doing and holding now.
type Stats struct {
	// Running reports whether the extension has an instance now (one
	// starts on its next call otherwise).
	Running bool
	// Restarts counts the instances replaced after one had to be stopped
	// (a call that timed out while busy, a stack overflow, running out of
	// memory); Restored the instances started from the extension's
	// snapshot instead of by evaluating its module.
	Restarts, Restored int
	// MemoryResident is how much of the instance's memory is in RAM (on
	// Linux; elsewhere its size). An instance unused for a second gives
	// back what its calls needed and dropped.
	MemoryResident uint64
	// MemoryPeak is the largest the instance's memory has been, and
	// MemoryLimit its cap (Limits.MemoryLimit).
	MemoryPeak, MemoryLimit uint64
	// NoSnapshot says why the extension is evaluated at every start
	// instead of restored from a snapshot: its module learnt, as it
	// loaded, what a later start could find different ("its module read
	// files as it loaded"). "" when it is snapshotted.
	NoSnapshot string
}

// Stats returns the statistics of the loaded extension named extension,
// and false when no extension of that name is loaded. Safe during calls.
func (h *Host) Stats(extension string) (Stats, bool) {
	x := h.current().loaded[extension]
	if x == nil {
		return Stats{}, false
	}
	st := x.Stats()
	return Stats{Running: st.Running, Restarts: st.Restarts, Restored: st.Restored,
		MemoryResident: st.MemoryResident, MemoryPeak: st.MemoryPeak, MemoryLimit: st.MemoryLimit, NoSnapshot: st.NoSnapshot}, true
}

// enter starts a call: it returns the generation the call runs in, or
// ErrClosed. leave must be called when the call ends.
func (h *Host) enter() (*generation, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil, api.ErrClosed
	}
	h.gen.inflight.Add(1)
	return h.gen, nil
}

// Call runs the tool registered under name with input, a JSON object (nil
// means {}). It returns an error only when the call cannot be made at all:
// ErrUnknownTool, ErrInvalidJSON, ErrClosed (the Host is closed, or closed
// while the call ran). Everything else — the input not matching the tool's
// schema, the gate denying the call, the extension throwing or timing out —
// is an error Result, with Err saying why.
//
// The call ends when ctx is done (its result says so), when the tool's
// time limit passes, or when the Host closes. WithPrompter and
// WithProgress give one call its own prompter and progress receiver.
func (h *Host) Call(ctx context.Context, name string, input json.RawMessage) (res Result, err error) {
	g, err := h.enter()
	if err != nil {
		return Result{}, err
	}
	defer g.inflight.Done()
	defer func() {
		// No input and no extension may end the host: a panic anywhere on
		// the call's path (a bug) fails that call only.
		if r := recover(); r != nil {
			ext, _, _ := strings.Cut(name, registry.Separator)
			e := &api.Error{Extension: ext, Phase: api.PhaseCall,
				Err: fmt.Errorf("%w (please report it): %v", api.ErrInternal, r)}
			h.warn(fmt.Errorf("%v\n%s", e, debug.Stack()))
			res, err = Result{Output: e.Err.Error(), IsError: true, Err: e}, nil
		}
	}()
	// Close cancels the call.
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	defer context.AfterFunc(h.life, func() { cancel(api.ErrClosed) })()
	res, err = h.call(ctx, g, name, input)
	if err == nil && h.life.Err() != nil && res.IsError {
		return Result{}, api.ErrClosed
	}
	return res, err
}

func (h *Host) call(ctx context.Context, g *generation, name string, input json.RawMessage) (Result, error) {
	entry, ext, _, ok := g.registry.Lookup(name)
	if !ok {
		return Result{}, g.unknownTool(name)
	}
	if len(input) == 0 {
		input = json.RawMessage("{}")
	}
	if limit := h.limits.InputLimit; len(input) > limit {
		// Refused before anything reads it.
		e := &api.Error{Extension: ext, Phase: api.PhaseCall, Property: entry.tool.ToolName,
			Err: fmt.Errorf("%w: the input is %d bytes of JSON; the limit is %d", api.ErrInvalidInput, len(input), limit)}
		return Result{Output: e.Err.Error(), IsError: true, Err: e}, nil
	}
	if !json.Valid(input) {
		return Result{}, fmt.Errorf("%w (calling %s)", api.ErrInvalidJSON, name)
	}
	if err := entry.ext.CheckInput(entry.tool.ToolName, input); err != nil {
		var e *api.Error
		msg := err.Error()
		if errors.As(err, &e) {
			msg = e.Err.Error()
		}
		return Result{Output: msg, IsError: true, Err: err}, nil
	}
	err := h.gate.Check(ctx, gate.Call{
		Extension: ext,
		Personal:  entry.personal,
		Tool:      name,
		ReadOnly:  entry.tool.ReadOnly,
		Input:     input,
		PromptText: func(ctx context.Context) (string, string, error) {
			p := entry.ext.Permission(ctx, entry.tool.ToolName, input)
			return p.Title, p.Detail, p.Err
		},
	})
	if err != nil {
		return Result{Output: err.Error(), IsError: true, Err: err}, nil
	}
	r, err := entry.ext.CallChecked(progressFor(ctx, name), entry.tool.ToolName, input)
	if err != nil {
		return Result{}, err
	}
	if engine.ToolsChanged(r.Err) {
		// The cached manifest this extension was registered from is out of
		// date: forget it, so that the next start evaluates the extension.
		if x := g.extension(ext); x != nil {
			g.cache.Forget(loader.File{Path: x.Path})
		}
	}
	// The result's title is shown by UIs: the same sanitizing as prompt
	// text (no escape sequences, controls or bidi overrides; one line).
	return Result{Output: r.Output, IsError: r.IsError, Title: gate.SanitizeLine(r.Title, gate.MaxPromptTitle), Err: r.Err}, nil
}

func (g *generation) unknownTool(name string) error {
	msg := fmt.Sprintf("%v %q", api.ErrUnknownTool, name)
	explained := len(msg)
	if !strings.Contains(name, registry.Separator) {
		var like []string
		for _, n := range g.registry.Names() {
			if strings.HasSuffix(n, registry.Separator+name) {
				like = append(like, n)
			}
		}
		if len(like) > 0 {
			msg += fmt.Sprintf("; extension tools are named <extension>__<tool>: did you mean %s?", strings.Join(like, " or "))
		}
	} else if ext, _, _ := strings.Cut(name, registry.Separator); g.extension(ext) != nil {
		x := g.extension(ext)
		switch x.State {
		case StateUntrusted:
			msg += fmt.Sprintf("; the extension %s is not trusted (earshot extensions trust %s)", ext, ext)
		case StateFailed:
			msg += fmt.Sprintf("; the extension %s failed to load: %v", ext, x.Err)
		case StateShadowed:
			msg += fmt.Sprintf("; the project extension %s is shadowed by your own extension of that name", ext)
		}
	}
	if len(msg) == explained {
		// Nothing else to say: a tool whose name it likely misspells.
		if like, ok := suggest.Closest(name, g.registry.Names()); ok {
			msg += fmt.Sprintf("; did you mean %s?", like)
		}
	}
	return exterr.Sentinel(api.ErrUnknownTool, msg)
}

// Close cancels the calls in flight and the permission prompts they wait
// on, waits for them and for everything the Host started (a reload, the
// watcher), stops every extension (and what they started) and, if the
// Host made its own Runtime, closes it. It returns promptly; calls made
// during or after it return ErrClosed. Close is idempotent.
func (h *Host) Close() error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	h.closed = true
	g := h.gen
	h.mu.Unlock()
	h.endLife(api.ErrClosed)
	g.inflight.Wait()
	h.reloadMu.Lock() // a reload under way has finished (cancelled); none starts now
	defer h.reloadMu.Unlock()
	h.bg.Wait()
	var errs []error
	for _, e := range g.loaded {
		errs = append(errs, e.Close())
	}
	if h.ownHTTP {
		// Keep-alive connections fetch left idle: their goroutines would
		// outlive the Host.
		h.http.CloseIdleConnections()
	}
	if h.ownRT {
		errs = append(errs, h.runtime.Close())
	}
	return errors.Join(errs...)
}

// ProjectDir, ConfigDir and CacheDir are the folders in use.
func (h *Host) ProjectDir() string { return h.project }

// ConfigDir is the config folder in use.
func (h *Host) ConfigDir() string { return h.config }

// CacheDir is the cache folder in use.
func (h *Host) CacheDir() string { return h.cacheDir }
