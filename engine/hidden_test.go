package engine

import "testing"

// TestHiddenText: what a description may hold is visible text in any
// script — emoji sequences, Persian and Indic joiners, accents, a
// variation selector after a character — and nothing that hides text
// from people: each invisible class is named.
func TestHiddenText(t *testing.T) {
	for _, s := range []string{
		"Lists files.\n\tOne per line.", "Crée un fichier — «ok»", "列出文件", "می\u200cخواهم", "क्\u200dष",
		"👨\u200d👩\u200d👧 family", "❤️\u200d🔥", "1️⃣ first", "👍🏽", "e\u0301", "a ☃ b", "",
	} {
		if r, why := hiddenText(s); why != "" {
			t.Errorf("%q: refused %U (%s)", s, r, why)
		}
	}
	for s, want := range map[string]rune{
		"a\rb": '\r', "a\x1b[2Jb": 0x1b, "a\x7fb": 0x7f, "a\u0085b": 0x85, "a\ufffdb": 0xfffd,
		"a\U000E0041b": 0xe0041, "a\U000E0001": 0xe0001, "a\u200bb": 0x200b, "a\u2060b": 0x2060, "\ufeffa": 0xfeff,
		"a\u202eb": 0x202e, "a\u2067b": 0x2067, "a\u200fb": 0x200f, "a\u061cb": 0x061c, "a\u2062b": 0x2062, "a\u00adb": 0xad,
		"a\u2028b": 0x2028, "a\u2029b": 0x2029, "\u200dab": 0x200d, "a \u200cb": 0x200c, "a\u200d\u200db": 0x200d, "ab\u200d": 0x200d,
		"a\u3164b": 0x3164, "a\u115fb": 0x115f, "a\uffa0b": 0xffa0, "a\u034fb": 0x34f, "a\u2800b": 0x2800,
		"\ufe0fa": 0xfe0f, "a\ufe0f\ufe0fb": 0xfe0f, "a \ufe0f": 0xfe0f, "a\U000E0100b": 0xe0100,
		"a\ue000b": 0xe000, "a\U000F0000b": 0xf0000, "a\ufdd0b": 0xfdd0, "a\uffffb": 0xffff,
	} {
		if r, why := hiddenText(s); r != want || why == "" {
			t.Errorf("%q: got %U (%q), want %U refused", s, r, why, want)
		}
	}
}
