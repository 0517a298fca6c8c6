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

// defaultIgnorables is Unicode's Default_Ignorable_Code_Point set, as ICU
// gives it (Unicode 17.0, in the Node 20 installed here):
//
//	node -e 'const re = /\p{Default_Ignorable_Code_Point}/u; let a = -1;
//	  for (let c = 0; c <= 0x110000; c++) { const m = c < 0x110000 && re.test(String.fromCodePoint(c));
//	    if (m && a < 0) a = c; if (!m && a >= 0) { console.log(a.toString(16), (c - 1).toString(16)); a = -1 } }'
//
// a reference beside the derivation from Go's tables (defaultIgnorable).
var defaultIgnorables = [][2]rune{
	{0xad, 0xad}, {0x34f, 0x34f}, {0x61c, 0x61c}, {0x115f, 0x1160}, {0x17b4, 0x17b5}, {0x180b, 0x180f},
	{0x200b, 0x200f}, {0x202a, 0x202e}, {0x2060, 0x206f}, {0x3164, 0x3164}, {0xfe00, 0xfe0f}, {0xfeff, 0xfeff},
	{0xffa0, 0xffa0}, {0xfff0, 0xfff8}, {0x1bca0, 0x1bca3}, {0x1d173, 0x1d17a}, {0xe0000, 0xe0fff},
}

// TestHiddenTextDefaultIgnorable: every default-ignorable character is
// refused, at the start and between two letters — but a joiner between
// visible characters and a variation selector after one (emoji, Persian,
// Indic, Mongolian words need them) — and the derivation from Go's tables
// is exactly Unicode's set.
func TestHiddenTextDefaultIgnorable(t *testing.T) {
	in := func(r rune) bool {
		for _, rg := range defaultIgnorables {
			if r >= rg[0] && r <= rg[1] {
				return true
			}
		}
		return false
	}
	for r := rune(0); r <= 0x10ffff; r++ {
		if r >= 0xd800 && r <= 0xdfff {
			continue
		}
		if defaultIgnorable(r) != in(r) {
			t.Errorf("%U: defaultIgnorable %v, Unicode's set %v", r, defaultIgnorable(r), in(r))
		}
		if !in(r) {
			continue
		}
		if got, why := hiddenText(string(r) + "a"); got != r || why == "" {
			t.Errorf("%U at the start: got %U (%q)", r, got, why)
		}
		visible := r == 0x200c || r == 0x200d || r >= 0xfe00 && r <= 0xfe0f
		if got, why := hiddenText("a" + string(r) + "b"); visible != (why == "") || !visible && got != r {
			t.Errorf("%U between letters: got %U (%q)", r, got, why)
		}
	}
	for s, want := range map[string]rune{
		"a\u17b4b": 0x17b4, "a\u17b5b": 0x17b5, "a\u180bb": 0x180b, "a\u180fb": 0x180f, "a\u180eb": 0x180e,
		"\u1820\u180b\u180b": 0x180b, "a\U00016FE4b": 0x16fe4, "a\u2065b": 0x2065, "a\U0001BCA0b": 0x1bca0,
		"a\U0001D173b": 0x1d173, "a\U000E01F0b": 0xe01f0, "a\U000E0FFFb": 0xe0fff,
	} {
		if r, why := hiddenText(s); r != want || why == "" {
			t.Errorf("%q: got %U (%q), want %U refused", s, r, why, want)
		}
	}
	// A Mongolian word with its variation selector shows as written.
	if r, why := hiddenText("\u1820\u180b\u1821"); why != "" {
		t.Errorf("Mongolian: refused %U (%s)", r, why)
	}
}

// TestSchemaText: every string of a schema, value or key, at any depth,
// is visible text, and the path of the first that is not is named.
func TestSchemaText(t *testing.T) {
	for schema, want := range map[string]string{
		`{"type":"object","properties":{"q":{"type":"string","description":"Query."}},"enum":["a","b"]}`: "",
		`{"description":"a\u200bb"}`:                               ".description", // JSON's escape: the string holds U+200B
		`{"properties":{"q":{"description":"x\u202ey"}}}`:          ".properties.q.description",
		`{"properties":{"q\u2066":{"type":"string"}}}`:             `.properties["q\u2066"]`,
		`{"enum":["ok",{"deep":["x","y\udb40\udc41"]}]}`:           ".enum[1].deep[1]",
		`{"title":"T\u180b"}`:                                      ".title",
		`{"default":"\u17b5"}`:                                     ".default",
		`{"examples":[["a","\r"]]}`:                                ".examples[0][1]",
		`{"$defs":{"x y":{"const":"\ufeff"}}}`:                     `.$defs["x y"].const`,
		`{"properties":{"q":{"description":"Lines\nand\ttabs."}}}`: "",
	} {
		path, err := checkSchemaText([]byte(schema))
		if want == "" {
			if err != nil {
				t.Errorf("%s: %s %v", schema, path, err)
			}
			continue
		}
		if err == nil || path != want {
			t.Errorf("%s: got %q %v, want %q", schema, path, err, want)
		}
	}
}
