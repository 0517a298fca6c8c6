package platform

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
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
	task int // the task that started it; it ends with it
	lns  []net.Listener
	tls  *tls.Config // nil: plain TCP
	// addr is what address() answers.
	addr map[string]any

	mu     sync.Mutex
	closed bool
	conns  map[int]bool // the sockets it accepted, by handle id
}

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
	return &jsError{Name: "Error", Code: "ERR_EARSHOT_NO_SERVER", Message: what +
		": an extension's server listens on a loopback address only (127.0.0.1, ::1, localhost), and only while the call that started it runs"}
}

// listenAddrs decides where a server listens: the loopback addresses host
// names (none: 127.0.0.1 and ::1), each allowed by the net capability on
// port.
func (i *Instance) listenAddrs(ctx context.Context, a listenArgs) ([]netip.Addr, error) {
	shown := hostPort(a.Host, a.Port)
	var addrs []netip.Addr
	switch {
	case a.Unspecified:
		addrs = []netip.Addr{netip.MustParseAddr("127.0.0.1"), netip.IPv6Loopback()}
	case strings.EqualFold(a.Host, "localhost"):
		addrs = []netip.Addr{netip.MustParseAddr("127.0.0.1")}
	default:
		ad, err := netip.ParseAddr(a.Host)
		if err != nil {
			if _, ok := hostName(a.Host); !ok {
				return nil, errNoServer(fmt.Sprintf("listening on %q is refused: it is neither an address nor a host name", a.Host))
			}
			// A name is resolved, and must be a loopback name.
			found, err := i.cfg.Network.resolve(ctx, "ip", a.Host)
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
	if p := i.cfg.Policy; p.netNarrowed() {
		ok := func(ad netip.Addr) bool {
			for _, r := range p.netRules {
				if (r.local || r.prefix.IsValid()) && r.coversAddr(ad, a.Port) && (a.Port != 0 || r.port == 0) {
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
			if a.Port == 0 {
				why += "; an ephemeral port needs a pattern without a port"
			}
			return nil, p.netRefused(i.cfg.Extension, "listening on "+shown, why+")")
		}
		addrs = kept
	}
	return addrs, nil
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
		return nil, &jsError{Name: "Error", Code: "ERR_EARSHOT_NO_SERVER", Message: "a TLS server needs a key and a cert (tls.createServer({ key, cert }))"}
	}
	for _, text := range []string{o.Cert, o.Key} {
		if err := checkKeyPEM([]byte(text)); err != nil {
			return nil, err
		}
	}
	pair, err := tls.X509KeyPair([]byte(o.Cert), []byte(o.Key))
	if err != nil {
		return nil, &jsError{Name: "Error", Code: "ERR_OSSL_PEM_NO_START_LINE", Message: "cert and key: " + err.Error()}
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
					return nil, &jsError{Name: "Error", Code: "ERR_OSSL_PEM_NO_START_LINE", Message: "ca: no PEM certificate found"}
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
func opNetListen(i *Instance, args, _ []byte) Reply {
	var a listenArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return Reply{Err: typeError("listen: %v", err)}
	}
	if a.Port < 0 || a.Port > 65535 {
		return Reply{Err: rangeErrorCode("ERR_SOCKET_BAD_PORT", "Port should be >= 0 and < 65536. Received %d.", a.Port)}
	}
	var cfg *tls.Config
	if a.TLS != nil {
		var err error
		if cfg, err = serverTLS(a.TLS); err != nil {
			return Reply{Err: err}
		}
	}
	i.mu.Lock()
	task := i.task
	i.mu.Unlock()
	addrs, err := i.listenAddrs(task, a)
	if err != nil {
		return Reply{Err: err}
	}
	shownAddr := addrs[0].String()
	if a.Unspecified {
		shownAddr = "::"
	}
	s := &server{tls: cfg, conns: map[int]bool{}}
	port := a.Port
	for k, ad := range addrs {
		var lc net.ListenConfig
		ln, err := lc.Listen(task, "tcp", netip.AddrPortFrom(ad, uint16(port)).String())
		if err != nil {
			if k > 0 && a.Unspecified {
				break // no IPv6 loopback here: IPv4's alone
			}
			s.close()
			return Reply{Value: map[string]any{"error": listenError(err, shownAddr, a.Port)}}
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
	i.mu.Lock()
	if n := i.sockets(); n >= maxSockets {
		i.mu.Unlock()
		s.close()
		return Reply{Err: &jsError{Name: "Error", Code: "ERR_EARSHOT_LIMIT",
			Message: fmt.Sprintf("%d sockets are open in this extension, which is the limit (a server and each connection count): close one first", n)}}
	}
	s.task = i.taskID
	i.next++
	id := i.next
	i.putHandle(id, s)
	i.mu.Unlock()
	out := map[string]any{"id": id}
	for k, v := range s.addr {
		out[k] = v
	}
	return Reply{Value: out}
}

// server finds the server args name ({"id": n}).
func (i *Instance) server(args []byte) (*server, int) {
	var a struct {
		ID int `json:"id"`
	}
	_ = json.Unmarshal(args, &a)
	i.mu.Lock()
	defer i.mu.Unlock()
	s, _ := i.handles[a.ID].(*server)
	return s, a.ID
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
func opNetAccept(i *Instance, args, _ []byte) Reply {
	s, _ := i.server(args)
	if s == nil || s.isClosed() {
		return Reply{Err: &jsError{Name: "Error", Code: "ERR_SERVER_NOT_RUNNING", Message: "Server is not running."}}
	}
	i.mu.Lock()
	task := i.task
	i.mu.Unlock()
	return i.stream(task, func(ctx context.Context, send func(any, []byte) error) (any, []byte, error) {
		conns := make(chan accepted)
		exited := make(chan struct{}, len(s.lns))
		quit := make(chan struct{})
		var wg sync.WaitGroup
		defer func() {
			s.close()
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
				ev, c := i.adopt(s, a)
				if err := send(ev, nil); err != nil {
					if c != nil {
						c.close()
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
func (i *Instance) adopt(s *server, a accepted) (map[string]any, *socket) {
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
	_, cancel := context.WithCancel(i.life)
	sock := &socket{cancel: cancel, wanted: make(chan struct{}, 1), raw: raw, conn: a.conn}
	i.mu.Lock()
	if n := i.sockets(); n >= maxSockets || s.isClosed() {
		i.mu.Unlock()
		sock.close()
		return map[string]any{"drop": ev}, nil
	}
	sock.task = s.task
	i.next++
	id := i.next
	i.putHandle(id, sock)
	s.mu.Lock()
	s.conns[id] = true
	s.mu.Unlock()
	i.mu.Unlock()
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
func opNetUnlisten(i *Instance, args, _ []byte) Reply {
	if s, _ := i.server(args); s != nil {
		s.close()
	}
	return Reply{}
}

// opNetServer is address(): the server's address while it listens, null
// once it is closed (its call ended).
func opNetServer(i *Instance, args, _ []byte) Reply {
	s, _ := i.server(args)
	if s == nil || s.isClosed() {
		return Reply{Value: nil}
	}
	return Reply{Value: s.addr}
}

// closeServers closes the servers task started, and the connections they
// accepted: a server does not outlive its call.
func (i *Instance) closeServers(task int) {
	i.mu.Lock()
	var stop []handle
	for id, h := range i.handles {
		s, ok := h.(*server)
		if !ok || s.task != task {
			continue
		}
		stop = append(stop, s)
		i.dropHandle(id)
		s.mu.Lock()
		for cid := range s.conns {
			if c, ok := i.handles[cid].(*socket); ok {
				stop = append(stop, c)
				i.dropHandle(cid)
			}
		}
		s.mu.Unlock()
	}
	i.mu.Unlock()
	for _, h := range stop {
		h.close()
	}
}

func init() {
	const servers = "loopback addresses only; 64 sockets per instance, a server and each connection it accepted counting; closed with the call that started it; net capability per loopback address and port"
	register(
		&hostOp{Name: "net.listen", Cap: capNet, Limits: servers, Test: "TestNetServers", Run: opNetListen},
		&hostOp{Name: "net.accept", Limits: "one connection handed on at a time; each counts among the 64 sockets (past them it is closed: drop); ends with the server's call", Test: "TestNetServers", Run: opNetAccept},
		&hostOp{Name: "net.unlisten", Limits: "-", Test: "TestNetServers", Run: opNetUnlisten},
		&hostOp{Name: "net.server", Limits: "-", Test: "TestNetServers", Run: opNetServer},
	)
}
