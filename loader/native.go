package loader

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	esbuild "github.com/evanw/esbuild/pkg/api"

	"github.com/earshot/extensions/internal/fsutil"
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
//     down (sharp keeps it in src/).
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
// package that finds one at run time.
func (g *guard) checkNativeImport(args esbuild.OnResolveArgs) (esbuild.OnResolveResult, error) {
	spec, importer := args.Path, args.Importer
	if strings.HasSuffix(strings.ToLower(spec), ".node") {
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
		g.mu.Lock()
		g.native[root] = how
		g.mu.Unlock()
	}
	if how == "" {
		return nil
	}
	return nativeAddonError(g.packageOf(file), how)
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
