package loader

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	esbuild "github.com/evanw/esbuild/pkg/api"

	"github.com/earshot/extensions/internal/fsutil"
	"github.com/earshot/extensions/platform"
)

// Native addons. A package whose code runs compiled code for Node.js — a
// .node file, built by node-gyp from its binding.gyp or downloaded
// prebuilt, and found at run time by bindings or node-gyp-build — cannot
// run in QuickJS. Left alone, such a package fails when it first looks for
// its addon, in words that do not help here: esbuild's "Could not
// resolve", "Dynamic require of ... is not supported", or the package's
// own advice to rebuild or reinstall it. So bundling refuses it, naming
// the package, when it sees one:
//
//   - an import of a .node file, whether or not the file exists;
//   - an import of the packages that find an addon at run time (bindings,
//     node-gyp-build, node-pre-gyp);
//   - a file of a package that is built by node-gyp: its package.json says
//     "gypfile": true, or it has a binding.gyp, at its top or one folder
//     down (sharp keeps it in src/);
//   - a file of a package whose build for this platform is a package of
//     its optionalDependencies (napi-rs's lightningcss-linux-x64-gnu) that
//     is installed and is a .node file.
//
// A package that names a .node file for each platform (napi-rs's
// require('./x.android-arm64.node'), ...('./x.linux-x64-gnu.node')) is
// refused for this platform's, which the message names; the others,
// which Node never loads here, are missing modules (missing.go). A package
// with none for this platform is not refused: it fails as under Node,
// with its own message, when it looks for its addon.
//
// A package with a JavaScript fallback for its addon (bufferutil) is
// refused too: bundling cannot tell a fallback from a failure.

// addonLoaders are the packages that find a native addon at run time.
var addonLoaders = map[string]bool{
	"bindings":                         true,
	"node-gyp-build":                   true,
	"node-gyp-build-optional-packages": true,
	"@mapbox/node-pre-gyp":             true,
	"node-pre-gyp":                     true,
}

// nativeAddonError is the refusal of a package that runs compiled code
// for Node.js: who is the package, how says how it would.
func nativeAddonError(who, how string) error {
	return fmt.Errorf("%s is a native addon (%s): native addons cannot run in earshot, "+
		"whose extensions run in QuickJS, not Node.js; use a pure JavaScript package instead", who, how)
}

// checkNativeImport refuses an import (args) of a .node file, or of a
// package that finds one at run time; an import of another platform's
// .node file, among those of every platform, is a missing module.
func (g *guard) checkNativeImport(args esbuild.OnResolveArgs) (esbuild.OnResolveResult, error) {
	spec, importer := args.Path, args.Importer
	if strings.HasSuffix(strings.ToLower(spec), ".node") {
		if files := g.addonFiles(importer); len(files) > 1 && slices.Contains(files, spec) {
			if best := forThisPlatform(files); best != spec {
				return g.missingModule(spec, importer, args.Kind == esbuild.ResolveJSRequireCall), nil
			}
		}
		if who := g.packageOf(importer); who != "" {
			return esbuild.OnResolveResult{}, nativeAddonError(who, "it loads "+spec+", compiled code for Node.js")
		}
		return esbuild.OnResolveResult{}, nativeAddonError(spec, "compiled code for Node.js")
	}
	if !isPathSpec(spec) && addonLoaders[packageName(spec)] {
		who := g.packageOf(importer)
		if who == "" {
			who = displayPath(g.f.Dir, importer)
		}
		return esbuild.OnResolveResult{}, nativeAddonError(who, "it loads compiled code for Node.js with "+packageName(spec))
	}
	return esbuild.OnResolveResult{}, nil
}

// addonRequire finds the .node files a source file names in a require or
// an import.
var addonRequire = regexp.MustCompile("(?:require|import)\\s*\\(\\s*[\"'`]([^\"'`\\n]+\\.node)[\"'`]\\s*\\)")

// addonFiles are the .node files importer names, in order (read once).
func (g *guard) addonFiles(importer string) []string {
	g.mu.Lock()
	files, seen := g.addons[importer]
	g.mu.Unlock()
	if seen {
		return files
	}
	if b, err := fsutil.ReadRegular(importer, MaxSourceFile); err == nil {
		for _, m := range addonRequire.FindAllStringSubmatch(string(b), -1) {
			if !slices.Contains(files, m[1]) {
				files = append(files, m[1])
			}
		}
	}
	g.mu.Lock()
	g.addons[importer] = files
	g.mu.Unlock()
	return files
}

// Node's names of platforms and architectures, as packages of compiled
// code carry them in their names.
var (
	nodePlatforms = []string{"aix", "android", "darwin", "freebsd", "linux", "netbsd", "openbsd", "sunos", "win32", "openharmony"}
	nodeArchs     = []string{"arm", "arm64", "ia32", "loong64", "mips", "mipsel", "mips64el", "ppc", "ppc64", "riscv64", "s390", "s390x", "x64", "universal", "wasm32"}
)

// platformMatch is how well name (a file or a package) fits this
// platform: -1 if it names another platform or architecture, 0 if it
// names none, 1 if it names this one, 2 if also this C library (gnu,
// musl) or no other.
func platformMatch(name string, t nodeTarget) int {
	thisPlatform, thisArch, thisLibc := t.platform, t.arch, t.libc
	words := strings.FieldsFunc(strings.ToLower(filepath.Base(name)), func(r rune) bool {
		return r == '-' || r == '.' || r == '_' || r == '@'
	})
	var plat, ar, lib string
	for _, w := range words {
		switch {
		case slices.Contains(nodePlatforms, w):
			plat = w
		case slices.Contains(nodeArchs, w):
			ar = w
		case w == "gnu" || w == "musl" || w == "msvc" || strings.HasPrefix(w, "gnueabi") || strings.HasPrefix(w, "musleabi"):
			lib = w
		}
	}
	switch {
	case plat == "" && ar == "":
		return 0
	case plat != thisPlatform || ar != "" && ar != thisArch && !(ar == "universal" && thisPlatform == "darwin"):
		return -1
	case lib == "" || thisLibc == "" && lib == "msvc" || thisLibc != "" && strings.HasPrefix(lib, thisLibc):
		return 2
	}
	return 1
}

// nodeTarget is a platform as Node names it (platform.NodeTarget).
type nodeTarget struct{ platform, arch, libc string }

func thisTarget() nodeTarget {
	p, a, l := platform.NodeTarget()
	return nodeTarget{p, a, l}
}

// forThisPlatform is, of names (files or packages), the one for this
// platform ("" if there is none).
func forThisPlatform(names []string) string { return forPlatform(names, thisTarget()) }

// forPlatform is, of names, the one for t: the first of those that fit it
// best.
func forPlatform(names []string, t nodeTarget) string {
	best, score := "", 0
	for _, n := range names {
		if s := platformMatch(n, t); s > score {
			best, score = n, s
		}
	}
	return best
}

// checkNativePackage refuses a file of a package built by node-gyp.
func (g *guard) checkNativePackage(file string) error {
	root := packageRoot(file)
	if root == "" {
		return nil
	}
	g.mu.Lock()
	how, seen := g.native[root]
	g.mu.Unlock()
	if !seen {
		how = gypBuilt(root)
		if how == "" {
			how = platformBuild(root)
		}
		g.mu.Lock()
		g.native[root] = how
		g.mu.Unlock()
	}
	if how == "" {
		return nil
	}
	return nativeAddonError(g.packageOf(file), how)
}

// platformBuild says how the package at root is compiled code through the
// package of its optionalDependencies for this platform, installed (and a
// .node file), or "" if it is not.
func platformBuild(root string) string {
	b, err := fsutil.ReadRegular(filepath.Join(root, "package.json"), MaxSourceFile)
	if err != nil {
		return ""
	}
	var pkg struct {
		Optional map[string]json.RawMessage `json:"optionalDependencies"`
	}
	if json.Unmarshal(b, &pkg) != nil || len(pkg.Optional) < 2 {
		return ""
	}
	names := make([]string, 0, len(pkg.Optional))
	for n := range pkg.Optional {
		names = append(names, n)
	}
	slices.Sort(names)
	best := forThisPlatform(names)
	if best == "" {
		return ""
	}
	// Where Node would find it: in a node_modules folder of the package
	// or of one of its parents.
	for d := root; ; d = filepath.Dir(d) {
		dir := filepath.Join(d, "node_modules", best)
		if filepath.Base(d) == "node_modules" {
			dir = filepath.Join(d, best)
		}
		if isNativeBuild(dir) {
			plat, arch, _ := platform.NodeTarget()
			return fmt.Sprintf("on %s-%s it loads %s, compiled code for Node.js", plat, arch, best)
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}

// isNativeBuild reports whether the package in dir is a .node file: its
// main is one, or it has one at its top.
func isNativeBuild(dir string) bool {
	b, err := fsutil.ReadRegular(filepath.Join(dir, "package.json"), MaxSourceFile)
	if err != nil {
		return false
	}
	var pkg struct {
		Main string `json:"main"`
	}
	if json.Unmarshal(b, &pkg) == nil && strings.HasSuffix(strings.ToLower(pkg.Main), ".node") {
		return true
	}
	m, _ := filepath.Glob(filepath.Join(dir, "*.node"))
	return len(m) > 0
}

// gypBuilt says how the package at root is built by node-gyp, or "" if it
// is not.
func gypBuilt(root string) string {
	if b, err := fsutil.ReadRegular(filepath.Join(root, "package.json"), MaxSourceFile); err == nil {
		var pkg struct {
			Gypfile bool `json:"gypfile"`
		}
		if json.Unmarshal(b, &pkg) == nil && pkg.Gypfile {
			return `its package.json says "gypfile": true: it is built into compiled code by node-gyp`
		}
	}
	const gyp = "binding.gyp"
	if isRegular(filepath.Join(root, gyp)) {
		return "it has a " + gyp + ": it is built into compiled code by node-gyp"
	}
	entries, err := os.ReadDir(root)
	if err != nil {
		return ""
	}
	for _, e := range entries {
		if e.IsDir() && e.Name() != "node_modules" && isRegular(filepath.Join(root, e.Name(), gyp)) {
			return "it has a " + e.Name() + "/" + gyp + ": it is built into compiled code by node-gyp"
		}
	}
	return ""
}

func isRegular(p string) bool {
	st, err := os.Lstat(p)
	return err == nil && st.Mode().IsRegular()
}

// packageRoot is the folder of the package that holds file (the last
// node_modules/<name> or node_modules/@scope/<name> in its path), or "".
func packageRoot(file string) string {
	sep := string(filepath.Separator)
	nm := sep + "node_modules" + sep
	i := strings.LastIndex(file, nm)
	if i < 0 {
		return ""
	}
	rest := strings.Split(file[i+len(nm):], sep)
	n := 1
	if strings.HasPrefix(rest[0], "@") {
		n = 2
	}
	if len(rest) <= n { // the file is the package's folder itself, or less
		return ""
	}
	return file[:i+len(nm)] + strings.Join(rest[:n], sep)
}

// packageOf names the package that holds file: its package.json's name,
// else its folder's; "" for a file of no package (the extension's own).
func (g *guard) packageOf(file string) string {
	root := packageRoot(file)
	if root == "" {
		return ""
	}
	if b, err := fsutil.ReadRegular(filepath.Join(root, "package.json"), MaxSourceFile); err == nil {
		var pkg struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(b, &pkg) == nil && pkg.Name != "" {
			return pkg.Name
		}
	}
	i := strings.LastIndex(root, string(filepath.Separator)+"node_modules"+string(filepath.Separator))
	return filepath.ToSlash(root[i+len("/node_modules/"):])
}
