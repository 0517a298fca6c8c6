package kernel

import (
	"fmt"
	"net/netip"
	"strconv"
	"strings"
)

// The net capability decides by address, not by spelling. Its patterns
// are of two kinds:
//
//   - names: "example.com", "*.example.com" (the names under it), "*"
//     (any name), each with an optional ":port". A name the extension
//     connects to must match one; it is resolved once, by the host, and
//     only its public addresses (addrClass) may be reached.
//   - addresses: "10.0.0.5", "10.0.0.0/8", "::1", "[fd00::/8]:443",
//     "localhost" (the name localhost and every loopback address), each
//     with an optional ":port". An address they cover may be reached,
//     whatever it is, by any spelling: a literal address, or a name a
//     name pattern allows that resolves to it.
//
// So a name pattern never reaches loopback, private, link-local or other
// internal addresses (the name may resolve anywhere, or be made to); the
// user names those on purpose. Whatever is checked is what is connected
// to: the host resolves the name once and dials the addresses it checked
// (Network), so a name that resolves differently the next time (DNS
// rebinding) changes nothing. A host written oddly — an address with a
// zone, a name that is not a host name, a number that reads as an IPv4
// address — is refused before anything is resolved.

// netRule is one pattern of the net capability.
type netRule struct {
	name   string       // a name pattern ("*", "*.example.com", "example.com"); "" for an address rule
	prefix netip.Prefix // the addresses an address rule covers
	local  bool         // localhost: the name localhost, and the loopback addresses
	port   int          // 0: any port
}

// ParseNetRule reads a pattern of the net capability.
func ParseNetRule(s string) (netRule, error) {
	bad := fmt.Errorf("%q is not a host pattern (like example.com, *.example.com, example.com:8443, 10.0.0.0/8, [::1]:8080 or localhost)", s)
	var r netRule
	host, port := s, ""
	switch {
	case strings.HasPrefix(s, "["):
		end := strings.IndexByte(s, ']')
		if end < 0 {
			return r, bad
		}
		host, port = s[1:end], s[end+1:]
		if port != "" {
			if port[0] != ':' {
				return r, bad
			}
			port = port[1:]
		}
		if !strings.Contains(host, ":") {
			return r, bad // only IPv6 is bracketed
		}
	case strings.Count(s, ":") == 1:
		host, port, _ = strings.Cut(s, ":")
	}
	if port != "" || strings.HasSuffix(s, ":") {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 || strconv.Itoa(n) != port {
			return r, bad
		}
		r.port = n
	}
	switch {
	case host == "*":
		r.name = "*"
	case strings.EqualFold(host, "localhost"):
		r.local = true
	case strings.Contains(host, "/"):
		p, err := netip.ParsePrefix(host)
		if err != nil || p.Addr().Zone() != "" {
			return r, bad
		}
		if p.Addr().Is4In6() && p.Bits() >= 96 {
			p = netip.PrefixFrom(p.Addr().Unmap(), p.Bits()-96)
		}
		r.prefix = p.Masked()
	default:
		if a, err := netip.ParseAddr(host); err == nil {
			if a.Zone() != "" {
				return r, bad
			}
			a = a.Unmap()
			r.prefix = netip.PrefixFrom(a, a.BitLen())
			break
		}
		rest, wild := strings.CutPrefix(host, "*.")
		name, ok := HostName(rest)
		if !ok {
			return r, bad
		}
		if wild {
			name = "*." + name
		}
		r.name = name
	}
	return r, nil
}

// HostName is s as a host name to match — lower case, without a final
// dot — if it is one: labels of letters, digits, "-" and "_", of at most
// 63 characters, 253 in all, the last not all digits (that reads as an
// IPv4 address, which a resolver may take as one: "127.1").
func HostName(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSuffix(s, "."))
	if s == "" || len(s) > 253 {
		return "", false
	}
	labels := strings.Split(s, ".")
	for _, l := range labels {
		if l == "" || len(l) > 63 {
			return "", false
		}
		for k := 0; k < len(l); k++ {
			c := l[k]
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return "", false
			}
		}
	}
	if numeric(labels[len(labels)-1]) {
		return "", false
	}
	return s, true
}

// numeric reports whether a label reads as a number, as the C library's
// address parser reads it (decimal, octal, or hexadecimal after 0x).
func numeric(l string) bool {
	if h, ok := strings.CutPrefix(l, "0x"); ok {
		return strings.Trim(h, "0123456789abcdef") == ""
	}
	return strings.Trim(l, "0123456789") == ""
}

// LookupPort is the port of a lookup, which connects to none: a lookup
// of a name is allowed when a rule names it on any port. Every
// connection, whatever told it its address, is checked on its own port
// (port 0 included, which is a port like any other there).
const LookupPort = -1

// portOK reports whether the rule allows port (lookupPort: any port, as a
// lookup asks).
func (r netRule) portOK(port int) bool {
	return r.port == 0 || port == LookupPort || r.port == port
}

// matchName reports whether the rule names the host name name (lower
// case, no final dot) on port.
func (r netRule) matchName(name string, port int) bool {
	if !r.portOK(port) {
		return false
	}
	switch {
	case r.local:
		return name == "localhost"
	case r.name == "*":
		return true
	case strings.HasPrefix(r.name, "*."):
		return strings.HasSuffix(name, r.name[1:])
	}
	return r.name != "" && name == r.name
}

// coversAddr reports whether the rule names the address a (without a
// zone, unmapped: canonicalAddr) on port.
func (r netRule) coversAddr(a netip.Addr, port int) bool {
	if !r.portOK(port) {
		return false
	}
	if r.local {
		return loopbackNets[0].Contains(a) || loopbackNets[1].Contains(a)
	}
	return r.prefix.IsValid() && r.prefix.Contains(a)
}

// netTarget is a host a connection or lookup names, as the net capability
// reads it: an address, or a host name.
type netTarget struct {
	shown string     // as the extension wrote it, for messages
	addr  netip.Addr // when it is an address (canonicalAddr)
	name  string     // when it is a name (hostName)
}

// parseNetTarget reads host for a narrowed extension. It is an error when
// host is neither an address without a zone nor a host name.
func parseNetTarget(host string) (netTarget, error) {
	t := netTarget{shown: host}
	if a, err := netip.ParseAddr(host); err == nil {
		if a.Zone() != "" {
			return t, fmt.Errorf("it is an address with a zone (%%%s), which a narrowed extension does not reach", a.Zone())
		}
		t.addr = canonicalAddr(a)
		return t, nil
	}
	name, ok := HostName(host)
	if !ok {
		return t, fmt.Errorf("%q is neither a host name nor an address", host)
	}
	t.name = name
	return t, nil
}

// NetNarrowed reports whether the net capability narrows what the
// extension reaches (nil Policy, or net true: it does not).
func (p *Policy) NetNarrowed() bool {
	return p != nil && p.net != nil
}

// netRefused is the net capability's refusal of what ("a connection to
// host:port", "a lookup of name"), why it is refused, and what the
// capability allows.
func (p *Policy) netRefused(ext, what, why string) error {
	if why == "" {
		why = "the extension's net capability does not include it"
	}
	allowed := ""
	if len(p.net) > 0 {
		allowed = "allowed: " + strings.Join(p.net, ", ") + "; "
	}
	return &JSError{Name: "Error", Code: "ERR_EARSHOT_CAPABILITY",
		Message: fmt.Sprintf("%s is not allowed: %s (%sextensions.capabilities.%s in your settings.json)", what, why, allowed, ext)}
}

// hostPort writes host and port as a URL would (lookupPort: the host).
func hostPort(host string, port int) string {
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port == LookupPort {
		return host
	}
	return host + ":" + strconv.Itoa(port)
}

// CheckTarget decides what can be decided of a connection to host:port
// (lookupPort: a lookup) before anything is resolved: host must read as an
// address or a host name; an address must be covered by an address rule,
// or be public with a "*" rule; a name must match a name rule (or be
// localhost with a localhost rule). The target is what the resolution and
// the dial go on with.
func (p *Policy) CheckTarget(ext, host string, port int) (netTarget, error) {
	what := "a connection to " + hostPort(host, port)
	if port == LookupPort {
		what = "a lookup of " + host
	}
	t, err := parseNetTarget(host)
	if err != nil {
		return t, p.netRefused(ext, what, err.Error())
	}
	if t.addr.IsValid() {
		return t, p.checkAddr(ext, what, t.addr, "", port)
	}
	for _, r := range p.netRules {
		if r.matchName(t.name, port) {
			return t, nil
		}
	}
	return t, p.netRefused(ext, what, "")
}

// checkAddr decides whether the extension may reach the address a (name,
// when a name resolved to it) on port (lookupPort: any). A rule that covers a
// allows it; else a public address is allowed with a name rule that
// names the name ("*" for an address given as such).
func (p *Policy) checkAddr(ext, what string, a netip.Addr, name string, port int) error {
	a = canonicalAddr(a)
	for _, r := range p.netRules {
		if r.coversAddr(a, port) || r.coversAddr(reachedAddr(a), port) {
			return nil
		}
	}
	class := AddrClass(a)
	if class == "" {
		for _, r := range p.netRules {
			if name == "" && r.name == "*" && r.portOK(port) || name != "" && r.matchName(name, port) {
				return nil
			}
		}
		return p.netRefused(ext, what, "")
	}
	why := fmt.Sprintf("%s is not a public address (%s)", a, class)
	if name != "" {
		why = fmt.Sprintf("%s resolves to %s, which is not a public address (%s)", name, a, class)
	}
	return p.netRefused(ext, what, why+": the net capability reaches one only where it names that address, a range that holds it, or localhost")
}

// allowedAddrs keeps, of the addresses name resolved to, those the
// extension may reach on port (lookupPort: any); when it may reach none, the error
// names the first.
func (p *Policy) allowedAddrs(ext, what, name string, addrs []netip.Addr, port int) ([]netip.Addr, error) {
	var first error
	out := addrs[:0:0]
	for _, a := range addrs {
		if err := p.checkAddr(ext, what, a, name, port); err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		out = append(out, a)
	}
	if len(out) == 0 && first != nil {
		return nil, first
	}
	return out, nil
}

// CheckListen keeps the loopback addresses of addrs on which the net
// capability lets the extension listen at port (0: an ephemeral port, which
// needs a rule without a port): those a loopback rule ("localhost") or an
// address rule covers. None kept is a refusal naming shown (what the
// extension asked for).
func (p *Policy) CheckListen(ext, shown string, addrs []netip.Addr, port int) ([]netip.Addr, error) {
	if !p.NetNarrowed() {
		return addrs, nil
	}
	ok := func(ad netip.Addr) bool {
		for _, r := range p.netRules {
			if (r.local || r.prefix.IsValid()) && r.coversAddr(ad, port) && (port != 0 || r.port == 0) {
				return true
			}
		}
		return false
	}
	var kept []netip.Addr
	for _, ad := range addrs {
		if ok(ad) {
			kept = append(kept, ad)
		}
	}
	if len(kept) == 0 {
		why := "its net capability names no loopback address it may listen on there (a pattern such as localhost, or 127.0.0.1:8765 for that port alone"
		if port == 0 {
			why += "; an ephemeral port needs a pattern without a port"
		}
		return nil, p.netRefused(ext, "listening on "+shown, why+")")
	}
	return kept, nil
}

// HostPort writes host and port as a URL would.
func HostPort(host string, port int) string { return hostPort(host, port) }
