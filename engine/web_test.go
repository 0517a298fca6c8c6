package engine_test

import (
	"context"
	"encoding/json"
	"os"
	"sort"
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

// TestWebPlatform runs the snippets of testdata/web_cases.mjs and compares
// each result with what Node.js returned for it (testdata/web_cases.json).
func TestWebPlatform(t *testing.T) {
	b, err := os.ReadFile("testdata/web_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases struct {
		Snippets map[string]string          `json:"snippets"`
		Expected map[string]json.RawMessage `json:"expected"`
	}
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	x := load(t, "runner.js", config(t))
	names := make([]string, 0, len(cases.Snippets))
	for name := range cases.Snippets {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			r := run(t, x, cases.Snippets[name], nil)
			if r.IsError {
				t.Fatalf("threw: %s", r.Output)
			}
			var got, want any
			json.Unmarshal([]byte(r.Output), &got)
			json.Unmarshal(cases.Expected[name], &want)
			g, _ := json.Marshal(got)
			w, _ := json.Marshal(want)
			if string(g) != string(w) {
				t.Errorf("got  %s\nwant %s", g, w)
			}
		})
	}
}
