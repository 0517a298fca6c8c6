package engine_test

import (
	"encoding/json"
	"github.com/earshot/extensions/internal/jstest"
	"os"
	"sort"
	"strings"
	"testing"
)

// TestRegExpUnicodeSets compiles the patterns of
// testdata/regexp_v_cases.mjs with the v flag (and vi) and compares, for
// each, whether it is accepted and what it matches with Node's answer
// (testdata/regexp_v_cases.json): the characters and pairs the v flag
// reserves inside a class are literals outside one ("a/", "a-b", "a&&b"),
// as in V8; shiki's JavaScript engine writes such patterns.
func TestRegExpUnicodeSets(t *testing.T) {
	b, err := os.ReadFile("testdata/regexp_v_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases struct {
		Run      string                     `json:"run"`
		Patterns [][2]string                `json:"patterns"`
		Expected map[string]json.RawMessage `json:"expected"`
	}
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	x := load(t, "runner.js", config(t))
	r := run(t, x, cases.Run, map[string]any{"patterns": cases.Patterns})
	if r.IsError {
		t.Fatalf("threw: %s", r.Output)
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal([]byte(r.Output), &got); err != nil {
		t.Fatal(err)
	}
	keys := make([]string, 0, len(cases.Expected))
	for k := range cases.Expected {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if g, w := compact(got[k]), compact(cases.Expected[k]); g != w {
			flags, src, _ := strings.Cut(k, " ")
			t.Errorf("new RegExp(%q, %q): got %s, Node %s", src, flags, g, w)
		}
	}
}

func compact(m json.RawMessage) string {
	var v any
	_ = json.Unmarshal(m, &v)
	b, _ := json.Marshal(v)
	return string(b)
}

// TestRegExpManyCaptures runs the snippets of
// testdata/regexp_captures_cases.mjs and compares each result with Node's
// (testdata/regexp_captures_cases.json): regular expressions with more
// than 255 capture groups compile (up to V8's 32767) and match as in V8,
// whichever way a group's number is used. shiki's JavaScript engine
// translates TextMate grammars into such patterns (TypeScript's has rules
// with over 500 groups); with QuickJS's limit of 255 they threw "too many
// captures" and shiki coloured the rest of each line as one token.
func TestRegExpManyCaptures(t *testing.T) {
	cases := readGoldens(t, "testdata/regexp_captures_cases.json")
	x := load(t, "runner.js", config(t))
	jstest.RunGoldens(t, x, cases, nil)
}
