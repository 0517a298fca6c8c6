package engine

import (
	"errors"
	"fmt"
	"net/netip"
	"strconv"
	"strings"

	"golang.org/x/net/idna"
)

// webURL is a URL parsed the way browsers do (the WHATWG URL Standard),
// for the URL class of the prelude. It covers what extensions need —
// special schemes with their default ports, hosts (IDNA, IPv4, IPv6),
// dot segments, percent-encoding, relative references, opaque URLs like
// mailto: — without every corner of the standard.
type webURL struct {
	Scheme   string
	Username string
	Password string
	Host     string // serialized host, "" when there is none
	HasHost  bool   // "//" authority present (an empty host is possible for file:)
	Port     string
	Path     string // serialized path (starts with "/" for special schemes)
	Opaque   bool   // a "cannot-be-a-base" URL: Path is opaque
	Query    *string
	Fragment *string
}

var specialPorts = map[string]string{"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21", "file": ""}

func isSpecial(scheme string) bool {
	_, ok := specialPorts[scheme]
	return ok
}

var errInvalidURL = errors.New("Invalid URL")

// parseWebURL parses input, relative to base when base is not empty.
func parseWebURL(input, base string) (*webURL, error) {
	var b *webURL
	if base != "" {
		var err error
		if b, err = parseWebURL(base, ""); err != nil {
			return nil, fmt.Errorf("%w: base %q", errInvalidURL, base)
		}
	}
	s := strings.TrimFunc(input, func(r rune) bool { return r <= ' ' })
	s = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(s)

	u := &webURL{}
	rest := s
	if scheme, after, ok := splitScheme(s); ok {
		u.Scheme, rest = scheme, after
	} else {
		if b == nil {
			return nil, fmt.Errorf("%w: %q", errInvalidURL, input)
		}
		return resolve(b, s)
	}

	special := isSpecial(u.Scheme)
	if special && b != nil && b.Scheme == u.Scheme && !startsWithSlash(rest, true) {
		// "http:foo" relative to an http: base is a relative reference.
		return resolve(b, rest)
	}
	rest, u.Fragment = cutFragment(rest)
	rest, u.Query = cutQuery(rest)
	switch {
	case special:
		rest = strings.TrimLeft(rest, `/\`)
		if u.Scheme == "file" {
			// file:///path, file://host/path, file:/path, file:path
			after, _ := cutFragment(s[len("file:"):])
			after, _ = cutQuery(after)
			after = strings.ReplaceAll(after, `\`, "/")
			u.HasHost = true
			path := "/" + strings.TrimLeft(after, "/")
			if strings.HasPrefix(after, "//") {
				authority, p := cutAuthority(after[2:], true)
				if authority != "" {
					h, err := parseHost(authority, true)
					if err != nil {
						return nil, err
					}
					if h != "localhost" {
						u.Host = h
					}
				}
				path = p
			}
			u.Path = normalizePath(path, true)
			u.encodeQueryAndFragment()
			return u, nil
		}
		authority, path := cutAuthority(rest, true)
		if err := u.setAuthority(authority, true); err != nil {
			return nil, err
		}
		if u.Host == "" {
			return nil, fmt.Errorf("%w: %q has no host", errInvalidURL, input)
		}
		u.Path = normalizePath(path, true)
	case strings.HasPrefix(rest, "//"):
		authority, path := cutAuthority(rest[2:], false)
		if err := u.setAuthority(authority, false); err != nil {
			return nil, err
		}
		u.Path = normalizePath(path, false)
	case strings.HasPrefix(rest, "/"):
		u.Path = normalizePath(rest, false)
	default:
		u.Opaque = true
		u.Path = encode(rest, opaqueSet)
	}
	u.encodeQueryAndFragment()
	return u, nil
}

func startsWithSlash(s string, special bool) bool {
	return strings.HasPrefix(s, "/") || special && strings.HasPrefix(s, `\`)
}

func splitScheme(s string) (scheme, rest string, ok bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		case c == ':' && i > 0:
			return strings.ToLower(s[:i]), s[i+1:], true
		default:
			return "", s, false
		}
	}
	return "", s, false
}

func cutFragment(s string) (string, *string) {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		f := s[i+1:]
		return s[:i], &f
	}
	return s, nil
}

func cutQuery(s string) (string, *string) {
	if i := strings.IndexByte(s, '?'); i >= 0 {
		q := s[i+1:]
		return s[:i], &q
	}
	return s, nil
}

// cutAuthority splits "authority/path" at the first slash (or backslash,
// for special schemes).
func cutAuthority(s string, special bool) (authority, path string) {
	end := len(s)
	for i := 0; i < len(s); i++ {
		if s[i] == '/' || special && s[i] == '\\' {
			end = i
			break
		}
	}
	return s[:end], s[end:]
}

func (u *webURL) setAuthority(a string, special bool) error {
	u.HasHost = true
	if i := strings.LastIndexByte(a, '@'); i >= 0 {
		user, pass, _ := strings.Cut(a[:i], ":")
		u.Username, u.Password = encode(user, userinfoSet), encode(pass, userinfoSet)
		a = a[i+1:]
	}
	host, port := a, ""
	if i := strings.LastIndexByte(a, ':'); i >= 0 && !strings.HasSuffix(a, "]") {
		host, port = a[:i], a[i+1:]
	}
	if port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n < 0 || n > 65535 || strings.TrimLeft(port, "0123456789") != "" {
			return fmt.Errorf("%w: bad port %q", errInvalidURL, port)
		}
		port = strconv.Itoa(n)
		if special && specialPorts[u.Scheme] == port {
			port = ""
		}
	}
	h, err := parseHost(host, special)
	if err != nil {
		return err
	}
	u.Host, u.Port = h, port
	return nil
}

// parseHost parses and serializes a host: IPv6 in brackets, IPv4, or a
// domain (lower-cased and converted with IDNA for special schemes; percent-
// encoded as an opaque host otherwise).
func parseHost(h string, special bool) (string, error) {
	if strings.HasPrefix(h, "[") {
		if !strings.HasSuffix(h, "]") {
			return "", fmt.Errorf("%w: bad IPv6 address %q", errInvalidURL, h)
		}
		a, err := netip.ParseAddr(h[1 : len(h)-1])
		if err != nil || !a.Is6() {
			return "", fmt.Errorf("%w: bad IPv6 address %q", errInvalidURL, h)
		}
		return "[" + a.String() + "]", nil
	}
	if !special {
		if strings.ContainsAny(h, " #/<>?@[\\]^|") {
			return "", fmt.Errorf("%w: bad host %q", errInvalidURL, h)
		}
		return encode(h, c0Set), nil
	}
	dec, err := percentDecode(h)
	if err != nil {
		return "", fmt.Errorf("%w: bad host %q", errInvalidURL, h)
	}
	ascii, err := idna.Lookup.ToASCII(strings.ToLower(dec))
	if err != nil && ascii == "" {
		return "", fmt.Errorf("%w: bad host %q", errInvalidURL, h)
	}
	ascii = strings.ToLower(ascii)
	if ascii == "" || strings.ContainsAny(ascii, " #%/:<>?@[\\]^|\x00\t\n\r") {
		return "", fmt.Errorf("%w: bad host %q", errInvalidURL, h)
	}
	if ip, ok := parseIPv4(ascii); ok {
		return ip, nil
	}
	return ascii, nil
}

// parseIPv4 accepts dotted decimal addresses (the common form; the standard
// also allows hex and octal parts and fewer dots) and normalizes them.
func parseIPv4(h string) (string, bool) {
	parts := strings.Split(strings.TrimSuffix(h, "."), ".")
	if len(parts) != 4 {
		return "", false
	}
	var out []string
	for _, p := range parts {
		if p == "" || strings.TrimLeft(p, "0123456789") != "" {
			return "", false
		}
		n, err := strconv.Atoi(p)
		if err != nil || n > 255 {
			return "", false
		}
		out = append(out, strconv.Itoa(n))
	}
	return strings.Join(out, "."), true
}

// normalizePath percent-encodes a path and removes dot segments.
func normalizePath(p string, special bool) string {
	if special {
		p = strings.ReplaceAll(p, `\`, "/")
		if p == "" {
			return "/"
		}
	}
	if p == "" {
		return ""
	}
	segs := strings.Split(p, "/")[1:]
	var out []string
	for i, seg := range segs {
		last := i == len(segs)-1
		switch strings.ToLower(seg) {
		case ".", "%2e":
			if last {
				out = append(out, "")
			}
		case "..", ".%2e", "%2e.", "%2e%2e":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
			if last {
				out = append(out, "")
			}
		default:
			out = append(out, encode(seg, pathSet))
		}
	}
	return "/" + strings.Join(out, "/")
}

func (u *webURL) encodeQueryAndFragment() {
	if u.Query != nil {
		set := querySet
		if isSpecial(u.Scheme) {
			set = specialQuerySet
		}
		q := encode(*u.Query, set)
		u.Query = &q
	}
	if u.Fragment != nil {
		f := encode(*u.Fragment, fragmentSet)
		u.Fragment = &f
	}
}

// resolve parses a relative reference against base.
func resolve(b *webURL, ref string) (*webURL, error) {
	if b.Opaque {
		if strings.HasPrefix(ref, "#") {
			u := *b
			f := encode(ref[1:], fragmentSet)
			u.Fragment = &f
			return &u, nil
		}
		return nil, fmt.Errorf("%w: %q against a base that cannot have relative references", errInvalidURL, ref)
	}
	special := isSpecial(b.Scheme)
	if strings.HasPrefix(ref, "//") || special && (strings.HasPrefix(ref, `\\`) || strings.HasPrefix(ref, `/\`) || strings.HasPrefix(ref, `\/`)) {
		return parseWebURL(b.Scheme+":"+ref, "")
	}
	u := &webURL{Scheme: b.Scheme, Username: b.Username, Password: b.Password, Host: b.Host, HasHost: b.HasHost, Port: b.Port}
	ref, u.Fragment = cutFragment(ref)
	ref, u.Query = cutQuery(ref)
	switch {
	case ref == "":
		u.Path = b.Path
		if u.Query == nil {
			u.Query = b.Query
			if u.Fragment == nil {
				// "" resolves to the base without its fragment.
				u.Fragment = nil
			}
		}
	case startsWithSlash(ref, special):
		u.Path = normalizePath(ref, special)
	default:
		dir := b.Path
		if i := strings.LastIndexByte(dir, '/'); i >= 0 {
			dir = dir[:i+1]
		} else {
			dir = "/"
		}
		u.Path = normalizePath(dir+ref, special)
	}
	u.encodeQueryAndFragment()
	if u.Query != nil && b.Query != nil && u.Query == b.Query {
		q := *b.Query
		u.Query = &q
	}
	return u, nil
}

// Href serializes the URL.
func (u *webURL) Href() string {
	var b strings.Builder
	b.WriteString(u.Scheme + ":")
	if u.HasHost {
		b.WriteString("//")
		if u.Username != "" || u.Password != "" {
			b.WriteString(u.Username)
			if u.Password != "" {
				b.WriteString(":" + u.Password)
			}
			b.WriteString("@")
		}
		b.WriteString(u.Host)
		if u.Port != "" {
			b.WriteString(":" + u.Port)
		}
	}
	b.WriteString(u.Path)
	if u.Query != nil {
		b.WriteString("?" + *u.Query)
	}
	if u.Fragment != nil {
		b.WriteString("#" + *u.Fragment)
	}
	return b.String()
}

// Origin is scheme://host[:port] for special schemes other than file, else "null".
func (u *webURL) Origin() string {
	if !isSpecial(u.Scheme) || u.Scheme == "file" {
		return "null"
	}
	o := u.Scheme + "://" + u.Host
	if u.Port != "" {
		o += ":" + u.Port
	}
	return o
}

// Parts are the URL's components as the URL class exposes them.
func (u *webURL) Parts() map[string]string {
	host := u.Host
	if u.Port != "" {
		host += ":" + u.Port
	}
	search, hash := "", ""
	if u.Query != nil && *u.Query != "" {
		search = "?" + *u.Query
	}
	if u.Fragment != nil && *u.Fragment != "" {
		hash = "#" + *u.Fragment
	}
	return map[string]string{
		"href": u.Href(), "origin": u.Origin(), "protocol": u.Scheme + ":",
		"username": u.Username, "password": u.Password, "host": host, "hostname": u.Host,
		"port": u.Port, "pathname": u.Path, "search": search, "hash": hash,
	}
}

// set applies a setter of the URL class (protocol, username, password,
// host, hostname, port, pathname, search, hash) with the standard's encoding.
func (u *webURL) set(what, value string) error {
	special := isSpecial(u.Scheme)
	switch what {
	case "protocol":
		scheme, _, ok := splitScheme(strings.TrimSuffix(value, ":") + ":")
		if ok && isSpecial(scheme) == special && scheme != "file" {
			u.Scheme = scheme
			if special && specialPorts[scheme] == u.Port {
				u.Port = ""
			}
		}
	case "username":
		if u.HasHost && u.Host != "" {
			u.Username = encode(value, userinfoSet)
		}
	case "password":
		if u.HasHost && u.Host != "" {
			u.Password = encode(value, userinfoSet)
		}
	case "host", "hostname":
		if u.Opaque {
			return nil
		}
		a := value
		if what == "hostname" {
			a = strings.SplitN(value, ":", 2)[0]
			if strings.HasPrefix(value, "[") {
				a = value
			}
			a += portSuffix(u.Port)
		}
		saved := *u
		if err := u.setAuthority(strings.TrimPrefix(a, "@"), special); err != nil || special && u.Host == "" {
			*u = saved
		} else {
			u.Username, u.Password = saved.Username, saved.Password
		}
	case "port":
		if u.Host == "" || u.Scheme == "file" {
			return nil
		}
		if value == "" {
			u.Port = ""
			return nil
		}
		digits := value
		for i, r := range value {
			if r < '0' || r > '9' {
				digits = value[:i]
				break
			}
		}
		if n, err := strconv.Atoi(digits); err == nil && n <= 65535 {
			u.Port = strconv.Itoa(n)
			if special && specialPorts[u.Scheme] == u.Port {
				u.Port = ""
			}
		}
	case "pathname":
		if u.Opaque {
			return nil
		}
		p := value
		if !startsWithSlash(p, special) {
			p = "/" + p
		}
		u.Path = normalizePath(p, special)
	case "search":
		v := strings.TrimPrefix(value, "?")
		if value == "" {
			u.Query = nil
			return nil
		}
		u.Query = &v
		u.encodeQueryAndFragment()
	case "hash":
		v := strings.TrimPrefix(value, "#")
		if value == "" {
			u.Fragment = nil
			return nil
		}
		u.Fragment = &v
		u.encodeQueryAndFragment()
	default:
		return fmt.Errorf("unknown URL component %q", what)
	}
	return nil
}

func portSuffix(p string) string {
	if p == "" {
		return ""
	}
	return ":" + p
}

// Percent-encode sets of the URL Standard, as predicates on bytes.
type encodeSet func(c byte) bool

func c0Set(c byte) bool { return c < 0x20 || c > 0x7e }

func opaqueSet(c byte) bool { return c0Set(c) }

func fragmentSet(c byte) bool { return c0Set(c) || strings.IndexByte(" \"<>`", c) >= 0 }

func querySet(c byte) bool { return c0Set(c) || strings.IndexByte(" \"#<>", c) >= 0 }

func specialQuerySet(c byte) bool { return querySet(c) || c == '\'' }

func pathSet(c byte) bool { return querySet(c) || strings.IndexByte("?`{}", c) >= 0 }

func userinfoSet(c byte) bool { return pathSet(c) || strings.IndexByte("/:;=@[\\]^|", c) >= 0 }

// encode percent-encodes the bytes of s in set (existing %XX are kept).
func encode(s string, set encodeSet) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if set(c) {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

func percentDecode(s string) (string, error) {
	if !strings.Contains(s, "%") {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(n))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String(), nil
}
