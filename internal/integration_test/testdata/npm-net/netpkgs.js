// Network packages on node:http, node:https, node:net and node:tls: each
// tool makes requests to the local servers of internal/testnet (input:
// their addresses, as testnet.Servers.Env gives them) and returns what it
// got, as a string. TestNetworkPackages runs it here and under Node
// (net-harness.mjs) and compares.
import got from "got";
import nodeFetch from "node-fetch";
import axios from "axios";
import WebSocket from "ws";

const show = (v) => JSON.stringify(v);

export default {
  tools: [
    {
      name: "got", description: "got: GET, POST JSON, HTTPS with a CA, an error status", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const a = await got(input.http + "/hello");
        const b = await got.post(input.http + "/echo", { json: { x: 1 } }).json();
        const c = await got(input.https + "/hello", { https: { certificateAuthority: input.ca } }).text();
        let d;
        try { await got(input.http + "/status/404", { retry: { limit: 0 } }); } catch (e) { d = [e.name, e.code, e.response.statusCode]; }
        return show([a.statusCode, a.body, a.headers["x-dup"], a.headers["set-cookie"], b.method, b.body, b.contentType, c, d]);
      },
    },
    {
      name: "nodeFetch", description: "node-fetch 2: GET, POST, headers, redirects", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const r = await nodeFetch(input.http + "/hello");
        const text = await r.text();
        const p = await (await nodeFetch(input.http + "/echo", { method: "POST", body: "abc", headers: { "Content-Type": "text/plain" } })).json();
        const red = await nodeFetch(input.http + "/redirect");
        const big = await (await nodeFetch(input.http + "/big/2")).buffer();
        return show([r.status, r.statusText, text, r.headers.raw()["set-cookie"], p.method, p.body, p.contentLength, red.status, red.url.endsWith("/hello"), big.length]);
      },
    },
    {
      name: "axios", description: "axios's Node adapter: GET, POST, an error status, a stream", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const a = await axios.get(input.http + "/hello", { adapter: "http" });
        const b = await axios.post(input.http + "/echo", { y: 2 }, { adapter: "http" });
        let c;
        try { await axios.get(input.http + "/status/500", { adapter: "http" }); } catch (e) { c = [e.name, e.code, e.response.status]; }
        const s = await axios.get(input.http + "/chunked", { adapter: "http", responseType: "stream" });
        let streamed = "";
        for await (const chunk of s.data) streamed += chunk;
        const t = await axios.get(input.https + "/hello", { adapter: "http", httpsAgent: new (await import("node:https")).Agent({ ca: input.ca }) });
        return show([a.status, a.data, a.headers["x-mixed-case"], b.data.method, b.data.body, c, streamed, t.data]);
      },
    },
    {
      name: "ws", description: "ws: text and binary echoes, a clean close", inputSchema: { type: "object" }, readOnly: true,
      async execute(input) {
        const ws = new WebSocket(input.ws, ["chat"]);
        const msgs = [];
        await new Promise((resolve, reject) => { ws.on("open", resolve); ws.on("error", reject); });
        const proto = ws.protocol;
        ws.send("hello");
        ws.send(Buffer.from([1, 2, 3]));
        await new Promise((resolve) => ws.on("message", (data, isBinary) => { msgs.push(isBinary ? [...data] : data.toString()); if (msgs.length === 2) resolve(); }));
        const closed = new Promise((resolve) => ws.on("close", (code, reason) => resolve([code, reason.toString()])));
        ws.close(1000, "bye");
        return show([proto, msgs, await closed]);
      },
    },
  ],
};
