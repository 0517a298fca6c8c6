package kernel

import (
	"net/netip"
)

// What an address is, for the net capability: public (the internet at
// large), or one of the special-purpose ranges a narrowed extension
// reaches only where its net capability names them. The list is IANA's
// special-purpose registries (IPv4 and IPv6), what is not globally
// reachable in them, the deprecated ranges, and the tunnels that carry
// an IPv4 address in an IPv6 one:
//
//   - an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is its IPv4 address,
//     and an address of the well-known NAT64 prefix (64:ff9b::/96) is the
//     IPv4 address the translator reaches: each is classified as that
//     address;
//   - every other IPv6 address outside 2000::/3 (global unicast) is not
//     public, and inside it Teredo, 6to4, ORCHID, benchmarking and
//     documentation ranges are not either.

// addrRange is a special-purpose range and what it is called in messages.
type addrRange struct {
	prefix netip.Prefix
	what   string
}

// specialRanges are the ranges no narrowed extension reaches unless its
// net capability names them, the most specific first where they nest.
var specialRanges = func() []addrRange {
	var out []addrRange
	for _, r := range []struct{ prefix, what string }{
		// IPv4.
		{"0.0.0.0/32", "unspecified"},
		{"0.0.0.0/8", `"this network"`},
		{"10.0.0.0/8", "private"},
		{"100.64.0.0/10", "shared (carrier-grade NAT)"},
		{"127.0.0.0/8", "loopback"},
		{"169.254.0.0/16", "link-local"},
		{"172.16.0.0/12", "private"},
		{"192.0.0.0/24", "IETF protocol assignments"},
		{"192.0.2.0/24", "documentation"},
		{"192.88.99.0/24", "6to4 relay (deprecated)"},
		{"192.168.0.0/16", "private"},
		{"198.18.0.0/15", "benchmarking"},
		{"198.51.100.0/24", "documentation"},
		{"203.0.113.0/24", "documentation"},
		{"224.0.0.0/4", "multicast"},
		{"255.255.255.255/32", "broadcast"},
		{"240.0.0.0/4", "reserved"},
		// IPv6 (mapped and NAT64 addresses are classified as IPv4).
		{"::/128", "unspecified"},
		{"::1/128", "loopback"},
		{"::/96", "IPv4-compatible (deprecated)"},
		{"64:ff9b:1::/48", "local-use NAT64"},
		{"100::/64", "discard-only"},
		{"2001::/32", "Teredo"},
		{"2001:2::/48", "benchmarking"},
		{"2001:10::/28", "ORCHID (deprecated)"},
		{"2001:db8::/32", "documentation"},
		{"2002::/16", "6to4"},
		{"3fff::/20", "documentation"},
		{"5f00::/16", "segment routing (SRv6)"},
		{"fc00::/7", "unique-local"},
		{"fe80::/10", "link-local"},
		{"fec0::/10", "site-local (deprecated)"},
		{"ff00::/8", "multicast"},
	} {
		out = append(out, addrRange{netip.MustParsePrefix(r.prefix), r.what})
	}
	return out
}()

var (
	nat64        = netip.MustParsePrefix("64:ff9b::/96")
	globalIPv6   = netip.MustParsePrefix("2000::/3")
	loopbackNets = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")}
)

// canonicalAddr is a without its zone, and IPv4 for an IPv4-mapped
// address: the address a connection to a reaches on this machine.
func canonicalAddr(a netip.Addr) netip.Addr {
	return a.WithZone("").Unmap()
}

// reachedAddr is the address a connection to a reaches in the end: the
// IPv4 address a NAT64 translator reaches for one of its prefix, else
// canonicalAddr.
func reachedAddr(a netip.Addr) netip.Addr {
	a = canonicalAddr(a)
	if a.Is6() && nat64.Contains(a) {
		b := a.As16()
		return netip.AddrFrom4([4]byte(b[12:]))
	}
	return a
}

// AddrClass is what the address a is, "" when it is public: "loopback",
// "private", "link-local", ... (specialRanges). a is classified as the
// address it reaches in the end (reachedAddr).
func AddrClass(a netip.Addr) string {
	a = reachedAddr(a)
	if !a.IsValid() {
		return "invalid"
	}
	for _, r := range specialRanges {
		if r.prefix.Contains(a) {
			return r.what
		}
	}
	if a.Is6() && !globalIPv6.Contains(a) {
		return "reserved"
	}
	return ""
}
