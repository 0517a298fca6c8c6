package loader

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	esbuild "github.com/evanw/esbuild/pkg/api"

	"github.com/earshot/extensions/internal/fsutil"
)

// Modules that are not there. Packages name modules they may never load:
// an optional dependency (eslint's jiti, which it imports only to read a
// TypeScript config file), a peer dependency for one feature, a build for
// another platform. Under Node such an import fails only when it runs, and
// the package usually expects that. So an import that resolution does not
// find, made by a package (a file under node_modules), by a dynamic
// import() anywhere, or by a require of createRequire (required.go), is
// bundled as what Node does at run time: a module that throws Node's
// error when it is evaluated — MODULE_NOT_FOUND with the require stack for
// a require, ERR_MODULE_NOT_FOUND for an import — whose message names the
// chain of imports that reached it, from the importer to the extension's
// file. A static import or a require in the extension's own files that
// finds nothing still fails bundling, with its position: that module is
// needed, and the message says to install it.
//
// The chain is known only once the build is done (esbuild's metafile), so
// the module holds a placeholder that fillChains replaces in the output.
// Resolution looks in the folders it would find the module in, and these
// are recorded as for any lookup (guard.lookup): when the module appears
// (npm install), the cached bundle is stale and bundling runs again.

// missingNamespace holds the modules resolution did not find.
const missingNamespace = "earshot-missing"

// resolving marks the guard's own look-ahead resolutions, which the
// plugin leaves to esbuild.
const resolving = "earshot-resolving"

// missingModule is a module that was not found: the name it was imported
// by, the file that imported it, whether by require (else by import),
// and the placeholder of its chain in the output.
type missingModule struct {
	Spec, Importer string
	Require        bool
	Placeholder    string
}

func newNonce() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// mayBeMissing reports whether the import args may be left for run time
// when it is not found.
func mayBeMissing(args esbuild.OnResolveArgs) bool {
	switch args.Kind {
	case esbuild.ResolveJSImportStatement, esbuild.ResolveJSRequireCall, esbuild.ResolveJSDynamicImport:
	default:
		return false
	}
	return args.Kind == esbuild.ResolveJSDynamicImport || args.Namespace == requiredNamespace ||
		args.Namespace == "file" && packageRoot(args.Importer) != ""
}

// resolveOrMissing is the result of resolving args: esbuild's own (an
// empty result: esbuild resolves it), or a module of missingNamespace when
// there is nothing to find and the import may be left for run time.
//
// For an import from a package, whether there is something to find is
// looked up as Node looks: the package's folder in a node_modules folder
// of the importer's folder or of a parent, and, for a path or a package
// without "exports", the files it may name. esbuild's own look-ahead
// (PluginBuild.Resolve) reads every folder on the way again each time it
// is called, which doubled the time a large package took to bundle. An
// import from the extension's own files, which a tsconfig's "paths" may
// steer, and any import in a browser build (sub), which a package's
// "browser" map may steer, are looked ahead by esbuild.
func (g *guard) resolveOrMissing(b esbuild.PluginBuild, args esbuild.OnResolveArgs, sub bool) esbuild.OnResolveResult {
	if !mayBeMissing(args) {
		return esbuild.OnResolveResult{}
	}
	var absent bool
	if packageRoot(args.Importer) != "" && !sub {
		absent = nothingAt(args.Path, args.ResolveDir, args.Importer)
	} else {
		r := b.Resolve(args.Path, esbuild.ResolveOptions{Kind: args.Kind, ResolveDir: args.ResolveDir, Importer: args.Importer,
			Namespace: args.Namespace, PluginData: resolving, With: args.With})
		absent = len(r.Errors) > 0
	}
	if !absent {
		return esbuild.OnResolveResult{}
	}
	return g.missingModule(args.Path, args.Importer, args.Kind == esbuild.ResolveJSRequireCall)
}

// nothingAt reports whether Node would find nothing for spec imported from
// importer (resolving from dir): no package of that name in a
// node_modules folder of dir or of a parent, or no file by the path (of a
// package without "exports"). When it cannot tell (an "exports" map, a
// "#" import, the package naming itself, a URL, a path with a query), it
// reports false.
func nothingAt(spec, dir, importer string) bool {
	if strings.HasPrefix(spec, "#") || strings.ContainsAny(spec, "?#") || strings.Contains(spec, ":") && !filepath.IsAbs(spec) {
		return false
	}
	if isPathSpec(spec) {
		p := spec
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		return !anyFile(p)
	}
	name := packageName(spec)
	nm := string(filepath.Separator) + "node_modules" + string(filepath.Separator)
	if root := packageRoot(importer); root != "" && name == filepath.ToSlash(root[strings.LastIndex(root, nm)+len(nm):]) {
		return false // a package may import itself by its name
	}
	for d := dir; ; d = filepath.Dir(d) {
		pkg := filepath.Join(d, "node_modules", filepath.FromSlash(name))
		if st, err := os.Stat(pkg); err == nil && st.IsDir() {
			if sub := strings.TrimPrefix(spec, name); sub != "" && !hasExports(pkg) {
				return !anyFile(filepath.Join(pkg, filepath.FromSlash(sub)))
			}
			return false
		}
		if filepath.Dir(d) == d {
			return true
		}
	}
}

// anyFile reports whether a file is there for the path p as a require of
// it finds one: p, p with an extension, or a folder's package.json or
// index, in Node's order.
func anyFile(p string) bool {
	exts := []string{".ts", ".mts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".node", ".cts", ".jsx"}
	if st, err := os.Stat(p); err == nil && !st.IsDir() {
		return true
	}
	for _, ext := range exts {
		if st, err := os.Stat(p + ext); err == nil && !st.IsDir() {
			return true
		}
	}
	if st, err := os.Stat(p); err != nil || !st.IsDir() {
		return false
	}
	if _, err := os.Stat(filepath.Join(p, "package.json")); err == nil {
		return true
	}
	for _, ext := range exts {
		if _, err := os.Stat(filepath.Join(p, "index"+ext)); err == nil {
			return true
		}
	}
	return false
}

// hasExports reports whether the package in dir has an "exports" map.
func hasExports(dir string) bool {
	b, err := fsutil.ReadRegular(filepath.Join(dir, "package.json"), MaxSourceFile)
	if err != nil {
		return false
	}
	var pkg struct {
		Exports json.RawMessage `json:"exports"`
	}
	return json.Unmarshal(b, &pkg) == nil && pkg.Exports != nil
}

// missingModule is the result for spec, not found from importer.
func (g *guard) missingModule(spec, importer string, require bool) esbuild.OnResolveResult {
	// Named by the module and a number (one per importer and kind), which
	// is what a stack trace shows of it.
	key := fmt.Sprint(require, "\x00", spec, "\x00", importer)
	g.mu.Lock()
	defer g.mu.Unlock()
	path, ok := g.missingPaths[key]
	if !ok {
		n := strconv.Itoa(len(g.missing))
		path = spec + " #" + n
		g.missingPaths[key] = path
		g.missing[path] = &missingModule{Spec: spec, Importer: importer, Require: require,
			Placeholder: "earshot-chain:" + g.nonce + ":" + n}
	}
	return esbuild.OnResolveResult{Path: path, Namespace: missingNamespace}
}

// onLoadMissing is a module that was not found: it throws Node's error.
func (g *guard) onLoadMissing(args esbuild.OnLoadArgs) (esbuild.OnLoadResult, error) {
	g.mu.Lock()
	m := g.missing[args.Path]
	g.mu.Unlock()
	if m == nil {
		return esbuild.OnLoadResult{}, fmt.Errorf("no missing module %q", args.Path)
	}
	var src string
	if m.Require {
		// Node: "Cannot find module 'x'\nRequire stack:\n- importer\n- ..."
		src = fmt.Sprintf(`var stack = %q;
var e = new Error("Cannot find module " + %s + "\nRequire stack:\n- " + stack.join("\n- "));
e.code = "MODULE_NOT_FOUND";
e.requireStack = stack;
throw e;
`, m.Placeholder, quote("'"+m.Spec+"'"))
	} else {
		// Node: "Cannot find package 'x' imported from importer" (a
		// module, by its absolute path, for a path); then the chain.
		what := "package '" + packageName(m.Spec) + "'"
		if isPathSpec(m.Spec) {
			p := m.Spec
			if !filepath.IsAbs(p) {
				p = filepath.Join(filepath.Dir(m.Importer), p)
			}
			what = "module '" + filepath.ToSlash(p) + "'"
		}
		src = fmt.Sprintf(`var chain = %q;
var e = new Error("Cannot find " + %s + " imported from " + chain[0] + "\nImport chain:\n- " + chain.join("\n- "));
e.code = "ERR_MODULE_NOT_FOUND";
throw e;
`, m.Placeholder, quote(what))
	}
	return esbuild.OnLoadResult{Contents: &src, Loader: esbuild.LoaderJS}, nil
}

// fillChains replaces, in the bundle's code, each missing module's
// placeholder with its chain of importers: from the file that imports it
// to the extension's file (absolute paths), found in the metafile.
func (g *guard) fillChains(code, meta string) string {
	g.mu.Lock()
	missing := make([]*missingModule, 0, len(g.missing))
	paths := map[*missingModule]string{}
	for p, m := range g.missing {
		missing = append(missing, m)
		paths[m] = p
	}
	g.mu.Unlock()
	if len(missing) == 0 || !strings.Contains(code, "earshot-chain:"+g.nonce) {
		return code
	}
	var mf metafile
	_ = json.Unmarshal([]byte(meta), &mf)
	// Breadth first from the entry: each input's first importer.
	entry := displayPath(g.f.Dir, g.f.Path)
	parent := map[string]string{entry: ""}
	queue := []string{entry}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, imp := range mf.Inputs[p].Imports {
			if _, ok := parent[imp.Path]; !ok && !imp.External {
				parent[imp.Path] = p
				queue = append(queue, imp.Path)
			}
		}
	}
	var pairs []string
	for _, m := range missing {
		var chain []string
		for p := parent[missingNamespace+":"+paths[m]]; p != ""; p = parent[p] {
			if f := g.chainFile(p); f != "" && (len(chain) == 0 || chain[len(chain)-1] != f) {
				chain = append(chain, f)
			}
		}
		if len(chain) == 0 { // not in the graph: a browser build's own
			chain = []string{m.Importer}
		}
		b, _ := json.Marshal(chain)
		pairs = append(pairs, quote(m.Placeholder), string(b))
	}
	return strings.NewReplacer(pairs...).Replace(code)
}

// chainFile is the file a metafile input is, as a chain shows it.
func (g *guard) chainFile(input string) string {
	if p, ok := strings.CutPrefix(input, requiredNamespace+":"); ok {
		return p
	}
	if p, ok := strings.CutPrefix(input, browserNamespace+":"); ok {
		spec, _, _ := strings.Cut(p, " #")
		return spec + " (its browser build)"
	}
	if strings.Contains(input, ":") && !filepath.IsAbs(input) && !isWindowsAbs(input) {
		return ""
	}
	if !filepath.IsAbs(input) {
		input = filepath.Join(g.f.Dir, input)
	}
	return filepath.Clean(input)
}
