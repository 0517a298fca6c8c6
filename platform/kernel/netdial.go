package kernel

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"sync"
	"time"
)

// Network is how an instance reaches the network: every name the host
// resolves for it and every connection it makes for it (node:net,
// node:tls, node:http and node:https, WebSocket, and fetch when the net
// capability is narrowed) pass through it, after the net capability has
// decided (caps_net.go). A name is resolved once, the addresses the
// capability allows are kept, and one of those is dialled: what was
// checked is what is connected to. The zero Network is the system's.
type Network struct {
	// Resolve returns the addresses of a host name, for network "ip",
	// "ip4" or "ip6" (nil: the system's resolver).
	Resolve func(ctx context.Context, network, host string) ([]netip.Addr, error)
	// Dial connects to an address, never a name, for network "tcp",
	// "tcp4" or "tcp6" (nil: a net.Dialer).
	Dial func(ctx context.Context, network string, addr netip.AddrPort) (net.Conn, error)
}

// DefaultPorts are the ports of the URL schemes the network built-ins use.
var DefaultPorts = map[string]int{"http": 80, "https": 443, "ws": 80, "wss": 443}

// ResolveHost returns the addresses of host: itself if it is an address.
func (n Network) ResolveHost(ctx context.Context, network, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{a}, nil
	}
	if n.Resolve != nil {
		return n.Resolve(ctx, network, host)
	}
	return net.DefaultResolver.LookupNetIP(ctx, network, host)
}

func (n Network) dial(ctx context.Context, network string, addr netip.AddrPort) (net.Conn, error) {
	if n.Dial != nil {
		return n.Dial(ctx, network, addr)
	}
	var d net.Dialer
	return d.DialContext(ctx, network, addr.String())
}

// fallbackDelay is how long the addresses of one family have before those
// of the other are tried beside them (RFC 8305's "Happy Eyeballs"; Go's
// dialer waits as long).
const fallbackDelay = 300 * time.Millisecond

// DialFirst connects to the first of addrs that answers on port: the
// addresses of the first one's family one after another, and, from
// fallbackDelay on, those of the other family beside them.
func (n Network) DialFirst(ctx context.Context, network string, addrs []netip.Addr, port uint16) (net.Conn, error) {
	var primary, fallback []netip.Addr
	for _, a := range addrs {
		if len(primary) == 0 || a.Is4() == primary[0].Is4() {
			primary = append(primary, a)
		} else {
			fallback = append(fallback, a)
		}
	}
	serial := func(ctx context.Context, list []netip.Addr) (net.Conn, error) {
		var first error
		for _, a := range list {
			c, err := n.dial(ctx, network, netip.AddrPortFrom(a, port))
			if err == nil {
				return c, nil
			}
			if first == nil {
				first = err
			}
			if ctx.Err() != nil {
				break
			}
		}
		if first == nil {
			first = &net.AddrError{Err: "no address to connect to", Addr: fmt.Sprint(addrs)}
		}
		return nil, first
	}
	if len(fallback) == 0 {
		return serial(ctx, primary)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type result struct {
		c   net.Conn
		err error
	}
	results := make(chan result, 2)
	run := func(list []netip.Addr) {
		c, err := serial(ctx, list)
		results <- result{c, err}
	}
	go run(primary)
	timer := time.NewTimer(fallbackDelay)
	defer timer.Stop()
	running, started := 1, false
	var first error
	for {
		select {
		case <-timer.C:
			if !started {
				started = true
				running++
				go run(fallback)
			}
		case r := <-results:
			running--
			if r.err == nil {
				// The other attempt, if any, is cancelled, and what it
				// connected meanwhile closed.
				cancel()
				if running > 0 {
					if o := <-results; o.c != nil {
						o.c.Close()
					}
				}
				return r.c, nil
			}
			if first == nil {
				first = r.err
			}
			if !started {
				started = true
				running++
				go run(fallback)
			}
			if running == 0 {
				return nil, first
			}
		}
	}
}

// lookupMemory bounds the names whose addresses an instance remembers
// having handed to JavaScript (dialVia).
const lookupMemory = 256

// lookedUp remembers, for a narrowed extension, the addresses dns.lookup
// handed it for each name (already those the net capability allows), so
// that a connection given one of them for that name (the lookup option of
// net.connect, of http's requests) reaches it without a second lookup.
type lookedUp struct {
	mu    sync.Mutex
	names map[string][]netip.Addr
}

func (l *lookedUp) remember(name string, addrs []netip.Addr) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.names == nil || len(l.names) >= lookupMemory {
		l.names = map[string][]netip.Addr{}
	}
	kept := make([]netip.Addr, len(addrs))
	for k, a := range addrs {
		kept[k] = canonicalAddr(a)
	}
	l.names[name] = kept
}

func (l *lookedUp) handed(name string, a netip.Addr) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, b := range l.names[name] {
		if b == a {
			return true
		}
	}
	return false
}

// netFamily is the resolver's network for a socket's family (0, 4, 6).
func netFamily(family int) string {
	switch family {
	case 4:
		return "ip4"
	case 6:
		return "ip6"
	}
	return "ip"
}

// PreCheck decides what the net capability can decide of a connection to
// host:port before anything is resolved (checkTarget); nil when the
// capability is not narrowed.
func (i *Instance) PreCheck(host string, port int) error {
	p := i.cfg.Policy
	if !p.NetNarrowed() {
		return nil
	}
	_, err := p.CheckTarget(i.cfg.Extension, host, port)
	return err
}

// AddrsFor resolves host (once) for a connection on port (lookupPort: a
// lookup), and returns the addresses the extension may reach. via, when
// not "", is the address a lookup in JavaScript chose for host
// (net.connect's lookup option): then it is the one address, allowed on
// port when the capability covers it, or, when dns.lookup handed it to
// the extension for host, as host's own address would be — on port
// either way: dns.lookup checked it for no port. Without a narrowed net
// capability every address is returned, as Node reaches it.
func (i *Instance) AddrsFor(ctx context.Context, host, via string, port, family int) ([]netip.Addr, error) {
	p, ext := i.cfg.Policy, i.cfg.Extension
	if !p.NetNarrowed() {
		if via != "" {
			host = via
		}
		return i.cfg.Network.ResolveHost(ctx, netFamily(family), host)
	}
	t, err := p.CheckTarget(ext, host, port)
	if err != nil {
		return nil, err
	}
	what := "a connection to " + hostPort(host, port)
	if port == LookupPort {
		what = "a lookup of " + host
	}
	if via != "" && via != host {
		v, err := parseNetTarget(via)
		if err != nil || !v.addr.IsValid() {
			return nil, p.netRefused(ext, what, fmt.Sprintf("the lookup option gave %q, which is not an address", via))
		}
		name := ""
		if t.name != "" && i.lookedUp.handed(t.name, v.addr) {
			name = t.name
		}
		if err := p.checkAddr(ext, what+" at "+via, v.addr, name, port); err != nil {
			return nil, err
		}
		return []netip.Addr{v.addr}, nil
	}
	if t.addr.IsValid() {
		return []netip.Addr{t.addr}, nil // checked by checkTarget
	}
	addrs, err := i.cfg.Network.ResolveHost(ctx, netFamily(family), t.name)
	if err != nil {
		return nil, err
	}
	if len(addrs) == 0 {
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	return p.allowedAddrs(ext, what, t.name, addrs, port)
}

// DialHost connects to host:port for the extension (via: addrsFor), over
// network "tcp", "tcp4" or "tcp6".
func (i *Instance) DialHost(ctx context.Context, network, host, via string, port int) (net.Conn, error) {
	family := map[string]int{"tcp4": 4, "tcp6": 6}[network]
	addrs, err := i.AddrsFor(ctx, host, via, port, family)
	if err != nil {
		return nil, err
	}
	addrs = OnlyFamily(addrs, family)
	if len(addrs) == 0 {
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	return i.cfg.Network.DialFirst(ctx, network, addrs, uint16(port))
}

// OnlyFamily keeps the addresses of family (0: all).
func OnlyFamily(addrs []netip.Addr, family int) []netip.Addr {
	if family == 0 {
		return addrs
	}
	out := addrs[:0:0]
	for _, a := range addrs {
		if a.Unmap().Is4() == (family == 4) {
			out = append(out, a)
		}
	}
	return out
}

// IsRefusal reports whether err is the net capability's refusal.
func IsRefusal(err error) bool {
	var je *JSError
	return errors.As(err, &je) && je.Code == "ERR_EARSHOT_CAPABILITY"
}

// RememberLookup keeps the addresses dns.lookup handed JavaScript for
// name, for a connection that is given one of them.
func (i *Instance) RememberLookup(name string, ips []netip.Addr) {
	i.lookedUp.remember(name, ips)
}
