//go:build unix

package loader_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// The bundler is not a side door: for a trusted extension it reads only
// regular files in the extension's folder and its node_modules folders, of
// the documented kinds, within bounds, and it cannot be made to hang.

type layout struct {
	project, ext, config string
}

func newLayout(t *testing.T) layout {
	root := t.TempDir()
	l := layout{project: filepath.Join(root, "project"), config: filepath.Join(root, "config")}
	l.ext = loader.ProjectDir(l.project)
	os.MkdirAll(l.ext, 0o755)
	testutil.WriteFile(t, filepath.Join(l.config, "trust.key"), strings.Repeat("k", 32))
	testutil.WriteFile(t, filepath.Join(l.config, "secret.json"), `{"token":"s3cret"}`)
	testutil.WriteFile(t, filepath.Join(l.project, "outside.js"), `export const x = "outside the extensions folder";`)
	return l
}

func (l layout) bundle(t *testing.T, name, source string) (*loader.Bundle, error) {
	t.Helper()
	path := filepath.Join(l.ext, name+".ts")
	testutil.WriteFile(t, path, source)
	return loader.BundleFile(context.Background(), loader.File{Name: name, Scope: api.ScopeProject, Path: path, Dir: l.ext})
}

func TestBundlerReadsOnlyWhatItShould(t *testing.T) {
	l := newLayout(t)
	os.Symlink("/dev/zero", filepath.Join(l.ext, "zero.js"))
	os.Symlink(l.config, filepath.Join(l.ext, "cfg"))
	os.Symlink(filepath.Join(l.config, "secret.json"), filepath.Join(l.ext, "node_modules-secret.json"))
	syscall.Mkfifo(filepath.Join(l.ext, "fifo.js"), 0o600)
	for _, tt := range []struct {
		name, source, want string
	}{
		{"absolute", `import s from "` + filepath.Join(l.config, "secret.json") + `"; export default s;`, "may import files in its folder"},
		{"parent", `import { x } from "../../outside.js"; export default x;`, "may import files in its folder"},
		{"proc", `import e from "/proc/self/environ"; export default e;`, "TypeScript, JavaScript and JSON files only"},
		{"trust key as text", `import k from "` + filepath.Join(l.config, "trust.key") + `" with { type: "text" }; export default k;`, "cannot import"},
		{"text attribute", `import k from "./helper.js" with { type: "text" }; export default k;`, `the only import attribute allowed is type: "json"`},
		{"bytes attribute", `import k from "./helper.js" with { type: "bytes" }; export default k;`, `the only import attribute allowed`},
		{"link to /dev/zero", `import z from "./zero.js"; export default z;`, "cannot import /dev/zero"},
		{"fifo", `import f from "./fifo.js"; export default f;`, "is a FIFO"},
		{"linked folder", `import s from "./cfg/secret.json"; export default s;`, "may import files in its folder"},
		{"glob out", `const n = "secret"; export default await import("../../../config/" + n + ".json");`, "may import files in its folder"},
		{"glob template", "const n = 'secret'; export default await import(`../../../config/${n}.json`);", "may import files in its folder"},
		{"linked file", `import s from "./node_modules-secret.json"; export default s;`, "may import files in its folder"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			testutil.WriteFile(t, filepath.Join(l.ext, "helper.js"), `export default "helper";`)
			start := time.Now()
			b, err := l.bundle(t, "x", tt.source)
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
			if err == nil {
				if strings.Contains(b.Code, "s3cret") || strings.Contains(b.Code, strings.Repeat("k", 32)) {
					t.Fatalf("the bundle holds a secret:\n%s", b.Code)
				}
				t.Fatalf("bundled; want an error saying %q", tt.want)
			}
			var e *api.Error
			if !errors.As(err, &e) || e.Phase != api.PhaseBundle || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v; want a bundle error saying %q", err, tt.want)
			}
		})
	}
	// What is allowed still works: helpers, JSON with its attribute.
	testutil.WriteFile(t, filepath.Join(l.ext, "data.json"), `{"a":1}`)
	b, err := l.bundle(t, "ok", `import h from "./helper.js"; import d from "./data.json" with { type: "json" }; export default { tools: [], h, d };`)
	if err != nil || !strings.Contains(b.Code, `"helper"`) {
		t.Fatalf("%v", err)
	}
}

func TestBundlerConfigFilesCannotHang(t *testing.T) {
	for _, where := range []string{"extensions", "earshot", "package"} {
		t.Run(where, func(t *testing.T) {
			l := newLayout(t)
			dir := map[string]string{
				"extensions": l.ext,
				"earshot":    filepath.Dir(l.ext),
				"package":    filepath.Join(l.ext, "node_modules", "pkg"),
			}[where]
			os.MkdirAll(dir, 0o755)
			name := "tsconfig.json"
			if where == "package" {
				name = "package.json"
				testutil.WriteFile(t, filepath.Join(dir, "index.js"), "export default 1;")
			}
			if err := syscall.Mkfifo(filepath.Join(dir, name), 0o600); err != nil {
				t.Skip(err)
			}
			start := time.Now()
			_, err := l.bundle(t, "x", `import p from "pkg"; export default { tools: [], p };`)
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
			if err == nil || !strings.Contains(err.Error(), "is a FIFO") {
				t.Fatalf("got %v", err)
			}
		})
	}
}

// TestTsconfigExtendsIsChecked: a tsconfig.json's extends, which esbuild
// reads by itself, is held to what the guard holds config files to — no
// FIFO, device or /dev/stdin (a narrowed extension could write such a
// tsconfig.json to hang or bloat the host at the next bundling) — and what
// it extends is part of what the bundle is made of, with comments and
// trailing commas as TypeScript allows them.
func TestTsconfigExtendsIsChecked(t *testing.T) {
	for _, target := range []string{"/dev/stdin", "/dev/zero", "fifo"} {
		t.Run(target, func(t *testing.T) {
			l := newLayout(t)
			dir := filepath.Dir(l.ext)
			if target == "fifo" {
				target = filepath.Join(dir, "base.json")
				if err := syscall.Mkfifo(target, 0o600); err != nil {
					t.Skip(err)
				}
			} else if _, err := os.Stat(target); err != nil {
				t.Skip(err)
			}
			testutil.WriteFile(t, filepath.Join(dir, "tsconfig.json"), `{
  // a comment, as TypeScript allows
  "extends": ["./other.json", `+strconv.Quote(target)+`],
}`)
			testutil.WriteFile(t, filepath.Join(dir, "other.json"), `{"compilerOptions": {}}`)
			_, err := l.bundle(t, "x", `export default { tools: [] };`)
			if err == nil || !strings.Contains(err.Error(), "not a regular file") || !strings.Contains(err.Error(), "extends") {
				t.Fatalf("got %v", err)
			}
		})
	}
	l := newLayout(t)
	dir := filepath.Dir(l.ext)
	testutil.WriteFile(t, filepath.Join(dir, "tsconfig.json"), `{"extends": "./base"}`)
	testutil.WriteFile(t, filepath.Join(dir, "base.json"), `{"extends": "@tsconfig/strictest", "compilerOptions": {}}`)
	testutil.WriteFile(t, filepath.Join(dir, "node_modules", "@tsconfig", "strictest", "tsconfig.json"), `{"compilerOptions": {"strict": true}}`)
	b, err := l.bundle(t, "x", `export default { tools: [] };`)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"base.json", filepath.Join("strictest", "tsconfig.json")} {
		found := false
		for _, in := range b.Inputs {
			found = found || strings.HasSuffix(in, want)
		}
		if !found {
			t.Errorf("%s is not among the inputs: %v", want, b.Inputs)
		}
	}
}

func TestBundlerSizeLimits(t *testing.T) {
	l := newLayout(t)
	big := filepath.Join(l.ext, "big.js")
	f, _ := os.Create(big)
	f.Truncate(loader.MaxSourceFile + 1) // sparse
	f.Close()
	before := testutil.RSS()
	start := time.Now()
	_, err := l.bundle(t, "x", `import b from "./big.js"; export default b;`)
	if err == nil || !strings.Contains(err.Error(), "is larger than 16 MiB") {
		t.Fatalf("got %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
	if after := testutil.RSS(); before > 0 && after > before+(64<<20) {
		t.Errorf("RSS grew from %d to %d MiB", before>>20, after>>20)
	}
	// Many files under the per-file limit, more than the total.
	var imports strings.Builder
	chunk := strings.Repeat("x", 15<<20)
	for i := range 5 {
		name := filepath.Join(l.ext, "part"+string(rune('a'+i))+".js")
		testutil.WriteFile(t, name, "export default \""+chunk+"\";")
		imports.WriteString("import p" + string(rune('a'+i)) + " from \"./part" + string(rune('a'+i)) + ".js\";\n")
	}
	_, err = l.bundle(t, "y", imports.String()+"export default { n: pa + pb + pc + pd + pe };")
	if err == nil || !strings.Contains(err.Error(), "more than 64 MiB in all") {
		t.Fatalf("got %v", err)
	}
}

func TestBundlerDeadline(t *testing.T) {
	l := newLayout(t)
	// Enough modules that bundling takes a while.
	var imports strings.Builder
	for i := range 3000 {
		name := "m" + strings.Repeat("0", 4-len(itoa(i))) + itoa(i)
		testutil.WriteFile(t, filepath.Join(l.ext, "mods", name+".ts"), "export const v: number = "+itoa(i)+";\n")
		imports.WriteString("import { v as v" + itoa(i) + " } from \"./mods/" + name + "\";\n")
	}
	path := filepath.Join(l.ext, "slow.ts")
	testutil.WriteFile(t, path, imports.String()+"export default { tools: [] };\n")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := loader.BundleFile(ctx, loader.File{Name: "slow", Scope: api.ScopeProject, Path: path, Dir: l.ext})
	if !errors.Is(err, api.ErrTimeout) {
		t.Fatalf("got %v", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("returned after %v", d)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }
