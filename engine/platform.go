package engine

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/fastschema/qjs"

	"github.com/earshot/extensions/wasm"
)

// The host side of the web platform the prelude gives extensions (see
// web.js): fetch over net/http, random bytes, URL parsing (weburl.go) and
// UTF-8 encoding. Host functions take and return strings (JSON where there
// is structure) or ArrayBuffers; errors come back as {"error":{name,message}}
// for the JavaScript side to throw as the right class.

// DefaultFetchLimit caps a response body fetch reads.
const DefaultFetchLimit = 16 << 20

// errTaskEnded cancels the host operations of a task that has ended.
var errTaskEnded = errors.New("the call that started it has ended")

// ops are one instance's host operations in flight, and the response
// bodies it has not read yet. A body stays in the network until JavaScript
// reads it, one chunk at a time (bodyChunk), so that what an extension
// fetches is held in its own instance — under its memory cap — not in the
// host; at most maxOpenFetches requests and unread bodies are open at once
// per instance, and every one is closed when the task that made it ends.
type ops struct {
	mu     sync.Mutex
	next   int
	cancel map[int]context.CancelCauseFunc
	bodies map[int]*hostBody
	wg     sync.WaitGroup
	slots  chan struct{} // one per open request or body
}

// maxOpenFetches bounds an instance's open requests and unread bodies;
// more fetches wait for one to end.
const maxOpenFetches = 16

// bodyChunk is the most a body read takes from the network at once.
const bodyChunk = 64 << 10

// hostBody is a response body being read.
type hostBody struct {
	rc      io.ReadCloser
	cancel  context.CancelCauseFunc // ends the request
	url     string                  // for messages
	limit   int64                   // FetchLimit: the most that may be read
	read    int64
	chunk   []byte // the chunk read last, for JavaScript to take
	release func()
	closed  bool
}

func (o *ops) init() {
	if o.cancel == nil {
		o.cancel, o.bodies = map[int]context.CancelCauseFunc{}, map[int]*hostBody{}
		o.slots = make(chan struct{}, maxOpenFetches)
	}
}

func (o *ops) start(ctx context.Context) (int, context.Context) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.init()
	o.next++
	ctx, cancel := context.WithCancelCause(ctx)
	o.cancel[o.next] = cancel
	o.wg.Add(1)
	return o.next, ctx
}

func (o *ops) done(id int) {
	o.mu.Lock()
	if c := o.cancel[id]; c != nil {
		c(nil)
		delete(o.cancel, id)
	}
	o.mu.Unlock()
	o.wg.Done()
}

// detach ends operation id without cancelling its context, and returns
// the function that cancels it: a fetch's request must live on with its
// body, which is still being read.
func (o *ops) detach(id int) context.CancelCauseFunc {
	o.mu.Lock()
	c := o.cancel[id]
	delete(o.cancel, id)
	o.mu.Unlock()
	o.wg.Done()
	if c == nil {
		c = func(error) {}
	}
	return c
}

func (o *ops) stop(id int, cause error) {
	o.mu.Lock()
	if c := o.cancel[id]; c != nil {
		c(cause)
	}
	o.mu.Unlock()
}

// slot takes one of the instance's open-fetch slots, waiting for one while
// ctx lasts; the function returned gives it back (once).
func (o *ops) slot(ctx context.Context) (func(), error) {
	o.mu.Lock()
	o.init()
	slots := o.slots
	o.mu.Unlock()
	select {
	case slots <- struct{}{}:
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
	var once sync.Once
	return func() { once.Do(func() { <-slots }) }, nil
}

// stopAll cancels every operation and waits for their goroutines, then
// closes every unread body.
func (o *ops) stopAll(cause error) {
	o.mu.Lock()
	for _, c := range o.cancel {
		c(cause)
	}
	o.mu.Unlock()
	o.wg.Wait()
	o.dropBodies()
}

func (o *ops) putBody(b *hostBody) int {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.init()
	o.next++
	o.bodies[o.next] = b
	return o.next
}

func (o *ops) body(id int) (*hostBody, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	b, ok := o.bodies[id]
	return b, ok
}

// closeBody closes a body and forgets it.
func (o *ops) closeBody(id int) {
	o.mu.Lock()
	b, ok := o.bodies[id]
	delete(o.bodies, id)
	o.mu.Unlock()
	if ok {
		b.close()
	}
}

// dropBodies closes every unread body (the task that fetched them ended).
func (o *ops) dropBodies() {
	o.mu.Lock()
	bodies := o.bodies
	o.bodies = map[int]*hostBody{}
	o.mu.Unlock()
	for _, b := range bodies {
		b.close()
	}
}

func (b *hostBody) close() {
	if !b.closed {
		b.closed = true
		b.rc.Close()
		b.cancel(errBodyClosed)
		b.release()
	}
}

// installPlatform registers the host functions the prelude captures.
func (v *vm) installPlatform(c *qjs.Context) {
	c.SetFunc("__earshot_log", v.hostLog)
	c.SetFunc("__earshot_fetch", v.hostFetch)
	c.SetFunc("__earshot_cancel", v.hostCancel)
	c.SetFunc("__earshot_body", v.hostBody)
	c.SetFunc("__earshot_random", v.hostRandom)
	c.SetFunc("__earshot_url", v.hostURL)
	c.SetFunc("__earshot_utf8", v.hostUTF8)
	c.SetFunc("__earshot_text", v.hostText)
}

// args reads a host function's arguments as raw values and frees qjs's copies.
func args(this *qjs.This) []wasm.Value {
	a := this.Args()
	out := make([]wasm.Value, len(a))
	for i, v := range a {
		out[i] = wasm.Value(v.Raw())
	}
	return out
}

func (v *vm) argString(a []wasm.Value, i int) string {
	if i >= len(a) {
		return ""
	}
	s, _ := v.inst.String(a[i])
	return s
}

// ret turns a raw value into what a host function returns.
func (v *vm) ret(this *qjs.This, val wasm.Value, err error) (*qjs.Value, error) {
	if err != nil {
		return nil, err
	}
	return this.Context().NewValue(qjs.NewHandle(v.inst.Runtime(), uint64(val))), nil
}

func (v *vm) retString(this *qjs.This, s string) (*qjs.Value, error) {
	val, err := v.inst.NewString(s)
	return v.ret(this, val, err)
}

func (v *vm) retJSON(this *qjs.This, x any) (*qjs.Value, error) {
	b, err := json.Marshal(x)
	if err != nil {
		return nil, err
	}
	return v.retString(this, string(b))
}

type jsErr struct {
	Name    string `json:"name"`
	Message string `json:"message"`
}

func errJSON(name, format string, a ...any) map[string]any {
	return map[string]any{"error": jsErr{name, fmt.Sprintf(format, a...)}}
}

// hostRandom: __earshot_random(n) returns an ArrayBuffer of n random bytes.
func (v *vm) hostRandom(this *qjs.This) (*qjs.Value, error) {
	a := args(this)
	defer freeAll(this.Args())
	n := 0
	if len(a) > 0 {
		fmt.Sscan(v.argString(a, 0), &n)
	}
	if n < 0 || n > 65536 {
		return nil, fmt.Errorf("random: %d bytes asked, at most 65536", n)
	}
	b := make([]byte, n)
	_, _ = rand.Read(b)
	val, err := v.inst.NewArrayBuffer(b)
	return v.ret(this, val, err)
}

// hostURL: __earshot_url(json) parses ({"parse":input,"base":base}) or
// changes ({"href":h,"set":what,"value":v}) a URL, returning its parts.
func (v *vm) hostURL(this *qjs.This) (*qjs.Value, error) {
	a := args(this)
	defer freeAll(this.Args())
	var req struct {
		Parse *string `json:"parse"`
		Base  string  `json:"base"`
		Href  string  `json:"href"`
		Set   string  `json:"set"`
		Value string  `json:"value"`
	}
	if err := json.Unmarshal([]byte(v.argString(a, 0)), &req); err != nil {
		return v.retJSON(this, errJSON("TypeError", "URL: %v", err))
	}
	var u *webURL
	var err error
	if req.Parse != nil {
		u, err = parseWebURL(*req.Parse, req.Base)
	} else if u, err = parseWebURL(req.Href, ""); err == nil {
		err = u.set(req.Set, req.Value)
	}
	if err != nil {
		return v.retJSON(this, errJSON("TypeError", "%v", err))
	}
	return v.retJSON(this, u.Parts())
}

// hostUTF8: __earshot_utf8(jsonString) returns the UTF-8 bytes of the string
// (lone surrogates become U+FFFD, as TextEncoder says).
func (v *vm) hostUTF8(this *qjs.This) (*qjs.Value, error) {
	a := args(this)
	defer freeAll(this.Args())
	var s string
	if err := json.Unmarshal([]byte(v.argString(a, 0)), &s); err != nil {
		return nil, err
	}
	val, err := v.inst.NewArrayBuffer([]byte(s))
	return v.ret(this, val, err)
}

// hostText: __earshot_text(buffer, fatal, ignoreBOM) decodes UTF-8 and
// returns the text as a JSON string literal (so that NUL bytes survive), or
// an error when fatal and the bytes are not UTF-8.
func (v *vm) hostText(this *qjs.This) (*qjs.Value, error) {
	a := args(this)
	defer freeAll(this.Args())
	var b []byte
	if len(a) > 0 {
		var ok bool
		var err error
		if b, ok, err = v.inst.Bytes(a[0]); err != nil {
			return nil, err
		} else if !ok {
			b = nil
		}
	}
	fatal, ignoreBOM := v.argString(a, 1) == "true", v.argString(a, 2) == "true"
	return v.retDecoded(this, b, fatal, ignoreBOM)
}

func (v *vm) retDecoded(this *qjs.This, b []byte, fatal, ignoreBOM bool) (*qjs.Value, error) {
	if !ignoreBOM {
		b = trimBOM(b)
	}
	if fatal && !utf8.Valid(b) {
		return v.retJSON(this, errJSON("TypeError", "The encoded data was not valid for encoding utf-8"))
	}
	return v.retJSON(this, map[string]string{"text": strings.ToValidUTF8(string(b), "\uFFFD")})
}

func trimBOM(b []byte) []byte {
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		return b[3:]
	}
	return b
}

// fetchRequest is what the prelude's fetch passes to the host.
type fetchRequest struct {
	URL      string      `json:"url"`
	Method   string      `json:"method"`
	Headers  [][2]string `json:"headers"`
	Redirect string      `json:"redirect"`
	BodyText *string     `json:"bodyText"`
}

// hostFetch: __earshot_fetch(json, body?) starts a request and returns
// {"id":N}; its completion is delivered as an event on the instance's turn.
func (v *vm) hostFetch(this *qjs.This) (*qjs.Value, error) {
	a := args(this)
	defer freeAll(this.Args())
	var req fetchRequest
	if err := json.Unmarshal([]byte(v.argString(a, 0)), &req); err != nil {
		return v.retJSON(this, errJSON("TypeError", "fetch: %v", err))
	}
	var body io.Reader
	switch {
	case req.BodyText != nil:
		body = strings.NewReader(*req.BodyText)
	case len(a) > 1:
		b, ok, err := v.inst.Bytes(a[1])
		if err != nil {
			return nil, err
		}
		if ok {
			body = bytesReader(b)
		}
	}
	id, ctx := v.ops.start(v.opCtx)
	hreq, err := http.NewRequestWithContext(ctx, req.Method, req.URL, body)
	if err != nil {
		v.ops.done(id)
		return v.retJSON(this, errJSON("TypeError", "fetch: %v", err))
	}
	if hreq.URL.Scheme != "http" && hreq.URL.Scheme != "https" {
		v.ops.done(id)
		return v.retJSON(this, errJSON("TypeError", "fetch: the %s: scheme is not supported (http and https are)", hreq.URL.Scheme))
	}
	for _, h := range req.Headers {
		hreq.Header.Add(h[0], h[1])
	}
	if hreq.Header.Get("User-Agent") == "" {
		hreq.Header.Set("User-Agent", "earshot")
	}
	limit := v.fetchLimit
	go func() {
		ended := false
		defer func() {
			// A bug here must not end the host (this is not the call's
			// goroutine): the fetch fails instead.
			if r := recover(); r != nil {
				b, _ := json.Marshal(map[string]any{"id": id, "error": jsErr{"TypeError", fmt.Sprintf("fetch failed: internal error: %v", r)}})
				if !ended {
					v.ops.done(id)
				}
				v.post(string(b))
			}
		}()
		event, body := v.doFetch(id, hreq, req.Redirect, limit)
		if body == nil {
			v.ops.done(id)
		}
		ended = true
		v.post(event)
	}()
	return v.retJSON(this, map[string]int{"id": id})
}

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }

var errRedirect = errors.New("redirect mode is error")

// errBodyClosed ends the request of a body that was read or dropped.
var errBodyClosed = errors.New("the response body was closed")

// doFetch performs a request and returns the completion event (JSON), and
// the body it registered, if any.
func (v *vm) doFetch(id int, req *http.Request, redirect string, limit int64) (string, *hostBody) {
	client := &http.Client{
		CheckRedirect: func(r *http.Request, via []*http.Request) error {
			switch {
			case redirect == "manual":
				return http.ErrUseLastResponse
			case redirect == "error":
				return errRedirect
			case len(via) >= 20:
				return errors.New("too many redirects")
			}
			return nil
		},
	}
	fail := func(name, format string, a ...any) string {
		b, _ := json.Marshal(map[string]any{"id": id, "error": jsErr{name, fmt.Sprintf(format, a...)}})
		return string(b)
	}
	aborted := func() string {
		return fail("AbortError", "fetch of %s was aborted: %v", req.URL.Redacted(), context.Cause(req.Context()))
	}
	release, err := v.ops.slot(req.Context())
	if err != nil {
		return aborted(), nil
	}
	resp, err := client.Do(req)
	if err != nil {
		release()
		if cause := context.Cause(req.Context()); cause != nil && req.Context().Err() != nil {
			return aborted(), nil
		}
		if errors.Is(err, errRedirect) {
			return fail("TypeError", "fetch of %s: the server redirected and redirect is \"error\"", req.URL.Redacted()), nil
		}
		return fail("TypeError", "fetch failed: %v", unwrapURLError(err)), nil
	}
	if resp.ContentLength > limit {
		resp.Body.Close()
		release()
		return fail("TypeError", "fetch of %s: the response body is %d MiB, larger than %d MiB (the limit)",
			req.URL.Redacted(), resp.ContentLength>>20, limit>>20), nil
	}
	var headers [][2]string
	for k, vals := range resp.Header {
		for _, val := range vals {
			headers = append(headers, [2]string{strings.ToLower(k), val})
		}
	}
	statusText := strings.TrimSpace(strings.TrimPrefix(resp.Status, fmt.Sprint(resp.StatusCode)))
	// The body stays in the network until JavaScript reads it (hostBody);
	// the request's context lives on with it (closing it cancels it).
	hb := &hostBody{rc: resp.Body, limit: limit, release: release, url: req.URL.Redacted(), cancel: v.ops.detach(id)}
	body := v.ops.putBody(hb)
	b, _ := json.Marshal(map[string]any{"id": id, "value": map[string]any{
		"status":     resp.StatusCode,
		"statusText": statusText,
		"url":        resp.Request.URL.String(),
		"redirected": resp.Request.URL.String() != req.URL.String(),
		"headers":    headers,
		"body":       body,
	}})
	return string(b), hb
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

// hostCancel: __earshot_cancel(id) aborts a fetch in flight.
func (v *vm) hostCancel(this *qjs.This) (*qjs.Value, error) {
	a := args(this)
	defer freeAll(this.Args())
	var id int
	fmt.Sscan(v.argString(a, 0), &id)
	v.ops.stop(id, errors.New("the request's signal was aborted"))
	return nil, nil
}

// hostBody: __earshot_body(id, how) reads a response body, a chunk at a
// time: "read" starts reading the next chunk and returns {"id": op}; the
// op's completion ({"n": bytes, "eof": bool}, or an error) is delivered as
// an event, and then "take" returns the chunk as an ArrayBuffer. "drop"
// closes the body.
func (v *vm) hostBody(this *qjs.This) (*qjs.Value, error) {
	a := args(this)
	defer freeAll(this.Args())
	var id int
	fmt.Sscan(v.argString(a, 0), &id)
	b, ok := v.ops.body(id)
	if !ok {
		return v.retJSON(this, errJSON("TypeError", "the body is gone: it has been read, or the call that fetched it has ended"))
	}
	switch v.argString(a, 1) {
	case "read":
		op, ctx := v.ops.start(v.opCtx)
		go func() {
			defer v.ops.done(op)
			v.post(v.readChunk(ctx, op, b))
		}()
		return v.retJSON(this, map[string]int{"id": op})
	case "take":
		chunk := b.chunk
		b.chunk = nil
		val, err := v.inst.NewArrayBuffer(chunk)
		return v.ret(this, val, err)
	case "drop":
		v.ops.closeBody(id)
	}
	return nil, nil
}

// readChunk reads the next chunk of a body (whatever has arrived, up to
// bodyChunk) and returns the completion event.
func (v *vm) readChunk(ctx context.Context, op int, b *hostBody) string {
	event := func(value any, e *jsErr) string {
		m := map[string]any{"id": op}
		if e != nil {
			m["error"] = e
		} else {
			m["value"] = value
		}
		out, _ := json.Marshal(m)
		return string(out)
	}
	buf := make([]byte, bodyChunk)
	n, err := io.ReadAtLeast(b.rc, buf, 1)
	if n > 0 {
		b.read += int64(n)
		if b.read > b.limit {
			return event(nil, &jsErr{"TypeError", fmt.Sprintf("fetch of %s: the response body is larger than %d MiB (the limit)", b.url, b.limit>>20)})
		}
		b.chunk = buf[:n]
		return event(map[string]any{"n": n, "eof": false}, nil)
	}
	switch {
	case errors.Is(err, io.EOF):
		return event(map[string]any{"n": 0, "eof": true}, nil)
	case ctx.Err() != nil:
		return event(nil, &jsErr{"AbortError", fmt.Sprintf("reading the body of %s was aborted: %v", b.url, context.Cause(ctx))})
	default:
		return event(nil, &jsErr{"TypeError", fmt.Sprintf("reading the body of %s failed: %v", b.url, err)})
	}
}
