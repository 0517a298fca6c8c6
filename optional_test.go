package extensions_test

import (
	"context"
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
)

// optionalProject is a project whose .earshot folder holds
// testdata/optional, its extension trusted, with a cache of its own.
func optionalProject(t *testing.T) (extensions.Options, string) {
	t.Helper()
	project := t.TempDir()
	earshotDir := filepath.Join(project, ".earshot")
	if err := os.CopyFS(earshotDir, os.DirFS(filepath.Join(testutil.Root(), "testdata", "optional"))); err != nil {
		t.Fatal(err)
	}
	opts := extensions.Options{Runtime: hosttest.Runtime(), ProjectDir: project, ConfigDir: t.TempDir(), CacheDir: t.TempDir()}
	if err := extensions.Trust(opts, "optional"); err != nil {
		t.Fatal(err)
	}
	return opts, earshotDir
}

// callOptional calls each tool of the optional extension, and gives its
// output as Node's harness shows it: the result, or "threw: " and the
// error's message when the call fails.
func callOptional(t *testing.T, opts extensions.Options, input string) (map[string]string, extensions.Extension) {
	t.Helper()
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	x := h.Extensions()[0]
	if x.State != extensions.StateLoaded {
		t.Fatalf("%s: %v", x.State, x.Err)
	}
	out := map[string]string{}
	for _, tool := range h.Tools() {
		r, err := h.Call(context.Background(), tool.Name, json.RawMessage(input))
		if err != nil {
			t.Fatal(err)
		}
		got := r.Output
		if r.IsError { // "Error: message\n    at ...": the message
			first, _, _ := strings.Cut(got, "\n")
			_, msg, _ := strings.Cut(first, ": ")
			got = "threw: " + msg
			if tool.Name == "optional__position" && !strings.Contains(r.Output, "finds-builtin/index.js:7:") {
				t.Errorf("position: the stack does not name the package's file and line: %s", r.Output)
			}
		}
		out[strings.TrimPrefix(tool.Name, "optional__")] = got
	}
	return out, x
}

// TestOptionalParts: packages that name modules they may never load
// (testdata/optional) bundle, and each such module is what Node makes of
// it at run time, as testdata/optional/expected.json (Node's answer) has
// it: an optional dependency that is not installed throws
// MODULE_NOT_FOUND where the package requires it (in a try, so that it
// falls back; or when asked), a missing peer dependency rejects its
// import() with ERR_MODULE_NOT_FOUND, and so does a static import of a
// missing package by a module that is itself imported only when asked.
// Each message names the chain of imports from the importer to the
// extension, and never tells to install anything. Built-ins required by
// names made at run time are there; JSON files read through
// createRequire(import.meta.url) are bundled; a module required by a name
// made at run time that is not a built-in throws Node's MODULE_NOT_FOUND.
// A cached bundle does the same, and installing a missing module makes
// the next start bundle again and use it.
func TestOptionalParts(t *testing.T) {
	opts, dir := optionalProject(t)
	b, err := os.ReadFile(filepath.Join(testutil.Root(), "testdata", "optional", "expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]string
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	fresh, x := callOptional(t, opts, `{}`)
	if x.Cached {
		t.Fatal("the first start found a cached bundle")
	}
	for tool, w := range want {
		w = strings.ReplaceAll(w, "<root>/testdata/optional", filepath.ToSlash(dir))
		if fresh[tool] != w {
			t.Errorf("%s:\n here %s\n node %s", tool, fresh[tool], w)
		}
	}
	if len(fresh) != len(want) {
		t.Errorf("%d tools here, %d in Node's answer", len(fresh), len(want))
	}

	// The chains, in full.
	full, _ := callOptional(t, opts, `{"full":true}`)
	nm, ext := filepath.Join(dir, "node_modules"), filepath.Join(dir, "extensions", "optional.js")
	chains := map[string][]string{
		"lazyRequire": {"Require stack:", filepath.Join(nm, "uses-optional", "index.js"), ext},
		"peerImport":  {"Import chain:", filepath.Join(nm, "uses-optional", "index.js"), ext},
		"esmChain":    {"Import chain:", filepath.Join(nm, "lazy-esm", "heavy.js"), filepath.Join(nm, "lazy-esm", "index.js"), ext},
	}
	for tool, chain := range chains {
		lines := strings.Split(full[tool], "\n")[1:]
		for i := range lines {
			lines[i] = strings.TrimPrefix(lines[i], "- ")
		}
		if !slices.Equal(lines, chain) {
			t.Errorf("%s: the chain is\n%s\nwant\n%s", tool, strings.Join(lines, "\n"), strings.Join(chain, "\n"))
		}
		if strings.Contains(full[tool], "npm install") {
			t.Errorf("%s tells to install: %s", tool, full[tool])
		}
	}

	// From the cache: the same.
	cached, x := callOptional(t, opts, `{}`)
	if !x.Cached {
		t.Error("the second start bundled again")
	}
	if !maps.Equal(cached, fresh) {
		t.Errorf("from the cache:\n%v\nfresh:\n%v", cached, fresh)
	}

	// An optional dependency installed later is used.
	testutil.WriteFile(t, filepath.Join(nm, "not-installed", "package.json"), `{"name":"not-installed","main":"index.js"}`)
	testutil.WriteFile(t, filepath.Join(nm, "not-installed", "index.js"), `exports.name = "fast";`)
	testutil.WriteFile(t, filepath.Join(nm, "also-not-installed", "sub.js"), `module.exports = "there";`)
	later, x := callOptional(t, opts, `{}`)
	if x.Cached {
		t.Error("the cached bundle was used after the optional dependencies were installed")
	}
	if later["fallback"] != `["fast",null]` || later["lazyRequire"] != `"there"` {
		t.Errorf("with the optional dependencies installed: fallback %s, lazyRequire %s", later["fallback"], later["lazyRequire"])
	}
}
