package gate

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Caps on prompt text from extensions, in runes (maxLine: one line of a
// detail) and lines.
const (
	MaxPromptTitle = 200
	MaxDetail      = 4000
	maxLine        = 200
	MaxDetailLines = 30
)

// BoundLines shapes a (sanitized) detail for a prompt: runs of blank lines
// become one, long lines are cut at MaxLine runes, and past MaxDetailLines
// lines the rest is replaced by a note saying how many there were — so that
// a detail can never scroll the prompt's own lines (the rule, the question)
// out of sight.
func BoundLines(s string) string {
	lines := strings.Split(s, "\n")
	var out []string
	blank := false
	for _, l := range lines {
		l = strings.TrimRightFunc(l, unicode.IsSpace)
		if l == "" {
			if blank {
				continue
			}
			blank = true
		} else {
			blank = false
		}
		if utf8.RuneCountInString(l) > maxLine {
			l = string([]rune(l)[:maxLine]) + "…"
		}
		out = append(out, l)
	}
	if len(out) > MaxDetailLines {
		more := len(out) - (MaxDetailLines - 1)
		out = append(out[:MaxDetailLines-1], fmt.Sprintf("… (%d more lines)", more))
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

// SanitizeLine makes text from an extension safe to show in a terminal as
// one line (a title, a progress message): what SanitizeText does, and its
// newlines become spaces.
func SanitizeLine(s string, limit int) string { return sanitize(s, limit, true) }

// SanitizeText makes text from an extension safe to show in a terminal
// prompt: escape sequences (CSI, OSC — hyperlinks and title changes —, DCS
// and the rest) are removed whole; other C0 and C1 controls, DEL,
// bidirectional overrides and isolates, and invalid UTF-8 are removed;
// tabs become spaces; newlines are kept (a detail has lines). The result
// is cut to limit runes with an ellipsis.
func SanitizeText(s string, limit int) string { return sanitize(s, limit, false) }

func sanitize(s string, limit int, oneLine bool) string {
	var b strings.Builder
	n := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			i += max(size, 1)
			continue
		case r == 0x1b: // ESC: skip the whole sequence
			i = skipEscape(s, i+1)
			continue
		case r == 0x9b: // CSI (C1)
			i = skipCSI(s, i+size)
			continue
		case r == 0x90 || r == 0x9d || r == 0x9e || r == 0x9f || r == 0x98: // DCS, OSC, PM, APC, SOS (C1)
			i = skipString(s, i+size)
			continue
		case r == '\n':
			if oneLine {
				r = ' '
			}
		case r == '\t':
			r = ' '
		case r == '\r':
			i += size
			continue
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			i += size
			continue
		case isBidiControl(r) || r == '\u2028' || r == '\u2029' || r == '\ufeff' || (unicode.Is(unicode.Cf, r) && r != '\u200d'):
			i += size
			continue
		}
		if n == limit {
			b.WriteString("…")
			break
		}
		b.WriteRune(r)
		n++
		i += size
	}
	return strings.TrimRightFunc(b.String(), unicode.IsSpace)
}

func isBidiControl(r rune) bool {
	return r >= '\u202a' && r <= '\u202e' || r >= '\u2066' && r <= '\u2069' || r == '\u200e' || r == '\u200f' || r == '\u061c'
}

// skipEscape returns the index after the escape sequence whose ESC is just
// before i.
func skipEscape(s string, i int) int {
	if i >= len(s) {
		return i
	}
	switch s[i] {
	case '[':
		return skipCSI(s, i+1)
	case ']', 'P', 'X', '^', '_': // OSC, DCS, SOS, PM, APC: until ST or BEL
		return skipString(s, i+1)
	default:
		// Two- or three-byte sequences: intermediates 0x20-0x2f then a final byte.
		for i < len(s) && s[i] >= 0x20 && s[i] <= 0x2f {
			i++
		}
		if i < len(s) {
			i++
		}
		return i
	}
}

// skipCSI skips parameter and intermediate bytes up to and including the
// final byte. A malformed sequence ends before the first byte that cannot
// belong to it.
func skipCSI(s string, i int) int {
	for i < len(s) {
		switch c := s[i]; {
		case c >= 0x40 && c <= 0x7e:
			return i + 1
		case c >= 0x20 && c <= 0x3f:
			i++
		default:
			return i
		}
	}
	return i
}

// skipString skips a control string up to and including its terminator
// (BEL, ESC \, or the C1 ST).
func skipString(s string, i int) int {
	for i < len(s) {
		switch {
		case s[i] == 0x07:
			return i + 1
		case s[i] == 0x1b:
			if i+1 < len(s) && s[i+1] == '\\' {
				return i + 2
			}
			return i + 1
		case strings.HasPrefix(s[i:], "\u009c"):
			return i + len("\u009c")
		}
		i++
	}
	return i
}
