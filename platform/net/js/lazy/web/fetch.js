// Headers, Request, Response, fetch: requests are the host's (net/http);
// a response body stays in the network until it is read.
import { op, opAsync, cancel, pending, expect, URL, URLSearchParams, TextEncoder, TextDecoder, AbortController, streams } from "../../../../js/lazy/web/prelude.js";
import { isBufferSource, bufferOf } from "../../../../js/prelude/web/bytes.js";
import { Blob, FormData, blobBytes, encodeMultipart, parseFormData } from "./blob.js";

const validName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const normalizeValue = (v) => String(v).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "");

export class Headers {
  #map = new Map(); // lower-case name -> [values]
  constructor(init) {
    if (init instanceof Headers) for (const [k, v] of init) this.append(k, v);
    else if (init && typeof init[Symbol.iterator] === "function") {
      for (const pair of init) {
        const p = Array.from(pair);
        if (p.length !== 2) throw new TypeError("Headers: each pair must have two items");
        this.append(p[0], p[1]);
      }
    } else if (init && typeof init === "object") for (const k of Object.keys(init)) this.append(k, init[k]);
  }
  #name(n) {
    n = String(n);
    if (!validName.test(n)) throw new TypeError(`Headers: "${n}" is not a valid header name`);
    return n.toLowerCase();
  }
  append(name, value) {
    const n = this.#name(name);
    const v = normalizeValue(value);
    if (/[\0\r\n]/.test(v)) throw new TypeError(`Headers: invalid value for "${n}"`);
    const list = this.#map.get(n) || [];
    list.push(v);
    this.#map.set(n, list);
  }
  set(name, value) { this.#map.delete(this.#name(name)); this.append(name, value); }
  delete(name) { this.#map.delete(this.#name(name)); }
  get(name) {
    const list = this.#map.get(this.#name(name));
    return list ? list.join(", ") : null;
  }
  getSetCookie() { return (this.#map.get("set-cookie") || []).slice(); }
  has(name) { return this.#map.has(this.#name(name)); }
  forEach(fn, thisArg) { for (const [k, v] of this) fn.call(thisArg, v, k, this); }
  *entries() {
    for (const k of [...this.#map.keys()].sort()) {
      if (k === "set-cookie") for (const v of this.#map.get(k)) yield [k, v];
      else yield [k, this.#map.get(k).join(", ")];
    }
  }
  *keys() { for (const [k] of this.entries()) yield k; }
  *values() { for (const [, v] of this.entries()) yield v; }
  [Symbol.iterator]() { return this.entries(); }
  get [Symbol.toStringTag]() { return "Headers"; }
  // _fromHost makes a response's headers as they came: names the server
  // sent are kept even where a script could not set them ("x-a " from
  // "X-A : b"), as Node's fetch keeps them.
  static _fromHost(pairs) {
    const h = new Headers();
    for (const [k, v] of pairs || []) {
      const n = k.toLowerCase();
      const list = h.#map.get(n) || [];
      list.push(v);
      h.#map.set(n, list);
    }
    return h;
  }
  static _pairs(h) {
    const out = [];
    for (const [k, list] of h.#map) for (const v of list) out.push([k, v]);
    return out;
  }
}

// readHostBody reads a response body that is still in the network, a
// chunk at a time (the host holds one chunk at most), into one buffer.
async function readHostBody(id) {
  const chunks = [];
  let total = 0;
  for (;;) {
    const r = await opAsync("body.read", { id });
    if (!(r instanceof ArrayBuffer)) break; // {eof: true}
    const chunk = new Uint8Array(r);
    chunks.push(chunk);
    total += chunk.length;
  }
  op("body.drop", { id });
  if (chunks.length === 1) return chunks[0].buffer;
  const all = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) { all.set(c, at); at += c.length; }
  return all.buffer;
}

// A body: text, bytes (ArrayBuffer), a host body — a response body still
// in the network, read when asked (#pending once reading started, shared
// by clones) — or a stream. Reading .body makes it a ReadableStream (the
// web streams module loads then); text(), bytes() and the rest then read
// that stream.
class Body {
  #text = null; #bytes = null; #hostId = 0; #pending = null; #used = false; #type = ""; #stream = null;
  constructor(body, headers) {
    if (body === undefined || body === null) return;
    if (typeof body === "string") { this.#text = body; this.#type = "text/plain;charset=UTF-8"; }
    else if (body instanceof URLSearchParams) { this.#text = body.toString(); this.#type = "application/x-www-form-urlencoded;charset=UTF-8"; }
    else if (isBufferSource(body)) { this.#bytes = bufferOf(body).slice(0); }
    else if (body instanceof Blob) { this.#bytes = blobBytes(body).slice().buffer; this.#type = body.type; }
    else if (body instanceof FormData) {
      const m = encodeMultipart(body);
      this.#bytes = blobBytes(m.bytes).buffer;
      this.#type = m.type;
    }
    else if (typeof body === "object" && body._earshotHostBody) { this.#hostId = body._earshotHostBody; }
    else if (typeof body === "object" && typeof body.getReader === "function") {
      if (body.locked) throw new TypeError("Body: the stream is locked (another reader has it)");
      this.#stream = body;
    }
    else { this.#text = String(body); this.#type = "text/plain;charset=UTF-8"; }
    if (headers && this.#type && !headers.has("content-type")) headers.set("content-type", this.#type);
  }
  get isNull() { return this.#text === null && this.#bytes === null && this.#hostId === 0 && this.#pending === null && this.#stream === null; }
  get used() { return this.#used; }
  #consume() {
    if (this.#used) throw new TypeError("Body is unusable: the body has already been read");
    this.#used = true;
  }
  #fromHost() {
    if (this.#pending === null) {
      this.#pending = readHostBody(this.#hostId);
      this.#hostId = 0;
    }
    return this.#pending;
  }
  // stream is the body as a ReadableStream of Uint8Arrays (null for no
  // body); a host body is then read from the network as it is pulled.
  stream() {
    if (this.#stream !== null || this.isNull) return this.#stream;
    const { ReadableStream } = streams();
    const disturb = () => { this.#used = true; };
    if (this.#hostId) {
      const id = this.#hostId;
      this.#hostId = 0;
      let done = false;
      this.#stream = new ReadableStream({
        async pull(c) {
          disturb();
          const r = await opAsync("body.read", { id });
          if (r instanceof ArrayBuffer) { c.enqueue(new Uint8Array(r)); return; }
          done = true;
          op("body.drop", { id });
          c.close();
        },
        cancel() { disturb(); if (!done) { done = true; op("body.drop", { id }); } },
      }, { highWaterMark: 0 });
    } else {
      const chunk = this.#pending !== null ? this.#pending
        : this.#bytes !== null ? this.#bytes.slice(0) : bufferOf(new TextEncoder().encode(this.#text));
      this.#stream = new ReadableStream({
        async pull(c) {
          disturb();
          const b = new Uint8Array(await chunk);
          if (b.length) c.enqueue(b);
          c.close();
        },
        cancel: disturb,
      }, { highWaterMark: 0 });
    }
    this.#text = this.#bytes = this.#pending = null;
    return this.#stream;
  }
  async #readStream() {
    if (this.#stream.locked) throw new TypeError("Body is unusable: its stream is locked (another reader has it)");
    const reader = this.#stream.getReader();
    const chunks = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const b = value instanceof Uint8Array ? value : new Uint8Array(bufferOf(value));
      chunks.push(b);
      total += b.length;
    }
    const all = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) { all.set(c, at); at += c.length; }
    return all.buffer;
  }
  async text() {
    return new TextDecoder().decode(await this.bytes());
  }
  async bytes() {
    this.#consume();
    if (this.#stream !== null) return this.#readStream();
    if (this.#bytes !== null) return this.#bytes.slice(0);
    if (this.#text !== null) return bufferOf(new TextEncoder().encode(this.#text));
    if (this.#hostId || this.#pending) return (await this.#fromHost()).slice(0);
    return new ArrayBuffer(0);
  }
  // forHost gives the body as the host takes it: {text}, {bytes}, or
  // {pending}: a promise of the bytes of a host body or a stream.
  forHost() {
    if (this.#text !== null) return { text: this.#text };
    if (this.#bytes !== null) return { bytes: this.#bytes };
    if (this.#hostId || this.#pending || this.#stream) return { pending: this.bytes() };
    return {};
  }
  // clone makes a second body with the same content; a host body is read
  // once, for both; a stream is teed.
  clone() {
    if (this.#used) throw new TypeError("Body is unusable: the body has already been read");
    const b = new Body();
    if (this.#stream !== null) {
      [this.#stream, b.#stream] = this.#stream.tee();
      return b;
    }
    if (this.#hostId || this.#pending) {
      b.#pending = this.#fromHost();
      return b;
    }
    b.#text = this.#text;
    b.#bytes = this.#bytes === null ? null : this.#bytes.slice(0);
    return b;
  }
}

function bodyMixin(C) {
  Object.defineProperties(C.prototype, {
    bodyUsed: { get() { return this._body.used; }, configurable: true },
    body: { get() { return this._body.stream(); }, configurable: true },
  });
  C.prototype.text = async function () { return this._body.text(); };
  C.prototype.json = async function () { return JSON.parse(await this._body.text()); };
  C.prototype.arrayBuffer = async function () { return this._body.bytes(); };
  C.prototype.bytes = async function () { return new Uint8Array(await this._body.bytes()); };
  C.prototype.blob = async function () {
    return new Blob([await this._body.bytes()], { type: this.headers.get("content-type") || "" });
  };
  C.prototype.formData = async function () {
    return parseFormData(new Uint8Array(await this._body.bytes()), this.headers.get("content-type"));
  };
}

const methods = ["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH"];

export class Request {
  constructor(input, init = {}) {
    const from = input instanceof Request ? input : null;
    this.url = from ? from.url : new URL(String(input)).href;
    let method = init.method !== undefined ? String(init.method) : from ? from.method : "GET";
    if (methods.includes(method.toUpperCase())) method = method.toUpperCase();
    if (!validName.test(method)) throw new TypeError(`Request: "${method}" is not a valid method`);
    this.method = method;
    this.headers = new Headers(init.headers !== undefined ? init.headers : from ? from.headers : undefined);
    this.redirect = init.redirect || (from ? from.redirect : "follow");
    if (!["follow", "manual", "error"].includes(this.redirect)) throw new TypeError(`Request: redirect "${this.redirect}" is not one of follow, manual, error`);
    this.signal = init.signal || (from ? from.signal : new AbortController().signal);
    const body = init.body !== undefined ? init.body : null;
    if (body !== null && (method === "GET" || method === "HEAD")) throw new TypeError(`Request: a ${method} request cannot have a body`);
    this._body = body !== null ? new Body(body, this.headers) : from ? from._body.clone() : new Body();
  }
  get [Symbol.toStringTag]() { return "Request"; }
}
bodyMixin(Request);
Request.prototype.clone = function () {
  const r = new Request(this.url, { method: this.method, headers: this.headers, redirect: this.redirect, signal: this.signal });
  r._body = this._body.clone();
  return r;
};

const redirectStatuses = [301, 302, 303, 307, 308];

export class Response {
  constructor(body = null, init = {}) {
    const status = init.status === undefined ? 200 : Number(init.status);
    if (!(status >= 200 && status <= 599)) throw new RangeError(`Response: status ${status} is not in 200-599`);
    this.status = status;
    this.statusText = init.statusText === undefined ? "" : String(init.statusText);
    this.headers = new Headers(init.headers);
    this.type = "default";
    this.url = "";
    this.redirected = false;
    this._body = new Body(body, this.headers);
  }
  get ok() { return this.status >= 200 && this.status <= 299; }
  clone() {
    const r = new Response(null, { status: this.status, statusText: this.statusText, headers: this.headers });
    Object.assign(r, { type: this.type, url: this.url, redirected: this.redirected });
    r._body = this._body.clone();
    return r;
  }
  static json(data, init = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
    return new Response(JSON.stringify(data), { ...init, headers });
  }
  static error() {
    const r = new Response(null, { status: 200 });
    r.status = 0;
    r.type = "error";
    return r;
  }
  static redirect(url, status = 302) {
    if (!redirectStatuses.includes(status)) throw new RangeError(`Response.redirect: ${status} is not a redirect status`);
    return new Response(null, { status, headers: { location: new URL(url).href } });
  }
  get [Symbol.toStringTag]() { return "Response"; }
}
bodyMixin(Response);

const defaultHeaders = [["accept", "*/*"], ["accept-language", "*"], ["sec-fetch-mode", "cors"], ["user-agent", "node"]];

export async function fetch(input, init = {}) {
  // Where the extension called fetch: a failure the host reports later
  // gets this stack, so that it points at the caller's line.
  const site = new Error();
  const req = new Request(input, init);
  let body = req._body.forHost();
  if (body.pending !== undefined) body = { bytes: await body.pending };
  try {
    return await fetchHost(req, body);
  } catch (e) {
    if (e instanceof Error && !(e instanceof DOMException) && typeof site.stack === "string") {
      e.stack = `${e.name}: ${e.message}\n` + site.stack.split("\n").slice(1).join("\n");
    }
    throw e;
  }
}

function fetchHost(req, body) {
  return new Promise((resolve, reject) => {
    const signal = req.signal;
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    // Node's (undici's) default headers, where the request has none.
    const headers = new Headers(req.headers);
    for (const [k, v] of defaultHeaders) if (!headers.has(k)) headers.set(k, v);
    const meta = { url: req.url, method: req.method, headers: Headers._pairs(headers), redirect: req.redirect };
    let started;
    try {
      // The host holds the body's bytes from the instance's free memory
      // before it copies them (text goes as its UTF-8, not in meta).
      const bytes = body.text !== undefined ? new TextEncoder().encode(body.text) : body.bytes;
      started = op("fetch", meta, bytes);
    } catch (e) {
      reject(e);
      return;
    }
    const id = started.id;
    const onAbort = () => {
      if (!pending.has(id)) return;
      cancel(id);
      reject(signal.reason);
    };
    expect(id, "fetch", (v) => {
      signal.removeEventListener("abort", onAbort);
      let res;
      try {
        res = new Response(null, { status: v.status >= 200 && v.status <= 599 ? v.status : 200, statusText: v.statusText });
        res.headers = Headers._fromHost(v.headers);
        res.status = v.status;
        res.url = v.url;
        res.redirected = v.redirected;
        res.type = "basic";
        res._body = new Body({ _earshotHostBody: v.body });
      } catch (e) {
        // A response that cannot be made fails the fetch; it never
        // leaves it unsettled.
        op("body.drop", { id: v.body });
        reject(e);
        return;
      }
      resolve(res);
    }, (e) => {
      signal.removeEventListener("abort", onAbort);
      reject(e);
    });
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
