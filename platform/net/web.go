package net

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/platform/kernel"
)

// The host side of fetch.

// maxOpenFetches bounds an instance's open requests and unread bodies;
// more fetches wait for one to end.
const maxOpenFetches = 16

// fetchState is an instance's fetches: its open requests and unread
// bodies (at most maxOpenFetches), and the client of a narrowed net
// capability (web_net.go).
type fetchState struct {
	mu     sync.Mutex
	open   chan struct{}
	client *http.Client
}

func (f *fetchState) slots() chan struct{} {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.open == nil {
		f.open = make(chan struct{}, maxOpenFetches)
	}
	return f.open
}

// Close lets the narrowed client's idle connections go.
func (f *fetchState) Close() {
	f.mu.Lock()
	c := f.client
	f.mu.Unlock()
	if c != nil {
		c.Transport.(*netTransport).closeIdle()
	}
}

// bodyChunk is the most a body read takes from the network at once.
const bodyChunk = 64 << 10

// defaultClient is fetch's client when the embedder gives none: one for
// the process, so that connections are reused.
// Its responses' heads are at most fetchMaxHeaderSize long, as undici's.
var defaultClient = func() *http.Client {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxResponseHeaderBytes = fetchMaxHeaderSize
	return &http.Client{Transport: t}
}()

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

// bodyKind: response bodies, which end with the task.
var bodyKind = &kernel.HandleKind{One: "a response body not read", Many: "response bodies not read", EndsEveryTask: true}

func (*hostBody) Kind() *kernel.HandleKind { return bodyKind }

func (b *hostBody) Close() {
	if !b.closed {
		b.closed = true
		b.rc.Close()
		b.cancel(errBodyClosed)
		b.release()
	}
}

var errBodyClosed = errors.New("the response body was closed")

type fetchRequest struct {
	URL      string      `json:"url"`
	Method   string      `json:"method"`
	Headers  [][2]string `json:"headers"`
	Redirect string      `json:"redirect"`
}

var errRedirect = errors.New("redirect mode is error")

// opFetch starts a request. Its completion is the response's status,
// headers and a body id (see opBodyRead).
func opFetch(i *kernel.Instance, req fetchRequest, data []byte) kernel.Reply {
	hreq, err := http.NewRequest(req.Method, req.URL, nil)
	if err != nil {
		return kernel.Reply{Err: kernel.TypeError("fetch: %v", err)}
	}
	if hreq.URL.Scheme != "http" && hreq.URL.Scheme != "https" {
		return kernel.Reply{Err: kernel.TypeError("fetch: the %s: scheme is not supported (http and https are)", hreq.URL.Scheme)}
	}
	if err := i.PreCheck(hreq.URL.Hostname(), urlPort(hreq.URL)); err != nil {
		return kernel.Reply{Err: kernel.TypeError("fetch of %s: %v", hreq.URL.Redacted(), err)}
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
	limit := i.Config().FetchLimit
	if limit <= 0 {
		limit = api.DefaultFetchLimit
	}
	client := *fetchClient(i)
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
	// The request's body (data is the instance's memory, lent while this
	// runs) is copied into the host only once the extension's free memory
	// holds it; it is given back when the request ends — its response
	// body closed or read, or no response —, as the transport may still
	// write it (and a redirect send it again) until then.
	size := int64(len(data))
	free, ok := i.Hold(size)
	if !ok {
		return kernel.Reply{Err: i.HoldError("the body of a request to "+hreq.URL.Redacted(), size)}
	}
	if data != nil {
		body := bytes.Clone(data)
		hreq.Body = io.NopCloser(bytes.NewReader(body))
		hreq.ContentLength = size
		hreq.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
		if size == 0 {
			hreq.Body, hreq.GetBody = http.NoBody, func() (io.ReadCloser, error) { return http.NoBody, nil }
		}
	}
	task := i.TaskContext()
	r := i.Start(func(ctx context.Context) (any, []byte, error) {
		return doFetch(i, ctx, task, &client, hreq, limit, free)
	})
	if r.Err != nil {
		free()
	}
	return r
}

// doFetch makes the request. ctx is the operation's (JavaScript may abort
// it); the request itself lives on with its body, until the body is closed
// or the task that made it ends.
func doFetch(i *kernel.Instance, ctx, task context.Context, client *http.Client, req *http.Request, limit int64, freeBody func()) (any, []byte, error) {
	aborted := func() error {
		return &kernel.JSError{Name: "AbortError", Message: fmt.Sprintf("fetch of %s was aborted: %v", req.URL.Redacted(), context.Cause(ctx))}
	}
	slots := kernel.Local[fetchState](i).slots()
	select {
	case slots <- struct{}{}:
	case <-ctx.Done():
		freeBody()
		return nil, nil, aborted()
	}
	released := false
	release := func() {
		if !released {
			released = true
			<-slots
			freeBody()
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
			return nil, nil, kernel.TypeError("fetch of %s: the server redirected and redirect is \"error\"", req.URL.Redacted())
		}
		var je *kernel.JSError
		if errors.As(err, &je) {
			return nil, nil, kernel.TypeError("fetch of %s: %v", req.URL.Redacted(), je)
		}
		return nil, nil, fetchFailed(req, err, fetchRoots(client))
	}
	if resp.ContentLength > limit {
		resp.Body.Close()
		cancel(errBodyClosed)
		release()
		return nil, nil, kernel.TypeError("fetch of %s: the response body is %d MiB, larger than %d MiB (the limit)",
			req.URL.Redacted(), resp.ContentLength>>20, limit>>20)
	}
	var headers [][2]string
	for k, vals := range resp.Header {
		for _, v := range vals {
			headers = append(headers, [2]string{strings.ToLower(k), v})
		}
	}
	// Go's client takes Transfer-Encoding out of the headers; Node's
	// fetch shows it.
	if len(resp.TransferEncoding) > 0 {
		headers = append(headers, [2]string{"transfer-encoding", strings.Join(resp.TransferEncoding, ", ")})
	}
	statusText := strings.TrimSpace(strings.TrimPrefix(resp.Status, strconv.Itoa(resp.StatusCode)))
	id, _ := i.Add(&hostBody{rc: resp.Body, cancel: cancel, url: req.URL.Redacted(),
		limit: limit, release: release})
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
func fetchFailed(req *http.Request, err error, roots *x509.CertPool) error {
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
		chain := certErr.UnverifiedCertificates
		cause = kernel.DescribeError(verifyError(chainFirst(certErr.Err, chain, roots), chain, req.URL.Hostname()))
	case isRecordHeaderError(err):
		cause = kernel.DescribeError(wrongVersion())
	case errors.As(err, &unknownAuth), errors.As(err, &hostErr), errors.As(err, &invalid):
		cause = tlsError(err)
	default:
		if _, ok := sysErrno(err); ok {
			cause = connectError(err, req.URL.Hostname(), port)
		} else if c := protocolCause(err); c != nil {
			cause = c
		} else {
			cause = map[string]any{"name": "Error", "message": unwrapURLError(err).Error()}
		}
	}
	if msg, ok := cause["message"].(string); ok {
		cause["message"] = msg + " (fetching " + req.URL.Redacted() + ")"
	}
	return &kernel.JSError{Name: "TypeError", Message: "fetch failed", Cause: cause}
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

func body(i *kernel.Instance, id int) (int, *hostBody, error) {
	b, ok := kernel.HandleOf[*hostBody](i, id)
	if !ok {
		return 0, nil, kernel.TypeError("the body is gone: it has been read, or the call that fetched it has ended")
	}
	return id, b, nil
}

// opBodyRead reads the next chunk of a body: whatever has arrived, up to
// bodyChunk. Its completion is the bytes, or {eof: true}.
func opBodyRead(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	_, b, err := body(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return i.Start(func(ctx context.Context) (any, []byte, error) {
		// Aborting the read abandons the body.
		defer context.AfterFunc(ctx, func() { b.rc.Close() })()
		buf := make([]byte, bodyChunk)
		n, err := io.ReadAtLeast(b.rc, buf, 1)
		if n > 0 {
			b.read += int64(n)
			if b.read > b.limit {
				return nil, nil, kernel.TypeError("fetch of %s: the response body is larger than %d MiB (the limit)", b.url, b.limit>>20)
			}
			return nil, buf[:n], nil
		}
		switch {
		case errors.Is(err, io.EOF):
			return map[string]bool{"eof": true}, nil, nil
		case ctx.Err() != nil:
			return nil, nil, &kernel.JSError{Name: "AbortError", Message: fmt.Sprintf("reading the body of %s was aborted: %v", b.url, context.Cause(ctx))}
		default:
			return nil, nil, bodyError(b.url, err)
		}
	})
}

// opBodyDrop closes a body.
func opBodyDrop(i *kernel.Instance, a kernel.Ref, _ []byte) kernel.Reply {
	if b, ok := kernel.TakeHandle[*hostBody](i, a.ID); ok {
		b.Close()
	}
	return kernel.Reply{}
}

// fetchOps are fetch's operations.
func fetchOps() []*kernel.Op {
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "fetch", Cap: kernel.CapNet, Limits: "16 open per instance; the call's deadline; net capability per address and port, on every connection and redirect; the request body held within the extension's free memory before it is copied, until the request ends",
			Test: "TestFetchBodyIsHeldBeforeItIsCopied", Borrows: true}, opFetch),
		kernel.Def(kernel.Op{Name: "body.read", Limits: "64 KiB per read; FetchLimit per body", Test: "TestUnreadBodiesStayInTheNetwork"}, opBodyRead),
		kernel.Def(kernel.Op{Name: "body.drop", Limits: "-", Test: "TestFetch"}, opBodyDrop),
	}
}
