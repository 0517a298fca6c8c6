package loader

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestPlatformBuild: of the builds a package names for each platform
// (files or packages), the one for a platform is the one with its name and
// architecture, and its C library where there is a choice; the first of
// the best; none when no name fits.
func TestPlatformBuild(t *testing.T) {
	napi := []string{"./x.android-arm64.node", "./x.android-arm-eabi.node", "./x.win32-x64-msvc.node", "./x.win32-ia32-msvc.node",
		"./x.darwin-universal.node", "./x.darwin-x64.node", "./x.linux-x64-musl.node", "./x.linux-x64-gnu.node",
		"./x.linux-arm64-gnu.node", "./x.linux-arm-gnueabihf.node", "./x.freebsd-x64.node"}
	for _, c := range []struct {
		t     nodeTarget
		names []string
		want  string
	}{
		{nodeTarget{"linux", "x64", "gnu"}, napi, "./x.linux-x64-gnu.node"},
		{nodeTarget{"linux", "x64", "musl"}, napi, "./x.linux-x64-musl.node"},
		{nodeTarget{"linux", "arm", "gnu"}, napi, "./x.linux-arm-gnueabihf.node"},
		{nodeTarget{"darwin", "arm64", ""}, napi, "./x.darwin-universal.node"},
		{nodeTarget{"darwin", "x64", ""}, napi, "./x.darwin-universal.node"},
		{nodeTarget{"win32", "x64", ""}, napi, "./x.win32-x64-msvc.node"},
		{nodeTarget{"freebsd", "x64", ""}, napi, "./x.freebsd-x64.node"},
		{nodeTarget{"linux", "riscv64", "gnu"}, napi, ""},
		{nodeTarget{"openbsd", "x64", ""}, napi, ""},
		{nodeTarget{"linux", "x64", "gnu"}, []string{"lightningcss-darwin-arm64", "lightningcss-linux-x64-musl", "lightningcss-linux-x64-gnu"}, "lightningcss-linux-x64-gnu"},
		{nodeTarget{"linux", "arm64", "gnu"}, []string{"@rollup/rollup-linux-arm64-musl", "@rollup/rollup-linux-arm64-gnu"}, "@rollup/rollup-linux-arm64-gnu"},
		{nodeTarget{"linux", "x64", "gnu"}, []string{"./build/Release/addon.node"}, ""}, // names no platform
	} {
		if got := forPlatform(c.names, c.t); got != c.want {
			t.Errorf("%v: %q, want %q", c.t, got, c.want)
		}
	}
}

// TestRequiredJSON: the JSON files a module requires through a require
// made by createRequire, by a literal name: whatever the require is named
// and however createRequire is reached; not other modules, not names made
// at run time, not another function's calls.
func TestRequiredJSON(t *testing.T) {
	src := `import { createRequire } from "module";
import * as m from "node:module";
const require = createRequire(import.meta.url);
const req = m.createRequire(__filename);
let other = (0, m.createRequire)(import.meta.url);
const a = require("mdn-data/css/at-rules.json");
const b = req('./data/b.json'), c = other(` + "`../c.json`" + `);
const d = require("./code.js"), e = require("x" + ".json"), f = notRequire("./f.json"), g = obj.require("./g.json");
const h = require( "./h.json" );`
	got := requiredJSON(src)
	want := []string{"../c.json", "./data/b.json", "./h.json", "mdn-data/css/at-rules.json"}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q\nwant %q", got, want)
	}
	if got := requiredJSON(`const x = require("./a.json")`); got != nil {
		t.Errorf("no createRequire: %q", got)
	}
}

// TestWithFirstLine: a line added before a bundle's first (after a #!
// line) moves every mapping of its source map down by one line.
func TestWithFirstLine(t *testing.T) {
	sm := `{"version": 3, "sources": ["a.js"], "mappings": "AAAA;AACA", "names": []}`
	code, got := withFirstLine("a;\nb;\n", sm, "var require = 1;")
	if code != "var require = 1;\na;\nb;\n" || !strings.Contains(got, `"mappings": ";AAAA;AACA"`) {
		t.Errorf("%q %s", code, got)
	}
	code, got = withFirstLine("#!/usr/bin/env node\na;\n", sm, "var require = 1;")
	if code != "#!/usr/bin/env node\nvar require = 1;\na;\n" || !strings.Contains(got, `"mappings": "AAAA;;AACA"`) {
		t.Errorf("%q %s", code, got)
	}
}

// TestNothingAt: whether Node would find nothing for an import from a
// package, by its folders and files.
func TestNothingAt(t *testing.T) {
	root := t.TempDir()
	write := func(p, s string) {
		p = filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("node_modules/a/package.json", `{"name":"a"}`)
	write("node_modules/a/index.js", "")
	write("node_modules/a/lib/x.js", "")
	write("node_modules/a/node_modules/@s/b/package.json", `{"name":"@s/b","exports":"./i.js"}`)
	write("node_modules/c/package.json", `{"name":"c","exports":{"./sub":"./s.js"}}`)
	// A file and a folder of one name (jsdom's living/attributes.js and
	// living/attributes/): the file.
	write("node_modules/a/both.js", "")
	write("node_modules/a/both/other.js", "")
	write("node_modules/a/dir/index.js", "")
	dir := filepath.Join(root, "node_modules", "a")
	importer := filepath.Join(dir, "index.js")
	for spec, want := range map[string]bool{
		"@s/b": false, "@s/b/whatever": false, // exports: esbuild says
		"c": false, "c/sub": false, "c/other": false,
		"a": false, "a/lib/x": false, "a/lib/y": false, // itself: esbuild says
		"./lib/x": false, "./lib/x.js": false, "./lib": true, "./lib/y": true, "../a": false,
		"./both": false, "./both/other": false, "./both/none": true, "./dir": false, "a/both": false, "a/dir": false,
		"absent": true, "@s/absent": true, "#internal": false, "data:text/javascript,1": false, "./lib/y?raw": false,
	} {
		if got := nothingAt(spec, dir, importer); got != want {
			t.Errorf("%s: nothing there %v, want %v", spec, got, want)
		}
	}
}

// TestRequireTakesMain: a require() of a package with a "main" and a
// "module" build gets "main", as in Node (eslint's require("esquery")
// wants its module.exports); an import alone keeps "module"; and a
// package both imported and required is bundled once, from "main".
func TestRequireTakesMain(t *testing.T) {
	project := t.TempDir()
	dir := ProjectDir(project)
	w := func(p, s string) { writeFile(t, filepath.Join(project, ".earshot", filepath.FromSlash(p)), s) }
	w("node_modules/dual/package.json", `{"name": "dual", "main": "cjs.js", "module": "esm.js"}`)
	w("node_modules/dual/cjs.js", `module.exports = { parse() { return "cjs" } };`)
	w("node_modules/dual/esm.js", `export default { parse() { return "esm" } };`)
	w("node_modules/user/package.json", `{"name": "user", "main": "index.js"}`)
	w("node_modules/user/index.js", `exports.parse = () => require("dual").parse();`)
	w("extensions/requires.js", `import { parse } from "user"; export default { tools: [], parse };`)
	w("extensions/imports.js", `import d from "dual"; export default { tools: [], d };`)
	w("extensions/both.js", `import d from "dual"; import { parse } from "user"; export default { tools: [], d, parse };`)
	for name, want := range map[string]string{"requires": "cjs.js", "imports": "esm.js", "both": "cjs.js"} {
		f := File{Name: name, Scope: "project", Path: filepath.Join(dir, name+".js"), Dir: dir}
		b, err := BundleFile(t.Context(), f)
		if err != nil {
			t.Fatal(err)
		}
		var builds []string
		for _, in := range b.Inputs {
			if filepath.Base(filepath.Dir(in)) == "dual" && strings.HasSuffix(in, "js") {
				builds = append(builds, filepath.Base(in))
			}
		}
		if !slices.Equal(builds, []string{want}) {
			t.Errorf("%s: bundles %q of dual, want %s", name, builds, want)
		}
	}
}
