package engine

import (
	"encoding/json"
	"os"
	"testing"
)

// TestWebURL compares parseWebURL with Node.js's URL on the cases in
// testdata/url_cases.js (whose output is testdata/url_cases.json).
func TestWebURL(t *testing.T) {
	b, err := os.ReadFile("testdata/url_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []map[string]any
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		input, _ := c["i"].(string)
		base, _ := c["b"].(string)
		u, err := parseWebURL(input, base)
		if c["error"] == true {
			if err == nil {
				t.Errorf("%q (base %q): want an error, got %s", input, base, u.Href())
			}
			continue
		}
		if err != nil {
			t.Errorf("%q (base %q): %v", input, base, err)
			continue
		}
		got := u.Parts()
		for k, want := range c {
			if k == "i" || k == "b" {
				continue
			}
			if got[k] != want {
				t.Errorf("%q (base %q): %s = %q, want %q", input, base, k, got[k], want)
			}
		}
	}
}

func TestWebURLSetters(t *testing.T) {
	u, _ := parseWebURL("https://example.com/a?b#c", "")
	for _, s := range []struct{ what, value, href string }{
		{"pathname", "/x y/../z", "https://example.com/z?b#c"},
		{"search", "q=1 2", "https://example.com/z?q=1%202#c"},
		{"hash", "", "https://example.com/z?q=1%202"},
		{"port", "8443", "https://example.com:8443/z?q=1%202"},
		{"port", "443", "https://example.com/z?q=1%202"},
		{"hostname", "API.Example.org", "https://api.example.org/z?q=1%202"},
		{"protocol", "http", "http://api.example.org/z?q=1%202"},
		{"username", "me", "http://me@api.example.org/z?q=1%202"},
		{"password", "p@ss", "http://me:p%40ss@api.example.org/z?q=1%202"},
		{"search", "", "http://me:p%40ss@api.example.org/z"},
	} {
		if err := u.set(s.what, s.value); err != nil {
			t.Fatal(err)
		}
		if got := u.Href(); got != s.href {
			t.Errorf("set %s %q: %s, want %s", s.what, s.value, got, s.href)
		}
	}
}
