package extensions_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testutil"
)

// TestRealNPMPackages installs real packages with npm (zod, valibot,
// date-fns, lodash-es, yaml, marked: ESM and CommonJS, "exports", "module"
// and "main") next to an extension that uses them all, and calls it. It
// needs npm and the npm registry; without npm it is skipped.
func TestRealNPMPackages(t *testing.T) {
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm is not installed")
	}
	project, config := t.TempDir(), t.TempDir()
	earshotDir := filepath.Join(project, ".earshot")
	src := filepath.Join(testutil.Root(), "testdata", "npm")
	pkg, _ := os.ReadFile(filepath.Join(src, "package.json"))
	ext, _ := os.ReadFile(filepath.Join(src, "pkgs.ts"))
	testutil.WriteFile(t, filepath.Join(earshotDir, "package.json"), string(pkg))
	testutil.WriteFile(t, filepath.Join(earshotDir, "extensions", "pkgs.ts"), string(ext))

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--ignore-scripts", "--silent")
	cmd.Dir = earshotDir
	cmd.Env = append(os.Environ(), "npm_config_cache="+filepath.Join(t.TempDir(), "npm-cache"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("npm install: %v\n%s", err, out)
	}

	opts := extensions.Options{ProjectDir: project, ConfigDir: config, CacheDir: testutil.CacheDir()}
	if err := extensions.Trust(opts, "pkgs"); err != nil {
		t.Fatal(err)
	}
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if x := h.Extensions()[0]; x.State != extensions.StateLoaded {
		t.Fatalf("%s: %v", x.State, x.Err)
	}
	r, err := h.Call(context.Background(), "pkgs__all", json.RawMessage(`{"name":"Ada","days":2}`))
	if err != nil || r.IsError {
		t.Fatalf("%+v %v", r, err)
	}
	want := `{"zod":"Ada","zodErrors":2,"valibot":true,"date":"2024-01-03","lodash":[[[1,2],[3,4],[5]],"helloWorld"],"yaml":{"a":1,"b":["x","y"]},"yamlOut":"k: v\n","marked":"<h1>Title</h1>\n<p><em>hi</em></p>\n"}`
	if r.Output != want {
		t.Fatalf("got  %s\nwant %s", r.Output, want)
	}
}
