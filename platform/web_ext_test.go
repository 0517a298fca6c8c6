package platform_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/jstest"
)

// TestWebPlatform runs the snippets of platform/testdata/web_cases.mjs and
// compares each result with what Node.js returned for it (web_cases.json).
func TestWebPlatform(t *testing.T) {
	x := jstest.Load(t, "runner.js", jstest.Config(t))
	jstest.RunGoldens(t, x, jstest.ReadGoldens(t, jstest.Testdata("web_cases.json")), nil)
}

// TestWebStreams: a response body is a ReadableStream delivered from the
// network as it arrives. The server below sends each server-sent event
// only after the extension has acknowledged the one before (with another
// fetch), so a body that was buffered until its end could never be read:
// the test would time out instead of passing. It also checks how soon each
// event is read after it is sent (loosely: the target is ~50 ms).
func TestWebStreams(t *testing.T) {
	const events = 5
	acks := make(chan int, events)
	sent := make([]time.Time, events)
	mux := http.NewServeMux()
	mux.HandleFunc("/sse", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		for i := range events {
			if i > 0 {
				select {
				case n := <-acks:
					if n != i-1 {
						t.Errorf("ack %d, want %d", n, i-1)
					}
				case <-time.After(10 * time.Second):
					t.Errorf("event %d was never acknowledged: the body is not delivered as it arrives", i-1)
					return
				case <-r.Context().Done():
					return
				}
				time.Sleep(50 * time.Millisecond)
			}
			sent[i] = time.Now()
			fmt.Fprintf(w, "data: event %d\n\n", i)
			w.(http.Flusher).Flush()
		}
	})
	mux.HandleFunc("/ack", func(w http.ResponseWriter, r *http.Request) {
		var n int
		fmt.Sscan(r.URL.Query().Get("n"), &n)
		if n < events-1 { // the last is not waited for
			acks <- n
		}
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	cfg := jstest.Config(t)
	cfg.Limits.CallTimeout = 30 * time.Second
	x := jstest.Load(t, "runner.js", cfg)
	r := jstest.Run(t, x, `
		const res = await fetch(input.base + "/sse");
		const events = [];
		const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
		let buf = "";
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			buf += value;
			let i;
			while ((i = buf.indexOf("\n\n")) >= 0) {
				const ev = buf.slice(0, i); buf = buf.slice(i + 2);
				events.push([ev, Date.now()]);
				await fetch(input.base + "/ack?n=" + (events.length - 1));
			}
		}
		return { events, used: res.bodyUsed };`, map[string]any{"base": srv.URL})
	v := jstest.JSON(t, r).(map[string]any)
	got := v["events"].([]any)
	if len(got) != events || v["used"] != true {
		t.Fatalf("events %v, bodyUsed %v", got, v["used"])
	}
	for i, e := range got {
		pair := e.([]any)
		if want := fmt.Sprintf("data: event %d", i); pair[0] != want {
			t.Errorf("event %d: %q", i, pair[0])
		}
		read := time.UnixMilli(int64(pair[1].(float64)))
		if lag := read.Sub(sent[i]); lag > time.Second {
			t.Errorf("event %d was read %v after it was sent", i, lag)
		} else {
			t.Logf("event %d read %v after it was sent", i, lag.Round(time.Millisecond))
		}
	}

	// Cancelling the stream closes the request: the server sees it go.
	r = jstest.Run(t, x, `
		const res = await fetch(input.base + "/sse");
		const reader = res.body.getReader();
		const first = await reader.read();
		await reader.cancel("enough");
		return [new TextDecoder().decode(first.value).trim(), res.bodyUsed];`, map[string]any{"base": srv.URL})
	if s := fmt.Sprint(jstest.JSON(t, r)); !strings.Contains(s, "data: event 0") {
		t.Fatalf("cancel: %s", s)
	}
}

// TestFetchBodies: FormData goes as multipart/form-data (parsed here by
// Go's own reader), a Blob with its type, a ReadableStream as its bytes;
// the request carries Node's default headers unless it sets its own; and
// the web streams module is not loaded until something touches it.
func TestFetchBodies(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/form", func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseMultipartForm(1 << 20); err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		f, fh, err := r.FormFile("upload")
		if err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		b := make([]byte, 100)
		n, _ := f.Read(b)
		fmt.Fprintf(w, "%s|%s|%s|%s|%s", r.FormValue("name"), fh.Filename, fh.Header.Get("Content-Type"), b[:n], r.FormValue("multi"))
	})
	mux.HandleFunc("/raw", func(w http.ResponseWriter, r *http.Request) {
		b := make([]byte, 100)
		n, _ := r.Body.Read(b)
		fmt.Fprintf(w, "%s|%s|%s|%s|%s", r.Header.Get("Content-Type"), b[:n], r.Header.Get("User-Agent"), r.Header.Get("Accept"),
			r.Header.Get("Accept-Language"))
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	x := jstest.Load(t, "runner.js", jstest.Config(t))
	r := jstest.Run(t, x, `
		const lazy = typeof Object.getOwnPropertyDescriptor(globalThis, "ReadableStream").get === "function";
		const f = new FormData();
		f.append("name", "Ada");
		f.append("multi", "line one\nline two");
		f.append("upload", new File(["file body"], "notes.txt", { type: "text/plain" }));
		const form = await (await fetch(input.base + "/form", { method: "POST", body: f })).text();
		const blob = await (await fetch(input.base + "/raw", { method: "POST", body: new Blob(["blob body"], { type: "application/x-thing" }) })).text();
		const stream = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode("streamed ")); c.enqueue(new TextEncoder().encode("body")); c.close(); } });
		const streamed = await (await fetch(input.base + "/raw", { method: "POST", body: stream, duplex: "half" })).text();
		const own = await (await fetch(input.base + "/raw", { method: "POST", body: "x", headers: { "user-agent": "mine", accept: "text/plain" } })).text();
		return { lazy, form, blob, streamed, own };`, map[string]any{"base": srv.URL})
	v := jstest.JSON(t, r).(map[string]any)
	want := map[string]any{
		"lazy":     true,
		"form":     "Ada|notes.txt|text/plain|file body|line one\r\nline two",
		"blob":     "application/x-thing|blob body|node|*/*|*",
		"streamed": "|streamed body|node|*/*|*",
		"own":      "text/plain;charset=UTF-8|x|mine|text/plain|*",
	}
	for k, w := range want {
		if v[k] != w {
			t.Errorf("%s: got %q, want %q", k, v[k], w)
		}
	}
}

// TestLazyWebGlobals: fetch and its classes, and crypto.subtle, are lazy
// modules: a fresh instance has getters in their place (their code is not in
// its memory), the first touch of any loads them all, from bytecode, and
// then they are plain values; assigning one first replaces it without
// loading the others; structuredClone refuses a Headers either way.
func TestLazyWebGlobals(t *testing.T) {
	x := jstest.Load(t, "runner.js", jstest.Config(t))
	r := jstest.Run(t, x, `
		const names = ["fetch", "Headers", "Request", "Response", "Blob", "File", "FormData", "CryptoKey"];
		const isLazy = (o, n) => typeof Object.getOwnPropertyDescriptor(o, n)?.get === "function";
		const before = names.filter((n) => isLazy(globalThis, n)).concat(isLazy(crypto, "subtle") ? ["subtle"] : []);
		let cloneBefore;
		try { structuredClone({}); cloneBefore = "ok" } catch (e) { cloneBefore = e.name }
		globalThis.Blob = "mine";
		const assigned = [Blob, isLazy(globalThis, "Headers")];
		const h = new Headers({ a: "1" });
		const afterTouch = names.filter((n) => isLazy(globalThis, n));
		let cloned;
		try { structuredClone(h); cloned = "cloned" } catch (e) { cloned = e.name }
		const same = fetch === globalThis.fetch && new Response("x") instanceof Response && typeof File === "function";
		const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(0)))[0];
		// Run from bytecode compiled without its source (an eval of the
		// source would keep it, in every instance that loads it).
		const stripped = fetch.toString().includes("[native code]") && ReadableStream.toString().includes("[native code]");
		return { before, cloneBefore, assigned, afterTouch, cloned, same, blob: Blob, digest, stripped,
			subtle: isLazy(crypto, "subtle"), key: typeof CryptoKey, keyLazy: isLazy(globalThis, "CryptoKey") };`, nil)
	got, _ := json.Marshal(jstest.JSON(t, r))
	want := `{"afterTouch":["CryptoKey"],"assigned":["mine",true],"before":["fetch","Headers","Request","Response","Blob","File","FormData","CryptoKey","subtle"],"blob":"mine","cloneBefore":"ok","cloned":"DataCloneError","digest":227,"key":"function","keyLazy":false,"same":true,"stripped":true,"subtle":false}`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}

	// crypto frozen before subtle is first read: subtle still loads.
	y := jstest.Load(t, "runner.js", jstest.Config(t))
	r = jstest.Run(t, y, `Object.freeze(crypto); return [typeof crypto.subtle.digest, crypto.subtle === crypto.subtle]`, nil)
	if got, _ := json.Marshal(jstest.JSON(t, r)); string(got) != `["function",true]` {
		t.Errorf("frozen crypto: %s", got)
	}
}
