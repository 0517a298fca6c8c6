package platform

import (
	"encoding/base64"
	"encoding/hex"
	"strconv"
	"unicode/utf8"

	"github.com/earshot/extensions/platform/kernel"
)

// Buffer's encodings, done by the host. The buffer package's own loops
// (a byte at a time in JavaScript, building arrays of numbers) took
// 0.1–0.3 s per 256 KiB inside an instance: an execSync's output, a file
// read as base64. The prelude's Buffer (js/node/buffer.js) sends the
// encodings below here and keeps the package's code for the others.
//
// Strings come from the instance as QuickJS hands them out: UTF-8, except
// that a lone surrogate is three bytes (ED A0–BF xx), as in WTF-8.

// opBufferToString: bytes (args names the encoding) as a string, as Node's
// buf.toString(encoding) makes it.
func opBufferToString(_ *kernel.Instance, enc kernel.Raw, data []byte) kernel.Reply {
	var s string
	switch enc {
	case "utf8":
		s = decodeUTF8(data)
	case "latin1":
		s = decodeLatin1(data, 0xff)
	case "ascii":
		s = decodeLatin1(data, 0x7f)
	case "hex":
		s = hex.EncodeToString(data)
	case "base64":
		s = base64.StdEncoding.EncodeToString(data)
	case "base64url":
		s = base64.RawURLEncoding.EncodeToString(data)
	default:
		return kernel.Reply{Err: kernel.TypeError("Unknown encoding: %s", enc)}
	}
	return kernel.Reply{Text: s, IsText: true}
}

// opBufferFromString: the bytes of a string (data) in an encoding (args),
// as Node's Buffer.from(string, encoding) makes them.
func opBufferFromString(_ *kernel.Instance, enc kernel.Raw, data []byte) kernel.Reply {
	var b []byte
	switch enc {
	case "utf8":
		b = encodeUTF8(data)
	case "latin1", "ascii":
		b = encodeLatin1(data)
	case "hex":
		b = decodeHexPrefix(data)
	case "base64", "base64url":
		b = decodeBase64Loose(data)
	default:
		return kernel.Reply{Err: kernel.TypeError("Unknown encoding: %s", enc)}
	}
	if b == nil {
		b = []byte{}
	}
	return kernel.Reply{Bytes: b}
}

// opUTF8Length: the length in UTF-8 of a string (Buffer.byteLength).
func opUTF8Length(_ *kernel.Instance, _ struct{}, data []byte) kernel.Reply {
	// WTF-8 spends three bytes on a lone surrogate, as UTF-8 does on the
	// U+FFFD that replaces it.
	return kernel.Reply{Text: strconv.Itoa(len(data)), IsText: true}
}

// decodeUTF8 decodes UTF-8 as the WHATWG Encoding Standard (and Node, and
// TextDecoder) does: each maximal part of an ill-formed sequence becomes
// one U+FFFD. (Go's conversions replace each bad byte, or each run of
// them.)
func decodeUTF8(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	out := make([]byte, 0, len(b)+len(b)/2)
	for i := 0; i < len(b); {
		c := b[i]
		if c < 0x80 {
			out = append(out, c)
			i++
			continue
		}
		need, lo, hi := 0, byte(0x80), byte(0xbf)
		switch {
		case c >= 0xc2 && c <= 0xdf:
			need = 1
		case c == 0xe0:
			need, lo = 2, 0xa0
		case c == 0xed:
			need, hi = 2, 0x9f
		case c >= 0xe1 && c <= 0xef:
			need = 2
		case c == 0xf0:
			need, lo = 3, 0x90
		case c == 0xf4:
			need, hi = 3, 0x8f
		case c >= 0xf1 && c <= 0xf3:
			need = 3
		default:
			out = append(out, "\uFFFD"...)
			i++
			continue
		}
		j := i + 1
		for k := 0; k < need; k++ {
			if j >= len(b) || b[j] < lo || b[j] > hi {
				break
			}
			lo, hi = 0x80, 0xbf
			j++
		}
		if j-i == need+1 {
			out = append(out, b[i:j]...)
		} else {
			out = append(out, "\uFFFD"...) // the bytes up to the one that does not fit
		}
		i = j
	}
	return string(out)
}

// encodeUTF8 turns a string from the instance into UTF-8: a lone
// surrogate becomes U+FFFD (EF BF BD), the same length.
func encodeUTF8(s []byte) []byte {
	for i := 0; i+2 < len(s); i++ {
		if s[i] == 0xed && s[i+1] >= 0xa0 {
			s[i], s[i+1], s[i+2] = 0xef, 0xbf, 0xbd
			i += 2
		}
	}
	return s
}

// units calls f with each UTF-16 code unit of a string from the instance.
func units(s []byte, f func(u uint16)) {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c < 0x80:
			f(uint16(c))
			i++
		case c < 0xe0 && i+1 < len(s):
			f(uint16(c&0x1f)<<6 | uint16(s[i+1]&0x3f))
			i += 2
		case c < 0xf0 && i+2 < len(s):
			f(uint16(c&0x0f)<<12 | uint16(s[i+1]&0x3f)<<6 | uint16(s[i+2]&0x3f)) // a lone surrogate too
			i += 3
		case i+3 < len(s):
			r := rune(c&0x07)<<18 | rune(s[i+1]&0x3f)<<12 | rune(s[i+2]&0x3f)<<6 | rune(s[i+3]&0x3f) - 0x10000
			f(uint16(0xd800 + r>>10))
			f(uint16(0xdc00 + r&0x3ff))
			i += 4
		default: // cannot happen with what QuickJS hands out
			f(0xfffd)
			i++
		}
	}
}

// encodeLatin1 keeps the low byte of each UTF-16 code unit, as Node's
// latin1 (and ascii) writing does.
func encodeLatin1(s []byte) []byte {
	ascii := true
	for _, c := range s {
		if c >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	out := make([]byte, 0, len(s))
	units(s, func(u uint16) { out = append(out, byte(u)) })
	return out
}

// decodeLatin1 makes a string of one character per byte (masked).
func decodeLatin1(b []byte, mask byte) string {
	out := make([]byte, 0, len(b)+len(b)/4)
	for _, c := range b {
		out = utf8.AppendRune(out, rune(c&mask))
	}
	return string(out)
}

// decodeHexPrefix decodes pairs of hex digits up to the first pair that is
// not one (Node stops there; an odd last digit is dropped).
func decodeHexPrefix(s []byte) []byte {
	out := make([]byte, 0, len(s)/2)
	for i := 0; i+1 < len(s); i += 2 {
		hi, ok1 := fromHex(s[i])
		lo, ok2 := fromHex(s[i+1])
		if !ok1 || !ok2 {
			break
		}
		out = append(out, hi<<4|lo)
	}
	return out
}

func fromHex(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// decodeBase64Loose decodes base64 as Node does: both alphabets, any other
// character skipped, the first '=' ends it, and a last group of two or
// three characters gives one or two bytes (one alone gives none).
func decodeBase64Loose(s []byte) []byte {
	out := make([]byte, 0, len(s)*3/4+3)
	var acc uint32
	n := 0
	for _, c := range s {
		var v byte
		switch {
		case c >= 'A' && c <= 'Z':
			v = c - 'A'
		case c >= 'a' && c <= 'z':
			v = c - 'a' + 26
		case c >= '0' && c <= '9':
			v = c - '0' + 52
		case c == '+' || c == '-':
			v = 62
		case c == '/' || c == '_':
			v = 63
		case c == '=':
			goto end
		default:
			continue
		}
		acc = acc<<6 | uint32(v)
		if n++; n == 4 {
			out = append(out, byte(acc>>16), byte(acc>>8), byte(acc))
			acc, n = 0, 0
		}
	}
end:
	switch n {
	case 2:
		out = append(out, byte(acc>>4))
	case 3:
		out = append(out, byte(acc>>10), byte(acc>>2))
	}
	return out
}
