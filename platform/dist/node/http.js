var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
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

// js/node_modules/http-parser-js/http-parser.js
var require_http_parser = __commonJS({
  "js/node_modules/http-parser-js/http-parser.js"(exports) {
    exports.HTTPParser = HTTPParser2;
    function HTTPParser2(type) {
      if (type !== void 0 && type !== HTTPParser2.REQUEST && type !== HTTPParser2.RESPONSE) {
        throw new Error("type must be REQUEST or RESPONSE");
      }
      if (type === void 0) {
      } else {
        this.initialize(type);
      }
      this.maxHeaderSize = HTTPParser2.maxHeaderSize;
    }
    HTTPParser2.prototype.initialize = function(type, async_resource) {
      if (type !== HTTPParser2.REQUEST && type !== HTTPParser2.RESPONSE) {
        throw new Error("type must be REQUEST or RESPONSE");
      }
      this.type = type;
      this.state = type + "_LINE";
      this.info = {
        headers: [],
        upgrade: false
      };
      this.trailers = [];
      this.line = "";
      this.isChunked = false;
      this.connection = "";
      this.headerSize = 0;
      this.body_bytes = null;
      this.isUserCall = false;
      this.hadError = false;
    };
    HTTPParser2.encoding = "ascii";
    HTTPParser2.maxHeaderSize = 80 * 1024;
    HTTPParser2.REQUEST = "REQUEST";
    HTTPParser2.RESPONSE = "RESPONSE";
    var kOnHeaders = HTTPParser2.kOnHeaders = 1;
    var kOnHeadersComplete = HTTPParser2.kOnHeadersComplete = 2;
    var kOnBody = HTTPParser2.kOnBody = 3;
    var kOnMessageComplete = HTTPParser2.kOnMessageComplete = 4;
    HTTPParser2.prototype[kOnHeaders] = HTTPParser2.prototype[kOnHeadersComplete] = HTTPParser2.prototype[kOnBody] = HTTPParser2.prototype[kOnMessageComplete] = function() {
    };
    var compatMode0_12 = true;
    Object.defineProperty(HTTPParser2, "kOnExecute", {
      get: function() {
        compatMode0_12 = false;
        return 99;
      }
    });
    var methods = exports.methods = HTTPParser2.methods = [
      "DELETE",
      "GET",
      "HEAD",
      "POST",
      "PUT",
      "CONNECT",
      "OPTIONS",
      "TRACE",
      "COPY",
      "LOCK",
      "MKCOL",
      "MOVE",
      "PROPFIND",
      "PROPPATCH",
      "SEARCH",
      "UNLOCK",
      "BIND",
      "REBIND",
      "UNBIND",
      "ACL",
      "REPORT",
      "MKACTIVITY",
      "CHECKOUT",
      "MERGE",
      "M-SEARCH",
      "NOTIFY",
      "SUBSCRIBE",
      "UNSUBSCRIBE",
      "PATCH",
      "PURGE",
      "MKCALENDAR",
      "LINK",
      "UNLINK",
      "SOURCE"
    ];
    var method_connect = methods.indexOf("CONNECT");
    HTTPParser2.prototype.reinitialize = HTTPParser2;
    HTTPParser2.prototype.close = HTTPParser2.prototype.pause = HTTPParser2.prototype.resume = HTTPParser2.prototype.remove = HTTPParser2.prototype.free = function() {
    };
    HTTPParser2.prototype._compatMode0_11 = false;
    HTTPParser2.prototype.getAsyncId = function() {
      return 0;
    };
    var headerState = {
      REQUEST_LINE: true,
      RESPONSE_LINE: true,
      HEADER: true
    };
    HTTPParser2.prototype.execute = function(chunk, start, length) {
      if (!(this instanceof HTTPParser2)) {
        throw new TypeError("not a HTTPParser");
      }
      start = start || 0;
      length = typeof length === "number" ? length : chunk.length;
      this.chunk = chunk;
      this.offset = start;
      var end = this.end = start + length;
      try {
        while (this.offset < end) {
          if (this[this.state]()) {
            break;
          }
        }
      } catch (err) {
        if (this.isUserCall) {
          throw err;
        }
        this.hadError = true;
        return err;
      }
      this.chunk = null;
      length = this.offset - start;
      if (headerState[this.state]) {
        this.headerSize += length;
        if (this.headerSize > (this.maxHeaderSize || HTTPParser2.maxHeaderSize)) {
          return new Error("max header size exceeded");
        }
      }
      return length;
    };
    var stateFinishAllowed = {
      REQUEST_LINE: true,
      RESPONSE_LINE: true,
      BODY_RAW: true
    };
    HTTPParser2.prototype.finish = function() {
      if (this.hadError) {
        return;
      }
      if (!stateFinishAllowed[this.state]) {
        return new Error("invalid state for EOF");
      }
      if (this.state === "BODY_RAW") {
        this.userCall()(this[kOnMessageComplete]());
      }
    };
    HTTPParser2.prototype.consume = HTTPParser2.prototype.unconsume = HTTPParser2.prototype.getCurrentBuffer = function() {
    };
    HTTPParser2.prototype.userCall = function() {
      this.isUserCall = true;
      var self = this;
      return function(ret) {
        self.isUserCall = false;
        return ret;
      };
    };
    HTTPParser2.prototype.nextRequest = function() {
      this.userCall()(this[kOnMessageComplete]());
      this.reinitialize(this.type);
    };
    HTTPParser2.prototype.consumeLine = function() {
      var end = this.end, chunk = this.chunk;
      var i = Uint8Array.prototype.indexOf.call(chunk, 10, this.offset);
      if (i !== -1 && i < end) {
        {
          var line = this.line + chunk.toString(HTTPParser2.encoding, this.offset, i);
          if (line.charAt(line.length - 1) === "\r") {
            line = line.substr(0, line.length - 1);
          }
          this.line = "";
          this.offset = i + 1;
          return line;
        }
      }
      this.line += chunk.toString(HTTPParser2.encoding, this.offset, this.end);
      this.offset = this.end;
    };
    var headerExp = /^([^: \t]+):[ \t]*((?:.*[^ \t])|)/;
    var headerContinueExp = /^[ \t]+(.*[^ \t])/;
    HTTPParser2.prototype.parseHeader = function(line, headers) {
      if (line.indexOf("\r") !== -1) {
        throw parseErrorCode("HPE_LF_EXPECTED");
      }
      var match = headerExp.exec(line);
      var k = match && match[1];
      if (k) {
        headers.push(k);
        headers.push(match[2]);
      } else {
        var matchContinue = headerContinueExp.exec(line);
        if (matchContinue && headers.length) {
          if (headers[headers.length - 1]) {
            headers[headers.length - 1] += " ";
          }
          headers[headers.length - 1] += matchContinue[1];
        }
      }
    };
    var requestExp = /^([A-Z-]+) ([^ ]+) HTTP\/(\d)\.(\d)$/;
    HTTPParser2.prototype.REQUEST_LINE = function() {
      var line = this.consumeLine();
      if (!line) {
        return;
      }
      var match = requestExp.exec(line);
      if (match === null) {
        throw parseErrorCode("HPE_INVALID_CONSTANT");
      }
      this.info.method = this._compatMode0_11 ? match[1] : methods.indexOf(match[1]);
      if (this.info.method === -1) {
        throw new Error("invalid request method");
      }
      this.info.url = match[2];
      this.info.versionMajor = +match[3];
      this.info.versionMinor = +match[4];
      this.body_bytes = 0;
      this.state = "HEADER";
    };
    var responseExp = /^HTTP\/(\d)\.(\d) (\d{3}) ?(.*)$/;
    HTTPParser2.prototype.RESPONSE_LINE = function() {
      var line = this.consumeLine();
      if (!line) {
        return;
      }
      var match = responseExp.exec(line);
      if (match === null) {
        throw parseErrorCode("HPE_INVALID_CONSTANT");
      }
      this.info.versionMajor = +match[1];
      this.info.versionMinor = +match[2];
      var statusCode = this.info.statusCode = +match[3];
      this.info.statusMessage = match[4];
      if ((statusCode / 100 | 0) === 1 || statusCode === 204 || statusCode === 304) {
        this.body_bytes = 0;
      }
      this.state = "HEADER";
    };
    HTTPParser2.prototype.shouldKeepAlive = function() {
      if (this.info.versionMajor > 0 && this.info.versionMinor > 0) {
        if (this.connection.indexOf("close") !== -1) {
          return false;
        }
      } else if (this.connection.indexOf("keep-alive") === -1) {
        return false;
      }
      if (this.body_bytes !== null || this.isChunked) {
        return true;
      }
      return false;
    };
    HTTPParser2.prototype.HEADER = function() {
      var line = this.consumeLine();
      if (line === void 0) {
        return;
      }
      var info = this.info;
      if (line) {
        this.parseHeader(line, info.headers);
      } else {
        var headers = info.headers;
        var hasContentLength = false;
        var currentContentLengthValue;
        var hasUpgradeHeader = false;
        for (var i = 0; i < headers.length; i += 2) {
          switch (headers[i].toLowerCase()) {
            case "transfer-encoding":
              this.isChunked = headers[i + 1].toLowerCase() === "chunked";
              break;
            case "content-length":
              currentContentLengthValue = +headers[i + 1];
              if (hasContentLength) {
                if (currentContentLengthValue !== this.body_bytes) {
                  throw parseErrorCode("HPE_UNEXPECTED_CONTENT_LENGTH");
                }
              } else {
                hasContentLength = true;
                this.body_bytes = currentContentLengthValue;
              }
              break;
            case "connection":
              this.connection += headers[i + 1].toLowerCase();
              break;
            case "upgrade":
              hasUpgradeHeader = true;
              break;
          }
        }
        if (this.isChunked && hasContentLength) {
          hasContentLength = false;
          this.body_bytes = null;
        }
        if (hasUpgradeHeader && this.connection.indexOf("upgrade") != -1) {
          info.upgrade = this.type === HTTPParser2.REQUEST || info.statusCode === 101;
        } else {
          info.upgrade = info.method === method_connect;
        }
        if (this.isChunked && info.upgrade) {
          this.isChunked = false;
        }
        info.shouldKeepAlive = this.shouldKeepAlive();
        var skipBody;
        if (compatMode0_12) {
          skipBody = this.userCall()(this[kOnHeadersComplete](info));
        } else {
          skipBody = this.userCall()(this[kOnHeadersComplete](
            info.versionMajor,
            info.versionMinor,
            info.headers,
            info.method,
            info.url,
            info.statusCode,
            info.statusMessage,
            info.upgrade,
            info.shouldKeepAlive
          ));
        }
        if (skipBody === 2) {
          this.nextRequest();
          return true;
        } else if (this.isChunked && !skipBody) {
          this.state = "BODY_CHUNKHEAD";
        } else if (skipBody || this.body_bytes === 0) {
          this.nextRequest();
          return info.upgrade;
        } else if (this.body_bytes === null) {
          this.state = "BODY_RAW";
        } else {
          this.state = "BODY_SIZED";
        }
      }
    };
    HTTPParser2.prototype.BODY_CHUNKHEAD = function() {
      var line = this.consumeLine();
      if (line === void 0) {
        return;
      }
      this.body_bytes = parseInt(line, 16);
      if (!this.body_bytes) {
        this.state = "BODY_CHUNKTRAILERS";
      } else {
        this.state = "BODY_CHUNK";
      }
    };
    HTTPParser2.prototype.BODY_CHUNK = function() {
      var length = Math.min(this.end - this.offset, this.body_bytes);
      this.userCall()(this[kOnBody](this.chunk.slice(this.offset, this.offset + length), 0, length));
      this.offset += length;
      this.body_bytes -= length;
      if (!this.body_bytes) {
        this.state = "BODY_CHUNKEMPTYLINE";
      }
    };
    HTTPParser2.prototype.BODY_CHUNKEMPTYLINE = function() {
      var line = this.consumeLine();
      if (line === void 0) {
        return;
      }
      if (line !== "") {
        throw new Error("Expected empty line");
      }
      this.state = "BODY_CHUNKHEAD";
    };
    HTTPParser2.prototype.BODY_CHUNKTRAILERS = function() {
      var line = this.consumeLine();
      if (line === void 0) {
        return;
      }
      if (line) {
        this.parseHeader(line, this.trailers);
      } else {
        if (this.trailers.length) {
          this.userCall()(this[kOnHeaders](this.trailers, ""));
        }
        this.nextRequest();
      }
    };
    HTTPParser2.prototype.BODY_RAW = function() {
      this.userCall()(this[kOnBody](this.chunk.slice(this.offset, this.end), 0, this.end - this.offset));
      this.offset = this.end;
    };
    HTTPParser2.prototype.BODY_SIZED = function() {
      var length = Math.min(this.end - this.offset, this.body_bytes);
      this.userCall()(this[kOnBody](this.chunk.slice(this.offset, this.offset + length), 0, length));
      this.offset += length;
      this.body_bytes -= length;
      if (!this.body_bytes) {
        this.nextRequest();
      }
    };
    ["Headers", "HeadersComplete", "Body", "MessageComplete"].forEach(function(name) {
      var k = HTTPParser2["kOn" + name];
      Object.defineProperty(HTTPParser2.prototype, "on" + name, {
        get: function() {
          return this[k];
        },
        set: function(to) {
          this._compatMode0_11 = true;
          method_connect = "CONNECT";
          return this[k] = to;
        }
      });
    });
    function parseErrorCode(code) {
      var err = new Error("Parse Error");
      err.code = code;
      return err;
    }
  }
});

// js/node/http.js
var http_exports = {};
__export(http_exports, {
  default: () => http_default
});
module.exports = __toCommonJS(http_exports);

// js/node/_host.js
var h = globalThis[/* @__PURE__ */ Symbol.for("earshot.internal")];
var internal = h;
var op = h.op;
var opAsync = h.opAsync;
var cancel = h.cancel;
var track = h.track;
var pending = h.pending;
var unrefd = h.unrefd;
var emit = h.emit;
var registry = globalThis[/* @__PURE__ */ Symbol.for("earshot.builtins")] ??= /* @__PURE__ */ new Map();
function register(name, value) {
  if (registry.has(name)) return registry.get(name);
  registry.set(name, value);
  return value;
}

// js/node/_http.js
var import_node_buffer = require("node:buffer");
var import_node_events = __toESM(require("node:events"));
var import_node_stream = require("node:stream");
var import_node_net = __toESM(require("node:net"));
var import_http_parser_js = __toESM(require_http_parser());

// js/node/_validators.js
var { codes, nodeError, inspect, specificType } = internal.errors;
var {
  validateString,
  validateFunction,
  validateBoolean,
  validateNumber,
  validateInteger,
  validateInt32,
  validateUint32,
  validateObject,
  validateArray,
  validateStringArray,
  validateOneOf,
  validateAbortSignal,
  validateBuffer,
  validatePort,
  validateEncoding,
  validateSignalName,
  parseFileMode,
  isArgumentError
} = internal.validators;

// js/node/_netutil.js
function nodeError2(message, code, Ctor = Error) {
  return nodeError(Ctor, code, message);
}
var argType = codes.ERR_INVALID_ARG_TYPE;
var ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
function isIPv4(s) {
  return typeof s === "string" && ipv4.test(s);
}
function isIPv6(s) {
  if (typeof s !== "string" || !s.includes(":")) return false;
  let t = s.replace(/%[0-9A-Za-z._~-]+$/, "");
  const tail = t.match(/:((?:\d+\.){3}\d+)$/);
  if (tail) {
    if (!isIPv4(tail[1])) return false;
    t = t.slice(0, -tail[1].length) + "0:0";
  }
  const dbl = t.split("::");
  if (dbl.length > 2) return false;
  const parts = (p) => p === "" ? [] : p.split(":");
  const groups = dbl.length === 2 ? [...parts(dbl[0]), ...parts(dbl[1])] : parts(t);
  if (!groups.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  return dbl.length === 2 ? groups.length < 8 : groups.length === 8;
}
function isIP(s) {
  return isIPv4(s) ? 4 : isIPv6(s) ? 6 : 0;
}
function noServer(what) {
  return nodeError2(`${what}: listening servers are not available in extensions: an extension runs only while the agent calls its tools, so nothing would answer a connection between calls`, "ERR_EARSHOT_NO_SERVER");
}

// js/node/_http.js
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
    throw nodeError2(`${label} must be a valid HTTP token ["${name}"]`, "ERR_INVALID_HTTP_TOKEN", TypeError);
  }
}
function validateHeaderValue(name, value) {
  if (value === void 0) throw nodeError2(`Invalid value "${value}" for header "${name}"`, "ERR_HTTP_INVALID_HEADER_VALUE", TypeError);
  const check = (v) => {
    if (/[^\t\x20-\x7e\x80-\xff]/.test(String(v))) throw nodeError2(`Invalid character in header content ["${name}"]`, "ERR_INVALID_CHAR", TypeError);
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
  if (!(k in dst)) {
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
  const h2 = {};
  for (let i = 0; i < raw.length; i += 2) addHeader(h2, raw[i], raw[i + 1], join);
  return h2;
}
function distinctOf(raw) {
  const h2 = {};
  for (let i = 0; i < raw.length; i += 2) (h2[raw[i].toLowerCase()] ??= []).push(raw[i + 1]);
  return h2;
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
    cb(err);
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
    if (this._header) throw nodeError2("Cannot set headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
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
    if (this._header) throw nodeError2("Cannot append headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
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
    if (this._header) throw nodeError2("Cannot remove headers after they are sent to the client", "ERR_HTTP_HEADERS_SENT");
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
  let h2 = host;
  if (isIP(h2) === 6) h2 = "[" + h2 + "]";
  return port && +port !== +defaultPort ? h2 + ":" + port : h2;
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
      const e = nodeError2("Invalid URL", "ERR_INVALID_URL", TypeError);
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
    else if (typeof agent.addRequest !== "function") throw argType("options.agent", ["Agent-like Object", "undefined", "false"], agent);
    this.agent = agent;
    const protocol = opts.protocol || defaultAgent.protocol;
    let expected = defaultAgent.protocol;
    if (this.agent && this.agent.protocol) expected = this.agent.protocol;
    if (protocol !== expected) throw nodeError2(`Protocol "${protocol}" not supported. Expected "${expected}"`, "ERR_INVALID_PROTOCOL", TypeError);
    const defaultPort = opts.defaultPort || this.agent && this.agent.defaultPort || defaultAgent.defaultPort;
    const port = opts.port = opts.port || defaultPort || 80;
    const host = opts.host = opts.hostname || opts.host || "localhost";
    const setHost = opts.setHost === void 0 ? true : !!opts.setHost;
    if (opts.timeout !== void 0) this.timeout = Number(opts.timeout);
    const method = opts.method === void 0 || opts.method === null ? "GET" : opts.method;
    if (typeof method !== "string") throw argType("options.method", "string", method);
    validateHeaderName(method, "Method");
    this.method = method.toUpperCase();
    const path = opts.path === void 0 || opts.path === null ? "/" : String(opts.path);
    if (/[\u0000-\u0020]/.test(path)) throw nodeError2("Request path contains unescaped characters", "ERR_UNESCAPED_CHARACTERS", TypeError);
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
    this._queue = [];
    this._closed = false;
    if (cb) this.once("response", cb);
    this.useChunkedEncodingByDefault = !kBody.has(this.method);
    if (this.method === "HEAD") this._headRequest = true;
    const headers = opts.headers;
    if (Array.isArray(headers)) {
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
      const e = nodeError2("write after end", "ERR_STREAM_WRITE_AFTER_END");
      queueMicrotask(() => {
        if (cb) cb(e);
        this.emit("error", e);
      });
      return false;
    }
    if (this.destroyed) {
      const e = nodeError2("Cannot call write after a stream was destroyed", "ERR_STREAM_DESTROYED");
      queueMicrotask(() => cb && cb(e));
      return false;
    }
    if (chunk === null) throw nodeError2("May not write null values to stream", "ERR_STREAM_NULL_VALUES", TypeError);
    if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) throw argType("chunk", ["string", "Buffer", "Uint8Array"], chunk);
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
      socket.once("close", () => this._close());
      socket.destroySoon();
    }
  }
};
function hangUp() {
  return nodeError2("socket hang up", "ECONNRESET");
}
var kState = /* @__PURE__ */ Symbol("httpState");
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
import_http_parser_js.HTTPParser.encoding = "latin1";
function attachResponse(req, socket) {
  const parser = new import_http_parser_js.HTTPParser(import_http_parser_js.HTTPParser.RESPONSE);
  const st = { parser, req };
  socket[kState] = st;
  let res = null;
  parser[import_http_parser_js.HTTPParser.kOnHeadersComplete] = (info) => {
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
  parser[import_http_parser_js.HTTPParser.kOnBody] = (chunk) => {
    if (!res || res._dumped && res.readableFlowing === null) return;
    if (!res.push(import_node_buffer.Buffer.from(chunk))) {
      res._consuming = false;
      socket.pause();
    }
  };
  parser[import_http_parser_js.HTTPParser.kOnHeaders] = (trailers) => {
    if (res) res.rawTrailers = trailers;
  };
  parser[import_http_parser_js.HTTPParser.kOnMessageComplete] = () => {
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
      const e = nodeError2(`Parse Error: ${ret.message}`, ret.code || "HPE_INVALID_CONSTANT");
      e.bytesParsed = 0;
      e.rawPacket = chunk;
      detachResponse(socket);
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
    if (parser.state === "BODY_RAW") parser.finish();
    if (!res && !req._errored) {
      req._errored = true;
      req.emit("error", hangUp());
    }
    if (res && !res.complete) {
      res.destroy(nodeError2("aborted", "ECONNRESET"));
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
      res.destroy(nodeError2("aborted", "ECONNRESET"));
    }
    if (res && !res.destroyed && !res.readableEnded) res.once("end", () => req._close());
    else req._close();
  };
  st.onerror = (err) => {
    if (req._errored) return;
    req._errored = true;
    req.emit("error", err);
  };
  st.ontimeout = () => req.emit("timeout");
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
    const h2 = String(hostHeader2);
    servername = h2.startsWith("[") ? h2.slice(1, h2.indexOf("]")) : h2.split(":")[0];
  }
  return isIP(servername) ? "" : servername;
}
var Server = class extends import_node_events.default {
  constructor(options, listener) {
    super();
    if (typeof options === "function") listener = options;
    if (typeof listener === "function") this.on("request", listener);
    this.listening = false;
    this.timeout = 0;
    this.keepAliveTimeout = 5e3;
    this.headersTimeout = 6e4;
    this.requestTimeout = 3e5;
    this.maxHeadersCount = null;
  }
  listen() {
    throw noServer(`${this._what || "http"}.Server.listen()`);
  }
  close(cb) {
    if (typeof cb === "function") queueMicrotask(() => cb(nodeError2("Server is not running.", "ERR_SERVER_NOT_RUNNING")));
    return this;
  }
  address() {
    return null;
  }
  setTimeout() {
    return this;
  }
  closeAllConnections() {
  }
  closeIdleConnections() {
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }
};
var ServerResponse = class extends OutgoingMessage {
  constructor() {
    super();
    throw noServer("http.ServerResponse");
  }
};
function client(defaults2) {
  const request2 = (input, options, cb) => new ClientRequest(input, options, cb, defaults2);
  const get2 = (input, options, cb) => {
    const req = request2(input, options, cb);
    req.end();
    return req;
  };
  return { request: request2, get: get2 };
}

// js/node/http.js
var globalAgent = new Agent({ keepAlive: true, scheduling: "lifo", timeout: 5e3 });
var defaults = { Agent, globalAgent };
var { request, get } = client(defaults);
var http = {
  METHODS,
  STATUS_CODES,
  Agent,
  ClientRequest,
  IncomingMessage,
  OutgoingMessage,
  Server,
  ServerResponse,
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
  createServer: (options, listener) => new Server(options, listener),
  maxHeaderSize: 16384,
  setMaxIdleHTTPParsers() {
  },
  [/* @__PURE__ */ Symbol.for("earshot.http.client")]: client
};
var http_default = register("http", http);
module.exports = ((r, v) => r.has("http") ? r.get("http") : (r.set("http", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
