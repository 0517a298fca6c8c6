// undici's API (and cheerio's fromURL, which uses it): each tool makes
// requests to the local servers of internal/testnet (input: their
// addresses, as testnet.Servers.Env gives them) and returns what it got, as
// a string. TestUndici runs it here, where undici is the platform's, and
// under Node with the real undici (testdata/npm-net/net-harness.mjs), and
// compares.
import {
  request, stream, pipeline, fetch, Agent, Pool, Client, Dispatcher, setGlobalDispatcher, getGlobalDispatcher,
  errors, interceptors, Headers, Request, Response, FormData, WebSocket,
} from "undici";
import * as cheerio from "cheerio";
import { Readable, Writable } from "node:stream";
import { pipeline as pipe } from "node:stream/promises";

const show = (v) => JSON.stringify(v);
const errorOf = (e) => [e.name, e.code, e.message];
const fails = async (f) => { try { await f(); return "no error"; } catch (e) { return errorOf(e); } };

export default {
  tools: [
    {
      name: "request", description: "request: GET, POST JSON, a query, an error status, HEAD, each body mixin", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const a = await request(input.http + "/hello");
        const text = await a.body.text();
        const b = await request(input.http + "/echo", { method: "POST", body: JSON.stringify({ x: 1 }), headers: { "content-type": "application/json" } });
        const bj = await b.body.json();
        const c = await request(input.http + "/status/404");
        const q = await request(input.http + "/echo", { query: { a: 1, b: ["x", "y"] } });
        const qj = await q.body.json();
        const big = await request(input.http + "/big/2");
        const ab = await big.body.arrayBuffer();
        const bl = await (await request(input.http + "/hello")).body.blob();
        const by = await (await request(input.http + "/hello")).body.bytes();
        const h = await request(input.http + "/hello", { method: "HEAD" });
        const used = await request(input.http + "/hello");
        const before = used.body.bodyUsed;
        await used.body.text();
        const again = [before, used.body.bodyUsed];
        const put = await request(input.http + "/echo", { body: Buffer.from("raw") });
        const pj = await put.body.json();
        return show([a.statusCode, a.statusText, a.headers, text, a.trailers, a.body.bodyUsed, bj.method, bj.body, bj.contentLength, bj.contentType,
          c.statusCode, await c.body.text(), qj.path, ab instanceof ArrayBuffer, ab.byteLength, bl.type, bl.size, by instanceof Uint8Array, by.length,
          h.statusCode, h.headers["content-length"], await h.body.text(), again, pj.method, pj.body]);
      },
    },
    {
      name: "streams", description: "request's body as a Readable, stream, pipeline", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const r = await request(input.http + "/chunked");
        let s = "";
        for await (const chunk of r.body) s += chunk;
        const chunks = [];
        const seen = [];
        const st = await stream(input.http + "/hello", { opaque: { tag: 1 } }, ({ statusCode, headers, opaque }) => {
          seen.push(statusCode, headers["x-mixed-case"], opaque.tag);
          return new Writable({ write(c, e, cb) { chunks.push(c.toString()); cb(); } });
        });
        const out = [];
        await pipe(
          Readable.from(["ab", "cd"]),
          pipeline(input.http + "/echo", { method: "PUT" }, ({ statusCode, body }) => { seen.push(statusCode); return body; }),
          new Writable({ write(c, e, cb) { out.push(c.toString()); cb(); } }),
        );
        const echoed = JSON.parse(out.join(""));
        const web = await request(input.http + "/hello");
        const reader = web.body.body.getReader();
        let webText = "";
        for (;;) { const { value, done } = await reader.read(); if (done) break; webText += Buffer.from(value).toString(); }
        const streamed = await request(input.http + "/echo", { method: "POST", body: Readable.from(["x", "y", "z"]) });
        const sj = await streamed.body.json();
        return show([s, chunks.join(""), st.opaque, st.trailers, seen, echoed.method, echoed.body, webText, sj.body, sj.chunked]);
      },
    },
    {
      name: "dispatchers", description: "Agent, Pool and Client as dispatchers; close, destroy; the global dispatcher; TLS with a CA", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const agent = new Agent({ connections: 2 });
        const a = await request(input.http + "/hello", { dispatcher: agent });
        await a.body.text();
        const pool = new Pool(input.http, { connections: 2 });
        const p = await pool.request({ path: "/hello", method: "GET" });
        const pt = await p.body.text();
        const client = new Client(input.http);
        const c = await client.request({ path: "/echo", method: "POST", body: "x" });
        const cj = await c.body.json();
        const states = [client.closed, client.destroyed];
        await client.close();
        states.push(client.closed, client.destroyed);
        const afterClose = await fails(() => client.request({ path: "/hello", method: "GET" }));
        await pool.destroy();
        states.push(pool.closed, pool.destroyed);
        const afterDestroy = await fails(() => pool.request({ path: "/hello", method: "GET" }));
        const prev = getGlobalDispatcher();
        setGlobalDispatcher(agent);
        const same = getGlobalDispatcher() === agent;
        const viaGlobal = await request(input.http + "/hello");
        await viaGlobal.body.dump();
        setGlobalDispatcher(prev);
        const notAgent = await fails(() => setGlobalDispatcher({}));
        const tlsAgent = new Agent({ connect: { ca: input.ca } });
        const t = await request(input.https + "/hello", { dispatcher: tlsAgent });
        const tt = await t.body.text();
        const untrusted = await request(input.https + "/hello", { dispatcher: new Agent({ connect: { rejectUnauthorized: false } }) });
        const ut = await untrusted.body.text();
        await Promise.all([agent.close(), tlsAgent.close()]);
        const kinds = [agent instanceof Dispatcher, pool instanceof Dispatcher, typeof agent.dispatch, typeof Agent.prototype.compose];
        return show([a.statusCode, pt, cj.body, states, afterClose, afterDestroy, same, viaGlobal.statusCode, notAgent, tt, ut, kinds]);
      },
    },
    {
      name: "errors", description: "undici's errors: their classes and codes, refused, invalid arguments, an abort, a timeout, the interceptors", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const refused = await request("http://" + input.refused + "/").then(() => "no error", (e) => [e.code, e.syscall]);
        const badURL = await fails(() => request("not a url"));
        const badMethod = await fails(() => request(input.http + "/hello", { method: "GE T" }));
        const badPath = await fails(() => request(input.http, { path: 5 }));
        const agentOpt = await fails(() => request(input.http + "/hello", { agent: {} }));
        const ac = new AbortController();
        const slow = request(input.http + "/slow", { signal: ac.signal });
        ac.abort();
        const aborted = await slow.then(() => "no error", (e) => [e.name, e instanceof DOMException]);
        const timeout = await fails(() => request(input.http + "/slow", { headersTimeout: 50 }));
        const withStatus = new Agent().compose(interceptors.responseError());
        const status = await request(input.http + "/status/404", { dispatcher: withStatus }).then(() => "no error", (e) => [e.name, e.code, e.statusCode, e instanceof errors.ResponseError]);
        const redirected = new Agent().compose(interceptors.redirect({ maxRedirections: 2 }));
        const r = await request(input.http + "/redirect", { dispatcher: redirected });
        const rt = await r.body.text();
        const plain = await request(input.http + "/redirect");
        await plain.body.dump();
        const classes = ["UndiciError", "ConnectTimeoutError", "HeadersTimeoutError", "HeadersOverflowError", "BodyTimeoutError",
          "InvalidArgumentError", "InvalidReturnValueError", "AbortError", "RequestAbortedError", "InformationalError",
          "RequestContentLengthMismatchError", "ResponseContentLengthMismatchError", "ClientDestroyedError", "ClientClosedError",
          "SocketError", "NotSupportedError", "BalancedPoolMissingUpstreamError", "ResponseExceededMaxSizeError"]
          .map((k) => { const e = new errors[k](); return [k, e.name, e.code, e.message, e instanceof errors.UndiciError, e instanceof Error]; });
        const response = new errors.ResponseError("Response Error", 418, { headers: { a: "b" }, body: "x" });
        const abortKind = new errors.RequestAbortedError() instanceof errors.AbortError;
        const loop = new Agent().compose(interceptors.redirect({ maxRedirections: 1 }));
        const once = await request(input.http + "/redirect", { dispatcher: loop });
        await once.body.dump();
        return show([refused, badURL, badMethod, badPath, agentOpt, aborted, timeout, status, r.statusCode, rt, r.context.history.map(String).map((u) => u.replace(/:\d+/, ":<port>")),
          plain.statusCode, plain.headers.location, once.statusCode, classes, abortKind, [response.name, response.code, response.statusCode, response.body, response.headers]]);
      },
    },
    {
      name: "fetch", description: "fetch, Headers, Request, Response, FormData", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const r = await fetch(input.http + "/hello");
        const t = await r.text();
        const p = await fetch(input.http + "/echo", { method: "POST", body: "abc", dispatcher: new Agent() });
        const pj = await p.json();
        const red = await fetch(input.http + "/redirect");
        const h = new Headers({ a: "1" });
        h.append("a", "2");
        const req = new Request(input.http + "/hello", { method: "PUT", body: "q" });
        const res = new Response("x", { status: 201, headers: { "x-y": "z" } });
        const fd = new FormData();
        fd.append("k", "v");
        const posted = await (await fetch(input.http + "/echo", { method: "POST", body: fd })).json();
        return show([r.status, r.statusText, t, r.headers.get("x-dup"), pj.method, pj.body, red.status, red.redirected, h.get("a"),
          req.method, await req.text(), res.status, res.headers.get("x-y"), await res.text(), fd.get("k"), posted.contentType.split(";")[0], /name="k"/.test(posted.body)]);
      },
    },
    {
      name: "webSocket", description: "WebSocket: text and binary echoes, a clean close", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const ws = new WebSocket(input.ws, { protocols: ["chat"] });
        ws.binaryType = "arraybuffer";
        await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
        const msgs = [];
        const got = new Promise((resolve) => { ws.onmessage = (e) => { msgs.push(typeof e.data === "string" ? e.data : [...new Uint8Array(e.data)]); if (msgs.length === 2) resolve(); }; });
        ws.send("hello");
        ws.send(new Uint8Array([1, 2, 3]));
        await got;
        const closed = new Promise((resolve) => { ws.onclose = (e) => resolve([e.code, e.reason, e.wasClean]); });
        ws.close(1000, "bye");
        return show([ws.protocol, msgs, await closed]);
      },
    },
    {
      name: "cheerioFromURL", description: "cheerio's fromURL, which uses undici's Client, its redirect interceptor and stream", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const $ = await cheerio.fromURL(input.http + "/html");
        const notHTML = await cheerio.fromURL(input.http + "/hello").then(() => "no error", (e) => [e.name, e.message]);
        const missing = await cheerio.fromURL(input.http + "/status/404").then(() => "no error", (e) => [e.name, e.code, e.statusCode]);
        return show([$("title").text(), $("p.x").text(), $("a").prop("href"), notHTML, missing]);
      },
    },
  ],
};
