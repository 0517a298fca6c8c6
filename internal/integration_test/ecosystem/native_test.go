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
	"github.com/earshot/extensions/platform"
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
	if err := extensions.Trust(opts, "native-direct", "native-bindings", "native-gyp-build", "native-gyp", "own-addon", "wasm", "wasm-optional",
		"native-platforms", "native-optional-platforms"); err != nil {
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
		if strings.HasPrefix(x.Name, "wasm") || strings.HasSuffix(x.Name, "platforms") { // TestNativeAddonForThisPlatform
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

// TestNativeAddonForThisPlatform: a package of compiled code built for
// each platform is refused naming the build for this one — the .node file
// it requires on this platform (not the android and win32 ones it names
// first), or the package of its optionalDependencies for this platform —
// and its builds for other platforms are no part of it.
func TestNativeAddonForThisPlatform(t *testing.T) {
	opts := nativeProject(t)
	nm := filepath.Join(opts.ProjectDir, ".earshot", "node_modules")
	plat, arch, libc := platform.NodeTarget()
	// npm installs the one package of addon-optional-platforms's
	// optionalDependencies that is for this platform.
	var pkg struct{ OptionalDependencies map[string]string }
	b, err := os.ReadFile(filepath.Join(nm, "addon-optional-platforms", "package.json"))
	if err != nil || json.Unmarshal(b, &pkg) != nil {
		t.Fatal(err)
	}
	var installed string
	for name := range pkg.OptionalDependencies {
		if strings.HasPrefix(name, "addon-optional-platforms-"+plat+"-"+arch) && (libc == "" || strings.HasSuffix(name, "-"+libc)) {
			installed = name
		}
	}
	if installed != "" {
		testutil.WriteFile(t, filepath.Join(nm, installed, "package.json"), `{"name":"`+installed+`","main":"addon.node"}`)
		testutil.WriteFile(t, filepath.Join(nm, installed, "addon.node"), "\x7fELF")
	}
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	files := map[string]string{"android-arm64": "android-arm64", "win32-x64": "win32-x64-msvc", "darwin-arm64": "darwin-arm64",
		"darwin-x64": "darwin-x64", "linux-x64": "linux-x64-gnu", "linux-arm64": "linux-arm64-gnu"}
	for _, x := range h.Extensions() {
		var want string
		switch x.Name {
		case "native-platforms":
			file, ok := files[plat+"-"+arch]
			if !ok {
				// No build for this platform: it fails as under Node.
				r, err := h.Call(context.Background(), "native-platforms__t", json.RawMessage(`{}`))
				if err != nil || !r.IsError || !strings.Contains(r.Output, "no build for") {
					t.Errorf("native-platforms on %s-%s: %+v %v", plat, arch, r, err)
				}
				continue
			}
			want = "addon-platforms is a native addon (it loads ./addon." + file + ".node, compiled code for Node.js): native addons cannot run in earshot"
		case "native-optional-platforms":
			if installed == "" {
				continue
			}
			want = "addon-optional-platforms is a native addon (on " + plat + "-" + arch + " it loads " + installed +
				", compiled code for Node.js): native addons cannot run in earshot"
		default:
			continue
		}
		if x.State != extensions.StateFailed || !strings.Contains(x.Err.Error(), want) {
			t.Errorf("%s: %s: %v\nwant it to say %q", x.Name, x.State, x.Err, want)
			continue
		}
		for _, other := range []string{"android", "win32", "darwin", "linux"} {
			if other != plat && strings.Contains(x.Err.Error(), other) {
				t.Errorf("%s names another platform's build (%s): %v", x.Name, other, x.Err)
			}
		}
	}
}

// TestNativeAddonFromNPM: native addons installed from npm (without their
// install scripts) fail to load, saying that native addons cannot run in
// earshot and naming the package and, for one prebuilt for each platform,
// the build for this one: better-sqlite3 (built by node-gyp); lightningcss
// (the package of its optionalDependencies for this platform, which npm
// installs); @node-rs/xxhash (which names a .node file or package for each
// platform, android's first). Needs npm and the registry; skipped without
// them.
func TestNativeAddonFromNPM(t *testing.T) {
	project, config := t.TempDir(), t.TempDir()
	earshotDir := filepath.Join(project, ".earshot")
	src := testutil.Packages("npm-native")
	testutil.NPMInstall(t, src, earshotDir)
	for _, ext := range []string{"sqlite.js", "lightningcss.js", "xxhash.js"} {
		b, err := os.ReadFile(filepath.Join(src, ext))
		if err != nil {
			t.Fatal(err)
		}
		testutil.WriteFile(t, filepath.Join(earshotDir, "extensions", ext), string(b))
	}
	opts := extensions.Options{ProjectDir: project, ConfigDir: config, CacheDir: t.TempDir(), Pages: testutil.Pages()}
	if err := extensions.Trust(opts, "sqlite", "lightningcss", "xxhash"); err != nil {
		t.Fatal(err)
	}
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	plat, arch, libc := platform.NodeTarget()
	build := plat + "-" + arch
	if libc != "" {
		build += "-" + libc
	} else if plat == "win32" {
		build += "-msvc"
	}
	want := map[string]string{
		"sqlite": "better-sqlite3 is a native addon (it has a binding.gyp: it is built into compiled code by node-gyp): native addons cannot run in earshot",
		// npm installs the one package for this platform, if there is one.
		"lightningcss": "lightningcss is a native addon (on " + plat + "-" + arch + " it loads lightningcss-" + build + ", compiled code for Node.js)",
		"xxhash":       "is a native addon (",
	}
	if _, err := os.Stat(filepath.Join(earshotDir, "node_modules", "lightningcss-"+build)); err != nil {
		want["lightningcss"] = "is a native addon ("
	}
	for _, x := range h.Extensions() {
		if x.State != extensions.StateFailed || !strings.Contains(x.Err.Error(), want[x.Name]) {
			t.Errorf("%s: %s: %v\nwant it to say %q", x.Name, x.State, x.Err, want[x.Name])
			continue
		}
		msg := x.Err.Error()
		for _, other := range []string{"android", "win32", "darwin", "freebsd", "linux"} {
			if other != plat && strings.Contains(msg, other) {
				t.Errorf("%s names another platform's build (%s): %v", x.Name, other, msg)
			}
		}
		if x.Name == "xxhash" && !strings.Contains(msg, build) && !strings.Contains(msg, plat+"-"+arch) {
			t.Errorf("xxhash does not name this platform's build (%s): %v", build, msg)
		}
		var e *api.Error
		if !errors.As(x.Err, &e) || e.Phase != api.PhaseBundle || e.Line == 0 {
			t.Errorf("%s: want a bundling error with the import's position: %#v", x.Name, x.Err)
		}
	}
}
