package registry

import (
	"regexp"
	"strings"
	"testing"
)

// Run longer with: go test -run '^$' -fuzz '^FuzzNames$' -fuzztime 5m ./registry

var llmToolName = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// FuzzNames checks that every accepted pair makes a name every LLM tool API
// accepts, that splits back into the same pair.
func FuzzNames(f *testing.F) {
	for _, p := range [][2]string{{"jira", "ticket"}, {"a_", "b"}, {"a", "_b"}, {"a__b", "c"}, {"x.y", "z"}, {"é", "t"}, {"", "t"}} {
		f.Add(p[0], p[1])
	}
	f.Fuzz(func(t *testing.T, ext, tool string) {
		if CheckQualified(ext, tool) != nil {
			return
		}
		q := Qualified(ext, tool)
		if !llmToolName.MatchString(q) {
			t.Fatalf("%q is not a valid LLM tool name", q)
		}
		e, tl, ok := strings.Cut(q, Separator)
		if !ok || e != ext || tl != tool {
			t.Fatalf("%q splits into %q, %q", q, e, tl)
		}
	})
}
