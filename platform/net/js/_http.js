// The HTTP/1.1 client of node:http and node:https, over node:net and
// node:tls sockets: ClientRequest (a writable stream: chunked or sized
// bodies), IncomingMessage (a Readable: backpressure pauses the socket),
// Agent (keep-alive pools, maxSockets, queued requests). Responses are
// parsed with Node's parser's rules (_httpparser.js). Redirects are the
// caller's, as in Node.
import { Buffer } from "node:buffer";
import EventEmitter from "node:events";
import { Readable, Stream } from "node:stream";
import net from "node:net";
import { ResponseParser, kDefaultMaxHeaderSize } from "./_httpparser.js";
import { nodeError, argType, isIP } from "./_netutil.js";
import { internal } from "node:internal/host";

const { getContext, boundTo } = internal.asyncContext;

export const METHODS = ["ACL", "BIND", "CHECKOUT", "CONNECT", "COPY", "DELETE", "GET", "HEAD", "LINK", "LOCK",
  "M-SEARCH", "MERGE", "MKACTIVITY", "MKCALENDAR", "MKCOL", "MOVE", "NOTIFY", "OPTIONS", "PATCH", "POST",
  "PROPFIND", "PROPPATCH", "PURGE", "PUT", "QUERY", "REBIND", "REPORT", "SEARCH", "SOURCE", "SUBSCRIBE", "TRACE",
  "UNBIND", "UNLINK", "UNLOCK", "UNSUBSCRIBE"];

export const STATUS_CODES = {
  100: "Continue", 101: "Switching Protocols", 102: "Processing", 103: "Early Hints", 200: "OK", 201: "Created",
  202: "Accepted", 203: "Non-Authoritative Information", 204: "No Content", 205: "Reset Content",
  206: "Partial Content", 207: "Multi-Status", 208: "Already Reported", 226: "IM Used", 300: "Multiple Choices",
  301: "Moved Permanently", 302: "Found", 303: "See Other", 304: "Not Modified", 305: "Use Proxy",
  307: "Temporary Redirect", 308: "Permanent Redirect", 400: "Bad Request", 401: "Unauthorized",
  402: "Payment Required", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable",
  407: "Proxy Authentication Required", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
  411: "Length Required", 412: "Precondition Failed", 413: "Payload Too Large", 414: "URI Too Long",
  415: "Unsupported Media Type", 416: "Range Not Satisfiable", 417: "Expectation Failed", 418: "I'm a Teapot",
  421: "Misdirected Request", 422: "Unprocessable Entity", 423: "Locked", 424: "Failed Dependency",
  425: "Too Early", 426: "Upgrade Required", 428: "Precondition Required", 429: "Too Many Requests",
  431: "Request Header Fields Too Large", 451: "Unavailable For Legal Reasons", 500: "Internal Server Error",
  501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
  505: "HTTP Version Not Supported", 506: "Variant Also Negotiates", 507: "Insufficient Storage",
  508: "Loop Detected", 509: "Bandwidth Limit Exceeded", 510: "Not Extended", 511: "Network Authentication Required",
};

const token = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;
export function validateHeaderName(name, label = "Header name") {
  if (typeof name !== "string" || !name || !token.test(name)) {
    throw nodeError(`${label} must be a valid HTTP token ["${name}"]`, "ERR_INVALID_HTTP_TOKEN", TypeError);
  }
}
export function validateHeaderValue(name, value) {
  if (value === undefined) throw nodeError(`Invalid value "${value}" for header "${name}"`, "ERR_HTTP_INVALID_HEADER_VALUE", TypeError);
  const check = (v) => { if (/[^\t\x20-\x7e\x80-\xff]/.test(String(v))) throw nodeError(`Invalid character in header content ["${name}"]`, "ERR_INVALID_CHAR", TypeError); };
  if (Array.isArray(value)) value.forEach(check); else check(value);
}

// Node's rules for a header that comes more than once.
const dropDuplicate = new Set(["content-type", "content-length", "user-agent", "referer", "host", "authorization",
  "proxy-authorization", "if-modified-since", "if-unmodified-since", "from", "location", "max-forwards",
  "retry-after", "etag", "last-modified", "server", "age", "expires"]);
function addHeader(dst, name, value, join) {
  const k = name.toLowerCase();
  if (!Object.hasOwn(dst, k)) { dst[k] = k === "set-cookie" ? [value] : value; return; }
  if (k === "set-cookie") dst[k].push(value);
  else if (join) dst[k] += ", " + value;
  else if (dropDuplicate.has(k)) return;
  else if (k === "cookie") dst[k] += "; " + value;
  else dst[k] += ", " + value;
}
function headersOf(raw, join) {
  const h = {};
  for (let i = 0; i < raw.length; i += 2) addHeader(h, raw[i], raw[i + 1], join);
  return h;
}
function distinctOf(raw) {
  const h = {};
  for (let i = 0; i < raw.length; i += 2) (h[raw[i].toLowerCase()] ??= []).push(raw[i + 1]);
  return h;
}

// ---- IncomingMessage --------------------------------------------------------

export class IncomingMessage extends Readable {
  constructor(socket) {
    super({ autoDestroy: true, emitClose: true });
    this.socket = socket;
    this.httpVersionMajor = null;
    this.httpVersionMinor = null;
    this.httpVersion = null;
    this.complete = false;
    this.rawHeaders = [];
    this.rawTrailers = [];
    this.joinDuplicateHeaders = false;
    this.aborted = false;
    this.upgrade = null;
    this.url = "";
    this.method = null;
    this.statusCode = null;
    this.statusMessage = null;
    this._headers = null;
    this._trailers = null;
    this._consuming = false;
    this._dumped = false;
    this._resume = null;
  }
  get connection() { return this.socket; }
  get headers() { return (this._headers ??= headersOf(this.rawHeaders, this.joinDuplicateHeaders)); }
  set headers(v) { this._headers = v; }
  get headersDistinct() { return distinctOf(this.rawHeaders); }
  get trailers() { return (this._trailers ??= headersOf(this.rawTrailers, this.joinDuplicateHeaders)); }
  set trailers(v) { this._trailers = v; }
  get trailersDistinct() { return distinctOf(this.rawTrailers); }
  setTimeout(ms, cb) {
    if (cb) this.on("timeout", cb);
    if (this.socket) this.socket.setTimeout(ms);
    return this;
  }
  _read() {
    this._consuming = true;
    if (this._resume) this._resume();
  }
  _dump() {
    if (!this._dumped) { this._dumped = true; this.removeAllListeners("data"); this.resume(); }
  }
  _destroy(err, cb) {
    if (!this.readableEnded || !this.complete) {
      this.aborted = true;
      this.emit("aborted");
    }
    if (this.socket && !this.complete && !this.socket.destroyed) this.socket.destroy(err);
    // As Node, the error is emitted only when someone listens for it.
    cb(this.listenerCount("error") === 0 ? undefined : err);
  }
}

// ---- OutgoingMessage, ClientRequest -------------------------------------------

const kHeaders = Symbol("headers");
const kBody = new Set(["GET", "HEAD", "DELETE", "OPTIONS", "TRACE", "CONNECT"]);

export class OutgoingMessage extends Stream {
  constructor() {
    super();
    this[kHeaders] = new Map(); // lower-case name -> [name, value]
    this._header = null;
    this.finished = false;
    this.writableEnded = false;
    this.writableFinished = false;
    this.destroyed = false;
    this.chunkedEncoding = false;
    this.useChunkedEncodingByDefault = true;
    this.sendDate = false;
    this.shouldKeepAlive = true;
    this.socket = null;
    this.writable = true;
    this._contentLength = null;
  }
  get connection() { return this.socket; }
  get headersSent() { return !!this._header; }
  get writableLength() { return 0; }
  get writableHighWaterMark() { return this.socket ? this.socket.writableHighWaterMark : 16384; }
  get writableCorked() { return 0; }
  get writableObjectMode() { return false; }
  get writableNeedDrain() { return !!this._needDrain; }
  setHeader(name, value) {
    if (this._header) throw nodeError("Cannot set headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
    validateHeaderName(name);
    validateHeaderValue(name, value);
    this[kHeaders].set(name.toLowerCase(), [name, value]);
    return this;
  }
  setHeaders(headers) {
    for (const [k, v] of headers instanceof Map || (headers && typeof headers.entries === "function" && !Array.isArray(headers)) ? headers.entries() : Object.entries(headers)) this.setHeader(k, v);
    return this;
  }
  appendHeader(name, value) {
    if (this._header) throw nodeError("Cannot append headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
    validateHeaderName(name);
    validateHeaderValue(name, value);
    const k = name.toLowerCase();
    const old = this[kHeaders].get(k);
    if (!old) this[kHeaders].set(k, [name, value]);
    else this[kHeaders].set(k, [old[0], [].concat(old[1], value)]);
    return this;
  }
  getHeader(name) {
    if (typeof name !== "string") throw argType("name", "string", name);
    const e = this[kHeaders].get(name.toLowerCase());
    return e && e[1];
  }
  getHeaders() {
    const o = Object.create(null);
    for (const [k, [, v]] of this[kHeaders]) o[k] = v;
    return o;
  }
  getHeaderNames() { return [...this[kHeaders].keys()]; }
  getRawHeaderNames() { return [...this[kHeaders].values()].map(([n]) => n); }
  hasHeader(name) { return this[kHeaders].has(String(name).toLowerCase()); }
  removeHeader(name) {
    if (this._header) throw nodeError("Cannot remove headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
    this[kHeaders].delete(String(name).toLowerCase());
  }
  cork() {}
  uncork() {}
  flushHeaders() { if (!this._header) this._implicitHeader(); this._flush(); }
}

function basicAuth(auth) { return "Basic " + Buffer.from(auth).toString("base64"); }

function hostHeader(host, port, defaultPort) {
  let h = host;
  if (isIP(h) === 6) h = "[" + h + "]";
  return port && +port !== +defaultPort ? h + ":" + port : h;
}

// urlToOptions is http.request's view of a URL.
export function urlToHttpOptions(url) {
  const o = {
    protocol: url.protocol,
    hostname: typeof url.hostname === "string" && url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname,
    hash: url.hash, search: url.search, pathname: url.pathname, path: `${url.pathname || ""}${url.search || ""}`, href: url.href,
  };
  if (url.port !== "") o.port = Number(url.port);
  if (url.username || url.password) o.auth = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return o;
}

function parseInput(input) {
  if (typeof input === "string") {
    let u;
    try { u = new URL(input); } catch {
      const e = nodeError("Invalid URL", "ERR_INVALID_URL", TypeError);
      e.input = input;
      throw e;
    }
    return urlToHttpOptions(u);
  }
  if (input instanceof URL || (input && typeof input === "object" && typeof input.href === "string" && typeof input.searchParams === "object")) return urlToHttpOptions(input);
  return null;
}

export class ClientRequest extends OutgoingMessage {
  constructor(input, options, cb, defaults) {
    super();
    let opts = parseInput(input);
    if (opts === null) {
      if (typeof input === "function") { cb = input; opts = {}; }
      else { opts = input && typeof input === "object" ? { ...input } : {}; }
    }
    if (typeof options === "function") cb = options;
    else if (options && typeof options === "object") opts = { ...opts, ...options };
    let agent = opts.agent;
    const defaultAgent = opts._defaultAgent || defaults.globalAgent;
    if (agent === false) agent = new defaults.Agent();
    else if (agent === undefined || agent === null) agent = typeof opts.createConnection !== "function" ? defaultAgent : undefined;
    else if (typeof agent.addRequest !== "function") throw argType("options.agent", ["Agent-like Object", "undefined", "false"], agent);
    this.agent = agent;
    const protocol = opts.protocol || defaultAgent.protocol;
    let expected = defaultAgent.protocol;
    if (this.agent && this.agent.protocol) expected = this.agent.protocol;
    if (protocol !== expected) throw nodeError(`Protocol "${protocol}" not supported. Expected "${expected}"`, "ERR_INVALID_PROTOCOL", TypeError);
    const defaultPort = opts.defaultPort || (this.agent && this.agent.defaultPort) || defaultAgent.defaultPort;
    const port = (opts.port = opts.port || defaultPort || 80);
    const host = (opts.host = opts.hostname || opts.host || "localhost");
    const setHost = opts.setHost === undefined ? true : !!opts.setHost;
    if (opts.timeout !== undefined) this.timeout = Number(opts.timeout);
    // The response's head may be this long at most (Node's
    // --max-http-header-size, 16 KiB); insecureHTTPParser is taken and not
    // applied: responses are always read with the strict rules.
    const maxHeaderSize = opts.maxHeaderSize;
    if (maxHeaderSize !== undefined) {
      if (typeof maxHeaderSize !== "number") throw argType("options.maxHeaderSize", "of type number", maxHeaderSize);
      if (!Number.isInteger(maxHeaderSize) || maxHeaderSize < 0 || maxHeaderSize > Number.MAX_SAFE_INTEGER) {
        throw nodeError(`The value of "options.maxHeaderSize" is out of range. It must be >= 0 && <= ${Number.MAX_SAFE_INTEGER}. Received ${maxHeaderSize}`, "ERR_OUT_OF_RANGE", RangeError);
      }
    }
    this.maxHeaderSize = maxHeaderSize ?? kDefaultMaxHeaderSize;
    if (opts.insecureHTTPParser !== undefined && typeof opts.insecureHTTPParser !== "boolean") {
      throw argType("options.insecureHTTPParser", "of type boolean", opts.insecureHTTPParser);
    }
    this.insecureHTTPParser = opts.insecureHTTPParser;
    const method = opts.method === undefined || opts.method === null ? "GET" : opts.method;
    if (typeof method !== "string") throw argType("options.method", "string", method);
    validateHeaderName(method, "Method");
    this.method = method.toUpperCase();
    const path = opts.path === undefined || opts.path === null ? "/" : String(opts.path);
    if (/[\u0000-\u0020]/.test(path)) throw nodeError("Request path contains unescaped characters", "ERR_UNESCAPED_CHARACTERS", TypeError);
    this.path = path;
    this.host = host;
    this.protocol = protocol;
    this.maxHeadersCount = null;
    this.reusedSocket = false;
    this.aborted = false;
    this.res = null;
    this.timeoutCb = null;
    this.upgradeOrConnect = false;
    this.joinDuplicateHeaders = !!opts.joinDuplicateHeaders;
    this._ended = false;
    // The asynchronous context the request was made in: its response's
    // events run in it, whichever context the socket (perhaps a kept-alive
    // one of another request's) was read from (Node's
    // HTTPClientAsyncResource).
    this[kContext] = getContext();
    this._queue = []; // [data, cb] written before there was a socket
    this._closed = false;
    if (cb) this.once("response", cb);
    this.useChunkedEncodingByDefault = !kBody.has(this.method);
    if (this.method === "HEAD") this._headRequest = true;
    const headers = opts.headers;
    if (Array.isArray(headers) && headers.length && Array.isArray(headers[0])) {
      for (const [k, v] of headers) this.appendHeader(k, v);
    } else if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.appendHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const k of Object.keys(headers)) this.setHeader(k, headers[k]);
    }
    if (setHost && !this.hasHeader("host")) this.setHeader("Host", hostHeader(host, port, defaultPort));
    if (opts.auth && !this.hasHeader("authorization")) this.setHeader("Authorization", basicAuth(opts.auth));
    if (this.agent) {
      if (!this.agent.keepAlive && !Number.isFinite(this.agent.maxSockets)) this.shouldKeepAlive = false;
    } else {
      this.shouldKeepAlive = false;
    }
    if (opts.signal) {
      const signal = opts.signal;
      const onAbort = () => this.destroy(Object.assign(new Error("The operation was aborted"), { name: "AbortError", code: "ABORT_ERR", cause: signal.reason }));
      if (signal.aborted) queueMicrotask(onAbort);
      else { signal.addEventListener("abort", onAbort, { once: true }); this.once("close", () => signal.removeEventListener("abort", onAbort)); }
    }
    // As Node, a request that expects 100-continue sends its head at
    // once: the body waits for "continue".
    if (this.hasHeader("expect")) this._implicitHeader();
    const connOpts = { ...opts };
    delete connOpts.signal;
    delete connOpts.agent;
    if (this.agent) {
      this.agent.addRequest(this, connOpts);
    } else {
      let called = false;
      const oncreate = (err, socket) => {
        if (called) return;
        called = true;
        if (err) { queueMicrotask(() => this._fail(err)); return; }
        this.onSocket(socket);
      };
      const s = opts.createConnection(connOpts, oncreate);
      if (s) oncreate(null, s);
    }
  }

  // _headerText builds the request's head.
  _headerText() {
    const lines = [`${this.method} ${this.path} HTTP/1.1\r\n`];
    let hasCL = false, hasTE = false, hasConn = false;
    for (const [k, [name, value]] of this[kHeaders]) {
      if (k === "content-length") hasCL = true;
      else if (k === "transfer-encoding") { hasTE = true; if (/(^|,)\s*chunked\s*$/i.test(String(value))) this.chunkedEncoding = true; }
      else if (k === "connection") { hasConn = true; if (/close/i.test(String(value))) this.shouldKeepAlive = false; }
      for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}\r\n`);
    }
    if (!hasConn) {
      const keepAlive = this.shouldKeepAlive && (hasCL || this.useChunkedEncodingByDefault || this.agent);
      lines.push(keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n");
      if (!keepAlive) this.shouldKeepAlive = false;
    }
    if (!hasCL && !hasTE) {
      if (!this.useChunkedEncodingByDefault) { /* no body */ }
      else if (typeof this._contentLength === "number") lines.push(`Content-Length: ${this._contentLength}\r\n`);
      else { lines.push("Transfer-Encoding: chunked\r\n"); this.chunkedEncoding = true; }
    }
    lines.push("\r\n");
    return lines.join("");
  }

  _implicitHeader() {
    if (!this._header) this._header = this._headerText();
  }

  _send(data, cb) {
    this._queue.push([data, cb]);
    if (!this.socket) return false;
    return this._flush();
  }

  // _flush writes the head and what was queued behind it, as few writes as
  // it can: the head goes with the first data, and an empty write's
  // callback (end's) rides on the write before it.
  _flush() {
    if (!this.socket || this.socket.destroyed) return;
    let ok = true;
    let head = null;
    if (this._header && !this._headerWritten) {
      this._headerWritten = true;
      head = /^[\x00-\x7f]*$/.test(this._header) ? this._header : Buffer.from(this._header, "latin1");
    }
    const items = this._queue;
    this._queue = [];
    const out = [];
    if (head) out.push([head, []]);
    for (const [data, cb] of items) {
      const b = typeof data === "string" ? Buffer.from(data) : data;
      if (b.length === 0 && out.length) { if (cb) out[out.length - 1][1].push(cb); continue; }
      if (out.length === 1 && head && out[0][0] === head) out[0][0] = Buffer.concat([typeof head === "string" ? Buffer.from(head, "latin1") : head, b]);
      else out.push([b, []]);
      if (cb) out[out.length - 1][1].push(cb);
    }
    for (const [b, cbs] of out) {
      ok = this.socket.write(b, cbs.length ? (err) => { for (const cb of cbs) cb(err); } : undefined);
    }
    return ok;
  }

  write(chunk, encoding, cb) {
    if (typeof encoding === "function") { cb = encoding; encoding = undefined; }
    if (this._ended) {
      const e = nodeError("write after end", "ERR_STREAM_WRITE_AFTER_END");
      queueMicrotask(() => { if (cb) cb(e); this.emit("error", e); });
      return false;
    }
    if (this.destroyed) {
      const e = nodeError("Cannot call write after a stream was destroyed", "ERR_STREAM_DESTROYED");
      queueMicrotask(() => cb && cb(e));
      return false;
    }
    if (chunk === null) throw nodeError("May not write null values to stream", "ERR_STREAM_NULL_VALUES", TypeError);
    if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) throw argType("chunk", ["string", "Buffer", "Uint8Array"], chunk);
    if (!this._header) this._implicitHeader();
    const len = typeof chunk === "string" ? Buffer.byteLength(chunk, encoding) : chunk.length;
    if (len === 0) { if (cb) queueMicrotask(cb); return true; }
    if (!this.useChunkedEncodingByDefault && !this.chunkedEncoding && !this.hasHeader("content-length") && this._headRequest) return true;
    const body = typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk;
    const ok = this.chunkedEncoding ? this._send(Buffer.concat([Buffer.from(len.toString(16) + "\r\n"), body, Buffer.from("\r\n")]), cb) : this._send(body, cb);
    this._flush();
    if (!ok) {
      this._needDrain = true;
      if (this.socket) this.socket.once("drain", () => { if (this._needDrain) { this._needDrain = false; this.emit("drain"); } });
    }
    return ok;
  }

  end(chunk, encoding, cb) {
    if (typeof chunk === "function") { cb = chunk; chunk = undefined; }
    else if (typeof encoding === "function") { cb = encoding; encoding = undefined; }
    if (this._ended) { if (cb) queueMicrotask(cb); return this; }
    if (chunk !== undefined && chunk !== null && !this._header) {
      this._contentLength = typeof chunk === "string" ? Buffer.byteLength(chunk, encoding) : chunk.length;
    } else if (!this._header) {
      this._contentLength = 0;
    }
    if (chunk !== undefined && chunk !== null) this.write(chunk, encoding);
    if (!this._header) this._implicitHeader();
    this._ended = true;
    this.finished = true;
    this.writableEnded = true;
    const done = () => {
      this.writableFinished = true;
      this.emit("finish");
      if (cb) cb();
      this._maybeRelease();
    };
    if (this.chunkedEncoding) this._queue.push(["0\r\n\r\n", done]);
    else this._queue.push(["", done]);
    this._flush();
    return this;
  }

  abort() {
    if (this.aborted) return;
    this.aborted = true;
    queueMicrotask(() => this.emit("abort"));
    this.destroy();
  }

  destroy(err) {
    if (this.destroyed) return this;
    this.destroyed = true;
    if (this.res) this.res._dump();
    this._destroyErr = err;
    if (this.socket) this.socket.destroy(err);
    else queueMicrotask(() => this._fail(err || null, true));
    return this;
  }

  // _fail ends a request that has no socket (or whose socket failed before
  // the response): "error" (if any), then "close".
  _fail(err, quiet) {
    if (err && !this._errored) { this._errored = true; this.emit("error", err); }
    else if (!err && !quiet && !this._errored && !this.res) { this._errored = true; this.emit("error", hangUp()); }
    this._close();
  }

  _close() {
    if (this._closed) return;
    this._closed = true;
    this.destroyed = true;
    this.emit("close");
  }

  setTimeout(ms, cb) {
    if (cb) this.once("timeout", cb);
    this.timeout = ms;
    const arm = (socket) => {
      socket.setTimeout(ms);
    };
    if (this.socket) arm(this.socket);
    else this.once("socket", arm);
    return this;
  }
  setNoDelay(v) { if (this.socket) this.socket.setNoDelay(v); else this.once("socket", (s) => s.setNoDelay(v)); }
  setSocketKeepAlive(enable, delay) { if (this.socket) this.socket.setKeepAlive(enable, delay); else this.once("socket", (s) => s.setKeepAlive(enable, delay)); }

  // onSocket gives the request its socket (from the agent, or
  // createConnection): the response is read from it from now on.
  onSocket(socket, err) {
    queueMicrotask(() => {
      if (err) { this._fail(err); return; }
      if (this.destroyed) {
        if (this.agent) socket.emit("free"); // not used; the agent may keep it
        this._close();
        return;
      }
      this.socket = socket;
      attachResponse(this, socket);
      this.emit("socket", socket);
      if (this.timeout !== undefined) socket.setTimeout(this.timeout);
      this._flush();
    });
  }

  // _maybeRelease hands the socket back to the agent once the response is
  // complete and the request ended: what the request still has to send is
  // in the socket's own queue, ahead of the next request's. The request
  // closes after its "finish".
  _maybeRelease() {
    const socket = this.socket;
    if (!socket || !this.res || !this.res.complete || !this._ended || this._released) return;
    this._released = true;
    detachResponse(socket);
    if (this.shouldKeepAlive && this._responseKeepAlive && this.agent && !socket.destroyed) {
      const close = () => process.nextTick(() => this._close());
      if (this.writableFinished) close();
      else this.once("finish", close);
      socket.emit("free");
    } else {
      // A body that ended with the stream: the response closes first.
      const res = this.res;
      socket.once("close", () => (socket[kEndedByClose] && !res._closeEmitted ? res.once("close", () => this._close()) : this._close()));
      socket.destroySoon();
    }
  }
}

function hangUp() { return nodeError("socket hang up", "ECONNRESET"); }

const kState = Symbol("httpState");
const kContext = Symbol("asyncContext");
const kEndedByClose = Symbol("endedByClose");

function detachResponse(socket) {
  const st = socket[kState];
  if (!st) return;
  socket.removeListener("data", st.ondata);
  socket.removeListener("end", st.onend);
  socket.removeListener("close", st.onclose);
  socket.removeListener("error", st.onerror);
  socket.removeListener("timeout", st.ontimeout);
  socket[kState] = null;
}

function attachResponse(req, socket) {
  const parser = new ResponseParser(req.maxHeaderSize);
  const st = { parser, req };
  socket[kState] = st;
  let res = null;
  parser.onHeadersComplete = (info) => {
    if (info.statusCode >= 100 && info.statusCode < 200 && info.statusCode !== 101) {
      if (info.statusCode === 100) req.emit("continue");
      req.emit("information", { statusCode: info.statusCode, statusMessage: info.statusMessage,
        httpVersion: `${info.versionMajor}.${info.versionMinor}`, httpVersionMajor: info.versionMajor,
        httpVersionMinor: info.versionMinor, headers: headersOf(info.headers), rawHeaders: info.headers });
      st.informational = true;
      return 0;
    }
    st.informational = false;
    res = new IncomingMessage(socket);
    res.once("close", () => { res._closeEmitted = true; });
    res.joinDuplicateHeaders = req.joinDuplicateHeaders;
    res.httpVersionMajor = info.versionMajor;
    res.httpVersionMinor = info.versionMinor;
    res.httpVersion = `${info.versionMajor}.${info.versionMinor}`;
    res.statusCode = info.statusCode;
    res.statusMessage = info.statusMessage || STATUS_CODES[info.statusCode] || "";
    res.rawHeaders = info.headers;
    res.req = req;
    req.res = res;
    req._responseKeepAlive = info.shouldKeepAlive;
    if (!info.shouldKeepAlive) req.shouldKeepAlive = false;
    res._resume = () => { if (socket.isPaused()) socket.resume(); };
    if (info.upgrade && (req.method === "CONNECT" || info.statusCode === 101)) {
      st.upgrade = true;
      res.upgrade = true;
      return 2;
    }
    if (req.method === "CONNECT" && info.statusCode >= 200 && info.statusCode < 300) { st.upgrade = true; return 2; }
    res.on("end", () => { if (!res.complete) return; req._maybeRelease(); });
    const had = req.emit("response", res);
    if (!had) res._dump();
    return req.method === "HEAD" ? 1 : 0;
  };
  parser.onBody = (chunk) => {
    if (!res || res._dumped && res.readableFlowing === null) return;
    if (!res.push(Buffer.from(chunk))) { res._consuming = false; socket.pause(); }
  };
  parser.onTrailers = (trailers) => { if (res) res.rawTrailers = trailers; };
  parser.onMessageComplete = () => {
    if (st.informational) { st.informational = false; return; }
    if (!res || st.upgrade) return;
    res.complete = true;
    res.push(null);
    if (res.readableEnded || res._dumped) queueMicrotask(() => req._maybeRelease());
  };
  st.ondata = (chunk) => {
    const ret = parser.execute(chunk);
    if (ret instanceof Error) {
      const e = ret;
      e.bytesParsed = 0;
      e.rawPacket = chunk;
      // Nothing more is read; the socket's close ends the request (and
      // aborts a response begun), as in Node.
      socket.removeListener("data", st.ondata);
      req._errored = true;
      req.emit("error", e);
      socket.destroy();
      return;
    }
    if (st.upgrade) {
      const head = chunk.subarray(ret);
      detachResponse(socket);
      const event = req.method === "CONNECT" ? "connect" : "upgrade";
      if (req.listenerCount(event) > 0) {
        req.upgradeOrConnect = true;
        socket.emit("agentRemove");
        req.emit(event, res, socket, Buffer.from(head));
        req._close();
      } else {
        socket.destroy();
      }
    }
  };
  st.onend = () => {
    // A body read until the end of the stream ends with it; the request
    // closes after the response has (Node's order).
    if (parser.state === "BODY_RAW") { socket[kEndedByClose] = true; parser.finish(); }
    if (!res && !req._errored) { req._errored = true; req.emit("error", hangUp()); }
    // A response cut short is aborted when the socket closes (onclose):
    // its error is the response's alone, as in Node.
    socket.destroy();
  };
  st.onclose = () => {
    detachResponse(socket);
    if (!res) {
      if (!req._errored && !req.aborted) { req._errored = true; req.emit("error", req._destroyErr || hangUp()); }
      else if (req._destroyErr && !req._errored) { req._errored = true; req.emit("error", req._destroyErr); }
    } else if (!res.complete && !res.destroyed) {
      res.destroy(nodeError("aborted", "ECONNRESET"));
    }
    if (res && !res.destroyed && !res.readableEnded) res.once(socket[kEndedByClose] ? "close" : "end", () => req._close()); else req._close();
  };
  st.onerror = (err) => {
    if (req._errored) return;
    req._errored = true;
    req.emit("error", err);
  };
  st.ontimeout = () => req.emit("timeout");
  for (const k of ["ondata", "onend", "onclose", "onerror", "ontimeout"]) st[k] = boundTo(req[kContext], st[k]);
  socket.on("data", st.ondata);
  socket.on("end", st.onend);
  socket.on("close", st.onclose);
  socket.on("error", st.onerror);
  socket.on("timeout", st.ontimeout);
  if (socket.isPaused()) socket.resume();
}

// ---- Agent --------------------------------------------------------------------

export class Agent extends EventEmitter {
  constructor(options = {}) {
    super();
    this.defaultPort = 80;
    this.protocol = "http:";
    this.options = { __proto__: null, ...options };
    if (this.options.noDelay === undefined) this.options.noDelay = true;
    this.options.path = null;
    this.requests = Object.create(null);
    this.sockets = Object.create(null);
    this.freeSockets = Object.create(null);
    this.keepAliveMsecs = options.keepAliveMsecs || 1000;
    this.keepAlive = !!options.keepAlive;
    this.maxSockets = options.maxSockets || Infinity;
    this.maxFreeSockets = options.maxFreeSockets || 256;
    this.maxTotalSockets = options.maxTotalSockets || Infinity;
    this.totalSocketCount = 0;
    this.scheduling = options.scheduling || "lifo";
    this.on("free", (socket, opts) => this._free(socket, opts));
  }
  getName(options = {}) {
    let name = options.host || "localhost";
    name += ":";
    if (options.port) name += options.port;
    name += ":";
    if (options.localAddress) name += options.localAddress;
    if (options.family === 4 || options.family === 6) name += ":" + options.family;
    return name;
  }
  createConnection(options, cb) {
    return net.createConnection(options, cb ? () => {} : undefined);
  }
  addRequest(req, options) {
    options = { __proto__: null, ...options, ...this.options };
    if (options.socketPath) options.path = options.socketPath;
    if (!options.servername && options.servername !== "") options.servername = calculateServerName(options, req);
    const name = this.getName(options);
    req._agentOptions = options;
    const free = this.freeSockets[name];
    if (free && free.length) {
      const socket = this.scheduling === "fifo" ? free.shift() : free.pop();
      if (!free.length) delete this.freeSockets[name];
      this.reuseSocket(socket, req);
      (this.sockets[name] ??= []).push(socket);
      req.onSocket(socket);
      return;
    }
    const count = (this.sockets[name] || []).length;
    if (count < this.maxSockets && this.totalSocketCount < this.maxTotalSockets) {
      this.createSocket(req, options, (err, socket) => (err ? req.onSocket(null, err) : req.onSocket(socket)));
    } else {
      (this.requests[name] ??= []).push(req);
    }
  }
  createSocket(req, options, cb) {
    options = { __proto__: null, ...options, ...this.options };
    if (options.socketPath) options.path = options.socketPath;
    if (!options.servername && options.servername !== "") options.servername = calculateServerName(options, req);
    const name = this.getName(options);
    options._agentKey = name;
    let called = false;
    const oncreate = (err, s) => {
      if (called) return;
      called = true;
      if (err) { cb(err); return; }
      (this.sockets[name] ??= []).push(s);
      this.totalSocketCount++;
      this._install(s, options, name);
      cb(null, s);
    };
    let s;
    try {
      s = this.createConnection(options, oncreate);
    } catch (e) {
      oncreate(e);
      return;
    }
    if (s) oncreate(null, s);
  }
  _install(s, options, name) {
    const onClose = () => this.removeSocket(s, options);
    const onTimeout = () => {
      const free = this.freeSockets[name];
      if (free && free.includes(s)) { s.destroy(); this.removeSocket(s, options); }
    };
    const onFree = () => this.emit("free", s, options);
    const onRemove = () => {
      s.removeListener("free", onFree);
      s.removeListener("close", onClose);
      s.removeListener("timeout", onTimeout);
      s.removeListener("agentRemove", onRemove);
      this.removeSocket(s, options);
    };
    s.on("free", onFree);
    s.on("close", onClose);
    s.on("timeout", onTimeout);
    s.on("agentRemove", onRemove);
    s._agentName = name;
    s._agentOptions = options;
  }
  removeSocket(s, options) {
    const name = s._agentName || this.getName(options);
    for (const set of [this.sockets, this.freeSockets]) {
      const list = set[name];
      if (!list) continue;
      const i = list.indexOf(s);
      if (i >= 0) {
        list.splice(i, 1);
        if (set === this.sockets) this.totalSocketCount--;
        else this.totalSocketCount--;
        if (!list.length) delete set[name];
      }
    }
    this._next(name, s._agentOptions || options);
  }
  _next(name, options) {
    const queue = this.requests[name];
    if (!queue || !queue.length) return;
    const count = (this.sockets[name] || []).length;
    if (count >= this.maxSockets || this.totalSocketCount >= this.maxTotalSockets) return;
    const req = queue.shift();
    if (!queue.length) delete this.requests[name];
    this.createSocket(req, options, (err, socket) => (err ? req.onSocket(null, err) : req.onSocket(socket)));
  }
  _free(socket) {
    const name = socket._agentName;
    if (!name) { socket.destroy(); return; }
    const active = this.sockets[name];
    if (active) { const i = active.indexOf(socket); if (i >= 0) active.splice(i, 1); if (!active.length) delete this.sockets[name]; }
    if (socket.destroyed) { this.totalSocketCount--; this._next(name, socket._agentOptions); return; }
    const queue = this.requests[name];
    if (queue && queue.length) {
      const req = queue.shift();
      if (!queue.length) delete this.requests[name];
      (this.sockets[name] ??= []).push(socket);
      this.reuseSocket(socket, req);
      req.onSocket(socket);
      return;
    }
    const free = this.freeSockets[name] || [];
    if (this.keepAlive && free.length < this.maxFreeSockets && this.keepSocketAlive(socket)) {
      (this.freeSockets[name] = free).push(socket);
    } else {
      this.totalSocketCount--;
      socket.destroy();
    }
  }
  keepSocketAlive(socket) {
    socket.setKeepAlive(true, this.keepAliveMsecs);
    socket.unref();
    const t = this.options.timeout;
    if (t !== undefined && socket.timeout !== t) socket.setTimeout(t);
    return true;
  }
  reuseSocket(socket, req) {
    req.reusedSocket = true;
    socket.ref();
  }
  destroy() {
    for (const set of [this.freeSockets, this.sockets]) {
      for (const name of Object.keys(set)) for (const s of [...set[name]]) s.destroy();
    }
  }
}

function calculateServerName(options, req) {
  let servername = options.host || "";
  const hostHeader = req && req.getHeader && req.getHeader("host");
  if (hostHeader) {
    const h = String(hostHeader);
    servername = h.startsWith("[") ? h.slice(1, h.indexOf("]")) : h.split(":")[0];
  }
  return isIP(servername) ? "" : servername;
}

// client makes request() and get() for a module whose defaults (globalAgent,
// Agent) are given.
export function client(defaults) {
  const request = (input, options, cb) => new ClientRequest(input, options, cb, defaults);
  const get = (input, options, cb) => {
    const req = request(input, options, cb);
    req.end();
    return req;
  };
  return { request, get };
}
