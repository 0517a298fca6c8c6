package extensions

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/exterr"
	"github.com/earshot/extensions/gate"
	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/internal/settings"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/platform"
	"github.com/earshot/extensions/registry"
	"github.com/earshot/extensions/wasm"
)

// Host runs a project's extensions. Its methods are safe for concurrent use:
// calls to different extensions run in parallel, calls to one extension run
// one at a time.
type Host struct {
	opts     Options
	project  string
	config   string
	cacheDir string
	gate     *gate.Gate
	exts     []*Extension
	loaded   map[string]*engine.Extension
	registry registry.Registry[toolEntry]
	logs     *logBook
	problems []error
	cache    *loader.Cache
	hasher   *fsutil.Hasher
	trusted  map[string]*loader.TrustEntry // the trust entries of the project extensions that load
	// policies are the extensions' capabilities, by name (none: all);
	// policyErrs those that cannot be read, and capsBroken set when the
	// settings file cannot be read at all.
	policies   map[string]*platform.Policy
	policyErrs map[string]error
	capsBroken error
	prepare    sync.Once

	mu     sync.RWMutex
	closed bool
}

type toolEntry struct {
	ext      *engine.Extension
	tool     Tool
	personal bool // a user extension's
}

// Open finds the extensions of opts.ProjectDir and of the config folder and
// loads every one that may load. It fails only when the options are unusable;
// a broken extension is reported in Extensions and costs only its own tools.
func Open(ctx context.Context, opts Options) (*Host, error) {
	h := &Host{opts: opts, loaded: map[string]*engine.Extension{}, logs: newLogBook(200), hasher: &fsutil.Hasher{},
		trusted: map[string]*loader.TrustEntry{}}
	var err error
	if h.project, err = absDir(opts.ProjectDir, "."); err != nil {
		return nil, fmt.Errorf("project folder: %w", err)
	}
	if h.config, err = absDir(opts.ConfigDir, DefaultConfigDir()); err != nil {
		return nil, fmt.Errorf("config folder: %w", err)
	}
	if h.cacheDir, err = absDir(opts.CacheDir, DefaultCacheDir()); err != nil {
		return nil, fmt.Errorf("cache folder: %w", err)
	}
	trust := &loader.Trust{Project: h.project, ConfigDir: h.config, Hasher: h.hasher}
	if h.cacheDir != "" {
		h.cache = &loader.Cache{Dir: filepath.Join(h.cacheDir, "extensions"), Hasher: h.hasher, Salt: engine.Fingerprint()}
	}
	// What writers killed mid-write left behind (settings, the trust key,
	// cache entries): nothing else removes it.
	fsutil.SweepTemps(h.config, fsutil.StaleTemp)
	if st, err := os.Lstat(filepath.Join(h.project, ".earshot")); err == nil && st.IsDir() { // not through a link
		fsutil.SweepTemps(filepath.Join(h.project, ".earshot"), fsutil.StaleTemp)
	}
	h.cache.Sweep()
	if opts.Warn != nil {
		// The compilation cache is the process's; its problems cost time,
		// not correctness, and are said here.
		wasm.SetWarn(opts.Warn)
	}
	userSettings := filepath.Join(h.config, "settings.json")
	h.gate = &gate.Gate{
		Files: []string{
			userSettings,
			filepath.Join(h.project, ".earshot", "settings.json"),
			trust.SettingsPath(),
		},
		Local:    trust.SettingsPath(),
		User:     userSettings,
		Signer:   trust,
		Prompter: opts.Prompter,
		Warn:     opts.Warn,
	}
	h.readCapabilities(userSettings)
	if h.capsBroken != nil {
		h.problems = append(h.problems, h.capsBroken)
	}
	rules := h.gate.Rules()
	h.problems = append(h.problems, rules.Problems...)
	if rules.Broken != nil {
		h.problems = append(h.problems, rules.Broken)
	}

	files, derr := loader.Discover(h.project, h.config)
	if derr != nil {
		h.problems = append(h.problems, derr)
	}
	if opts.CheckGit && loader.TrackedByGit(trust.SettingsPath()) {
		h.problems = append(h.problems, ErrSettingsTracked)
	}
	entries, terr := trust.Entries()
	if terr != nil {
		h.problems = append(h.problems, fmt.Errorf("trust: %w (no project extension is trusted until it is fixed)", terr))
	}

	// Decide each file's fate from names and trust alone.
	userNames := map[string]bool{}
	for _, f := range files {
		if f.Scope == loader.User && f.Err == nil {
			userNames[f.Name] = true
		}
	}
	var toLoad []int
	for _, f := range files {
		x := &Extension{Name: f.Name, Scope: f.Scope, Path: f.Path}
		switch {
		case f.Err != nil:
			x.State, x.Err = StateFailed, f.Err
		case f.Scope == loader.Project && userNames[f.Name]:
			x.State = StateShadowed
		case f.Scope == loader.Project:
			st := trust.State(entries, f.Name, f.Path)
			switch {
			case terr != nil:
				x.State = StateUntrusted
				x.TrustNote = "settings.local.json cannot be read: " + terr.Error()
			case !st.Trusted:
				x.State = StateUntrusted
				x.TrustNote = st.Ignored
			default:
				if st.Changed {
					x.TrustNote = "changed since it was trusted"
				}
				h.trusted[f.Name] = st.Entry
				toLoad = append(toLoad, len(h.exts))
			}
		default:
			toLoad = append(toLoad, len(h.exts))
		}
		h.exts = append(h.exts, x)
	}
	h.loadAll(ctx, files, toLoad)
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

func (h *Host) wazeroCache() string {
	if h.cacheDir == "" {
		return ""
	}
	return filepath.Join(h.cacheDir, "wazero")
}

// prepareInBackground starts compiling QuickJS, once, the moment the first
// extension turns out to need evaluating — so that it overlaps with esbuild.
func (h *Host) prepareInBackground() {
	h.prepare.Do(func() {
		go func() { _ = wasm.Prepare(context.Background(), h.wazeroCache()) }()
	})
}

func (h *Host) engineConfig(name string) engine.Config {
	return engine.Config{
		Limits:   h.opts.Limits,
		CacheDir: h.wazeroCache(),
		Log: func(l engine.Log) {
			h.logs.add(l)
			if h.opts.Log != nil {
				h.opts.Log(l)
			}
		},
		Platform: platform.Config{
			Project:    h.project,
			Env:        h.opts.Env,
			Policy:     h.policies[name],
			HTTPClient: h.opts.HTTPClient,
		},
	}
}

// readCapabilities reads the capabilities the user gave extensions in
// their own settings.json (extensions.capabilities.<name>; never a
// project's files, which its repository can write). An extension whose
// capabilities cannot be read does not load: it was meant to be narrowed.
func (h *Host) readCapabilities(userSettings string) {
	h.policies = map[string]*platform.Policy{}
	h.policyErrs = map[string]error{}
	d, err := settings.Read(userSettings)
	if err != nil {
		h.capsBroken = fmt.Errorf("the capabilities in %s cannot be read, so no extension loads until it is fixed: %w", userSettings, err)
		return
	}
	var caps map[string]json.RawMessage
	if _, err := d.GetPath(&caps, "extensions", "capabilities"); err != nil {
		h.capsBroken = fmt.Errorf("the capabilities in %s cannot be read, so no extension loads until it is fixed: %w", userSettings, err)
		return
	}
	deny := []string{h.config}
	if h.cacheDir != "" {
		deny = append(deny, h.cacheDir)
	}
	for name, raw := range caps {
		p, err := platform.ParsePolicy(raw, h.project, "", deny)
		if err != nil {
			h.policyErrs[name] = fmt.Errorf("%s: extensions.capabilities.%s.%w", userSettings, name, err)
			continue
		}
		h.policies[name] = p
	}
}

// loadAll loads and registers the extensions at idx, in two stages, each on
// every core: first each is looked up in the cache and, unless its tools are
// there, bundled — while QuickJS compiles in the background —; then the ones
// that need it are evaluated.
func (h *Host) loadAll(ctx context.Context, files []loader.File, idx []int) {
	results := make([]loaded, len(idx))
	parallel(len(idx), func(j int) { results[j] = h.prepareOne(ctx, files[idx[j]]) })
	parallel(len(idx), func(j int) {
		if r := &results[j]; r.src != nil {
			h.evaluate(ctx, files[idx[j]], r)
		}
	})
	for j, i := range idx {
		x, r := h.exts[i], results[j]
		x.LoadTime, x.Warnings, x.Cached = r.took, r.warnings, r.cached
		x.Capabilities = h.policies[x.Name].Describe()
		if e := h.trusted[x.Name]; e != nil && e.Inputs != nil && r.hashes != nil {
			if changed := loader.ChangedSince(e.Inputs, loader.Digests(files[i], r.hashes)); changed != "" {
				x.TrustNote = "changed since it was trusted: " + changed
			} else {
				x.TrustNote = ""
			}
		}
		if r.err != nil {
			x.State, x.Err = StateFailed, r.err
			continue
		}
		if err := h.register(x, r.ext); err != nil {
			r.ext.Close()
			x.State, x.Err = StateFailed, err
			continue
		}
		x.State = StateLoaded
		h.loaded[x.Name] = r.ext
	}
}

// parallel runs fn(0..n-1) on every core and waits.
func parallel(n int, fn func(int)) {
	workers := min(n, max(2, runtime.GOMAXPROCS(0)))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				fn(j)
			}
		}()
	}
	for j := range n {
		jobs <- j
	}
	close(jobs)
	wg.Wait()
}

type loaded struct {
	ext      *engine.Extension
	err      error
	took     time.Duration // the extension's own time: not waiting for QuickJS to compile
	warnings []string
	cached   bool
	src      *engine.Source    // set when the extension still has to be evaluated
	key      string            // its cache key
	hashes   map[string]string // the SHA-256s of the files it is made of, when known
}

// prepareOne is the first stage of loading one extension: when its files
// have not changed, its tools (or its failure) come from the cache, and its
// instance will start on its first call; otherwise it is bundled (or its
// bundle taken from the cache) for evaluate.
func (h *Host) prepareOne(ctx context.Context, f loader.File) (r loaded) {
	start := time.Now()
	defer func() { r.took += time.Since(start) }()
	if err := h.capsBroken; err != nil {
		r.err = &exterr.Error{Extension: f.Name, Phase: exterr.Load, File: f.Rel(), Err: err}
		return r
	}
	if err := h.policyErrs[f.Name]; err != nil {
		r.err = &exterr.Error{Extension: f.Name, Phase: exterr.Load, File: f.Rel(),
			Err: fmt.Errorf("its capabilities cannot be read, so it does not load: %w", err)}
		return r
	}
	src := engine.Source{Name: f.Name, File: f.Rel()}
	entry, hit := h.cache.Lookup(f)
	if hit {
		r.hashes = entry.Hashes
	}
	if hit && entry.Manifest != nil && !h.opts.NoCache {
		var m engine.Manifest
		if json.Unmarshal(entry.Manifest, &m) == nil {
			r.cached = true
			if m.Failure != nil {
				r.err = m.Failure.Err(f.Name)
				return r
			}
			src.Bundle = h.cachedBundle(f, entry)
			if r.ext, r.err = engine.Prepared(h.engineConfig(f.Name), src, m.Tools); r.err == nil {
				return r
			}
			r.cached, r.err = false, nil
		}
	}
	h.prepareInBackground()
	if hit && !h.opts.NoCache { // check bundles from source, always
		code, err := entry.Bundle()
		sm, err2 := entry.SourceMap()
		if err == nil && err2 == nil {
			src.Code, src.SourceMap, r.key = code, sm, entry.Key
		}
	}
	if src.Code == "" {
		b, err := h.bundle(ctx, f)
		if err != nil {
			r.err = err
			return r
		}
		src.Code, src.SourceMap, r.warnings = b.Code, b.SourceMap, b.Warnings
		r.hashes, _ = loader.HashAll(h.hasher, b.Inputs)
		if r.key, err = h.cache.Put(f, b); err != nil {
			h.warn(fmt.Errorf("caching the bundle of %s: %w", f.Rel(), err))
		}
	}
	r.src = &src
	return r
}

// evaluate is the second stage: it evaluates the extension in its instance
// and records the outcome in the cache.
func (h *Host) evaluate(ctx context.Context, f loader.File, r *loaded) {
	if err := wasm.Prepare(ctx, h.wazeroCache()); err != nil {
		r.err = &exterr.Error{Extension: f.Name, Phase: exterr.Load, File: f.Rel(), Err: err}
		return
	}
	start := time.Now()
	r.ext, r.err = engine.Load(ctx, h.engineConfig(f.Name), *r.src)
	r.took += time.Since(start)
	m, ok := engine.Manifest{}, r.err == nil
	var bytecode []byte
	if ok {
		m, bytecode = r.ext.Manifest(), r.ext.Bytecode()
	} else {
		m, ok = engine.FailureManifest(r.err)
	}
	if ok {
		b, _ := json.Marshal(m)
		if err := h.cache.PutManifest(r.key, r.src.Code, b, bytecode); err != nil {
			h.warn(fmt.Errorf("caching the manifest of %s: %w", f.Rel(), err))
		}
	}
}

// cachedBundle reads a cached bundle when the extension first starts; if the
// bundle is gone or damaged, it bundles the file again.
func (h *Host) cachedBundle(f loader.File, entry *loader.CacheEntry) func() (engine.Source, error) {
	return func() (engine.Source, error) {
		code, err := entry.Bundle()
		if err == nil {
			if sm, err := entry.SourceMap(); err == nil {
				return engine.Source{Code: code, SourceMap: sm, Bytecode: entry.Bytecode()}, nil
			}
		}
		h.cache.Forget(f)
		b, err := h.bundle(context.Background(), f)
		if err != nil {
			return engine.Source{}, err
		}
		return engine.Source{Code: b.Code, SourceMap: b.SourceMap}, nil
	}
}

// bundle bundles f within the load time limit.
func (h *Host) bundle(ctx context.Context, f loader.File) (*loader.Bundle, error) {
	ctx, cancel := context.WithTimeout(ctx, h.opts.Limits.WithDefaults().LoadTimeout)
	defer cancel()
	return loader.BundleFile(ctx, f)
}

func (h *Host) warn(err error) {
	if h.opts.Warn != nil {
		h.opts.Warn(err)
	}
}

func (h *Host) register(x *Extension, e *engine.Extension) error {
	for _, t := range e.Tools() {
		tool := Tool{
			Name:        registry.Qualified(x.Name, t.Name),
			Extension:   x.Name,
			ToolName:    t.Name,
			Title:       t.Title,
			Description: t.Description,
			InputSchema: t.InputSchema,
			ReadOnly:    t.ReadOnly,
		}
		if _, err := h.registry.Add(x.Name, t.Name, toolEntry{e, tool, x.Scope == loader.User}); err != nil {
			h.registry.RemoveExtension(x.Name)
			return &exterr.Error{Extension: x.Name, Phase: exterr.Validate, File: filepath.Base(x.Path), Err: err}
		}
		x.Tools = append(x.Tools, tool)
	}
	return nil
}

// Extensions describes every extension found, sorted by name then scope.
func (h *Host) Extensions() []Extension {
	out := make([]Extension, len(h.exts))
	for i, x := range h.exts {
		out[i] = *x
		out[i].Tools = slices.Clone(x.Tools)
	}
	return out
}

// Tools returns the tools of every loaded extension, sorted by name.
func (h *Host) Tools() []Tool {
	names := h.registry.Names()
	out := make([]Tool, 0, len(names))
	for _, n := range names {
		e, _, _, _ := h.registry.Lookup(n)
		out = append(out, e.tool)
	}
	return out
}

// Tool returns the tool registered under name.
func (h *Host) Tool(name string) (Tool, bool) {
	e, _, _, ok := h.registry.Lookup(name)
	return e.tool, ok
}

// Problems returns what went wrong outside any one extension: settings files
// that cannot be read, rules that do not parse, folders that cannot be listed.
func (h *Host) Problems() []error { return slices.Clone(h.problems) }

// Logs returns the most recent console lines of an extension (up to 200).
func (h *Host) Logs(extension string) []Log { return h.logs.get(extension) }

// Call runs the tool registered under name with input, a JSON object (nil
// means {}). It returns an error only when the call cannot be made at all:
// ErrUnknownTool, ErrInvalidJSON, ErrClosed. Everything else — the input not
// matching the tool's schema, the gate denying the call, the extension
// throwing or timing out — is an error Result, with Err saying why.
func (h *Host) Call(ctx context.Context, name string, input json.RawMessage) (res Result, err error) {
	defer func() {
		// No input and no extension may end the host: a panic anywhere on
		// the call's path (a bug) fails that call only.
		if r := recover(); r != nil {
			ext, _, _ := strings.Cut(name, registry.Separator)
			e := exterr.Internal(ext, exterr.Call, "", r)
			h.warn(fmt.Errorf("%v\n%s", e, debug.Stack()))
			res, err = Result{Output: e.Err.Error(), IsError: true, Err: e}, nil
		}
	}()
	h.mu.RLock()
	defer h.mu.RUnlock()
	if h.closed {
		return Result{}, ErrClosed
	}
	entry, ext, _, ok := h.registry.Lookup(name)
	if !ok {
		return Result{}, h.unknownTool(name)
	}
	if len(input) == 0 {
		input = json.RawMessage("{}")
	}
	if limit := h.opts.Limits.WithDefaults().InputLimit; len(input) > limit {
		// Refused before anything reads it.
		e := &exterr.Error{Extension: ext, Phase: exterr.Call, Property: entry.tool.ToolName,
			Err: fmt.Errorf("%w: the input is %d bytes of JSON; the limit is %d", ErrInvalidInput, len(input), limit)}
		return Result{Output: e.Err.Error(), IsError: true, Err: e}, nil
	}
	if !json.Valid(input) {
		return Result{}, fmt.Errorf("%w (calling %s)", ErrInvalidJSON, name)
	}
	if err := entry.ext.CheckInput(entry.tool.ToolName, input); err != nil {
		var e *exterr.Error
		msg := err.Error()
		if errors.As(err, &e) {
			msg = e.Err.Error()
		}
		return Result{Output: msg, IsError: true, Err: err}, nil
	}
	err = h.gate.Check(ctx, gate.Call{
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
	r, err := entry.ext.CallChecked(ctx, entry.tool.ToolName, input)
	if err != nil {
		return Result{}, err
	}
	if engine.ToolsChanged(r.Err) {
		// The cached manifest this extension was registered from is out of
		// date: forget it, so that the next start evaluates the extension.
		if x := h.extension(ext); x != nil {
			h.cache.Forget(loader.File{Path: x.Path})
		}
	}
	// The result's title is shown by UIs: the same sanitizing as prompt
	// text (no escape sequences, controls or bidi overrides; one line).
	return Result{Output: r.Output, IsError: r.IsError, Title: gate.Sanitize(r.Title, gate.MaxTitle), Err: r.Err}, nil
}

func (h *Host) unknownTool(name string) error {
	msg := fmt.Sprintf("%v %q", ErrUnknownTool, name)
	if !strings.Contains(name, registry.Separator) {
		var like []string
		for _, n := range h.registry.Names() {
			if strings.HasSuffix(n, registry.Separator+name) {
				like = append(like, n)
			}
		}
		if len(like) > 0 {
			msg += fmt.Sprintf("; extension tools are named <extension>__<tool>: did you mean %s?", strings.Join(like, " or "))
		}
	} else if ext, _, _ := strings.Cut(name, registry.Separator); h.extension(ext) != nil {
		x := h.extension(ext)
		switch x.State {
		case StateUntrusted:
			msg += fmt.Sprintf("; the extension %s is not trusted (earshot extensions trust %s)", ext, ext)
		case StateFailed:
			msg += fmt.Sprintf("; the extension %s failed to load: %v", ext, x.Err)
		case StateShadowed:
			msg += fmt.Sprintf("; the project extension %s is shadowed by your own extension of that name", ext)
		}
	}
	return &unknownToolError{msg}
}

type unknownToolError struct{ msg string }

func (e *unknownToolError) Error() string        { return e.msg }
func (e *unknownToolError) Is(target error) bool { return target == ErrUnknownTool }

func (h *Host) extension(name string) *Extension {
	for _, x := range h.exts {
		if x.Name == name && x.State != StateShadowed {
			return x
		}
	}
	return nil
}

// Close stops every extension. Calls in flight finish first.
func (h *Host) Close() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil
	}
	h.closed = true
	var errs []error
	for _, e := range h.loaded {
		errs = append(errs, e.Close())
	}
	wasm.Flush() // compiled code still being written to the cache
	return errors.Join(errs...)
}

// ProjectDir, ConfigDir and CacheDir are the folders in use.
func (h *Host) ProjectDir() string { return h.project }

// ConfigDir is the config folder in use.
func (h *Host) ConfigDir() string { return h.config }

// CacheDir is the cache folder in use.
func (h *Host) CacheDir() string { return h.cacheDir }
