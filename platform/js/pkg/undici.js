// undici, as extensions get it. The package parses HTTP with llhttp
// compiled to WebAssembly, which QuickJS does not have, so the loader
// resolves `undici` — imported by an extension or by a package — to this
// module: undici 7's public API on the platform's clients. request, stream,
// pipeline and the dispatchers (Agent, Pool, Client) are node:http and
// node:https (the host's sockets); fetch, Headers, Request, Response,
// FormData and WebSocket are the platform's globals (Go's HTTP client and
// WebSocket). What differs from undici is in docs/writing-extensions.md.
import { Buffer } from "node:buffer";
import EventEmitter from "node:events";
import stream from "node:stream";
import http from "node:http";
import https from "node:https";
import querystring from "node:querystring";

const { Readable, Writable, Duplex, PassThrough, finished } = stream;

// ---- errors ----------------------------------------------------------------
// undici's classes and codes. instanceof goes by a getter named by a
// registered symbol per code, as undici's own, so that an error of ours is
// an instance of another copy's class and the other way round.

function errorClass(name, code, message, Base, nameOverride) {
  const mark = Symbol.for("undici.error." + code);
  const C = {
    [name]: class extends Base {
      constructor(msg, ...rest) {
        super(msg, ...rest);
        this.name = nameOverride || name;
        this.message = msg || message;
        this.code = code;
      }
      static [Symbol.hasInstance](x) { return x != null && x[mark] === true; }
      get [mark]() { return true; }
    },
  }[name];
  return C;
}

const kUndiciError = Symbol.for("undici.error.UND_ERR");
class UndiciError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "UndiciError";
    this.code = "UND_ERR";
  }
  static [Symbol.hasInstance](x) { return x != null && x[kUndiciError] === true; }
  get [kUndiciError]() { return true; }
}
const ConnectTimeoutError = errorClass("ConnectTimeoutError", "UND_ERR_CONNECT_TIMEOUT", "Connect Timeout Error", UndiciError);
const HeadersTimeoutError = errorClass("HeadersTimeoutError", "UND_ERR_HEADERS_TIMEOUT", "Headers Timeout Error", UndiciError);
const HeadersOverflowError = errorClass("HeadersOverflowError", "UND_ERR_HEADERS_OVERFLOW", "Headers Overflow Error", UndiciError);
const BodyTimeoutError = errorClass("BodyTimeoutError", "UND_ERR_BODY_TIMEOUT", "Body Timeout Error", UndiciError);
const InvalidArgumentError = errorClass("InvalidArgumentError", "UND_ERR_INVALID_ARG", "Invalid Argument Error", UndiciError);
const InvalidReturnValueError = errorClass("InvalidReturnValueError", "UND_ERR_INVALID_RETURN_VALUE", "Invalid Return Value Error", UndiciError);
const AbortError = errorClass("AbortError", "UND_ERR_ABORT", "The operation was aborted", UndiciError);
const RequestAbortedError = errorClass("RequestAbortedError", "UND_ERR_ABORTED", "Request aborted", AbortError, "AbortError");
const InformationalError = errorClass("InformationalError", "UND_ERR_INFO", "Request information", UndiciError);
const RequestContentLengthMismatchError = errorClass("RequestContentLengthMismatchError", "UND_ERR_REQ_CONTENT_LENGTH_MISMATCH", "Request body length does not match content-length header", UndiciError);
const ResponseContentLengthMismatchError = errorClass("ResponseContentLengthMismatchError", "UND_ERR_RES_CONTENT_LENGTH_MISMATCH", "Response body length does not match content-length header", UndiciError);
const ClientDestroyedError = errorClass("ClientDestroyedError", "UND_ERR_DESTROYED", "The client is destroyed", UndiciError);
const ClientClosedError = errorClass("ClientClosedError", "UND_ERR_CLOSED", "The client is closed", UndiciError);
const SocketError = errorClass("SocketError", "UND_ERR_SOCKET", "Socket error", UndiciError);
const NotSupportedError = errorClass("NotSupportedError", "UND_ERR_NOT_SUPPORTED", "Not supported error", UndiciError);
const BalancedPoolMissingUpstreamError = errorClass("BalancedPoolMissingUpstreamError", "UND_ERR_BPL_MISSING_UPSTREAM", "No upstream has been added to the BalancedPool", UndiciError, "MissingUpstreamError");
const ResponseExceededMaxSizeError = errorClass("ResponseExceededMaxSizeError", "UND_ERR_RES_EXCEEDED_MAX_SIZE", "Response content exceeded max size", UndiciError);
const RequestRetryError = errorClass("RequestRetryError", "UND_ERR_REQ_RETRY", "Request retry error", UndiciError);
const MaxOriginsReachedError = errorClass("MaxOriginsReachedError", "UND_ERR_MAX_ORIGINS_REACHED", "Maximum allowed origins reached", UndiciError);
const kResponseError = Symbol.for("undici.error.UND_ERR_RESPONSE");
class ResponseError extends UndiciError {
  constructor(message, code, { headers, body } = {}) {
    super(message);
    this.name = "ResponseError";
    this.message = message || "Response error";
    this.code = "UND_ERR_RESPONSE";
    this.statusCode = code;
    this.body = body;
    this.headers = headers;
  }
  static [Symbol.hasInstance](x) { return x != null && x[kResponseError] === true; }
  get [kResponseError]() { return true; }
}
const kSecureProxy = Symbol.for("undici.error.UND_ERR_PRX_TLS");
class SecureProxyConnectionError extends UndiciError {
  constructor(cause, message, options = {}) {
    super(message, { cause, ...options });
    this.name = "SecureProxyConnectionError";
    this.message = message || "Secure Proxy Connection failed";
    this.code = "UND_ERR_PRX_TLS";
    this.cause = cause;
  }
  static [Symbol.hasInstance](x) { return x != null && x[kSecureProxy] === true; }
  get [kSecureProxy]() { return true; }
}
class HTTPParserError extends Error {
  constructor(message, code, data) {
    super(message);
    this.name = "HTTPParserError";
    this.code = code ? `HPE_${code}` : undefined;
    this.data = data ? data.toString() : undefined;
  }
}

const errors = {
  AbortError, HTTPParserError, UndiciError, HeadersTimeoutError, HeadersOverflowError, BodyTimeoutError,
  RequestContentLengthMismatchError, ConnectTimeoutError, InvalidArgumentError, InvalidReturnValueError,
  RequestAbortedError, ClientDestroyedError, ClientClosedError, InformationalError, SocketError, NotSupportedError,
  ResponseContentLengthMismatchError, BalancedPoolMissingUpstreamError, ResponseExceededMaxSizeError,
  RequestRetryError, ResponseError, SecureProxyConnectionError, MaxOriginsReachedError,
};

// unsupported is a part of undici this module does not have: using it
// (calling it, making one) throws NotSupportedError, saying so.
function unsupported(what) {
  const fail = () => {
    throw new NotSupportedError(`undici's ${what} is not available in extensions: earshot's undici is request, stream, pipeline, fetch, WebSocket and the Agent, Pool and Client dispatchers (see docs/writing-extensions.md)`);
  };
  return { [what]: class { constructor() { fail(); } static [Symbol.for("earshot.unsupported")] = fail; } }[what];
}
const unsupportedFn = (what) => { const C = unsupported(what); return () => new C(); };

// ---- headers ----------------------------------------------------------------

// headerNameToString is a header's name as undici keys it: lower case.
function headerNameToString(name) {
  return (typeof name === "string" ? name : Buffer.from(name).toString("latin1")).toLowerCase();
}

const latin1 = (v) => (typeof v === "string" ? v : Array.isArray(v) ? v.map(latin1) : Buffer.from(v).toString("latin1"));

// parseHeaders makes an object of raw headers (name, value, ...): names in
// lower case, a name that comes again an array of its values.
function parseHeaders(raw, obj = {}) {
  for (let i = 0; i < raw.length; i += 2) {
    const key = headerNameToString(raw[i]);
    const value = latin1(raw[i + 1]);
    if (!Object.hasOwn(obj, key)) {
      Object.defineProperty(obj, key, { value, enumerable: true, configurable: true, writable: true });
    } else if (Array.isArray(obj[key])) {
      obj[key].push(...[].concat(value));
    } else {
      obj[key] = [obj[key]].concat(value);
    }
  }
  return obj;
}

const rawBuffers = (raw) => raw.map((s) => Buffer.from(s, "latin1"));

// flatHeaders is opts.headers (an object, a flat array, or pairs) as
// node:http takes them: a flat array of names and values.
function flatHeaders(headers) {
  const out = [];
  if (headers == null) return out;
  if (Array.isArray(headers)) {
    if (headers.length && Array.isArray(headers[0])) {
      for (const [k, v] of headers) out.push(String(k), v);
    } else {
      if (headers.length % 2 !== 0) throw new InvalidArgumentError("headers array must be even");
      for (let i = 0; i < headers.length; i += 2) out.push(String(headers[i]), headers[i + 1]);
    }
  } else if (typeof headers === "object") {
    const entries = typeof headers[Symbol.iterator] === "function" ? headers : Object.entries(headers);
    for (const [k, v] of entries) {
      if (v === undefined) continue;
      for (const x of Array.isArray(v) ? v : [v]) out.push(String(k), String(x));
    }
  } else {
    throw new InvalidArgumentError("headers must be an object or an array");
  }
  return out;
}

// ---- handlers -----------------------------------------------------------------
// A dispatch's handler is undici's: the callbacks of undici 6 (onConnect,
// onHeaders, onData, onComplete, onError), or undici 7's with a controller
// (onRequestStart, onResponseStart, onResponseData, onResponseEnd,
// onResponseError). Everything here drives the first; toCallbacks adapts
// the second to it.

function toCallbacks(h) {
  if (h == null || typeof h !== "object") throw new InvalidArgumentError("handler must be an object");
  if (typeof h.onRequestStart !== "function" && typeof h.onResponseStart !== "function" &&
      typeof h.onResponseData !== "function" && typeof h.onResponseEnd !== "function") return h;
  let abort = null, resume = null, paused = false, aborted = false, reason = null;
  const controller = {
    abort(r) { aborted = true; reason = r; if (abort) abort(r); },
    pause() { paused = true; },
    resume() { paused = false; if (resume) resume(); },
    get aborted() { return aborted; },
    get paused() { return paused; },
    get reason() { return reason; },
  };
  return {
    onConnect(a, context) { abort = a; h.onRequestStart?.(controller, context); },
    onHeaders(statusCode, raw, res, statusText) {
      resume = res;
      if (statusCode < 200) { h.onResponseInformation?.(controller, statusCode, parseHeaders(raw)); return true; }
      h.onResponseStart?.(controller, statusCode, parseHeaders(raw), statusText);
      return !paused;
    },
    onData(chunk) { h.onResponseData?.(controller, chunk); return !paused; },
    onComplete(raw) { h.onResponseEnd?.(controller, parseHeaders(raw || [])); },
    onError(err) {
      if (typeof h.onResponseError === "function") h.onResponseError(controller, err);
      else throw err;
    },
  };
}

// ---- dispatchers ----------------------------------------------------------------

const kInflight = Symbol("inflight");
const kClosed = Symbol("closed");
const kDestroyed = Symbol("destroyed");
const kClosing = Symbol("closing");

class Dispatcher extends EventEmitter {
  dispatch() { throw new Error("not implemented"); }
  close() { throw new Error("not implemented"); }
  destroy() { throw new Error("not implemented"); }
  // compose makes a dispatcher whose dispatch goes through interceptors,
  // each a function of a dispatch returning a dispatch, the last outermost.
  compose(...list) {
    const interceptors = Array.isArray(list[0]) ? list[0] : list;
    let dispatch = this.dispatch.bind(this);
    for (const interceptor of interceptors) {
      if (interceptor == null) continue;
      if (typeof interceptor !== "function") throw new TypeError(`invalid interceptor, expected function received ${typeof interceptor}`);
      dispatch = interceptor(dispatch);
      if (dispatch == null || typeof dispatch !== "function" || dispatch.length !== 2) throw new TypeError("invalid interceptor");
    }
    return new ComposedDispatcher(this, dispatch);
  }
}

class ComposedDispatcher extends Dispatcher {
  #base; #dispatch;
  constructor(base, dispatch) { super(); this.#base = base; this.#dispatch = dispatch; }
  dispatch(opts, handler) { return this.#dispatch(opts, handler); }
  close(...a) { return this.#base.close(...a); }
  destroy(...a) { return this.#base.destroy(...a); }
}

// What the dispatchers here take of a connect option: TLS's settings and
// the connect timeout (a function as connect, undici's own connector, is
// not).
function connectOptions(connect) {
  if (connect == null) return { timeout: 10e3, tls: {} };
  if (typeof connect === "function") {
    throw new NotSupportedError("a connect function is not supported in extensions: give the options (ca, rejectUnauthorized, servername, timeout, ...)");
  }
  if (typeof connect !== "object") throw new InvalidArgumentError("connect must be a function or an object");
  const { timeout = 10e3, socketPath, maxCachedSessions, keepAlive, keepAliveInitialDelay, ...tls } = connect;
  if (socketPath != null) throw new NotSupportedError("connecting to a local (Unix) socket is not available to extensions");
  return { timeout, tls };
}

function checkTimeout(v, name) {
  if (v != null && (!Number.isFinite(v) || v < 0)) throw new InvalidArgumentError(`invalid ${name}`);
}

// HTTPDispatcher is what Agent, Pool and Client share: a node:http and a
// node:https agent with keep-alive (their sockets pooled by origin), the
// requests in flight, and close and destroy.
class HTTPDispatcher extends Dispatcher {
  constructor(opts = {}, connections) {
    super();
    if (opts === null || typeof opts !== "object") throw new InvalidArgumentError("invalid options");
    for (const k of ["headersTimeout", "bodyTimeout", "keepAliveTimeout", "connectTimeout"]) checkTimeout(opts[k], k);
    if (connections != null && (!Number.isInteger(connections) || connections < 1)) throw new InvalidArgumentError("invalid connections");
    if (opts.maxRedirections != null && opts.maxRedirections !== 0) throw new InvalidArgumentError("maxRedirections is not supported, use the redirect interceptor");
    const c = connectOptions(opts.connect);
    this.connect = c;
    if (opts.connectTimeout != null) this.connect.timeout = opts.connectTimeout;
    this.headersTimeout = opts.headersTimeout ?? 300e3;
    this.bodyTimeout = opts.bodyTimeout ?? 300e3;
    const agentOpts = { keepAlive: true, maxSockets: connections ?? Infinity, timeout: opts.keepAliveTimeout ?? 4e3, scheduling: "lifo" };
    this.agents = { "http:": new http.Agent(agentOpts), "https:": new https.Agent({ ...agentOpts, ...c.tls }) };
    this[kInflight] = new Set();
    this[kClosed] = false;
    this[kDestroyed] = false;
    this[kClosing] = [];
  }
  // As undici's: a dispatcher closed is destroyed once its requests are
  // done; one destroyed is not closed unless it was closed first.
  get closed() { return this[kClosed]; }
  get destroyed() { return this[kDestroyed]; }

  dispatch(opts, handler) {
    const h = toCallbacks(handler);
    if (opts === null || typeof opts !== "object") throw new InvalidArgumentError("opts must be an object.");
    if (this[kDestroyed] || this[kClosed]) {
      h.onError(this[kDestroyed] ? new ClientDestroyedError() : new ClientClosedError());
      return false;
    }
    send(this, this.originOf(opts), opts, h);
    return true;
  }

  originOf(opts) { return opts.origin; }

  close(cb) {
    if (typeof cb === "function") { this.close().then(() => cb(null, null), cb); return; }
    if (cb !== undefined) throw new InvalidArgumentError("invalid callback");
    if (this[kDestroyed]) return Promise.reject(new ClientDestroyedError());
    if (this[kClosed]) return new Promise((resolve) => this[kClosing].push(resolve));
    this[kClosed] = true;
    return new Promise((resolve) => {
      this[kClosing].push(resolve);
      this.#maybeClosed();
    });
  }

  destroy(err, cb) {
    if (typeof err === "function") { cb = err; err = null; }
    if (typeof cb === "function") { this.destroy(err).then(() => cb(null, null), cb); return; }
    if (this[kDestroyed]) return Promise.resolve();
    this.#destroy(err || new ClientDestroyedError());
    return Promise.resolve();
  }

  #destroy(reason) {
    this[kDestroyed] = true;
    for (const abort of [...this[kInflight]]) abort(reason);
    for (const a of Object.values(this.agents)) a.destroy();
    const waiting = this[kClosing];
    this[kClosing] = [];
    for (const resolve of waiting) queueMicrotask(resolve);
  }

  // ended is told that a request is over; a closing dispatcher closes
  // once its last one is.
  ended(abort) {
    this[kInflight].delete(abort);
    this.#maybeClosed();
  }

  #maybeClosed() {
    if (this[kClosed] && !this[kDestroyed] && this[kInflight].size === 0) this.#destroy(new ClientDestroyedError());
  }
}

function checkOrigin(origin) {
  let u;
  try {
    u = origin instanceof URL ? origin : new URL(String(origin));
  } catch {
    throw new InvalidArgumentError("Invalid URL: The URL argument must be a non-null object.");
  }
  if (!/^https?:$/.test(u.protocol)) throw new InvalidArgumentError("Invalid URL protocol: the URL must start with `http:` or `https:`.");
  return u.origin;
}

class Agent extends HTTPDispatcher {
  constructor(opts = {}) {
    super(opts, opts?.connections ?? undefined);
  }
  originOf(opts) {
    if (opts.origin == null) throw new InvalidArgumentError("opts.origin must be a non-empty string or URL.");
    return opts.origin;
  }
}

class Pool extends HTTPDispatcher {
  #origin;
  constructor(origin, opts = {}) {
    const o = checkOrigin(origin);
    super(opts, opts?.connections ?? undefined);
    this.#origin = o;
  }
  originOf() { return this.#origin; }
}

// Client is one connection to one origin (undici's pipelining is not:
// requests wait their turn on it).
class Client extends HTTPDispatcher {
  #origin;
  constructor(origin, opts = {}) {
    const o = checkOrigin(origin);
    super(opts, 1);
    this.#origin = o;
  }
  originOf() { return this.#origin; }
}

// ---- one request ------------------------------------------------------------------

const invalidPath = /[^\u0021-\u00ff]/;
const token = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;

function isStream(b) { return b != null && typeof b === "object" && typeof b.pipe === "function" && typeof b.on === "function"; }
function isIterable(b) { return b != null && typeof b === "object" && (typeof b[Symbol.asyncIterator] === "function" || typeof b[Symbol.iterator] === "function"); }
function isBlobLike(b) { return b != null && typeof b === "object" && typeof b.arrayBuffer === "function" && typeof b.type === "string" && typeof b.stream === "function"; }
function isFormDataLike(b) { return b != null && typeof b === "object" && b[Symbol.toStringTag] === "FormData"; }

// bodyOf checks a request's body and says how it is sent.
function bodyOf(body) {
  if (body == null) return null;
  if (isStream(body)) return body;
  if (Buffer.isBuffer(body)) return body.length ? body : null;
  if (ArrayBuffer.isView(body)) return body.byteLength ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : null;
  if (body instanceof ArrayBuffer) return body.byteLength ? Buffer.from(body) : null;
  if (typeof body === "string") return body.length ? Buffer.from(body) : null;
  if (isFormDataLike(body) || isBlobLike(body) || isIterable(body)) return body;
  throw new InvalidArgumentError("body must be a string, a Buffer, a Readable stream, an iterable, or an async iterable");
}

function serializePath(path, query) {
  if (!query) return path;
  if (path.includes("?") || path.includes("#")) throw new Error('Query params cannot be passed when url already contains "?" or "#".');
  const s = querystring.stringify(query);
  return s ? path + "?" + s : path;
}

function unref(t) { if (t && typeof t.unref === "function") t.unref(); return t; }

// send makes one request of dispatcher d to origin, as opts says, and
// tells handler h (undici 6's callbacks) how it goes.
function send(d, origin, opts, h) {
  const { path, method, headers, query, headersTimeout = d.headersTimeout, bodyTimeout = d.bodyTimeout, upgrade, reset, expectContinue } = opts;
  let body, url, rawHeaders;
  try {
    if (typeof path !== "string") throw new InvalidArgumentError("path must be a string");
    if (path[0] !== "/" && !(path.startsWith("http://") || path.startsWith("https://"))) throw new InvalidArgumentError("path must be an absolute URL or start with a slash");
    if (invalidPath.test(path)) throw new InvalidArgumentError("invalid request path");
    if (typeof method !== "string") throw new InvalidArgumentError("method must be a string");
    if (!token.test(method)) throw new InvalidArgumentError("invalid request method");
    if (method === "CONNECT" || upgrade) throw new NotSupportedError("CONNECT and upgrades are not supported in extensions: use node:http's");
    checkTimeout(headersTimeout, "headersTimeout");
    checkTimeout(bodyTimeout, "bodyTimeout");
    if (reset != null && typeof reset !== "boolean") throw new InvalidArgumentError("invalid reset");
    if (expectContinue != null && typeof expectContinue !== "boolean") throw new InvalidArgumentError("invalid expectContinue");
    if (opts.throwOnError != null) throw new InvalidArgumentError("invalid throwOnError");
    if (opts.maxRedirections != null && opts.maxRedirections !== 0) throw new InvalidArgumentError("maxRedirections is not supported, use the redirect interceptor");
    url = new URL(typeof origin === "string" || origin instanceof URL ? origin : String(origin));
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new InvalidArgumentError("invalid protocol");
    body = bodyOf(opts.body);
    rawHeaders = flatHeaders(headers);
    for (let i = 0; i < rawHeaders.length; i += 2) {
      const k = rawHeaders[i].toLowerCase();
      if (k === "transfer-encoding" || k === "keep-alive" || k === "upgrade") throw new InvalidArgumentError(`invalid ${k} header`);
    }
  } catch (err) {
    if (isStream(opts.body)) opts.body.on("error", () => {}).destroy?.(err);
    h.onError(err);
    return;
  }

  let done = false, req = null, res = null, headersTimer = null, bodyTimer = null, connectTimer = null;
  const clear = () => {
    clearTimeout(headersTimer); clearTimeout(bodyTimer); clearTimeout(connectTimer);
    headersTimer = bodyTimer = connectTimer = null;
  };
  const fail = (err) => {
    if (done) return;
    done = true;
    clear();
    d.ended(abort);
    if (res) res.destroy();
    if (req) req.destroy();
    if (isStream(body)) body.on("error", () => {}).destroy?.(err);
    h.onError(err);
  };
  const abort = (reason) => fail(reason ?? new RequestAbortedError());
  d[kInflight].add(abort);
  try {
    h.onConnect(abort);
  } catch (err) {
    fail(err);
    return;
  }
  if (done) return;

  const start = (b, extraHeaders) => {
    if (done) return;
    const isHTTPS = url.protocol === "https:";
    const o = {
      protocol: url.protocol, hostname: url.hostname.replace(/^\[|\]$/g, ""), port: url.port || (isHTTPS ? 443 : 80),
      path: serializePath(path, query), method, headers: rawHeaders.concat(extraHeaders || []), agent: d.agents[url.protocol],
    };
    if (isHTTPS) Object.assign(o, d.connect.tls);
    if (reset) o.headers.push("connection", "close");
    try {
      req = (isHTTPS ? https : http).request(o);
    } catch (err) {
      fail(err instanceof UndiciError ? err : new InvalidArgumentError(err.message));
      return;
    }
    req.on("error", (err) => fail(socketError(err, res)));
    req.on("socket", (socket) => {
      if (!socket.connecting || !d.connect.timeout) return;
      connectTimer = unref(setTimeout(() => {
        fail(new ConnectTimeoutError(`Connect Timeout Error (attempted address: ${url.host}, timeout: ${d.connect.timeout}ms)`));
      }, d.connect.timeout));
      socket.once(isHTTPS ? "secureConnect" : "connect", () => { clearTimeout(connectTimer); connectTimer = null; });
    });
    if (headersTimeout) headersTimer = unref(setTimeout(() => fail(new HeadersTimeoutError()), headersTimeout));
    req.on("information", (info) => {
      if (!done) h.onHeaders(info.statusCode, rawBuffers(info.rawHeaders), () => {}, info.statusMessage);
    });
    req.on("response", (r) => {
      res = r;
      clearTimeout(headersTimer);
      headersTimer = null;
      const armBody = () => {
        clearTimeout(bodyTimer);
        if (bodyTimeout && !done) bodyTimer = unref(setTimeout(() => fail(new BodyTimeoutError()), bodyTimeout));
      };
      const resume = () => { if (!done) { armBody(); res.resume(); } };
      let go;
      try {
        go = h.onHeaders(r.statusCode, rawBuffers(r.rawHeaders), resume, r.statusMessage);
      } catch (err) {
        fail(err);
        return;
      }
      if (done) return;
      r.on("data", (chunk) => {
        if (done) return;
        armBody();
        let more;
        try { more = h.onData(chunk); } catch (err) { fail(err); return; }
        if (more === false) { clearTimeout(bodyTimer); bodyTimer = null; r.pause(); }
      });
      r.on("end", () => {
        if (done) return;
        done = true;
        clear();
        d.ended(abort);
        try { h.onComplete(rawBuffers(r.rawTrailers)); } catch (err) { queueMicrotask(() => { throw err; }); }
      });
      r.on("aborted", () => fail(new SocketError("other side closed")));
      r.on("error", (err) => fail(socketError(err, r)));
      if (go === false) r.pause();
      else armBody();
    });
    if (b == null) {
      req.end();
    } else if (Buffer.isBuffer(b)) {
      req.end(b);
    } else if (isStream(b)) {
      b.on("error", (err) => fail(err));
      b.pipe(req);
    } else {
      (async () => {
        try {
          for await (const chunk of b) {
            if (done) return;
            if (!req.write(typeof chunk === "string" ? Buffer.from(chunk) : chunk)) await new Promise((r) => req.once("drain", r));
          }
          req.end();
        } catch (err) {
          fail(err);
        }
      })();
    }
  };

  if (isFormDataLike(body) || isBlobLike(body)) {
    // A form or a blob is encoded as fetch encodes it (multipart, with its
    // boundary in the content type).
    const r = new Response(body);
    const type = r.headers.get("content-type");
    r.arrayBuffer().then((ab) => {
      const has = rawHeaders.some((v, i) => i % 2 === 0 && v.toLowerCase() === "content-type");
      start(Buffer.from(ab), type && !has ? ["content-type", type] : []);
    }, fail);
  } else {
    start(body);
  }
}

// socketError is how undici reports the connection failing under a
// request: the system's error as it is (ECONNREFUSED), or, when the peer
// closed it, SocketError "other side closed".
function socketError(err, res) {
  if (err instanceof UndiciError) return err;
  if (err && (err.code === "ECONNRESET" && /socket hang up/.test(err.message) || err.code === "ERR_STREAM_PREMATURE_CLOSE")) {
    return new SocketError("other side closed");
  }
  return err;
}

// ---- request -------------------------------------------------------------------

const kConsume = Symbol("consume");
const kLength = Symbol("contentLength");
const kRead = Symbol("bytesRead");
const kWeb = Symbol("web");
const noop = () => {};

// BodyReadable is a response's body: a Readable, with the body mixin of
// fetch (text, json, blob, bytes, arrayBuffer), bodyUsed, body (a web
// ReadableStream) and dump.
class BodyReadable extends Readable {
  #resume; #abort; #type;
  constructor({ resume, abort, contentType = "", contentLength, highWaterMark = 64 * 1024 }) {
    super({ autoDestroy: true, highWaterMark });
    this.#resume = resume;
    this.#abort = abort;
    this.#type = contentType;
    this[kLength] = contentLength;
    this[kRead] = 0;
    this[kConsume] = null;
    this[kWeb] = null;
  }
  _read() { if (this.#resume) this.#resume(); }
  _destroy(err, cb) {
    if (!err && !this._readableState.endEmitted) err = new RequestAbortedError();
    if (err && !this._readableState.endEmitted) this.#abort(err);
    cb(err);
  }
  push(chunk) {
    if (chunk !== null) this[kRead] += chunk.length;
    return super.push(chunk);
  }
  text() { return consume(this, "text"); }
  json() { return consume(this, "json"); }
  blob() { return consume(this, "blob"); }
  bytes() { return consume(this, "bytes"); }
  arrayBuffer() { return consume(this, "arrayBuffer"); }
  async formData() { throw new NotSupportedError(); }
  get bodyUsed() { return this._readableState.dataEmitted || this._readableState.endEmitted || this[kConsume] !== null || this.destroyed && this[kRead] > 0; }
  get body() {
    if (!this[kWeb]) {
      const it = this[Symbol.asyncIterator]();
      this[kWeb] = new ReadableStream({
        async pull(c) {
          const { value, done } = await it.next();
          if (done) c.close();
          else c.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
        },
        cancel: (reason) => { this.destroy(reason instanceof Error ? reason : undefined); },
      });
    }
    return this[kWeb];
  }
  dump(opts) {
    const signal = opts?.signal;
    if (signal != null && (typeof signal !== "object" || !("aborted" in signal))) return Promise.reject(new InvalidArgumentError("signal must be an AbortSignal"));
    const limit = opts?.limit && Number.isFinite(opts.limit) ? opts.limit : 128 * 1024;
    if (signal?.aborted) return Promise.reject(signal.reason ?? new AbortError());
    if (this._readableState.closeEmitted) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      if ((this[kLength] && this[kLength] > limit) || this[kRead] > limit) this.destroy(new AbortError());
      const onAbort = () => this.destroy(signal.reason ?? new AbortError());
      if (signal) signal.addEventListener("abort", onAbort);
      this.on("close", () => {
        if (signal) signal.removeEventListener("abort", onAbort);
        if (signal?.aborted) reject(signal.reason ?? new AbortError());
        else resolve(null);
      });
      this.on("error", noop).on("data", () => { if (this[kRead] > limit) this.destroy(); }).resume();
    });
  }
  setEncoding(encoding) {
    if (Buffer.isEncoding(encoding)) this._readableState.encoding = encoding;
    return this;
  }
  get _contentType() { return this.#type; }
}

// consume reads a body whole, once: a body read already, or locked to a
// reader, fails with TypeError "unusable".
function consume(body, type) {
  return new Promise((resolve, reject) => {
    const st = body._readableState;
    if (body.bodyUsed || body[kWeb]?.locked) {
      if (st.destroyed && !st.closeEmitted) body.on("error", reject).on("close", () => reject(new TypeError("unusable")));
      else reject(st.errored ?? new TypeError("unusable"));
      return;
    }
    body[kConsume] = type;
    const chunks = [];
    queueMicrotask(() => {
      body.on("data", (c) => chunks.push(typeof c === "string" ? Buffer.from(c) : c));
      body.on("error", reject);
      body.on("close", () => { if (!st.endEmitted) reject(st.errored ?? new RequestAbortedError()); });
      body.on("end", () => {
        const all = Buffer.concat(chunks);
        try {
          switch (type) {
            case "text": resolve(new TextDecoder().decode(all)); break;
            case "json": resolve(JSON.parse(new TextDecoder().decode(all))); break;
            case "arrayBuffer": resolve(all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength)); break;
            case "bytes": resolve(new Uint8Array(all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength))); break;
            case "blob": resolve(new Blob([all], { type: body._contentType || "" })); break;
          }
        } catch (e) {
          reject(e);
        }
      });
      body.resume();
    });
  });
}

function checkSignal(signal) {
  if (signal && typeof signal.on !== "function" && typeof signal.addEventListener !== "function") {
    throw new InvalidArgumentError("signal must be an EventEmitter or EventTarget");
  }
}

// onAbortSignal calls fn when signal (an AbortSignal or an EventEmitter)
// fires; it returns the function that stops listening.
function onAbortSignal(signal, fn) {
  if (typeof signal.addEventListener === "function") {
    signal.addEventListener("abort", fn, { once: true });
    return () => signal.removeEventListener("abort", fn);
  }
  signal.once("abort", fn);
  return () => signal.removeListener("abort", fn);
}

function request(opts, callback) {
  if (callback === undefined) {
    return new Promise((resolve, reject) => {
      request.call(this, opts, (err, data) => (err ? reject(err) : resolve(data)));
    });
  }
  if (!opts || typeof opts !== "object") throw new InvalidArgumentError("invalid opts");
  if (typeof callback !== "function") throw new InvalidArgumentError("invalid callback");
  const { signal, method, opaque = null, onInfo, responseHeaders, highWaterMark } = opts;
  try {
    if (highWaterMark != null && (!Number.isFinite(highWaterMark) || highWaterMark < 0)) throw new InvalidArgumentError("invalid highWaterMark");
    checkSignal(signal);
    if (method === "CONNECT") throw new InvalidArgumentError("invalid method");
    if (onInfo && typeof onInfo !== "function") throw new InvalidArgumentError("invalid onInfo callback");
  } catch (err) {
    if (isStream(opts.body)) opts.body.on("error", noop).destroy(err);
    throw err;
  }
  let cb = callback, res = null, abortFn = null, reason = null, stop = null, context;
  const trailers = {};
  if (signal?.aborted) reason = signal.reason ?? new RequestAbortedError();
  else if (signal) {
    stop = onAbortSignal(signal, () => {
      reason = signal.reason ?? new RequestAbortedError();
      if (res) res.on("error", noop).destroy(reason);
      else if (abortFn) abortFn(reason);
    });
  }
  const handler = {
    onConnect(abort, ctx) {
      if (reason) { abort(reason); return; }
      abortFn = abort;
      context = ctx;
    },
    onHeaders(statusCode, raw, resume, statusText) {
      const headers = responseHeaders === "raw" ? raw.map(latin1) : parseHeaders(raw);
      if (statusCode < 200) {
        if (onInfo) onInfo({ statusCode, headers });
        return true;
      }
      const parsed = responseHeaders === "raw" ? parseHeaders(raw) : headers;
      const length = parsed["content-length"];
      res = new BodyReadable({
        resume, abort: abortFn, contentType: parsed["content-type"], highWaterMark,
        contentLength: method !== "HEAD" && length ? Number(length) : null,
      });
      if (stop) { res.on("close", stop); stop = null; }
      const c = cb;
      cb = null;
      try {
        c(null, { statusCode, statusText, headers, trailers, opaque, body: res, context });
      } catch (err) {
        const r = res;
        res = null;
        r.on("error", noop).destroy(err);
        queueMicrotask(() => { throw err; });
      }
      return true;
    },
    onData(chunk) { return res.push(chunk); },
    onComplete(raw) {
      parseHeaders(raw, trailers);
      res.push(null);
    },
    onError(err) {
      if (cb) {
        const c = cb;
        cb = null;
        queueMicrotask(() => c(err, { opaque }));
      }
      if (res) {
        const r = res;
        res = null;
        queueMicrotask(() => r.on("error", noop).destroy(err));
      }
      if (stop) { stop(); stop = null; }
    },
  };
  try {
    this.dispatch(opts, handler);
  } catch (err) {
    handler.onError(err);
  }
}

// stream is request whose body is written into the Writable factory
// makes of the response; it completes with { opaque, trailers } when that
// stream has it all.
function streamRequest(opts, factory, callback) {
  if (callback === undefined) {
    return new Promise((resolve, reject) => {
      streamRequest.call(this, opts, factory, (err, data) => (err ? reject(err) : resolve(data)));
    });
  }
  if (!opts || typeof opts !== "object") throw new InvalidArgumentError("invalid opts");
  if (typeof callback !== "function") throw new InvalidArgumentError("invalid callback");
  if (typeof factory !== "function") throw new InvalidArgumentError("invalid factory");
  const { signal, opaque = null, onInfo, responseHeaders } = opts;
  checkSignal(signal);
  if (opts.method === "CONNECT") throw new InvalidArgumentError("invalid method");
  let cb = callback, out = null, abortFn = null, reason = null, stop = null, context;
  const trailers = {};
  const finish = (err) => {
    if (stop) { stop(); stop = null; }
    if (!cb) return;
    const c = cb;
    cb = null;
    queueMicrotask(() => (err ? c(err, { opaque }) : c(null, { opaque, trailers })));
  };
  if (signal?.aborted) reason = signal.reason ?? new RequestAbortedError();
  else if (signal) stop = onAbortSignal(signal, () => { reason = signal.reason ?? new RequestAbortedError(); if (abortFn) abortFn(reason); });
  const handler = {
    onConnect(abort, ctx) {
      if (reason) { abort(reason); return; }
      abortFn = abort;
      context = ctx;
    },
    onHeaders(statusCode, raw, resume, statusText) {
      const headers = responseHeaders === "raw" ? raw.map(latin1) : parseHeaders(raw);
      if (statusCode < 200) {
        if (onInfo) onInfo({ statusCode, headers });
        return true;
      }
      const w = factory({ statusCode, statusText, headers, opaque, context });
      if (!w || typeof w.write !== "function" || typeof w.end !== "function" || typeof w.on !== "function") {
        throw new InvalidReturnValueError("expected Writable");
      }
      out = w;
      finished(w, { readable: false }, (err) => {
        if (err || !w.writableFinished) {
          if (abortFn) abortFn(err || new RequestAbortedError());
          finish(err || new RequestAbortedError());
          return;
        }
        finish(null);
      });
      w.on("drain", resume);
      return w.writableNeedDrain !== true;
    },
    onData(chunk) { return out ? out.write(chunk) : true; },
    onComplete(raw) {
      parseHeaders(raw, trailers);
      if (out) out.end();
      else finish(null);
    },
    onError(err) {
      if (out && !out.destroyed) out.destroy(err);
      finish(err);
    },
  };
  try {
    this.dispatch(opts, handler);
  } catch (err) {
    handler.onError(err);
  }
}

// pipeline is a Duplex: what is written to it is the request's body, and
// what it reads is the stream handler makes of the response.
function pipeline(opts, handler) {
  if (!opts || typeof opts !== "object") throw new InvalidArgumentError("invalid opts");
  if (typeof handler !== "function") throw new InvalidArgumentError("invalid handler");
  const { opaque = null, onInfo, responseHeaders } = opts;
  const reqBody = new PassThrough();
  let source = null, abortFn = null, resumeFn = null, ret = null, context;
  const duplex = new Duplex({
    readableObjectMode: opts.objectMode,
    autoDestroy: true,
    read() { if (source) source.resume(); },
    write(chunk, encoding, cb) { if (reqBody.write(chunk, encoding)) cb(); else reqBody.once("drain", cb); },
    final(cb) { reqBody.end(); cb(); },
    destroy(err, cb) {
      if (!err && !this._readableState.endEmitted) err = new RequestAbortedError();
      if (abortFn && err) abortFn(err);
      if (ret && !ret.destroyed) ret.destroy(err);
      cb(err);
    },
  });
  const h = {
    onConnect(abort, ctx) { abortFn = abort; context = ctx; },
    onHeaders(statusCode, raw, resume, statusText) {
      const headers = responseHeaders === "raw" ? raw.map(latin1) : parseHeaders(raw);
      if (statusCode < 200) {
        if (onInfo) onInfo({ statusCode, headers });
        return true;
      }
      resumeFn = resume;
      source = new Readable({ read() { if (resumeFn) resumeFn(); } });
      let r;
      try {
        r = handler({ statusCode, statusText, headers, opaque, body: source, context });
      } catch (err) {
        source.on("error", noop);
        throw err;
      }
      if (!r || typeof r.on !== "function") throw new InvalidReturnValueError("expected Readable");
      ret = r;
      r.on("data", (c) => { if (!duplex.push(c)) r.pause(); });
      r.on("error", (err) => duplex.destroy(err));
      r.on("end", () => duplex.push(null));
      duplex._read = () => r.resume();
      return true;
    },
    onData(chunk) { return source.push(chunk); },
    onComplete() { source.push(null); },
    onError(err) { duplex.destroy(err); },
  };
  try {
    this.dispatch({ ...opts, body: reqBody }, h);
  } catch (err) {
    queueMicrotask(() => duplex.destroy(err));
  }
  return duplex;
}

Object.assign(Dispatcher.prototype, { request, stream: streamRequest, pipeline });
for (const name of ["connect", "upgrade"]) {
  Dispatcher.prototype[name] = function () { return Promise.reject(new NotSupportedError(`undici's ${name} is not available in extensions: use node:http's`)); };
}

// ---- interceptors --------------------------------------------------------------

const redirectCodes = [300, 301, 302, 303, 307, 308];

// redirect follows a response's Location up to maxRedirections times, as
// undici's: 303 (but for HEAD), and 301 and 302 after a POST, become a GET
// without a body; the Host header, a 303's Content-* headers and
// credentials to another origin are dropped; context.history lists the
// URLs that redirected (a dispatch without an origin, a Client's, has
// none to list or to resolve a relative Location against).
function redirect({ maxRedirections = 5, throwOnMaxRedirect = false } = {}) {
  if (!Number.isInteger(maxRedirections) || maxRedirections < 0) throw new InvalidArgumentError("maxRedirections must be a positive number");
  return (dispatch) => function redirecting(opts, handler) {
    const h = toCallbacks(handler);
    const history = [];
    const o = { ...opts };
    let location = null;
    const hop = {
      onConnect(abort) { h.onConnect(abort, { history }); },
      onHeaders(statusCode, raw, resume, statusText) {
        if (throwOnMaxRedirect && history.length >= maxRedirections) throw new Error("max redirects");
        if ((statusCode === 301 || statusCode === 302) && o.method === "POST" || statusCode === 303 && o.method !== "HEAD") {
          o.method = "GET";
          if (isStream(o.body)) o.body.on("error", noop).destroy();
          o.body = null;
        }
        const headers = parseHeaders(raw);
        location = history.length >= maxRedirections || isStream(o.body) && o.body.readableDidRead || !redirectCodes.includes(statusCode)
          ? null : headers.location ?? null;
        if (o.origin) history.push(new URL(o.path, o.origin));
        if (!location) return h.onHeaders(statusCode, raw, resume, statusText);
        const u = new URL(location, o.origin && new URL(o.path, o.origin));
        const path = u.search ? u.pathname + u.search : u.pathname;
        if (history.some((x) => x.toString() === u.origin + path)) {
          throw new InvalidArgumentError(`Redirect loop detected. Cannot redirect to ${u.origin}. This typically happens when using a Client or Pool with cross-origin redirects. Use an Agent for cross-origin redirects.`);
        }
        o.headers = cleanHeaders(o.headers, statusCode === 303, o.origin !== u.origin);
        o.path = path;
        o.origin = u.origin;
        o.query = null;
        return true;
      },
      onData(chunk) { return location ? true : h.onData(chunk); },
      onComplete(raw) {
        if (location) dispatch(o, hop);
        else h.onComplete(raw);
      },
      onError(err) { h.onError(err); },
    };
    return dispatch(o, hop);
  };
}

function cleanHeaders(headers, removeContent, otherOrigin) {
  const flat = flatHeaders(headers);
  const out = [];
  for (let i = 0; i < flat.length; i += 2) {
    const k = flat[i].toLowerCase();
    if (k === "host") continue;
    if (removeContent && k.startsWith("content-")) continue;
    if (otherOrigin && (k === "authorization" || k === "cookie" || k === "proxy-authorization")) continue;
    out.push(flat[i], flat[i + 1]);
  }
  return out;
}

// responseError fails a request whose response is an error (400 and up)
// with ResponseError, its body read (as JSON when it says it is).
function responseError() {
  return (dispatch) => function failing(opts, handler) {
    const h = toCallbacks(handler);
    let status = 0, headers = null, chunks = null, statusText = "";
    return dispatch(opts, {
      onConnect: (a, c) => h.onConnect(a, c),
      onHeaders(statusCode, raw, resume, text) {
        if (statusCode >= 400) {
          status = statusCode;
          headers = parseHeaders(raw);
          statusText = text;
          chunks = [];
          return true;
        }
        return h.onHeaders(statusCode, raw, resume, text);
      },
      onData(chunk) {
        if (chunks) { chunks.push(chunk); return true; }
        return h.onData(chunk);
      },
      onComplete(raw) {
        if (!chunks) { h.onComplete(raw); return; }
        let body = Buffer.concat(chunks).toString("utf8");
        if (/^application\/(.+\+)?json/.test(headers["content-type"] || "")) {
          try { body = JSON.parse(body); } catch {}
        }
        const err = new ResponseError(`Response Error: ${status} ${statusText}`.trim(), status, { headers, body });
        h.onError(err);
      },
      onError: (err) => h.onError(err),
    });
  };
}

// dump reads and drops a response's body (up to maxSize), which the
// handler then sees end without data.
function dump({ maxSize = 1024 * 1024 } = {}) {
  return (dispatch) => function dumping(opts, handler) {
    const h = toCallbacks(handler);
    let size = 0;
    return dispatch(opts, {
      onConnect: (a, c) => h.onConnect(a, c),
      onHeaders: (s, raw, resume, text) => h.onHeaders(s, raw, resume, text),
      onData(chunk) {
        size += chunk.length;
        if (size > maxSize) throw new RequestAbortedError(`Response size (${size}) larger than maxSize (${maxSize})`);
        return true;
      },
      onComplete: (raw) => h.onComplete(raw),
      onError: (err) => h.onError(err),
    });
  };
}

const interceptors = {
  redirect, responseError, dump,
  retry: unsupportedFn("interceptors.retry"), dns: unsupportedFn("interceptors.dns"), cache: unsupportedFn("interceptors.cache"),
  decompress: unsupportedFn("interceptors.decompress"), deduplicate: unsupportedFn("interceptors.deduplicate"),
};

// ---- the global dispatcher and the top-level API -----------------------------------

// The symbol undici keeps its global dispatcher under (Node's own fetch
// reads it too).
const kGlobal = Symbol.for("undici.globalDispatcher.1");

function setGlobalDispatcher(agent) {
  if (!agent || typeof agent.dispatch !== "function") throw new InvalidArgumentError("Argument agent must implement Agent");
  Object.defineProperty(globalThis, kGlobal, { value: agent, writable: true, enumerable: false, configurable: false });
}

function getGlobalDispatcher() {
  if (globalThis[kGlobal] === undefined) setGlobalDispatcher(new Agent());
  return globalThis[kGlobal];
}

// toURL is a request's URL as undici reads one: a string, a URL, or an
// object with origin, protocol, hostname, port, pathname, path, search.
function toURL(url) {
  if (typeof url === "string") return new URL(url); // TypeError ERR_INVALID_URL, as undici's

  if (url instanceof URL) return url;
  if (!url || typeof url !== "object") throw new InvalidArgumentError("Invalid URL: The URL argument must be a non-null object.");
  if (typeof url.href === "string") return new URL(url.href);
  const port = url.port != null ? url.port : url.protocol === "https:" ? 443 : 80;
  const origin = url.origin != null ? url.origin : `${url.protocol || ""}//${url.hostname || ""}:${port}`;
  const path = url.path != null ? url.path : `${url.pathname || ""}${url.search || ""}`;
  try { return new URL(`${origin}${path.startsWith("/") || path === "" ? path : "/" + path}`); } catch { throw new InvalidArgumentError("Invalid URL"); }
}

function api(fn) {
  return (url, opts, handler) => {
    if (typeof opts === "function") { handler = opts; opts = null; }
    if (!url || (typeof url !== "string" && typeof url !== "object")) throw new InvalidArgumentError("invalid url");
    if (opts != null && typeof opts !== "object") throw new InvalidArgumentError("invalid opts");
    let u;
    if (opts && opts.path != null) {
      if (typeof opts.path !== "string") throw new InvalidArgumentError("invalid opts.path");
      u = new URL(toURL(url).origin + (opts.path.startsWith("/") ? opts.path : "/" + opts.path));
    } else {
      if (!opts) opts = typeof url === "object" ? url : {};
      u = toURL(url);
    }
    const { agent, dispatcher = getGlobalDispatcher() } = opts;
    if (agent) throw new InvalidArgumentError("unsupported opts.agent. Did you mean opts.client?");
    return fn.call(dispatcher, {
      ...opts,
      origin: u.origin,
      path: u.search ? `${u.pathname}${u.search}` : u.pathname,
      method: opts.method || (opts.body ? "PUT" : "GET"),
    }, handler);
  };
}

// fetch is the platform's (Go's HTTP client, which keeps its own
// connections): a dispatcher is taken and not used.
function fetch(input, init = undefined) {
  if (init != null && typeof init === "object" && "dispatcher" in init) {
    const { dispatcher, ...rest } = init;
    if (dispatcher != null && typeof dispatcher.dispatch !== "function") return Promise.reject(new TypeError("Failed to execute 'fetch': dispatcher must implement dispatch"));
    init = rest;
  }
  return globalThis.fetch(input, init);
}

class ErrorEvent extends Event {
  #message; #error;
  constructor(type, init = {}) {
    super(type, init);
    this.#message = init.message === undefined ? "" : String(init.message);
    this.#error = init.error;
  }
  get message() { return this.#message; }
  get error() { return this.#error; }
  get filename() { return ""; }
  get lineno() { return 0; }
  get colno() { return 0; }
}

let webSocketClass = null;
// WebSocket is the platform's, which takes protocols; undici's options
// object is read for them (its dispatcher and headers are not used).
function webSocket() {
  if (webSocketClass) return webSocketClass;
  const Base = globalThis.WebSocket;
  webSocketClass = class WebSocket extends Base {
    constructor(url, options = []) {
      if (options !== null && typeof options === "object" && !Array.isArray(options)) {
        if (options.headers !== undefined) throw new NotSupportedError("WebSocket's headers option is not supported in extensions");
        options = options.protocols ?? [];
      }
      super(url, options);
    }
  };
  return webSocketClass;
}

let globalOrigin;
function setGlobalOrigin(v) {
  if (v === undefined) { globalOrigin = undefined; return; }
  const u = new URL(v);
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new TypeError(`Only http & https urls are allowed, received ${u.protocol}`);
  globalOrigin = u;
}

const undici = {
  Dispatcher, Client, Pool, Agent,
  BalancedPool: unsupported("BalancedPool"), RoundRobinPool: unsupported("RoundRobinPool"), ProxyAgent: unsupported("ProxyAgent"),
  Socks5ProxyAgent: unsupported("Socks5ProxyAgent"), EnvHttpProxyAgent: unsupported("EnvHttpProxyAgent"),
  RetryAgent: unsupported("RetryAgent"), H2CClient: unsupported("H2CClient"), RetryHandler: unsupported("RetryHandler"),
  DecoratorHandler: unsupported("DecoratorHandler"), RedirectHandler: unsupported("RedirectHandler"),
  MockAgent: unsupported("MockAgent"), MockClient: unsupported("MockClient"), MockPool: unsupported("MockPool"),
  MockCallHistory: unsupported("MockCallHistory"), MockCallHistoryLog: unsupported("MockCallHistoryLog"),
  SnapshotAgent: unsupported("SnapshotAgent"), mockErrors: {},
  interceptors, cacheStores: { MemoryCacheStore: unsupported("MemoryCacheStore"), SqliteCacheStore: unsupported("SqliteCacheStore") },
  buildConnector: unsupportedFn("buildConnector"),
  errors,
  util: { parseHeaders, headerNameToString },
  setGlobalDispatcher, getGlobalDispatcher,
  request: api(request), stream: api(streamRequest), pipeline: api(pipeline),
  connect: () => Promise.reject(new NotSupportedError("undici's connect is not available in extensions: use node:http's")),
  upgrade: () => Promise.reject(new NotSupportedError("undici's upgrade is not available in extensions: use node:http's")),
  fetch,
  setGlobalOrigin, getGlobalOrigin: () => globalOrigin,
  deleteCookie: unsupportedFn("deleteCookie"), getCookies: unsupportedFn("getCookies"), getSetCookies: unsupportedFn("getSetCookies"),
  setCookie: unsupportedFn("setCookie"), parseCookie: unsupportedFn("parseCookie"),
  parseMIMEType: unsupportedFn("parseMIMEType"), serializeAMimeType: unsupportedFn("serializeAMimeType"),
  ping: unsupportedFn("ping"), WebSocketStream: unsupported("WebSocketStream"), EventSource: unsupported("EventSource"),
  ErrorEvent,
};
// The web classes are the platform's globals, looked up when first used
// (they are lazy: an extension that never touches them does not load them).
for (const name of ["Headers", "Request", "Response", "FormData", "File", "MessageEvent", "CloseEvent"]) {
  Object.defineProperty(undici, name, { get: () => globalThis[name], enumerable: true, configurable: true });
}
Object.defineProperty(undici, "WebSocket", { get: webSocket, enumerable: true, configurable: true });
Object.defineProperty(undici, "caches", { get: () => { throw new NotSupportedError("undici's caches are not available in extensions"); }, enumerable: true, configurable: true });

export default undici;
