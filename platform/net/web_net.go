package net

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/earshot/extensions/platform/kernel"
)

// fetch's connections for an extension whose net capability is narrowed:
// a transport of the instance's own, a copy of the embedder's (or the
// default one), whose every connection — the first request's, each
// redirect's — is made by dialHost, so that the capability decides on the
// address it connects to. Its connections are the instance's alone (a
// connection another extension's fetch opened to a name is not reused for
// this one's), and closed with it.

// fetchClient is the client fetch starts from: Config.HTTPClient (or the
// shared default), or, for a narrowed net capability, a client on the
// instance's own netTransport.
func fetchClient(i *kernel.Instance) *http.Client {
	base := i.Config().HTTPClient
	if base == nil {
		base = defaultClient
	}
	if !i.Config().Policy.NetNarrowed() {
		return base
	}
	f := kernel.Local[fetchState](i)
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.client == nil {
		c := *base
		c.Transport = newNetTransport(i, base.Transport)
		f.client = &c
	}
	return f.client
}

// netTransport makes fetch's requests for a narrowed extension.
type netTransport struct {
	i *kernel.Instance
	// t is a copy of the base transport, connecting through dial; nil
	// when the base is not an *http.Transport: then base makes the
	// requests (see RoundTrip).
	t    *http.Transport
	base http.RoundTripper
}

func newNetTransport(i *kernel.Instance, base http.RoundTripper) *netTransport {
	if base == nil {
		base = http.DefaultTransport
	}
	nt := &netTransport{i: i, base: base}
	if t, ok := base.(*http.Transport); ok {
		c := t.Clone()
		c.DialContext = nt.dial
		// No dial of the embedder's may make a connection in its place.
		c.DialTLSContext = nil
		//lint:ignore SA1019 an embedder's deprecated dialers are cleared too.
		c.DialTLS, c.Dial = nil, nil
		nt.t = c
	}
	return nt
}

// closeIdle closes the transport's idle connections (the instance ends).
func (nt *netTransport) closeIdle() {
	if nt.t != nil {
		nt.t.CloseIdleConnections()
	}
}

// proxyKey marks a request's context with the proxy address its
// transport connects to (netTransport.dial).
type proxyKey struct{}

// RoundTrip makes one request (fetch's, or a redirect's). Where the
// transport connects to the server, the connection is checked as it is
// made (dial). Where it does not — a proxy (the embedder's, or
// HTTP_PROXY's) connects, or the embedder's transport is not an
// *http.Transport — the addresses the name resolves to are checked here,
// but what the proxy or that transport resolves is theirs to decide.
func (nt *netTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	host, port := req.URL.Hostname(), urlPort(req.URL)
	if err := nt.i.PreCheck(host, port); err != nil {
		return nil, err
	}
	if nt.t == nil {
		if _, err := nt.i.AddrsFor(req.Context(), host, "", port, 0); err != nil {
			return nil, err
		}
		return nt.base.RoundTrip(req)
	}
	if nt.t.Proxy != nil {
		proxy, err := nt.t.Proxy(req)
		if err != nil {
			return nil, err
		}
		if proxy != nil {
			if _, err := nt.i.AddrsFor(req.Context(), host, "", port, 0); err != nil {
				return nil, err
			}
			req = req.WithContext(context.WithValue(req.Context(), proxyKey{}, proxyAddr(proxy)))
		}
	}
	return nt.t.RoundTrip(req)
}

// dial connects the transport to addr (host:port): the proxy its request
// goes through as the transport was told to, else the server, through
// dialHost.
func (nt *netTransport) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	host, p, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	port, _ := strconv.Atoi(p)
	if proxy, _ := ctx.Value(proxyKey{}).(string); proxy != "" && proxy == addr {
		// The embedder's (or the user's) proxy, not the extension's choice.
		ips, err := nt.i.Config().Network.ResolveHost(ctx, "ip", host)
		if err != nil {
			return nil, err
		}
		return nt.i.Config().Network.DialFirst(ctx, network, ips, uint16(port))
	}
	return nt.i.DialHost(ctx, network, host, "", port)
}

// proxyAddr is the host:port the transport connects to for proxy.
func proxyAddr(proxy *url.URL) string {
	port := proxy.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443", "socks5": "1080", "socks5h": "1080"}[strings.ToLower(proxy.Scheme)]
	}
	return net.JoinHostPort(proxy.Hostname(), port)
}

// urlPort is u's port, or its scheme's.
func urlPort(u *url.URL) int {
	if n, err := strconv.Atoi(u.Port()); err == nil {
		return n
	}
	return kernel.DefaultPorts[u.Scheme]
}
