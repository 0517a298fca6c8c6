package platform

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"github.com/earshot/extensions/platform/kernel"
	whatwg "github.com/nlnwa/whatwg-url/url"
)

// The host side of the web APIs: UTF-8, URLs.

// opUTF8Decode: text from UTF-8 bytes, as TextDecoder decodes it.
func opUTF8Decode(i *kernel.Instance, opts struct{ Fatal, IgnoreBOM bool }, data []byte) kernel.Reply {
	b := data
	if !opts.IgnoreBOM {
		b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	}
	if opts.Fatal && !utf8.Valid(b) {
		return kernel.Reply{Err: kernel.TypeError("The encoded data was not valid for encoding utf-8")}
	}
	return kernel.Reply{Text: decodeUTF8(b), IsText: true}
}

// opURL parses ({"parse": input, "base": base}) or changes ({"href": h,
// "set": what, "value": v}) a URL with a WHATWG parser, and returns its
// parts.
func opURL(i *kernel.Instance, req struct {
	Parse *string `json:"parse"`
	Base  *string `json:"base"`
	Href  string  `json:"href"`
	Set   string  `json:"set"`
	Value string  `json:"value"`
}, _ []byte) kernel.Reply {
	var u *whatwg.Url
	var err error
	switch {
	case req.Parse != nil && req.Base != nil:
		u, err = whatwg.ParseRef(*req.Base, *req.Parse)
	case req.Parse != nil:
		u, err = whatwg.Parse(*req.Parse)
	case req.Set == "href":
		u, err = whatwg.Parse(req.Value)
		if err != nil {
			return kernel.Reply{Err: kernel.TypeError("Invalid URL: %q", req.Value)}
		}
	default:
		if u, err = whatwg.Parse(req.Href); err == nil {
			err = setURL(u, req.Set, req.Value)
		}
	}
	if err != nil {
		input := req.Href
		if req.Parse != nil {
			input = *req.Parse
		}
		return kernel.Reply{Err: kernel.TypeError("Invalid URL: %q", input)}
	}
	return kernel.Reply{Value: urlParts(u)}
}

func setURL(u *whatwg.Url, what, v string) error {
	switch what {
	case "protocol":
		u.SetProtocol(v)
	case "username":
		u.SetUsername(v)
	case "password":
		u.SetPassword(v)
	case "host":
		u.SetHost(v)
	case "hostname":
		u.SetHostname(v)
	case "port":
		u.SetPort(v)
	case "pathname":
		u.SetPathname(v)
	case "search":
		u.SetSearch(v)
	case "hash":
		u.SetHash(v)
	default:
		return fmt.Errorf("URL has no part %q", what)
	}
	return nil
}

var specialPorts = map[string]string{"http:": "80", "https:": "443", "ws:": "80", "wss:": "443", "ftp:": "21"}

func urlParts(u *whatwg.Url) map[string]string {
	origin := "null"
	if _, special := specialPorts[u.Protocol()]; special && u.Protocol() != "file:" {
		origin = u.Protocol() + "//" + u.Host()
	} else if u.Protocol() == "blob:" {
		if inner, err := whatwg.Parse(u.Pathname()); err == nil && (inner.Protocol() == "http:" || inner.Protocol() == "https:") {
			origin = inner.Protocol() + "//" + inner.Host()
		}
	}
	return map[string]string{
		"href": u.Href(false), "origin": origin, "protocol": u.Protocol(), "username": u.Username(),
		"password": u.Password(), "host": u.Host(), "hostname": u.Hostname(), "port": u.Port(),
		"pathname": u.Pathname(), "search": u.Search(), "hash": u.Hash(),
	}
}

// webOps are the operations of the web APIs' encodings and URLs.
func webOps() []*kernel.Op {
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "text.encoding", Limits: "-", Test: "TestWebPlatform"}, opTextEncoding),
		kernel.Def(kernel.Op{Name: "text.decode", Limits: "the instance's memory", Test: "TestWebPlatform", Borrows: true}, opTextDecode),
		kernel.Def(kernel.Op{Name: "utf8.decode", Limits: "the instance's memory", Test: "TestWebPlatform", Borrows: true}, opUTF8Decode),
		kernel.Def(kernel.Op{Name: "buffer.toString", Limits: "the instance's memory", Test: "TestBufferEncodings", Borrows: true}, opBufferToString),
		kernel.Def(kernel.Op{Name: "buffer.fromString", Limits: "the instance's memory", Test: "TestBufferEncodings"}, opBufferFromString),
		kernel.Def(kernel.Op{Name: "utf8.length", Limits: "-", Test: "TestBufferEncodings"}, opUTF8Length),
		kernel.Def(kernel.Op{Name: "url", Limits: "-", Test: "TestURLPlatformTests"}, opURL),
	}
}
