package extensions

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/internal/settings"
	"github.com/earshot/extensions/internal/suggest"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/platform"
	"github.com/earshot/extensions/registry"
)

// The load pipeline: what Open and Reload do to turn the folders into a
// generation — the extensions found, what became of each, and the tools of
// those that loaded. Discovery and trust are the loader's, evaluation the
// engine's; this file decides and puts them together.

// generation is one state of the Host's extensions. Open makes the first;
// each Reload makes a new one and swaps it in. A call holds the generation
// it started in (inflight) until it ends, so an extension replaced by a
// reload is closed only when its last call has finished.
type generation struct {
	exts     []*Extension
	loaded   map[string]*engine.Extension
	registry registry.Registry[toolEntry]
	problems []error
	trusted  map[string]*loader.TrustEntry // the trust entries of the project extensions that load
	// ids say what each loaded extension was loaded from (see loadID): a
	// reload keeps an instance whose id has not changed.
	ids map[string]string
	// failIDs are the loadIDs of the extensions that failed to load, when
	// known: a reload tells a failure again from a failure of changed
	// files.
	failIDs map[string]string
	// inputs are the files each extension was bundled from (its own, its
	// helpers, its packages), when known: what Options.Watch watches; and
	// lookups the folders its imports were resolved in, and for what
	// names (a file appearing there can change what it is made of).
	inputs  map[string][]string
	lookups map[string][]loader.Lookup
	// filesUnknown is set when an extension that was to load has no
	// known files (its bundling failed).
	filesUnknown bool
	// unsnapped are the extensions evaluated only to learn their tools
	// whose instances wait, unsnapshotted, for releaseLater (at most
	// keepUnsnapped); kept counts them as they are evaluated.
	unsnapped []*engine.Extension
	kept      atomic.Int32
	unsnapMu  sync.Mutex
	// policies are the extensions' capabilities, by name (none: all);
	// policyErrs those that cannot be read, and capsBroken set when the
	// settings file cannot be read at all.
	policies   map[string]*platform.Policy
	policyErrs map[string]error
	capsBroken error
	capNames   []string // the extensions the capabilities name, sorted

	// hasher and cache read the files of this generation (each file
	// hashed once); trust is the trust store, through hasher.
	hasher *fsutil.Hasher
	cache  *loader.Cache

	inflight sync.WaitGroup // calls running in this generation
}

type toolEntry struct {
	ext      *engine.Extension
	tool     Tool
	personal bool // a user extension's
}

// build makes a generation from the folders as they are now. An extension
// of prev whose files, capabilities and trust are unchanged keeps its
// instance (and its module state); the others are loaded afresh.
func (h *Host) build(ctx context.Context, prev *generation) *generation {
	g := &generation{loaded: map[string]*engine.Extension{}, trusted: map[string]*loader.TrustEntry{}, ids: map[string]string{},
		failIDs: map[string]string{}, inputs: map[string][]string{}, lookups: map[string][]loader.Lookup{}}
	g.hasher = &fsutil.Hasher{}
	g.cache = h.newCache(g.hasher)
	trust := h.trust(g.hasher)
	g.readCapabilities(h, h.userSettings())
	if g.capsBroken != nil {
		g.problems = append(g.problems, g.capsBroken)
	}
	g.problems = append(g.problems, h.gate.Problems()...)
	files, derr := loader.Discover(h.project, h.config)
	if derr != nil {
		g.problems = append(g.problems, derr)
	}
	g.problems = append(g.problems, unmatchedCapabilities(h.userSettings(), g.capNames, files)...)
	if h.opts.CheckGit && loader.TrackedByGit(trust.SettingsPath()) {
		g.problems = append(g.problems, api.ErrSettingsTracked)
	}
	entries, terr := trust.Entries()
	if terr != nil {
		g.problems = append(g.problems, fmt.Errorf("trust: %w (no project extension is trusted until it is fixed)", terr))
	}

	// Decide each file's fate from names and trust alone.
	shadowed := loader.Shadowed(files)
	var toLoad []int
	for _, f := range files {
		x := &Extension{Name: f.Name, Scope: api.Scope(f.Scope), Path: f.Path}
		switch {
		case f.Err != nil:
			x.State, x.Err = StateFailed, f.Err
		case shadowed(f):
			x.State = StateShadowed
		case f.Scope == api.ScopeProject:
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
				g.trusted[f.Name] = st.Entry
				toLoad = append(toLoad, len(g.exts))
			}
		default:
			toLoad = append(toLoad, len(g.exts))
		}
		g.exts = append(g.exts, x)
	}
	h.loadAll(ctx, g, prev, files, toLoad)
	return g
}

// readCapabilities reads the capabilities the user gave extensions in
// their own settings.json (extensions.capabilities.<name>; never a
// project's files, which its repository can write). An extension whose
// capabilities cannot be read does not load: it was meant to be narrowed.
func (g *generation) readCapabilities(h *Host, userSettings string) {
	g.policies = map[string]*platform.Policy{}
	g.policyErrs = map[string]error{}
	d, err := settings.Read(userSettings)
	if err != nil {
		g.capsBroken = fmt.Errorf("the capabilities in %s cannot be read, so no extension loads until it is fixed: %w", userSettings, err)
		return
	}
	var caps map[string]json.RawMessage
	if _, err := d.GetPath(&caps, "extensions", "capabilities"); err != nil {
		g.capsBroken = fmt.Errorf("the capabilities in %s cannot be read, so no extension loads until it is fixed: %w", userSettings, err)
		return
	}
	for name, raw := range caps {
		g.capNames = append(g.capNames, name)
		p, err := platform.ParsePolicy(raw, h.project, "", h.guard)
		if err != nil {
			g.policyErrs[name] = fmt.Errorf("%s: extensions.capabilities.%s.%w", userSettings, name, err)
			continue
		}
		g.policies[name] = p
	}
	slices.Sort(g.capNames)
}

// unmatchedCapabilities reports the capabilities given to an extension
// that no file is named after (in either scope, loaded or not): a
// misspelt name ("gti" for "git") would otherwise narrow nothing, silently;
// another name, settings for another project's extension, is a note.
func unmatchedCapabilities(userSettings string, names []string, files []loader.File) []error {
	var found []string
	for _, f := range files {
		found = append(found, f.Name)
	}
	var errs []error
	for _, name := range names {
		if slices.Contains(found, name) {
			continue
		}
		like, _ := suggest.Closest(name, found)
		errs = append(errs, &api.UnmatchedCapabilities{Settings: userSettings, Name: api.Printable(name), DidYouMean: like})
	}
	return errs
}

// loadID is what an extension was loaded from: its file, the key of
// everything its bundle read (unchanged files keep the key), and its
// capabilities. "" when there is no key to compare (no cache).
func loadID(f loader.File, key string, p *platform.Policy) string {
	if key == "" {
		return ""
	}
	caps, _ := json.Marshal(p.Describe())
	return fmt.Sprintf("%s\x00%s\x00%s\x00%s", f.Scope, f.Path, key, caps)
}

// loadAll loads and registers the extensions at idx, in two stages, each on
// every core: first each is looked up in the cache and, unless its tools are
// there, bundled — while QuickJS compiles in the background —; then the ones
// that need it are evaluated. An extension of prev with the same loadID is
// kept as it is.
func (h *Host) loadAll(ctx context.Context, g, prev *generation, files []loader.File, idx []int) {
	results := make([]loaded, len(idx))
	parallel(len(idx), func(j int) {
		f := files[idx[j]]
		if prev != nil && prev.ids[f.Name] != "" {
			if entry, hit := g.cache.Lookup(f); hit && loadID(f, entry.Key, g.policies[f.Name]) == prev.ids[f.Name] {
				results[j] = loaded{ext: prev.loaded[f.Name], key: entry.Key, hashes: entry.Hashes, lookups: entry.Lookups,
					warnings: entry.Warnings, kept: true, cached: true}
				return
			}
		}
		results[j] = h.prepareOne(ctx, g, f)
	})
	// Before any module runs: what every extension is made of, which a
	// narrowed one may not write (platform.Guard).
	var made []string
	lookups := map[string][]string{}
	for _, r := range results {
		for p := range r.hashes {
			made = append(made, p)
		}
		for _, l := range r.lookups {
			if len(l.Prefixes) == 0 {
				lookups[l.Dir] = append(lookups[l.Dir], "")
			}
			lookups[l.Dir] = append(lookups[l.Dir], l.Prefixes...)
		}
	}
	h.guard.SetMadeOf(made, lookups)
	parallel(len(idx), func(j int) {
		if r := &results[j]; r.src != nil {
			h.evaluate(ctx, g, files[idx[j]], r)
		}
	})
	for j, i := range idx {
		x, r, f := g.exts[i], results[j], files[i]
		x.LoadTime, x.Warnings, x.Cached = r.took, r.warnings, r.cached
		for p := range r.hashes {
			g.inputs[x.Name] = append(g.inputs[x.Name], p)
		}
		g.lookups[x.Name] = r.lookups
		if r.hashes == nil {
			g.filesUnknown = true
		}
		x.Capabilities = g.policies[x.Name].Describe()
		if e := g.trusted[x.Name]; e != nil && e.Inputs != nil && r.hashes != nil {
			if changed := loader.ChangedSince(e.Inputs, loader.Digests(f, r.hashes), f.Dir); changed != "" {
				x.TrustNote = "changed since it was trusted: " + changed
			} else {
				x.TrustNote = ""
			}
		}
		if r.err != nil {
			x.State, x.Err = StateFailed, r.err
			g.failIDs[x.Name] = loadID(f, r.key, g.policies[x.Name])
			continue
		}
		if err := g.register(x, r.ext); err != nil {
			if !r.kept {
				r.ext.Close()
			}
			x.State, x.Err = StateFailed, err
			continue
		}
		x.State = StateLoaded
		g.loaded[x.Name] = r.ext
		g.ids[x.Name] = loadID(f, r.key, g.policies[x.Name])
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
	warnings []api.Diagnostic
	cached   bool
	kept     bool              // ext is the previous generation's, unchanged
	src      *engine.Source    // set when the extension still has to be evaluated
	key      string            // its cache key
	hashes   map[string]string // the SHA-256s of the files it is made of, when known
	lookups  []loader.Lookup   // the folders its resolution looked in, when known
}

// prepareOne is the first stage of loading one extension: when its files
// have not changed, its tools (or its failure) come from the cache, and its
// instance will start on its first call; otherwise it is bundled (or its
// bundle taken from the cache) for evaluate.
func (h *Host) prepareOne(ctx context.Context, g *generation, f loader.File) (r loaded) {
	start := time.Now()
	defer func() { r.took += time.Since(start) }()
	if err := g.capsBroken; err != nil {
		r.err = &api.Error{Extension: f.Name, Phase: api.PhaseLoad, File: f.Rel(), Err: err}
		return r
	}
	if err := g.policyErrs[f.Name]; err != nil {
		r.err = &api.Error{Extension: f.Name, Phase: api.PhaseLoad, File: f.Rel(),
			Err: fmt.Errorf("its capabilities cannot be read, so it does not load: %w", err)}
		return r
	}
	src := engine.Source{Name: f.Name, File: f.Rel()}
	entry, hit := g.cache.Lookup(f)
	if hit {
		r.hashes, r.lookups, r.warnings = entry.Hashes, entry.Lookups, entry.Warnings
	}
	if hit && entry.Manifest != nil && !h.opts.NoCache {
		var m engine.Manifest
		// A load that timed out is evaluated again under a longer limit.
		if json.Unmarshal(entry.Manifest, &m) == nil && (m.Failure == nil || m.Failure.Recurs(h.opts.Limits)) {
			r.cached, r.key = true, entry.Key
			if m.Failure != nil {
				r.err = m.Failure.Err(f.Name)
				return r
			}
			src.Bundle = h.cachedBundle(g, f, entry)
			src.BundleID = entry.BundleSHA256
			// Its instance starts from the snapshot its last evaluation
			// left, if there is one (read on the first call).
			var cfg engine.Config
			cfg, src.ReadSnapshot = h.snapshotConfig(g, f.Name, entry.Key)
			if r.ext, r.err = engine.Prepared(cfg, src, m.Tools); r.err == nil {
				return r
			}
			r.cached, r.err, r.key = false, nil, ""
		}
	}
	h.prepareInBackground()
	if hit && !h.opts.NoCache { // check bundles from source, always
		code, err := entry.Bundle()
		sm, err2 := entry.SourceMap()
		if err == nil && err2 == nil {
			src.Code, src.SourceMap, src.BundleID, r.key = code, sm, entry.BundleSHA256, entry.Key
		}
	}
	if src.Code == "" {
		b, err := h.bundle(ctx, f, g.hasher)
		if err != nil {
			r.err = err
			return r
		}
		src.Code, src.SourceMap, r.warnings = b.Code, b.SourceMap, b.Warnings
		r.hashes, r.lookups = b.Hashes(), b.Lookups
		if r.key, err = g.cache.Put(f, b); err != nil {
			h.warn(fmt.Errorf("caching the bundle of %s: %w", f.Rel(), err))
		}
	}
	r.src = &src
	return r
}

// evaluate is the second stage: it evaluates the extension in its instance
// and records the outcome in the cache.
func (h *Host) evaluate(ctx context.Context, g *generation, f loader.File, r *loaded) {
	if err := h.runtime.Prepare(ctx); err != nil {
		r.err = &api.Error{Extension: f.Name, Phase: api.PhaseLoad, File: f.Rel(), Err: err}
		return
	}
	start := time.Now()
	cfg, read := h.snapshotConfig(g, f.Name, r.key)
	r.src.ReadSnapshot = read
	// Its snapshot can wait until the tools are listed (releaseLater), or
	// its first call, for the first keepUnsnapped; the others are
	// snapshotted and released now, so that a start that evaluates a
	// thousand extensions keeps a few instances at a time.
	later := cfg.Snapshots && g.kept.Add(1) <= keepUnsnapped
	cfg.SnapshotLater = later
	// Once cached, its bundle is read back from the cache when it is
	// needed again (a restart without a snapshot, a stack to map), and
	// not kept meanwhile.
	entry := g.cache.Object(r.key, sha256Hex(r.src.Code), sha256Hex(r.src.SourceMap))
	if entry != nil {
		r.src.Bundle = h.cachedBundle(g, f, entry)
	}
	r.ext, r.err = engine.Load(ctx, cfg, *r.src)
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
		if err := g.cache.PutManifest(r.key, r.src.Code, b, bytecode); err != nil {
			h.warn(fmt.Errorf("caching the manifest of %s: %w", f.Rel(), err))
		} else if entry != nil && len(bytecode) > 0 {
			entry.BytecodeSHA256 = sha256Hex(string(bytecode))
		}
	}
	switch {
	case r.err == nil && later:
		g.unsnapMu.Lock()
		g.unsnapped = append(g.unsnapped, r.ext)
		g.unsnapMu.Unlock()
	case r.err == nil:
		// Evaluated to learn its tools: its instance goes, and its first
		// call starts from the snapshot.
		r.ext.Release()
	}
}

// keepUnsnapped is how many instances a start keeps, evaluated and not yet
// snapshotted, for releaseLater.
const keepUnsnapped = 64

// releaseLater snapshots and releases, one at a time once the tools are
// listed, the instances g evaluated only to learn their tools (a call
// that comes first takes the snapshot itself, and keeps the instance).
// A start's first work — listing tools — does not wait for writing
// snapshots. Close stops it: the instances left are closed without a
// snapshot, and the first call of a later start evaluates those
// extensions (and snapshots them).
func (h *Host) releaseLater(g *generation) {
	g.unsnapMu.Lock()
	exts := g.unsnapped
	g.unsnapped = nil
	g.unsnapMu.Unlock()
	if len(exts) == 0 {
		return
	}
	h.bg.Add(1)
	go func() {
		defer h.bg.Done()
		for _, e := range exts {
			if h.life.Err() != nil {
				return
			}
			e.Release()
		}
	}()
}

func sha256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// cachedBundle reads a cached bundle when the extension first starts; if the
// bundle is gone or damaged, it bundles the file again.
func (h *Host) cachedBundle(g *generation, f loader.File, entry *loader.CacheEntry) func() (engine.Source, error) {
	return func() (engine.Source, error) {
		code, err := entry.Bundle()
		if err == nil {
			if sm, err := entry.SourceMap(); err == nil {
				return engine.Source{Code: code, SourceMap: sm, Bytecode: entry.Bytecode(), BundleID: entry.BundleSHA256}, nil
			}
		}
		g.cache.Forget(f)
		b, err := h.bundle(context.Background(), f, nil)
		if err != nil {
			return engine.Source{}, err
		}
		return engine.Source{Code: b.Code, SourceMap: b.SourceMap}, nil
	}
}

// bundle bundles f within the build time limit, through hasher (nil: none).
func (h *Host) bundle(ctx context.Context, f loader.File, hasher *fsutil.Hasher) (*loader.Bundle, error) {
	ctx, cancel := context.WithTimeoutCause(ctx, h.limits.BuildTimeout, buildTimeout(h.limits.BuildTimeout))
	defer cancel()
	return loader.BundleWith(ctx, f, hasher)
}

// buildTimeout is the cause of bundling that ran out of the build time
// limit.
type buildTimeout time.Duration

func (b buildTimeout) Error() string {
	return fmt.Sprintf("it took longer than %v (the build time limit: %s)", time.Duration(b), api.LimitBuildTimeout.Raise())
}
func (b buildTimeout) Is(target error) bool {
	return target == api.ErrTimeout || target == context.DeadlineExceeded
}
func (b buildTimeout) Limit() api.Limit { return api.LimitBuildTimeout }

func (g *generation) register(x *Extension, e *engine.Extension) error {
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
		if _, err := g.registry.Add(x.Name, t.Name, toolEntry{e, tool, x.Scope == api.ScopeUser}); err != nil {
			g.registry.RemoveExtension(x.Name)
			return &api.Error{Extension: x.Name, Phase: api.PhaseValidate, File: filepath.Base(x.Path), Err: err}
		}
		x.Tools = append(x.Tools, tool)
	}
	return nil
}

// extension is the extension of that name that is not shadowed.
func (g *generation) extension(name string) *Extension {
	for _, x := range g.exts {
		if x.Name == name && x.State != StateShadowed {
			return x
		}
	}
	return nil
}
