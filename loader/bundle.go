package loader

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"time"

	esbuild "github.com/evanw/esbuild/pkg/api"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/exterr"
	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/platform"
)

// Bundle is an extension bundled into one ES module.
type Bundle struct {
	// Code is the module.
	Code string
	// SourceMap maps the module back to the files it came from (a source
	// map, v3, without the sources' content); sources are relative to the
	// extensions folder.
	SourceMap string
	// Inputs are the absolute paths of every file bundling read: the
	// sources, and the package.json and tsconfig.json files that steered
	// resolution.
	Inputs []string
	// Seen is what bundling saw of each input: the hash of the bytes it
	// read and the file's stat before it read them. A file edited while
	// it was bundled is recorded as it was read, not as it is after.
	Seen map[string]fsutil.Seen
	// Since is a time before any of Seen was looked at: a file modified
	// after it, with an unchanged stat, may have changed in the same
	// clock tick (git's "racy" entries).
	Since time.Time
	// Lookups are the folders resolution looked in, and for which names:
	// adding a file there can change what an import resolves to.
	Lookups []Lookup
	// Warnings are esbuild's warnings, with their positions.
	Warnings []api.Diagnostic
}

// Lookup is one folder resolution looked in: adding, removing or
// relinking an entry whose name starts with one of Prefixes (any entry,
// when there are none) can change what the bundle holds.
type Lookup struct {
	Dir      string
	Prefixes []string
	// Listing is the folder's fsutil.ListingDigest for Prefixes as it
	// was when a lookup first reached it (before resolution read it), and
	// Stat and ModTime its stat then ("" when it did not exist).
	Listing, Stat string
	ModTime       int64
}

// Hashes are the SHA-256s of the bundle's inputs as bundling read them, by
// path.
func (b *Bundle) Hashes() map[string]string {
	out := make(map[string]string, len(b.Seen))
	for p, s := range b.Seen {
		out[p] = s.SHA256
	}
	return out
}

// target is the JavaScript version bundles are lowered to: what QuickJS
// (quickjs-ng) runs.
const target = esbuild.ES2023

// Bounds on what bundling reads. Bundling runs in the host process, so an
// extension's imports must not be able to make it read without end
// (/dev/zero), hang (a FIFO) or fill its memory.
const (
	// MaxSourceFile is the largest file an import may load.
	MaxSourceFile = 16 << 20
	// maxBundleInput is the most bytes one extension's imports may load in
	// all, and MaxBundle the largest bundle.
	maxBundleInput = 64 << 20
	maxBundle      = 48 << 20
)

// BundleFile bundles the extension f: TypeScript is stripped, and relative
// imports and packages from node_modules (looked up from the extension's
// folder upward) are inlined. The error is an *api.Error in the bundle
// phase, with the file, line and column of the first problem.
//
// What an extension can import is bounded (see guard): regular files
// inside its extensions folder and in the node_modules folders of that
// folder and its parents, of the documented kinds (.ts, .mts, .cts, .tsx,
// .js, .mjs, .cjs, .jsx, .json), within MaxSourceFile, MaxBundleInput and
// MaxBundle. ctx bounds bundling: when it ends, bundling stops.
func BundleFile(ctx context.Context, f File) (*Bundle, error) { return BundleWith(ctx, f, nil) }

// BundleWith is BundleFile with a hasher: the configuration files and
// folders it has already seen (a cache lookup that missed) are taken as
// it saw them, and those it has not are remembered in it for the next
// extension.
func BundleWith(ctx context.Context, f File, hasher *fsutil.Hasher) (*Bundle, error) {
	if err := ctx.Err(); err != nil {
		return nil, bundleFailure(f, err)
	}
	g, err := newGuard(ctx, f, hasher)
	if err != nil {
		return nil, &api.Error{Extension: f.Name, Phase: api.PhaseBundle, File: f.Rel(), Err: err}
	}
	since := g.hasher.Since()
	g.seeConfigs()
	opts := buildOptions(f.Dir, g)
	opts.EntryPoints = []string{f.Path}
	opts.Sourcemap, opts.SourcesContent = esbuild.SourceMapExternal, esbuild.SourcesContentExclude
	opts.Outfile = filepath.Join(f.Dir, f.Name+".bundle.js")
	res, err := g.runWithBuffer(&opts)
	if err == nil && len(res.Errors) == 0 && g.oneBuildEach(res.Metafile) {
		// Both builds of a package: again, with one (see mainfield.go).
		g.mu.Lock()
		g.total = 0 // counted again
		g.mu.Unlock()
		res, err = g.run(opts)
	}
	if err == nil && len(res.Errors) == 0 {
		// Packages whose Node build reaches what extensions do not get
		// are taken from their browser builds (see browser.go).
		if g.flips = browserFlips(f.Dir, res.Metafile); len(g.flips) > 0 {
			g.mu.Lock()
			g.total = 0 // counted again
			g.mu.Unlock()
			res, err = g.run(opts)
		}
	}
	if err != nil {
		return nil, bundleFailure(f, err)
	}
	if len(res.Errors) > 0 {
		return nil, bundleError(f, res.Errors)
	}
	b := &Bundle{Since: since}
	for _, out := range res.OutputFiles {
		switch {
		case strings.HasSuffix(out.Path, ".map"):
			b.SourceMap = string(out.Contents)
		default:
			b.Code = string(out.Contents)
		}
	}
	if b.Code == "" || len(res.OutputFiles) != 2 {
		return nil, &api.Error{Extension: f.Name, Phase: api.PhaseBundle, File: f.Rel(),
			Err: fmt.Errorf("esbuild produced %d files, expected a bundle and its source map", len(res.OutputFiles))}
	}
	b.Code = g.fillChains(b.Code, res.Metafile)
	if strings.Contains(b.Code, "var __require = ") {
		// A module requires at run time: the require esbuild's helper
		// calls (platform.RequireBanner).
		u := (&url.URL{Scheme: "file", Path: filepath.ToSlash(f.Path)}).String()
		b.Code, b.SourceMap = withFirstLine(b.Code, b.SourceMap, platform.RequireBanner(u))
	}
	if len(b.Code) > maxBundle {
		return nil, &api.Error{Extension: f.Name, Phase: api.PhaseBundle, File: f.Rel(),
			Err: fmt.Errorf("the bundle is %d MiB; the limit is %d MiB", len(b.Code)>>20, maxBundle>>20)}
	}
	b.Inputs = g.inputs(metafileInputs(f.Dir, res.Metafile))
	b.Seen = g.seenOf(b.Inputs)
	b.Lookups = g.lookups()
	for _, w := range res.Warnings {
		b.Warnings = append(b.Warnings, diagnostic(f, w))
	}
	return b, nil
}

// withFirstLine adds line to code before its first line (after a #!
// line), and moves the source map's mappings down by one line.
func withFirstLine(code, sourceMap, line string) (string, string) {
	at := 0
	if strings.HasPrefix(code, "#!") {
		nl := strings.IndexByte(code, '\n')
		if nl < 0 {
			return code, sourceMap
		}
		at = nl + 1
	}
	var m struct {
		Mappings string `json:"mappings"`
	}
	if json.Unmarshal([]byte(sourceMap), &m) == nil && m.Mappings != "" {
		// The mappings are VLQ segments, a line each, separated by ";".
		mappings := ";" + m.Mappings
		if at > 0 {
			first, rest, _ := strings.Cut(m.Mappings, ";")
			mappings = first + ";;" + rest
		}
		sourceMap = strings.Replace(sourceMap, quote(m.Mappings), quote(mappings), 1)
	}
	return code[:at] + line + "\n" + code[at:], sourceMap
}

// buildOptions are the options of every build of extensions in dir, but
// for their entry points and output.
func buildOptions(dir string, g *guard) esbuild.BuildOptions {
	return esbuild.BuildOptions{
		AbsWorkingDir: dir,
		Bundle:        true,
		Write:         false,
		Format:        esbuild.FormatESModule,
		Platform:      esbuild.PlatformNeutral,
		MainFields:    []string{"module", "main"},
		Conditions:    []string{"node", "module"},
		// As in a production Node run. Free uses of Buffer get the
		// built-in, injected when a file mentions it (process, global and
		// setImmediate are globals).
		Define:            map[string]string{"process.env.NODE_ENV": `"production"`},
		Target:            target,
		Charset:           esbuild.CharsetUTF8,
		LegalComments:     esbuild.LegalCommentsNone,
		LogLevel:          esbuild.LogLevelSilent,
		Metafile:          true,
		ResolveExtensions: []string{".ts", ".mts", ".tsx", ".js", ".mjs", ".cjs", ".json"},
		Plugins:           []esbuild.Plugin{g.plugin()},
	}
}

// runWithBuffer runs the build, and again with the Buffer global injected
// if a file mentions it (the first pass stops there): bundles that never
// mention it are spared parsing the buffer module.
func (g *guard) runWithBuffer(opts *esbuild.BuildOptions) (esbuild.BuildResult, error) {
	res, err := g.run(*opts)
	if err == nil && g.buffer.Load() {
		opts.Inject, g.inject = []string{injectPath}, true
		g.mu.Lock()
		g.total = 0 // counted again
		g.mu.Unlock()
		res, err = g.run(*opts)
	}
	return res, err
}

// run runs one esbuild build under the guard's context: when it ends, the
// build is cancelled, and the error is its cause.
func (g *guard) run(opts esbuild.BuildOptions) (esbuild.BuildResult, error) {
	if err := g.ctx.Err(); err != nil {
		return esbuild.BuildResult{}, context.Cause(g.ctx)
	}
	bctx, cerr := esbuild.Context(opts)
	if cerr != nil {
		return esbuild.BuildResult{Errors: cerr.Errors}, nil
	}
	defer bctx.Dispose()
	done := make(chan esbuild.BuildResult, 1)
	go func() { done <- bctx.Rebuild() }()
	select {
	case res := <-done:
		return res, nil
	case <-g.ctx.Done():
		bctx.Cancel()
		g.abort(context.Cause(g.ctx))
		select {
		case <-done:
		case <-time.After(time.Second):
			// esbuild is stuck in a system call of its own (the guard
			// checks every file before esbuild reads it, so this is a
			// race with a file changing under it): leave it.
		}
		return esbuild.BuildResult{}, context.Cause(g.ctx)
	}
}

// injectPath is the module esbuild injects into every bundle: its exports
// replace free uses of their names (only those used are bundled).
const injectPath = "earshot-inject:globals"

// bundleFailure is the error for bundling that ctx ended.
func bundleFailure(f File, cause error) error {
	var err error = fmt.Errorf("bundling was cancelled: %w", cause)
	if errors.Is(cause, context.DeadlineExceeded) {
		err = exterr.Wrap(api.ErrTimeout, "bundling did not finish in time: "+cause.Error(), cause)
	}
	return &api.Error{Extension: f.Name, Phase: api.PhaseBundle, File: f.Rel(), Err: err}
}

// bundleError turns esbuild's first error into our error, keeping its
// position; the others are appended to the message.
func bundleError(f File, msgs []esbuild.Message) error {
	first := msgs[0]
	e := &api.Error{Extension: f.Name, Phase: api.PhaseBundle, File: f.Rel()}
	if loc := first.Location; loc != nil && loc.File != "" {
		e.File = displayPath(f.Dir, loc.File)
		e.Line = loc.Line
		e.Column = loc.Column + 1
	}
	text := explain(first)
	if len(msgs) > 1 {
		var more []string
		for _, m := range msgs[1:min(len(msgs), 5)] {
			more = append(more, diagnostic(f, m).String())
		}
		if len(msgs) > 5 {
			more = append(more, fmt.Sprintf("and %d more errors", len(msgs)-5))
		}
		text += "\n" + strings.Join(more, "\n")
	}
	e.Err = errors.New(text)
	return e
}

// explain rewords esbuild messages whose cause is particular to extensions.
func explain(m esbuild.Message) string {
	text := m.Text
	const prefix = `Could not resolve "`
	if strings.HasPrefix(text, prefix) {
		spec := strings.TrimSuffix(strings.TrimPrefix(text, prefix), `"`)
		if !strings.HasPrefix(spec, ".") && !strings.HasPrefix(spec, "/") {
			return fmt.Sprintf("imports the package %q, which is not installed; run npm install %s "+
				"in the folder that holds the extensions (or a parent)", spec, packageName(spec))
		}
	}
	for _, n := range m.Notes {
		if n.Text != "" && n.Location == nil && len(n.Text) < 300 { // not "the original key is here:"
			text += " (" + n.Text + ")"
			break
		}
	}
	return text
}

func packageName(spec string) string {
	parts := strings.SplitN(spec, "/", 3)
	if strings.HasPrefix(spec, "@") && len(parts) >= 2 {
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}

// diagnostic is esbuild's message m about f, positioned.
func diagnostic(f File, m esbuild.Message) api.Diagnostic {
	d := api.Diagnostic{Phase: api.PhaseBundle, ID: m.ID, Text: explain(m)}
	if loc := m.Location; loc != nil && loc.File != "" {
		d.File, d.Line, d.Column = displayPath(f.Dir, loc.File), loc.Line, loc.Column+1
	}
	return d
}

// displayPath shows a path esbuild reports (relative to the working
// directory, the extensions folder) relative to the extensions folder when
// it is inside it, else absolute.
func displayPath(dir, p string) string {
	abs := p
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(dir, p)
	}
	if rel, err := filepath.Rel(dir, abs); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return abs
}
