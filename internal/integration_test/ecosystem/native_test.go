package ecosystem

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
)

// nativeProject is a project whose .earshot folder holds testdata/native:
// its packages in node_modules, its extensions trusted.
func nativeProject(t *testing.T) extensions.Options {
	t.Helper()
	project, config := t.TempDir(), t.TempDir()
	earshotDir := filepath.Join(project, ".earshot")
	src := testutil.Packages("native")
	if err := os.CopyFS(filepath.Join(earshotDir, "node_modules"), os.DirFS(filepath.Join(src, "node_modules"))); err != nil {
		t.Fatal(err)
	}
	if err := os.CopyFS(filepath.Join(earshotDir, "extensions"), os.DirFS(filepath.Join(src, "extensions"))); err != nil {
		t.Fatal(err)
	}
	opts := extensions.Options{ProjectDir: project, ConfigDir: config, CacheDir: t.TempDir(), Pages: testutil.Pages()}
	if err := extensions.Trust(opts, "native-direct", "native-bindings", "native-gyp-build", "native-gyp", "own-addon", "wasm", "wasm-optional"); err != nil {
		t.Fatal(err)
	}
	return opts
}

// TestNativeAddons: an extension that imports a package of compiled code
// for Node.js — whatever way the package finds its addon — fails to load,
// saying that native addons cannot run in earshot and naming the package
// (not esbuild's "Could not resolve", nor the package's advice to rebuild
// or reinstall it); packages that compile WebAssembly as they load, or
// look for it first, load and find it.
func TestNativeAddons(t *testing.T) {
	h, err := extensions.Open(context.Background(), nativeProject(t))
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	want := map[string][]string{
		"native-direct":    {"addon-direct is a native addon (it loads ./build/Release/direct.node, compiled code for Node.js): native addons cannot run in earshot"},
		"native-bindings":  {"addon-bindings is a native addon (it loads compiled code for Node.js with bindings): native addons cannot run in earshot"},
		"native-gyp-build": {"addon-gyp-build is a native addon (it loads compiled code for Node.js with node-gyp-build): native addons cannot run in earshot"},
		"native-gyp":       {"addon-gyp is a native addon (it has a src/binding.gyp: it is built into compiled code by node-gyp): native addons cannot run in earshot"},
		"own-addon":        {"own-addon.js:2:23: ./build/own.node is a native addon (compiled code for Node.js): native addons cannot run in earshot"},
	}
	for _, x := range h.Extensions() {
		if strings.HasPrefix(x.Name, "wasm") {
			continue
		}
		if x.State != extensions.StateFailed {
			t.Errorf("%s: %s, want failed", x.Name, x.State)
			continue
		}
		msg := x.Err.Error()
		for _, w := range want[x.Name] {
			if !strings.Contains(msg, w) {
				t.Errorf("%s:\n got %s\nwant it to say %q", x.Name, msg, w)
			}
		}
		for _, not := range []string{"Could not", "rebuild", "reinstall", "Dynamic require", "is not defined"} {
			if strings.Contains(msg, not) {
				t.Errorf("%s says %q: %s", x.Name, not, msg)
			}
		}
	}
	r, err := h.Call(context.Background(), "wasm-optional__which", json.RawMessage(`{}`))
	if err != nil || r.IsError || r.Output != "wasm" {
		t.Fatalf("wasm-optional: %+v %v", r, err)
	}
	r, err = h.Call(context.Background(), "wasm__use", json.RawMessage(`{}`))
	if err != nil || r.IsError || r.Output != "0" {
		t.Fatalf("wasm: %+v %v", r, err)
	}
}

// TestNativeAddonFromNPM: better-sqlite3, installed from npm (without its
// install script, so its addon is not built), fails to load, saying that
// native addons cannot run in earshot and naming it. Needs npm and the
// registry; skipped without them.
func TestNativeAddonFromNPM(t *testing.T) {
	project, config := t.TempDir(), t.TempDir()
	earshotDir := filepath.Join(project, ".earshot")
	src := testutil.Packages("npm-native")
	testutil.NPMInstall(t, src, earshotDir)
	b, err := os.ReadFile(filepath.Join(src, "sqlite.js"))
	if err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(earshotDir, "extensions", "sqlite.js"), string(b))
	opts := extensions.Options{ProjectDir: project, ConfigDir: config, CacheDir: t.TempDir(), Pages: testutil.Pages()}
	if err := extensions.Trust(opts, "sqlite"); err != nil {
		t.Fatal(err)
	}
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	x := h.Extensions()[0]
	want := "better-sqlite3 is a native addon (it has a binding.gyp: it is built into compiled code by node-gyp): native addons cannot run in earshot"
	if x.State != extensions.StateFailed || !strings.Contains(x.Err.Error(), want) {
		t.Fatalf("%s: %v\nwant it to say %q", x.State, x.Err, want)
	}
	var e *api.Error
	if !errors.As(x.Err, &e) || e.Phase != api.PhaseBundle || e.Line == 0 {
		t.Errorf("want a bundling error with the import's position: %#v", x.Err)
	}
}
