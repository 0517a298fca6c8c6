package net_test

import (
	"context"
	"encoding/json"
	"net"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/jstest"
)

// TestServerGoldens runs the golden cases of servers within a call
// (platform/testdata/server_cases.mjs: net.Server, http.Server,
// https.Server, tls.Server) inside an extension — each starts a server on
// loopback and talks to it with its own client — and compares every
// result with Node's (server_cases.json): events and their order, the
// bytes on the wire, errors with their codes and messages.
func TestServerGoldens(t *testing.T) {
	var cases struct {
		jstest.Goldens
		Prelude   string `json:"prelude"`
		Key, Cert string
	}
	path := jstest.Testdata("server_cases.json")
	b, err := os.ReadFile(path)
	if err == nil {
		err = json.Unmarshal(b, &cases)
	}
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	// Each snippet is given the test key and certificate, and the helpers.
	cases.Snippets = withInput(cases.Snippets, map[string]any{"key": cases.Key, "cert": cases.Cert}, cases.Prelude)
	jstest.RunGoldens(t, netExt(t, nil, 20*time.Second), cases.Goldens, nil)
}

// refused reports whether nothing listens on 127.0.0.1:port any more.
func refused(t *testing.T, port int) bool {
	t.Helper()
	c, err := net.DialTimeout("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), 5*time.Second)
	if err != nil {
		return true
	}
	c.Close()
	return false
}

// TestNetServers: a server lives as long as the call that started it —
// closed, with the connections it accepted, when the call ends normally,
// times out or is cancelled, and when the extension stops; the next call
// finds it closed (address() null, "close" emitted). It listens on
// loopback only; a narrowed net capability decides where; a server and
// its connections count among the extension's sockets.
func TestNetServers(t *testing.T) {
	const serve = `const srv = mods.net.createServer((c) => { state.accepted = (state.accepted || 0) + 1; c.on("data", (d) => c.write(d)); });
	  state.ev = []; srv.on("close", () => state.ev.push("close")); state.srv = srv;
	  await new Promise((r) => srv.listen(0, "127.0.0.1", r));
	  const c = mods.net.connect(srv.address().port, "127.0.0.1"); c.write("hi"); const [d] = await mods.events.once(c, "data"); state.client = c; c.on("close", () => state.ev.push("client close"));
	  if (input.wait) await new Promise(() => {});
	  return [srv.address().port, String(d)]`
	after := `await new Promise((r) => setTimeout(r, 50)); return [state.srv.address(), state.srv.listening, state.ev]`
	port := func(t *testing.T, out string) int {
		t.Helper()
		var v []any
		if err := json.Unmarshal([]byte(out), &v); err != nil || len(v) != 2 || v[1] != "hi" {
			t.Fatalf("%s", out)
		}
		return int(v[0].(float64))
	}

	t.Run("the call ends", func(t *testing.T) {
		t.Parallel()
		x := netExt(t, nil, 0)
		r := jstest.Run(t, x, serve, nil)
		if r.IsError {
			t.Fatal(r.Output)
		}
		if p := port(t, r.Output); !refused(t, p) {
			t.Errorf("port %d still listens after its call", p)
		}
		r = jstest.Run(t, x, after, nil)
		if r.Output != `[null,false,["client close","close"]]` && r.Output != `[null,false,["close","client close"]]` {
			t.Errorf("the next call: %s", r.Output)
		}
	})
	for _, end := range []string{"timeout", "cancel", "stop"} {
		t.Run("the call ends: "+end, func(t *testing.T) {
			t.Parallel()
			x := netExt(t, nil, 3*time.Second)
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			p := ln.Addr().(*net.TCPAddr).Port
			ln.Close()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			in, _ := json.Marshal(map[string]any{"code": strings.Replace(serve, "srv.listen(0,", "srv.listen(input.port,", 1), "wait": true, "port": p})
			got := make(chan engine.Result, 1)
			go func() {
				r, _ := x.Call(ctx, "run", in)
				got <- r
			}()
			// The server answers while its call waits.
			for {
				c, err := net.Dial("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(p)))
				if err == nil {
					c.Close()
					break
				}
				select {
				case r := <-got:
					t.Fatalf("the call ended first: %s", r.Output)
				case <-time.After(20 * time.Millisecond):
				}
			}
			switch end {
			case "cancel":
				cancel()
			case "stop":
				x.Close()
			}
			r := <-got
			if !r.IsError {
				t.Fatalf("the call did not fail: %s", r.Output)
			}
			if !refused(t, p) {
				t.Errorf("port %d still listens after its call ended (%s)", p, end)
			}
			if end == "stop" {
				return
			}
			// The next call (in a fresh instance: the one that timed out
			// or was cancelled did not settle) listens on the port again.
			r = jstest.Run(t, x, `const srv = mods.net.createServer(); await new Promise((r) => srv.listen(input.port, "127.0.0.1", r)); srv.close(); return "again"`, map[string]any{"port": p})
			if r.Output != `"again"` {
				t.Errorf("after the call: %s", r.Output)
			}
		})
	}

	t.Run("loopback only", func(t *testing.T) {
		t.Parallel()
		x := netExt(t, nil, 0)
		r := jstest.Run(t, x, `const out = []; for (const host of ["0.0.0.0", "::", "192.0.2.1", "fe80::1%lo"]) { const srv = mods.net.createServer(); srv.listen(0, host); const e = await new Promise((r) => { srv.on("error", r); srv.on("listening", () => { srv.close(); r({ code: "listening" }); }); }); out.push([e.code, e.message]); } return out`, nil)
		var v [][2]string
		if err := json.Unmarshal([]byte(r.Output), &v); err != nil || len(v) != 4 {
			t.Fatalf("%s", r.Output)
		}
		for _, e := range v {
			if e[0] != "ERR_EARSHOT_NO_SERVER" || !strings.Contains(e[1], "listens on a loopback address only") {
				t.Errorf("%v", e)
			}
		}
		r = jstest.Run(t, x, `const out = []; for (const host of ["127.0.0.2", "::1", "localhost"]) { const srv = mods.net.createServer(); await new Promise((r) => srv.listen(0, host, r)); out.push(srv.address().address); srv.close(); } return out`, nil)
		if r.Output != `["127.0.0.2","::1","127.0.0.1"]` {
			t.Errorf("loopback addresses: %s", r.Output)
		}
	})

	t.Run("capability", func(t *testing.T) {
		t.Parallel()
		project := t.TempDir()
		listen := `const srv = mods.net.createServer(); srv.listen(input.port || 0, input.host); const e = await new Promise((r) => { srv.on("error", r); srv.on("listening", () => { srv.close(); r({ code: "listening" }); }); }); return [e.code, e.message]`
		try := func(caps, host string, port int) []string {
			t.Helper()
			x := netExt(t, jstest.Policy(t, project, t.TempDir(), caps), 0)
			r := jstest.Run(t, x, listen, map[string]any{"host": host, "port": port})
			var v []string
			if err := json.Unmarshal([]byte(r.Output), &v); err != nil {
				t.Fatalf("%s: %s", caps, r.Output)
			}
			return v
		}
		free := func() int {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			defer ln.Close()
			return ln.Addr().(*net.TCPAddr).Port
		}()
		for _, c := range []struct {
			caps, host string
			port       int
			code, says string
		}{
			{`{"net": ["example.com"]}`, "127.0.0.1", 0, "ERR_EARSHOT_CAPABILITY", "names no loopback address it may listen on"},
			{`{"net": ["example.com"]}`, "", 0, "ERR_EARSHOT_CAPABILITY", "listening on"},
			{`{"net": ["localhost"]}`, "127.0.0.1", 0, "listening", ""},
			{`{"net": ["localhost"]}`, "", 0, "listening", ""},
			{`{"net": ["127.0.0.1"]}`, "", 0, "listening", ""},
			{`{"net": ["127.0.0.1:8765"]}`, "127.0.0.1", 0, "ERR_EARSHOT_CAPABILITY", "an ephemeral port needs a pattern without a port"},
			{`{"net": ["127.0.0.1:` + strconv.Itoa(free) + `"]}`, "127.0.0.1", free, "listening", ""},
			{`{"net": ["[::1]"]}`, "127.0.0.1", 0, "ERR_EARSHOT_CAPABILITY", "extensions.capabilities."},
			{`{"net": ["localhost"]}`, "0.0.0.0", 0, "ERR_EARSHOT_NO_SERVER", "loopback address only"},
			{`{"net": false}`, "127.0.0.1", 0, "ERR_EARSHOT_CAPABILITY", "net capability does not include it"},
		} {
			got := try(c.caps, c.host, c.port)
			if got[0] != c.code || !strings.Contains(got[1], c.says) {
				t.Errorf("%s on %q:%d: got %v, want %s (%q)", c.caps, c.host, c.port, got, c.code, c.says)
			}
		}
	})

	t.Run("socket limit", func(t *testing.T) {
		t.Parallel()
		// A server and the connections it accepts are sockets of the
		// extension: past the limit (64), a connection is dropped, and
		// no other server listens.
		x := netExt(t, nil, 0)
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		p := ln.Addr().(*net.TCPAddr).Port
		ln.Close()
		const dials = 80
		in, _ := json.Marshal(map[string]any{"port": p, "dials": dials, "code": `const srv = mods.net.createServer((c) => c.resume()); let drops = 0, n = 0; srv.on("drop", () => drops++); srv.on("connection", () => n++);
		  await new Promise((r) => srv.listen(input.port, "127.0.0.1", r)); while (n + drops < input.dials) await new Promise((r) => setTimeout(r, 10));
		  const s2 = mods.net.createServer(); const second = await new Promise((r) => { s2.on("error", (e) => r(e.code)); s2.on("listening", () => r("listening")); s2.listen(0, "127.0.0.1"); });
		  return [n, drops, second]`})
		got := make(chan engine.Result, 1)
		go func() {
			r, _ := x.Call(context.Background(), "run", in)
			got <- r
		}()
		var conns []net.Conn
		defer func() {
			for _, c := range conns {
				c.Close()
			}
		}()
		for len(conns) < dials {
			c, err := net.Dial("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(p)))
			if err != nil {
				select {
				case r := <-got:
					t.Fatalf("the call ended first: %s", r.Output)
				case <-time.After(20 * time.Millisecond):
				}
				continue
			}
			conns = append(conns, c)
		}
		if r := <-got; r.Output != `[63,17,"ERR_EARSHOT_LIMIT"]` {
			t.Errorf("got %s, want 63 connections, 17 dropped, and no second server", r.Output)
		}
	})
}
