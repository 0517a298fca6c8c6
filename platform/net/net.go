// Package net is the host side of the network extensions get: node:net,
// node:tls and node:dns (TCP sockets, TLS, name lookups; net.go), the
// servers of node:net, node:http and node:https, which live within a call
// (netserver.go), fetch (web.go, web_net.go, web_errors.go) and the
// WebSocket global (websocket.go). The instance's net capability
// (kernel.Policy) decides every address it connects to or listens on.
package net

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"net"
	"net/netip"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/earshot/extensions/platform/crypto/keys"
	"github.com/earshot/extensions/platform/kernel"
)

// The host side of node:net, node:tls and node:dns: TCP client sockets,
// TLS on them (crypto/tls, the system's roots), and name lookups.
//
// A socket is a handle of the instance. What it receives stays in the
// kernel until JavaScript wants it: once its stream asks (net.read), the
// socket's reader reads a chunk at a time (at most socketChunk), each
// handed to JavaScript before the next is read, until the stream has
// enough (net.want false) and again when it asks for more; a write holds
// at most maxSocketWrite in the host until the kernel has it. A socket lives
// as in Node — until either side closes it — except that a call that ends
// abnormally (timed out, cancelled) takes the sockets it opened with it,
// and the instance's end takes them all.

const (
	// maxSockets bounds the sockets (connecting or open) of an instance.
	maxSockets = 64
	// maxLookups bounds the dns.lookup calls an instance has under way.
	maxLookups = 64
	// socketChunk is the most one read takes from the network.
	socketChunk = 64 << 10
	// maxSocketWrite is the most one write hands the host; JavaScript
	// splits larger writes.
	maxSocketWrite = 256 << 10
)

// socket is a TCP connection, with TLS on it or not.
type socket struct {
	cancel context.CancelFunc

	mu     sync.Mutex
	raw    net.Conn // the TCP connection; nil while connecting
	conn   net.Conn // raw, or the TLS connection on it
	closed bool
	// reading and writing: a reader, and a write (or end, or WebSocket
	// send), in flight. One of each at a time: what the host holds for a
	// socket stays one chunk each way, however often JavaScript asks.
	reading, writing bool
	// want: JavaScript's stream wants more (the reader reads); wanted is
	// signalled when it comes to want it again.
	want   bool
	wanted chan struct{}

	// A WebSocket's (websocket.go): what is read past the handshake, the
	// largest message, and the writes (a close is sent once).
	wsReader  *bufio.Reader
	wsLimit   int64
	wsMu      sync.Mutex
	wsClosing bool
	wsText    kernel.HeldBytes // a text message read and not taken yet (opWSText)
	accepted  bool             // a server accepted it (acceptedKind)
}

// socketQuota: the instance's sockets — those it opened, those its
// servers accepted — and its servers while they listen, together.
var socketQuota = &kernel.Quota{Max: maxSockets}

// socketKind: sockets, which end with the task that opened them when it
// fails.
var socketKind = &kernel.HandleKind{One: "a socket", Many: "sockets", Quota: socketQuota, EndsWithTask: true}

// acceptedKind: the connections a server accepted, which end with the call
// that started the server, however it ends.
var acceptedKind = &kernel.HandleKind{One: "a socket", Many: "sockets", Quota: socketQuota, EndsWithItsTask: true}

func (s *socket) Kind() *kernel.HandleKind {
	if s.accepted {
		return acceptedKind
	}
	return socketKind
}

// Close ends the socket at once (no TLS close_notify: Node's destroy).
func (s *socket) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	s.closed = true
	s.cancel()
	if s.raw != nil {
		s.raw.Close()
	}
	s.wsText.Release()
	s.wsText = kernel.HeldBytes{}
}

// claim marks a read (or a write) in flight, unless one is already: then
// the error says so.
func (s *socket) claim(flag *bool, what string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if *flag {
		return &kernel.JSError{Name: "Error", Code: "ERR_EARSHOT_LIMIT", Message: "a socket has one " + what + " in flight at a time"}
	}
	*flag = true
	return nil
}

// release ends what claim marked.
func (s *socket) release(flag *bool) {
	s.mu.Lock()
	*flag = false
	s.mu.Unlock()
}

func (s *socket) connection() (net.Conn, net.Conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.raw, s.conn
}

type connectArgs struct {
	Host string `json:"host"`
	// Via is the address the lookup option chose for Host ("": none).
	Via    string   `json:"via"`
	Port   int      `json:"port"`
	Family int      `json:"family"`
	TLS    *tlsArgs `json:"tls"`
}

// tlsArgs are tls.connect's options, as the socket hands them over.
type tlsArgs struct {
	ServerName         string   `json:"servername"`
	RejectUnauthorized bool     `json:"rejectUnauthorized"`
	CheckHost          bool     `json:"checkHost"`
	CA                 []string `json:"ca"`
	Cert               string   `json:"cert"`
	Key                string   `json:"key"`
	ALPN               []string `json:"alpn"`
	MinVersion         string   `json:"minVersion"`
	MaxVersion         string   `json:"maxVersion"`
}

// addSocket makes s (a socket, a server) a handle of the running task,
// within the instance's limit of sockets (socketQuota); free ends the
// error past it, saying how the extension can close one.
func addSocket(i *kernel.Instance, s kernel.Handle, free string) (int, error) {
	id, ok := i.Add(s)
	if !ok {
		return 0, &kernel.JSError{Name: "Error", Code: "ERR_EARSHOT_LIMIT",
			Message: fmt.Sprintf("%d sockets are open in this extension, which is the limit%s", maxSockets, free)}
	}
	return id, nil
}

// opNetConnect opens a socket: {id} at once; the completion is the
// connection's addresses (and TLS's outcome), or {error} as Node
// describes a failed connect.
func opNetConnect(i *kernel.Instance, a connectArgs, _ []byte) kernel.Reply {
	if a.Port < 0 || a.Port > 65535 {
		return kernel.Reply{Err: rangeErrorCode("ERR_SOCKET_BAD_PORT", "Port should be >= 0 and < 65536. Received %d.", a.Port)}
	}
	host := a.Host
	if host == "" {
		host = "localhost"
	}
	if err := i.PreCheck(host, a.Port); err != nil {
		return kernel.Reply{Err: err}
	}
	var cfg *tls.Config
	var verify func(tls.ConnectionState) error
	var authErr error
	if a.TLS != nil {
		var err error
		if cfg, verify, err = tlsConfig(host, a); err != nil {
			return kernel.Reply{Err: err}
		}
		reject := a.TLS.RejectUnauthorized
		cfg.VerifyConnection = func(cs tls.ConnectionState) error {
			if err := verify(cs); err != nil {
				if reject {
					return err
				}
				authErr = err
			}
			return nil
		}
	}
	ctx, cancel := context.WithCancel(i.Lifetime())
	s := &socket{cancel: cancel, wanted: make(chan struct{}, 1)}
	id, err := addSocket(i, s, ": end or destroy one first")
	if err != nil {
		cancel()
		return kernel.Reply{Err: err}
	}

	network := "tcp"
	switch a.Family {
	case 4:
		network = "tcp4"
	case 6:
		network = "tcp6"
	}
	r := i.StartWith(i.Lifetime(), func(context.Context) (any, []byte, error) {
		raw, err := i.DialHost(ctx, network, host, a.Via, a.Port)
		if err != nil {
			if kernel.IsRefusal(err) {
				return map[string]any{"error": kernel.DescribeError(err)}, nil, nil
			}
			return map[string]any{"error": connectError(err, host, a.Port)}, nil, nil
		}
		conn := raw
		var tc *tls.Conn
		if cfg != nil {
			tc = tls.Client(raw, cfg)
			conn = tc
		}
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			raw.Close()
			return map[string]any{"error": kernel.DescribeError(errSocketClosed)}, nil, nil
		}
		s.raw, s.conn = raw, conn
		s.mu.Unlock()
		done := map[string]any{}
		addrInfo(done, raw)
		if tc != nil {
			if err := tc.HandshakeContext(ctx); err != nil {
				raw.Close()
				done["error"] = tlsError(err)
				return done, nil, nil
			}
			cs := tc.ConnectionState()
			done["tls"] = tlsInfo(cs, authErr)
		}
		done["id"] = id
		return done, nil, nil
	})
	if r.Err != nil {
		i.Forget(id)
		s.Close()
		return r
	}
	return kernel.Reply{Value: map[string]int{"id": id, "op": r.ID}}
}

var errSocketClosed = &kernel.JSError{Name: "Error", Code: "ERR_SOCKET_CLOSED", Message: "Socket is closed"}

func rangeErrorCode(code, format string, a ...any) error {
	return &kernel.JSError{Name: "RangeError", Code: code, Message: fmt.Sprintf(format, a...)}
}

func addrInfo(m map[string]any, c net.Conn) {
	put := func(prefix string, a net.Addr) {
		if ta, ok := a.(*net.TCPAddr); ok {
			ap := ta.AddrPort()
			ip := ap.Addr().Unmap()
			m[prefix+"Address"] = ip.String()
			m[prefix+"Port"] = int(ap.Port())
			m[prefix+"Family"] = map[bool]string{true: "IPv4", false: "IPv6"}[ip.Is4()]
		}
	}
	put("remote", c.RemoteAddr())
	put("local", c.LocalAddr())
}

// sysErrno finds the system error in err.
func sysErrno(err error) (syscall.Errno, bool) {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return errno, true
	}
	var se *os.SyscallError
	if errors.As(err, &se) {
		if e, ok := se.Err.(syscall.Errno); ok {
			return e, true
		}
	}
	return 0, false
}

var netErrnos = map[syscall.Errno]string{
	syscall.ECONNREFUSED: "ECONNREFUSED", syscall.ECONNRESET: "ECONNRESET", syscall.ETIMEDOUT: "ETIMEDOUT",
	syscall.EHOSTUNREACH: "EHOSTUNREACH", syscall.ENETUNREACH: "ENETUNREACH", syscall.EPIPE: "EPIPE",
	syscall.EADDRNOTAVAIL: "EADDRNOTAVAIL", syscall.ECONNABORTED: "ECONNABORTED", syscall.EACCES: "EACCES",
}

// connectError describes a failed connect as Node does: "connect
// ECONNREFUSED 127.0.0.1:1" with code, errno, syscall, address and port;
// "getaddrinfo ENOTFOUND host" when the name does not resolve.
func connectError(err error, host string, port int) map[string]any {
	var dnsErr *net.DNSError
	if errors.As(err, &dnsErr) {
		return lookupError(dnsErr, host)
	}
	m := map[string]any{"name": "Error", "syscall": "connect", "port": port}
	address := host
	var oe *net.OpError
	if errors.As(err, &oe) {
		if ta, ok := oe.Addr.(*net.TCPAddr); ok {
			address = ta.AddrPort().Addr().Unmap().String()
		}
	}
	m["address"] = address
	if errno, ok := sysErrno(err); ok {
		code := netErrnos[errno]
		if code == "" {
			code = strings.ToUpper(errno.Error())
		}
		m["code"], m["errno"] = code, -int(errno)
		m["message"] = fmt.Sprintf("connect %s %s:%d", code, address, port)
		return m
	}
	if errors.Is(err, context.Canceled) {
		return kernel.DescribeError(errSocketClosed)
	}
	m["message"] = fmt.Sprintf("connect %s:%d: %v", address, port, unwrapNetError(err))
	return m
}

func unwrapNetError(err error) error {
	var oe *net.OpError
	if errors.As(err, &oe) && oe.Err != nil {
		return oe.Err
	}
	return err
}

// lookupError is Node's error for a name that did not resolve.
func lookupError(e *net.DNSError, host string) map[string]any {
	code, errno := "ENOTFOUND", -3008
	if e.IsTimeout || e.IsTemporary && !e.IsNotFound {
		code, errno = "EAI_AGAIN", -3001
	}
	return map[string]any{"name": "Error", "code": code, "errno": errno, "syscall": "getaddrinfo", "hostname": host,
		"message": "getaddrinfo " + code + " " + host}
}

// ioError describes a failed read or write as Node does ("read ECONNRESET").
func ioError(err error, call string) error {
	if errno, ok := sysErrno(err); ok {
		code := netErrnos[errno]
		if code == "" {
			code = strings.ToUpper(errno.Error())
		}
		return &kernel.JSError{Name: "Error", Code: code, Errno: -int(errno), Syscall: call, Message: call + " " + code}
	}
	if errors.Is(err, net.ErrClosed) {
		return errSocketClosed
	}
	var ae tls.AlertError
	if errors.As(err, &ae) {
		return &kernel.JSError{Name: "Error", Code: "EPROTO", Message: fmt.Sprintf("%s: %v", call, err)}
	}
	return &kernel.JSError{Name: "Error", Code: "ECONNRESET", Errno: -int(syscall.ECONNRESET), Syscall: call,
		Message: fmt.Sprintf("%s ECONNRESET (%v)", call, err)}
}

// tlsConfig makes the client's TLS configuration from Node's options. The
// certificate is verified by verify (Go's own check is off), so that
// rejectUnauthorized: false can still tell why it was not authorized.
func tlsConfig(host string, a connectArgs) (*tls.Config, func(tls.ConnectionState) error, error) {
	o := a.TLS
	name := o.ServerName
	if name == "" {
		name = strings.TrimSuffix(host, ".")
	}
	cfg := &tls.Config{InsecureSkipVerify: true, NextProtos: o.ALPN}
	if _, err := netip.ParseAddr(name); err != nil || o.ServerName != "" {
		cfg.ServerName = name
	}
	var err error
	if cfg.MinVersion, err = tlsVersion(o.MinVersion, tls.VersionTLS12); err != nil {
		return nil, nil, err
	}
	if cfg.MaxVersion, err = tlsVersion(o.MaxVersion, tls.VersionTLS13); err != nil {
		return nil, nil, err
	}
	var roots *x509.CertPool // nil: the system's
	if len(o.CA) > 0 {
		roots = x509.NewCertPool()
		for _, pemText := range o.CA {
			if !roots.AppendCertsFromPEM([]byte(pemText)) {
				return nil, nil, &kernel.JSError{Name: "Error", Code: "ERR_OSSL_PEM_NO_START_LINE", Message: "ca: no PEM certificate found"}
			}
		}
	}
	if o.Cert != "" || o.Key != "" {
		for _, text := range []string{o.Cert, o.Key} {
			if err := keys.CheckKeyPEM([]byte(text)); err != nil {
				return nil, nil, err
			}
		}
		pair, err := tls.X509KeyPair([]byte(o.Cert), []byte(o.Key))
		if err != nil {
			return nil, nil, &kernel.JSError{Name: "Error", Code: "ERR_OSSL_PEM_NO_START_LINE", Message: "cert and key: " + err.Error()}
		}
		cfg.Certificates = []tls.Certificate{pair}
	}
	verify := func(cs tls.ConnectionState) error {
		if len(cs.PeerCertificates) == 0 {
			return tlsCode("UNABLE_TO_GET_ISSUER_CERT", "unable to get issuer certificate")
		}
		opts := x509.VerifyOptions{Roots: roots, Intermediates: x509.NewCertPool()}
		for _, c := range cs.PeerCertificates[1:] {
			opts.Intermediates.AddCert(c)
		}
		// The chain first, then the name, as OpenSSL checks them: a
		// self-signed certificate at an address it does not name is
		// DEPTH_ZERO_SELF_SIGNED_CERT.
		_, err := cs.PeerCertificates[0].Verify(opts)
		if err == nil && o.CheckHost {
			err = cs.PeerCertificates[0].VerifyHostname(name)
		}
		return verifyError(err, cs.PeerCertificates, name)
	}
	return cfg, verify, nil
}

func tlsVersion(v string, def uint16) (uint16, error) {
	switch v {
	case "":
		return def, nil
	case "TLSv1.2":
		return tls.VersionTLS12, nil
	case "TLSv1.3":
		return tls.VersionTLS13, nil
	case "TLSv1", "TLSv1.1":
		return 0, &kernel.JSError{Name: "Error", Code: "ERR_TLS_INVALID_PROTOCOL_VERSION", Message: v + " is not supported (TLSv1.2 and TLSv1.3 are)"}
	}
	return 0, &kernel.JSError{Name: "TypeError", Code: "ERR_TLS_INVALID_PROTOCOL_VERSION", Message: fmt.Sprintf("%q is not a valid TLS protocol version", v)}
}

// opensslIP writes an address as OpenSSL does: IPv6 in eight groups.
func opensslIP(ip net.IP) string {
	if v4 := ip.To4(); v4 != nil {
		return v4.String()
	}
	var parts []string
	for k := 0; k+1 < len(ip); k += 2 {
		parts = append(parts, strconv.FormatUint(uint64(ip[k])<<8|uint64(ip[k+1]), 16))
	}
	return strings.ToUpper(strings.Join(parts, ":"))
}

func tlsCode(code, msg string) error { return &kernel.JSError{Name: "Error", Code: code, Message: msg} }

// verifyError is Node's (OpenSSL's) error for a certificate that did not
// verify.
func verifyError(err error, chain []*x509.Certificate, name string) error {
	if err == nil {
		return nil
	}
	var he x509.HostnameError
	if errors.As(err, &he) {
		c := he.Certificate
		var alt []string
		for _, d := range c.DNSNames {
			alt = append(alt, "DNS:"+d)
		}
		for _, ip := range c.IPAddresses {
			alt = append(alt, "IP Address:"+opensslIP(ip))
		}
		what := "Host: " + name + ". is not in the cert's altnames: " + strings.Join(alt, ", ")
		if _, err := netip.ParseAddr(name); err == nil {
			// Node lists the certificate's addresses alone.
			var ips []string
			for _, ip := range c.IPAddresses {
				ips = append(ips, ip.String())
			}
			what = "IP: " + name + " is not in the cert's list: " + strings.Join(ips, ", ")
		}
		return tlsCode("ERR_TLS_CERT_ALTNAME_INVALID", "Hostname/IP does not match certificate's altnames: "+what)
	}
	var ie x509.CertificateInvalidError
	if errors.As(err, &ie) && ie.Reason == x509.Expired {
		if time.Now().Before(ie.Cert.NotBefore) {
			return tlsCode("CERT_NOT_YET_VALID", "certificate is not yet valid")
		}
		return tlsCode("CERT_HAS_EXPIRED", "certificate has expired")
	}
	leaf := chain[0]
	last := chain[len(chain)-1]
	switch {
	case len(chain) == 1 && bytes.Equal(leaf.RawIssuer, leaf.RawSubject):
		return tlsCode("DEPTH_ZERO_SELF_SIGNED_CERT", "self-signed certificate")
	case len(chain) > 1 && bytes.Equal(last.RawIssuer, last.RawSubject):
		return tlsCode("SELF_SIGNED_CERT_IN_CHAIN", "self-signed certificate in certificate chain")
	}
	return tlsCode("UNABLE_TO_VERIFY_LEAF_SIGNATURE", "unable to verify the first certificate")
}

// tlsError describes a failed handshake.
func tlsError(err error) map[string]any {
	var je *kernel.JSError
	if errors.As(err, &je) {
		return kernel.DescribeError(je)
	}
	if errors.Is(err, io.EOF) || errors.Is(err, syscall.ECONNRESET) {
		return map[string]any{"name": "Error", "code": "ECONNRESET",
			"message": "Client network socket disconnected before secure TLS connection was established"}
	}
	if errors.Is(err, context.Canceled) {
		return kernel.DescribeError(errSocketClosed)
	}
	if isRecordHeaderError(err) {
		return kernel.DescribeError(wrongVersion())
	}
	return map[string]any{"name": "Error", "code": "EPROTO", "message": "TLS handshake failed: " + err.Error()}
}

// tlsInfo is what tls.TLSSocket tells of its connection.
func tlsInfo(cs tls.ConnectionState, authErr error) map[string]any {
	m := map[string]any{
		"authorized": authErr == nil,
		"protocol":   map[uint16]string{tls.VersionTLS12: "TLSv1.2", tls.VersionTLS13: "TLSv1.3"}[cs.Version],
		"cipher":     tls.CipherSuiteName(cs.CipherSuite),
		"alpn":       cs.NegotiatedProtocol,
	}
	if authErr != nil {
		var je *kernel.JSError
		if errors.As(authErr, &je) {
			m["authorizationError"] = je.Code
		} else {
			m["authorizationError"] = authErr.Error()
		}
	}
	if len(cs.PeerCertificates) > 0 {
		m["cert"] = certInfo(cs.PeerCertificates[0])
	}
	return m
}

// certInfo is a certificate as getPeerCertificate() shows it.
func certInfo(c *x509.Certificate) map[string]any {
	name := func(n []string, v string) string {
		if len(n) > 0 {
			return n[0]
		}
		return v
	}
	subject := map[string]string{}
	if c.Subject.CommonName != "" {
		subject["CN"] = c.Subject.CommonName
	}
	if o := name(c.Subject.Organization, ""); o != "" {
		subject["O"] = o
	}
	issuer := map[string]string{}
	if c.Issuer.CommonName != "" {
		issuer["CN"] = c.Issuer.CommonName
	}
	if o := name(c.Issuer.Organization, ""); o != "" {
		issuer["O"] = o
	}
	var alt []string
	for _, d := range c.DNSNames {
		alt = append(alt, "DNS:"+d)
	}
	for _, ip := range c.IPAddresses {
		alt = append(alt, "IP Address:"+opensslIP(ip))
	}
	sum := sha256.Sum256(c.Raw)
	fp := strings.ToUpper(hex.EncodeToString(sum[:]))
	var pairs []string
	for k := 0; k < len(fp); k += 2 {
		pairs = append(pairs, fp[k:k+2])
	}
	const layout = "Jan _2 15:04:05 2006 GMT"
	return map[string]any{
		"subject": subject, "issuer": issuer, "subjectaltname": strings.Join(alt, ", "),
		"valid_from": c.NotBefore.UTC().Format(layout), "valid_to": c.NotAfter.UTC().Format(layout),
		"serialNumber": strings.ToUpper(c.SerialNumber.Text(16)), "fingerprint256": strings.Join(pairs, ":"),
		"pem": string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: c.Raw})),
	}
}

// sock finds the socket id.
func sock(i *kernel.Instance, id int) (*socket, error) {
	s, ok := kernel.HandleOf[*socket](i, id)
	if !ok {
		return nil, errSocketClosed
	}
	return s, nil
}

var readBuffers = sync.Pool{New: func() any { b := make([]byte, socketChunk); return &b }}

// opNetRead starts the socket's reader, which reads while JavaScript
// wants more (opNetWant): each chunk, up to socketChunk, is an event with
// more to come, and the next is read once it was handed on; the last is
// {eof: true}, or the error. It is the instance's, not the call's: a
// socket may be read across calls.
func opNetRead(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	s, err := sock(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	_, conn := s.connection()
	if conn == nil {
		return kernel.Reply{Err: errSocketClosed}
	}
	if err := s.claim(&s.reading, "read"); err != nil {
		return kernel.Reply{Err: err}
	}
	s.setWant(true)
	return s.releasing(&s.reading, i.Stream(i.Lifetime(), func(ctx context.Context, send func(any, []byte) error) (any, []byte, error) {
		defer s.release(&s.reading)
		bp := readBuffers.Get().(*[]byte)
		defer readBuffers.Put(bp)
		for {
			if !s.waitWant(ctx) {
				return nil, nil, kernel.ErrPieceDropped
			}
			n, err := conn.Read(*bp)
			if n > 0 {
				if err := send(nil, bytes.Clone((*bp)[:n])); err != nil {
					return nil, nil, err
				}
			}
			if err == nil {
				continue
			}
			if errors.Is(err, io.EOF) {
				return map[string]bool{"eof": true}, nil, nil
			}
			return nil, nil, ioError(err, "read")
		}
	}))
}

// setWant says whether JavaScript's stream wants more.
func (s *socket) setWant(want bool) {
	s.mu.Lock()
	s.want = want
	s.mu.Unlock()
	if want {
		select {
		case s.wanted <- struct{}{}:
		default:
		}
	}
}

// waitWant waits until JavaScript wants more, or ctx ends (false).
func (s *socket) waitWant(ctx context.Context) bool {
	for {
		s.mu.Lock()
		want := s.want
		s.mu.Unlock()
		if want {
			return true
		}
		select {
		case <-s.wanted:
		case <-ctx.Done():
			return false
		}
	}
}

// opNetWant tells the socket's reader whether JavaScript wants more
// ({id, want}): a stream that has enough stops it (what is already being
// read is still handed on), one that wants more again starts it.
func opNetWant(i *kernel.Instance, a struct {
	kernel.Ref
	Want bool `json:"want"`
}, _ []byte) kernel.Reply {
	s, err := sock(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	s.setWant(a.Want)
	return kernel.Reply{}
}

// releasing ends what claim marked if r did not start an operation (the
// instance is closing).
func (s *socket) releasing(flag *bool, r kernel.Reply) kernel.Reply {
	if r.Err != nil {
		s.release(flag)
	}
	return r
}

// opNetWrite writes data (at most maxSocketWrite): true when the kernel
// took it all at once (a plain TCP socket whose buffer had room),
// else an operation that completes when the kernel has the rest.
func opNetWrite(i *kernel.Instance, a kernel.Ref, data []byte) kernel.Reply {
	s, err := sock(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	if len(data) > maxSocketWrite {
		return kernel.Reply{Err: kernel.RangeError("a socket write takes at most %d bytes", maxSocketWrite)}
	}
	raw, conn := s.connection()
	if conn == nil {
		return kernel.Reply{Err: errSocketClosed}
	}
	if err := s.claim(&s.writing, "write"); err != nil {
		return kernel.Reply{Err: err}
	}
	if raw == conn {
		data = data[tryWrite(raw, data):]
		if len(data) == 0 {
			s.release(&s.writing)
			return kernel.Reply{Value: true} // done at once
		}
	}
	// What the kernel did not take is held in the host until it does,
	// taken from the extension's free memory.
	free, ok := i.Hold(int64(len(data)))
	if !ok {
		s.release(&s.writing)
		return kernel.Reply{Err: i.HoldError("writing "+kernel.SizeText(int64(len(data)))+" to a socket", int64(len(data)))}
	}
	b := bytes.Clone(data)
	r := s.releasing(&s.writing, i.StartWith(i.Lifetime(), func(context.Context) (any, []byte, error) {
		defer s.release(&s.writing)
		defer free()
		if _, err := conn.Write(b); err != nil {
			return nil, nil, ioError(err, "write")
		}
		return nil, nil, nil
	}))
	if r.Err != nil {
		free()
	}
	return r
}

// opNetEnd ends the socket's writing side (TLS's close_notify, then the
// TCP connection's FIN): at once for plain TCP (true), else an
// operation that completes when they are sent.
func opNetEnd(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	s, err := sock(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	raw, conn := s.connection()
	if conn == nil {
		return kernel.Reply{Err: errSocketClosed}
	}
	if tcp, ok := conn.(*net.TCPConn); ok {
		if err := tcp.CloseWrite(); err != nil && !shutdownDone(err) {
			return kernel.Reply{Err: ioError(err, "shutdown")}
		}
		return kernel.Reply{Value: true} // done at once
	}
	if err := s.claim(&s.writing, "write"); err != nil {
		return kernel.Reply{Err: err}
	}
	return s.releasing(&s.writing, i.StartWith(i.Lifetime(), func(context.Context) (any, []byte, error) {
		defer s.release(&s.writing)
		if tc, ok := conn.(*tls.Conn); ok {
			_ = tc.CloseWrite()
		}
		if tcp, ok := raw.(*net.TCPConn); ok {
			if err := tcp.CloseWrite(); err != nil && !shutdownDone(err) {
				return nil, nil, ioError(err, "shutdown")
			}
		}
		return nil, nil, nil
	}))
}

// shutdownDone reports whether a failed shutdown is one Node takes as
// done: the socket is closed, or no longer connected (ENOTCONN: the peer
// is gone, which the reader reports).
func shutdownDone(err error) bool {
	return errors.Is(err, net.ErrClosed) || errors.Is(err, syscall.ENOTCONN)
}

// opNetDestroy closes a socket at once and forgets it.
func opNetDestroy(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	s, ok := kernel.TakeHandle[*socket](i, a.ID)
	if ok {
		s.Close()
	}
	return kernel.Reply{}
}

// opNetOption sets TCP_NODELAY or SO_KEEPALIVE.
func opNetOption(i *kernel.Instance, a struct {
	kernel.Ref
	NoDelay   *bool   `json:"noDelay"`
	KeepAlive *bool   `json:"keepAlive"`
	Delay     float64 `json:"delay"` // keep-alive's initial delay, ms
}, _ []byte) kernel.Reply {
	s, err := sock(i, a.ID)
	if err != nil {
		return kernel.Reply{Value: false}
	}
	raw, _ := s.connection()
	tcp, ok := raw.(*net.TCPConn)
	if !ok {
		return kernel.Reply{Value: false}
	}
	if a.NoDelay != nil {
		_ = tcp.SetNoDelay(*a.NoDelay)
	}
	if a.KeepAlive != nil {
		_ = tcp.SetKeepAlive(*a.KeepAlive)
		if *a.KeepAlive && a.Delay > 0 {
			_ = tcp.SetKeepAlivePeriod(time.Duration(a.Delay * float64(time.Millisecond)))
		}
	}
	return kernel.Reply{Value: true}
}

// opDNSLookup resolves a name as dns.lookup does: {address, family}
// entries, IPv4 and IPv6 as the resolver orders them (Node's "verbatim").
// For a narrowed extension, only the addresses its net capability lets it
// reach are handed back (addrsFor), and remembered for a connection that
// is given one of them.
// dnsState is an instance's dns.lookup calls in flight.
type dnsState struct {
	mu      sync.Mutex
	lookups int
}

func opDNSLookup(i *kernel.Instance, a struct {
	Hostname string `json:"hostname"`
	Family   int    `json:"family"`
}, _ []byte) kernel.Reply {
	if err := i.PreCheck(a.Hostname, kernel.LookupPort); err != nil {
		return kernel.Reply{Err: err}
	}
	st := kernel.Local[dnsState](i)
	st.mu.Lock()
	if st.lookups >= maxLookups {
		st.mu.Unlock()
		return kernel.Reply{Err: &kernel.JSError{Name: "Error", Code: "ERR_EARSHOT_LIMIT",
			Message: fmt.Sprintf("%d lookups are under way in this extension, which is the limit: wait for one", maxLookups)}}
	}
	st.lookups++
	st.mu.Unlock()
	done := func() {
		st.mu.Lock()
		st.lookups--
		st.mu.Unlock()
	}
	notFound := map[string]any{"error": map[string]any{"name": "Error", "code": "ENOTFOUND", "errno": -3008,
		"syscall": "getaddrinfo", "hostname": a.Hostname, "message": "getaddrinfo ENOTFOUND " + a.Hostname}}
	r := i.Start(func(ctx context.Context) (any, []byte, error) {
		defer done()
		ips, err := i.AddrsFor(ctx, a.Hostname, "", kernel.LookupPort, a.Family)
		if err != nil {
			var de *net.DNSError
			switch {
			case kernel.IsRefusal(err):
				return nil, nil, err
			case errors.As(err, &de):
				return map[string]any{"error": lookupError(de, a.Hostname)}, nil, nil
			}
			return notFound, nil, nil
		}
		var out []map[string]any
		for _, ip := range kernel.OnlyFamily(ips, a.Family) {
			ip = ip.Unmap()
			out = append(out, map[string]any{"address": ip.String(), "family": map[bool]int{true: 4, false: 6}[ip.Is4()]})
		}
		if len(out) == 0 {
			return notFound, nil, nil
		}
		if name, ok := kernel.HostName(a.Hostname); ok && i.Config().Policy.NetNarrowed() {
			i.RememberLookup(name, ips)
		}
		return map[string]any{"addresses": out}, nil, nil
	})
	if r.Err != nil {
		done()
	}
	return r
}

// Ops are the network's operations, for the platform's table.
func Ops() []*kernel.Op {
	return slices.Concat(netOps(), serverOps(), fetchOps(), websocketOps())
}

// netOps are the operations of this file.
func netOps() []*kernel.Op {
	const sockets = "64 sockets per instance; 64 KiB per read, read only while JavaScript wants more, one at a time; 256 KiB per write; net capability per address and port"
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "net.connect", Cap: kernel.CapNet, Limits: sockets, Test: "TestNetSockets"}, opNetConnect),
		kernel.Def(kernel.Op{Name: "net.read", Limits: "one reader per socket; 64 KiB per read, each handed on before the next, into the instance's memory", Test: "TestNetSockets"}, opNetRead),
		kernel.Def(kernel.Op{Name: "net.want", Limits: "-", Test: "TestSocketBackpressure"}, opNetWant),
		kernel.Def(kernel.Op{Name: "net.write", Limits: "one in flight per socket; 256 KiB per write", Test: "TestNetSockets", Borrows: true}, opNetWrite),
		kernel.Def(kernel.Op{Name: "net.end", Limits: "-", Test: "TestNetSockets"}, opNetEnd),
		kernel.Def(kernel.Op{Name: "net.destroy", Limits: "-", Test: "TestNetSockets"}, opNetDestroy),
		kernel.Def(kernel.Op{Name: "net.option", Limits: "-", Test: "TestNetSockets"}, opNetOption),
		kernel.Def(kernel.Op{Name: "dns.lookup", Cap: kernel.CapNet, Limits: "64 under way per instance; the call's deadline; net capability per name, answering only the addresses it allows", Test: "TestDNSLookup"}, opDNSLookup),
	}
}
