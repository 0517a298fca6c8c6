package gate

import (
	"strings"
	"testing"
)

func TestSanitize(t *testing.T) {
	tests := []struct {
		in, want string
		limit    int
	}{
		{"plain title", "plain title", MaxPromptTitle},
		{"red \x1b[31mtext\x1b[0m", "red text", MaxPromptTitle},
		{"link \x1b]8;;https://evil.example\x07click\x1b]8;;\x07", "link click", MaxPromptTitle},
		{"osc st \x1b]0;new title\x1b\\ok", "osc st ok", MaxPromptTitle},
		{"bell\x07 back\bspace", "bell backspace", MaxPromptTitle},
		{"cr\roverwrite", "croverwrite", MaxPromptTitle},
		{"c1 \u009b31mcsi", "c1 csi", MaxPromptTitle},
		{"bidi \u202eevil\u202c \u2066iso\u2069", "bidi evil iso", MaxPromptTitle},
		{"zero\u200bwidth", "zerowidth", MaxPromptTitle},
		{"tab\there", "tab here", MaxPromptTitle},
		{"title\nwith newline", "title with newline", MaxPromptTitle},
		{"detail\nkeeps lines", "detail\nkeeps lines", MaxDetail},
		{"bad \xff utf8", "bad  utf8", MaxPromptTitle},
		{"emoji 🎉 and ZWJ 👩\u200d💻", "emoji 🎉 and ZWJ 👩\u200d💻", MaxPromptTitle},
		{strings.Repeat("x", 300), strings.Repeat("x", 200) + "…", MaxPromptTitle},
		{"unterminated \x1b[", "unterminated", MaxPromptTitle},
		{"\x1b]8;;never ends", "", MaxPromptTitle},
	}
	for _, tt := range tests {
		sanitize := SanitizeText
		if tt.limit == MaxPromptTitle {
			sanitize = SanitizeLine
		}
		if got := sanitize(tt.in, tt.limit); got != tt.want {
			t.Errorf("Sanitize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
