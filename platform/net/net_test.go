package net_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/jstest"
	"github.com/earshot/extensions/internal/testnet"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/platform"
)

// TestNetSockets runs the golden cases of the network built-ins
// (platform/testdata/net_cases.mjs: net, tls, http, https, dns,
// WebSocket) inside an extension, against the same local servers Node.js
// ran them against, and compares every result with Node's
// (net_cases.json): events and their order, error codes and messages,
// headers and rawHeaders, what goes on the wire.
func TestNetSockets(t *testing.T) {
	b, err := os.ReadFile(jstest.Testdata("net_cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases struct {
		jstest.Goldens
		Prelude string `json:"prelude"`
	}
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	s := testnet.Start()
	defer s.Close()
	cfg := jstest.Config(t)
	cfg.Limits.CallTimeout = 10 * time.Second
	x := jstest.Load(t, "net-runner.js", cfg)
	cases.Snippets = withInput(cases.Snippets, map[string]any{"servers": s.Env()}, cases.Prelude)
	jstest.RunGoldens(t, x, cases.Goldens, nil)
}

// withInput is each of snippets after prelude, with the fields of extra
// added to its input.
func withInput(snippets map[string]string, extra map[string]any, prelude string) map[string]string {
	b, _ := json.Marshal(extra)
	out := make(map[string]string, len(snippets))
	for name, code := range snippets {
		out[name] = "Object.assign(input, " + string(b) + ");" + prelude + code
	}
	return out
}

// netExt loads the network runner with a policy (nil: everything) and a
// call timeout (0: the default).
func netExt(t *testing.T, p *platform.Policy, timeout time.Duration) *engine.Extension {
	t.Helper()
	cfg := jstest.Config(t)
	cfg.Platform.Policy = p
	if timeout > 0 {
		cfg.Limits.CallTimeout = timeout
	}
	return jstest.Load(t, "net-runner.js", cfg)
}

// netOutput runs code and returns its JSON result, failing on an error.
func netOutput(t *testing.T, x *engine.Extension, s *testnet.Servers, code string) string {
	t.Helper()
	r := jstest.Run(t, x, code, map[string]any{"servers": s.Env()})
	if r.IsError {
		t.Fatalf("threw: %s", r.Output)
	}
	return r.Output
}

// The snippets of TestNetCapability: each connects one way to a host and
// returns the error's code and message ("ok" if it connected).
const (
	capSocket = `const [host, port] = input.target.split(":"); const s = mods.net.connect(+port, host); try { await mods.events.once(s, "connect"); s.destroy(); return "ok" } catch (e) { return [e.code, e.message] }`
	capTLS    = `const [host, port] = input.target.split(":"); const s = mods.tls.connect(+port, host); try { await mods.events.once(s, "secureConnect"); s.destroy(); return "ok" } catch (e) { return [e.code, e.message] }`
	capHTTP   = `const req = mods.http.get("http://" + input.target + "/hello"); try { const [res] = await mods.events.once(req, "response"); res.resume(); return "ok" } catch (e) { return [e.code, e.message] }`
	capDNS    = `try { await mods.dnsPromises.lookup(input.target.split(":")[0]); return "ok" } catch (e) { return [e.code, e.message] }`
	capWS     = `const ws = new WebSocket("ws://" + input.target); return await new Promise((r) => { ws.onopen = () => { ws.close(); r("ok"); }; ws.onerror = (e) => r([e.error && e.error.code, e.message]); })`
	capFetch  = `try { await fetch("http://" + input.target + "/hello"); return "ok" } catch (e) { return [e.code, e.message] }`
)

// TestNetCapability: the net capability governs every socket as it does
// fetch — narrowed to hosts, an extension connects to those and is refused
// elsewhere with fetch's own words; turned off, every socket, request,
// lookup and WebSocket is refused before anything is sent.
func TestNetCapability(t *testing.T) {
	s := testnet.Start()
	defer s.Close()
	_, httpPort, _ := net.SplitHostPort(strings.TrimPrefix(s.HTTP, "http://"))
	_, wsPort, _ := net.SplitHostPort(strings.TrimPrefix(s.WS, "ws://"))
	project := t.TempDir()
	narrow := netExt(t, jstest.Policy(t, project, t.TempDir(), `{"net": ["127.0.0.1"]}`), 0)
	off := netExt(t, jstest.Policy(t, project, t.TempDir(), `{"net": false}`), 0)
	try := func(x *engine.Extension, code, target string) []any {
		t.Helper()
		r := jstest.Run(t, x, code, map[string]any{"servers": s.Env(), "target": target})
		if r.IsError {
			t.Fatalf("threw: %s", r.Output)
		}
		var v any
		json.Unmarshal([]byte(r.Output), &v)
		if v == "ok" {
			return nil
		}
		return v.([]any)
	}
	// Allowed: the listed host.
	for name, c := range map[string]struct{ code, target string }{
		"socket": {capSocket, s.Echo}, "http": {capHTTP, "127.0.0.1:" + httpPort}, "dns": {capDNS, "127.0.0.1"},
		"websocket": {capWS, "127.0.0.1:" + wsPort}, "fetch": {capFetch, "127.0.0.1:" + httpPort},
	} {
		if e := try(narrow, c.code, c.target); e != nil {
			t.Errorf("%s to 127.0.0.1 with net [127.0.0.1]: %v", name, e)
		}
	}
	// Refused: another name for the same machine, with fetch's message.
	fetchErr := try(narrow, capFetch, "localhost:"+httpPort)
	if fetchErr == nil {
		t.Fatal("fetch to localhost was allowed")
	}
	_, want, _ := strings.Cut(fetchErr[1].(string), ": ") // "fetch of URL: <the policy's words>"
	if !strings.HasPrefix(want, "a connection to localhost:"+httpPort+" is not allowed") {
		t.Fatalf("fetch's refusal: %q", fetchErr[1])
	}
	for name, c := range map[string]struct{ code, target string }{
		"socket": {capSocket, "localhost:" + httpPort}, "tls": {capTLS, "localhost:" + httpPort},
		"http": {capHTTP, "localhost:" + httpPort}, "websocket": {capWS, "localhost:" + wsPort},
	} {
		e := try(narrow, c.code, c.target)
		if want := strings.Replace(want, "localhost:"+httpPort, c.target, 1); e == nil || e[0] != "ERR_EARSHOT_CAPABILITY" || e[1] != want {
			t.Errorf("%s to localhost with net [127.0.0.1]: %v; want [ERR_EARSHOT_CAPABILITY %q]", name, e, want)
		}
	}
	if e := try(narrow, capDNS, "localhost"); e == nil || e[0] != "ERR_EARSHOT_CAPABILITY" || !strings.Contains(e[1].(string), "a lookup of localhost is not allowed") {
		t.Errorf("lookup of localhost with net [127.0.0.1]: %v", e)
	}
	// Off: everything, even the listed-nowhere loopback.
	for name, c := range map[string]struct{ code, target string }{
		"socket": {capSocket, s.Echo}, "tls": {capTLS, s.Echo}, "http": {capHTTP, "127.0.0.1:" + httpPort},
		"dns": {capDNS, "127.0.0.1"}, "websocket": {capWS, "127.0.0.1:" + wsPort}, "fetch": {capFetch, "127.0.0.1:" + httpPort},
	} {
		e := try(off, c.code, c.target)
		if e == nil || !strings.Contains(fmt.Sprint(e[1]), "is not allowed: the extension's net capability does not include it") {
			t.Errorf("%s with net false: %v", name, e)
		}
	}
}

// TestDNSLookup: dns.lookup is a net operation: allowed for a listed host
// (whatever port the pattern names), refused for others and when net is
// off, and a name that does not resolve is Node's ENOTFOUND.
func TestDNSLookup(t *testing.T) {
	s := testnet.Start()
	defer s.Close()
	x := netExt(t, jstest.Policy(t, t.TempDir(), t.TempDir(), `{"net": ["localhost:8080", "*.invalid"]}`), 0)
	got := netOutput(t, x, s, `const a = await mods.dnsPromises.lookup("localhost", { family: 4 }); let b; try { await mods.dnsPromises.lookup("example.com") } catch (e) { b = e.code }
		let c; try { await mods.dnsPromises.lookup("nosuch.invalid") } catch (e) { c = [e.code, e.syscall, e.hostname] } return [a, b, c]`)
	if want := `[{"address":"127.0.0.1","family":4},"ERR_EARSHOT_CAPABILITY",["ENOTFOUND","getaddrinfo","nosuch.invalid"]]`; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestWebSocket: what the goldens cannot show (Node 20's WebSocket is
// experimental): a refused connection is an error then a close 1006; a
// binary message is a Blob by default; sending before the open throws;
// bad close codes throw.
func TestWebSocket(t *testing.T) {
	s := testnet.Start()
	defer s.Close()
	x := netExt(t, nil, 0)
	got := netOutput(t, x, s, `const ws = new WebSocket("ws://" + input.servers.refused); const ev = []; ws.onerror = (e) => ev.push(e.type); let thrown; try { ws.send("x") } catch (e) { thrown = e.name }
		const c = await new Promise((r) => { ws.onclose = (e) => r([e.code, e.wasClean, ws.readyState]); });
		const w2 = new WebSocket(input.servers.ws); await new Promise((r) => { w2.onopen = r; }); let bad; try { w2.close(1001) } catch (e) { bad = e.name }
		w2.send(new Uint8Array([7, 8])); const m = await new Promise((r) => { w2.onmessage = (e) => r(e.data); }); const bytes = [...new Uint8Array(await m.arrayBuffer())]; w2.close(); await new Promise((r) => { w2.onclose = r; });
		let syntax; try { new WebSocket("ftp://x") } catch (e) { syntax = e.name }
		return [ev, thrown, c, bad, m instanceof Blob, bytes, syntax]`)
	if want := `[["error"],"InvalidStateError",[1006,false,3],"InvalidAccessError",true,[7,8],"SyntaxError"]`; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestNetTeardown: a socket lives on after the call that opened it when
// that call ended normally (Node's semantics: a keep-alive pool, a
// WebSocket in module state), and is closed — the server sees it — when
// the call that opened it times out, and when the extension stops.
func TestNetTeardown(t *testing.T) {
	s := testnet.Start()
	defer s.Close()
	x := netExt(t, nil, 500*time.Millisecond)
	seen := func(want string) {
		t.Helper()
		select {
		case got := <-s.Accepted:
			if got != want {
				t.Fatalf("the server saw %q, want %q", got, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("the server never saw %q", want)
		}
	}
	// A call that times out with a socket open: the socket is closed.
	r := jstest.Run(t, x, `const [h, p] = input.servers.silent.split(":"); state.s = mods.net.connect(+p, h); await new Promise(() => {})`, map[string]any{"servers": s.Env()})
	if !errors.Is(r.Err, api.ErrTimeout) {
		t.Fatalf("%+v", r)
	}
	seen("open")
	seen("closed")
	// The call did not stop when its signal fired: the instance was
	// restarted, with its module state (engine: cancelGrace).
	if got := netOutput(t, x, s, `return typeof state.s`); got != `"undefined"` {
		t.Errorf("the module state after the call timed out: %s", got)
	}
	// A socket idle in an agent's pool is unref'd, as in Node: it does not
	// keep a call that waits for nothing else from being reported at once.
	r = jstest.Run(t, x, `await new Promise((r) => mods.http.get(input.servers.http + "/hello", (res) => { res.resume(); res.on("end", r); })); await new Promise(() => {})`, map[string]any{"servers": s.Env()})
	if !r.IsError || !strings.Contains(r.Output, "can never settle") {
		t.Errorf("a call waiting for nothing but an idle pooled socket: %+v", r)
	}
	// A socket kept past a call that ended normally works in the next.
	netOutput(t, x, s, `const [h, p] = input.servers.silent.split(":"); state.kept = mods.net.connect(+p, h); await mods.events.once(state.kept, "connect")`)
	seen("open")
	netOutput(t, x, s, `const [h, p] = input.servers.echo.split(":"); state.echo = mods.net.connect(+p, h); await mods.events.once(state.echo, "connect")`)
	if got := netOutput(t, x, s, `state.echo.write("again"); const [d] = await mods.events.once(state.echo, "data"); return d.toString()`); got != `"again"` {
		t.Errorf("a socket kept from an earlier call: %s", got)
	}
	// Closing the extension closes what it kept.
	x.Close()
	seen("closed")
}

// TestNetLimits: an instance has at most 64 sockets; the next one fails
// with ERR_EARSHOT_LIMIT, and closing one makes room.
func TestNetLimits(t *testing.T) {
	s := testnet.Start()
	defer s.Close()
	x := netExt(t, nil, 0)
	got := netOutput(t, x, s, `const [h, p] = input.servers.echo.split(":"); const open = [];
		for (let i = 0; i < 64; i++) { const c = mods.net.connect(+p, h); open.push(c); await mods.events.once(c, "connect"); }
		const over = mods.net.connect(+p, h); const [e] = await mods.events.once(over, "error");
		open[0].destroy(); await mods.events.once(open[0], "close"); const again = mods.net.connect(+p, h); await mods.events.once(again, "connect");
		for (const c of [...open, again]) c.destroy(); return [e.code, again.remotePort === +p]`)
	if got != `["ERR_EARSHOT_LIMIT",true]` {
		t.Errorf("got %s", got)
	}
	// One read and one write in flight per socket, however often the
	// operations are asked for: the host holds a chunk each way.
	got = netOutput(t, x, s, `const I = globalThis[Symbol.for("earshot.internal")]; const [h, p] = input.servers.silent.split(":");
		const r = I.op("net.connect", { host: h, port: +p, url: "net://" + input.servers.silent }); await new Promise((resolve, reject) => I.pending.set(r.op, { resolve, reject }));
		I.op("net.read", { id: r.id }); let second; try { I.op("net.read", { id: r.id }) } catch (e) { second = e.code }
		I.op("net.destroy", { id: r.id }); return second`)
	if got != `"ERR_EARSHOT_LIMIT"` {
		t.Errorf("a second read in flight: %s", got)
	}
}

// TestSocketBackpressure: a socket whose stream has enough stops its
// reader in the host (net.want): a paused socket holds at most the
// stream's high-water mark and the chunk being read when it paused, with
// megabytes more on the way, and reading again takes it to the end.
func TestSocketBackpressure(t *testing.T) {
	s := testnet.Start()
	defer s.Close()
	x := netExt(t, nil, 0)
	got := netOutput(t, x, s, `const u = new URL(input.servers.http); const c = mods.net.connect(+u.port, u.hostname);
		c.write("GET /big/8 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
		await mods.events.once(c, "data"); c.pause();
		const seen = [];
		for (let i = 0; i < 3; i++) { await new Promise((r) => setTimeout(r, 50)); seen.push(c.bytesRead); }
		c.resume(); await mods.events.once(c, "end");
		return { paused: Math.max(...seen) <= 16384 + 3 * 65536, all: c.bytesRead > 8 << 20 }`)
	if got != `{"paused":true,"all":true}` {
		t.Errorf("got %s", got)
	}
}

// TestSocketsStayInTheNetwork: a server that sends a gigabyte to a socket
// (and to an HTTP response) the extension never reads does not grow the
// host: what is not read stays in the kernel, and the server is held back.
func TestSocketsStayInTheNetwork(t *testing.T) {
	if testutil.RSS() == 0 || raceEnabled {
		t.Skip("measures the process's memory")
	}
	var sent atomic.Int64
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	defer wg.Wait()
	defer ln.Close()
	wg.Add(1)
	go func() {
		defer wg.Done()
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		chunk := make([]byte, 1<<20)
		for range 1024 {
			n, err := c.Write(chunk)
			sent.Add(int64(n))
			if err != nil {
				return
			}
		}
	}()
	s := testnet.Start()
	defer s.Close()
	x := netExt(t, nil, 0)
	before := testutil.SettledRSS()
	in := map[string]any{"servers": s.Env(), "addr": ln.Addr().String()}
	if r := jstest.Run(t, x, `const [h, p] = input.addr.split(":"); state.s = mods.net.connect(+p, h); await mods.events.once(state.s, "connect");
		state.res = await new Promise((r) => mods.http.get(input.servers.http + "/big/1024", r)); return state.res.statusCode`, in); r.Output != "200" {
		t.Fatalf("%+v", r)
	}
	// Calls that never read: the server writes what the kernel buffers,
	// and no more.
	var last int64 = -1
	for range 20 {
		jstest.Run(t, x, `await new Promise((r) => setTimeout(r, 20)); return state.s.bytesRead`, in)
		if n := sent.Load(); n == last {
			break
		} else {
			last = n
		}
	}
	after := testutil.SettledRSS()
	t.Logf("server sent %d MiB; RSS %d MiB -> %d MiB", sent.Load()>>20, before>>20, after>>20)
	if sent.Load() > 256<<20 {
		t.Errorf("the server sent %d MiB to a socket nobody reads", sent.Load()>>20)
	}
	if after > before+64<<20 {
		t.Errorf("RSS grew from %d to %d MiB", before>>20, after>>20)
	}
	got := netOutput(t, x, s, `const n = state.s.bytesRead; state.s.destroy(); state.res.destroy(); return n <= 1 << 20`)
	if got != "true" {
		t.Errorf("the extension read %s", got)
	}
}

// BenchmarkSocketRoundTrip: 1 KiB written to a local echo server and read
// back on one net.Socket, per op (bench/nodeops compares it with Node).
func BenchmarkSocketRoundTrip(b *testing.B) {
	s := testnet.Start()
	defer s.Close()
	x := jstest.Load(b, "net-runner.js", jstest.Config(b))
	const n = 500
	code := `const [h, p] = input.servers.echo.split(":"); state.s ??= await new Promise((r) => { const s = mods.net.connect(+p, h, () => r(s)); });
		const kib = Buffer.alloc(1024, 120); const t0 = performance.now();
		for (let i = 0; i < ` + fmt.Sprint(n) + `; i++) { state.s.write(kib); let got = 0; await new Promise((r) => { const on = (d) => { got += d.length; if (got >= 1024) { state.s.off("data", on); r(); } }; state.s.on("data", on); }); }
		return (performance.now() - t0) * 1e6 / ` + fmt.Sprint(n)
	in := map[string]any{"servers": s.Env()}
	jstest.Run(b, x, code, in)
	b.ResetTimer()
	var ns float64
	for range b.N {
		r := jstest.Run(b, x, code, in)
		fmt.Sscan(r.Output, &ns)
	}
	b.ReportMetric(ns/1e3, "µs/roundtrip")
}

// TestNetDecidesByAddress: the net capability decides on the address an
// extension reaches, whatever spelling reaches it — through every socket
// API, fetch and its redirects, WebSocket and a lookup option. Names
// resolve through a fake resolver to internal addresses, and the fake
// dialer records where the host would have connected (every public
// address reaches a local server): nothing leaves loopback.
func TestNetDecidesByAddress(t *testing.T) {
	s := testnet.Start()
	defer s.Close()
	redirects := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, port, _ := net.SplitHostPort(r.Host)
		switch r.URL.Path {
		case "/ok":
			fmt.Fprint(w, "ok")
		case "/to-zone":
			http.Redirect(w, r, "http://[::1%25.example.com]:"+port+"/ok", http.StatusFound)
		case "/to-meta":
			http.Redirect(w, r, "http://meta.example.com/latest/meta-data/", http.StatusFound)
		}
	}))
	defer redirects.Close()
	f := &testnet.Fake{Public: redirects.Listener.Addr().String(), Names: map[string][][]netip.Addr{
		"public.example.com": {testnet.Addrs("93.184.216.34")},
		"loop.example.com":   {testnet.Addrs("127.0.0.1")},
		"meta.example.com":   {testnet.Addrs("169.254.169.254")},
		"ten.example.com":    {testnet.Addrs("10.0.0.5")},
		"ula.example.com":    {testnet.Addrs("fd00::1")},
	}}
	cfg := jstest.Config(t)
	cfg.Platform.Policy = jstest.Policy(t, t.TempDir(), t.TempDir(), `{"net": ["*.example.com"]}`)
	cfg.Platform.Network = platform.Network{Resolve: f.Resolve, Dial: f.Dial}
	x := jstest.Load(t, "net-runner.js", cfg)
	const connect = `const { host, port } = input; const out = [];
		const attempt = async (name, f) => { try { out.push([name, await f()]) } catch (e) { out.push([name, e.code || e.cause?.code || e.message]) } };
		await attempt("net", async () => { const s = mods.net.connect({ host, port }); await mods.events.once(s, "connect"); s.destroy(); return "ok" });
		await attempt("tls", async () => { const s = mods.tls.connect({ host, port, rejectUnauthorized: false }); await mods.events.once(s, "secureConnect"); s.destroy(); return "ok" });
		await attempt("http", async () => { const req = mods.http.get({ host, port, path: "/ok" }); const [res] = await mods.events.once(req, "response"); res.resume(); return "ok" });
		await attempt("fetch", async () => { const r = await fetch("http://" + (host.includes(":") ? "[" + host.replace("%", "%25") + "]" : host) + ":" + port + "/ok"); return r.status });
		await attempt("ws", () => new Promise((resolve, reject) => { const ws = new WebSocket("ws://" + (host.includes(":") ? "[" + host.replace("%", "%25") + "]" : host) + ":" + port); ws.onopen = () => { ws.close(); resolve("ok") }; ws.onerror = (e) => reject(e.error || new Error(e.message)); }));
		return out`
	for _, host := range []string{"::ffff:127.0.0.1%.example.com", "::1%.example.com", "::ffff:169.254.169.254%.example.com",
		"loop.example.com", "meta.example.com", "ten.example.com", "ula.example.com", "127.0.0.1", "169.254.169.254"} {
		f.Reset()
		r := jstest.Run(t, x, connect, map[string]any{"host": host, "port": 8080})
		if r.IsError {
			t.Fatalf("%s: threw %s", host, r.Output)
		}
		var results [][2]any
		if err := json.Unmarshal([]byte(r.Output), &results); err != nil || len(results) != 5 {
			t.Fatalf("%s: %s", host, r.Output)
		}
		for _, res := range results {
			// A URL cannot hold an address with a zone: fetch and WebSocket
			// refuse it as a URL (only a redirect's Location can, below).
			if strings.Contains(host, "%") && (res[1] == "ERR_INVALID_URL" || res[1] == float64(12)) {
				continue
			}
			if res[1] != "ERR_EARSHOT_CAPABILITY" && !strings.Contains(fmt.Sprint(res[1]), "is not allowed") {
				t.Errorf("%s by %s: %v", host, res[0], res[1])
			}
		}
		if d := f.Dialed(); len(d) != 0 {
			t.Errorf("%s: dialled %v", host, d)
		}
	}
	// A public name is reached, at the address checked.
	f.Reset()
	out := netOutput(t, x, s, `const r = await fetch("http://public.example.com/ok"); return [r.status, await r.text()]`)
	if out != `[200,"ok"]` || fmt.Sprint(f.Dialed()) != "[93.184.216.34:80]" {
		t.Errorf("public: %s, dialled %v", out, f.Dialed())
	}
	// A server on an allowed name cannot redirect even a harmless fetch
	// to loopback or the metadata address.
	for _, path := range []string{"/to-zone", "/to-meta"} {
		f.Reset()
		out := netOutput(t, x, s, `try { await fetch("http://public.example.com`+path+`"); return "followed" } catch (e) { return e.message }`)
		if !strings.Contains(out, "is not allowed") {
			t.Errorf("%s: %s", path, out)
		}
		for _, d := range f.Dialed() {
			if d.String() != "93.184.216.34:80" {
				t.Errorf("%s: dialled %v", path, d)
			}
		}
	}
	// A lookup option cannot send an allowed name elsewhere; an address
	// dns.lookup handed back for it is reached.
	f.Reset()
	out = netOutput(t, x, s, `const get = (lookup) => new Promise((resolve) => { const req = mods.http.get({ host: "public.example.com", path: "/ok", lookup });
			req.on("response", (res) => { res.resume(); resolve(res.statusCode) }); req.on("error", (e) => resolve(e.code)); });
		return [await get((h, o, cb) => cb(null, "127.0.0.1", 4)), await get((h, o, cb) => cb(null, "8.8.8.8", 4)), await get(mods.dns.lookup)]`)
	if out != `["ERR_EARSHOT_CAPABILITY","ERR_EARSHOT_CAPABILITY",200]` || fmt.Sprint(f.Dialed()) != "[93.184.216.34:80]" {
		t.Errorf("lookup option: %s, dialled %v", out, f.Dialed())
	}
}

// TestClosedServerGivesBackItsConnections: connections a server's host
// side accepted as the server closed, before the extension saw them, are
// closed and give their room in the sockets' limit back at once — not
// when the call ends: a call that opens and closes servers in a loop
// can still open as many sockets as the limit allows.
func TestClosedServerGivesBackItsConnections(t *testing.T) {
	hold, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var conns sync.WaitGroup
	defer func() { hold.Close(); conns.Wait() }()
	conns.Add(1)
	go func() {
		defer conns.Done()
		var held []net.Conn
		defer func() {
			for _, c := range held {
				c.Close()
			}
		}()
		for {
			c, err := hold.Accept()
			if err != nil {
				return
			}
			held = append(held, c)
		}
	}()
	x := netExt(t, nil, 0)
	r := jstest.Run(t, x, `for (let it = 0; it < 100; it++) {
			const srv = mods.net.createServer((c) => c.on("error", () => {}));
			await new Promise((ok, fail) => { srv.on("error", fail); srv.listen(0, "127.0.0.1", ok); });
			const port = srv.address().port;
			const clients = await Promise.all(Array.from({ length: 5 }, () => new Promise((ok) => {
				const s = mods.net.connect(port, "127.0.0.1"); s.on("connect", () => ok(s)); s.on("error", () => ok(s)); })));
			await new Promise((ok) => { srv.close(ok); for (const s of clients) s.destroy(); });
		}
		const out = [];
		for (let k = 0; k < 70; k++) {
			const s = mods.net.connect(input.port, "127.0.0.1");
			const ok = await new Promise((r) => { s.on("error", () => r(false)); s.on("connect", () => r(true)); });
			if (!ok) break;
			out.push(s);
		}
		for (const s of out) s.destroy();
		return out.length`, map[string]any{"port": hold.Addr().(*net.TCPAddr).Port})
	if r.IsError || r.Output != "64" {
		t.Fatalf("sockets that could be opened after 100 servers closed with connections coming: %+v", r)
	}
}
