package loader

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"

	esbuild "github.com/evanw/esbuild/pkg/api"

	"github.com/earshot/extensions/internal/fsutil"
)

// require() of a package with a "module" build. Bundles take a package
// without "exports" from its "module" field (an ES module), before its
// "main", for what an import can leave out. But Node's require() loads
// "main", and an ES build required is its namespace object, not the
// module.exports the package's users expect: eslint's require("esquery")
// got { default } where esquery.parse was wanted. So a require of such a
// package (by its name alone) is resolved to its "main", as Node resolves
// it; and when a bundle then holds both builds of one package (another
// file imports it), it is bundled again with every import of that package
// taken from "main" as well — one copy, as Node has (esbuild does the same
// for the platforms it picks main fields for itself).

// mainBuild is what a package's "main" and "module" resolve to.
type mainBuild struct {
	Main, Module string
	SideEffects  bool
}

// requireMain resolves args, a require of a package by its name, or any
// import of a package whose builds are to be one, to the package's
// "main" when it also has a "module" (and no "exports"). ok is false when
// that does not apply.
func (g *guard) requireMain(b esbuild.PluginBuild, args esbuild.OnResolveArgs) (res esbuild.OnResolveResult, ok bool) {
	if isPathSpec(args.Path) || packageName(args.Path) != args.Path || args.ResolveDir == "" {
		return res, false
	}
	var pkg string
	for d := args.ResolveDir; ; d = filepath.Dir(d) {
		if p := filepath.Join(d, "node_modules", args.Path); isDir(p) {
			pkg = p
			break
		}
		if filepath.Dir(d) == d {
			return res, false
		}
	}
	g.mu.Lock()
	forced := g.forcedMain[pkg]
	g.mu.Unlock()
	if args.Kind != esbuild.ResolveJSRequireCall && !forced {
		return res, false
	}
	m := g.mainBuildOf(b, pkg)
	if m == nil {
		return res, false
	}
	side := esbuild.SideEffectsTrue
	if !m.SideEffects {
		side = esbuild.SideEffectsFalse
	}
	return esbuild.OnResolveResult{Path: m.Main, Namespace: "file", SideEffects: side}, true
}

// mainBuildOf is what the package in dir has as "main" and "module" (nil
// if it has not both, or has "exports"), resolved once.
func (g *guard) mainBuildOf(b esbuild.PluginBuild, dir string) *mainBuild {
	g.mu.Lock()
	m, seen := g.mainBuilds[dir]
	g.mu.Unlock()
	if seen {
		return m
	}
	var pkg struct {
		Main, Module string
		Exports      json.RawMessage
	}
	if raw, err := fsutil.ReadRegular(filepath.Join(dir, "package.json"), MaxSourceFile); err == nil &&
		json.Unmarshal(raw, &pkg) == nil && pkg.Exports == nil && pkg.Main != "" && pkg.Module != "" {
		resolve := func(p string) esbuild.ResolveResult {
			return b.Resolve("./"+filepath.ToSlash(filepath.Clean(p)), esbuild.ResolveOptions{
				Kind: esbuild.ResolveJSRequireCall, ResolveDir: dir, PluginData: resolving})
		}
		main, module := resolve(pkg.Main), resolve(pkg.Module)
		if len(main.Errors) == 0 && len(module.Errors) == 0 && main.Namespace == "file" && main.Path != module.Path {
			m = &mainBuild{Main: main.Path, Module: module.Path, SideEffects: main.SideEffects}
		}
	}
	g.mu.Lock()
	g.mainBuilds[dir] = m
	g.mu.Unlock()
	return m
}

// oneBuildEach marks the packages the bundle of metafile holds both
// builds of, to be taken from "main" wherever imported, and reports
// whether there are new ones (and so the bundle is to be made again).
func (g *guard) oneBuildEach(meta string) bool {
	inputs := metafileInputs(g.f.Dir, meta)
	g.mu.Lock()
	defer g.mu.Unlock()
	again := false
	for dir, m := range g.mainBuilds {
		if m != nil && !g.forcedMain[dir] && slices.Contains(inputs, m.Main) && slices.Contains(inputs, m.Module) {
			g.forcedMain[dir] = true
			again = true
		}
	}
	return again
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
