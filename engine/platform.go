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

// ops are one instance's host operations in flight, and response bodies
// waiting to be read.
type ops struct {
	mu     sync.Mutex
	next   int
	cancel map[int]context.CancelCauseFunc
	bodies map[int][]byte
	wg     sync.WaitGroup
}

func (o *ops) start(ctx context.Context) (int, context.Context) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.cancel == nil {
		o.cancel, o.bodies = map[int]context.CancelCauseFunc{}, map[int][]byte{}
	}
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

func (o *ops) stop(id int, cause error) {
	o.mu.Lock()
	if c := o.cancel[id]; c != nil {
		c(cause)
	}
	o.mu.Unlock()
}

// stopAll cancels every operation and waits for their goroutines.
func (o *ops) stopAll(cause error) {
	o.mu.Lock()
	for _, c := range o.cancel {
		c(cause)
	}
	o.mu.Unlock()
	o.wg.Wait()
}

func (o *ops) putBody(b []byte) int {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.next++
	o.bodies[o.next] = b
	return o.next
}

func (o *ops) takeBody(id int) ([]byte, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	b, ok := o.bodies[id]
	delete(o.bodies, id)
	return b, ok
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
		defer v.ops.done(id)
		v.post(v.doFetch(id, hreq, req.Redirect, limit))
	}()
	return v.retJSON(this, map[string]int{"id": id})
}

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }

var errRedirect = errors.New("redirect mode is error")

// doFetch performs a request and returns the completion event (JSON).
func (v *vm) doFetch(id int, req *http.Request, redirect string, limit int64) string {
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
	resp, err := client.Do(req)
	if err != nil {
		if cause := context.Cause(req.Context()); cause != nil && req.Context().Err() != nil {
			return fail("AbortError", "fetch of %s was aborted: %v", req.URL.Redacted(), cause)
		}
		if errors.Is(err, errRedirect) {
			return fail("TypeError", "fetch of %s: the server redirected and redirect is \"error\"", req.URL.Redacted())
		}
		return fail("TypeError", "fetch failed: %v", unwrapURLError(err))
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		if cause := context.Cause(req.Context()); cause != nil && req.Context().Err() != nil {
			return fail("AbortError", "fetch of %s was aborted: %v", req.URL.Redacted(), cause)
		}
		return fail("TypeError", "fetch of %s: reading the response body failed: %v", req.URL.Redacted(), err)
	}
	if int64(len(body)) > limit {
		return fail("TypeError", "fetch of %s: the response body is larger than %d MiB (the limit)", req.URL.Redacted(), limit>>20)
	}
	var headers [][2]string
	for k, vals := range resp.Header {
		for _, val := range vals {
			headers = append(headers, [2]string{strings.ToLower(k), val})
		}
	}
	statusText := strings.TrimSpace(strings.TrimPrefix(resp.Status, fmt.Sprint(resp.StatusCode)))
	b, _ := json.Marshal(map[string]any{"id": id, "value": map[string]any{
		"status":     resp.StatusCode,
		"statusText": statusText,
		"url":        resp.Request.URL.String(),
		"redirected": resp.Request.URL.String() != req.URL.String(),
		"headers":    headers,
		"body":       v.ops.putBody(body),
	}})
	return string(b)
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

// hostBody: __earshot_body(id, how) takes a response body: "bytes" as an
// ArrayBuffer, "text" as {"text": ...} (UTF-8 decoded), "drop" to free it.
func (v *vm) hostBody(this *qjs.This) (*qjs.Value, error) {
	a := args(this)
	defer freeAll(this.Args())
	var id int
	fmt.Sscan(v.argString(a, 0), &id)
	b, ok := v.ops.takeBody(id)
	if !ok {
		return v.retJSON(this, errJSON("TypeError", "the body has already been read"))
	}
	switch v.argString(a, 1) {
	case "bytes":
		val, err := v.inst.NewArrayBuffer(b)
		return v.ret(this, val, err)
	case "text":
		return v.retDecoded(this, b, false, false)
	}
	return nil, nil
}
