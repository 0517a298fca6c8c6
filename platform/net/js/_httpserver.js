// The HTTP/1.1 server of node:http and node:https: requests read from the
// sockets a net.Server (or tls.Server) accepted, parsed with llhttp's
// rules as the client's responses are (_httpparser.js), and answered by a
// ServerResponse — writeHead, write, end, chunked or sized bodies,
// keep-alive with Node's headers (Connection, Keep-Alive: timeout=5,
// Date), pipelined requests answered in order, Expect: 100-continue,
// upgrades. The server lives within a call, as every server of an
// extension does (_netserver.js).
import { Buffer } from "node:buffer";
import net from "node:net";
import { ResponseParser, parseError } from "./_httpparser.js";
import { STATUS_CODES, METHODS, IncomingMessage, OutgoingMessage, validateHeaderName, validateHeaderValue } from "./_http.js";
import { nodeError, argType, callable } from "./_netutil.js";
import { proc } from "node:internal/host";

const methods = new Set(METHODS);
// llhttp's methods: HTTP's and RTSP's (a request line is read up to where
// none of them goes on).
const llhttpMethods = [...METHODS, "PRI", "DESCRIBE", "ANNOUNCE", "SETUP", "PLAY", "PAUSE", "TEARDOWN", "GET_PARAMETER",
  "SET_PARAMETER", "REDIRECT", "RECORD", "FLUSH"];
const tchar = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

// RequestParser reads requests: the response parser's heads, bodies and
// trailers, with a request line and a request's framing.
export class RequestParser extends ResponseParser {
  constructor(maxHeaderSize) {
    super(maxHeaderSize);
    this.isRequest = true;
  }

  _statusLine(line, crlf) {
    const sp = line.indexOf(" ");
    const method = sp > 0 ? line.slice(0, sp) : line;
    if (!tchar.test(method) || !methods.has(method)) {
      // llhttp stops at the first byte no method can go on with.
      const e = parseError("HPE_INVALID_METHOD", "Invalid method encountered");
      let n = 0;
      while (n < line.length && llhttpMethods.some((m) => m.startsWith(line.slice(0, n + 1)))) n++;
      e.at = n;
      throw e;
    }
    const rest = line.slice(sp + 1);
    const sp2 = rest.lastIndexOf(" ");
    if (sp < 0 || sp2 <= 0) throw parseError("HPE_INVALID_URL", "Invalid URL");
    const url = rest.slice(0, sp2);
    if (/[\x00-\x20\x7f]/.test(url)) throw parseError("HPE_INVALID_URL", "Invalid URL");
    const v = rest.slice(sp2 + 1);
    const m = /^HTTP\/(\d)\.(\d)$/.exec(v);
    if (!m) throw parseError("HPE_INVALID_CONSTANT", "Expected HTTP/");
    const major = +m[1], minor = +m[2];
    if (!((major === 1 && minor <= 1) || (major === 0 && minor === 9))) throw parseError("HPE_INVALID_VERSION", "Invalid HTTP version");
    if (!crlf) throw parseError("HPE_CR_EXPECTED", "Missing expected CR after request line");
    this.info = { method, url, versionMajor: major, versionMinor: minor, headers: [], upgrade: false, shouldKeepAlive: true };
    this.headers = this.info.headers;
    this.state = "HEAD";
  }

  _headersComplete() {
    const info = this.info;
    const conn = this.connection;
    info.upgrade = info.method === "CONNECT" || (this.hasUpgrade && /(?:^|,)\s*upgrade\s*(?:,|$)/.test(conn));
    if (info.versionMajor === 1 && info.versionMinor === 1) info.shouldKeepAlive = !/(?:^|,)\s*close\s*(?:,|$)/.test(conn);
    else info.shouldKeepAlive = /(?:^|,)\s*keep-alive\s*(?:,|$)/.test(conn);
    if (this.te !== null && !this.chunked) throw parseError("HPE_INVALID_TRANSFER_ENCODING", "Request has invalid `Transfer-Encoding`");
    const ret = this.onHeadersComplete(info);
    if (ret === 2 || info.method === "CONNECT") { this.state = "UPGRADED"; this.onMessageComplete(); return 2; }
    if (this.chunked) { this.state = "CHUNK_SIZE"; return 0; }
    if (this.contentLength > 0) { this.remaining = this.contentLength; this.state = "BODY_LENGTH"; return 0; }
    this._complete();
    return info.upgrade ? 2 : 0;
  }
}

// ---- ServerResponse ------------------------------------------------------------

const chunkExpression = /(?:^|\W)chunked(?:$|\W)/i;
const continueExpression = /(?:^|\W)100-continue(?:$|\W)/i;

// utcDate is the Date header's value, made once a second (as Node's).
let dateText = "", dateSecond = -1;
function utcDate() {
  const now = Date.now(), second = Math.floor(now / 1000);
  if (second !== dateSecond) { dateSecond = second; dateText = new Date(now).toUTCString(); }
  return dateText;
}

class ServerResponse extends OutgoingMessage {
  constructor(req, options) {
    super(options);
    this.req = req;
    this.statusCode = 200;
    this.statusMessage = undefined;
    this.sendDate = true;
    this._hasBody = req.method !== "HEAD";
    this._sent100 = false;
    this._expect_continue = false;
    this._last = false;
    this._keepAliveTimeout = 0;
    this._queue = [];
    this._closed = false;
    this._trailer = "";
    this.strictContentLength = false;
    if (req.httpVersionMajor < 1 || req.httpVersionMinor < 1) {
      this.useChunkedEncodingByDefault = chunkExpression.test(req.headers.te || "");
      this.shouldKeepAlive = false;
    }
  }

  get writableLength() { return this._queue.reduce((n, [d]) => n + d.length, 0); }

  assignSocket(socket) {
    if (socket._httpMessage) throw nodeError("Socket already assigned", "ERR_HTTP_SOCKET_ASSIGNED");
    socket._httpMessage = this;
    this._onSocketClose = () => { if (socket._httpMessage === this) this._emitClose(); };
    socket.on("close", this._onSocketClose);
    this.socket = socket;
    this.emit("socket", socket);
    this._flush();
  }

  detachSocket(socket) {
    socket.removeListener("close", this._onSocketClose);
    socket._httpMessage = null;
    this.socket = null;
  }

  _emitClose() {
    if (this._closed) return;
    this._closed = true;
    this.destroyed = true;
    this.emit("close");
  }

  writeHead(statusCode, reason, obj) {
    if (this._header) throw nodeError("Cannot write headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
    const original = statusCode;
    statusCode |= 0;
    if (statusCode < 100 || statusCode > 999) throw nodeError(`Invalid status code: ${original}`, "ERR_HTTP_INVALID_STATUS_CODE", RangeError);
    if (typeof reason === "string") this.statusMessage = reason;
    else {
      if (!this.statusMessage) this.statusMessage = STATUS_CODES[statusCode] || "unknown";
      obj = obj ?? reason;
    }
    this.statusCode = statusCode;
    let list; // [name, value] pairs, in order
    if (this.getHeaderNames().length > 0 || !obj) {
      if (Array.isArray(obj)) {
        if (obj.length % 2 !== 0) throw nodeError(`The argument 'headers' is invalid. Received ${JSON.stringify(obj)}`, "ERR_INVALID_ARG_VALUE", TypeError);
        for (let n = 0; n < obj.length; n += 2) this.removeHeader(obj[n]);
        for (let n = 0; n < obj.length; n += 2) if (obj[n]) this.appendHeader(obj[n], obj[n + 1]);
      } else if (obj) {
        for (const k of Object.keys(obj)) if (k) this.setHeader(k, obj[k]);
      }
      list = this.getRawHeaderNames().map((n) => [n, this.getHeader(n)]);
    } else if (Array.isArray(obj)) {
      if (obj.length && Array.isArray(obj[0])) list = obj.map(([k, v]) => [k, v]);
      else {
        if (obj.length % 2 !== 0) throw nodeError(`The argument 'headers' is invalid. Received ${JSON.stringify(obj)}`, "ERR_INVALID_ARG_VALUE", TypeError);
        list = [];
        for (let n = 0; n < obj.length; n += 2) list.push([obj[n], obj[n + 1]]);
      }
      for (const [k, v] of list) { validateHeaderName(k); validateHeaderValue(k, v); }
    } else {
      list = Object.keys(obj).map((k) => [k, obj[k]]);
      for (const [k, v] of list) { validateHeaderName(k); validateHeaderValue(k, v); }
    }
    if (/[^\t\x20-\x7e\x80-\xff]/.test(this.statusMessage)) throw nodeError('Invalid character in statusMessage', "ERR_INVALID_CHAR", TypeError);
    if (statusCode === 204 || statusCode === 304 || (statusCode >= 100 && statusCode <= 199)) this._hasBody = false;
    if (this._expect_continue && !this._sent100) this.shouldKeepAlive = false;
    this._storeHeader(`HTTP/1.1 ${statusCode} ${this.statusMessage}\r\n`, list);
    return this;
  }

  // _storeHeader makes the head, with the headers Node adds: Date,
  // Connection (and Keep-Alive), Content-Length or Transfer-Encoding.
  _storeHeader(firstLine, list) {
    let head = firstLine;
    const seen = { date: false, connection: false, contLen: false, te: false, trailer: false };
    for (const [name, value] of list) {
      const k = String(name).toLowerCase();
      for (const v of Array.isArray(value) ? value : [value]) head += `${name}: ${v}\r\n`;
      if (k === "date") seen.date = true;
      else if (k === "connection") { seen.connection = true; if (/(?:^|,)\s*close\s*(?:,|$)/i.test(String(value))) this._last = true; else this.shouldKeepAlive = true; }
      else if (k === "content-length") seen.contLen = true;
      else if (k === "transfer-encoding") { seen.te = true; if (chunkExpression.test(String(value))) this.chunkedEncoding = true; }
      else if (k === "trailer") seen.trailer = true;
    }
    if (this.sendDate && !seen.date) head += `Date: ${utcDate()}\r\n`;
    if (!seen.connection) {
      const keepAlive = this.shouldKeepAlive && (seen.contLen || this.useChunkedEncodingByDefault);
      if (keepAlive && this.maxRequestsOnConnectionReached) {
        head += "Connection: close\r\n";
        this._last = true;
      } else if (keepAlive) {
        head += "Connection: keep-alive\r\n";
        if (this._keepAliveTimeout && this._defaultKeepAlive !== false) {
          const max = ~~this._maxRequestsPerSocket > 0 ? `, max=${this._maxRequestsPerSocket}` : "";
          head += `Keep-Alive: timeout=${Math.floor(this._keepAliveTimeout / 1000)}${max}\r\n`;
        }
      } else {
        this._last = true;
        head += "Connection: close\r\n";
      }
    }
    if (!seen.contLen && !seen.te) {
      if (!this._hasBody) this.chunkedEncoding = false;
      else if (!this.useChunkedEncodingByDefault) this._last = true;
      else if (!seen.trailer && typeof this._contentLength === "number") head += `Content-Length: ${this._contentLength}\r\n`;
      else { head += "Transfer-Encoding: chunked\r\n"; this.chunkedEncoding = true; }
    }
    if (!this.chunkedEncoding && seen.trailer) throw nodeError("Trailers are invalid with this transfer encoding", "ERR_HTTP_TRAILER_INVALID");
    this._header = head + "\r\n";
    this._headerSent = false;
  }

  _implicitHeader() { this.writeHead(this.statusCode); }

  writeContinue(cb) {
    this._writeRaw(`HTTP/1.1 100 ${STATUS_CODES[100]}\r\n\r\n`, cb);
    this._sent100 = true;
  }
  writeProcessing(cb) { this._writeRaw(`HTTP/1.1 102 ${STATUS_CODES[102]}\r\n\r\n`, cb); }
  writeEarlyHints(hints, cb) {
    if (hints === null || typeof hints !== "object") throw argType("hints", "of type object", hints);
    if (!hints.link) return;
    let head = `HTTP/1.1 103 ${STATUS_CODES[103]}\r\nLink: ${[].concat(hints.link).join(", ")}\r\n`;
    for (const k of Object.keys(hints)) if (k !== "link") head += `${k}: ${hints[k]}\r\n`;
    this._writeRaw(head + "\r\n", cb);
  }

  // _writeRaw writes bytes ahead of the response (an informational head).
  _writeRaw(data, cb) {
    if (this.socket && !this.socket.destroyed) this.socket.write(data, cb);
    else this._queue.unshift([Buffer.from(data, "latin1"), cb]);
  }

  _send(data, cb) {
    if (this._header && !this._headerSent) {
      this._headerSent = true;
      const head = Buffer.from(this._header, "latin1");
      data = data.length ? Buffer.concat([head, data]) : head;
    }
    this._queue.push([data, cb]);
    return this._flush();
  }

  _flush() {
    const socket = this.socket;
    if (!socket || socket.destroyed || socket._httpMessage !== this) return !this._queue.length;
    let ok = true;
    const items = this._queue;
    this._queue = [];
    for (const [d, cb] of items) ok = socket.write(d, cb);
    return ok;
  }

  write(chunk, encoding, cb) {
    if (typeof encoding === "function") { cb = encoding; encoding = undefined; }
    if (this.writableEnded) {
      // An error for cb, and for "error" unless the response is over.
      const e = nodeError("write after end", "ERR_STREAM_WRITE_AFTER_END");
      proc().nextTick(() => { if (cb) cb(e); if (!this.destroyed) this.emit("error", e); });
      return true;
    }
    if (this.destroyed) {
      const e = nodeError("Cannot call write after a stream was destroyed", "ERR_STREAM_DESTROYED");
      if (cb) proc().nextTick(cb, e);
      return false;
    }
    if (chunk === null) throw nodeError("May not write null values to stream", "ERR_STREAM_NULL_VALUES", TypeError);
    if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) throw argType("chunk", "of type string or an instance of Buffer or Uint8Array", chunk);
    if (!this._header) this._implicitHeader();
    if (!this._hasBody) {
      if (cb) proc().nextTick(cb);
      return true;
    }
    const body = typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk;
    if (body.length === 0) {
      if (cb) proc().nextTick(cb);
      return true;
    }
    const ok = this.chunkedEncoding
      ? this._send(Buffer.concat([Buffer.from(body.length.toString(16) + "\r\n", "latin1"), body, Buffer.from("\r\n", "latin1")]), cb)
      : this._send(Buffer.from(body.buffer, body.byteOffset, body.byteLength), cb);
    if (!ok) {
      this._needDrain = true;
      if (this.socket) this.socket.once("drain", () => { if (this._needDrain) { this._needDrain = false; this.emit("drain"); } });
    }
    return ok;
  }

  addTrailers(headers) {
    for (const k of Object.keys(headers)) { validateHeaderName(k, "Trailer name"); validateHeaderValue(k, headers[k]); this._trailer += `${k}: ${headers[k]}\r\n`; }
  }

  end(chunk, encoding, cb) {
    if (typeof chunk === "function") { cb = chunk; chunk = undefined; }
    else if (typeof encoding === "function") { cb = encoding; encoding = undefined; }
    if (this.writableEnded) {
      if (cb) {
        if (this.writableFinished) proc().nextTick(cb, nodeError("Cannot call end after a stream was finished", "ERR_STREAM_ALREADY_FINISHED"));
        else this.once("finish", cb);
      }
      return this;
    }
    let body = null;
    if (chunk !== undefined && chunk !== null) {
      if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) throw argType("chunk", "of type string or an instance of Buffer or Uint8Array", chunk);
      body = typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk;
      if (!this._header) this._contentLength = body.length;
    } else if (!this._header) {
      this._contentLength = 0;
    }
    if (!this._header) this._implicitHeader();
    if (cb) this.once("finish", cb);
    this.writableEnded = true;
    this.finished = true;
    const done = () => {
      this.writableFinished = true;
      this.emit("finish");
    };
    // As Node: the body, then the end (the last chunk, or nothing) in a
    // write of its own.
    if (body && body.length && this._hasBody) {
      this._send(this.chunkedEncoding ? Buffer.concat([Buffer.from(body.length.toString(16) + "\r\n", "latin1"), body, Buffer.from("\r\n", "latin1")]) : body);
    }
    if (this.chunkedEncoding && this._hasBody) this._send(Buffer.from("0\r\n" + this._trailer + "\r\n", "latin1"), done);
    else this._send(Buffer.alloc(0), done);
    return this;
  }

  flushHeaders() {
    if (!this._header) this._implicitHeader();
    this._send(Buffer.alloc(0));
  }

  setTimeout(ms, cb) {
    if (cb) this.on("timeout", cb);
    if (this.socket) this.socket.setTimeout(ms);
    else this.once("socket", (s) => s.setTimeout(ms));
    return this;
  }

  destroy(err) {
    if (this.destroyed) return this;
    this.destroyed = true;
    if (this.socket) this.socket.destroy(err);
    else this.once("socket", (s) => s.destroy(err));
    return this;
  }
}

// ---- the connection --------------------------------------------------------------

const badRequest = "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n";
const requestTimeout = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";
const headersTooLarge = "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n";

function socketOnError(e) {
  this.removeListener("error", socketOnError);
  if (this.listenerCount("error") === 0) this.on("error", () => {});
  if (!this.server.emit("clientError", e, this)) {
    if (this.writable && (!this._httpMessage || !this._httpMessage._headerSent)) {
      this.write(e.code === "HPE_HEADER_OVERFLOW" ? headersTooLarge : e.code === "ERR_HTTP_REQUEST_TIMEOUT" ? requestTimeout : badRequest);
    }
    this.destroy(e);
  }
}

// connectionListener serves HTTP on socket, for server (http's and
// https's).
export function connectionListener(server, socket) {
  socket.server = server;
  if (server.timeout && typeof socket.setTimeout === "function") socket.setTimeout(server.timeout);
  const parser = new RequestParser(server.maxHeaderSize || undefined);
  socket.parser = parser;
  // start is when the message under way began (the connection, for the
  // first): headersTimeout and requestTimeout count from it while active.
  const state = { incoming: [], outgoing: [], keepAliveTimeoutSet: false, requestsCount: 0, req: null,
    start: performance.now(), active: true, headersDone: false };
  socket[kConnState] = state;
  server._conns.add(socket);
  const onTimeout = () => {
    const req = state.req;
    const reqTimeout = req && !req.complete && req.emit("timeout", socket);
    const res = socket._httpMessage;
    const resTimeout = res && res.emit("timeout", socket);
    const serverTimeout = server.emit("timeout", socket);
    if (!reqTimeout && !resTimeout && !serverTimeout) socket.destroy();
  };
  socket.on("timeout", onTimeout);
  let upgraded = false;
  parser.onHeadersComplete = (info) => {
    if (state.keepAliveTimeoutSet) { socket.setTimeout(server.timeout || 0); state.keepAliveTimeoutSet = false; }
    state.headersDone = true;
    const req = new server.IncomingMessageClass(socket);
    req.method = info.method;
    req.url = info.url;
    req.httpVersionMajor = info.versionMajor;
    req.httpVersionMinor = info.versionMinor;
    req.httpVersion = `${info.versionMajor}.${info.versionMinor}`;
    req.rawHeaders = info.headers;
    req.joinDuplicateHeaders = !!server.joinDuplicateHeaders;
    req.upgrade = info.upgrade;
    state.req = req;
    req._resume = () => { if (socket.isPaused() && !upgraded) socket.resume(); };
    if (info.upgrade) {
      const event = req.method === "CONNECT" ? "connect" : "upgrade";
      if (req.method !== "CONNECT" && server.listenerCount("upgrade") === 0) {
        req.upgrade = false;
      } else {
        upgraded = { event, req };
        return 2;
      }
    }
    onIncoming(server, socket, state, req, info.shouldKeepAlive);
    return 0;
  };
  parser.onBody = (chunk) => {
    const req = state.req;
    if (!req || req._dumped && req.readableFlowing === null) return;
    if (!req.push(Buffer.from(chunk))) { req._consuming = false; socket.pause(); }
  };
  parser.onTrailers = (trailers) => { if (state.req) state.req.rawTrailers = trailers; };
  parser.onMessageComplete = () => {
    const req = state.req;
    state.active = false;
    if (!req || upgraded) return;
    req.complete = true;
    req.push(null);
  };
  const ondata = (d) => {
    if (!state.active && parser.state === "START" && d.length) {
      state.active = true;
      state.headersDone = false;
      state.start = performance.now();
    }
    const ret = parser.execute(d);
    if (ret instanceof Error) {
      ret.bytesParsed = ret.at ?? 0;
      delete ret.at;
      ret.rawPacket = d;
      socket.removeListener("data", ondata);
      socketOnError.call(socket, ret);
      return;
    }
    if (upgraded) {
      const { event, req } = upgraded;
      socket.removeListener("data", ondata);
      socket.removeListener("end", onend);
      socket.removeListener("close", onclose);
      socket.removeListener("error", socketOnError);
      socket.removeListener("timeout", onTimeout);
      server._conns.delete(socket);
      socket.parser = null;
      // What comes next waits for the upgrade's own listener.
      socket.readableFlowing = null;
      if (server.listenerCount(event) > 0) server.emit(event, req, socket, Buffer.from(d.subarray(ret)));
      else socket.destroy();
    }
  };
  const onend = () => {
    if (parser.state === "ERROR") return;
    if (parser.state !== "START" && parser.state !== "UPGRADED") {
      socketOnError.call(socket, parseError("HPE_INVALID_EOF_STATE", "Invalid EOF state"));
      return;
    }
    if (!server.httpAllowHalfOpen) socket.end();
    else if (state.outgoing.length) state.outgoing[state.outgoing.length - 1]._last = true;
    else if (socket._httpMessage) socket._httpMessage._last = true;
    else socket.end();
  };
  const onclose = () => {
    server._conns.delete(socket);
    while (state.incoming.length) {
      const req = state.incoming.shift();
      if (!req.complete) req.destroy(nodeError("aborted", "ECONNRESET"));
    }
    while (state.outgoing.length) state.outgoing.shift().destroy(nodeError("aborted", "ECONNRESET"));
  };
  socket.on("data", ondata);
  socket.on("error", socketOnError);
  socket.on("end", onend);
  socket.on("close", onclose);
  socket.setEncoding = () => { throw nodeError("Changing the socket encoding is not allowed per RFC7230 Section 3.", "ERR_HTTP_SOCKET_ENCODING"); };
  if (socket.isPaused() && !server.pauseOnConnect) socket.resume();
}

function onIncoming(server, socket, state, req, keepAlive) {
  state.incoming.push(req);
  const res = new server.ServerResponseClass(req);
  res._keepAliveTimeout = server.keepAliveTimeout;
  res._maxRequestsPerSocket = server.maxRequestsPerSocket;
  res.shouldKeepAlive = keepAlive && res.shouldKeepAlive;
  if (socket._httpMessage) state.outgoing.push(res);
  else res.assignSocket(socket);
  res.on("finish", () => resOnFinish(req, res, socket, state, server));
  let handled = false;
  if (req.httpVersionMajor === 1 && req.httpVersionMinor === 1) {
    if (server.requireHostHeader && req.headers.host === undefined) {
      res.writeHead(400, ["Connection", "close"]);
      res.end();
      return;
    }
    if (server.maxRequestsPerSocket > 0) {
      state.requestsCount++;
      res.maxRequestsOnConnectionReached = server.maxRequestsPerSocket <= state.requestsCount;
      if (server.maxRequestsPerSocket < state.requestsCount) {
        handled = true;
        server.emit("dropRequest", req, socket);
        res.writeHead(503);
        res.end();
      }
    }
    if (!handled && req.headers.expect !== undefined) {
      handled = true;
      if (continueExpression.test(req.headers.expect)) {
        res._expect_continue = true;
        if (server.listenerCount("checkContinue") > 0) server.emit("checkContinue", req, res);
        else { res.writeContinue(); server.emit("request", req, res); }
      } else if (server.listenerCount("checkExpectation") > 0) {
        server.emit("checkExpectation", req, res);
      } else {
        res.writeHead(417);
        res.end();
      }
    }
  }
  if (!handled) server.emit("request", req, res);
}

function resOnFinish(req, res, socket, state, server) {
  if (state.incoming[0] === req) state.incoming.shift();
  if (!req._consuming && !req.readableEnded) req._dump();
  res.detachSocket(socket);
  proc().nextTick(() => res._emitClose());
  if (res._last) {
    socket.destroySoon();
  } else if (state.outgoing.length === 0) {
    if (server.keepAliveTimeout && typeof socket.setTimeout === "function") {
      socket.setTimeout(server.keepAliveTimeout);
      state.keepAliveTimeoutSet = true;
    }
  } else {
    const m = state.outgoing.shift();
    if (m) m.assignSocket(socket);
  }
}

const kConnState = Symbol("connState");
const kChecking = Symbol("connectionsChecking");

// checkConnections ends, with 408, the connections whose message under
// way has taken longer than headersTimeout (its head) or requestTimeout
// (all of it), as Node checks them every connectionsCheckingInterval.
function checkConnections(server) {
  const headersTimeout = Number.isFinite(server.headersTimeout) && server.headersTimeout >= 0 ? server.headersTimeout : 0;
  const requestTimeout = Number.isFinite(server.requestTimeout) && server.requestTimeout >= 0 ? server.requestTimeout : 0;
  if (headersTimeout === 0 && requestTimeout === 0) return;
  const now = performance.now();
  for (const socket of [...server._conns]) {
    const st = socket[kConnState];
    if (!st || !st.active) continue;
    const age = now - st.start;
    if ((headersTimeout > 0 && !st.headersDone && age > headersTimeout) || (requestTimeout > 0 && age > requestTimeout)) {
      st.active = false;
      socketOnError.call(socket, nodeError("Request timeout", "ERR_HTTP_REQUEST_TIMEOUT"));
    }
  }
}

// trackConnections starts the checks of a server that listens (and
// stops them when it closes).
export function trackConnections(server) {
  server.on("listening", () => {
    clearInterval(server[kChecking]);
    server[kChecking] = setInterval(() => checkConnections(server), server.connectionsCheckingInterval);
    server[kChecking].unref();
  });
  server.on("close", () => clearInterval(server[kChecking]));
}

// storeHTTPOptions keeps createServer's HTTP options on server.
export function storeHTTPOptions(server, options) {
  server.IncomingMessageClass = options.IncomingMessage || IncomingMessage;
  server.ServerResponseClass = options.ServerResponse || ServerResponse;
  const int = (name, v, min = 0) => {
    if (v === undefined) return undefined;
    if (typeof v !== "number") throw argType(`options.${name}`, "of type number", v);
    if (!Number.isInteger(v) || v < min) throw nodeError(`The value of "options.${name}" is out of range. It must be >= ${min} && <= ${Number.MAX_SAFE_INTEGER}. Received ${v}`, "ERR_OUT_OF_RANGE", RangeError);
    return v;
  };
  server.maxHeaderSize = int("maxHeaderSize", options.maxHeaderSize);
  server.insecureHTTPParser = options.insecureHTTPParser;
  server.requestTimeout = int("requestTimeout", options.requestTimeout) ?? 300000;
  server.headersTimeout = int("headersTimeout", options.headersTimeout) ?? Math.min(60000, server.requestTimeout);
  if (server.requestTimeout > 0 && server.headersTimeout > 0 && server.headersTimeout > server.requestTimeout) {
    throw nodeError(`The value of "headersTimeout" is out of range. It must be <= requestTimeout. Received ${server.headersTimeout}`, "ERR_OUT_OF_RANGE", RangeError);
  }
  server.keepAliveTimeout = int("keepAliveTimeout", options.keepAliveTimeout) ?? 5000;
  server.connectionsCheckingInterval = int("connectionsCheckingInterval", options.connectionsCheckingInterval) ?? 30000;
  server.requireHostHeader = options.requireHostHeader === undefined ? true : !!options.requireHostHeader;
  server.joinDuplicateHeaders = options.joinDuplicateHeaders;
  server.timeout = 0;
  server.maxHeadersCount = null;
  server.maxRequestsPerSocket = 0;
  server.httpAllowHalfOpen = false;
  server._conns = new Set();
}

// serverMethods are http.Server's own methods, shared by https.Server.
export const serverMethods = {
  setTimeout(msecs, callback) {
    this.timeout = msecs;
    if (callback) this.on("timeout", callback);
    return this;
  },
  closeAllConnections() {
    for (const s of [...this._conns]) s.destroy();
  },
  // closeIdleConnections closes the connections between two messages
  // (a keep-alive connection waiting for its next request); one that has
  // sent nothing yet is not idle, as in Node.
  closeIdleConnections() {
    for (const s of [...this._conns]) {
      const st = s[kConnState];
      if (!st || st.active || (s._httpMessage && !s._httpMessage.finished)) continue;
      s.destroy();
    }
  },
};

class Server extends net.Server {
  constructor(options, requestListener) {
    if (typeof options === "function") { requestListener = options; options = {}; }
    else if (options === undefined || options === null) options = {};
    else if (typeof options !== "object" || Array.isArray(options)) throw argType("options", "of type object", options);
    super({ allowHalfOpen: true, noDelay: options.noDelay ?? true, keepAlive: options.keepAlive,
      keepAliveInitialDelay: options.keepAliveInitialDelay, highWaterMark: options.highWaterMark });
    storeHTTPOptions(this, options);
    if (requestListener) this.on("request", requestListener);
    this.on("connection", (socket) => connectionListener(this, socket));
    trackConnections(this);
  }
  close(cb) {
    this.closeIdleConnections();
    return super.close(cb);
  }
}
Object.assign(Server.prototype, serverMethods);

const CallableServer = callable(Server), CallableResponse = callable(ServerResponse);
export { CallableServer as Server, CallableResponse as ServerResponse };
