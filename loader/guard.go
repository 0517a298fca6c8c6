package loader

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	esbuild "github.com/evanw/esbuild/pkg/api"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/platform"
)

// guard is the esbuild plugin that bounds what bundling may read. esbuild
// would read whatever an import names — an absolute path, /proc/self/environ,
// the user's trust key (and so forge trust elsewhere), /dev/zero (without
// end), a FIFO (hanging the host) — with any loader (text, binary). The
// guard loads every file itself instead:
//
//   - the file must be a regular file whose real path (links resolved) is
//     inside a root: the extension's folder, or a node_modules folder of it
//     or of one of its parents (where Node resolves packages); for a user
//     extension, also the folder its file really is in (a dotfiles link);
//   - its kind must be one the contract documents (sourceLoaders), and an
//     import may ask for no other (`with { type: "json" }` at most);
//   - it must fit MaxSourceFile, and all of them MaxBundleInput.
//
// Before esbuild's resolver reads a folder's package.json, tsconfig.json or
// jsconfig.json by itself, the guard checks that each that exists is a
// regular file, so that none can hang it either.
//
// The guard also records what bundling saw, for the cache key: each file
// it loaded (the hash of the bytes esbuild got, and the file's stat before
// they were read), the configuration files it checked (hashed before
// esbuild reads them, or as soon as resolution reaches their folder), and
// the folders lookups went through (listed when a lookup first reaches
// them). So the key can never claim a version of a file that bundling did
// not see: an edit that lands while an extension is bundled shows as a
// change at the next start.
type guard struct {
	f      File
	roots  []string
	ctx    context.Context
	hasher *fsutil.Hasher // what was seen of configuration files and folders
	// flips are the packages taken from their browser builds (see
	// browserFlips); subInputs the files their sub-builds read.
	flips     []browserFlip
	subInputs []string

	mu      sync.Mutex
	total   int64
	checked map[string]*folderCheck // folders whose config files were checked
	configs map[string]bool
	// from are the configuration files checked for each resolution, by
	// importer ("entry:" and the path for an entry point): which ones
	// steered which extension's bundle, when several are bundled in one
	// build (InputsOf).
	from     map[string]map[string]bool
	folders  map[string]map[string]bool // folder → name prefixes looked up ("" for all)
	listed   map[string]*fsutil.Folder  // folder → its entries when a lookup first reached it
	seen     map[string]fsutil.Seen     // file → what was read of it
	aborted  error
	abortSet bool
	native   map[string]string   // package folder → how it is a native addon ("" if it is not); see native.go
	addons   map[string][]string // file → the .node files it requires by name (see native.go)
	// missing are the modules resolution did not find, by their path in
	// missingNamespace (see missing.go); required the JSON files each
	// source file requires through createRequire (see required.go).
	missing      map[string]*missingModule
	missingPaths map[string]string // (require, spec, importer) → path in missingNamespace
	required     map[string][]string
	nonce        string
	// mainBuilds are the packages with a "main" and a "module" build, by
	// folder (nil for one without both); forcedMain those whose imports
	// are all taken from "main" (see mainfield.go).
	mainBuilds map[string]*mainBuild
	forcedMain map[string]bool
	// buffer is set when a file read mentions Buffer: only then is the
	// global injected (parsing the buffer module costs each bundle ~4 ms),
	// in a pass with inject set.
	buffer atomic.Bool
	inject bool
}

// testHookLoaded, set by tests, runs after the guard has read a file for
// esbuild (and before esbuild parses it).
var testHookLoaded func(path string)

// sourceLoaders are the file kinds an extension may import.
var sourceLoaders = map[string]esbuild.Loader{
	".ts": esbuild.LoaderTS, ".mts": esbuild.LoaderTS, ".cts": esbuild.LoaderTS, ".tsx": esbuild.LoaderTSX,
	".js": esbuild.LoaderJS, ".mjs": esbuild.LoaderJS, ".cjs": esbuild.LoaderJS, ".jsx": esbuild.LoaderJSX,
	".json": esbuild.LoaderJSON,
}

// configFiles are read by esbuild's resolver in every folder it resolves
// from.
var configFiles = []string{"package.json", "tsconfig.json", "jsconfig.json"}

func newGuard(ctx context.Context, f File, hasher *fsutil.Hasher) (*guard, error) {
	if hasher == nil {
		hasher = &fsutil.Hasher{}
	}
	g := &guard{f: f, ctx: ctx, hasher: hasher, checked: map[string]*folderCheck{}, configs: map[string]bool{}, from: map[string]map[string]bool{},
		folders: map[string]map[string]bool{}, listed: map[string]*fsutil.Folder{}, seen: map[string]fsutil.Seen{},
		native: map[string]string{}, addons: map[string][]string{}, missing: map[string]*missingModule{}, missingPaths: map[string]string{},
		required: map[string][]string{}, nonce: newNonce(), mainBuilds: map[string]*mainBuild{}, forcedMain: map[string]bool{}}
	dir, err := filepath.EvalSymlinks(f.Dir)
	if err != nil {
		return nil, err
	}
	g.roots = append(g.roots, dir)
	for d := f.Dir; ; d = filepath.Dir(d) {
		nm := filepath.Join(d, "node_modules")
		if real, err := filepath.EvalSymlinks(nm); err == nil {
			g.roots = append(g.roots, real)
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	if f.Scope == api.ScopeUser {
		if real, err := filepath.EvalSymlinks(f.Path); err == nil {
			g.roots = append(g.roots, filepath.Dir(real))
		}
	}
	return g, nil
}

func (g *guard) plugin() esbuild.Plugin { return g.pluginFor(false) }

// pluginFor is the plugin of the extension's bundle, or (sub) of the
// sub-build of a package's browser build, in which built-ins stay imports.
func (g *guard) pluginFor(sub bool) esbuild.Plugin {
	return esbuild.Plugin{
		Name: "earshot",
		Setup: func(b esbuild.PluginBuild) {
			if !sub {
				b.OnResolve(esbuild.OnResolveOptions{Filter: ".*"}, func(args esbuild.OnResolveArgs) (esbuild.OnResolveResult, error) {
					return g.onResolveBrowser(b, args)
				})
				b.OnLoad(esbuild.OnLoadOptions{Filter: ".*", Namespace: browserNamespace}, g.onLoadBrowser)
			}
			b.OnResolve(esbuild.OnResolveOptions{Filter: ".*"}, func(args esbuild.OnResolveArgs) (esbuild.OnResolveResult, error) {
				if args.PluginData == resolving {
					// The guard's own look-ahead (see missing.go):
					// esbuild's resolution, as it would be.
					return esbuild.OnResolveResult{}, nil
				}
				if p, ok := strings.CutPrefix(args.Path, requiredNamespace+":"); ok {
					return esbuild.OnResolveResult{Path: p, Namespace: requiredNamespace}, nil
				}
				if args.Namespace == builtinNamespace && platform.Internal(args.Path) {
					// A built-in's require of an internal module
					// (node:internal/...): the code the built-ins share.
					return esbuild.OnResolveResult{Path: args.Path, Namespace: builtinNamespace}, nil
				}
				if _, _, ok := platform.Builtin(args.Path); ok && sub {
					return esbuild.OnResolveResult{Path: args.Path, External: true}, nil
				}
				if name, ok := platform.Package(args.Path); ok {
					if sub {
						return esbuild.OnResolveResult{Path: name, External: true}, nil
					}
					return esbuild.OnResolveResult{Path: name, Namespace: packageNamespace}, nil
				}
				return g.onResolve(b, args, sub)
			})
			b.OnLoad(esbuild.OnLoadOptions{Filter: ".*", Namespace: "file"}, g.onLoad)
			b.OnLoad(esbuild.OnLoadOptions{Filter: ".*", Namespace: builtinNamespace}, onLoadBuiltin)
			b.OnLoad(esbuild.OnLoadOptions{Filter: ".*", Namespace: packageNamespace}, onLoadPackage)
			b.OnLoad(esbuild.OnLoadOptions{Filter: ".*", Namespace: missingNamespace}, g.onLoadMissing)
			b.OnLoad(esbuild.OnLoadOptions{Filter: ".*", Namespace: requiredNamespace}, g.onLoadRequired)
			b.OnLoad(esbuild.OnLoadOptions{Filter: ".*", Namespace: "earshot-inject"}, func(esbuild.OnLoadArgs) (esbuild.OnLoadResult, error) {
				src := "import b from \"node:buffer\";\nexport const Buffer = b.Buffer;\n"
				return esbuild.OnLoadResult{Contents: &src, Loader: esbuild.LoaderJS}, nil
			})
		},
	}
}

// builtinNamespace holds the Node built-ins an extension imports ("fs",
// "node:fs"): the platform's modules, bundled in only when imported; and
// the internal modules they require ("node:internal/validators"), which
// only they can.
const builtinNamespace = "earshot-builtin"

// packageNamespace holds the npm packages the platform has a module of its
// own for (platform.Package: undici), which an extension and its packages
// get instead of the package's own, whether it is installed or not.
const packageNamespace = "earshot-package"

func onLoadPackage(args esbuild.OnLoadArgs) (esbuild.OnLoadResult, error) {
	src, ok := platform.PackageSource(args.Path)
	if !ok {
		return esbuild.OnLoadResult{}, fmt.Errorf("the platform has no module %q", args.Path)
	}
	return esbuild.OnLoadResult{Contents: &src, Loader: esbuild.LoaderJS}, nil
}

func onLoadBuiltin(args esbuild.OnLoadArgs) (esbuild.OnLoadResult, error) {
	src, ok := platform.BuiltinSource(args.Path)
	if !ok {
		src = platform.UnsupportedSource(args.Path)
	}
	return esbuild.OnLoadResult{Contents: &src, Loader: esbuild.LoaderJS}, nil
}

// onResolve checks the configuration files esbuild's resolver is about to
// read while resolving from args.ResolveDir (it reads those of the folder
// and of every parent), and records the folders whose listings steer the
// lookup; resolution itself is esbuild's.
func (g *guard) onResolve(b esbuild.PluginBuild, args esbuild.OnResolveArgs, sub bool) (esbuild.OnResolveResult, error) {
	if err := g.abortErr(); err != nil {
		return esbuild.OnResolveResult{}, err
	}
	if args.Path == injectPath {
		return esbuild.OnResolveResult{Path: "globals", Namespace: "earshot-inject"}, nil
	}
	if name, _, ok := platform.Builtin(args.Path); ok {
		return esbuild.OnResolveResult{Path: name, Namespace: builtinNamespace}, nil
	}
	if stub, err := g.checkNativeImport(args); err != nil || stub.Path != "" {
		return stub, err
	}
	if args.ResolveDir == "" {
		return esbuild.OnResolveResult{}, nil
	}
	key := filepath.Clean(args.Importer)
	if args.Kind == esbuild.ResolveEntryPoint {
		key = "entry:" + filepath.Clean(args.Path)
	}
	check := func(dir string) error { return g.checkFor(key, dir) }
	bare := !isPathSpec(args.Path)
	for d := args.ResolveDir; ; d = filepath.Dir(d) {
		if err := check(d); err != nil {
			return esbuild.OnResolveResult{}, err
		}
		// A config file or (for a package) a node_modules folder may
		// appear; the rest of the folder does not matter.
		if bare {
			g.lookup(d, slices.Concat(configFiles, []string{"node_modules"})...)
			// esbuild looks for d/node_modules/<package>.
			nm := filepath.Join(d, "node_modules")
			name := packageName(args.Path)
			pkg := filepath.Join(nm, name)
			if _, err := os.Stat(nm); err == nil {
				first, _, _ := strings.Cut(name, "/")
				g.lookup(nm, first)
				if strings.Contains(name, "/") {
					g.lookup(filepath.Dir(pkg), filepath.Base(pkg))
				}
				if err := check(pkg); err != nil {
					return esbuild.OnResolveResult{}, err
				}
				if _, err := os.Stat(pkg); err == nil {
					g.lookup(pkg) // its own layout: package.json, index.*, …
				}
			}
		} else {
			g.lookup(d, configFiles...)
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	if !bare {
		target := args.Path
		if !filepath.IsAbs(target) {
			target = filepath.Join(args.ResolveDir, target)
		}
		// The target's folder, by the target's name: adding "h.ts" next
		// to "h.js" changes what "./h" (or "./h.js") resolves to.
		if err := check(filepath.Dir(target)); err != nil {
			return esbuild.OnResolveResult{}, err
		}
		stem, _, _ := strings.Cut(filepath.Base(target), ".")
		g.lookup(filepath.Dir(target), stem)
		// And every folder on the way, by name: one may be a link
		// retargeted, or appear.
		for p := filepath.Dir(target); filepath.Dir(p) != p; p = filepath.Dir(p) {
			g.lookup(filepath.Dir(p), filepath.Base(p))
		}
		if st, err := os.Stat(target); err == nil && st.IsDir() {
			if err := check(target); err != nil {
				return esbuild.OnResolveResult{}, err
			}
			g.lookup(target, "index.", "package.json") // "./lib" is lib/index.*
		}
	}
	// With the lookups recorded (a module that appears later changes the
	// bundle): a require of a package takes its "main" (a browser build
	// picks its own), and a module that is not there may be left for run
	// time.
	if !sub {
		if r, ok := g.requireMain(b, args); ok {
			return r, nil
		}
	}
	return g.resolveOrMissing(b, args, sub), nil
}

func isPathSpec(p string) bool {
	return strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../") || p == "." || p == ".." ||
		filepath.IsAbs(p) || strings.HasPrefix(p, "/")
}

// folderCheck is what checkFolder found in a folder, once.
type folderCheck struct {
	once    sync.Once
	configs []string
	err     error
}

// checkFolder refuses a folder whose package.json, tsconfig.json or
// jsconfig.json exists but is not a regular file (esbuild reads them
// itself), and records those that exist. It looks once per folder.
func (g *guard) checkFolder(dir string) (*folderCheck, error) {
	g.mu.Lock()
	c := g.checked[dir]
	if c == nil {
		c = &folderCheck{}
		g.checked[dir] = c
	}
	g.mu.Unlock()
	c.once.Do(func() {
		for _, name := range configFiles {
			p := filepath.Join(dir, name)
			st, err := os.Stat(p)
			if err != nil {
				continue
			}
			if !st.Mode().IsRegular() {
				c.err = g.refuse(p, (&fsutil.NotRegularError{Path: displayPath(g.f.Dir, p), Mode: st.Mode()}).Error())
				return
			}
			if st.Size() > MaxSourceFile {
				c.err = g.refuse(p, fmt.Sprintf("%s is larger than %d MiB", displayPath(g.f.Dir, p), MaxSourceFile>>20))
				return
			}
			g.record(p)
			c.configs = append(c.configs, p)
			if name != "package.json" {
				if err := g.checkExtends(p, 0, &c.configs); err != nil {
					c.err = err
					return
				}
			}
		}
	})
	return c, c.err
}

// checkFor is checkFolder for a resolution by importer key (see from).
func (g *guard) checkFor(key, dir string) error {
	c, err := g.checkFolder(dir)
	if err != nil {
		return err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	m := g.from[key]
	if m == nil {
		m = map[string]bool{}
		g.from[key] = m
	}
	for _, p := range c.configs {
		m[filepath.Clean(p)] = true
	}
	return nil
}

// maxExtends bounds a chain of tsconfig extends.
const maxExtends = 16

// checkExtends checks the files a tsconfig.json (or jsconfig.json) at p
// extends, which esbuild reads by itself: each must be a regular file of at
// most MaxSourceFile (not a FIFO, a device, /dev/stdin), and is recorded
// with the files the bundle is made of (the cache's key; what a narrowed
// extension may not write) and added to found.
func (g *guard) checkExtends(p string, depth int, found *[]string) error {
	if depth > maxExtends {
		return g.refuse(p, fmt.Sprintf("%s: its extends go more than %d files deep", displayPath(g.f.Dir, p), maxExtends))
	}
	b, err := fsutil.ReadRegular(p, MaxSourceFile)
	if err != nil {
		return nil // its own problems are esbuild's to report
	}
	for _, spec := range tsconfigExtends(b) {
		target, ok := resolveExtends(filepath.Dir(p), spec)
		if !ok {
			continue // esbuild reports what it cannot find
		}
		st, err := os.Stat(target)
		if err != nil {
			continue
		}
		if !st.Mode().IsRegular() {
			return g.refuse(target, fmt.Sprintf("%s extends %s, which is %s, not a regular file", displayPath(g.f.Dir, p),
				displayPath(g.f.Dir, target), fsutil.DescribeMode(st.Mode())))
		}
		if st.Size() > MaxSourceFile {
			return g.refuse(target, fmt.Sprintf("%s extends %s, which is larger than %d MiB", displayPath(g.f.Dir, p), displayPath(g.f.Dir, target), MaxSourceFile>>20))
		}
		g.record(target)
		*found = append(*found, target)
		if err := g.checkExtends(target, depth+1, found); err != nil {
			return err
		}
	}
	return nil
}

// tsconfigExtends reads the "extends" of a tsconfig file — JSON with
// comments and trailing commas, as TypeScript reads it: a string or a list
// of strings.
func tsconfigExtends(b []byte) []string {
	var v struct {
		Extends json.RawMessage `json:"extends"`
	}
	if json.Unmarshal(jsonc(b), &v) != nil || v.Extends == nil {
		return nil
	}
	var one string
	if json.Unmarshal(v.Extends, &one) == nil {
		return []string{one}
	}
	var many []string
	_ = json.Unmarshal(v.Extends, &many)
	return many
}

// jsonc strips the comments and trailing commas of JSON with comments
// (strings kept as they are).
func jsonc(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(b) && b[j] != '"' {
				if b[j] == '\\' {
					j++
				}
				j++
			}
			end := min(j+1, len(b))
			out = append(out, b[i:end]...)
			i = end - 1
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			for i < len(b) && b[i] != '\n' {
				i++
			}
			out = append(out, '\n')
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			i += 2
			for i+1 < len(b) && !(b[i] == '*' && b[i+1] == '/') {
				i++
			}
			i++
			out = append(out, ' ')
		case c == ',':
			// A trailing comma: the next significant character closes.
			j := i + 1
			for j < len(b) && (b[j] == ' ' || b[j] == '\t' || b[j] == '\n' || b[j] == '\r') {
				j++
			}
			if j < len(b) && (b[j] == '}' || b[j] == ']') {
				continue
			}
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out
}

// resolveExtends finds the file an extends names from the folder dir, as
// TypeScript does: a path (relative or absolute; .json added if it has
// no extension), or a package in a node_modules folder of dir or a parent
// (its tsconfig.json when it names the package alone).
func resolveExtends(dir, spec string) (string, bool) {
	if spec == "" {
		return "", false
	}
	withJSON := func(p string) []string {
		if filepath.Ext(p) == "" {
			return []string{p + ".json", filepath.Join(p, "tsconfig.json"), p}
		}
		return []string{p}
	}
	var candidates []string
	if isPathSpec(spec) {
		p := spec
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		candidates = withJSON(filepath.Clean(p))
	} else {
		for d := dir; ; d = filepath.Dir(d) {
			candidates = append(candidates, withJSON(filepath.Join(d, "node_modules", spec))...)
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	for _, c := range candidates {
		if _, err := os.Lstat(c); err == nil {
			if st, err := os.Stat(c); err == nil && st.IsDir() {
				continue
			}
			return c, true
		}
	}
	return "", false
}

// record notes a configuration file esbuild's resolver reads, with what
// the hasher first saw of it.
func (g *guard) record(path string) {
	s, err := g.hasher.HashSeen(path)
	g.mu.Lock()
	defer g.mu.Unlock()
	g.configs[path] = true
	if err == nil {
		g.seen[filepath.Clean(path)] = s
	}
}

// seeConfigs hashes the configuration files of the extension's folder and
// its parents before esbuild starts (its resolver reads them for the entry
// point, before any import reaches the guard). Nothing is refused here:
// checkFolder does that when resolution reaches the folder.
func (g *guard) seeConfigs() {
	for d := g.f.Dir; ; d = filepath.Dir(d) {
		for _, name := range configFiles {
			p := filepath.Join(d, name)
			if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Size() <= MaxSourceFile {
				_, _ = g.hasher.HashSeen(p)
			}
		}
		if filepath.Dir(d) == d {
			break
		}
	}
}

// onLoad loads one file for esbuild, if the guard allows it.
func (g *guard) onLoad(args esbuild.OnLoadArgs) (esbuild.OnLoadResult, error) {
	if err := g.abortErr(); err != nil {
		return esbuild.OnLoadResult{}, err
	}
	shown := displayPath(g.f.Dir, args.Path)
	loader, ok := sourceLoaders[strings.ToLower(filepath.Ext(args.Path))]
	if !ok && strings.EqualFold(filepath.Ext(args.Path), ".node") {
		who := g.packageOf(args.Path)
		if who == "" {
			who = shown
		}
		return esbuild.OnLoadResult{}, nativeAddonError(who, shown+" is compiled code for Node.js")
	}
	if err := g.checkNativePackage(args.Path); err != nil {
		return esbuild.OnLoadResult{}, err
	}
	if !ok {
		return esbuild.OnLoadResult{}, g.refuse(args.Path, fmt.Sprintf("cannot import %s: an extension imports TypeScript, JavaScript "+
			"and JSON files only (.ts, .mts, .cts, .tsx, .js, .mjs, .cjs, .jsx, .json)", shown))
	}
	for k, v := range args.With {
		if k != "type" || v != "json" || loader != esbuild.LoaderJSON {
			return esbuild.OnLoadResult{}, g.refuse(args.Path, fmt.Sprintf("cannot import %s with { %s: %q }: "+
				"the only import attribute allowed is type: \"json\", on a .json file", shown, k, v))
		}
	}
	real, err := filepath.EvalSymlinks(args.Path)
	if err != nil {
		return esbuild.OnLoadResult{}, g.refuse(args.Path, err.Error())
	}
	if !g.inRoots(real) {
		where := ""
		if real != args.Path {
			where = " (it is a link to " + real + ")"
		}
		if args.Path == g.f.Path {
			return esbuild.OnLoadResult{}, g.refuse(args.Path, fmt.Sprintf("the extension's file%s is outside its folder (%s); "+
				"a project extension must be a file in that folder", where, g.f.Dir))
		}
		return esbuild.OnLoadResult{}, g.refuse(args.Path, fmt.Sprintf("cannot import %s%s: an extension may import files in its "+
			"folder (%s) and in node_modules folders only; linked packages (npm link, workspaces) are not followed outside them",
			shown, where, g.f.Dir))
	}
	b, st, err := fsutil.ReadRegularStat(real, MaxSourceFile)
	var tl *fsutil.TooLargeError
	switch {
	case errors.As(err, &tl):
		return esbuild.OnLoadResult{}, g.refuse(args.Path, fmt.Sprintf("%s is larger than %d MiB (the limit for one file)", shown, MaxSourceFile>>20))
	case errors.Is(err, fsutil.ErrNotRegular):
		return esbuild.OnLoadResult{}, g.refuse(args.Path, fmt.Sprintf("cannot import %s: %v", shown, err))
	case err != nil:
		return esbuild.OnLoadResult{}, g.refuse(args.Path, err.Error())
	}
	g.mu.Lock()
	g.total += int64(len(b))
	total := g.total
	g.seen[filepath.Clean(args.Path)] = fsutil.SeeBytes(b, st)
	g.mu.Unlock()
	if testHookLoaded != nil {
		testHookLoaded(args.Path)
	}
	if total > maxBundleInput {
		return esbuild.OnLoadResult{}, g.refuse(args.Path, fmt.Sprintf("the extension's imports are more than %d MiB in all (the limit)", maxBundleInput>>20))
	}
	if !g.inject && bytes.Contains(b, []byte("Buffer")) {
		// Bundled again with the global injected: stop this pass now.
		g.buffer.Store(true)
		return esbuild.OnLoadResult{}, errNeedsBuffer
	}
	contents := nodeLocals(string(b), args.Path, loader)
	if loader != esbuild.LoaderJSON {
		contents = g.withRequired(args.Path, string(b), contents)
	}
	return esbuild.OnLoadResult{Contents: &contents, Loader: loader, ResolveDir: filepath.Dir(args.Path)}, nil
}

// nodeLocals gives a source file what Node gives each module: __dirname and
// __filename (a CommonJS module's; declared on the first line, unless the
// file declares them itself), and import.meta.url, import.meta.dirname and
// import.meta.filename (an ES module's) — the file's own, so that a package
// finds the data files next to it.
func nodeLocals(src, path string, loader esbuild.Loader) string {
	if loader == esbuild.LoaderJSON {
		return src
	}
	if strings.Contains(src, "import.meta.") {
		u := (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
		q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
		src = strings.NewReplacer(
			"import.meta.url", q(u),
			"import.meta.dirname", q(filepath.Dir(path)),
			"import.meta.filename", q(path),
		).Replace(src)
	}
	var decl []string
	for _, name := range []string{"__dirname", "__filename"} {
		if !strings.Contains(src, name) || declares(src, name) {
			continue
		}
		v := path
		if name == "__dirname" {
			v = filepath.Dir(path)
		}
		b, _ := json.Marshal(v)
		decl = append(decl, name+" = "+string(b))
	}
	if len(decl) == 0 {
		return src
	}
	return onFirstLine(src, "var "+strings.Join(decl, ", ")+";")
}

// onFirstLine puts prefix at the start of src's first line (after a #!
// line), so that line numbers keep.
func onFirstLine(src, prefix string) string {
	if strings.HasPrefix(src, "#!") {
		nl := strings.IndexByte(src, '\n')
		if nl < 0 {
			return src
		}
		return src[:nl+1] + prefix + src[nl+1:]
	}
	return prefix + src
}

// declares reports whether src declares name itself (an ES module's
// `const __dirname = path.dirname(...)`).
func declares(src, name string) bool {
	for _, kw := range []string{"const ", "let ", "var ", "function "} {
		for i := 0; ; {
			j := strings.Index(src[i:], kw+name)
			if j < 0 {
				break
			}
			end := i + j + len(kw) + len(name)
			if end >= len(src) || !isIdentByte(src[end]) {
				return true
			}
			i = end
		}
	}
	return false
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (g *guard) inRoots(real string) bool {
	for _, r := range g.roots {
		if real == r || strings.HasPrefix(real, r+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

// refuse returns a refusal for esbuild, which reports it with the position
// of the import.
// errNeedsBuffer ends a pass without the Buffer global at the first file
// that mentions it.
var errNeedsBuffer = errors.New("the bundle needs the Buffer global")

func (g *guard) refuse(path, msg string) error { return errors.New(msg) }

// abort makes every later plugin call fail (bundling was cancelled).
func (g *guard) abort(cause error) {
	g.mu.Lock()
	g.aborted, g.abortSet = cause, true
	g.mu.Unlock()
}

func (g *guard) abortErr() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.abortSet {
		return fmt.Errorf("bundling was stopped: %w", g.aborted)
	}
	return nil
}

// seenOf is what was seen of each of paths (those it has).
func (g *guard) seenOf(paths []string) map[string]fsutil.Seen {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make(map[string]fsutil.Seen, len(paths))
	for _, p := range paths {
		if s, ok := g.seen[p]; ok {
			out[p] = s
		}
	}
	return out
}

// inputs adds the configuration files that steered resolution to the
// files esbuild read.
func (g *guard) inputs(read []string) []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := slices.Clone(read)
	out = append(out, g.subInputs...)
	for p := range g.configs {
		out = append(out, filepath.Clean(p))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// lookup records that resolution looked in dir for names starting with
// prefixes (for any name, without prefixes). The first lookup in a folder
// lists it (or takes the hasher's earlier listing): before resolution
// reads it.
func (g *guard) lookup(dir string, prefixes ...string) {
	dir = filepath.Clean(dir)
	g.mu.Lock()
	_, listed := g.listed[dir]
	g.mu.Unlock()
	var folder *fsutil.Folder
	if !listed {
		folder, _ = g.hasher.Folder(dir)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if folder != nil {
		if _, ok := g.listed[dir]; !ok {
			g.listed[dir] = folder
		}
	}
	m := g.folders[dir]
	if m == nil {
		m = map[string]bool{}
		g.folders[dir] = m
	}
	if len(prefixes) == 0 {
		m[""] = true
	}
	for _, p := range prefixes {
		m[p] = true
	}
}

// lookups are the folders resolution looked in, for what, and what they
// held then.
func (g *guard) lookups() []Lookup {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make([]Lookup, 0, len(g.folders))
	for d, m := range g.folders {
		l := Lookup{Dir: d}
		if !m[""] {
			for p := range m {
				l.Prefixes = append(l.Prefixes, p)
			}
			slices.Sort(l.Prefixes)
		}
		if f := g.listed[d]; f != nil {
			l.Listing, l.Stat, l.ModTime = f.Digest(l.Prefixes), f.Stat, f.ModTime
		}
		out = append(out, l)
	}
	slices.SortFunc(out, func(a, b Lookup) int { return strings.Compare(a.Dir, b.Dir) })
	return out
}
