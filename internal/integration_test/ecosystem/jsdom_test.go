package ecosystem

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testutil"
)

// TestJSDOMWithDefaultLimits: jsdom, one of the packages the size of
// TypeScript's compiler, loads under the default limits, first start
// included, and parses, queries, edits and serializes a page as it does
// under Node (the same file, testdata/npm-jsdom/dom.mjs, run by Node). A
// page's scripts need node:vm, which an extension does not have: asking
// jsdom to run them says so. Needs npm, node and the registry; skipped
// without them.
func TestJSDOMWithDefaultLimits(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("skipped: node is not installed")
	}
	project, config := t.TempDir(), t.TempDir()
	earshotDir := filepath.Join(project, ".earshot")
	src := testutil.Packages("npm-jsdom")
	testutil.NPMInstall(t, src, earshotDir)
	b, err := os.ReadFile(filepath.Join(src, "dom.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	ext := filepath.Join(earshotDir, "extensions", "dom.mjs")
	testutil.WriteFile(t, ext, string(b))
	out, err := exec.Command(node, testutil.Packages("npm-node", "harness.mjs"), ext).Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	var want map[string]string
	if err := json.Unmarshal(out, &want); err != nil || len(want) != 3 {
		t.Fatalf("node's output: %v\n%s", err, out)
	}
	opts := extensions.Options{ProjectDir: project, ConfigDir: config, CacheDir: t.TempDir(), Pages: testutil.Pages()}
	if err := extensions.Trust(opts, "dom"); err != nil {
		t.Fatal(err)
	}
	for _, start := range []string{"first start", "later start"} {
		h, err := extensions.Open(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		if x := h.Extensions()[0]; x.State != extensions.StateLoaded {
			h.Close()
			t.Fatalf("%s: %s: %v", start, x.State, x.Err)
		}
		for _, tool := range []string{"query", "edit"} {
			r, err := h.Call(context.Background(), "dom__"+tool, json.RawMessage(`{}`))
			if err != nil || r.IsError || r.Output != want[tool] {
				t.Errorf("%s: %s: %+v %v\nwant %q", start, tool, r, err, want[tool])
			}
		}
		r, err := h.Call(context.Background(), "dom__scripts", json.RawMessage(`{}`))
		var got struct{ Off, On string }
		if err != nil || json.Unmarshal([]byte(r.Output), &got) != nil || !strings.Contains(want["scripts"], `"off":"`+got.Off+`"`) ||
			!strings.HasPrefix(got.On, "threw: node:vm.createContext is not available to earshot extensions") {
			t.Errorf("%s: scripts: %+v %v (Node: %s)", start, r, err, want["scripts"])
		}
		h.Close()
	}
}
