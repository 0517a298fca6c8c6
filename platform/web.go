package platform

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/earshot/extensions/api"
	whatwg "github.com/nlnwa/whatwg-url/url"
)

// The host side of the web APIs: randomness, UTF-8, URLs, fetch.

func opRandom(i *Instance, args, _ []byte) Reply {
	n, err := strconv.Atoi(string(args))
	if err != nil || n < 0 || n > 65536 {
		return Reply{Err: &jsError{Name: "QuotaExceededError", Message: fmt.Sprintf("%s random bytes asked, at most 65536", args)}}
	}
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return Reply{Bytes: b}
}

// opUTF8Decode: text from UTF-8 bytes, as TextDecoder decodes it.
func opUTF8Decode(i *Instance, args, data []byte) Reply {
	var opts struct{ Fatal, IgnoreBOM bool }
	_ = json.Unmarshal(args, &opts)
	b := data
	if !opts.IgnoreBOM {
		b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	}
	if opts.Fatal && !utf8.Valid(b) {
		return Reply{Err: typeError("The encoded data was not valid for encoding utf-8")}
	}
	return Reply{Text: decodeUTF8(b), IsText: true}
}

// opURL parses ({"parse": input, "base": base}) or changes ({"href": h,
// "set": what, "value": v}) a URL with a WHATWG parser, and returns its
// parts.
func opURL(i *Instance, args, _ []byte) Reply {
	var req struct {
		Parse *string `json:"parse"`
		Base  *string `json:"base"`
		Href  string  `json:"href"`
		Set   string  `json:"set"`
		Value string  `json:"value"`
	}
	if err := json.Unmarshal(args, &req); err != nil {
		return Reply{Err: typeError("URL: %v", err)}
	}
	var u *whatwg.Url
	var err error
	switch {
	case req.Parse != nil && req.Base != nil:
		u, err = whatwg.ParseRef(*req.Base, *req.Parse)
	case req.Parse != nil:
		u, err = whatwg.Parse(*req.Parse)
	case req.Set == "href":
		u, err = whatwg.Parse(req.Value)
		if err != nil {
			return Reply{Err: typeError("Invalid URL: %q", req.Value)}
		}
	default:
		if u, err = whatwg.Parse(req.Href); err == nil {
			err = setURL(u, req.Set, req.Value)
		}
	}
	if err != nil {
		input := req.Href
		if req.Parse != nil {
			input = *req.Parse
		}
		return Reply{Err: typeError("Invalid URL: %q", input)}
	}
	return Reply{Value: urlParts(u)}
}

func setURL(u *whatwg.Url, what, v string) error {
	switch what {
	case "protocol":
		u.SetProtocol(v)
	case "username":
		u.SetUsername(v)
	case "password":
		u.SetPassword(v)
	case "host":
		u.SetHost(v)
	case "hostname":
		u.SetHostname(v)
	case "port":
		u.SetPort(v)
	case "pathname":
		u.SetPathname(v)
	case "search":
		u.SetSearch(v)
	case "hash":
		u.SetHash(v)
	default:
		return fmt.Errorf("URL has no part %q", what)
	}
	return nil
}

var specialPorts = map[string]string{"http:": "80", "https:": "443", "ws:": "80", "wss:": "443", "ftp:": "21"}

func urlParts(u *whatwg.Url) map[string]string {
	origin := "null"
	if _, special := specialPorts[u.Protocol()]; special && u.Protocol() != "file:" {
		origin = u.Protocol() + "//" + u.Host()
	} else if u.Protocol() == "blob:" {
		if inner, err := whatwg.Parse(u.Pathname()); err == nil && (inner.Protocol() == "http:" || inner.Protocol() == "https:") {
			origin = inner.Protocol() + "//" + inner.Host()
		}
	}
	return map[string]string{
		"href": u.Href(false), "origin": origin, "protocol": u.Protocol(), "username": u.Username(),
		"password": u.Password(), "host": u.Host(), "hostname": u.Hostname(), "port": u.Port(),
		"pathname": u.Pathname(), "search": u.Search(), "hash": u.Hash(),
	}
}

// ---- fetch --------------------------------------------------------------

// maxOpenFetches bounds an instance's open requests and unread bodies;
// more fetches wait for one to end.
const maxOpenFetches = 16

// bodyChunk is the most a body read takes from the network at once.
const bodyChunk = 64 << 10

// defaultClient is fetch's client when the embedder gives none: one for
// the process, so that connections are reused.
var defaultClient = &http.Client{Transport: http.DefaultTransport}

// hostBody is a response body not read yet: it stays in the network until
// JavaScript reads it, a chunk at a time, into the instance (under its
// memory cap).
type hostBody struct {
	rc      io.ReadCloser
	cancel  context.CancelCauseFunc // ends the request
	url     string
	limit   int64
	read    int64
	release func()
	closed  bool
}

func (b *hostBody) close() {
	if !b.closed {
		b.closed = true
		b.rc.Close()
		b.cancel(errBodyClosed)
		b.release()
	}
}

var errBodyClosed = errors.New("the response body was closed")

// dropBodies closes every unread body (the task that fetched them ended).
func (i *Instance) dropBodies() {
	i.mu.Lock()
	bodies := i.bodies
	if len(bodies) > 0 {
		i.bodies = map[int]*hostBody{}
	}
	i.mu.Unlock()
	for _, b := range bodies {
		b.close()
	}
}

type fetchRequest struct {
	URL      string      `json:"url"`
	Method   string      `json:"method"`
	Headers  [][2]string `json:"headers"`
	Redirect string      `json:"redirect"`
	BodyText *string     `json:"bodyText"`
}

var errRedirect = errors.New("redirect mode is error")

// opFetch starts a request. Its completion is the response's status,
// headers and a body id (see opBodyRead).
func opFetch(i *Instance, args, data []byte) Reply {
	var req fetchRequest
	if err := json.Unmarshal(args, &req); err != nil {
		return Reply{Err: typeError("fetch: %v", err)}
	}
	var body io.Reader
	size := int64(0)
	switch {
	case req.BodyText != nil:
		body, size = strings.NewReader(*req.BodyText), int64(len(*req.BodyText))
	case data != nil:
		body, size = bytes.NewReader(data), int64(len(data))
	}
	hreq, err := http.NewRequest(req.Method, req.URL, body)
	if err != nil {
		return Reply{Err: typeError("fetch: %v", err)}
	}
	if hreq.URL.Scheme != "http" && hreq.URL.Scheme != "https" {
		return Reply{Err: typeError("fetch: the %s: scheme is not supported (http and https are)", hreq.URL.Scheme)}
	}
	if err := i.preCheck(hreq.URL.Hostname(), urlPort(hreq.URL)); err != nil {
		return Reply{Err: typeError("fetch of %s: %v", hreq.URL.Redacted(), err)}
	}
	for _, h := range req.Headers {
		hreq.Header.Add(h[0], h[1])
	}
	// Node's defaults (undici's).
	if hreq.Header.Get("User-Agent") == "" {
		hreq.Header.Set("User-Agent", "node")
	}
	if hreq.Header.Get("Accept") == "" {
		hreq.Header.Set("Accept", "*/*")
	}
	if hreq.Header.Get("Accept-Language") == "" {
		hreq.Header.Set("Accept-Language", "*")
	}
	if hreq.Header.Get("Sec-Fetch-Mode") == "" {
		hreq.Header.Set("Sec-Fetch-Mode", "cors")
	}
	limit := i.cfg.FetchLimit
	if limit <= 0 {
		limit = api.DefaultFetchLimit
	}
	client := *i.fetchClient()
	// Each redirect followed is a request of its own, through the same
	// transport: the net capability decides on each of its connections.
	client.CheckRedirect = func(r *http.Request, via []*http.Request) error {
		switch {
		case req.Redirect == "manual":
			return http.ErrUseLastResponse
		case req.Redirect == "error":
			return errRedirect
		case len(via) >= 20:
			return errors.New("too many redirects")
		}
		return nil
	}
	// The request's body is held in the host until it is sent, taken from
	// the extension's free memory.
	free, ok := i.hold(size)
	if !ok {
		return Reply{Err: i.holdError("the body of a request to "+hreq.URL.Redacted(), size)}
	}
	i.mu.Lock()
	task := i.task
	i.mu.Unlock()
	r := i.start(func(ctx context.Context) (any, []byte, error) {
		defer free()
		return i.doFetch(ctx, task, &client, hreq, limit)
	})
	if r.Err != nil {
		free()
	}
	return r
}

// doFetch makes the request. ctx is the operation's (JavaScript may abort
// it); the request itself lives on with its body, until the body is closed
// or the task that made it ends.
func (i *Instance) doFetch(ctx, task context.Context, client *http.Client, req *http.Request, limit int64) (any, []byte, error) {
	aborted := func() error {
		return &jsError{Name: "AbortError", Message: fmt.Sprintf("fetch of %s was aborted: %v", req.URL.Redacted(), context.Cause(ctx))}
	}
	select {
	case i.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, nil, aborted()
	}
	released := false
	release := func() {
		if !released {
			released = true
			<-i.slots
		}
	}
	rctx, cancel := context.WithCancelCause(task)
	stop := context.AfterFunc(ctx, func() { cancel(context.Cause(ctx)) })
	resp, err := client.Do(req.WithContext(rctx))
	stop() // from here on, the operation ending does not end the request
	if err != nil {
		wasAborted := ctx.Err() != nil || rctx.Err() != nil
		cancel(err)
		release()
		if wasAborted {
			return nil, nil, aborted()
		}
		if errors.Is(err, errRedirect) {
			return nil, nil, typeError("fetch of %s: the server redirected and redirect is \"error\"", req.URL.Redacted())
		}
		var je *jsError
		if errors.As(err, &je) {
			return nil, nil, typeError("fetch of %s: %v", req.URL.Redacted(), je)
		}
		return nil, nil, fetchFailed(req, err)
	}
	if resp.ContentLength > limit {
		resp.Body.Close()
		cancel(errBodyClosed)
		release()
		return nil, nil, typeError("fetch of %s: the response body is %d MiB, larger than %d MiB (the limit)",
			req.URL.Redacted(), resp.ContentLength>>20, limit>>20)
	}
	var headers [][2]string
	for k, vals := range resp.Header {
		for _, v := range vals {
			headers = append(headers, [2]string{strings.ToLower(k), v})
		}
	}
	statusText := strings.TrimSpace(strings.TrimPrefix(resp.Status, strconv.Itoa(resp.StatusCode)))
	id := i.newID()
	i.mu.Lock()
	i.bodies[id] = &hostBody{rc: resp.Body, cancel: cancel, url: req.URL.Redacted(),
		limit: limit, release: release}
	i.mu.Unlock()
	return map[string]any{
		"status": resp.StatusCode, "statusText": statusText, "url": resp.Request.URL.String(),
		"redirected": resp.Request.URL.String() != req.URL.String(), "headers": headers, "body": id,
	}, nil, nil
}

// fetchFailed is Node's error for a request that got no response:
// TypeError "fetch failed", with what failed as its cause — a connect
// error ("connect ECONNREFUSED 127.0.0.1:1", with code, errno, syscall,
// address and port), a name that did not resolve ("getaddrinfo ENOTFOUND
// host"), a TLS error (its code) — and the URL it was fetching on the
// cause's message, for the person and the model who read it.
func fetchFailed(req *http.Request, err error) error {
	port, _ := strconv.Atoi(req.URL.Port())
	if port == 0 {
		port = map[string]int{"http": 80, "https": 443}[req.URL.Scheme]
	}
	var cause map[string]any
	var dnsErr *net.DNSError
	var certErr *tls.CertificateVerificationError
	var unknownAuth x509.UnknownAuthorityError
	var hostErr x509.HostnameError
	var invalid x509.CertificateInvalidError
	switch {
	case errors.As(err, &dnsErr):
		cause = lookupError(dnsErr, req.URL.Hostname())
	case errors.As(err, &certErr) && len(certErr.UnverifiedCertificates) > 0:
		cause = describeError(verifyError(certErr.Err, certErr.UnverifiedCertificates, req.URL.Hostname()))
	case errors.As(err, &unknownAuth), errors.As(err, &hostErr), errors.As(err, &invalid):
		cause = tlsError(err)
	default:
		if _, ok := sysErrno(err); ok {
			cause = connectError(err, req.URL.Hostname(), port)
		} else {
			cause = map[string]any{"name": "Error", "message": unwrapURLError(err).Error()}
		}
	}
	if msg, ok := cause["message"].(string); ok {
		cause["message"] = msg + " (fetching " + req.URL.Redacted() + ")"
	}
	return &jsError{Name: "TypeError", Message: "fetch failed", Cause: cause}
}

func unwrapURLError(err error) error {
	var ue interface{ Unwrap() error }
	if errors.As(err, &ue) {
		if inner := ue.Unwrap(); inner != nil {
			return fmt.Errorf("%s: %w", strings.SplitN(err.Error(), ":", 2)[0], inner)
		}
	}
	return err
}

type bodyArgs struct {
	ID int `json:"id"`
}

func (i *Instance) body(args []byte) (int, *hostBody, error) {
	var a bodyArgs
	_ = json.Unmarshal(args, &a)
	i.mu.Lock()
	b, ok := i.bodies[a.ID]
	i.mu.Unlock()
	if !ok {
		return 0, nil, typeError("the body is gone: it has been read, or the call that fetched it has ended")
	}
	return a.ID, b, nil
}

// opBodyRead reads the next chunk of a body: whatever has arrived, up to
// bodyChunk. Its completion is the bytes, or {eof: true}.
func opBodyRead(i *Instance, args, _ []byte) Reply {
	_, b, err := i.body(args)
	if err != nil {
		return Reply{Err: err}
	}
	return i.start(func(ctx context.Context) (any, []byte, error) {
		// Aborting the read abandons the body.
		defer context.AfterFunc(ctx, func() { b.rc.Close() })()
		buf := make([]byte, bodyChunk)
		n, err := io.ReadAtLeast(b.rc, buf, 1)
		if n > 0 {
			b.read += int64(n)
			if b.read > b.limit {
				return nil, nil, typeError("fetch of %s: the response body is larger than %d MiB (the limit)", b.url, b.limit>>20)
			}
			return nil, buf[:n], nil
		}
		switch {
		case errors.Is(err, io.EOF):
			return map[string]bool{"eof": true}, nil, nil
		case ctx.Err() != nil:
			return nil, nil, &jsError{Name: "AbortError", Message: fmt.Sprintf("reading the body of %s was aborted: %v", b.url, context.Cause(ctx))}
		default:
			return nil, nil, typeError("reading the body of %s failed: %v", b.url, err)
		}
	})
}

// opBodyDrop closes a body.
func opBodyDrop(i *Instance, args, _ []byte) Reply {
	id, b, err := i.body(args)
	if err == nil {
		i.mu.Lock()
		delete(i.bodies, id)
		i.mu.Unlock()
		b.close()
	}
	return Reply{}
}
