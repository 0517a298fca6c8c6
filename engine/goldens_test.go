package engine_test

import (
	"context"
	"encoding/json"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/earshot/extensions/engine"
)

// run runs code in the runner extension and returns its JSON result.
func run(t testing.TB, x *engine.Extension, code string, extra map[string]any) engine.Result {
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

// goldens are snippets and what Node.js returned for each, as the
// testdata/*_cases.mjs scripts write them.
type goldens struct {
	Snippets map[string]string          `json:"snippets"`
	Expected map[string]json.RawMessage `json:"expected"`
}

// readGoldens reads a goldens file.
func readGoldens(t *testing.T, path string) goldens {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var g goldens
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return g
}

// runGoldens runs each snippet in the runner extension x, in name order, and
// compares its result with Node's (as JSON). differ, if not nil, says which
// cases are known to differ (and why): those must still differ.
func runGoldens(t *testing.T, x *engine.Extension, snippets map[string]string, expected map[string]json.RawMessage, differ map[string]string) {
	names := make([]string, 0, len(snippets))
	for name := range snippets {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(strings.ReplaceAll(name, "/", "_"), func(t *testing.T) {
			r := run(t, x, snippets[name], nil)
			if r.IsError {
				t.Fatalf("threw: %s", r.Output)
			}
			var got, want any
			json.Unmarshal([]byte(r.Output), &got)
			json.Unmarshal(expected[name], &want)
			g, _ := json.Marshal(got)
			w, _ := json.Marshal(want)
			why, known := differ[name]
			switch {
			case string(g) != string(w) && !known:
				t.Errorf("got  %s\nwant %s", strconv.QuoteToASCII(string(g)), strconv.QuoteToASCII(string(w)))
			case string(g) == string(w) && known:
				t.Errorf("listed as differing from Node (%s), but now the same: %s", why, g)
			}
		})
	}
}
