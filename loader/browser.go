package loader

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	esbuild "github.com/evanw/esbuild/pkg/api"

	"github.com/earshot/extensions/platform"
)

// Packages resolve to what works here. An extension is bundled first with
// Node's export conditions, since our built-ins cover most of what Node
// builds need. When that bundle reaches a built-in extensions do not get,
// or a package that cannot run here (cheerio's Node build reaches undici,
// whose HTTP parser is WebAssembly), the package the extension imported
// on that path is bundled again from its browser build,
// if it has one — the build its authors made for a world without Node's
// network modules — and the extension is bundled a second time with that
// build in its place.
//
// A browser build is bundled apart (a sub-build with esbuild's browser
// platform, so that package.json "browser" maps apply) and joined to the
// extension as one CommonJS module; the built-ins it imports stay imports,
// so that the extension and the package share one Buffer and one
// EventEmitter. What it does not share are the packages both import: each
// has its own copy.

// browserFlip is a package to take from its browser build: the import spec
// as the extension (or a package) wrote it, the folder it was resolved
// from, and the file its Node build resolved to.
type browserFlip struct {
	Spec, ResolveDir, NodePath string
}

// browserNamespace holds the browser builds of flipped packages.
const browserNamespace = "earshot-browser"

// metafile is the part of esbuild's metafile this package reads.
type metafile struct {
	Inputs map[string]struct {
		Imports []struct {
			Path     string `json:"path"`
			Original string `json:"original"`
			External bool   `json:"external"`
		} `json:"imports"`
	} `json:"inputs"`
}

// networkBuiltin are the built-ins whose absence a browser build is made
// for: a package's Node build that reaches one of them (and it is not
// provided) is replaced by its browser build. Packages reach the other
// built-ins extensions do not get (domain, v8, worker_threads,
// async_hooks, ...) optionally — inside a try, or only when asked (asap
// and nunjucks reach domain; prettier worker_threads) — and keep their
// Node build, which is the one that works.
var networkBuiltin = map[string]bool{
	"http": true, "https": true, "http2": true, "net": true, "tls": true, "dgram": true,
	"dns": true, "dns/promises": true,
}

// browserFlips finds the packages to take from their browser builds: on
// each import path from the extension's own files to an unsupported
// built-in (or to a package that cannot run here: quickJSCannotRun), the
// outermost package that has a browser build.
func browserFlips(dir, meta string) []browserFlip {
	var m metafile
	if json.Unmarshal([]byte(meta), &m) != nil {
		return nil
	}
	// reaches: the files from which an unsupported built-in can be reached.
	reaches := map[string]bool{}
	importers := map[string][]string{}
	for from, in := range m.Inputs {
		for _, imp := range in.Imports {
			importers[imp.Path] = append(importers[imp.Path], from)
		}
	}
	var queue []string
	for p := range m.Inputs {
		if name, ok := strings.CutPrefix(p, builtinNamespace+":"); ok {
			if _, supported, _ := platform.Builtin(name); !supported && networkBuiltin[name] {
				reaches[p] = true
				queue = append(queue, p)
			}
		} else if cannotRun(p) {
			reaches[p] = true
			queue = append(queue, p)
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, from := range importers[p] {
			if !reaches[from] {
				reaches[from] = true
				queue = append(queue, from)
			}
		}
	}
	if len(reaches) == 0 {
		return nil
	}
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	var flips []browserFlip
	seen := map[string]bool{}
	var walk func(file string)
	walk = func(file string) {
		if seen[file] {
			return
		}
		seen[file] = true
		for _, imp := range m.Inputs[file].Imports {
			if !reaches[imp.Path] || strings.Contains(imp.Path, ":") && !filepath.IsAbs(imp.Path) {
				continue
			}
			to := abs(imp.Path)
			if pkg := packageDir(to); pkg != "" && pkg != packageDir(abs(file)) && hasBrowserBuild(pkg) && !isPathSpec(imp.Original) {
				flips = append(flips, browserFlip{Spec: imp.Original, ResolveDir: filepath.Dir(abs(file)), NodePath: to})
				continue
			}
			walk(imp.Path)
		}
	}
	for p := range m.Inputs {
		if !strings.Contains(p, "node_modules") && !strings.Contains(p, ":") {
			walk(p)
		}
	}
	return flips
}

// quickJSCannotRun are packages whose Node build cannot work in an
// extension whatever built-ins it has: undici parses HTTP with llhttp
// compiled to WebAssembly, which QuickJS does not have (and needs
// worker_threads and MessagePort as it loads). An import of undici itself
// is the platform's module (platform.Package); a package that reaches a
// file inside it ("undici/lib/...") is taken from its browser build, as
// for a missing built-in.
var quickJSCannotRun = []string{"undici"}

// cannotRun reports whether the bundle input p is a file of one of
// quickJSCannotRun.
func cannotRun(p string) bool {
	sep := string(filepath.Separator)
	for _, name := range quickJSCannotRun {
		if strings.Contains(p, sep+"node_modules"+sep+name+sep) || strings.HasPrefix(p, "node_modules"+sep+name+sep) {
			return true
		}
	}
	return false
}

// packageDir is the folder of the package a file under node_modules
// belongs to ("" for a file outside node_modules).
func packageDir(file string) string {
	sep := string(filepath.Separator)
	i := strings.LastIndex(file, sep+"node_modules"+sep)
	if i < 0 {
		return ""
	}
	rest := file[i+len("/node_modules/"):]
	parts := strings.SplitN(rest, sep, 3)
	n := 1
	if strings.HasPrefix(parts[0], "@") {
		n = 2
	}
	if len(parts) <= n {
		return ""
	}
	return file[:i+len("/node_modules/")] + filepath.Join(parts[:n]...)
}

// hasBrowserBuild reports whether the package in dir says it has a build
// for browsers: a "browser" field, or a "browser" export condition.
func hasBrowserBuild(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil || len(b) > MaxSourceFile {
		return false
	}
	var pkg struct {
		Browser json.RawMessage `json:"browser"`
		Exports json.RawMessage `json:"exports"`
	}
	if json.Unmarshal(b, &pkg) != nil {
		return false
	}
	if len(pkg.Browser) > 0 && string(pkg.Browser) != "null" && string(pkg.Browser) != "false" {
		return true
	}
	var exports any
	_ = json.Unmarshal(pkg.Exports, &exports)
	var has func(v any) bool
	has = func(v any) bool {
		if m, ok := v.(map[string]any); ok {
			for k, x := range m {
				if k == "browser" || has(x) {
					return true
				}
			}
		}
		return false
	}
	return has(exports)
}

// browserKey names the module of g.flips[i] in browserNamespace (the name
// shows in the bundle's comments and stacks).
func browserKey(i int, fl browserFlip) string { return fl.Spec + " #" + strconv.Itoa(i) }

// onResolveBrowser sends an import that resolved, in the Node bundle, to a
// flipped package, to that package's browser build.
func (g *guard) onResolveBrowser(b esbuild.PluginBuild, args esbuild.OnResolveArgs) (esbuild.OnResolveResult, error) {
	if len(g.flips) == 0 || isPathSpec(args.Path) || args.PluginData == browserNamespace || args.PluginData == resolving || args.ResolveDir == "" {
		return esbuild.OnResolveResult{}, nil
	}
	var candidate bool
	for _, fl := range g.flips {
		if fl.Spec == args.Path {
			candidate = true
		}
	}
	if !candidate {
		return esbuild.OnResolveResult{}, nil
	}
	r := b.Resolve(args.Path, esbuild.ResolveOptions{Kind: args.Kind, ResolveDir: args.ResolveDir, Importer: args.Importer,
		Namespace: args.Namespace, PluginData: browserNamespace, With: args.With})
	if len(r.Errors) > 0 {
		return esbuild.OnResolveResult{}, nil
	}
	for i, fl := range g.flips {
		if fl.Spec == args.Path && fl.NodePath == r.Path {
			return esbuild.OnResolveResult{Path: browserKey(i, fl), Namespace: browserNamespace}, nil
		}
	}
	return esbuild.OnResolveResult{}, nil
}

// onLoadBrowser bundles a flipped package's browser build.
func (g *guard) onLoadBrowser(args esbuild.OnLoadArgs) (esbuild.OnLoadResult, error) {
	_, n, _ := strings.Cut(args.Path, " #")
	i, err := strconv.Atoi(n)
	if err != nil || i < 0 || i >= len(g.flips) {
		return esbuild.OnLoadResult{}, fmt.Errorf("no browser build %q", args.Path)
	}
	spec, resolveDir := g.flips[i].Spec, g.flips[i].ResolveDir
	entry := "module.exports = require(" + quote(spec) + ");\n"
	res, err := g.run(esbuild.BuildOptions{
		Stdin:             &esbuild.StdinOptions{Contents: entry, ResolveDir: resolveDir, Sourcefile: browserNamespace + ":" + spec, Loader: esbuild.LoaderJS},
		AbsWorkingDir:     g.f.Dir,
		Bundle:            true,
		Write:             false,
		Format:            esbuild.FormatCommonJS,
		Platform:          esbuild.PlatformBrowser,
		Define:            map[string]string{"process.env.NODE_ENV": `"production"`},
		Target:            target,
		Charset:           esbuild.CharsetUTF8,
		LegalComments:     esbuild.LegalCommentsNone,
		LogLevel:          esbuild.LogLevelSilent,
		Metafile:          true,
		ResolveExtensions: []string{".ts", ".mts", ".tsx", ".js", ".mjs", ".cjs", ".json"},
		Plugins:           []esbuild.Plugin{g.pluginFor(true)},
	})
	if err != nil {
		return esbuild.OnLoadResult{}, err
	}
	if len(res.Errors) > 0 {
		m := res.Errors[0]
		where := ""
		if m.Location != nil {
			where = fmt.Sprintf(" (%s:%d)", displayPath(g.f.Dir, m.Location.File), m.Location.Line)
		}
		return esbuild.OnLoadResult{}, fmt.Errorf("bundling the browser build of %s, which the extension needs because its Node build reaches a built-in extensions do not get: %s%s",
			spec, m.Text, where)
	}
	if len(res.OutputFiles) != 1 {
		return esbuild.OnLoadResult{}, fmt.Errorf("bundling the browser build of %s: esbuild produced %d files", spec, len(res.OutputFiles))
	}
	g.mu.Lock()
	g.subInputs = append(g.subInputs, metafileInputs(g.f.Dir, res.Metafile)...)
	g.mu.Unlock()
	code := string(res.OutputFiles[0].Contents)
	return esbuild.OnLoadResult{Contents: &code, Loader: esbuild.LoaderJS, ResolveDir: resolveDir}, nil
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
