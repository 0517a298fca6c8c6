// The golden cases of servers within a call (net.Server, http.Server,
// https.Server, tls.Server): each snippet starts a server on loopback,
// talks to it with its own client, and returns what happened — events and
// their order, bytes on the wire, errors. Each runs in Node.js here and
// inside an extension in platform/net/netserver_test.go
// (TestServerGoldens), and the results must be the same. Regenerate
// server_cases.json with Node 20:
//
//   node platform/testdata/server_cases.mjs > platform/testdata/server_cases.json
//
// A snippet is the body of an async function of (mods, input); input.key
// and input.cert are a test key and its self-signed certificate (for
// localhost, 127.0.0.1 and ::1). Ports differ from one run to the next,
// and so do dates: snippets leave them out.
import * as asyncHooks from "node:async_hooks";
import * as events from "node:events";
import * as http from "node:http";
import * as https from "node:https";
import * as net from "node:net";
import * as tls from "node:tls";

export const key = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgDI7vpAHMUGV1X5pF
riqqeLaahHHeg+stLsJwmfmsj0ChRANCAAR4e9GI/jPXntDBYIOOPDbxXI3tsgAN
q/krtHO0PElcpdicvLGkGypNnYYPlRLij/6iVrd3zx8xceI2Oaf2/iEQ
-----END PRIVATE KEY-----
`;
export const cert = `-----BEGIN CERTIFICATE-----
MIIB3TCCAYKgAwIBAgIUcDzQc9ZJuqaPDo74npOPbt2UnkMwCgYIKoZIzj0EAwIw
KzESMBAGA1UEAwwJbG9jYWxob3N0MRUwEwYDVQQKDAxlYXJzaG90IHRlc3QwIBcN
MjYxMjA2MTE1NDQ2WhgPMjEyNjExMTIxMTU0NDZaMCsxEjAQBgNVBAMMCWxvY2Fs
aG9zdDEVMBMGA1UECgwMZWFyc2hvdCB0ZXN0MFkwEwYHKoZIzj0CAQYIKoZIzj0D
AQcDQgAEeHvRiP4z157QwWCDjjw28VyN7bIADav5K7RztDxJXKXYnLyxpBsqTZ2G
D5US4o/+ola3d88fMXHiNjmn9v4hEKOBgTB/MB0GA1UdDgQWBBSAVJEhFKn7i8I4
hgkS3UZS+3L72TAfBgNVHSMEGDAWgBSAVJEhFKn7i8I4hgkS3UZS+3L72TAPBgNV
HRMBAf8EBTADAQH/MCwGA1UdEQQlMCOCCWxvY2FsaG9zdIcEfwAAAYcQAAAAAAAA
AAAAAAAAAAAAATAKBggqhkjOPQQDAgNJADBGAiEA4zfMxmYvHDYv8IyGHbj4lFgI
x+AFv1DafDG7KTD/JUYCIQCQfAFqqkClDvO9y4SHCF809NQye51t6HIloCOUNRGw
gA==
-----END CERTIFICATE-----
`;

// Helpers every snippet has (the extension's runner is given the same).
const prelude = `
const noPort = (s) => String(s).replaceAll(/:\\d{2,5}/g, ":<port>").replaceAll(/ \\d{4,5}$/g, " <port>");
const noDate = (s) => s.replace(/Date: [^\\r]*\\r\\n/g, "Date: <date>\\r\\n");
const listening = (srv, ...args) => new Promise((resolve, reject) => { srv.once("error", reject); srv.listen(...args, () => { srv.removeListener("error", reject); resolve(srv.address()); }); });
const closed = (srv) => new Promise((resolve) => srv.close(() => resolve()));
const wire = (port, text, host = "127.0.0.1") => new Promise((resolve, reject) => { const s = mods.net.connect(port, host); let out = ""; s.setEncoding("latin1"); s.on("data", (d) => out += d); s.on("error", reject); s.on("close", () => resolve(noDate(out))); s.write(text); });
const errorOf = (e) => ({ name: e.name, code: e.code, syscall: e.syscall, errno: e.errno, message: noPort(e.message) });
const body = (res) => new Promise((resolve, reject) => { let s = ""; res.setEncoding("utf8"); res.on("data", (d) => s += d); res.on("end", () => resolve(s)); res.on("error", reject); });
const request = (options, data) => new Promise((resolve, reject) => { const req = (options.mod || mods.http).request({ host: "127.0.0.1", agent: false, ...options, mod: undefined }, (res) => body(res).then((b) => resolve([res.statusCode, res.rawHeaders.filter((h, i, a) => a[i - (i % 2)] !== "Date"), b]), reject)); req.on("error", reject); req.end(data); });
`;

export const snippets = {
  // ---- net.Server
  netServerEcho: `const ev = []; const srv = mods.net.createServer((c) => { ev.push(["connection", c.remoteAddress, c.remoteFamily, c.localAddress, c.localPort === srv.address().port, c.server === srv]); c.on("data", (d) => { ev.push("server:data:" + d); c.end("pong:" + d); }); c.on("end", () => ev.push("server:end")); });
    srv.on("listening", () => ev.push("listening")); srv.on("close", () => ev.push("close"));
    const a = await listening(srv, 0, "127.0.0.1"); ev.push([a.address, a.family, typeof a.port, srv.listening]);
    const s = mods.net.connect(a.port, "127.0.0.1"); s.write("ping"); let out = ""; s.on("data", (d) => out += d); s.on("end", () => ev.push("client:end")); await mods.events.once(s, "close");
    ev.push("out:" + out); await closed(srv); ev.push(srv.address(), srv.listening); return ev`,
  netServerListenForms: `const out = []; for (const args of [[], [0], [0, "127.0.0.1"], [0, "127.0.0.1", 16], [{ port: 0, host: "127.0.0.1" }], [{ port: 0 }], ["0", "localhost"], [{ port: undefined, host: "127.0.0.1" }], [null, "::1"]]) {
      const srv = mods.net.createServer(); const a = await listening(srv, ...args); out.push([a.address, a.family, typeof a.port, a.port > 0]); await closed(srv); } return out`,
  netServerAddressSync: `const a = mods.net.createServer(); const before = a.address(); a.listen(0); const sync = a.address(); const b = mods.net.createServer(); b.listen(0, "127.0.0.1"); const syncHost = b.address();
    await Promise.all([mods.events.once(a, "listening"), mods.events.once(b, "listening")]); const after = b.address(); a.close(); b.close(); return [before, sync && [sync.address, sync.family], syncHost, [after.address, after.family]]`,
  netServerInUse: `const a = mods.net.createServer(); const { port } = await listening(a, 0, "127.0.0.1"); const b = mods.net.createServer(); const ev = []; b.on("listening", () => ev.push("listening"));
    b.listen(port, "127.0.0.1"); const [e] = await mods.events.once(b, "error"); ev.push(errorOf(e), e.address, e.port === port, b.listening, b.address()); await closed(a); return ev`,
  netServerCloseNotRunning: `const srv = mods.net.createServer(); const ev = []; srv.on("close", () => ev.push("close")); await new Promise((r) => srv.close((e) => { ev.push([e.code, e.message, e.name]); r(); })); await new Promise((r) => setTimeout(r, 5));
    await listening(srv, 0, "127.0.0.1"); await new Promise((r) => srv.close((e) => { ev.push(["closed", e === undefined]); r(); })); await new Promise((r) => srv.close((e) => { ev.push(["again", e && e.code]); r(); })); return ev`,
  netServerListenTwice: `const srv = mods.net.createServer(); await listening(srv, 0, "127.0.0.1"); let r; try { srv.listen(0); r = "ok" } catch (e) { r = [e.name, e.code, e.message] } await closed(srv); return r`,
  netServerBadPort: `const out = []; for (const p of [-1, 65536, 1.5, "abc1"]) { try { const srv = mods.net.createServer(); srv.on("error", () => {}); srv.listen(p); out.push("listened"); srv.close() } catch (e) { out.push([e.name, e.code, e.message]) } }
    try { mods.net.createServer().listen({}) } catch (e) { out.push([e.name, e.code]) } return out`,
  netServerConnections: `const srv = mods.net.createServer({ pauseOnConnect: false }, (c) => { c.on("data", () => {}); }); srv.maxConnections = 1; const drops = []; srv.on("drop", (d) => drops.push([d.localAddress, d.remoteAddress, typeof d.remotePort]));
    const { port } = await listening(srv, 0, "127.0.0.1"); const a = mods.net.connect(port, "127.0.0.1"); await mods.events.once(srv, "connection");
    const n1 = await new Promise((r) => srv.getConnections((e, n) => r([e, n]))); const b = mods.net.connect(port, "127.0.0.1"); b.on("error", () => {}); await mods.events.once(b, "close");
    a.destroy(); await new Promise((r) => setTimeout(r, 20)); const n2 = await new Promise((r) => srv.getConnections((e, n) => r([e, n]))); await closed(srv); return [n1, n2, drops]`,
  netServerCloseWaits: `const ev = []; let conn; const srv = mods.net.createServer((c) => { conn = c; c.on("data", () => {}); }); const { port } = await listening(srv, 0, "127.0.0.1");
    const s = mods.net.connect(port, "127.0.0.1"); s.on("end", () => ev.push("client:end")); s.on("close", () => ev.push("client:close")); await mods.events.once(srv, "connection");
    srv.close(() => ev.push("close")); ev.push(["listening", srv.listening, srv.address()]); await new Promise((r) => setTimeout(r, 20)); ev.push("ending"); conn.end(); await mods.events.once(srv, "close"); ev.push("done"); await new Promise((r) => setTimeout(r, 20)); return ev`,
  netServerHalfOpen: `const ev = []; const srv = mods.net.createServer({ allowHalfOpen: true }, (c) => { c.on("end", () => { ev.push("server:end:" + c.writable); setTimeout(() => c.end("late"), 5); }); c.resume(); }); const { port } = await listening(srv, 0, "127.0.0.1");
    const s = mods.net.connect({ port, host: "127.0.0.1", allowHalfOpen: true }); s.end("x"); let got = ""; s.on("data", (d) => got += d); await mods.events.once(s, "end"); ev.push("client:" + got); s.destroy(); await closed(srv); return ev`,
  netServerUnref: `const srv = mods.net.createServer(); await listening(srv, 0, "127.0.0.1"); const r = [srv.unref() === srv, srv.ref() === srv]; await closed(srv); return r`,
  // ---- http.Server
  httpServerRequests: `const ev = []; const srv = mods.http.createServer((req, res) => { ev.push(["request", req.method, req.url, req.httpVersion, noPort(JSON.stringify(req.headers)), req.complete]); let b = ""; req.setEncoding("utf8"); req.on("data", (d) => b += d);
      req.on("end", () => { ev.push("req:end:" + b + ":" + req.complete); if (req.url === "/chunked") { res.setHeader("X-A", "1"); res.write("ab"); res.end("cd"); } else if (req.url === "/head") { res.writeHead(201, "Made", { "Content-Type": "text/plain" }); res.end("hello " + b); } else { res.statusCode = 202; res.end("sized " + b); } });
      res.on("finish", () => ev.push("res:finish")); res.on("close", () => ev.push("res:close")); });
    const { port } = await listening(srv, 0, "127.0.0.1"); const agent = new mods.http.Agent({ keepAlive: true });
    ev.push(await request({ port, path: "/head", method: "POST", agent }, "xyz")); ev.push(await request({ port, path: "/chunked", agent })); ev.push(await request({ port, path: "/sized", method: "PUT", agent }, "q"));
    agent.destroy(); await closed(srv); return ev`,
  httpServerWire: `const srv = mods.http.createServer((req, res) => { if (req.url === "/204") { res.writeHead(204); res.end(); } else if (req.url === "/304") { res.statusCode = 304; res.end("ignored"); } else if (req.url === "/raw") { res.writeHead(200, ["X-One", "1", "X-One", "2", "Set-Cookie", "a=1"]); res.end(); } else if (req.url === "/trailers") { res.setHeader("Trailer", "X-T"); res.write("a"); res.addTrailers({ "X-T": "done" }); res.end(); } else { let n = 0; req.on("data", (d) => n += d.length); req.on("end", () => res.end(req.method + " " + req.url + " " + n)); } });
    const { port } = await listening(srv, 0, "127.0.0.1"); const out = {};
    for (const [name, text] of Object.entries({
      http10: "GET /a HTTP/1.0\\r\\n\\r\\n", http10KeepAlive: "GET /a HTTP/1.0\\r\\nConnection: keep-alive\\r\\n\\r\\n", head: "HEAD /h HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n",
      close: "GET /c HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n", noContent: "GET /204 HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n", notModified: "GET /304 HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n",
      pipelined: "GET /1 HTTP/1.1\\r\\nHost: x\\r\\n\\r\\nGET /2 HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n", chunkedBody: "POST /p HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\nConnection: close\\r\\n\\r\\n3\\r\\nabc\\r\\n2\\r\\nde\\r\\n0\\r\\n\\r\\n",
      sizedBody: "POST /s HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 4\\r\\nConnection: close\\r\\n\\r\\nwxyz", raw: "GET /raw HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n", trailers: "GET /trailers HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n",
      noHost: "GET / HTTP/1.1\\r\\nConnection: close\\r\\n\\r\\n", badMethod: "FETCH / HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n", badVersion: "GET / HTTP/2.5\\r\\nHost: x\\r\\n\\r\\n", badHeader: "GET / HTTP/1.1\\r\\nHost: x\\r\\nBad Header: 1\\r\\n\\r\\n",
      badLength: "POST / HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: x\\r\\n\\r\\n", expectOther: "GET / HTTP/1.1\\r\\nHost: x\\r\\nExpect: magic\\r\\nConnection: close\\r\\n\\r\\n",
      continue: "POST /e HTTP/1.1\\r\\nHost: x\\r\\nExpect: 100-continue\\r\\nContent-Length: 2\\r\\nConnection: close\\r\\n\\r\\nok",
    })) out[name] = await wire(port, text); await closed(srv); return out`,
  httpServerClientError: `const ev = []; const srv = mods.http.createServer(() => ev.push("request")); srv.on("clientError", (e, socket) => { ev.push([e.code, e.message, typeof e.bytesParsed, Buffer.isBuffer(e.rawPacket)]); socket.end("HTTP/1.1 418 Teapot\\r\\nConnection: close\\r\\n\\r\\n"); });
    const { port } = await listening(srv, 0, "127.0.0.1"); ev.push(await wire(port, "NOT HTTP\\r\\n\\r\\n")); await closed(srv); return ev`,
  httpServerCheckContinue: `const ev = []; const srv = mods.http.createServer(); srv.on("checkContinue", (req, res) => { ev.push("checkContinue"); res.writeContinue(); req.resume(); req.on("end", () => res.end("got it")); });
    const { port } = await listening(srv, 0, "127.0.0.1"); const req = mods.http.request({ port, host: "127.0.0.1", method: "POST", agent: false, headers: { Expect: "100-continue" } }); req.on("continue", () => { ev.push("continue"); req.end("body"); });
    const [res] = await mods.events.once(req, "response"); ev.push(res.statusCode, await body(res)); await closed(srv); return ev`,
  httpServerEvents: `const ev = []; const srv = mods.http.createServer((req, res) => { req.on("end", () => ev.push("req:end")); req.on("close", () => ev.push("req:close")); res.on("finish", () => ev.push("res:finish")); res.on("close", () => ev.push("res:close")); req.resume(); res.end("x"); ev.push(["after end", res.headersSent, res.writableEnded, res.finished]); });
    srv.on("connection", () => ev.push("connection")); srv.on("request", () => ev.push("request")); const { port } = await listening(srv, 0, "127.0.0.1"); ev.push(await request({ port })); await new Promise((r) => setTimeout(r, 20)); await closed(srv); return ev`,
  httpServerHeaders: `const srv = mods.http.createServer((req, res) => { res.setHeader("X-List", ["a", "b"]); res.appendHeader("X-List", "c"); res.setHeader("content-type", "text/plain"); const r = [res.getHeader("x-list"), res.getHeaderNames(), res.hasHeader("Content-Type"), res.headersSent]; res.removeHeader("content-type"); res.writeHead(200, { "X-Late": "1" }); r.push(res.headersSent); try { res.setHeader("X-Too", "late") } catch (e) { r.push(e.code) } res.end(JSON.stringify(r)); });
    const { port } = await listening(srv, 0, "127.0.0.1"); const out = await request({ port }); await closed(srv); return out`,
  httpServerWriteHeadErrors: `const srv = mods.http.createServer((req, res) => { const r = []; for (const c of [99, 1000]) { try { res.writeHead(c) } catch (e) { r.push([e.name, e.code, e.message]) } } try { res.writeHead(200, "bad\\nmessage") } catch (e) { r.push([e.code]) } res.statusMessage = "OK"; res.end(JSON.stringify(r)); });
    const { port } = await listening(srv, 0, "127.0.0.1"); const out = await request({ port }); await closed(srv); return out`,
  httpClientAsyncContext: `const als = new mods.asyncHooks.AsyncLocalStorage(); const srv = mods.http.createServer((req, res) => res.end("k")); const { port } = await listening(srv, 0, "127.0.0.1"); const agent = new mods.http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () => new Promise((resolve, reject) => { const req = mods.http.get({ host: "127.0.0.1", port, agent }, (res) => { const seen = [als.getStore() ?? "none"]; res.on("data", () => seen.push(als.getStore() ?? "none")); res.on("end", () => { seen.push(als.getStore() ?? "none"); setTimeout(() => resolve([req.reusedSocket, seen]), 10); }); }); req.on("error", reject); });
    const out = [await get()]; out.push(await als.run("second", get)); out.push(await als.run("third", get)); agent.destroy(); await closed(srv); return out`,
  constructorsWithoutNew: `const out = []; for (const [name, C, args] of [["http.Agent", mods.http.Agent, [{ keepAlive: true }]], ["https.Agent", mods.https.Agent, []], ["http.Server", mods.http.Server, []], ["https.Server", mods.https.Server, [{ key: input.key, cert: input.cert }]], ["net.Server", mods.net.Server, []], ["tls.Server", mods.tls.Server, [{ key: input.key, cert: input.cert }]]]) { const x = C(...args); out.push([name, x instanceof C, x.constructor === C, Object.getPrototypeOf(x) === C.prototype]); }
    class MyAgent extends mods.http.Agent { constructor() { super({ keepAlive: true }); this.mine = true; } } const m = new MyAgent(); out.push([m instanceof mods.http.Agent, m.mine, m.keepAlive, typeof m.getName]);
    const srv = mods.http.Server((req, res) => res.end("newless")); const { port } = await listening(srv, 0, "127.0.0.1"); out.push(await request({ port })); await closed(srv); return out`,
  httpServerKeepAliveClose: `const srv = mods.http.createServer((req, res) => res.end("k")); const { port } = await listening(srv, 0, "127.0.0.1"); const agent = new mods.http.Agent({ keepAlive: true }); await request({ port, agent });
    const free = Object.keys(agent.freeSockets).length; const s = Object.values(agent.freeSockets)[0][0]; const ev = []; s.on("close", () => ev.push("client socket closed")); srv.on("close", () => ev.push("server close"));
    srv.close(); const keep = setTimeout(() => {}, 5000); await mods.events.once(s, "close"); clearTimeout(keep); await new Promise((r) => setTimeout(r, 20)); return [free, ev]`,
  httpServerCloseAll: `let started; const got = new Promise((r) => (started = r)); const srv = mods.http.createServer((req, res) => { res.write("partial"); started(); }); const { port } = await listening(srv, 0, "127.0.0.1");
    const req = mods.http.get({ port, host: "127.0.0.1", agent: false }); const ev = []; req.on("response", (res) => { res.on("aborted", () => ev.push("aborted")); res.on("error", (e) => ev.push(["res:error", e.code])); res.resume(); }); req.on("error", (e) => ev.push(["req:error", e.code]));
    await got; await new Promise((r) => setTimeout(r, 10)); srv.closeAllConnections(); await closed(srv); await new Promise((r) => setTimeout(r, 20)); return ev`,
  httpServerUpgrade: `const srv = mods.http.createServer(); srv.on("upgrade", (req, socket, head) => { socket.write("HTTP/1.1 101 Switching Protocols\\r\\nUpgrade: echo\\r\\nConnection: Upgrade\\r\\n\\r\\n"); socket.write("head:" + head); socket.on("data", (d) => socket.end("echo:" + d)); });
    const { port } = await listening(srv, 0, "127.0.0.1"); const req = mods.http.request({ port, host: "127.0.0.1", agent: false, headers: { Connection: "Upgrade", Upgrade: "echo" } }); req.end();
    const [res, socket, head] = await mods.events.once(req, "upgrade"); let got = String(head); socket.write("hi"); socket.on("data", (d) => got += d); await mods.events.once(socket, "end"); socket.destroy(); await closed(srv); return [res.statusCode, res.headers, got]`,
  httpServerBigBody: `const srv = mods.http.createServer((req, res) => { let n = 0; req.on("data", (d) => n += d.length); req.on("end", () => { res.write(Buffer.alloc(1 << 20, 98)); res.end(String(n)); }); });
    const { port } = await listening(srv, 0, "127.0.0.1"); const [status, , text] = await request({ port, method: "POST" }, Buffer.alloc(3 << 20, 97)); await closed(srv); return [status, text.length, text.slice(-7)]`,
  // ---- tls.Server, https.Server
  tlsServer: `const ev = []; const srv = mods.tls.createServer({ key: input.key, cert: input.cert, ALPNProtocols: ["x", "y"] }, (s) => { ev.push(["secureConnection", s.encrypted, s.getProtocol(), s.alpnProtocol, s.remoteAddress]); s.end("bye"); });
    const { port } = await listening(srv, 0, "127.0.0.1"); const c = mods.tls.connect({ port, host: "127.0.0.1", ca: input.cert, ALPNProtocols: ["y"] }); let got = ""; c.on("data", (d) => got += d); await mods.events.once(c, "end");
    ev.push([got, c.authorized, c.alpnProtocol, c.getPeerCertificate().subject.CN]); c.destroy(); const bad = mods.tls.connect({ port, host: "127.0.0.1" }); const [e] = await mods.events.once(bad, "error"); ev.push(e.code); await closed(srv); return ev`,
  httpsServer: `const srv = mods.https.createServer({ key: input.key, cert: input.cert }, (req, res) => res.end("secure " + req.method + " " + req.url + " " + req.socket.encrypted)); const { port } = await listening(srv, 0, "127.0.0.1");
    const out = await request({ mod: mods.https, port, path: "/s", ca: input.cert }); let err; try { await request({ mod: mods.https, port }) } catch (e) { err = e.code } await closed(srv); return [out, err]`,
  httpsFetch: `const srv = mods.https.createServer({ key: input.key, cert: input.cert }, (req, res) => res.end("ok")); const { port } = await listening(srv, 0, "127.0.0.1"); let r; try { await fetch("https://127.0.0.1:" + port + "/"); r = "fetched" } catch (e) { r = [e.name, e.cause && e.cause.code] } await closed(srv); return r`,
  httpFetch: `const srv = mods.http.createServer((req, res) => { let b = ""; req.on("data", (d) => b += d); req.on("end", () => { res.setHeader("Content-Type", "application/json"); res.end(JSON.stringify({ method: req.method, url: req.url, b, ua: typeof req.headers["user-agent"] })); }); });
    const { port } = await listening(srv, 0, "127.0.0.1"); const r = await fetch("http://127.0.0.1:" + port + "/f?q=1", { method: "POST", body: "data" }); const out = [r.status, r.headers.get("content-type"), await r.json()]; await closed(srv); return out`,
};

if (import.meta.url === "file://" + process.argv[1]) {
  const mods = { asyncHooks, events, http, https, net, tls };
  for (const k of Object.keys(mods)) mods[k] = mods[k].default ?? mods[k];
  const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
  const expected = {};
  for (const [name, code] of Object.entries(snippets)) {
    try {
      const v = await Promise.race([
        new AsyncFunction("mods", "input", prelude + code)(mods, { key, cert }),
        new Promise((_, rej) => setTimeout(() => rej(new Error("timed out")), 10000)),
      ]);
      expected[name] = v === undefined ? null : JSON.parse(JSON.stringify(v));
    } catch (e) {
      expected[name] = { threw: String(e && e.stack) };
    }
  }
  process.stdout.write(JSON.stringify({ prelude, key, cert, snippets, expected }, null, 1) + "\n");
  process.exit(0);
}
