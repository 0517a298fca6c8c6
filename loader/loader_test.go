package loader_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

func TestDiscover(t *testing.T) {
	project := testutil.Project(t, "good.ts", "bash.js", "bad.name.js", "types.d.ts")
	config := t.TempDir()
	testutil.CopyFixtures(t, loader.UserDir(config), "bash.js")
	pdir := loader.ProjectDir(project)
	testutil.WriteFile(t, filepath.Join(pdir, "dup.js"), "")
	testutil.WriteFile(t, filepath.Join(pdir, "dup.ts"), "")
	testutil.WriteFile(t, filepath.Join(pdir, "notes.txt"), "")
	testutil.WriteFile(t, filepath.Join(pdir, "mod.mjs"), "")
	testutil.WriteFile(t, filepath.Join(pdir, "mod2.mts"), "")
	if err := os.Mkdir(filepath.Join(pdir, "folder.ts"), 0o755); err != nil {
		t.Fatal(err)
	}

	files, err := loader.Discover(project, config)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		s := f.Name + "/" + string(f.Scope)
		if f.Err != nil {
			s += "!"
		}
		got = append(got, s)
	}
	want := "bad.name/project! bash/project bash/user dup/project! dup/project! good/project mod/project mod2/project"
	if g := strings.Join(got, " "); g != want {
		t.Fatalf("got  %s\nwant %s", g, want)
	}
	for _, f := range files {
		if f.Err == nil {
			continue
		}
		var e *api.Error
		if !errors.As(f.Err, &e) || e.Phase != api.PhaseDiscover || !errors.Is(f.Err, api.ErrInvalidName) {
			t.Errorf("%s: %v", f.Name, f.Err)
		}
	}
	if !strings.Contains(files[0].Err.Error(), `contains '.'`) {
		t.Errorf("bad.name: %v", files[0].Err)
	}
	if !strings.Contains(files[3].Err.Error(), "dup.js, dup.ts") {
		t.Errorf("dup: %v", files[3].Err)
	}
}

func TestDiscoverMissingFolders(t *testing.T) {
	files, err := loader.Discover(t.TempDir(), t.TempDir())
	if err != nil || len(files) != 0 {
		t.Fatalf("%v %v", files, err)
	}
}

func TestTrustIsSignedPerProject(t *testing.T) {
	project := testutil.Project(t, "good.ts", "bash.js")
	config := t.TempDir()
	tr := loader.Trust{Project: project, ConfigDir: config}
	files, _ := loader.Discover(project, config)
	byName := map[string]loader.File{}
	for _, f := range files {
		byName[f.Name] = f
	}
	if err := tr.Add(byName["good"]); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(filepath.Join(config, loader.KeyFile)); err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v", st, err)
	}
	entries, err := tr.Entries()
	if err != nil {
		t.Fatal(err)
	}
	if st := tr.State(entries, "good", byName["good"].Path); !st.Trusted || st.Changed {
		t.Fatalf("good: %+v", st)
	}
	if st := tr.State(entries, "bash", byName["bash"].Path); st.Trusted || st.Ignored != "" {
		t.Fatalf("bash (no entry): %+v", st)
	}

	// A hand-written entry grants nothing.
	local := tr.SettingsPath()
	b, _ := os.ReadFile(local)
	var doc map[string]map[string]map[string]loader.TrustEntry
	json.Unmarshal(b, &doc)
	doc["extensions"]["trusted"]["bash"] = loader.TrustEntry{MAC: strings.Repeat("0", 64)}
	b, _ = json.Marshal(doc)
	os.WriteFile(local, b, 0o600)
	entries, _ = tr.Entries()
	if st := tr.State(entries, "bash", byName["bash"].Path); st.Trusted || !strings.Contains(st.Ignored, "signature does not match") {
		t.Fatalf("forged entry: %+v", st)
	}

	// The same file copied to another project grants nothing there.
	other := testutil.Project(t, "good.ts")
	os.WriteFile(filepath.Join(other, ".earshot", "settings.local.json"), b, 0o600)
	tr2 := loader.Trust{Project: other, ConfigDir: config}
	entries2, _ := tr2.Entries()
	if st := tr2.State(entries2, "good", filepath.Join(loader.ProjectDir(other), "good.ts")); st.Trusted {
		t.Fatalf("copied entry trusted in another project: %+v", st)
	}
	// Nor for another user (another key).
	tr3 := loader.Trust{Project: project, ConfigDir: t.TempDir()}
	if st := tr3.State(entries, "good", byName["good"].Path); st.Trusted || !strings.Contains(st.Ignored, "no trust key") {
		t.Fatalf("another user's config: %+v", st)
	}

	// Editing the file keeps trust but is noticed.
	os.WriteFile(byName["good"].Path, []byte("export default { tools: [] }"), 0o644)
	if st := tr.State(entries, "good", byName["good"].Path); !st.Trusted || !st.Changed {
		t.Fatalf("after an edit: %+v", st)
	}

	if err := tr.Remove("good"); err != nil {
		t.Fatal(err)
	}
	entries, _ = tr.Entries()
	if _, ok := entries["good"]; ok {
		t.Fatal("entry still there after Remove")
	}
}

func TestBundleTypeScriptAndImports(t *testing.T) {
	project := testutil.Project(t, "good.ts")
	f := loader.File{Name: "good", Scope: api.ScopeProject, Path: filepath.Join(loader.ProjectDir(project), "good.ts"), Dir: loader.ProjectDir(project)}
	b, err := loader.BundleFile(context.Background(), f)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.Code, "import ") || strings.Contains(b.Code, ": string") || !strings.Contains(b.Code, "Hello, ") {
		t.Fatalf("not bundled:\n%s", b.Code)
	}
	var rel []string
	for _, in := range b.Inputs {
		r, _ := filepath.Rel(f.Dir, in)
		rel = append(rel, filepath.ToSlash(r))
	}
	if strings.Join(rel, " ") != "good.ts helpers/greet.ts" {
		t.Fatalf("inputs %v", rel)
	}
}

func TestBundleNodeModules(t *testing.T) {
	project := t.TempDir()
	dir := loader.ProjectDir(project)
	// A package in the project's .earshot/node_modules (found from the
	// extension's folder upward): CommonJS main, and an ESM "module" field.
	testutil.WriteFile(t, filepath.Join(project, ".earshot", "node_modules", "cjs-pkg", "package.json"), `{"name":"cjs-pkg","main":"index.js"}`)
	testutil.WriteFile(t, filepath.Join(project, ".earshot", "node_modules", "cjs-pkg", "index.js"), `exports.shout = (s) => s.toUpperCase() + "!";`)
	testutil.WriteFile(t, filepath.Join(project, "node_modules", "esm-pkg", "package.json"), `{"name":"esm-pkg","main":"cjs.js","module":"esm.js"}`)
	testutil.WriteFile(t, filepath.Join(project, "node_modules", "esm-pkg", "esm.js"), `export const from = "esm";`)
	testutil.WriteFile(t, filepath.Join(project, "node_modules", "esm-pkg", "cjs.js"), `exports.from = "cjs";`)
	testutil.WriteFile(t, filepath.Join(dir, "pkgs.ts"), `import { shout } from "cjs-pkg"; import { from } from "esm-pkg"; export default { tools: [], x: shout(from) };`)
	b, err := loader.BundleFile(context.Background(), loader.File{Name: "pkgs", Scope: api.ScopeProject, Path: filepath.Join(dir, "pkgs.ts"), Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.Code, `"esm"`) || strings.Contains(b.Code, `"cjs"`) || !strings.Contains(b.Code, "toUpperCase") {
		t.Fatalf("bundle:\n%s", b.Code)
	}
}

func TestBundleErrors(t *testing.T) {
	dir := t.TempDir()
	testutil.CopyFixtures(t, dir, "syntax-error.ts")
	testutil.WriteFile(t, filepath.Join(dir, "nopkg.ts"), "\n\nimport z from \"zod/v4\";\nexport default { tools: [], z };\n")
	testutil.WriteFile(t, filepath.Join(dir, "usesbad.ts"), "import { x } from \"./lib/bad\";\nexport default { tools: [x] };\n")
	testutil.WriteFile(t, filepath.Join(dir, "lib", "bad.ts"), "export const x = ;\n")
	tests := []struct {
		file, want string
		line, col  int
	}{
		{"syntax-error.ts", `syntax-error.ts:4:35: Expected "}" but found "inputSchema"`, 4, 35},
		{"nopkg.ts", `nopkg.ts:3:15: imports the package "zod/v4", which is not installed; run npm install zod`, 3, 15},
		{"usesbad.ts", `lib/bad.ts:1:18: Unexpected ";"`, 1, 18},
	}
	for _, tt := range tests {
		name := strings.TrimSuffix(tt.file, filepath.Ext(tt.file))
		_, err := loader.BundleFile(context.Background(), loader.File{Name: name, Scope: api.ScopeProject, Path: filepath.Join(dir, tt.file), Dir: dir})
		var e *api.Error
		if !errors.As(err, &e) || e.Phase != api.PhaseBundle || e.Extension != name || e.Line != tt.line || e.Column != tt.col {
			t.Errorf("%s: %#v", tt.file, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s:\n got: %s\nwant: %s", tt.file, err, tt.want)
		}
	}
}

func TestBundleNativeAddon(t *testing.T) {
	dir := t.TempDir()
	testutil.WriteFile(t, filepath.Join(dir, "node_modules", "native", "package.json"), `{"name":"native","main":"build/addon.node"}`)
	testutil.WriteFile(t, filepath.Join(dir, "node_modules", "native", "build", "addon.node"), "\x7fELF")
	testutil.WriteFile(t, filepath.Join(dir, "uses.ts"), "import addon from \"native\";\nexport default { tools: [], addon };\n")
	_, err := loader.BundleFile(context.Background(), loader.File{Name: "uses", Path: filepath.Join(dir, "uses.ts"), Dir: dir})
	if err == nil || !strings.Contains(err.Error(), "native addon") || !strings.Contains(err.Error(), "uses.ts:1:19") {
		t.Fatalf("got %v", err)
	}
}

func TestBundleExportsConditions(t *testing.T) {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "node_modules", "cond")
	testutil.WriteFile(t, filepath.Join(pkg, "package.json"), `{"name":"cond","exports":{".":{"node":"./node.js","import":"./esm.mjs","require":"./cjs.js"},"./sub":"./sub.js"}}`)
	testutil.WriteFile(t, filepath.Join(pkg, "esm.mjs"), `export const which = "import";`)
	testutil.WriteFile(t, filepath.Join(pkg, "node.js"), `export const which = "node";`)
	testutil.WriteFile(t, filepath.Join(pkg, "cjs.js"), `exports.which = "require";`)
	testutil.WriteFile(t, filepath.Join(pkg, "sub.js"), `export const sub = "subpath";`)
	testutil.WriteFile(t, filepath.Join(dir, "c.ts"), `import { which } from "cond"; import { sub } from "cond/sub"; export default { tools: [], v: which + sub };`)
	b, err := loader.BundleFile(context.Background(), loader.File{Name: "c", Path: filepath.Join(dir, "c.ts"), Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	// As in Node: the "node" condition, first in the package's order.
	if !strings.Contains(b.Code, `"node"`) || strings.Contains(b.Code, `"import"`) || !strings.Contains(b.Code, `"subpath"`) {
		t.Fatalf("bundle:\n%s", b.Code)
	}
}

// "Allow always" signatures are per project and per tool, and differ from
// trust signatures.
func TestAllowSignatures(t *testing.T) {
	config := t.TempDir()
	a := &loader.Trust{Project: t.TempDir(), ConfigDir: config}
	b := &loader.Trust{Project: t.TempDir(), ConfigDir: config}
	if a.VerifyAllow("deploy__run", "00") {
		t.Fatal("verified without a key")
	}
	mac, err := a.SignAllow("deploy__run")
	if err != nil {
		t.Fatal(err)
	}
	if !a.VerifyAllow("deploy__run", mac) {
		t.Error("own signature refused")
	}
	if a.VerifyAllow("deploy__other", mac) || b.VerifyAllow("deploy__run", mac) {
		t.Error("a signature counted for another tool or project")
	}
	other := &loader.Trust{Project: a.Project, ConfigDir: t.TempDir()}
	if other.VerifyAllow("deploy__run", mac) {
		t.Error("a signature counted under another key")
	}
}

// TestBufferIsInjectedWhereMentioned: free uses of Buffer get the
// built-in, in the extension, its helpers and its packages; a bundle that
// never mentions it does not carry the buffer module (76 kB parsed on
// every bundle and every start).
func TestBufferIsInjectedWhereMentioned(t *testing.T) {
	dir := t.TempDir()
	f := func(name string) loader.File {
		return loader.File{Name: name, Scope: api.ScopeProject, Path: filepath.Join(dir, name+".js"), Dir: dir}
	}
	testutil.WriteFile(t, filepath.Join(dir, "plain.js"), `export default { tools: [] };`)
	testutil.WriteFile(t, filepath.Join(dir, "direct.js"), `export default { tools: [], b: Buffer.from("x") };`)
	testutil.WriteFile(t, filepath.Join(dir, "helper.js"), `import { b } from "./h.js"; export default { tools: [], b };`)
	testutil.WriteFile(t, filepath.Join(dir, "h.js"), `export const b = () => Buffer.alloc(1);`)
	testutil.WriteFile(t, filepath.Join(dir, "pkg.js"), `import p from "p"; export default { tools: [], p };`)
	testutil.WriteFile(t, filepath.Join(dir, "node_modules", "p", "index.js"), `module.exports = () => Buffer.byteLength("x");`)
	plain, err := loader.BundleFile(context.Background(), f("plain"))
	if err != nil {
		t.Fatal(err)
	}
	if len(plain.Code) > 2000 || strings.Contains(plain.Code, "Buffer") {
		t.Errorf("a bundle that never mentions Buffer is %d bytes", len(plain.Code))
	}
	for _, name := range []string{"direct", "helper", "pkg"} {
		b, err := loader.BundleFile(context.Background(), f(name))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.Code, "base64url") { // the built-in's own code
			t.Errorf("%s: Buffer was not injected:\n%.400s", name, b.Code)
		}
	}
}
