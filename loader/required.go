package loader

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	esbuild "github.com/evanw/esbuild/pkg/api"
)

// JSON files required through createRequire. An ES module that reads a
// package's data does it with a require of its own:
//
//	const require = createRequire(import.meta.url);
//	const atRules = require("mdn-data/css/at-rules.json");
//
// (css-tree). esbuild bundles the requires it sees, but not this one: its
// require is a local variable. So the guard looks, in a file that calls
// createRequire, for the names bound to what it returns and for the JSON
// files they require by a literal name, and bundles those: the file gets
// an import of a module of requiredNamespace (on its first line, so that
// its lines keep their numbers), which requires each and registers it,
// for the file's folder and by the name it was required by, where
// node:module's require finds it (platform/js/node/module.js). A JSON file
// that is not there is a missing module (missing.go): requiring it throws
// Node's MODULE_NOT_FOUND, as under Node.
//
// Only JSON files are taken: they have no code to run in another order,
// nor a native addon to refuse; other modules, and names only known at
// run time, stay what createRequire's require finds then.

// requiredNamespace holds, for each source file that requires JSON files
// through createRequire, the module that bundles them.
const requiredNamespace = "earshot-required"

// createRequireBinding finds `const require = createRequire(...)` and its
// forms (module.createRequire, a renamed import, esbuild's (0, m.createRequire)).
var createRequireBinding = regexp.MustCompile(`(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:\(\s*0\s*,\s*)?[\w$.]*[cC]reateRequire\)?\s*\(`)

// esmSyntax is a line that starts an import or export statement.
var esmSyntax = regexp.MustCompile(`(?m)^\s*(?:import\s*[\w{*"']|export\s)`)

// requiredJSON lists the JSON files src requires, by a literal name,
// through a require made by createRequire.
func requiredJSON(src string) []string {
	if !strings.Contains(src, "reateRequire") || !strings.Contains(src, ".json") {
		return nil
	}
	var out []string
	for _, m := range createRequireBinding.FindAllStringSubmatch(src, -1) {
		call := regexp.MustCompile(`(?:^|[^\w$.])` + regexp.QuoteMeta(m[1]) +
			"\\s*\\(\\s*(?:\"([^\"\\\\\\n]*)\"|'([^'\\\\\\n]*)'|`([^`\\\\$\\n]*)`)\\s*\\)")
		for _, c := range call.FindAllStringSubmatch(src, -1) {
			spec := c[1] + c[2] + c[3]
			if strings.HasSuffix(spec, ".json") {
				out = append(out, spec)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// withRequired gives the source file path (its text src, as it will be
// bundled contents) the import of the module that bundles the JSON files
// it requires through createRequire, if it requires any.
func (g *guard) withRequired(path, src, contents string) string {
	specs := requiredJSON(src)
	if len(specs) == 0 {
		return contents
	}
	var stmt string
	switch {
	case strings.Contains(src, "import.meta") || esmSyntax.MatchString(src):
		stmt = "import " + quote(requiredNamespace+":"+path) + ";"
	case !declares(src, "require"):
		// A CommonJS module (createRequire(__filename)): required first.
		stmt = "require(" + quote(requiredNamespace+":"+path) + ");"
	default:
		return contents // its own require would be called
	}
	g.mu.Lock()
	g.required[path] = specs
	g.mu.Unlock()
	return onFirstLine(contents, stmt)
}

// onLoadRequired is the module that bundles the JSON files a source file
// requires through createRequire and registers them for node:module's
// require: by the file's folder (as a file: URL's path gives it, with a
// final "/") and the name each was required by.
func (g *guard) onLoadRequired(args esbuild.OnLoadArgs) (esbuild.OnLoadResult, error) {
	g.mu.Lock()
	specs := g.required[args.Path]
	g.mu.Unlock()
	if specs == nil {
		return esbuild.OnLoadResult{}, fmt.Errorf("no required files for %s", args.Path)
	}
	dir := filepath.ToSlash(filepath.Dir(args.Path))
	if !strings.HasSuffix(dir, "/") {
		dir += "/"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "var all = globalThis[Symbol.for(\"earshot.required\")] ??= new Map();\n"+
		"var here = all.get(%s);\nif (!here) all.set(%[1]s, here = new Map());\n", quote(dir))
	for _, spec := range specs {
		fmt.Fprintf(&b, "here.set(%s, () => require(%[1]s));\n", quote(spec))
	}
	src := b.String()
	return esbuild.OnLoadResult{Contents: &src, Loader: esbuild.LoaderJS, ResolveDir: filepath.Dir(args.Path)}, nil
}
