package testnet

import (
	"context"
	"fmt"
	"net"
	"net/netip"
	"sync"
	"syscall"
)

// Fake is a resolver and a dialer for tests of what a host may connect
// to (platform.Network's Resolve and Dial): names answer what Names says,
// and the dialer records every address it is asked for and connects only
// to loopback — an address outside 127.0.0.0/8 and ::1 is connected to
// Public's server (a local one) when Public is set, and refused
// otherwise. So a test can have names resolve to 10.0.0.5 or
// 169.254.169.254 and see where the host would have gone, without a
// packet leaving the machine.
type Fake struct {
	// Names are the answers, by name; a name with several lists answers
	// them in turn, the last one from then on (a name that rebinds).
	Names map[string][][]netip.Addr
	// Public is the host:port (on loopback) every address outside
	// loopback reaches ("": such a dial is refused).
	Public string

	mu      sync.Mutex
	lookups map[string]int
	dialed  []netip.AddrPort
}

// Resolve answers Names.
func (f *Fake) Resolve(ctx context.Context, network, host string) ([]netip.Addr, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.lookups == nil {
		f.lookups = map[string]int{}
	}
	answers, ok := f.Names[host]
	n := f.lookups[host]
	f.lookups[host]++
	if !ok || len(answers) == 0 {
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	var out []netip.Addr
	for _, a := range answers[min(n, len(answers)-1)] {
		if network == "ip" || network == "ip4" && a.Unmap().Is4() || network == "ip6" && !a.Unmap().Is4() {
			out = append(out, a)
		}
	}
	return out, nil
}

// Dial records addr and connects to it if it is loopback, else to Public.
func (f *Fake) Dial(ctx context.Context, network string, addr netip.AddrPort) (net.Conn, error) {
	f.mu.Lock()
	f.dialed = append(f.dialed, addr)
	public := f.Public
	f.mu.Unlock()
	target := addr.String()
	if !addr.Addr().Unmap().IsLoopback() {
		if public == "" {
			return nil, &net.OpError{Op: "dial", Net: network, Addr: net.TCPAddrFromAddrPort(addr), Err: syscall.ECONNREFUSED}
		}
		target = public
	}
	var d net.Dialer
	return d.DialContext(ctx, "tcp", target)
}

// Lookups is how often name was resolved.
func (f *Fake) Lookups(name string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.lookups[name]
}

// Dialed is every address the dialer was asked for, in order.
func (f *Fake) Dialed() []netip.AddrPort {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]netip.AddrPort(nil), f.dialed...)
}

// Reset forgets the lookups and dials so far.
func (f *Fake) Reset() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lookups, f.dialed = nil, nil
}

// Addrs parses addresses, for Names.
func Addrs(s ...string) []netip.Addr {
	out := make([]netip.Addr, len(s))
	for k, a := range s {
		out[k] = netip.MustParseAddr(a)
	}
	return out
}

// String describes what was dialled, for messages.
func (f *Fake) String() string {
	return fmt.Sprint(f.Dialed())
}
