package ecosystem

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testutil"
)

// TestTypeScriptWithDefaultLimits: TypeScript's compiler API (a 9 MB
// package) loads and works with the default limits — its first start
// (bundled, compiled, evaluated and snapshotted, with an empty cache) and
// a later one (from the cache and the snapshot) — and transpileModule and
// createProgram with getPreEmitDiagnostics give what they give under Node
// (the same file, testdata/npm-typescript/tsc.mjs, run by Node). Needs
// npm, node and the registry; skipped without them.
func TestTypeScriptWithDefaultLimits(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("skipped: node is not installed")
	}
	project, config := t.TempDir(), t.TempDir()
	earshotDir := filepath.Join(project, ".earshot")
	src := testutil.Packages("npm-typescript")
	testutil.NPMInstall(t, src, earshotDir)
	b, err := os.ReadFile(filepath.Join(src, "tsc.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	ext := filepath.Join(earshotDir, "extensions", "tsc.mjs")
	testutil.WriteFile(t, ext, string(b))
	out, err := exec.Command(node, testutil.Packages("npm-node", "harness.mjs"), ext).Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	var want map[string]string
	if err := json.Unmarshal(out, &want); err != nil || len(want) != 2 {
		t.Fatalf("node's output: %v\n%s", err, out)
	}
	// The default limits: Limits is left zero.
	opts := extensions.Options{ProjectDir: project, ConfigDir: config, CacheDir: t.TempDir(), Pages: testutil.Pages()}
	if err := extensions.Trust(opts, "tsc"); err != nil {
		t.Fatal(err)
	}
	for _, start := range []string{"first start", "later start"} {
		h, err := extensions.Open(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: loaded in %v", start, h.Extensions()[0].LoadTime)
		if x := h.Extensions()[0]; x.State != extensions.StateLoaded {
			h.Close()
			t.Fatalf("%s: %s: %v", start, x.State, x.Err)
		}
		for _, tool := range []string{"transpile", "check"} {
			r, err := h.Call(context.Background(), "tsc__"+tool, json.RawMessage(`{}`))
			if err != nil || r.IsError || r.Output != want[tool] {
				t.Errorf("%s: %s: %+v %v\nwant %q", start, tool, r, err, want[tool])
			}
		}
		st, _ := h.Stats("tsc")
		if start == "later start" && st.Restored == 0 {
			t.Errorf("the later start evaluated the module again instead of starting from its snapshot (%s)", st.NoSnapshot)
		}
		h.Close()
	}
}
