package engine

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Run longer with: go test -run '^$' -fuzz '^FuzzNormalizeResult$' -fuzztime 5m ./engine

// FuzzNormalizeResult feeds arbitrary descriptions to the result
// normalization: it never panics, a success is exactly a string output
// within the limit (plus the marker), and every host-made error names the
// extension and the tool.
func FuzzNormalizeResult(f *testing.F) {
	for _, s := range []string{
		`{"t":"return","type":"string","output":"hi"}`,
		`{"t":"return","type":"object","outputType":"string","output":"o","isErrorType":"boolean","isError":true,"titleType":"string","title":"T"}`,
		`{"t":"return","type":"number","preview":"5"}`,
		`{"t":"throw","kind":"error","name":"Error","message":"m","stack":"at f (x.js:1:2)"}`,
		`{"t":"never"}`, `{"t":"return","type":"string","output":"` + strings.Repeat("é", 40) + `","dropped":3}`, `{`, `null`,
	} {
		f.Add([]byte(s), 32)
	}
	f.Fuzz(func(t *testing.T, raw []byte, limit int) {
		if limit < 1 || limit > 1<<20 {
			return
		}
		r := normalizeResult("ext", "ext.js", "tool", raw, limit, nil)
		if !utf8.ValidString(r.Output) && r.Err == nil && utf8.Valid(raw) {
			t.Fatalf("invalid UTF-8 output from valid input: %q", r.Output)
		}
		if r.Err != nil {
			if !r.IsError || !strings.Contains(r.Err.Error(), "ext.js") || !strings.Contains(r.Err.Error(), "tool") {
				t.Fatalf("host-made error %v (isError %v)", r.Err, r.IsError)
			}
			return
		}
		if body, _, cut := strings.Cut(r.Output, "\n… [output truncated:"); cut && len(body) > limit {
			t.Fatalf("output of %d bytes, limit %d", len(body), limit)
		} else if !cut && len(r.Output) > limit {
			t.Fatalf("output of %d bytes, limit %d, no marker", len(r.Output), limit)
		}
	})
}

// FuzzWebURL parses arbitrary URLs: no panic, and a parsed URL's href
// parses again to itself.
