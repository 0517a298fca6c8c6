// Package jstest runs an area's JavaScript in a real extension, so that
// each area of the platform tests its built-ins from its own folder: the
// runner extensions of testdata/ext (runner.js: the web platform;
// node-runner.js: Node's built-ins as mods.fs, mods.crypto, ...), loaded
// through the loader and the engine as an extension is, and Node's goldens
// (platform/testdata/*_cases.json) compared with what they answer.
//
// It imports the engine, which imports every area: only external test
// packages may import it (an area's — package fs_test, ... — and the
// engine's own, package engine_test, for its goldens).
package jstest

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/platform"
)

// Config is the engine's configuration for a test extension: the shared
// test runtime, and calls of at most 5 s.
func Config(testing.TB) engine.Config {
	return engine.Config{Runtime: testutil.Runtime(), Limits: api.Limits{CallTimeout: 5 * time.Second}}
}

// Source bundles fixture (a file of testdata/ext) as the loader does.
func Source(t testing.TB, fixture string) engine.Source {
	t.Helper()
	dir := t.TempDir()
	testutil.CopyFixtures(t, dir, fixture)
	name := strings.TrimSuffix(strings.TrimSuffix(fixture, filepath.Ext(fixture)), ".d")
	f := loader.File{Name: name, Scope: api.ScopeProject, Path: filepath.Join(dir, fixture), Dir: dir}
	b, err := loader.BundleFile(context.Background(), f)
	if err != nil {
		t.Fatalf("bundling %s: %v", fixture, err)
	}
	return engine.Source{Name: name, File: fixture, Code: b.Code, SourceMap: b.SourceMap}
}

// Load loads fixture under cfg; it is closed when t ends.
func Load(t testing.TB, fixture string, cfg engine.Config) *engine.Extension {
	t.Helper()
	x, err := engine.Load(context.Background(), cfg, Source(t, fixture))
	if err != nil {
		t.Fatalf("loading %s: %v", fixture, err)
	}
	t.Cleanup(func() { x.Close() })
	return x
}

// Node loads node-runner.js with the project folder, policy (nil: no
// narrowing) and call timeout (0: the default) given.
func Node(t testing.TB, project string, policy *platform.Policy, timeout time.Duration) *engine.Extension {
	t.Helper()
	cfg := Config(t)
	cfg.Platform.Project = project
	cfg.Platform.Policy = policy
	if timeout > 0 {
		cfg.Limits.CallTimeout = timeout
	}
	return Load(t, "node-runner.js", cfg)
}

// Run runs code (a function body; what it returns is the result) in a
// runner extension x, with extra beside it in the tool's input.
func Run(t testing.TB, x *engine.Extension, code string, extra map[string]any) engine.Result {
	t.Helper()
	in := map[string]any{"code": code}
	for k, v := range extra {
		in[k] = v
	}
	b, _ := json.Marshal(in)
	r, err := x.Call(context.Background(), "run", b)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// JSON is the value of a result that is not an error.
func JSON(t testing.TB, r engine.Result) any {
	t.Helper()
	if r.IsError {
		t.Fatalf("error result: %s", r.Output)
	}
	var v any
	if err := json.Unmarshal([]byte(r.Output), &v); err != nil {
		t.Fatalf("%v: %s", err, r.Output)
	}
	return v
}

// Policy parses caps as a settings file's capabilities entry would be,
// config being the settings folder the extension may not touch.
func Policy(t testing.TB, project, config, caps string) *platform.Policy {
	t.Helper()
	p, err := platform.ParsePolicy(json.RawMessage(caps), project, "", platform.NewGuard([]string{config}, nil))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Goldens are snippets and what Node returned for each, as the
// platform/testdata/*_cases.mjs scripts write them.
type Goldens struct {
	Snippets map[string]string          `json:"snippets"`
	Expected map[string]json.RawMessage `json:"expected"`
	// Input is what each snippet finds in its input beside its code (as
	// Node's run found it in its scope), if anything.
	Input map[string]any `json:"-"`
}

// ReadGoldens reads a goldens file.
func ReadGoldens(t testing.TB, path string) Goldens {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var g Goldens
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return g
}

// Testdata is a file of platform/testdata.
func Testdata(name string) string {
	return filepath.Join(testutil.Root(), "platform", "testdata", name)
}

// RunGoldens runs each snippet in the runner extension x, in name order,
// with g.Input, and compares its result with Node's (as JSON). differ, if not nil, says
// which cases are known to differ (and why): those must still differ.
func RunGoldens(t *testing.T, x *engine.Extension, g Goldens, differ map[string]string) {
	names := make([]string, 0, len(g.Snippets))
	for name := range g.Snippets {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(strings.ReplaceAll(name, "/", "_"), func(t *testing.T) {
			r := Run(t, x, g.Snippets[name], g.Input)
			if r.IsError {
				t.Fatalf("threw: %s", r.Output)
			}
			var got, want any
			json.Unmarshal([]byte(r.Output), &got)
			json.Unmarshal(g.Expected[name], &want)
			gb, _ := json.Marshal(got)
			wb, _ := json.Marshal(want)
			why, known := differ[name]
			switch {
			case string(gb) != string(wb) && !known:
				t.Errorf("got  %s\nwant %s", strconv.QuoteToASCII(string(gb)), strconv.QuoteToASCII(string(wb)))
			case string(gb) == string(wb) && known:
				t.Errorf("listed as differing from Node (%s), but now the same: %s", why, gb)
			}
		})
	}
}

// NodeLayout lays out dir as platform/testdata/node_cases.mjs's setup does.
func NodeLayout(t testing.TB, dir string) {
	testutil.WriteFile(t, filepath.Join(dir, "data", "a.txt"), "alpha text")
	testutil.WriteFile(t, filepath.Join(dir, "data", "b.json"), `{"b": true}`)
	testutil.WriteFile(t, filepath.Join(dir, "data", "sub", "c.txt"), "c")
	os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
}

// Pattern is n bytes of a fixed pattern (not runs of one byte: what a
// compressor or hash gets from real data), which an extension makes with
// PatternJS.
func Pattern(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7 + i>>8)
	}
	return b
}

// PatternJS defines pattern(n): Pattern's bytes, as a Buffer.
const PatternJS = `const pattern = (n) => { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = (i * 7 + (i >> 8)) & 255; return b };`
