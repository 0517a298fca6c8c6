package testnet

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"math/big"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Faulty answers each request with the broken response its path names
// (see faults), the way a failing or hostile server does: a body cut
// short, a connection reset, a head Node's parser refuses. A response
// ending in a reset is reset when the client asks for /release/KEY, KEY
// being the rest of its path after /reset/: so the client has read what
// came before the reset when it comes, on every run. /raw/RESPONSE
// answers RESPONSE (base64url) as it is.
var faults = map[string]string{
	// The body cut short: fewer bytes than Content-Length, then the end.
	"/cut-length": "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc",
	// A chunked body that ends before its last chunk.
	"/cut-chunked": "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n",
	// A body cut by a reset (see /release).
	"/reset": "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc",
	// Heads Node's parser (llhttp) refuses.
	"/not-http":           "HELLO\r\n\r\n",
	"/bad-status":         "HTTP/1.1 2x0 OK\r\nContent-Length: 0\r\n\r\n",
	"/bad-version":        "HTTP/1.x 200 OK\r\nContent-Length: 0\r\n\r\n",
	"/bad-length":         "HTTP/1.1 200 OK\r\nContent-Length: abc\r\n\r\nbody",
	"/two-lengths":        "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
	"/same-lengths":       "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nab",
	"/length-and-chunked": "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nab\r\n0\r\n\r\n",
	"/bad-chunk":          "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n0\r\n\r\n",
	"/header-space":       "HTTP/1.1 200 OK\r\nX-A : b\r\nContent-Length: 2\r\n\r\nok",
	"/header-name-ctl":    "HTTP/1.1 200 OK\r\nX-\x01A: b\r\nContent-Length: 2\r\n\r\nok",
	"/header-value-ctl":   "HTTP/1.1 200 OK\r\nX-A: b\x01c\r\nContent-Length: 2\r\n\r\nok",
	"/header-no-colon":    "HTTP/1.1 200 OK\r\nX-A\r\nContent-Length: 2\r\n\r\nok",
	"/lf-only":            "HTTP/1.1 200 OK\nContent-Length: 2\n\nok",
	"/folded":             "HTTP/1.1 200 OK\r\nX-A: b\r\n c\r\nContent-Length: 2\r\n\r\nok",
	// A head over Node's 16 KiB (maxHeaderSize).
	"/big-head": "HTTP/1.1 200 OK\r\nX-Big: " + strings.Repeat("b", 17<<10) + "\r\nContent-Length: 2\r\n\r\nok",
}

type faulty struct {
	mu      sync.Mutex
	release map[string]chan struct{}
}

func (f *faulty) releaser(key string) chan struct{} {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.release == nil {
		f.release = map[string]chan struct{}{}
	}
	ch, ok := f.release[key]
	if !ok {
		ch = make(chan struct{})
		f.release[key] = ch
	}
	return ch
}

func (f *faulty) serve(c net.Conn, stop <-chan struct{}) {
	req, err := http.ReadRequest(bufio.NewReader(c))
	if err != nil {
		return
	}
	path := req.URL.Path
	switch {
	case strings.HasPrefix(path, "/release/"):
		close(f.releaser(strings.TrimPrefix(path, "/release/")))
		c.Write([]byte("HTTP/1.1 200 OK\r\nContent-Length: 8\r\nConnection: close\r\n\r\nreleased"))
		return
	case strings.HasPrefix(path, "/raw/"):
		// The response is the path's rest, in base64url.
		if resp, err := base64.RawURLEncoding.DecodeString(strings.TrimPrefix(path, "/raw/")); err == nil {
			c.Write(resp)
		}
		return
	case strings.HasPrefix(path, "/reset/"):
		c.Write([]byte(faults["/reset"]))
		select {
		case <-f.releaser(strings.TrimPrefix(path, "/reset/")):
		case <-stop:
		case <-time.After(time.Minute):
		}
		if tc, ok := c.(*net.TCPConn); ok {
			tc.SetLinger(0) // closing sends a reset
		}
		return
	}
	if resp, ok := faults[path]; ok {
		c.Write([]byte(resp))
		return
	}
	c.Write([]byte("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"))
}

// selfSigned is a self-signed certificate for other.test alone: a TLS
// server with it at 127.0.0.1 has an IP its names do not include.
func selfSigned() tls.Certificate {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		panic(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{Organization: []string{"earshot tests"}, CommonName: "other.test"},
		DNSNames:     []string{"other.test"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		panic(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}
