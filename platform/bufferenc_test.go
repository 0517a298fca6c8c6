package platform

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/earshot/extensions/platform/kernel"
)

// TestBufferEncodings: the host's side of Buffer's encodings (Node's
// answers for the same inputs are the golden cases buffer* of
// platform/testdata/node_cases.mjs, run in an instance by TestNodeBuiltins).
func TestBufferEncodings(t *testing.T) {
	// One U+FFFD per maximal ill-formed part, as the Encoding Standard says.
	for in, want := range map[string]string{
		"a\xffb":             "a\uFFFDb",
		"\xe2\x82A":          "\uFFFDA",
		"\xf0\x9f\x98":       "\uFFFD",
		"\xed\xa0\x80":       "\uFFFD\uFFFD\uFFFD", // a surrogate is not UTF-8
		"\xc0\xaf":           "\uFFFD\uFFFD",
		"\xf4\x90\x80\x80":   "\uFFFD\uFFFD\uFFFD\uFFFD",
		"\xe0\x80\x80":       "\uFFFD\uFFFD\uFFFD",
		"\xf0\x9f\x98\x80!":  "😀!",
		"\xff\xff":           "\uFFFD\uFFFD",
		"ok\x00\xe2\x82\xac": "ok\x00€",
	} {
		if got := decodeUTF8([]byte(in)); got != want {
			t.Errorf("decodeUTF8(%q) = %q, want %q", in, got, want)
		}
	}
	// Strings arrive as QuickJS gives them: a lone surrogate in three bytes.
	if got := encodeUTF8([]byte("a\xed\xa0\x80b\xed\xb0\x80")); string(got) != "a\uFFFDb\uFFFD" {
		t.Errorf("encodeUTF8: %q", got)
	}
	if got := encodeLatin1([]byte("é€\xed\xa0\x80😀")); !bytes.Equal(got, []byte{0xe9, 0xac, 0x00, 0x3d, 0x00}) {
		t.Errorf("encodeLatin1: % x", got)
	}
	if got := decodeLatin1([]byte{0x41, 0xe9, 0xff}, 0xff); got != "Aéÿ" {
		t.Errorf("decodeLatin1: %q", got)
	}
	if got := decodeLatin1([]byte{0x41, 0xe9}, 0x7f); got != "Ai" {
		t.Errorf("ascii: %q", got)
	}
	for in, want := range map[string]string{"abcd": "abcd", "abc": "ab", "ABxx12": "ab", "1g2h": "", "": ""} {
		if got := hex.EncodeToString(decodeHexPrefix([]byte(in))); got != want {
			t.Errorf("hex %q: %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"aGVsbG8": "hello", "aGVs bG8=\n": "hello", "aGVsbG8=extra": "hello", "a": "", "aG": "h",
		"_-8": "\xff\xef", "a*G*V*s": "hel", "=aGVs": "", "aGVsbA==aGVsbA==": "hell",
	} {
		if got := string(decodeBase64Loose([]byte(in))); got != want {
			t.Errorf("base64 %q: %q, want %q", in, got, want)
		}
	}
	// Every byte value, through each encoding and back.
	all := make([]byte, 256*3)
	for i := range all {
		all[i] = byte(i * 7)
	}
	for _, enc := range []string{"latin1", "hex", "base64", "base64url"} {
		r := opBufferToString(nil, kernel.Raw(enc), all)
		if r.Err != nil || !r.IsText {
			t.Fatalf("%s: %+v", enc, r)
		}
		s := []byte(r.Text)
		back := opBufferFromString(nil, kernel.Raw(enc), s)
		if !bytes.Equal(back.Bytes, all) {
			t.Errorf("%s does not round-trip", enc)
		}
	}
	if r := opBufferToString(nil, "utf16le", nil); r.Err == nil {
		t.Error("an encoding the host does not do must be an error")
	}
	if r := opBufferFromString(nil, "hex", []byte("zz")); r.Bytes == nil || len(r.Bytes) != 0 {
		t.Errorf("nothing decoded must be empty bytes, not none: %+v", r)
	}
	if r := opUTF8Length(nil, struct{}{}, []byte("a\xed\xa0\x80€")); r.Text != "7" {
		t.Errorf("utf8.length: %q", r.Text)
	}
}

// FuzzBufferEncodings: for any bytes, decoding is valid UTF-8 (and the
// bytes themselves when they are); base64 and hex round-trip; code units
// are UTF-16's.
func FuzzBufferEncodings(f *testing.F) {
	for _, s := range []string{"", "a\xffb", "\xe2\x82", "😀", "\xed\xa0\x80", "\xf4\x90\x80\x80"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		s := decodeUTF8(b)
		if !utf8.ValidString(s) {
			t.Fatalf("decodeUTF8(%q) = %q: not UTF-8", b, s)
		}
		if utf8.Valid(b) && s != string(b) {
			t.Fatalf("decodeUTF8 changed valid %q", b)
		}
		if n := strings.Count(s, "\uFFFD") - strings.Count(string(b), "\uFFFD"); n > len(b) {
			t.Fatalf("more replacements than bytes: %q", b)
		}
		if got := decodeBase64Loose([]byte(base64.StdEncoding.EncodeToString(b))); !bytes.Equal(got, b) {
			t.Fatalf("base64 %q -> %q", b, got)
		}
		if got := decodeBase64Loose([]byte(base64.RawURLEncoding.EncodeToString(b))); !bytes.Equal(got, b) {
			t.Fatalf("base64url %q -> %q", b, got)
		}
		if got := decodeHexPrefix([]byte(hex.EncodeToString(b))); !bytes.Equal(got, b) {
			t.Fatalf("hex %q -> %q", b, got)
		}
		if utf8.Valid(b) {
			var got []uint16
			units(b, func(u uint16) { got = append(got, u) })
			if want := utf16.Encode([]rune(string(b))); !slices.Equal(got, want) {
				t.Fatalf("units(%q) = %x, want %x", b, got, want)
			}
		}
	})
}
