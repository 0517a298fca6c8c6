package registry

import (
	"errors"
	"strings"
	"testing"

	"github.com/earshot/extensions/api"
)

func TestNames(t *testing.T) {
	tests := []struct {
		name string
		ok   bool
		why  string
	}{
		{"jira", true, ""},
		{"Jira-2_x", true, ""},
		{"9lives", true, ""},
		{"a-", true, ""},
		{"", false, "is empty"},
		{"_x", false, "must start with a letter or digit"},
		{"-x", false, "must start with a letter or digit"},
		{"a__b", false, `contains "__"`},
		{"a.b", false, `contains '.'`},
		{"a/b", false, `contains '/'`},
		{`a\b`, false, `contains '\\'`},
		{"a b", false, `contains ' '`},
		{"café", false, `contains 'é'`},
		{"a\x00", false, `contains '\x00'`},
		{"\xff", false, "not valid UTF-8"},
		{strings.Repeat("a", 61), true, ""},
		{strings.Repeat("a", 62), false, "must fit in 64"},
	}
	for _, tt := range tests {
		for _, check := range []func(string) error{CheckExtensionName, CheckToolName} {
			err := check(tt.name)
			if (err == nil) != tt.ok {
				t.Errorf("%q: err = %v, want ok %v", tt.name, err, tt.ok)
				continue
			}
			if err != nil {
				if !strings.Contains(err.Error(), tt.why) {
					t.Errorf("%q: %q does not say %q", tt.name, err, tt.why)
				}
				if !errors.Is(err, api.ErrInvalidName) {
					t.Errorf("%q: not ErrInvalidName", tt.name)
				}
			}
		}
	}
}

func TestQualifiedLength(t *testing.T) {
	ext, tool := strings.Repeat("e", 30), strings.Repeat("t", 32)
	if err := CheckQualified(ext, tool); err != nil {
		t.Fatalf("64 characters refused: %v", err)
	}
	if err := CheckQualified(ext, tool+"x"); err == nil || !strings.Contains(err.Error(), "65 characters") {
		t.Fatalf("65 characters: %v", err)
	}
}

func TestQualifiedNamesCannotCollide(t *testing.T) {
	// Every valid (extension, tool) pair has a distinct qualified name: try
	// all short names over a small alphabet.
	alphabet := []string{"a", "_", "-"}
	var names []string
	var gen func(prefix string, n int)
	gen = func(prefix string, n int) {
		if prefix != "" && CheckToolName(prefix) == nil {
			names = append(names, prefix)
		}
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			gen(prefix+c, n-1)
		}
	}
	gen("", 5)
	seen := map[string][2]string{}
	for _, e := range names {
		for _, tl := range names {
			q := Qualified(e, tl)
			if prev, dup := seen[q]; dup {
				t.Fatalf("%q is both %v and %v", q, prev, [2]string{e, tl})
			}
			seen[q] = [2]string{e, tl}
		}
	}
	if len(seen) < 1000 {
		t.Fatalf("only %d pairs tried", len(seen))
	}
}

func TestRegistry(t *testing.T) {
	var r Registry[int]
	for i, p := range [][2]string{{"jira", "ticket"}, {"bash", "bash"}, {"jira", "comment"}} {
		if _, err := r.Add(p[0], p[1], i); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := r.Add("jira", "ticket", 9); err == nil {
		t.Fatal("duplicate accepted")
	}
	if _, err := r.Add("jira", "a.b", 9); !errors.Is(err, api.ErrInvalidName) {
		t.Fatalf("invalid name: %v", err)
	}
	if got := strings.Join(r.Names(), " "); got != "bash__bash jira__comment jira__ticket" {
		t.Fatalf("Names = %s", got)
	}
	if _, _, _, ok := r.Lookup("bash"); ok {
		t.Fatal("a bare tool name resolved")
	}
	v, ext, tool, ok := r.Lookup("jira__comment")
	if !ok || v != 2 || ext != "jira" || tool != "comment" {
		t.Fatalf("Lookup = %v %v %v %v", v, ext, tool, ok)
	}
	r.RemoveExtension("jira")
	if got := strings.Join(r.Names(), " "); got != "bash__bash" {
		t.Fatalf("Names after remove = %s", got)
	}
}

func TestExtensionNamesMayNotEndWithUnderscore(t *testing.T) {
	if err := CheckExtensionName("jira_"); err == nil || !strings.Contains(err.Error(), "separator") {
		t.Fatalf("jira_: %v", err)
	}
	if err := CheckToolName("get_"); err != nil {
		t.Fatalf("a tool name may end with _: %v", err)
	}
}
