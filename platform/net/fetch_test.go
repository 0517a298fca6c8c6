package net_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/jstest"
	"github.com/earshot/extensions/internal/testutil"
)

// testServer echoes requests and has routes for the cases below.
func testServer(t *testing.T) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("/echo", func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.Header().Add("X-Multi", "a")
		w.Header().Add("X-Multi", "b")
		json.NewEncoder(w).Encode(map[string]any{
			"method": r.Method, "body": string(body), "bytes": []byte(body),
			"contentType": r.Header.Get("Content-Type"), "auth": r.Header.Get("Authorization"),
			"ua": r.Header.Get("User-Agent"), "query": r.URL.RawQuery,
		})
	})
	mux.HandleFunc("/status/", func(w http.ResponseWriter, r *http.Request) {
		var code int
		fmt.Sscan(strings.TrimPrefix(r.URL.Path, "/status/"), &code)
		w.WriteHeader(code)
		fmt.Fprint(w, "status body")
	})
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/echo?from=redirect", http.StatusFound)
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(10 * time.Second):
		case <-r.Context().Done():
		}
	})
	mux.HandleFunc("/big", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(strings.Repeat("x", 2<<20)))
	})
	mux.HandleFunc("/sized/", func(w http.ResponseWriter, r *http.Request) {
		// n MiB, streamed without a Content-Length, stopping if the client goes.
		var n int
		fmt.Sscan(strings.TrimPrefix(r.URL.Path, "/sized/"), &n)
		chunk := []byte(strings.Repeat("y", 1<<20))
		for range n {
			if _, err := w.Write(chunk); err != nil {
				return
			}
		}
	})
	mux.HandleFunc("/binary", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte{0, 1, 2, 255, 0})
	})
	mux.HandleFunc("/text", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("héllo\x00wörld"))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestFetch(t *testing.T) {
	srv := testServer(t)
	x := jstest.Load(t, "runner.js", jstest.Config(t))
	// A port nothing listens on (one a listener just gave back).
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := l.Addr().(*net.TCPAddr).Port
	l.Close()
	base := map[string]any{"base": srv.URL, "closed": fmt.Sprintf("http://127.0.0.1:%d/", closed)}
	tests := []struct {
		name, code, want string
	}{
		{"get json", `const r = await fetch(input.base + "/echo?a=1"); const j = await r.json(); return [r.status, r.ok, r.statusText, j.method, j.query, j.ua, r.headers.get("content-type"), r.headers.get("x-multi"), r.url === input.base + "/echo?a=1", r.redirected]`,
			`[200,true,"OK","GET","a=1","node","application/json","a, b",true,false]`},
		{"post string", `const r = await fetch(input.base + "/echo", {method: "POST", body: "hi", headers: {Authorization: "Bearer t"}}); const j = await r.json(); return [j.method, j.body, j.contentType, j.auth]`,
			`["POST","hi","text/plain;charset=UTF-8","Bearer t"]`},
		{"post json string", `const r = await fetch(input.base + "/echo", {method: "PUT", body: JSON.stringify({a: 1}), headers: {"content-type": "application/json"}}); const j = await r.json(); return [j.method, j.body, j.contentType]`,
			`["PUT","{\"a\":1}","application/json"]`},
		{"post text with a lone surrogate", `const r = await fetch(input.base + "/echo", {method: "POST", body: "é€𝄞\uD800!"}); return (await r.json()).bytes`,
			`"w6nigqzwnYSe77+9IQ=="`},
		{"post long text", `const r = await fetch(input.base + "/echo", {method: "POST", body: "é".repeat(20000) + "\uDC00"}); const j = await r.json(); return [j.body.length, j.body === "é".repeat(20000) + "\uFFFD"]`,
			`[20001,true]`},
		{"post bytes", `const r = await fetch(input.base + "/echo", {method: "POST", body: new Uint8Array([0, 1, 255])}); return (await r.json()).bytes`,
			`"AAH/"`},
		{"post array buffer view", `const b = new Uint8Array([9, 8, 7, 6]); const r = await fetch(input.base + "/echo", {method: "POST", body: b.subarray(1, 3).buffer.slice(1, 3)}); return (await r.json()).bytes`,
			`"CAc="`},
		{"post form", `const r = await fetch(input.base + "/echo", {method: "POST", body: new URLSearchParams({q: "a b", n: "1"})}); const j = await r.json(); return [j.body, j.contentType]`,
			`["q=a+b&n=1","application/x-www-form-urlencoded;charset=UTF-8"]`},
		{"status", `const r = await fetch(input.base + "/status/404"); return [r.status, r.ok, r.statusText, await r.text()]`,
			`[404,false,"Not Found","status body"]`},
		{"redirect follow", `const r = await fetch(input.base + "/redirect"); return [r.status, r.redirected, r.url.endsWith("/echo?from=redirect"), (await r.json()).query]`,
			`[200,true,true,"from=redirect"]`},
		{"redirect manual", `const r = await fetch(input.base + "/redirect", {redirect: "manual"}); return [r.status, r.headers.get("location")]`,
			`[302,"/echo?from=redirect"]`},
		{"redirect error", `try { await fetch(input.base + "/redirect", {redirect: "error"}); return "no" } catch (e) { return [e.name, e.message.includes("redirect")] }`,
			`["TypeError",true]`},
		{"array buffer", `const r = await fetch(input.base + "/binary"); return Array.from(new Uint8Array(await r.arrayBuffer()))`,
			`[0,1,2,255,0]`},
		{"text with nul", `const t = await (await fetch(input.base + "/text")).text(); return [t.length, t.charCodeAt(5), t.slice(6)]`,
			`[11,0,"wörld"]`},
		{"clone", `const r = await fetch(input.base + "/text"); const c = r.clone(); return [await r.text() === await c.text(), r.bodyUsed, c.bodyUsed]`,
			`[true,true,true]`},
		// Node's error: "fetch failed", the connect error as its cause
		// (here with the URL); its stack at the caller's line.
		{"network error", `try { await fetch(input.closed); return "no" } catch (e) { const c = e.cause;
			return [e.name, e.message, c.code, c.errno, c.syscall, c.address, c.message.startsWith("connect ECONNREFUSED 127.0.0.1:"), c.message.includes("(fetching " + input.closed + ")"), /runner/.test(e.stack)] }`,
			`["TypeError","fetch failed","ECONNREFUSED",-111,"connect","127.0.0.1",true,true,true]`},
		{"name not found", `try { await fetch("http://nonexistent.invalid/"); return "no" } catch (e) { return [e.message, e.cause.code, e.cause.hostname, e.cause.message.startsWith("getaddrinfo ENOTFOUND nonexistent.invalid")] }`,
			`["fetch failed","ENOTFOUND","nonexistent.invalid",true]`},
		{"bad scheme", `try { await fetch("ftp://example.com/"); return "no" } catch (e) { return [e.name, e.message] }`,
			`["TypeError","fetch: the ftp: scheme is not supported (http and https are)"]`},
		{"bad url", `try { await fetch("not a url"); return "no" } catch (e) { return e.name }`,
			`"TypeError"`},
		{"abort signal", `const c = new AbortController(); const p = fetch(input.base + "/slow", {signal: c.signal}); setTimeout(() => c.abort(), 20); try { await p; return "no" } catch (e) { return [e.name, c.signal.aborted] }`,
			`["AbortError",true]`},
		{"aborted before", `try { await fetch(input.base + "/echo", {signal: AbortSignal.abort()}); return "no" } catch (e) { return e.name }`,
			`"AbortError"`},
		{"signal timeout", `const t0 = performance.now(); try { await fetch(input.base + "/slow", {signal: AbortSignal.timeout(50)}); return "no" } catch (e) { return [e.name, performance.now() - t0 < 3000] }`,
			`["TimeoutError",true]`},
		{"parallel", `const rs = await Promise.all([1, 2, 3, 4, 5].map(i => fetch(input.base + "/echo?i=" + i).then(r => r.json()))); return rs.map(j => j.query)`,
			`["i=1","i=2","i=3","i=4","i=5"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := jstest.Run(t, x, tt.code, base)
			var got, want any
			if r.IsError || json.Unmarshal([]byte(r.Output), &got) != nil {
				t.Fatalf("not a JSON value: %s", r.Output)
			}
			json.Unmarshal([]byte(tt.want), &want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got  %s\nwant %s", r.Output, tt.want)
			}
		})
	}
}

func TestFetchLimits(t *testing.T) {
	srv := testServer(t)
	cfg := jstest.Config(t)
	cfg.Limits.FetchLimit = 1 << 20
	cfg.Limits.CallTimeout = 2 * time.Second
	x := jstest.Load(t, "runner.js", cfg)
	base := map[string]any{"base": srv.URL}

	// A body is read from the network as it is consumed: the response
	// arrives, reading past the limit fails.
	r := jstest.Run(t, x, `const res = await fetch(input.base + "/big"); try { await res.text(); return "no" } catch (e) { return [res.status, e.name, e.message] }`, base)
	if !strings.Contains(r.Output, "200") || !strings.Contains(r.Output, "larger than 1 MiB") {
		t.Errorf("big body: %s", r.Output)
	}
	// The call's deadline applies to a fetch in flight, and the extension's
	// signal says so.
	start := time.Now()
	r = jstest.Run(t, x, `context.signal.addEventListener("abort", () => { state.aborted = context.signal.reason.name }); await fetch(input.base + "/slow"); return "no"`, base)
	if !errors.Is(r.Err, api.ErrTimeout) || time.Since(start) > 15*time.Second { // the deadline, not the server (30 s)
		t.Fatalf("slow server: %+v after %v", r, time.Since(start))
	}
	if got := jstest.Run(t, x, `return state.aborted`, nil).Output; got != `"TimeoutError"` {
		t.Errorf("the call's signal: %s", got)
	}
	// The extension still works.
	if got := jstest.Run(t, x, `return (await (await fetch(input.base + "/echo")).json()).method`, base).Output; got != `"GET"` {
		t.Errorf("after the timeout: %s", got)
	}
}

// TestFetchServerLoad checks that many requests from many calls all reach
// the server and their callers.
func TestFetchServerLoad(t *testing.T) {
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		fmt.Fprint(w, r.URL.Query().Get("n"))
	}))
	defer srv.Close()
	x := jstest.Load(t, "runner.js", jstest.Config(t))
	for i := range 10 {
		r := jstest.Run(t, x, `const rs = await Promise.all(Array.from({length: 10}, (_, j) => fetch(input.base + "?n=" + (input.i * 10 + j)).then(r => r.text()))); return rs.join(",")`,
			map[string]any{"base": srv.URL, "i": i})
		var want []string
		for j := range 10 {
			want = append(want, fmt.Sprint(i*10+j))
		}
		if r.Output != `"`+strings.Join(want, ",")+`"` {
			t.Fatalf("call %d: %s", i, r.Output)
		}
	}
	if hits.Load() != 100 {
		t.Fatalf("%d requests reached the server", hits.Load())
	}
}

// TestUnreadBodiesStayInTheNetwork: responses an extension does not read
// (it looks at the status only) are not buffered in the host, and are
// dropped when the call ends: the host does not grow with them.
func TestUnreadBodiesStayInTheNetwork(t *testing.T) {
	if testutil.RSS() == 0 || raceEnabled {
		t.Skip("measures the process's memory")
	}
	srv := testServer(t)
	cfg := jstest.Config(t)
	x := jstest.Load(t, "runner.js", cfg)
	base := map[string]any{"base": srv.URL}
	jstest.Run(t, x, `return (await fetch(input.base + "/echo")).status`, base) // warm up
	before := testutil.SettledRSS()
	for range 3 {
		r := jstest.Run(t, x, `const rs = await Promise.all(Array.from({length: 10}, () => fetch(input.base + "/sized/16"))); return rs.map(r => r.status).join()`, base)
		if r.Output != `"200,200,200,200,200,200,200,200,200,200"` {
			t.Fatalf("%+v", r)
		}
	}
	after := testutil.SettledRSS()
	t.Logf("RSS %d MiB -> %d MiB", before>>20, after>>20)
	if after > before+64<<20 {
		t.Errorf("RSS grew from %d to %d MiB: unread bodies are held by the host", before>>20, after>>20)
	}
	// Reading bodies larger than the instance's memory fails inside the
	// instance (out of memory), and the host does not grow either.
	cfg.Limits.MemoryLimit = 32 << 20
	cfg.Limits.FetchLimit = 256 << 20
	small := jstest.Load(t, "runner.js", cfg)
	r := jstest.Run(t, small, `const res = await fetch(input.base + "/sized/64"); return (await res.text()).length`, base)
	if !r.IsError || !errors.Is(r.Err, api.ErrOutOfMemory) {
		t.Fatalf("%+v", r)
	}
	if got := testutil.SettledRSS(); got > before+96<<20 {
		t.Errorf("RSS grew from %d to %d MiB reading a body past the memory cap", before>>20, got>>20)
	}
}

// TestFetchesAreBounded: an instance has at most 16 requests and unread
// bodies open at once; more wait (and still finish).
func TestFetchesAreBounded(t *testing.T) {
	var open, peak atomic.Int64
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := open.Add(1)
		defer open.Add(-1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		select {
		case <-release:
		case <-time.After(200 * time.Millisecond):
		}
		fmt.Fprint(w, "ok")
	}))
	defer srv.Close()
	x := jstest.Load(t, "runner.js", jstest.Config(t))
	r := jstest.Run(t, x, `const rs = await Promise.all(Array.from({length: 40}, () => fetch(input.base).then(r => r.text()))); return rs.length`,
		map[string]any{"base": srv.URL})
	close(release)
	if r.Output != "40" {
		t.Fatalf("%+v", r)
	}
	if p := peak.Load(); p > 16 {
		t.Errorf("%d requests were open at once; the limit is 16", p)
	}
}

// TestFetchFailureSaysWhy: a fetch that fails and is not caught is an
// error result that says what failed, where, and on which URL — the
// cause Node puts under "fetch failed" — not a Go error cut at a colon.
func TestFetchFailureSaysWhy(t *testing.T) {
	x := jstest.Load(t, "runner.js", jstest.Config(t))
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := fmt.Sprintf("http://127.0.0.1:%d/api", l.Addr().(*net.TCPAddr).Port)
	l.Close()
	r := jstest.Run(t, x, `await fetch(input.url); return "fetched"`, map[string]any{"url": url})
	for _, want := range []string{"TypeError: fetch failed", "[cause]: Error: connect ECONNREFUSED 127.0.0.1:", "(fetching " + url + ")"} {
		if !r.IsError || !strings.Contains(r.Output, want) {
			t.Fatalf("%q is not in %q", want, r.Output)
		}
	}
}
