package platform

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/earshot/extensions/platform/kernel"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/transform"
)

// TextDecoder's encodings other than UTF-8 (which has its own fast path,
// utf8.decode): the WHATWG Encoding Standard's labels and decoders, from
// golang.org/x/text's htmlindex.

// opTextEncoding resolves a label to the encoding's name ("latin1" →
// "windows-1252"), or fails with Node's RangeError.
func opTextEncoding(_ *kernel.Instance, a struct{ Label string }, _ []byte) kernel.Reply {
	label := strings.ToLower(strings.TrimSpace(a.Label))
	e, err := htmlindex.Get(label)
	if err != nil || label == "replacement" {
		return kernel.Reply{Err: &kernel.JSError{Name: "RangeError", Message: `The "` + a.Label + `" encoding is not supported`}}
	}
	name, err := htmlindex.Name(e)
	if err != nil {
		return kernel.Reply{Err: &kernel.JSError{Name: "RangeError", Message: `The "` + a.Label + `" encoding is not supported`}}
	}
	return kernel.Reply{Value: name}
}

// opTextDecode decodes data in the named encoding. With stream set, an
// incomplete sequence at the end is left undecoded: the reply says how
// many bytes were not used, for the next call.
func opTextDecode(_ *kernel.Instance, a struct {
	Name          string
	Fatal, Stream bool
}, data []byte) kernel.Reply {
	e, err := htmlindex.Get(a.Name)
	if err != nil {
		return kernel.Reply{Err: kernel.TypeError("TextDecoder: unknown encoding %q", a.Name)}
	}
	s, used, err := decodeSome(e, data, !a.Stream)
	if err != nil {
		return kernel.Reply{Err: kernel.TypeError("TextDecoder: %v", err)}
	}
	if a.Fatal && strings.ContainsRune(s, utf8.RuneError) {
		return kernel.Reply{Err: kernel.TypeError("The encoded data was not valid for encoding %s", a.Name)}
	}
	return kernel.Reply{Value: map[string]any{"s": s, "rest": len(data) - used}}
}

func decodeSome(e encoding.Encoding, src []byte, atEOF bool) (string, int, error) {
	t := e.NewDecoder()
	var out strings.Builder
	dst := make([]byte, 4*len(src)+16)
	used := 0
	for {
		nDst, nSrc, err := t.Transform(dst, src[used:], atEOF)
		out.Write(dst[:nDst])
		used += nSrc
		switch {
		case err == nil:
			return out.String(), used, nil
		case errors.Is(err, transform.ErrShortDst):
			continue
		case errors.Is(err, transform.ErrShortSrc) && !atEOF:
			return out.String(), used, nil
		default:
			return "", 0, err
		}
	}
}
