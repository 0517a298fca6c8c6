var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// net/js/http.js
var http_exports = {};
__export(http_exports, {
  default: () => http_default
});
module.exports = __toCommonJS(http_exports);
var import_host3 = require("node:internal/host");

// net/js/_http.js
var import_node_buffer = require("node:buffer");
var import_node_events = __toESM(require("node:events"));
var import_node_stream = require("node:stream");
var import_node_net = __toESM(require("node:net"));

// net/js/_httpparser.js
var tchar = new Uint8Array(256);
for (const c of "!#$%&'*+-.^_`|~") tchar[c.charCodeAt(0)] = 1;
for (let c = 48; c <= 57; c++) tchar[c] = 1;
for (let c = 65; c <= 90; c++) {
  tchar[c] = 1;
  tchar[c + 32] = 1;
}
var kDefaultMaxHeaderSize = 16384;
function parseError(code, reason) {
  const e = new Error("Parse Error: " + reason);
  e.code = code;
  e.reason = reason;
  return e;
}
var HTTP = [72, 84, 84, 80, 47];
var ResponseParser = class {
  constructor(maxHeaderSize = kDefaultMaxHeaderSize) {
    this.maxHeaderSize = maxHeaderSize;
    this.onHeadersComplete = null;
    this.onBody = null;
    this.onTrailers = null;
    this.onMessageComplete = null;
    this.state = "START";
    this.line = "";
    this._reset();
  }
  _reset() {
    this.headSize = 0;
    this.info = null;
    this.headers = null;
    this.contentLength = -1;
    this.te = null;
    this.chunked = false;
    this.remaining = 0;
    this.connection = "";
    this.hasUpgrade = false;
  }
  execute(b) {
    let i = 0;
    const n = b.length;
    try {
      while (i < n) {
        switch (this.state) {
          case "START":
          case "HEAD":
          case "TRAILERS":
          case "CHUNK_SIZE": {
            if (this.state === "START" && !this.line && (b[i] === 13 || b[i] === 10)) {
              i++;
              continue;
            }
            let j = Uint8Array.prototype.indexOf.call(b, 10, i);
            if (j === -1) j = n;
            if (this.state === "CHUNK_SIZE") {
              if (this.line.length + j - i > 1024) throw parseError("HPE_INVALID_CHUNK_SIZE", "Chunk size overflow");
            } else {
              this.headSize += j - i + (j < n ? 1 : 0);
              if (this.headSize > this.maxHeaderSize) throw parseError("HPE_HEADER_OVERFLOW", "Header overflow");
            }
            if (this.state === "START" && !this.isRequest) {
              const at = this.line.length;
              for (let k = at; k < HTTP.length && i + k - at < j; k++) {
                if (b[i + k - at] !== HTTP[k]) throw parseError("HPE_INVALID_CONSTANT", "Expected HTTP/, RTSP/ or ICE/");
              }
            }
            if (j === n) {
              this.line += b.toString("latin1", i, n);
              return n;
            }
            const text = this.line + b.toString("latin1", i, j);
            this.line = "";
            i = j + 1;
            if (this._line(text) === 2) return i;
            break;
          }
          case "CHUNK_END":
            if (b[i] !== (this.line ? 10 : 13)) throw parseError("HPE_STRICT", "Expected LF after chunk data");
            if (this.line) {
              this.line = "";
              this.state = "CHUNK_SIZE";
            } else this.line = "\r";
            i++;
            break;
          case "BODY_LENGTH":
          case "CHUNK_DATA": {
            const take = Math.min(this.remaining, n - i);
            this.remaining -= take;
            const chunk = b.subarray(i, i + take);
            i += take;
            this.onBody(chunk);
            if (this.remaining === 0) {
              if (this.state === "CHUNK_DATA") this.state = "CHUNK_END";
              else this._complete();
            }
            break;
          }
          case "BODY_RAW":
            this.onBody(b.subarray(i));
            i = n;
            break;
          default:
            return i;
        }
      }
    } catch (e) {
      if (!e.code || !String(e.code).startsWith("HPE_")) throw e;
      this.state = "ERROR";
      return e;
    }
    return n;
  }
  // finish: the stream ended. A body read until the end is complete.
  finish() {
    if (this.state === "BODY_RAW") this._complete();
  }
  _line(text) {
    const crlf = text.endsWith("\r");
    const line = crlf ? text.slice(0, -1) : text;
    switch (this.state) {
      case "START":
        this._statusLine(line, crlf);
        return 0;
      case "HEAD":
        if (line === "") {
          if (!crlf) throw parseError("HPE_INVALID_HEADER_TOKEN", "Invalid header field char");
          return this._headersComplete();
        }
        this._header(line, crlf, this.headers);
        return 0;
      case "TRAILERS":
        if (line === "") {
          if (!crlf) throw parseError("HPE_INVALID_HEADER_TOKEN", "Invalid header field char");
          this.onTrailers(this.trailers);
          this._complete();
          return 0;
        }
        this._header(line, crlf, this.trailers);
        return 0;
      case "CHUNK_SIZE":
        return this._chunkSize(line, crlf);
    }
    return 0;
  }
  _statusLine(line, crlf) {
    const c = (k) => line.charCodeAt(k);
    const digit = (k) => c(k) >= 48 && c(k) <= 57;
    if (!digit(5)) throw parseError("HPE_INVALID_VERSION", "Invalid major version");
    if (line[6] !== ".") throw parseError("HPE_INVALID_VERSION", "Expected dot");
    if (!digit(7)) throw parseError("HPE_INVALID_VERSION", "Invalid minor version");
    const major = c(5) - 48, minor = c(7) - 48;
    if (!(major === 1 && minor <= 1 || major === 0 && minor === 9 || major === 2 && minor === 0)) {
      throw parseError("HPE_INVALID_VERSION", "Invalid HTTP version");
    }
    if (line[8] !== " ") throw parseError("HPE_INVALID_VERSION", "Expected space after version");
    if (!digit(9) || !digit(10) || !digit(11)) throw parseError("HPE_INVALID_STATUS", "Invalid status code");
    if (line.length > 12 && line[12] !== " ") throw parseError("HPE_INVALID_STATUS", "Invalid response status");
    if (!crlf) throw parseError("HPE_CR_EXPECTED", "Missing expected CR after response line");
    const reason = line.slice(13);
    if (reason.includes("\r")) throw parseError("HPE_LF_EXPECTED", "Missing expected LF after response line");
    this.info = {
      versionMajor: major,
      versionMinor: minor,
      statusCode: +line.slice(9, 12),
      statusMessage: reason,
      headers: [],
      upgrade: false,
      shouldKeepAlive: true
    };
    this.headers = this.info.headers;
    this.state = "HEAD";
  }
  _header(line, crlf, list) {
    const first = line.charCodeAt(0);
    if (first === 32 || first === 9) {
      if (!list.length) throw parseError("HPE_UNEXPECTED_SPACE", "Unexpected space after start line");
      throw parseError("HPE_INVALID_HEADER_TOKEN", "Unexpected whitespace after header value");
    }
    let k = 0;
    while (k < line.length && tchar[line.charCodeAt(k)]) k++;
    if (k === 0 || line[k] !== ":") throw parseError("HPE_INVALID_HEADER_TOKEN", "Invalid header token");
    const name = line.slice(0, k);
    let s = k + 1;
    while (line[s] === " " || line[s] === "	") s++;
    let e = line.length;
    for (let q = s; q < e; q++) {
      const ch = line.charCodeAt(q);
      if (ch === 13) throw parseError("HPE_LF_EXPECTED", "Missing expected LF after header value");
      if (ch < 32 && ch !== 9 || ch === 127 || ch > 255) throw parseError("HPE_INVALID_HEADER_TOKEN", "Invalid header value char");
    }
    if (!crlf) throw parseError("HPE_CR_EXPECTED", "Missing expected CR after header value");
    while (e > s && (line[e - 1] === " " || line[e - 1] === "	")) e--;
    const value = line.slice(s, e);
    if (list === this.headers) this._framing(name.toLowerCase(), value);
    list.push(name, value);
  }
  // _framing keeps what the headers say of the body and the connection.
  _framing(key, value) {
    switch (key) {
      case "content-length": {
        if (this.contentLength !== -1) throw parseError("HPE_UNEXPECTED_CONTENT_LENGTH", "Duplicate Content-Length");
        if (this.te !== null) throw parseError("HPE_INVALID_CONTENT_LENGTH", "Content-Length can't be present with Transfer-Encoding");
        if (value === "") throw parseError("HPE_INVALID_CONTENT_LENGTH", "Empty Content-Length");
        if (!/^[0-9]+$/.test(value)) throw parseError("HPE_INVALID_CONTENT_LENGTH", "Invalid character in Content-Length");
        const v = Number(value);
        if (!Number.isSafeInteger(v)) throw parseError("HPE_INVALID_CONTENT_LENGTH", "Content-Length overflow");
        this.contentLength = v;
        break;
      }
      case "transfer-encoding":
        if (this.contentLength !== -1) throw parseError("HPE_INVALID_TRANSFER_ENCODING", "Transfer-Encoding can't be present with Content-Length");
        this.te = value;
        this.chunked = /(?:^|,)[ \t]*chunked[ \t]*$/i.test(value);
        break;
      case "connection":
        this.connection += "," + value.toLowerCase();
        break;
      case "upgrade":
        this.hasUpgrade = true;
        break;
    }
  }
  _headersComplete() {
    const info = this.info;
    const status = info.statusCode;
    const conn = this.connection;
    info.upgrade = status === 101 || this.hasUpgrade && /(?:^|,)\s*upgrade\s*(?:,|$)/.test(conn);
    const noBody = status >= 100 && status < 200 || status === 204 || status === 304;
    const framed = noBody || this.chunked || this.contentLength !== -1;
    if (info.versionMajor === 1 && info.versionMinor === 1) info.shouldKeepAlive = !/(?:^|,)\s*close\s*(?:,|$)/.test(conn) && framed;
    else info.shouldKeepAlive = /(?:^|,)\s*keep-alive\s*(?:,|$)/.test(conn) && framed;
    const ret = this.onHeadersComplete(info);
    if (ret === 2) {
      this.state = "UPGRADED";
      return 2;
    }
    if (ret === 1 || noBody) {
      this._complete();
      return 0;
    }
    if (this.chunked) {
      this.state = "CHUNK_SIZE";
      return 0;
    }
    if (this.contentLength !== -1) {
      this.remaining = this.contentLength;
      if (this.remaining === 0) this._complete();
      else this.state = "BODY_LENGTH";
      return 0;
    }
    this.state = "BODY_RAW";
    return 0;
  }
  _chunkSize(line, crlf) {
    let k = 0;
    while (k < line.length && /[0-9a-fA-F]/.test(line[k])) k++;
    if (k === 0 || k < line.length && line[k] !== ";") throw parseError("HPE_INVALID_CHUNK_SIZE", "Invalid character in chunk size");
    if (k > 13) throw parseError("HPE_INVALID_CHUNK_SIZE", "Chunk size overflow");
    if (!crlf) throw parseError("HPE_CR_EXPECTED", "Missing expected CR after chunk size");
    const size = parseInt(line.slice(0, k), 16);
    if (size === 0) {
      this.trailers = [];
      this.state = "TRAILERS";
    } else {
      this.remaining = size;
      this.state = "CHUNK_DATA";
    }
    return 0;
  }
  _complete() {
    this._reset();
    this.state = "START";
    this.onMessageComplete();
  }
};

// net/js/_http.js
var import_netutil = require("node:internal/netutil");
var import_host = require("node:internal/host");
var { getContext, boundTo } = import_host.internal.asyncContext;
var METHODS = [
  "ACL",
  "BIND",
  "CHECKOUT",
  "CONNECT",
  "COPY",
  "DELETE",
  "GET",
  "HEAD",
  "LINK",
  "LOCK",
  "M-SEARCH",
  "MERGE",
  "MKACTIVITY",
  "MKCALENDAR",
  "MKCOL",
  "MOVE",
  "NOTIFY",
  "OPTIONS",
  "PATCH",
  "POST",
  "PROPFIND",
  "PROPPATCH",
  "PURGE",
  "PUT",
  "QUERY",
  "REBIND",
  "REPORT",
  "SEARCH",
  "SOURCE",
  "SUBSCRIBE",
  "TRACE",
  "UNBIND",
  "UNLINK",
  "UNLOCK",
  "UNSUBSCRIBE"
];
var STATUS_CODES = {
  100: "Continue",
  101: "Switching Protocols",
  102: "Processing",
  103: "Early Hints",
  200: "OK",
  201: "Created",
  202: "Accepted",
  203: "Non-Authoritative Information",
  204: "No Content",
  205: "Reset Content",
  206: "Partial Content",
  207: "Multi-Status",
  208: "Already Reported",
  226: "IM Used",
  300: "Multiple Choices",
  301: "Moved Permanently",
  302: "Found",
  303: "See Other",
  304: "Not Modified",
  305: "Use Proxy",
  307: "Temporary Redirect",
  308: "Permanent Redirect",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  407: "Proxy Authentication Required",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  411: "Length Required",
  412: "Precondition Failed",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  417: "Expectation Failed",
  418: "I'm a Teapot",
  421: "Misdirected Request",
  422: "Unprocessable Entity",
  423: "Locked",
  424: "Failed Dependency",
  425: "Too Early",
  426: "Upgrade Required",
  428: "Precondition Required",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  505: "HTTP Version Not Supported",
  506: "Variant Also Negotiates",
  507: "Insufficient Storage",
  508: "Loop Detected",
  509: "Bandwidth Limit Exceeded",
  510: "Not Extended",
  511: "Network Authentication Required"
};
var token = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;
function validateHeaderName(name, label = "Header name") {
  if (typeof name !== "string" || !name || !token.test(name)) {
    throw (0, import_netutil.nodeError)(`${label} must be a valid HTTP token ["${name}"]`, "ERR_INVALID_HTTP_TOKEN", TypeError);
  }
}
function validateHeaderValue(name, value) {
  if (value === void 0) throw (0, import_netutil.nodeError)(`Invalid value "${value}" for header "${name}"`, "ERR_HTTP_INVALID_HEADER_VALUE", TypeError);
  const check = (v) => {
    if (/[^\t\x20-\x7e\x80-\xff]/.test(String(v))) throw (0, import_netutil.nodeError)(`Invalid character in header content ["${name}"]`, "ERR_INVALID_CHAR", TypeError);
  };
  if (Array.isArray(value)) value.forEach(check);
  else check(value);
}
var dropDuplicate = /* @__PURE__ */ new Set([
  "content-type",
  "content-length",
  "user-agent",
  "referer",
  "host",
  "authorization",
  "proxy-authorization",
  "if-modified-since",
  "if-unmodified-since",
  "from",
  "location",
  "max-forwards",
  "retry-after",
  "etag",
  "last-modified",
  "server",
  "age",
  "expires"
]);
function addHeader(dst, name, value, join) {
  const k = name.toLowerCase();
  if (!Object.hasOwn(dst, k)) {
    dst[k] = k === "set-cookie" ? [value] : value;
    return;
  }
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
var IncomingMessage = class extends import_node_stream.Readable {
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
  get connection() {
    return this.socket;
  }
  get headers() {
    return this._headers ??= headersOf(this.rawHeaders, this.joinDuplicateHeaders);
  }
  set headers(v) {
    this._headers = v;
  }
  get headersDistinct() {
    return distinctOf(this.rawHeaders);
  }
  get trailers() {
    return this._trailers ??= headersOf(this.rawTrailers, this.joinDuplicateHeaders);
  }
  set trailers(v) {
    this._trailers = v;
  }
  get trailersDistinct() {
    return distinctOf(this.rawTrailers);
  }
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
    if (!this._dumped) {
      this._dumped = true;
      this.removeAllListeners("data");
      this.resume();
    }
  }
  _destroy(err, cb) {
    if (!this.readableEnded || !this.complete) {
      this.aborted = true;
      this.emit("aborted");
    }
    if (this.socket && !this.complete && !this.socket.destroyed) this.socket.destroy(err);
    cb(this.listenerCount("error") === 0 ? void 0 : err);
  }
};
var kHeaders = /* @__PURE__ */ Symbol("headers");
var kBody = /* @__PURE__ */ new Set(["GET", "HEAD", "DELETE", "OPTIONS", "TRACE", "CONNECT"]);
var OutgoingMessage = class extends import_node_stream.Stream {
  constructor() {
    super();
    this[kHeaders] = /* @__PURE__ */ new Map();
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
  get connection() {
    return this.socket;
  }
  get headersSent() {
    return !!this._header;
  }
  get writableLength() {
    return 0;
  }
  get writableHighWaterMark() {
    return this.socket ? this.socket.writableHighWaterMark : 16384;
  }
  get writableCorked() {
    return 0;
  }
  get writableObjectMode() {
    return false;
  }
  get writableNeedDrain() {
    return !!this._needDrain;
  }
  setHeader(name, value) {
    if (this._header) throw (0, import_netutil.nodeError)("Cannot set headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
    validateHeaderName(name);
    validateHeaderValue(name, value);
    this[kHeaders].set(name.toLowerCase(), [name, value]);
    return this;
  }
  setHeaders(headers) {
    for (const [k, v] of headers instanceof Map || headers && typeof headers.entries === "function" && !Array.isArray(headers) ? headers.entries() : Object.entries(headers)) this.setHeader(k, v);
    return this;
  }
  appendHeader(name, value) {
    if (this._header) throw (0, import_netutil.nodeError)("Cannot append headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
    validateHeaderName(name);
    validateHeaderValue(name, value);
    const k = name.toLowerCase();
    const old = this[kHeaders].get(k);
    if (!old) this[kHeaders].set(k, [name, value]);
    else this[kHeaders].set(k, [old[0], [].concat(old[1], value)]);
    return this;
  }
  getHeader(name) {
    if (typeof name !== "string") throw (0, import_netutil.argType)("name", "string", name);
    const e = this[kHeaders].get(name.toLowerCase());
    return e && e[1];
  }
  getHeaders() {
    const o = /* @__PURE__ */ Object.create(null);
    for (const [k, [, v]] of this[kHeaders]) o[k] = v;
    return o;
  }
  getHeaderNames() {
    return [...this[kHeaders].keys()];
  }
  getRawHeaderNames() {
    return [...this[kHeaders].values()].map(([n]) => n);
  }
  hasHeader(name) {
    return this[kHeaders].has(String(name).toLowerCase());
  }
  removeHeader(name) {
    if (this._header) throw (0, import_netutil.nodeError)("Cannot remove headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
    this[kHeaders].delete(String(name).toLowerCase());
  }
  cork() {
  }
  uncork() {
  }
  flushHeaders() {
    if (!this._header) this._implicitHeader();
    this._flush();
  }
};
function basicAuth(auth) {
  return "Basic " + import_node_buffer.Buffer.from(auth).toString("base64");
}
function hostHeader(host, port, defaultPort) {
  let h = host;
  if ((0, import_netutil.isIP)(h) === 6) h = "[" + h + "]";
  return port && +port !== +defaultPort ? h + ":" + port : h;
}
function urlToHttpOptions(url) {
  const o = {
    protocol: url.protocol,
    hostname: typeof url.hostname === "string" && url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname,
    hash: url.hash,
    search: url.search,
    pathname: url.pathname,
    path: `${url.pathname || ""}${url.search || ""}`,
    href: url.href
  };
  if (url.port !== "") o.port = Number(url.port);
  if (url.username || url.password) o.auth = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return o;
}
function parseInput(input) {
  if (typeof input === "string") {
    let u;
    try {
      u = new URL(input);
    } catch {
      const e = (0, import_netutil.nodeError)("Invalid URL", "ERR_INVALID_URL", TypeError);
      e.input = input;
      throw e;
    }
    return urlToHttpOptions(u);
  }
  if (input instanceof URL || input && typeof input === "object" && typeof input.href === "string" && typeof input.searchParams === "object") return urlToHttpOptions(input);
  return null;
}
var ClientRequest = class extends OutgoingMessage {
  constructor(input, options, cb, defaults2) {
    super();
    let opts = parseInput(input);
    if (opts === null) {
      if (typeof input === "function") {
        cb = input;
        opts = {};
      } else {
        opts = input && typeof input === "object" ? { ...input } : {};
      }
    }
    if (typeof options === "function") cb = options;
    else if (options && typeof options === "object") opts = { ...opts, ...options };
    let agent = opts.agent;
    const defaultAgent = opts._defaultAgent || defaults2.globalAgent;
    if (agent === false) agent = new defaults2.Agent();
    else if (agent === void 0 || agent === null) agent = typeof opts.createConnection !== "function" ? defaultAgent : void 0;
    else if (typeof agent.addRequest !== "function") throw (0, import_netutil.argType)("options.agent", ["Agent-like Object", "undefined", "false"], agent);
    this.agent = agent;
    const protocol = opts.protocol || defaultAgent.protocol;
    let expected = defaultAgent.protocol;
    if (this.agent && this.agent.protocol) expected = this.agent.protocol;
    if (protocol !== expected) throw (0, import_netutil.nodeError)(`Protocol "${protocol}" not supported. Expected "${expected}"`, "ERR_INVALID_PROTOCOL", TypeError);
    const defaultPort = opts.defaultPort || this.agent && this.agent.defaultPort || defaultAgent.defaultPort;
    const port = opts.port = opts.port || defaultPort || 80;
    const host = opts.host = opts.hostname || opts.host || "localhost";
    const setHost = opts.setHost === void 0 ? true : !!opts.setHost;
    if (opts.timeout !== void 0) this.timeout = Number(opts.timeout);
    const maxHeaderSize = opts.maxHeaderSize;
    if (maxHeaderSize !== void 0) {
      if (typeof maxHeaderSize !== "number") throw (0, import_netutil.argType)("options.maxHeaderSize", "of type number", maxHeaderSize);
      if (!Number.isInteger(maxHeaderSize) || maxHeaderSize < 0 || maxHeaderSize > Number.MAX_SAFE_INTEGER) {
        throw (0, import_netutil.nodeError)(`The value of "options.maxHeaderSize" is out of range. It must be >= 0 && <= ${Number.MAX_SAFE_INTEGER}. Received ${maxHeaderSize}`, "ERR_OUT_OF_RANGE", RangeError);
      }
    }
    this.maxHeaderSize = maxHeaderSize ?? kDefaultMaxHeaderSize;
    if (opts.insecureHTTPParser !== void 0 && typeof opts.insecureHTTPParser !== "boolean") {
      throw (0, import_netutil.argType)("options.insecureHTTPParser", "of type boolean", opts.insecureHTTPParser);
    }
    this.insecureHTTPParser = opts.insecureHTTPParser;
    const method = opts.method === void 0 || opts.method === null ? "GET" : opts.method;
    if (typeof method !== "string") throw (0, import_netutil.argType)("options.method", "string", method);
    validateHeaderName(method, "Method");
    this.method = method.toUpperCase();
    const path = opts.path === void 0 || opts.path === null ? "/" : String(opts.path);
    if (/[\u0000-\u0020]/.test(path)) throw (0, import_netutil.nodeError)("Request path contains unescaped characters", "ERR_UNESCAPED_CHARACTERS", TypeError);
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
    this[kContext] = getContext();
    this._queue = [];
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
      else {
        signal.addEventListener("abort", onAbort, { once: true });
        this.once("close", () => signal.removeEventListener("abort", onAbort));
      }
    }
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
        if (err) {
          queueMicrotask(() => this._fail(err));
          return;
        }
        this.onSocket(socket);
      };
      const s = opts.createConnection(connOpts, oncreate);
      if (s) oncreate(null, s);
    }
  }
  // _headerText builds the request's head.
  _headerText() {
    const lines = [`${this.method} ${this.path} HTTP/1.1\r
`];
    let hasCL = false, hasTE = false, hasConn = false;
    for (const [k, [name, value]] of this[kHeaders]) {
      if (k === "content-length") hasCL = true;
      else if (k === "transfer-encoding") {
        hasTE = true;
        if (/(^|,)\s*chunked\s*$/i.test(String(value))) this.chunkedEncoding = true;
      } else if (k === "connection") {
        hasConn = true;
        if (/close/i.test(String(value))) this.shouldKeepAlive = false;
      }
      for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}\r
`);
    }
    if (!hasConn) {
      const keepAlive = this.shouldKeepAlive && (hasCL || this.useChunkedEncodingByDefault || this.agent);
      lines.push(keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n");
      if (!keepAlive) this.shouldKeepAlive = false;
    }
    if (!hasCL && !hasTE) {
      if (!this.useChunkedEncodingByDefault) {
      } else if (typeof this._contentLength === "number") lines.push(`Content-Length: ${this._contentLength}\r
`);
      else {
        lines.push("Transfer-Encoding: chunked\r\n");
        this.chunkedEncoding = true;
      }
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
      head = /^[\x00-\x7f]*$/.test(this._header) ? this._header : import_node_buffer.Buffer.from(this._header, "latin1");
    }
    const items = this._queue;
    this._queue = [];
    const out = [];
    if (head) out.push([head, []]);
    for (const [data, cb] of items) {
      const b = typeof data === "string" ? import_node_buffer.Buffer.from(data) : data;
      if (b.length === 0 && out.length) {
        if (cb) out[out.length - 1][1].push(cb);
        continue;
      }
      if (out.length === 1 && head && out[0][0] === head) out[0][0] = import_node_buffer.Buffer.concat([typeof head === "string" ? import_node_buffer.Buffer.from(head, "latin1") : head, b]);
      else out.push([b, []]);
      if (cb) out[out.length - 1][1].push(cb);
    }
    for (const [b, cbs] of out) {
      ok = this.socket.write(b, cbs.length ? (err) => {
        for (const cb of cbs) cb(err);
      } : void 0);
    }
    return ok;
  }
  write(chunk, encoding, cb) {
    if (typeof encoding === "function") {
      cb = encoding;
      encoding = void 0;
    }
    if (this._ended) {
      const e = (0, import_netutil.nodeError)("write after end", "ERR_STREAM_WRITE_AFTER_END");
      queueMicrotask(() => {
        if (cb) cb(e);
        this.emit("error", e);
      });
      return false;
    }
    if (this.destroyed) {
      const e = (0, import_netutil.nodeError)("Cannot call write after a stream was destroyed", "ERR_STREAM_DESTROYED");
      queueMicrotask(() => cb && cb(e));
      return false;
    }
    if (chunk === null) throw (0, import_netutil.nodeError)("May not write null values to stream", "ERR_STREAM_NULL_VALUES", TypeError);
    if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) throw (0, import_netutil.argType)("chunk", ["string", "Buffer", "Uint8Array"], chunk);
    if (!this._header) this._implicitHeader();
    const len = typeof chunk === "string" ? import_node_buffer.Buffer.byteLength(chunk, encoding) : chunk.length;
    if (len === 0) {
      if (cb) queueMicrotask(cb);
      return true;
    }
    if (!this.useChunkedEncodingByDefault && !this.chunkedEncoding && !this.hasHeader("content-length") && this._headRequest) return true;
    const body = typeof chunk === "string" ? import_node_buffer.Buffer.from(chunk, encoding) : chunk;
    const ok = this.chunkedEncoding ? this._send(import_node_buffer.Buffer.concat([import_node_buffer.Buffer.from(len.toString(16) + "\r\n"), body, import_node_buffer.Buffer.from("\r\n")]), cb) : this._send(body, cb);
    this._flush();
    if (!ok) {
      this._needDrain = true;
      if (this.socket) this.socket.once("drain", () => {
        if (this._needDrain) {
          this._needDrain = false;
          this.emit("drain");
        }
      });
    }
    return ok;
  }
  end(chunk, encoding, cb) {
    if (typeof chunk === "function") {
      cb = chunk;
      chunk = void 0;
    } else if (typeof encoding === "function") {
      cb = encoding;
      encoding = void 0;
    }
    if (this._ended) {
      if (cb) queueMicrotask(cb);
      return this;
    }
    if (chunk !== void 0 && chunk !== null && !this._header) {
      this._contentLength = typeof chunk === "string" ? import_node_buffer.Buffer.byteLength(chunk, encoding) : chunk.length;
    } else if (!this._header) {
      this._contentLength = 0;
    }
    if (chunk !== void 0 && chunk !== null) this.write(chunk, encoding);
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
    if (err && !this._errored) {
      this._errored = true;
      this.emit("error", err);
    } else if (!err && !quiet && !this._errored && !this.res) {
      this._errored = true;
      this.emit("error", hangUp());
    }
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
  setNoDelay(v) {
    if (this.socket) this.socket.setNoDelay(v);
    else this.once("socket", (s) => s.setNoDelay(v));
  }
  setSocketKeepAlive(enable, delay) {
    if (this.socket) this.socket.setKeepAlive(enable, delay);
    else this.once("socket", (s) => s.setKeepAlive(enable, delay));
  }
  // onSocket gives the request its socket (from the agent, or
  // createConnection): the response is read from it from now on.
  onSocket(socket, err) {
    queueMicrotask(() => {
      if (err) {
        this._fail(err);
        return;
      }
      if (this.destroyed) {
        if (this.agent) socket.emit("free");
        this._close();
        return;
      }
      this.socket = socket;
      attachResponse(this, socket);
      this.emit("socket", socket);
      if (this.timeout !== void 0) socket.setTimeout(this.timeout);
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
      const res = this.res;
      socket.once("close", () => socket[kEndedByClose] && !res._closeEmitted ? res.once("close", () => this._close()) : this._close());
      socket.destroySoon();
    }
  }
};
function hangUp() {
  return (0, import_netutil.nodeError)("socket hang up", "ECONNRESET");
}
var kState = /* @__PURE__ */ Symbol("httpState");
var kContext = /* @__PURE__ */ Symbol("asyncContext");
var kEndedByClose = /* @__PURE__ */ Symbol("endedByClose");
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
      req.emit("information", {
        statusCode: info.statusCode,
        statusMessage: info.statusMessage,
        httpVersion: `${info.versionMajor}.${info.versionMinor}`,
        httpVersionMajor: info.versionMajor,
        httpVersionMinor: info.versionMinor,
        headers: headersOf(info.headers),
        rawHeaders: info.headers
      });
      st.informational = true;
      return 0;
    }
    st.informational = false;
    res = new IncomingMessage(socket);
    res.once("close", () => {
      res._closeEmitted = true;
    });
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
    res._resume = () => {
      if (socket.isPaused()) socket.resume();
    };
    if (info.upgrade && (req.method === "CONNECT" || info.statusCode === 101)) {
      st.upgrade = true;
      res.upgrade = true;
      return 2;
    }
    if (req.method === "CONNECT" && info.statusCode >= 200 && info.statusCode < 300) {
      st.upgrade = true;
      return 2;
    }
    res.on("end", () => {
      if (!res.complete) return;
      req._maybeRelease();
    });
    const had = req.emit("response", res);
    if (!had) res._dump();
    return req.method === "HEAD" ? 1 : 0;
  };
  parser.onBody = (chunk) => {
    if (!res || res._dumped && res.readableFlowing === null) return;
    if (!res.push(import_node_buffer.Buffer.from(chunk))) {
      res._consuming = false;
      socket.pause();
    }
  };
  parser.onTrailers = (trailers) => {
    if (res) res.rawTrailers = trailers;
  };
  parser.onMessageComplete = () => {
    if (st.informational) {
      st.informational = false;
      return;
    }
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
        req.emit(event, res, socket, import_node_buffer.Buffer.from(head));
        req._close();
      } else {
        socket.destroy();
      }
    }
  };
  st.onend = () => {
    if (parser.state === "BODY_RAW") {
      socket[kEndedByClose] = true;
      parser.finish();
    }
    if (!res && !req._errored) {
      req._errored = true;
      req.emit("error", hangUp());
    }
    socket.destroy();
  };
  st.onclose = () => {
    detachResponse(socket);
    if (!res) {
      if (!req._errored && !req.aborted) {
        req._errored = true;
        req.emit("error", req._destroyErr || hangUp());
      } else if (req._destroyErr && !req._errored) {
        req._errored = true;
        req.emit("error", req._destroyErr);
      }
    } else if (!res.complete && !res.destroyed) {
      res.destroy((0, import_netutil.nodeError)("aborted", "ECONNRESET"));
    }
    if (res && !res.destroyed && !res.readableEnded) res.once(socket[kEndedByClose] ? "close" : "end", () => req._close());
    else req._close();
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
var Agent = class extends import_node_events.default {
  constructor(options = {}) {
    super();
    this.defaultPort = 80;
    this.protocol = "http:";
    this.options = { __proto__: null, ...options };
    if (this.options.noDelay === void 0) this.options.noDelay = true;
    this.options.path = null;
    this.requests = /* @__PURE__ */ Object.create(null);
    this.sockets = /* @__PURE__ */ Object.create(null);
    this.freeSockets = /* @__PURE__ */ Object.create(null);
    this.keepAliveMsecs = options.keepAliveMsecs || 1e3;
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
    return import_node_net.default.createConnection(options, cb ? () => {
    } : void 0);
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
      this.createSocket(req, options, (err, socket) => err ? req.onSocket(null, err) : req.onSocket(socket));
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
    const oncreate = (err, s2) => {
      if (called) return;
      called = true;
      if (err) {
        cb(err);
        return;
      }
      (this.sockets[name] ??= []).push(s2);
      this.totalSocketCount++;
      this._install(s2, options, name);
      cb(null, s2);
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
      if (free && free.includes(s)) {
        s.destroy();
        this.removeSocket(s, options);
      }
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
    this.createSocket(req, options, (err, socket) => err ? req.onSocket(null, err) : req.onSocket(socket));
  }
  _free(socket) {
    const name = socket._agentName;
    if (!name) {
      socket.destroy();
      return;
    }
    const active = this.sockets[name];
    if (active) {
      const i = active.indexOf(socket);
      if (i >= 0) active.splice(i, 1);
      if (!active.length) delete this.sockets[name];
    }
    if (socket.destroyed) {
      this.totalSocketCount--;
      this._next(name, socket._agentOptions);
      return;
    }
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
    if (t !== void 0 && socket.timeout !== t) socket.setTimeout(t);
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
};
function calculateServerName(options, req) {
  let servername = options.host || "";
  const hostHeader2 = req && req.getHeader && req.getHeader("host");
  if (hostHeader2) {
    const h = String(hostHeader2);
    servername = h.startsWith("[") ? h.slice(1, h.indexOf("]")) : h.split(":")[0];
  }
  return (0, import_netutil.isIP)(servername) ? "" : servername;
}
function client(defaults2) {
  const request2 = (input, options, cb) => new ClientRequest(input, options, cb, defaults2);
  const get2 = (input, options, cb) => {
    const req = request2(input, options, cb);
    req.end();
    return req;
  };
  return { request: request2, get: get2 };
}

// net/js/_httpserver.js
var import_node_buffer2 = require("node:buffer");
var import_node_net2 = __toESM(require("node:net"));
var import_netutil2 = require("node:internal/netutil");
var import_host2 = require("node:internal/host");
var methods = new Set(METHODS);
var llhttpMethods = [
  ...METHODS,
  "PRI",
  "DESCRIBE",
  "ANNOUNCE",
  "SETUP",
  "PLAY",
  "PAUSE",
  "TEARDOWN",
  "GET_PARAMETER",
  "SET_PARAMETER",
  "REDIRECT",
  "RECORD",
  "FLUSH"
];
var tchar2 = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
var RequestParser = class extends ResponseParser {
  constructor(maxHeaderSize) {
    super(maxHeaderSize);
    this.isRequest = true;
  }
  _statusLine(line, crlf) {
    const sp = line.indexOf(" ");
    const method = sp > 0 ? line.slice(0, sp) : line;
    if (!tchar2.test(method) || !methods.has(method)) {
      const e = parseError("HPE_INVALID_METHOD", "Invalid method encountered");
      let n = 0;
      while (n < line.length && llhttpMethods.some((m2) => m2.startsWith(line.slice(0, n + 1)))) n++;
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
    if (!(major === 1 && minor <= 1 || major === 0 && minor === 9)) throw parseError("HPE_INVALID_VERSION", "Invalid HTTP version");
    if (!crlf) throw parseError("HPE_CR_EXPECTED", "Missing expected CR after request line");
    this.info = { method, url, versionMajor: major, versionMinor: minor, headers: [], upgrade: false, shouldKeepAlive: true };
    this.headers = this.info.headers;
    this.state = "HEAD";
  }
  _headersComplete() {
    const info = this.info;
    const conn = this.connection;
    info.upgrade = info.method === "CONNECT" || this.hasUpgrade && /(?:^|,)\s*upgrade\s*(?:,|$)/.test(conn);
    if (info.versionMajor === 1 && info.versionMinor === 1) info.shouldKeepAlive = !/(?:^|,)\s*close\s*(?:,|$)/.test(conn);
    else info.shouldKeepAlive = /(?:^|,)\s*keep-alive\s*(?:,|$)/.test(conn);
    if (this.te !== null && !this.chunked) throw parseError("HPE_INVALID_TRANSFER_ENCODING", "Request has invalid `Transfer-Encoding`");
    const ret = this.onHeadersComplete(info);
    if (ret === 2 || info.method === "CONNECT") {
      this.state = "UPGRADED";
      this.onMessageComplete();
      return 2;
    }
    if (this.chunked) {
      this.state = "CHUNK_SIZE";
      return 0;
    }
    if (this.contentLength > 0) {
      this.remaining = this.contentLength;
      this.state = "BODY_LENGTH";
      return 0;
    }
    this._complete();
    return info.upgrade ? 2 : 0;
  }
};
var chunkExpression = /(?:^|\W)chunked(?:$|\W)/i;
var continueExpression = /(?:^|\W)100-continue(?:$|\W)/i;
var dateText = "";
var dateSecond = -1;
function utcDate() {
  const now = Date.now(), second = Math.floor(now / 1e3);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(now).toUTCString();
  }
  return dateText;
}
var ServerResponse = class extends OutgoingMessage {
  constructor(req, options) {
    super(options);
    this.req = req;
    this.statusCode = 200;
    this.statusMessage = void 0;
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
  get writableLength() {
    return this._queue.reduce((n, [d]) => n + d.length, 0);
  }
  assignSocket(socket) {
    if (socket._httpMessage) throw (0, import_netutil2.nodeError)("Socket already assigned", "ERR_HTTP_SOCKET_ASSIGNED");
    socket._httpMessage = this;
    this._onSocketClose = () => {
      if (socket._httpMessage === this) this._emitClose();
    };
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
    if (this._header) throw (0, import_netutil2.nodeError)("Cannot write headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
    const original = statusCode;
    statusCode |= 0;
    if (statusCode < 100 || statusCode > 999) throw (0, import_netutil2.nodeError)(`Invalid status code: ${original}`, "ERR_HTTP_INVALID_STATUS_CODE", RangeError);
    if (typeof reason === "string") this.statusMessage = reason;
    else {
      if (!this.statusMessage) this.statusMessage = STATUS_CODES[statusCode] || "unknown";
      obj = obj ?? reason;
    }
    this.statusCode = statusCode;
    let list;
    if (this.getHeaderNames().length > 0 || !obj) {
      if (Array.isArray(obj)) {
        if (obj.length % 2 !== 0) throw (0, import_netutil2.nodeError)(`The argument 'headers' is invalid. Received ${JSON.stringify(obj)}`, "ERR_INVALID_ARG_VALUE", TypeError);
        for (let n = 0; n < obj.length; n += 2) this.removeHeader(obj[n]);
        for (let n = 0; n < obj.length; n += 2) if (obj[n]) this.appendHeader(obj[n], obj[n + 1]);
      } else if (obj) {
        for (const k of Object.keys(obj)) if (k) this.setHeader(k, obj[k]);
      }
      list = this.getRawHeaderNames().map((n) => [n, this.getHeader(n)]);
    } else if (Array.isArray(obj)) {
      if (obj.length && Array.isArray(obj[0])) list = obj.map(([k, v]) => [k, v]);
      else {
        if (obj.length % 2 !== 0) throw (0, import_netutil2.nodeError)(`The argument 'headers' is invalid. Received ${JSON.stringify(obj)}`, "ERR_INVALID_ARG_VALUE", TypeError);
        list = [];
        for (let n = 0; n < obj.length; n += 2) list.push([obj[n], obj[n + 1]]);
      }
      for (const [k, v] of list) {
        validateHeaderName(k);
        validateHeaderValue(k, v);
      }
    } else {
      list = Object.keys(obj).map((k) => [k, obj[k]]);
      for (const [k, v] of list) {
        validateHeaderName(k);
        validateHeaderValue(k, v);
      }
    }
    if (/[^\t\x20-\x7e\x80-\xff]/.test(this.statusMessage)) throw (0, import_netutil2.nodeError)("Invalid character in statusMessage", "ERR_INVALID_CHAR", TypeError);
    if (statusCode === 204 || statusCode === 304 || statusCode >= 100 && statusCode <= 199) this._hasBody = false;
    if (this._expect_continue && !this._sent100) this.shouldKeepAlive = false;
    this._storeHeader(`HTTP/1.1 ${statusCode} ${this.statusMessage}\r
`, list);
    return this;
  }
  // _storeHeader makes the head, with the headers Node adds: Date,
  // Connection (and Keep-Alive), Content-Length or Transfer-Encoding.
  _storeHeader(firstLine, list) {
    let head = firstLine;
    const seen = { date: false, connection: false, contLen: false, te: false, trailer: false };
    for (const [name, value] of list) {
      const k = String(name).toLowerCase();
      for (const v of Array.isArray(value) ? value : [value]) head += `${name}: ${v}\r
`;
      if (k === "date") seen.date = true;
      else if (k === "connection") {
        seen.connection = true;
        if (/(?:^|,)\s*close\s*(?:,|$)/i.test(String(value))) this._last = true;
        else this.shouldKeepAlive = true;
      } else if (k === "content-length") seen.contLen = true;
      else if (k === "transfer-encoding") {
        seen.te = true;
        if (chunkExpression.test(String(value))) this.chunkedEncoding = true;
      } else if (k === "trailer") seen.trailer = true;
    }
    if (this.sendDate && !seen.date) head += `Date: ${utcDate()}\r
`;
    if (!seen.connection) {
      const keepAlive = this.shouldKeepAlive && (seen.contLen || this.useChunkedEncodingByDefault);
      if (keepAlive && this.maxRequestsOnConnectionReached) {
        head += "Connection: close\r\n";
        this._last = true;
      } else if (keepAlive) {
        head += "Connection: keep-alive\r\n";
        if (this._keepAliveTimeout && this._defaultKeepAlive !== false) {
          const max = ~~this._maxRequestsPerSocket > 0 ? `, max=${this._maxRequestsPerSocket}` : "";
          head += `Keep-Alive: timeout=${Math.floor(this._keepAliveTimeout / 1e3)}${max}\r
`;
        }
      } else {
        this._last = true;
        head += "Connection: close\r\n";
      }
    }
    if (!seen.contLen && !seen.te) {
      if (!this._hasBody) this.chunkedEncoding = false;
      else if (!this.useChunkedEncodingByDefault) this._last = true;
      else if (!seen.trailer && typeof this._contentLength === "number") head += `Content-Length: ${this._contentLength}\r
`;
      else {
        head += "Transfer-Encoding: chunked\r\n";
        this.chunkedEncoding = true;
      }
    }
    if (!this.chunkedEncoding && seen.trailer) throw (0, import_netutil2.nodeError)("Trailers are invalid with this transfer encoding", "ERR_HTTP_TRAILER_INVALID");
    this._header = head + "\r\n";
    this._headerSent = false;
  }
  _implicitHeader() {
    this.writeHead(this.statusCode);
  }
  writeContinue(cb) {
    this._writeRaw(`HTTP/1.1 100 ${STATUS_CODES[100]}\r
\r
`, cb);
    this._sent100 = true;
  }
  writeProcessing(cb) {
    this._writeRaw(`HTTP/1.1 102 ${STATUS_CODES[102]}\r
\r
`, cb);
  }
  writeEarlyHints(hints, cb) {
    if (hints === null || typeof hints !== "object") throw (0, import_netutil2.argType)("hints", "of type object", hints);
    if (!hints.link) return;
    let head = `HTTP/1.1 103 ${STATUS_CODES[103]}\r
Link: ${[].concat(hints.link).join(", ")}\r
`;
    for (const k of Object.keys(hints)) if (k !== "link") head += `${k}: ${hints[k]}\r
`;
    this._writeRaw(head + "\r\n", cb);
  }
  // _writeRaw writes bytes ahead of the response (an informational head).
  _writeRaw(data, cb) {
    if (this.socket && !this.socket.destroyed) this.socket.write(data, cb);
    else this._queue.unshift([import_node_buffer2.Buffer.from(data, "latin1"), cb]);
  }
  _send(data, cb) {
    if (this._header && !this._headerSent) {
      this._headerSent = true;
      const head = import_node_buffer2.Buffer.from(this._header, "latin1");
      data = data.length ? import_node_buffer2.Buffer.concat([head, data]) : head;
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
    if (typeof encoding === "function") {
      cb = encoding;
      encoding = void 0;
    }
    if (this.writableEnded) {
      const e = (0, import_netutil2.nodeError)("write after end", "ERR_STREAM_WRITE_AFTER_END");
      (0, import_host2.proc)().nextTick(() => {
        if (cb) cb(e);
        if (!this.destroyed) this.emit("error", e);
      });
      return true;
    }
    if (this.destroyed) {
      const e = (0, import_netutil2.nodeError)("Cannot call write after a stream was destroyed", "ERR_STREAM_DESTROYED");
      if (cb) (0, import_host2.proc)().nextTick(cb, e);
      return false;
    }
    if (chunk === null) throw (0, import_netutil2.nodeError)("May not write null values to stream", "ERR_STREAM_NULL_VALUES", TypeError);
    if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) throw (0, import_netutil2.argType)("chunk", "of type string or an instance of Buffer or Uint8Array", chunk);
    if (!this._header) this._implicitHeader();
    if (!this._hasBody) {
      if (cb) (0, import_host2.proc)().nextTick(cb);
      return true;
    }
    const body = typeof chunk === "string" ? import_node_buffer2.Buffer.from(chunk, encoding) : chunk;
    if (body.length === 0) {
      if (cb) (0, import_host2.proc)().nextTick(cb);
      return true;
    }
    const ok = this.chunkedEncoding ? this._send(import_node_buffer2.Buffer.concat([import_node_buffer2.Buffer.from(body.length.toString(16) + "\r\n", "latin1"), body, import_node_buffer2.Buffer.from("\r\n", "latin1")]), cb) : this._send(import_node_buffer2.Buffer.from(body.buffer, body.byteOffset, body.byteLength), cb);
    if (!ok) {
      this._needDrain = true;
      if (this.socket) this.socket.once("drain", () => {
        if (this._needDrain) {
          this._needDrain = false;
          this.emit("drain");
        }
      });
    }
    return ok;
  }
  addTrailers(headers) {
    for (const k of Object.keys(headers)) {
      validateHeaderName(k, "Trailer name");
      validateHeaderValue(k, headers[k]);
      this._trailer += `${k}: ${headers[k]}\r
`;
    }
  }
  end(chunk, encoding, cb) {
    if (typeof chunk === "function") {
      cb = chunk;
      chunk = void 0;
    } else if (typeof encoding === "function") {
      cb = encoding;
      encoding = void 0;
    }
    if (this.writableEnded) {
      if (cb) {
        if (this.writableFinished) (0, import_host2.proc)().nextTick(cb, (0, import_netutil2.nodeError)("Cannot call end after a stream was finished", "ERR_STREAM_ALREADY_FINISHED"));
        else this.once("finish", cb);
      }
      return this;
    }
    let body = null;
    if (chunk !== void 0 && chunk !== null) {
      if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) throw (0, import_netutil2.argType)("chunk", "of type string or an instance of Buffer or Uint8Array", chunk);
      body = typeof chunk === "string" ? import_node_buffer2.Buffer.from(chunk, encoding) : chunk;
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
    if (body && body.length && this._hasBody) {
      this._send(this.chunkedEncoding ? import_node_buffer2.Buffer.concat([import_node_buffer2.Buffer.from(body.length.toString(16) + "\r\n", "latin1"), body, import_node_buffer2.Buffer.from("\r\n", "latin1")]) : body);
    }
    if (this.chunkedEncoding && this._hasBody) this._send(import_node_buffer2.Buffer.from("0\r\n" + this._trailer + "\r\n", "latin1"), done);
    else this._send(import_node_buffer2.Buffer.alloc(0), done);
    return this;
  }
  flushHeaders() {
    if (!this._header) this._implicitHeader();
    this._send(import_node_buffer2.Buffer.alloc(0));
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
};
var badRequest = "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n";
var requestTimeout = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";
var headersTooLarge = "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n";
function socketOnError(e) {
  this.removeListener("error", socketOnError);
  if (this.listenerCount("error") === 0) this.on("error", () => {
  });
  if (!this.server.emit("clientError", e, this)) {
    if (this.writable && (!this._httpMessage || !this._httpMessage._headerSent)) {
      this.write(e.code === "HPE_HEADER_OVERFLOW" ? headersTooLarge : e.code === "ERR_HTTP_REQUEST_TIMEOUT" ? requestTimeout : badRequest);
    }
    this.destroy(e);
  }
}
function connectionListener(server, socket) {
  socket.server = server;
  if (server.timeout && typeof socket.setTimeout === "function") socket.setTimeout(server.timeout);
  const parser = new RequestParser(server.maxHeaderSize || void 0);
  socket.parser = parser;
  const state = {
    incoming: [],
    outgoing: [],
    keepAliveTimeoutSet: false,
    requestsCount: 0,
    req: null,
    start: performance.now(),
    active: true,
    headersDone: false
  };
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
    if (state.keepAliveTimeoutSet) {
      socket.setTimeout(server.timeout || 0);
      state.keepAliveTimeoutSet = false;
    }
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
    req._resume = () => {
      if (socket.isPaused() && !upgraded) socket.resume();
    };
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
    if (!req.push(import_node_buffer2.Buffer.from(chunk))) {
      req._consuming = false;
      socket.pause();
    }
  };
  parser.onTrailers = (trailers) => {
    if (state.req) state.req.rawTrailers = trailers;
  };
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
      socket.readableFlowing = null;
      if (server.listenerCount(event) > 0) server.emit(event, req, socket, import_node_buffer2.Buffer.from(d.subarray(ret)));
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
      if (!req.complete) req.destroy((0, import_netutil2.nodeError)("aborted", "ECONNRESET"));
    }
    while (state.outgoing.length) state.outgoing.shift().destroy((0, import_netutil2.nodeError)("aborted", "ECONNRESET"));
  };
  socket.on("data", ondata);
  socket.on("error", socketOnError);
  socket.on("end", onend);
  socket.on("close", onclose);
  socket.setEncoding = () => {
    throw (0, import_netutil2.nodeError)("Changing the socket encoding is not allowed per RFC7230 Section 3.", "ERR_HTTP_SOCKET_ENCODING");
  };
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
    if (server.requireHostHeader && req.headers.host === void 0) {
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
    if (!handled && req.headers.expect !== void 0) {
      handled = true;
      if (continueExpression.test(req.headers.expect)) {
        res._expect_continue = true;
        if (server.listenerCount("checkContinue") > 0) server.emit("checkContinue", req, res);
        else {
          res.writeContinue();
          server.emit("request", req, res);
        }
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
  (0, import_host2.proc)().nextTick(() => res._emitClose());
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
var kConnState = /* @__PURE__ */ Symbol("connState");
var kChecking = /* @__PURE__ */ Symbol("connectionsChecking");
function checkConnections(server) {
  const headersTimeout = Number.isFinite(server.headersTimeout) && server.headersTimeout >= 0 ? server.headersTimeout : 0;
  const requestTimeout2 = Number.isFinite(server.requestTimeout) && server.requestTimeout >= 0 ? server.requestTimeout : 0;
  if (headersTimeout === 0 && requestTimeout2 === 0) return;
  const now = performance.now();
  for (const socket of [...server._conns]) {
    const st = socket[kConnState];
    if (!st || !st.active) continue;
    const age = now - st.start;
    if (headersTimeout > 0 && !st.headersDone && age > headersTimeout || requestTimeout2 > 0 && age > requestTimeout2) {
      st.active = false;
      socketOnError.call(socket, (0, import_netutil2.nodeError)("Request timeout", "ERR_HTTP_REQUEST_TIMEOUT"));
    }
  }
}
function trackConnections(server) {
  server.on("listening", () => {
    clearInterval(server[kChecking]);
    server[kChecking] = setInterval(() => checkConnections(server), server.connectionsCheckingInterval);
    server[kChecking].unref();
  });
  server.on("close", () => clearInterval(server[kChecking]));
}
function storeHTTPOptions(server, options) {
  server.IncomingMessageClass = options.IncomingMessage || IncomingMessage;
  server.ServerResponseClass = options.ServerResponse || ServerResponse;
  const int = (name, v, min = 0) => {
    if (v === void 0) return void 0;
    if (typeof v !== "number") throw (0, import_netutil2.argType)(`options.${name}`, "of type number", v);
    if (!Number.isInteger(v) || v < min) throw (0, import_netutil2.nodeError)(`The value of "options.${name}" is out of range. It must be >= ${min} && <= ${Number.MAX_SAFE_INTEGER}. Received ${v}`, "ERR_OUT_OF_RANGE", RangeError);
    return v;
  };
  server.maxHeaderSize = int("maxHeaderSize", options.maxHeaderSize);
  server.insecureHTTPParser = options.insecureHTTPParser;
  server.requestTimeout = int("requestTimeout", options.requestTimeout) ?? 3e5;
  server.headersTimeout = int("headersTimeout", options.headersTimeout) ?? Math.min(6e4, server.requestTimeout);
  if (server.requestTimeout > 0 && server.headersTimeout > 0 && server.headersTimeout > server.requestTimeout) {
    throw (0, import_netutil2.nodeError)(`The value of "headersTimeout" is out of range. It must be <= requestTimeout. Received ${server.headersTimeout}`, "ERR_OUT_OF_RANGE", RangeError);
  }
  server.keepAliveTimeout = int("keepAliveTimeout", options.keepAliveTimeout) ?? 5e3;
  server.connectionsCheckingInterval = int("connectionsCheckingInterval", options.connectionsCheckingInterval) ?? 3e4;
  server.requireHostHeader = options.requireHostHeader === void 0 ? true : !!options.requireHostHeader;
  server.joinDuplicateHeaders = options.joinDuplicateHeaders;
  server.timeout = 0;
  server.maxHeadersCount = null;
  server.maxRequestsPerSocket = 0;
  server.httpAllowHalfOpen = false;
  server._conns = /* @__PURE__ */ new Set();
}
var serverMethods = {
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
      if (!st || st.active || s._httpMessage && !s._httpMessage.finished) continue;
      s.destroy();
    }
  }
};
var Server = class extends import_node_net2.default.Server {
  constructor(options, requestListener) {
    if (typeof options === "function") {
      requestListener = options;
      options = {};
    } else if (options === void 0 || options === null) options = {};
    else if (typeof options !== "object" || Array.isArray(options)) throw (0, import_netutil2.argType)("options", "of type object", options);
    super({
      allowHalfOpen: true,
      noDelay: options.noDelay ?? true,
      keepAlive: options.keepAlive,
      keepAliveInitialDelay: options.keepAliveInitialDelay,
      highWaterMark: options.highWaterMark
    });
    storeHTTPOptions(this, options);
    if (requestListener) this.on("request", requestListener);
    this.on("connection", (socket) => connectionListener(this, socket));
    trackConnections(this);
  }
  close(cb) {
    this.closeIdleConnections();
    return super.close(cb);
  }
};
Object.assign(Server.prototype, serverMethods);
var CallableServer = (0, import_netutil2.callable)(Server);
var CallableResponse = (0, import_netutil2.callable)(ServerResponse);

// net/js/http.js
var globalAgent = new Agent({ keepAlive: true, scheduling: "lifo", timeout: 5e3 });
var defaults = { Agent, globalAgent };
var { request, get } = client(defaults);
var http = {
  METHODS,
  STATUS_CODES,
  Agent: (0, import_host3.callableClass)(Agent),
  ClientRequest,
  IncomingMessage,
  OutgoingMessage,
  Server: (0, import_host3.callableClass)(CallableServer),
  ServerResponse: CallableResponse,
  validateHeaderName,
  validateHeaderValue,
  request,
  get,
  get globalAgent() {
    return defaults.globalAgent;
  },
  set globalAgent(a) {
    defaults.globalAgent = a;
  },
  createServer: (options, listener) => new CallableServer(options, listener),
  maxHeaderSize: 16384,
  setMaxIdleHTTPParsers() {
  },
  [/* @__PURE__ */ Symbol.for("earshot.http.client")]: client,
  [/* @__PURE__ */ Symbol.for("earshot.http.server")]: { connectionListener, storeHTTPOptions, serverMethods, trackConnections }
};
var http_default = (0, import_host3.register)("http", http);
module.exports = ((r, v) => r.has("http") ? r.get("http") : (r.set("http", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
