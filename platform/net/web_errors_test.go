package net

import (
	"context"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testnet"
	"github.com/earshot/extensions/platform/kernel"
)

// TestFetchProtocolErrors: what fetch's client (Go's) makes of each broken
// response of testnet's Faulty server, against what Node's fetch (Node
// 22's undici) reports: the same code where Go refuses it too (the cases
// both Node 20 and 22 agree on are goldens in net_cases.mjs), and the
// differences docs/writing-extensions.md lists, so that the list stays
// true: Go takes a Content-Length given twice alike, one with chunked, and
// lines ending in a bare LF, which undici refuses.
func TestFetchProtocolErrors(t *testing.T) {
	s := testnet.Start()
	defer s.Close()
	get := func(path string) (head error, body error) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, "GET", "http://"+s.Faulty+path, nil)
		resp, err := defaultClient.Do(req)
		if err != nil {
			return err, nil
		}
		defer resp.Body.Close()
		_, err = io.ReadAll(resp.Body)
		return nil, err
	}
	for _, tt := range []struct{ path, code, reason string }{
		{"/not-http", "HPE_INVALID_CONSTANT", "Expected HTTP/"},
		{"/bad-version", "HPE_INVALID_VERSION", "Invalid minor version"},
		{"/header-name-ctl", "HPE_INVALID_HEADER_TOKEN", "Invalid header token"},
		{"/header-value-ctl", "HPE_INVALID_HEADER_TOKEN", "Invalid header value char"},
		// Node 22; Node 20: HPE_UNEXPECTED_CONTENT_LENGTH.
		{"/two-lengths", "UND_ERR_RES_CONTENT_LENGTH_MISMATCH", ""},
		{"/big-head", "UND_ERR_HEADERS_OVERFLOW", ""},
	} {
		head, _ := get(tt.path)
		if head == nil {
			t.Errorf("%s: taken", tt.path)
			continue
		}
		c := protocolCause(head)
		if c == nil || c["code"] != tt.code || (tt.reason != "" && c["message"] != "Response does not match the HTTP/1.1 protocol ("+tt.reason+")") {
			t.Errorf("%s: %v: cause %v, want %s (%s)", tt.path, head, c, tt.code, tt.reason)
		}
	}
	// Taken by Go's client, refused by Node 22's undici (differences).
	for _, path := range []string{"/same-lengths", "/length-and-chunked", "/lf-only"} {
		if head, body := get(path); head != nil || body != nil {
			t.Errorf("%s: %v %v; the documented difference is gone", path, head, body)
		}
	}
	// Bodies cut short.
	for path, code := range map[string]string{"/cut-length": "UND_ERR_SOCKET", "/cut-chunked": "UND_ERR_SOCKET", "/bad-chunk": "HPE_INVALID_CHUNK_SIZE"} {
		head, body := get(path)
		if head != nil || body == nil {
			t.Errorf("%s: %v %v", path, head, body)
			continue
		}
		je, _ := bodyError("u", body).(*kernel.JSError)
		if je == nil || je.Name != "TypeError" || je.Message != "terminated" || je.Cause["code"] != code {
			t.Errorf("%s: %v: %#v", path, body, je)
		}
	}
}

// TestLLHTTPReasons: the reasons read from Go's quoted text.
func TestLLHTTPReasons(t *testing.T) {
	for msg, want := range map[string]string{
		`malformed HTTP version "HTTP/x.1"`: "Invalid major version",
		`malformed HTTP version "HTTP/11"`:  "Expected dot",
		`malformed HTTP version "HTTP/1.x"`: "Invalid minor version",
		`malformed HTTP version "HTTP/1.2"`: "Invalid HTTP version",
	} {
		if got := versionReason(msg); got != want {
			t.Errorf("%s: %s, want %s", msg, got, want)
		}
	}
	for msg, want := range map[string]string{
		`malformed MIME header line: "X-A: b\x01"`: "Invalid header value char",
		`malformed MIME header line: "X(A): b"`:    "Invalid header token",
		`malformed MIME header line: "X-A"`:        "Invalid header token",
		`malformed MIME header line: ": b"`:        "Invalid header token",
	} {
		if got := headerReason(msg); got != want {
			t.Errorf("%s: %s, want %s", msg, got, want)
		}
	}
}
