package net

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/earshot/extensions/internal/testnet"
	"github.com/earshot/extensions/platform/internal/platformtest"
	"github.com/earshot/extensions/platform/kernel"
)

// Attacks on the net capability: it decides by address, not by spelling.
// Names resolve through a fake resolver (testnet.Fake) to every class of
// internal address, and the fake dialer records where the host would have
// connected: no test sends a packet outside loopback, even one it expects
// to be refused.

// TestNetPatterns: what a net capability may list, and the errors for what
// it may not.
func TestNetPatterns(t *testing.T) {
	for _, tt := range []struct {
		pat string
		ok  bool
	}{
		{"example.com", true}, {"*.example.com", true}, {"example.com:8443", true}, {"*", true}, {"*:443", true},
		{"localhost", true}, {"localhost:8080", true}, {"127.0.0.1", true}, {"127.0.0.1:9999", true},
		{"10.0.0.0/8", true}, {"10.0.0.0/8:5432", true}, {"::1", true}, {"[::1]:8080", true}, {"fd00::/8", true},
		{"[fd00::/8]:443", true}, {"::ffff:10.0.0.0/104", true}, {"my_host.internal", true},
		{"not a host", false}, {"example.com:0", false}, {"example.com:65536", false}, {"example.com:", false},
		{"example.com:08", false}, {"*.*.example.com", false}, {"ex*.com", false}, {"fe80::1%eth0", false},
		{"[fe80::1%eth0]:80", false}, {"127.1", false}, {"0x7f000001", false}, {"a..b", false}, {"[example.com]:80", false},
		{"10.0.0.0/33", false}, {"::ffff:127.0.0.1%.example.com", false}, {"example.com/path", false}, {"", false},
	} {
		_, err := kernel.ParseNetRule(tt.pat)
		if (err == nil) != tt.ok {
			t.Errorf("%q: got %v, want ok %v", tt.pat, err, tt.ok)
		}
	}
}

// TestAddrClass: every special-purpose range is named, an IPv4-mapped
// address is its IPv4 address, an address of the NAT64 prefix the IPv4
// address it reaches; the rest of the internet is public ("").
func TestAddrClass(t *testing.T) {
	for addr, want := range map[string]string{
		"127.0.0.1": "loopback", "127.255.0.9": "loopback", "::1": "loopback", "::ffff:127.0.0.1": "loopback",
		"10.1.2.3": "private", "172.16.0.1": "private", "172.31.255.255": "private", "192.168.1.1": "private",
		"169.254.169.254": "link-local", "::ffff:169.254.169.254": "link-local", "64:ff9b::a9fe:a9fe": "link-local",
		"64:ff9b::7f00:1": "loopback", "64:ff9b:1::1": "local-use NAT64", "fe80::1": "link-local",
		"fd00::1": "unique-local", "fc00::1": "unique-local", "fec0::1": "site-local (deprecated)",
		"224.0.0.1": "multicast", "239.1.1.1": "multicast", "ff02::1": "multicast", "ff0e::1": "multicast",
		"0.0.0.0": "unspecified", "::": "unspecified", "0.1.2.3": `"this network"`, "255.255.255.255": "broadcast",
		"240.0.0.1": "reserved", "100.64.0.1": "shared (carrier-grade NAT)", "100.127.255.255": "shared (carrier-grade NAT)",
		"192.0.0.170": "IETF protocol assignments", "192.0.2.1": "documentation", "198.51.100.1": "documentation",
		"203.0.113.1": "documentation", "198.18.0.1": "benchmarking", "192.88.99.1": "6to4 relay (deprecated)",
		"::7f00:1": "IPv4-compatible (deprecated)", "100::1": "discard-only", "2001::1": "Teredo",
		"2001:2::1": "benchmarking", "2001:10::1": "ORCHID (deprecated)", "2001:db8::1": "documentation",
		"2002:7f00:1::1": "6to4", "3fff::1": "documentation", "5f00::1": "segment routing (SRv6)", "4000::1": "reserved",
		"fe80::1%eth0": "link-local",
		// Public.
		"8.8.8.8": "", "93.184.216.34": "", "100.128.0.1": "", "172.32.0.1": "", "192.169.0.1": "",
		"2606:4700::1111": "", "64:ff9b::808:808": "", "::ffff:8.8.8.8": "", "2001:4860::8888": "",
	} {
		if got := kernel.AddrClass(netip.MustParseAddr(addr)); got != want {
			t.Errorf("%s: got %q, want %q", addr, got, want)
		}
	}
}

// TestNetSpellings: a host written oddly is refused before anything is
// resolved — an address with a zone (which a wildcard pattern matched as
// a string: "::ffff:127.0.0.1%.example.com" is an IPv6 address to Go),
// brackets, spaces, percent signs, a number that reads as an IPv4
// address — while the spellings of an allowed name and address match.
func TestNetSpellings(t *testing.T) {
	p, err := kernel.ParsePolicy(json.RawMessage(`{"net": ["*.example.com", "api.test:8443", "10.1.0.0/16", "localhost:9999", "[::1]:8080"]}`), "/p", "/h", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		host string
		port int
		ok   bool
	}{
		{"a.example.com", 443, true}, {"A.Example.COM", 80, true}, {"a.example.com.", 443, true}, {"example.com", 443, false},
		{"evil-example.com", 443, false}, {"api.test", 8443, true}, {"api.test", 443, false},
		{"10.1.2.3", 22, true}, {"10.2.0.1", 22, false}, {"::ffff:10.1.2.3", 22, true},
		{"localhost", 9999, true}, {"localhost", 80, false}, {"127.0.0.1", 9999, true}, {"127.0.0.2", 9999, true},
		{"::1", 9999, true}, {"::1", 8080, true}, {"::1", 8081, false}, {"127.0.0.1", 8080, false},
		// Odd spellings.
		{"::ffff:127.0.0.1%.example.com", 80, false}, {"::1%.example.com", 80, false},
		{"::ffff:169.254.169.254%x.example.com", 80, false}, {"fe80::1%eth0", 80, false}, {"[::1]", 9999, false},
		{"a b.example.com", 80, false}, {"a%2e.example.com", 80, false}, {"a/.example.com", 80, false},
		{"127.0.0.1.example.com", 80, true}, // a name: resolved, then decided by its addresses
		{"127.1", 9999, false}, {"0x7f000001", 9999, false}, {"2130706433", 9999, false}, {"", 80, false},
	} {
		_, err := p.CheckTarget("x", tt.host, tt.port)
		if (err == nil) != tt.ok {
			t.Errorf("%s:%d: got %v, want allowed %v", tt.host, tt.port, err, tt.ok)
		}
	}
	// "*" is any name, and any public address, never an internal one.
	star, _ := kernel.ParsePolicy(json.RawMessage(`{"net": ["*"]}`), "/p", "/h", nil)
	for host, ok := range map[string]bool{"anything.example": true, "8.8.8.8": true, "127.0.0.1": false, "169.254.169.254": false,
		"::ffff:127.0.0.1": false, "64:ff9b::7f00:1": false, "fd00::1": false, "::1%lo": false} {
		if _, err := star.CheckTarget("x", host, 80); (err == nil) != ok {
			t.Errorf("* and %s: got %v, want allowed %v", host, err, ok)
		}
	}
}

// netFake makes a policy's instance whose network is f.
func netFake(t *testing.T, caps string, f *testnet.Fake) *kernel.Instance {
	t.Helper()
	var p *kernel.Policy
	if caps != "" {
		var err error
		if p, err = kernel.ParsePolicy(json.RawMessage(caps), t.TempDir(), t.TempDir(), nil); err != nil {
			t.Fatal(err)
		}
	}
	i := platformtest.New(t, kernel.Config{Extension: "x", Policy: p, Network: kernel.Network{Resolve: f.Resolve, Dial: f.Dial}}, Ops())
	return i
}

// outcome is op's completion or error, as JSON.
func outcome(t *testing.T, i *kernel.Instance, op string, args any) string {
	t.Helper()
	out, err := completion(t, i, op, args)
	if err != nil {
		return err.Error()
	}
	return out
}

// completion runs op and returns its completion's JSON, or its error as
// JSON (thrown at once, or its completion's).
func completion(t *testing.T, i *kernel.Instance, op string, args any) (string, error) {
	t.Helper()
	b, _ := json.Marshal(args)
	r := i.Call(op, b, nil)
	if r.Err != nil {
		return "", fmt.Errorf("%s", kernel.ErrorJSON(r.Err))
	}
	id := r.ID
	if m, ok := r.Value.(map[string]int); ok {
		id = m["op"]
	}
	for {
		ev, ok := i.NextEvent()
		if !ok {
			<-i.Signal()
			continue
		}
		if ev.ID != id {
			continue
		}
		if ev.Err {
			return "", fmt.Errorf("%s", ev.JSON)
		}
		return ev.JSON, nil
	}
}

// internalNames resolve to an address of each internal class.
var internalNames = map[string][][]netip.Addr{
	"loop.example.com":   {testnet.Addrs("127.0.0.1")},
	"v6loop.example.com": {testnet.Addrs("::1")},
	"mapped.example.com": {testnet.Addrs("::ffff:127.0.0.1")},
	"meta.example.com":   {testnet.Addrs("169.254.169.254")},
	"meta6.example.com":  {testnet.Addrs("::ffff:169.254.169.254")},
	"ten.example.com":    {testnet.Addrs("10.0.0.5")},
	"home.example.com":   {testnet.Addrs("192.168.1.1")},
	"ula.example.com":    {testnet.Addrs("fd00::1")},
	"ll6.example.com":    {testnet.Addrs("fe80::1")},
	"cgnat.example.com":  {testnet.Addrs("100.64.0.1")},
	"zero.example.com":   {testnet.Addrs("0.0.0.0")},
	"nat64.example.com":  {testnet.Addrs("64:ff9b::a9fe:a9fe")},
	"mcast.example.com":  {testnet.Addrs("224.0.0.1")},
	"bcast.example.com":  {testnet.Addrs("255.255.255.255")},
}

// fakeNames are internalNames, a public name, one with a public and an
// internal address, and one that rebinds from public to loopback.
func fakeNames() map[string][][]netip.Addr {
	names := map[string][][]netip.Addr{
		"public.example.com": {testnet.Addrs("93.184.216.34")},
		"mixed.example.com":  {testnet.Addrs("10.0.0.5", "93.184.216.34", "127.0.0.1")},
		"rebind.example.com": {testnet.Addrs("93.184.216.34"), testnet.Addrs("127.0.0.1")},
		"localhost":          {testnet.Addrs("127.0.0.1", "::1")},
	}
	for k, v := range internalNames {
		names[k] = v
	}
	return names
}

// TestNetInternalAddresses: a name a pattern allows that resolves to an
// internal address of any class is refused — for a socket and a lookup —
// before anything is dialled; a public address is dialled, the very one
// checked; of a name with several addresses, only the allowed ones.
func TestNetInternalAddresses(t *testing.T) {
	echo := testnet.Start()
	t.Cleanup(echo.Close) // after the instance's sockets are closed
	f := &testnet.Fake{Names: fakeNames(), Public: echo.Echo}
	i := netFake(t, `{"net": ["*.example.com"]}`, f)
	for name := range internalNames {
		f.Reset()
		out := outcome(t, i, "net.connect", map[string]any{"host": name, "port": 80})
		if !strings.Contains(out, "ERR_EARSHOT_CAPABILITY") || !strings.Contains(out, "not a public address") {
			t.Errorf("connect to %s: %s", name, out)
		}
		if _, err := completion(t, i, "dns.lookup", map[string]any{"hostname": name}); err == nil || !strings.Contains(err.Error(), "ERR_EARSHOT_CAPABILITY") {
			t.Errorf("lookup of %s: %v", name, err)
		}
		if d := f.Dialed(); len(d) != 0 {
			t.Errorf("%s: dialled %v", name, d)
		}
	}
	f.Reset()
	out := outcome(t, i, "net.connect", map[string]any{"host": "mixed.example.com", "port": 80})
	if !strings.Contains(out, `"id"`) || fmt.Sprint(f.Dialed()) != "[93.184.216.34:80]" {
		t.Errorf("connect to mixed: %s, dialled %v", out, f.Dialed())
	}
	got, err := completion(t, i, "dns.lookup", map[string]any{"hostname": "mixed.example.com"})
	if err != nil || got != `{"addresses":[{"address":"93.184.216.34","family":4}]}` {
		t.Errorf("lookup of mixed: %s %v", got, err)
	}
}

// TestNetRebinding: a name is resolved once per connection, and the
// address checked is the address dialled: a name that answers a public
// address, then loopback, is connected to the public one.
func TestNetRebinding(t *testing.T) {
	echo := testnet.Start()
	t.Cleanup(echo.Close) // after the instance's sockets are closed
	f := &testnet.Fake{Names: fakeNames(), Public: echo.Echo}
	i := netFake(t, `{"net": ["*.example.com"]}`, f)
	out := outcome(t, i, "net.connect", map[string]any{"host": "rebind.example.com", "port": 80})
	if !strings.Contains(out, `"id"`) || f.Lookups("rebind.example.com") != 1 || fmt.Sprint(f.Dialed()) != "[93.184.216.34:80]" {
		t.Fatalf("first: %s, %d lookups, dialled %v", out, f.Lookups("rebind.example.com"), f.Dialed())
	}
	// Rebound: now it is refused, and nothing is dialled.
	f.Reset()
	f.Names["rebind.example.com"] = [][]netip.Addr{testnet.Addrs("127.0.0.1")}
	out = outcome(t, i, "net.connect", map[string]any{"host": "rebind.example.com", "port": 80})
	if !strings.Contains(out, "ERR_EARSHOT_CAPABILITY") || len(f.Dialed()) != 0 {
		t.Fatalf("rebound: %s, dialled %v", out, f.Dialed())
	}
}

// TestNetNamedOnPurpose: a pattern that names an address, a range or
// localhost allows exactly that — by any spelling, and for a name that
// resolves into it — and nothing beside it.
func TestNetNamedOnPurpose(t *testing.T) {
	f := &testnet.Fake{Names: fakeNames()}
	i := netFake(t, `{"net": ["*.example.com", "10.0.0.0/8:5432", "localhost:9999", "169.254.169.254:80"]}`, f)
	for _, tt := range []struct {
		host string
		port int
		dial string // "" refused
	}{
		{"ten.example.com", 5432, "10.0.0.5:5432"}, {"ten.example.com", 80, ""}, {"10.9.9.9", 5432, "10.9.9.9:5432"},
		{"::ffff:10.0.0.5", 5432, "10.0.0.5:5432"}, {"home.example.com", 5432, ""},
		{"loop.example.com", 9999, "127.0.0.1:9999"}, {"localhost", 9999, "127.0.0.1:9999"}, {"127.0.0.1", 9999, "127.0.0.1:9999"},
		{"localhost", 9998, ""}, {"127.0.0.1", 9998, ""},
		{"meta.example.com", 80, "169.254.169.254:80"}, {"meta.example.com", 443, ""}, {"nat64.example.com", 80, "[64:ff9b::a9fe:a9fe]:80"},
	} {
		f.Reset()
		out := outcome(t, i, "net.connect", map[string]any{"host": tt.host, "port": tt.port})
		dialed := f.Dialed()
		switch {
		case tt.dial == "" && (!strings.Contains(out, "ERR_EARSHOT_CAPABILITY") || len(dialed) != 0):
			t.Errorf("%s:%d: %s, dialled %v; want refused", tt.host, tt.port, out, dialed)
		case tt.dial != "" && (len(dialed) == 0 || dialed[0].String() != tt.dial):
			t.Errorf("%s:%d: %s, dialled %v; want %s", tt.host, tt.port, out, dialed, tt.dial)
		}
	}
}

// TestNetUnnarrowed: an extension whose net capability is not narrowed
// reaches what Node reaches: names that resolve to loopback or to the
// metadata address, and addresses with zones.
func TestNetUnnarrowed(t *testing.T) {
	f := &testnet.Fake{Names: fakeNames()}
	i := netFake(t, "", f)
	for _, host := range []string{"loop.example.com", "meta.example.com", "fe80::1%eth0"} {
		f.Reset()
		outcome(t, i, "net.connect", map[string]any{"host": host, "port": 80})
		if len(f.Dialed()) != 1 {
			t.Errorf("%s: dialled %v", host, f.Dialed())
		}
	}
}

// TestNetLookupOption: an address a lookup in JavaScript chose (the lookup
// option) is dialled only when the capability covers it, or when
// dns.lookup handed it to the extension for that name.
func TestNetLookupOption(t *testing.T) {
	echo := testnet.Start()
	t.Cleanup(echo.Close) // after the instance's sockets are closed
	f := &testnet.Fake{Names: fakeNames(), Public: echo.Echo}
	i := netFake(t, `{"net": ["public.example.com"]}`, f)
	for _, via := range []string{"127.0.0.1", "93.184.216.34", "8.8.8.8", "::1%lo", "not an address"} {
		out := outcome(t, i, "net.connect", map[string]any{"host": "public.example.com", "via": via, "port": 80})
		if !strings.Contains(out, "ERR_EARSHOT_CAPABILITY") || len(f.Dialed()) != 0 {
			t.Errorf("via %s before a lookup: %s, dialled %v", via, out, f.Dialed())
		}
	}
	if _, err := completion(t, i, "dns.lookup", map[string]any{"hostname": "public.example.com"}); err != nil {
		t.Fatal(err)
	}
	out := outcome(t, i, "net.connect", map[string]any{"host": "public.example.com", "via": "93.184.216.34", "port": 80})
	if !strings.Contains(out, `"id"`) || fmt.Sprint(f.Dialed()) != "[93.184.216.34:80]" {
		t.Errorf("via the looked-up address: %s, dialled %v", out, f.Dialed())
	}
}

// TestNetLookupOptionPorts: an address handed by dns.lookup (which checks
// no port) or given by a lookup option is checked on the connection's own
// port, whichever rule allowed it — "*" beside an address rule with a
// port, a name rule with a port, an address rule with a port — and port
// 0 is a port like any other, not "any".
func TestNetLookupOptionPorts(t *testing.T) {
	echo := testnet.Start()
	t.Cleanup(echo.Close) // after the instance's sockets are closed
	for _, tt := range []struct {
		caps, lookup, via string
		port              int
		dial              string // "" refused
	}{
		// The tester's case: "*" and loopback on one port; localhost looked up.
		{`["*", "127.0.0.1:9999"]`, "localhost", "127.0.0.1", 8766, ""},
		{`["*", "127.0.0.1:9999"]`, "localhost", "127.0.0.1", 0, ""},
		{`["*", "127.0.0.1:9999"]`, "localhost", "127.0.0.1", 9999, "127.0.0.1:9999"},
		{`["*", "127.0.0.1:9999"]`, "", "127.0.0.1", 8766, ""},
		{`["*", "localhost:9999"]`, "localhost", "::1", 8766, ""},
		{`["*:443", "10.0.0.0/8:5432"]`, "ten.example.com", "10.0.0.5", 443, ""},
		{`["*", "10.0.0.0/8:5432"]`, "ten.example.com", "10.0.0.5", 5432, "10.0.0.5:5432"},
		{`["*", "10.0.0.0/8:5432"]`, "ten.example.com", "10.0.0.5", 443, ""},
		// A name rule with a port.
		{`["public.example.com:443"]`, "public.example.com", "93.184.216.34", 80, ""},
		{`["public.example.com:443"]`, "public.example.com", "93.184.216.34", 0, ""},
		{`["public.example.com:443"]`, "public.example.com", "93.184.216.34", 443, "93.184.216.34:443"},
		{`["*.example.com:443"]`, "public.example.com", "93.184.216.34", 8080, ""},
		// An address rule with a port, beside a name rule without one.
		{`["mixed.example.com", "10.0.0.5:5432"]`, "mixed.example.com", "10.0.0.5", 22, ""},
		{`["mixed.example.com", "10.0.0.5:5432"]`, "mixed.example.com", "10.0.0.5", 5432, "10.0.0.5:5432"},
		{`["mixed.example.com", "10.0.0.5:5432"]`, "mixed.example.com", "93.184.216.34", 22, "93.184.216.34:22"},
		{`["mixed.example.com", "10.0.0.5:5432"]`, "mixed.example.com", "127.0.0.1", 5432, ""},
	} {
		f := &testnet.Fake{Names: fakeNames(), Public: echo.Echo}
		i := netFake(t, `{"net": `+tt.caps+`}`, f)
		host := tt.lookup
		if host == "" {
			host = "localhost"
		} else if _, err := completion(t, i, "dns.lookup", map[string]any{"hostname": tt.lookup}); err != nil {
			t.Fatalf("%s: lookup of %s: %v", tt.caps, tt.lookup, err)
		}
		f.Reset()
		out := outcome(t, i, "net.connect", map[string]any{"host": host, "via": tt.via, "port": tt.port})
		dialed := f.Dialed()
		name := fmt.Sprintf("%s: %s via %s on %d", tt.caps, host, tt.via, tt.port)
		switch {
		case tt.dial == "" && (!strings.Contains(out, "ERR_EARSHOT_CAPABILITY") || len(dialed) != 0):
			t.Errorf("%s: %s, dialled %v; want refused", name, out, dialed)
		case tt.dial != "" && (len(dialed) == 0 || dialed[0].String() != tt.dial):
			t.Errorf("%s: %s, dialled %v; want %s", name, out, dialed, tt.dial)
		}
		// Without a lookup option, the same port decides the same way.
		f.Reset()
		out = outcome(t, i, "net.connect", map[string]any{"host": tt.via, "port": tt.port})
		if tt.dial == "" && tt.via != "93.184.216.34" && (!strings.Contains(out, "ERR_EARSHOT_CAPABILITY") || len(f.Dialed()) != 0) {
			t.Errorf("%s without the option: %s, dialled %v", name, out, f.Dialed())
		}
	}
}

// TestNetRefusalNamesThePort: a refusal names the host and port refused,
// and what the capability allows.
func TestNetRefusalNamesThePort(t *testing.T) {
	i := netFake(t, `{"net": ["127.0.0.1:9999"]}`, &testnet.Fake{})
	_, err := completion(t, i, "net.connect", map[string]any{"host": "127.0.0.1", "port": 8766})
	if err == nil || !strings.Contains(err.Error(), "a connection to 127.0.0.1:8766 is not allowed") || !strings.Contains(err.Error(), "allowed: 127.0.0.1:9999") {
		t.Fatalf("%v", err)
	}
}

// TestFetchByAddress: fetch and every redirect it follows connect through
// the same checks — a redirect to an internal name, to an internal
// address, to an address with a zone, and a name that rebinds between
// requests are refused, and only checked addresses are dialled.
func TestFetchByAddress(t *testing.T) {
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/ok":
			fmt.Fprint(w, "ok")
		case "/to-meta":
			http.Redirect(w, r, "http://meta.example.com/latest/meta-data/", http.StatusFound)
		case "/to-loop":
			http.Redirect(w, r, "http://"+srv.Listener.Addr().String()+"/ok", http.StatusFound)
		case "/to-zone":
			_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
			http.Redirect(w, r, "http://[::1%25.example.com]:"+port+"/ok", http.StatusFound)
		case "/to-rebind":
			http.Redirect(w, r, "http://rebind.example.com/ok", http.StatusFound)
		}
	}))
	t.Cleanup(srv.Close)
	f := &testnet.Fake{Names: fakeNames(), Public: srv.Listener.Addr().String()}
	i := netFake(t, `{"net": ["*.example.com"]}`, f)
	fetch := func(url string) (string, error) {
		return completion(t, i, "fetch", map[string]any{"url": url, "method": "GET"})
	}
	if out, err := fetch("http://public.example.com/ok"); err != nil || !strings.Contains(out, `"status":200`) {
		t.Fatalf("public: %s %v", out, err)
	}
	for _, path := range []string{"/to-meta", "/to-loop", "/to-zone"} {
		f.Reset()
		_, err := fetch("http://public.example.com" + path)
		if err == nil || !strings.Contains(err.Error(), "is not allowed") {
			t.Errorf("%s: %v", path, err)
		}
		for _, d := range f.Dialed() {
			if d.Addr().String() != "93.184.216.34" {
				t.Errorf("%s: dialled %v", path, d)
			}
		}
	}
	for _, url := range []string{"http://meta.example.com/", "http://ten.example.com/", "http://[::ffff:127.0.0.1%25.example.com]/",
		"http://127.0.0.1/", "http://mapped.example.com/"} {
		f.Reset()
		if _, err := fetch(url); err == nil || !strings.Contains(err.Error(), "is not allowed") || len(f.Dialed()) != 0 {
			t.Errorf("%s: %v, dialled %v", url, err, f.Dialed())
		}
	}
	// A name that rebinds: the first request's connection is to the
	// checked address; once it answers loopback, it is refused.
	f.Reset()
	if out, err := fetch("http://public.example.com/to-rebind"); err != nil || !strings.Contains(out, `"status":200`) {
		t.Fatalf("rebind (public): %s %v", out, err)
	}
	f.Names["rebind.example.com"] = [][]netip.Addr{testnet.Addrs("127.0.0.1")}
	kernel.Local[fetchState](i).Close() // its idle connections go
	if _, err := fetch("http://rebind.example.com/ok"); err == nil || !strings.Contains(err.Error(), "not a public address") {
		t.Errorf("rebind (loopback): %v", err)
	}
	for _, d := range f.Dialed() {
		if d.Addr().String() != "93.184.216.34" {
			t.Errorf("dialled %v", d)
		}
	}
}

// TestWebSocketByAddress: a WebSocket to a name that resolves to an
// internal address is refused without a dial.
func TestWebSocketByAddress(t *testing.T) {
	f := &testnet.Fake{Names: fakeNames()}
	i := netFake(t, `{"net": ["*.example.com"]}`, f)
	for _, url := range []string{"ws://meta.example.com/", "ws://loop.example.com:8080/", "ws://[::1%25.example.com]/"} {
		_, err := completion(t, i, "ws.connect", map[string]any{"url": url})
		if err == nil || !strings.Contains(err.Error(), "ERR_EARSHOT_CAPABILITY") || len(f.Dialed()) != 0 {
			t.Errorf("%s: %v, dialled %v", url, err, f.Dialed())
		}
	}
}

// TestFetchThroughProxy: when the embedder's transport goes through a
// proxy, the proxy connects to the server: the host checks the addresses
// the name resolves to before the request goes to the proxy (an internal
// one is refused there), and reaches the proxy itself only as the proxy.
func TestFetchThroughProxy(t *testing.T) {
	var mu sync.Mutex
	var seen []string
	saw := func() string {
		mu.Lock()
		defer mu.Unlock()
		return fmt.Sprint(seen)
	}
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, r.URL.String())
		mu.Unlock()
		fmt.Fprint(w, "proxied")
	}))
	t.Cleanup(proxy.Close)
	u, _ := url.Parse(proxy.URL)
	f := &testnet.Fake{Names: fakeNames()}
	p, err := kernel.ParsePolicy(json.RawMessage(`{"net": ["*.example.com"]}`), t.TempDir(), t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	i := platformtest.New(t, kernel.Config{Extension: "x", Policy: p, Network: kernel.Network{Resolve: f.Resolve, Dial: f.Dial},
		HTTPClient: &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(u)}}}, Ops())
	fetch := func(url string) string {
		return outcome(t, i, "fetch", map[string]any{"url": url, "method": "GET"})
	}
	if out := fetch("http://public.example.com/x"); !strings.Contains(out, `"status":200`) || saw() != "[http://public.example.com/x]" {
		t.Fatalf("through the proxy: %s, proxy saw %v", out, saw())
	}
	for _, target := range []string{"http://meta.example.com/", "http://rebind-never.example.com/", proxy.URL + "/", "http://10.0.0.5/"} {
		if out := fetch(target); !strings.Contains(out, "is not allowed") && !strings.Contains(out, "ENOTFOUND") {
			t.Errorf("%s: %s", target, out)
		}
	}
	if saw() != "[http://public.example.com/x]" {
		t.Errorf("the proxy saw %v", saw())
	}
	for _, d := range f.Dialed() {
		if d.String() != u.Host {
			t.Errorf("dialled %v, not the proxy", d)
		}
	}
}
