package net

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/earshot/extensions/platform/kernel"
)

// fetch's errors as Node's fetch (undici) reports them, where Go's client
// reports the same failure in its own words.

// fetchMaxHeaderSize is the longest response head fetch reads with the
// platform's own client: undici's maxHeaderSize (Node's
// --max-http-header-size). An embedder's client keeps its own limit.
const fetchMaxHeaderSize = 16 << 10

// parserError is undici's HTTPParserError for a response llhttp refuses.
func parserError(code, reason string) map[string]any {
	return map[string]any{"name": "HTTPParserError", "code": code,
		"message": "Response does not match the HTTP/1.1 protocol (" + reason + ")"}
}

// protocolCause is the cause Node gives for a response Go's client
// refused as malformed: llhttp's code and reason for what llhttp refuses
// too (an HTTPParserError), undici's error for the rest; nil when err is
// not about the response's form.
func protocolCause(err error) map[string]any {
	msg := err.Error()
	switch {
	case strings.Contains(msg, "server gave HTTP response to HTTPS client"):
		return kernel.DescribeError(wrongVersion())
	case strings.Contains(msg, "malformed HTTP response"):
		return parserError("HPE_INVALID_CONSTANT", "Expected HTTP/")
	case strings.Contains(msg, "malformed HTTP status code"):
		return parserError("HPE_INVALID_STATUS", "Invalid response status")
	case strings.Contains(msg, "malformed HTTP version"):
		return parserError("HPE_INVALID_VERSION", versionReason(msg))
	case strings.Contains(msg, "bad Content-Length"):
		return parserError("HPE_INVALID_CONTENT_LENGTH", "Invalid character in Content-Length")
	case strings.Contains(msg, "multiple Content-Length headers"):
		// Node 22's undici reports a repeated Content-Length so (Node 20's:
		// HPE_UNEXPECTED_CONTENT_LENGTH "Duplicate Content-Length").
		return map[string]any{"name": "ResponseContentLengthMismatchError", "code": "UND_ERR_RES_CONTENT_LENGTH_MISMATCH",
			"message": "Response body length does not match content-length header"}
	case strings.Contains(msg, "malformed MIME header"):
		return parserError("HPE_INVALID_HEADER_TOKEN", headerReason(msg))
	case strings.Contains(msg, "server response headers exceeded"):
		return map[string]any{"name": "HeadersOverflowError", "code": "UND_ERR_HEADERS_OVERFLOW", "message": "Headers Overflow Error"}
	case strings.Contains(msg, "invalid byte in chunk length"), strings.Contains(msg, "malformed chunked encoding"),
		strings.Contains(msg, "chunk length too large"), strings.Contains(msg, "empty hex number for chunk length"):
		return parserError("HPE_INVALID_CHUNK_SIZE", "Invalid character in chunk size")
	}
	return nil
}

// quoted is what Go's error quotes after prefix (`malformed HTTP version
// "HTTP/1.x"`), unquoted.
func quoted(msg, prefix string) string {
	_, v, _ := strings.Cut(msg, prefix)
	if u, err := strconv.Unquote(v); err == nil {
		return u
	}
	return v
}

// headerReason is llhttp's reason for the header line Go's error quotes:
// a name that is not a token, or a value with a character no value has.
func headerReason(msg string) string {
	name, _, ok := strings.Cut(quoted(msg, "malformed MIME header line: "), ":")
	if ok && name != "" && strings.IndexFunc(name, func(r rune) bool {
		return r > 0x7e || r <= ' ' || strings.ContainsRune(`"(),/:;<=>?@[\]{}`, r)
	}) < 0 {
		return "Invalid header value char"
	}
	return "Invalid header token"
}

// versionReason is llhttp's reason for the version Go's error quotes.
func versionReason(msg string) string {
	v := strings.TrimPrefix(quoted(msg, "malformed HTTP version "), "HTTP/")
	digit := func(k int) bool { return k < len(v) && v[k] >= '0' && v[k] <= '9' }
	switch {
	case !digit(0):
		return "Invalid major version"
	case len(v) < 2 || v[1] != '.':
		return "Expected dot"
	case !digit(2):
		return "Invalid minor version"
	}
	return "Invalid HTTP version"
}

// bodyError is Node's error for a response body that failed as it was
// read: TypeError "terminated", whose cause is what ended it — the other
// side closing before the body's end (undici's SocketError "other side
// closed", UND_ERR_SOCKET), a reset ("read ECONNRESET"), a body llhttp
// refuses (an HTTPParserError).
func bodyError(url string, err error) error {
	var cause map[string]any
	if _, ok := sysErrno(err); ok {
		cause = kernel.DescribeError(ioError(err, "read"))
	} else if c := protocolCause(err); c != nil {
		cause = c
	} else if errors.Is(err, io.ErrUnexpectedEOF) {
		cause = map[string]any{"name": "SocketError", "code": "UND_ERR_SOCKET", "message": "other side closed"}
	} else {
		cause = map[string]any{"name": "Error", "message": err.Error()}
	}
	cause["message"] = cause["message"].(string) + " (fetching " + url + ")"
	return &kernel.JSError{Name: "TypeError", Message: "terminated", Cause: cause}
}

// wrongVersion is OpenSSL's error (Node 22's words) for a server that does
// not answer in TLS: a plain-HTTP port, say.
func wrongVersion() *kernel.JSError {
	return &kernel.JSError{Name: "Error", Code: "ERR_SSL_WRONG_VERSION_NUMBER", Library: "SSL routines", Reason: "wrong version number",
		Message: "error:0A00010B:SSL routines:tls_validate_record_header:wrong version number"}
}

// fetchRoots are the roots the client verifies servers with (nil: the
// system's).
func fetchRoots(c *http.Client) *x509.CertPool {
	t, _ := c.Transport.(*http.Transport)
	if nt, ok := c.Transport.(*netTransport); ok {
		t = nt.t
	}
	if t != nil && t.TLSClientConfig != nil {
		return t.TLSClientConfig.RootCAs
	}
	return nil
}

// chainFirst is the error OpenSSL reports for a certificate Go refused for
// its names: the chain's, when the chain does not verify either (OpenSSL
// checks the chain first; Go, the name).
func chainFirst(err error, chain []*x509.Certificate, roots *x509.CertPool) error {
	var he x509.HostnameError
	if !errors.As(err, &he) || len(chain) == 0 {
		return err
	}
	opts := x509.VerifyOptions{Roots: roots, Intermediates: x509.NewCertPool()}
	for _, c := range chain[1:] {
		opts.Intermediates.AddCert(c)
	}
	if _, cerr := chain[0].Verify(opts); cerr != nil {
		return cerr
	}
	return err
}

// isRecordHeaderError tells a server that did not answer in TLS.
func isRecordHeaderError(err error) bool {
	var rh tls.RecordHeaderError
	return errors.As(err, &rh)
}
