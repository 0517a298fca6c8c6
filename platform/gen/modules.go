package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// A module is one file bundled as CommonJS into dist: a built-in
// (dist/node/<name>.js), a package (dist/pkg/<name>.js) or an internal
// module (dist/internal/<id>.js).
type module struct {
	file   string // its source
	out    string // its file under dist
	footer string
}

// commonJS bundles the built-ins and the packages (their sources: files)
// and the internal modules they share into dist, each file of the sources
// and of their npm dependencies into exactly one module: a file that
// bundling each on its own would put into two or more is an internal
// module of its own (sharedFiles), which the others require at run time,
// as they require the other built-ins. It returns the internal modules'
// names ("internal/validators"), sorted.
func commonJS(root, dist string, files []module, helpers map[string]string) ([]string, error) {
	shared, err := sharedFiles(root, files, helpers)
	if err != nil {
		return nil, err
	}
	all := slices.Clone(files)
	var internal []string
	for file, id := range shared {
		src, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		ours := !strings.Contains(filepath.ToSlash(file), "/node_modules/")
		if ours && exportedVariable.Match(src) {
			return nil, fmt.Errorf("%s: an internal module's exports are its values once evaluated: export no let or var", rel(root, file))
		}
		all = append(all, module{file: file, out: id + ".js", footer: internalFooter(id, ours)})
		internal = append(internal, id)
	}
	slices.Sort(internal)
	in := map[string][]string{} // file → the modules it is bundled into
	for _, m := range all {
		meta, err := bundle(root, dist, m, sharedExternal(shared, m.file), helperNames(helpers))
		if err != nil {
			return nil, err
		}
		for _, f := range meta {
			in[f] = append(in[f], m.out)
		}
	}
	for f, outs := range in {
		if len(outs) > 1 {
			return nil, fmt.Errorf("%s is still bundled into %s", rel(root, f), strings.Join(outs, ", "))
		}
	}
	return internal, nil
}

// exportedVariable finds an export a module could reassign: an internal
// module of ours is handed to the others as a plain object of its exports'
// values (see internalFooter), which would not follow it.
var exportedVariable = regexp.MustCompile(`(?m)^export (let|var) `)

// sharedFiles bundles each module on its own and returns the files that
// are in more than one (each with its internal module's name: see
// internalID). Whatever such a file imports is too, so that its internal
// module inlines nothing another module holds.
func sharedFiles(root string, files []module, helpers map[string]string) (map[string]string, error) {
	count := map[string][]string{}
	for _, m := range files {
		meta, err := bundle(root, "", m, helperNames(helpers))
		if err != nil {
			return nil, err
		}
		for _, f := range meta {
			count[f] = append(count[f], m.out)
		}
	}
	shared := map[string]string{}
	ids := map[string]string{}
	for f, outs := range count {
		if len(outs) < 2 {
			continue
		}
		id, err := internalID(root, f)
		if err != nil {
			return nil, fmt.Errorf("%s is bundled into %s: %w", rel(root, f), strings.Join(outs, ", "), err)
		}
		if other, ok := ids[id]; ok {
			return nil, fmt.Errorf("%s and %s would both be node:%s", rel(root, other), rel(root, f), id)
		}
		ids[id], shared[f] = f, id
	}
	return shared, nil
}

// internalID names the internal module of a file more than one module
// holds: a helper's (<folder>/_name.js) is internal/name; a package file's
// internal/deps/<its path under node_modules>, as Node names its vendored
// dependencies ("internal/deps/util/util").
func internalID(root, file string) (string, error) {
	p := filepath.ToSlash(file)
	if _, after, ok := strings.Cut(p, "/node_modules/"); ok {
		return "internal/deps/" + strings.TrimSuffix(after, ".js"), nil
	}
	if name, ok := strings.CutPrefix(filepath.Base(p), "_"); ok && strings.HasSuffix(name, ".js") {
		return "internal/" + strings.TrimSuffix(name, ".js"), nil
	}
	return "", fmt.Errorf("only a helper (_name.js) or a package's file may be; import the built-in instead (\"node:name\")")
}

// internalFooter registers an internal module, as registerFooter does a
// built-in but in a registry of their own (earshot.internals), which only
// the built-ins' requires read (prelude/modules.js). A module of ours is
// handed over as a plain object of its exports' values, so that the
// modules that import it read a property, not a getter, on each use.
func internalFooter(id string, ours bool) string {
	value := "module.exports"
	if ours {
		value = `Object.defineProperty({ ...module.exports }, "__esModule", { value: true })`
	}
	return fmt.Sprintf("module.exports = ((r, v) => r.has(%[1]q) ? r.get(%[1]q) : (r.set(%[1]q, v), v))"+
		"(globalThis[Symbol.for(\"earshot.internals\")] ??= new Map(), %[2]s);", id, value)
}

// bundle bundles m (into dist/m.out unless dist is "") and returns the
// files bundled.
func bundle(root, dist string, m module, plugins ...api.Plugin) ([]string, error) {
	res := api.Build(api.BuildOptions{
		EntryPoints:   []string{m.file},
		AbsWorkingDir: root, // the comments naming each file are relative to it
		Bundle:        true,
		Write:         false,
		Metafile:      true,
		Format:        api.FormatCommonJS,
		Platform:      api.PlatformBrowser, // the npm parts are browser polyfills
		Target:        api.ES2023,
		Charset:       api.CharsetUTF8,
		LegalComments: api.LegalCommentsNone,
		LogLevel:      api.LogLevelWarning,
		Define:        map[string]string{"process.env.NODE_DEBUG": "undefined", "process.env.READABLE_STREAM": "undefined"},
		NodePaths:     []string{filepath.Join(root, "js", "node_modules")},
		Footer:        map[string]string{"js": m.footer},
		Plugins:       append([]api.Plugin{builtinsExternal()}, append(plugins, patchPackages())...),
	})
	if len(res.Errors) > 0 {
		e := res.Errors[0]
		where := ""
		if e.Location != nil {
			where = fmt.Sprintf("%s:%d: ", e.Location.File, e.Location.Line)
		}
		return nil, fmt.Errorf("%s: %s%s", rel(root, m.file), where, e.Text)
	}
	var meta struct {
		Inputs map[string]json.RawMessage `json:"inputs"`
	}
	if err := json.Unmarshal([]byte(res.Metafile), &meta); err != nil {
		return nil, err
	}
	var files []string
	for f := range meta.Inputs {
		if strings.Contains(f, ":") {
			continue // a namespace's (global:abort-controller), not a file
		}
		files = append(files, filepath.Join(root, f))
	}
	if dist == "" {
		return files, nil
	}
	out := filepath.Join(dist, m.out)
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return nil, err
	}
	return files, os.WriteFile(out, res.OutputFiles[0].Contents, 0o644)
}

// helperFiles finds the helpers (_name.js) of the built-ins' folders, by
// the name of their internal module (internal/name).
func helperFiles(root string, dirs []string) (map[string]string, error) {
	helpers := map[string]string{}
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "_*.js"))
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			id, err := internalID(root, f)
			if err != nil {
				return nil, err
			}
			if other, ok := helpers[id]; ok {
				return nil, fmt.Errorf("%s and %s would both be node:%s", rel(root, other), rel(root, f), id)
			}
			helpers[id] = f
		}
	}
	return helpers, nil
}

// helperNames resolves node:internal/<name> to the helper _name.js, in
// whichever folder it is: how a built-in imports a helper of another
// folder. (Whether the helper is then inlined or left as a require of its
// internal module is sharedExternal's to say.)
func helperNames(helpers map[string]string) api.Plugin {
	return api.Plugin{
		Name: "helpers",
		Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: `^node:internal/`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
				file, ok := helpers[strings.TrimPrefix(args.Path, "node:")]
				if !ok {
					return api.OnResolveResult{}, fmt.Errorf("no helper is %s", args.Path)
				}
				return api.OnResolveResult{Path: file}, nil
			})
		},
	}
}

// resolving marks the resolutions sharedExternal asks esbuild for.
type resolving struct{}

// sharedExternal leaves an import of a shared file (other than self) as a
// require of its internal module ("node:internal/validators").
func sharedExternal(shared map[string]string, self string) api.Plugin {
	return api.Plugin{
		Name: "shared",
		Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: ".*"}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
				if _, again := args.PluginData.(resolving); again || args.Kind == api.ResolveEntryPoint {
					return api.OnResolveResult{}, nil
				}
				r := b.Resolve(args.Path, api.ResolveOptions{Importer: args.Importer, Namespace: args.Namespace,
					ResolveDir: args.ResolveDir, Kind: args.Kind, PluginData: resolving{}})
				if id, ok := shared[r.Path]; ok && len(r.Errors) == 0 && r.Path != self {
					return api.OnResolveResult{Path: "node:" + id, External: true}, nil
				}
				return api.OnResolveResult{}, nil
			})
		},
	}
}

func rel(root, file string) string {
	if r, err := filepath.Rel(root, file); err == nil {
		return filepath.ToSlash(r)
	}
	return file
}
