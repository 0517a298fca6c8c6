package net

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"github.com/earshot/extensions/platform/crypto/keys"
	"github.com/earshot/extensions/platform/kernel"
	"net"
	"net/netip"
	"strings"
	"sync"
	"syscall"
)

// The host side of net.Server, http.Server, https.Server and tls.Server:
// servers that live within a call.
//
// An extension runs only while a call of its tools runs, so a server it
// starts lives as long as that call: it listens on a loopback address
// (127.0.0.0/8, ::1; a server given no host listens on 127.0.0.1 and ::1,
// not on every interface), and when the call ends — normally, timed out,
// cancelled — or the instance stops, the host closes it and the
// connections it accepted. Nothing answers a connection between calls.
// A server and each connection it accepted count among the instance's
// sockets (maxSockets); a connection accepted past the limit is closed
// at once ("drop", as past Node's maxConnections).
//
// A narrowed net capability lets an extension listen only where one of
// its address patterns covers the loopback address and port ("localhost",
// "127.0.0.1:8765"; an ephemeral port needs a pattern without a port):
// such a pattern lets it connect there too, so its own client reaches its
// server with no exception to the capability's rule.

// server is a listening server: one listener, or two for a server given
// no host (127.0.0.1 and ::1 on one port).
type server struct {
	lns []net.Listener
	tls *tls.Config // nil: plain TCP
	// addr is what address() answers.
	addr map[string]any

	mu     sync.Mutex
	closed bool
}

// serverKind: servers, which end with the call that started them, and
// count among the sockets while they listen (the server's acceptor, or
// opNetUnlisten, gives their room back).
var serverKind = &kernel.HandleKind{One: "a server", Many: "servers", Quota: socketQuota, EndsWithItsTask: true}

func (*server) Kind() *kernel.HandleKind { return serverKind }

// Close stops the server listening; the connections it accepted are
// handles of their own (acceptedKind), closed with the same call.
func (s *server) Close() { s.close() }

func (s *server) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	s.closed = true
	for _, ln := range s.lns {
		ln.Close()
	}
}

func (s *server) isClosed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}

// listenArgs are server.listen's options, and tls.createServer's that the
// host needs.
type listenArgs struct {
	Host string `json:"host"`
	// Unspecified: no host was given (Node's "::").
	Unspecified bool           `json:"unspecified"`
	Port        int            `json:"port"`
	TLS         *tlsServerArgs `json:"tls"`
}

// tlsServerArgs are tls.createServer's options.
type tlsServerArgs struct {
	Cert               string   `json:"cert"`
	Key                string   `json:"key"`
	CA                 []string `json:"ca"`
	RequestCert        bool     `json:"requestCert"`
	RejectUnauthorized bool     `json:"rejectUnauthorized"`
	ALPN               []string `json:"alpn"`
	MinVersion         string   `json:"minVersion"`
	MaxVersion         string   `json:"maxVersion"`
}

// errNoServer is the refusal of a server where the rule does not let one
// be: what the extension asked, and the rule.
func errNoServer(what string) error {
	return &kernel.JSError{Name: "Error", Code: "ERR_EARSHOT_NO_SERVER", Message: what +
		": an extension's server listens on a loopback address only (127.0.0.1, ::1, localhost), and only while the call that started it runs"}
}

// listenAddrs decides where a server listens: the loopback addresses host
// names (none: 127.0.0.1 and ::1), each allowed by the net capability on
// port.
func listenAddrs(i *kernel.Instance, ctx context.Context, a listenArgs) ([]netip.Addr, error) {
	shown := kernel.HostPort(a.Host, a.Port)
	var addrs []netip.Addr
	switch {
	case a.Unspecified:
		addrs = []netip.Addr{netip.MustParseAddr("127.0.0.1"), netip.IPv6Loopback()}
	case strings.EqualFold(a.Host, "localhost"):
		addrs = []netip.Addr{netip.MustParseAddr("127.0.0.1")}
	default:
		ad, err := netip.ParseAddr(a.Host)
		if err != nil {
			if _, ok := kernel.HostName(a.Host); !ok {
				return nil, errNoServer(fmt.Sprintf("listening on %q is refused: it is neither an address nor a host name", a.Host))
			}
			// A name is resolved, and must be a loopback name.
			found, err := i.Config().Network.ResolveHost(ctx, "ip", a.Host)
			if err != nil || len(found) == 0 {
				return nil, errNoServer("listening on " + shown + " is refused: the name does not resolve")
			}
			ad = found[0]
		}
		if ad.Zone() != "" {
			return nil, errNoServer("listening on " + shown + " is refused: an address with a zone is not a loopback address")
		}
		addrs = []netip.Addr{ad.Unmap()}
	}
	for _, ad := range addrs {
		if !ad.IsLoopback() {
			why := "it is not a loopback address"
			if ad.IsUnspecified() {
				why = "it is every interface's address, not a loopback one (give no host, or 127.0.0.1)"
			}
			return nil, errNoServer("listening on " + shown + " is refused: " + why)
		}
	}
	return i.Config().Policy.CheckListen(i.Config().Extension, shown, addrs, a.Port)
}

// listenError describes a failed listen as Node does: "listen
// EADDRINUSE: address already in use 127.0.0.1:8080".
func listenError(err error, address string, port int) map[string]any {
	m := map[string]any{"name": "Error", "syscall": "listen", "address": address, "port": port}
	if errno, ok := sysErrno(err); ok {
		code := map[syscall.Errno]string{syscall.EADDRINUSE: "EADDRINUSE", syscall.EACCES: "EACCES", syscall.EADDRNOTAVAIL: "EADDRNOTAVAIL"}[errno]
		what := map[string]string{"EADDRINUSE": "address already in use", "EACCES": "permission denied", "EADDRNOTAVAIL": "address not available"}[code]
		if code == "" {
			code, what = strings.ToUpper(errno.Error()), errno.Error()
		}
		m["code"], m["errno"] = code, -int(errno)
		m["message"] = fmt.Sprintf("listen %s: %s %s:%d", code, what, address, port)
		return m
	}
	m["message"] = fmt.Sprintf("listen %s:%d: %v", address, port, unwrapNetError(err))
	return m
}

// serverTLS makes the server's TLS configuration from tls.createServer's
// options.
func serverTLS(o *tlsServerArgs) (*tls.Config, error) {
	if o.Cert == "" || o.Key == "" {
		return nil, &kernel.JSError{Name: "Error", Code: "ERR_EARSHOT_NO_SERVER", Message: "a TLS server needs a key and a cert (tls.createServer({ key, cert }))"}
	}
	for _, text := range []string{o.Cert, o.Key} {
		if err := keys.CheckKeyPEM([]byte(text)); err != nil {
			return nil, err
		}
	}
	pair, err := tls.X509KeyPair([]byte(o.Cert), []byte(o.Key))
	if err != nil {
		return nil, &kernel.JSError{Name: "Error", Code: "ERR_OSSL_PEM_NO_START_LINE", Message: "cert and key: " + err.Error()}
	}
	cfg := &tls.Config{Certificates: []tls.Certificate{pair}, NextProtos: o.ALPN}
	if cfg.MinVersion, err = tlsVersion(o.MinVersion, tls.VersionTLS12); err != nil {
		return nil, err
	}
	if cfg.MaxVersion, err = tlsVersion(o.MaxVersion, tls.VersionTLS13); err != nil {
		return nil, err
	}
	if o.RequestCert {
		cfg.ClientAuth = tls.RequestClientCert
		if len(o.CA) > 0 {
			pool := x509.NewCertPool()
			for _, p := range o.CA {
				if !pool.AppendCertsFromPEM([]byte(p)) {
					return nil, &kernel.JSError{Name: "Error", Code: "ERR_OSSL_PEM_NO_START_LINE", Message: "ca: no PEM certificate found"}
				}
			}
			cfg.ClientCAs = pool
			cfg.ClientAuth = tls.VerifyClientCertIfGiven
			if o.RejectUnauthorized {
				cfg.ClientAuth = tls.RequireAndVerifyClientCert
			}
		} else if o.RejectUnauthorized {
			cfg.ClientAuth = tls.RequireAnyClientCert
		}
	}
	return cfg, nil
}

// opNetListen starts a server of the running task: {id, address, family,
// port} at once, or {error} as Node describes a failed listen (the
// extension's refusals are thrown).
func opNetListen(i *kernel.Instance, a listenArgs, _ []byte) kernel.Reply {
	if a.Port < 0 || a.Port > 65535 {
		return kernel.Reply{Err: rangeErrorCode("ERR_SOCKET_BAD_PORT", "Port should be >= 0 and < 65536. Received %d.", a.Port)}
	}
	var cfg *tls.Config
	if a.TLS != nil {
		var err error
		if cfg, err = serverTLS(a.TLS); err != nil {
			return kernel.Reply{Err: err}
		}
	}
	task := i.TaskContext()
	addrs, err := listenAddrs(i, task, a)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	shownAddr := addrs[0].String()
	if a.Unspecified {
		shownAddr = "::"
	}
	s := &server{tls: cfg}
	port := a.Port
	for k, ad := range addrs {
		var lc net.ListenConfig
		ln, err := lc.Listen(task, "tcp", netip.AddrPortFrom(ad, uint16(port)).String())
		if err != nil {
			if k > 0 && a.Unspecified {
				break // no IPv6 loopback here: IPv4's alone
			}
			s.close()
			return kernel.Reply{Value: map[string]any{"error": listenError(err, shownAddr, a.Port)}}
		}
		s.lns = append(s.lns, ln)
		port = ln.Addr().(*net.TCPAddr).Port
	}
	family := "IPv4"
	if addrs[0].Is6() || a.Unspecified && len(s.lns) > 1 {
		family = "IPv6"
	}
	if a.Unspecified && len(s.lns) == 1 {
		shownAddr = "0.0.0.0"
	}
	s.addr = map[string]any{"address": shownAddr, "family": family, "port": port}
	id, err := addSocket(i, s, " (a server and each connection count): close one first")
	if err != nil {
		s.close()
		return kernel.Reply{Err: err}
	}
	out := map[string]any{"id": id}
	for k, v := range s.addr {
		out[k] = v
	}
	return kernel.Reply{Value: out}
}

// accepted is a connection a listener accepted, or its failure.
type accepted struct {
	conn net.Conn
	err  error
}

// opNetAccept starts the server's acceptor: each connection is an event
// with more to come — {id, addresses} (and {tls} for a TLS server, after
// its handshake), {drop} for one past the socket limit, {tlsError} for a
// handshake that failed — handed on one at a time; the last is {closed}
// once the server is closed (by close(), or the end of its call).
func opNetAccept(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	s, _ := kernel.HandleOf[*server](i, a.ID)
	if s == nil || s.isClosed() {
		return kernel.Reply{Err: &kernel.JSError{Name: "Error", Code: "ERR_SERVER_NOT_RUNNING", Message: "Server is not running."}}
	}
	return i.Stream(i.TaskContext(), func(ctx context.Context, send func(any, []byte) error) (any, []byte, error) {
		conns := make(chan accepted)
		exited := make(chan struct{}, len(s.lns))
		quit := make(chan struct{})
		var wg sync.WaitGroup
		defer func() {
			s.close()
			i.GiveBack(a.ID)
			close(quit)
			wg.Wait()
		}()
		// hand passes a connection to the loop below, unless the server
		// is done with.
		hand := func(a accepted) {
			select {
			case conns <- a:
			case <-quit:
				if a.conn != nil {
					a.conn.Close()
				}
			}
		}
		for _, ln := range s.lns {
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer func() { exited <- struct{}{} }()
				for {
					c, err := ln.Accept()
					if err != nil {
						var ne net.Error
						if !s.isClosed() && errors.As(err, &ne) && ne.Timeout() {
							continue
						}
						return
					}
					if s.tls == nil {
						hand(accepted{conn: c})
						continue
					}
					// The handshake beside the acceptor: a slow client
					// does not hold up the next.
					wg.Add(1)
					go func() {
						defer wg.Done()
						tc := tls.Server(c, s.tls)
						if err := tc.HandshakeContext(ctx); err != nil {
							c.Close()
							hand(accepted{err: err})
							return
						}
						hand(accepted{conn: tc})
					}()
				}
			}()
		}
		live := len(s.lns)
		stop := context.AfterFunc(ctx, s.close)
		defer stop()
		for {
			select {
			case a := <-conns:
				ev, c := adopt(i, s, a)
				if err := send(ev, nil); err != nil {
					if c != nil {
						c.Close()
					}
					s.close()
				}
			case <-exited:
				if live--; live == 0 {
					if ctx.Err() != nil {
						// The call ended, and the server with it.
						return map[string]any{"closed": true, "callEnded": true}, nil, nil
					}
					return map[string]any{"closed": true}, nil, nil
				}
			}
		}
	})
}

// adopt makes an accepted connection a socket of the instance (counted
// in its limit, closed with the server's call): the event that tells
// JavaScript, and the socket.
func adopt(i *kernel.Instance, s *server, a accepted) (map[string]any, *socket) {
	if a.err != nil {
		return map[string]any{"tlsError": tlsError(a.err)}, nil
	}
	raw := a.conn
	tc, isTLS := a.conn.(*tls.Conn)
	if isTLS {
		raw = tc.NetConn()
	}
	ev := map[string]any{}
	addrInfo(ev, raw)
	_, cancel := context.WithCancel(i.Lifetime())
	sock := &socket{cancel: cancel, wanted: make(chan struct{}, 1), raw: raw, conn: a.conn, accepted: true}
	id, ok := 0, false
	if !s.isClosed() {
		id, ok = i.Add(sock)
	}
	if !ok {
		sock.Close()
		return map[string]any{"drop": ev}, nil
	}
	ev["id"] = id
	if isTLS {
		cs := tc.ConnectionState()
		info := tlsInfo(cs, nil)
		info["authorized"] = len(cs.VerifiedChains) > 0
		info["servername"] = cs.ServerName
		ev["tls"] = info
	}
	return ev, sock
}

// opNetUnlisten stops the server accepting (server.close()); what it
// accepted stays open until closed, or until its call ends.
func opNetUnlisten(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	if s, _ := kernel.HandleOf[*server](i, a.ID); s != nil {
		s.close()
		i.GiveBack(a.ID)
	}
	return kernel.Reply{}
}

// opNetServer is address(): the server's address while it listens, null
// once it is closed (its call ended).
func opNetServer(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	s, _ := kernel.HandleOf[*server](i, a.ID)
	if s == nil || s.isClosed() {
		return kernel.Reply{Value: nil}
	}
	return kernel.Reply{Value: s.addr}
}

// serverOps are the operations of this file.
func serverOps() []*kernel.Op {
	const servers = "loopback addresses only; 64 sockets per instance, a server and each connection it accepted counting; closed with the call that started it; net capability per loopback address and port"
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "net.listen", Cap: kernel.CapNet, Limits: servers, Test: "TestNetServers"}, opNetListen),
		kernel.Def(kernel.Op{Name: "net.accept", Limits: "one connection handed on at a time; each counts among the 64 sockets (past them it is closed: drop); ends with the server's call", Test: "TestNetServers"}, opNetAccept),
		kernel.Def(kernel.Op{Name: "net.unlisten", Limits: "-", Test: "TestNetServers"}, opNetUnlisten),
		kernel.Def(kernel.Op{Name: "net.server", Limits: "-", Test: "TestNetServers"}, opNetServer),
	}
}
