package gate

import (
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// Run longer with: go test -run '^$' -fuzz '^FuzzMatch$' -fuzztime 5m ./gate

func FuzzParseRule(f *testing.F) {
	for _, s := range []string{"Extension(jira__comment)", "Extension(*)", "Extension", "Extension(", "Bash(ls)", "Extension(a b)", " Extension( x ) "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		pattern, ours, err := parseRule(s)
		if !ours && (pattern != "" || err != nil) {
			t.Fatalf("not ours, but pattern %q err %v", pattern, err)
		}
		if t := strings.TrimSpace(s); !ours && len(t) >= len(kind) && strings.EqualFold(t[:len(kind)], kind) {
			panic("a rule spelled like an Extension rule is not ours: " + s)
		}
		if ours && err == nil {
			if pattern == "" {
				t.Fatal("empty pattern accepted")
			}
			for i := 0; i < len(pattern); i++ {
				if c := pattern[i]; !isNameByte(c) && c != '*' {
					t.Fatalf("pattern %q has %q", pattern, c)
				}
			}
		}
	})
}

// FuzzMatch checks Match against a regular expression doing the same.
func FuzzMatch(f *testing.F) {
	for _, p := range [][2]string{{"jira__*", "jira__comment"}, {"*", ""}, {"a*b*c", "aXbYc"}, {"**x", "x"}, {"a*", "b"}} {
		f.Add(p[0], p[1])
	}
	f.Fuzz(func(t *testing.T, pattern, name string) {
		if len(pattern) > 64 || len(name) > 64 || !utf8.ValidString(pattern) || !utf8.ValidString(name) {
			return
		}
		parts := strings.Split(pattern, "*")
		for i, p := range parts {
			parts[i] = regexp.QuoteMeta(p)
		}
		re := regexp.MustCompile(`^(?s:` + strings.Join(parts, ".*") + `)$`)
		if got, want := match(pattern, name), re.MatchString(name); got != want {
			t.Fatalf("Match(%q, %q) = %v, want %v", pattern, name, got, want)
		}
	})
}

func FuzzSanitize(f *testing.F) {
	for _, s := range []string{"plain", "\x1b]8;;https://x\x07link\x1b]8;;\x07", "\x1b[31mred", "\u202eevil", "a\rb\bc\x07", "\x9b31m", "\xff\xfe"} {
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, title bool) {
		limit, sanitize := MaxDetail, SanitizeText
		if title {
			limit, sanitize = MaxPromptTitle, SanitizeLine
		}
		out := sanitize(s, limit)
		if !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8: %q", out)
		}
		n := 0
		for _, r := range out {
			n++
			if r == '\n' && !title {
				continue
			}
			if unicode.IsControl(r) || isBidiControl(r) || r == 0x1b {
				t.Fatalf("%U left in %q (from %q)", r, out, s)
			}
		}
		if n > limit+1 {
			t.Fatalf("%d runes, limit %d", n, limit)
		}
		if again := sanitize(out, limit); again != out && !strings.HasSuffix(out, "…") {
			t.Fatalf("not idempotent: %q -> %q", out, again)
		}
	})
}
