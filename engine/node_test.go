package engine_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testutil"
)

// nodeLayout lays out dir as platform/testdata/node_cases.mjs's setup does.
func nodeLayout(t *testing.T, dir string) {
	testutil.WriteFile(t, filepath.Join(dir, "data", "a.txt"), "alpha text")
	testutil.WriteFile(t, filepath.Join(dir, "data", "b.json"), `{"b": true}`)
	testutil.WriteFile(t, filepath.Join(dir, "data", "sub", "c.txt"), "c")
	os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
}

// TestNodeBuiltins runs the golden cases of the Node built-ins
// (platform/testdata/node_cases.mjs) inside an extension, each in a folder
// of its own as the extension's project, and compares every result with
// what Node.js returned (node_cases.json).
func TestNodeBuiltins(t *testing.T) {
	runNodeGoldens(t, "node_cases.json", func(t *testing.T, got, want json.RawMessage) {
		var g, w any
		json.Unmarshal(got, &g)
		json.Unmarshal(want, &w)
		gb, _ := json.Marshal(g)
		wb, _ := json.Marshal(w)
		if string(gb) != string(wb) {
			t.Errorf("got  %s\nwant %s", gb, wb)
		}
	})
}

// runNodeGoldens runs each snippet of platform/testdata/<file> in a
// node-runner extension, in a folder of its own laid out as the goldens'
// setup does, and has compare check its result (paths under the folder
// shown as <dir>) against Node's.
func runNodeGoldens(t *testing.T, file string, compare func(t *testing.T, got, want json.RawMessage)) {
	cases := readGoldens(t, filepath.Join(testutil.Root(), "platform", "testdata", file))
	names := make([]string, 0, len(cases.Snippets))
	for name := range cases.Snippets {
		names = append(names, name)
	}
	sort.Strings(names)
	cfg := config(t)
	cfg.Limits.CallTimeout = 10 * time.Second
	cfg.Platform.Env = append(os.Environ(), "GOLDEN_VAR=golden value")
	x := load(t, "node-runner.js", cfg)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			dir, err := filepath.EvalSymlinks(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			nodeLayout(t, dir)
			r := run(t, x, cases.Snippets[name], map[string]any{"dir": dir})
			if r.IsError {
				t.Fatalf("threw: %s", r.Output)
			}
			compare(t, json.RawMessage(strings.ReplaceAll(r.Output, dir, "<dir>")), cases.Expected[name])
		})
	}
}

// TestNodeArgumentErrors runs the golden cases of Node's argument checks
// (platform/testdata/args_cases.mjs): for each built-in, calls with wrong
// arguments, and the class, code and message of what Node throws at once,
// compared call by call with what Node.js gave (args_cases.json).
func TestNodeArgumentErrors(t *testing.T) {
	runNodeGoldens(t, "args_cases.json", func(t *testing.T, gotRaw, wantRaw json.RawMessage) {
		var got, want map[string]json.RawMessage
		if err := json.Unmarshal(gotRaw, &got); err != nil {
			t.Fatalf("%v: %s", err, gotRaw)
		}
		json.Unmarshal(wantRaw, &want)
		calls := make([]string, 0, len(want))
		for call := range want {
			calls = append(calls, call)
		}
		sort.Strings(calls)
		for _, call := range calls {
			var g, w bytes.Buffer
			json.Compact(&g, got[call])
			json.Compact(&w, want[call])
			if g.String() != w.String() {
				t.Errorf("%s\n got  %s\n want %s", call, g.String(), w.String())
			}
		}
	})
}
