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
		{"plain title", "plain title", MaxTitle},
		{"red \x1b[31mtext\x1b[0m", "red text", MaxTitle},
		{"link \x1b]8;;https://evil.example\x07click\x1b]8;;\x07", "link click", MaxTitle},
		{"osc st \x1b]0;new title\x1b\\ok", "osc st ok", MaxTitle},
		{"bell\x07 back\bspace", "bell backspace", MaxTitle},
		{"cr\roverwrite", "croverwrite", MaxTitle},
		{"c1 \u009b31mcsi", "c1 csi", MaxTitle},
		{"bidi \u202eevil\u202c \u2066iso\u2069", "bidi evil iso", MaxTitle},
		{"zero\u200bwidth", "zerowidth", MaxTitle},
		{"tab\there", "tab here", MaxTitle},
		{"title\nwith newline", "title with newline", MaxTitle},
		{"detail\nkeeps lines", "detail\nkeeps lines", MaxDetail},
		{"bad \xff utf8", "bad  utf8", MaxTitle},
		{"emoji 🎉 and ZWJ 👩\u200d💻", "emoji 🎉 and ZWJ 👩\u200d💻", MaxTitle},
		{strings.Repeat("x", 300), strings.Repeat("x", 200) + "…", MaxTitle},
		{"unterminated \x1b[", "unterminated", MaxTitle},
		{"\x1b]8;;never ends", "", MaxTitle},
	}
	for _, tt := range tests {
		if got := Sanitize(tt.in, tt.limit); got != tt.want {
			t.Errorf("Sanitize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
