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

// net/js/net.js
var net_exports = {};
__export(net_exports, {
  connect: () => connect,
  default: () => net_default
});
module.exports = __toCommonJS(net_exports);
var import_host3 = require("node:internal/host");

// net/js/_socket.js
var import_node_buffer = require("node:buffer");
var import_node_stream = require("node:stream");
var import_host = require("node:internal/host");
var import_netutil = require("node:internal/netutil");
var import_validators = require("node:internal/validators");
var maxWrite = 256 * 1024;
var start = import_host.startOp;
var ascii = /^[\x00-\x7f]*$/;
var kConnecting = 0;
var kOpen = 1;
var kClosed = 2;
var Socket = class extends import_node_stream.Duplex {
  #id = 0;
  #args = "";
  // {"id":...}, the arguments of most of its operations
  #state = kConnecting;
  #reading = 0;
  // the socket's reader, while it reads
  #paused = false;
  // the reader was told the stream has enough
  #wantRead = false;
  #timeout = 0;
  #timer = null;
  #pendingWrite = null;
  #refd = true;
  #keepAlive = "";
  constructor(options = {}) {
    if (typeof options === "number") options = { fd: options };
    super({
      allowHalfOpen: !!options.allowHalfOpen,
      emitClose: true,
      autoDestroy: true,
      decodeStrings: false,
      highWaterMark: options.highWaterMark,
      readableHighWaterMark: options.readableHighWaterMark,
      writableHighWaterMark: options.writableHighWaterMark
    });
    if (options.fd !== void 0) throw (0, import_netutil.nodeError)("sockets from file descriptors are not available to extensions", "ERR_EARSHOT_UNSUPPORTED");
    this.connecting = false;
    this._hadError = false;
    this._host = null;
    this.bytesRead = 0;
    this._bytesWritten = 0;
    this.remoteAddress = void 0;
    this.remotePort = void 0;
    this.remoteFamily = void 0;
    this.localAddress = void 0;
    this.localPort = void 0;
    this.localFamily = void 0;
    this.server = null;
    this._server = null;
    this[/* @__PURE__ */ Symbol.for("earshot.tls")] = null;
    if (options.signal) {
      const signal = options.signal;
      const onAbort = () => this.destroy(Object.assign(new Error("The operation was aborted"), { name: "AbortError", code: "ABORT_ERR", cause: signal.reason }));
      if (signal.aborted) queueMicrotask(onAbort);
      else {
        signal.addEventListener("abort", onAbort, { once: true });
        this.once("close", () => signal.removeEventListener("abort", onAbort));
      }
    }
    this.on("end", () => {
      if (!this.allowHalfOpen && !this.writableEnded) this.end();
    });
  }
  get pending() {
    return this.#state !== kOpen;
  }
  get readyState() {
    if (this.connecting) return "opening";
    if (this.readable && this.writable) return "open";
    if (this.readable && !this.writable) return "readOnly";
    if (!this.readable && this.writable) return "writeOnly";
    return "closed";
  }
  get bytesWritten() {
    return this._bytesWritten + (this.writableLength || 0);
  }
  get bufferSize() {
    return this.writableLength;
  }
  get timeout() {
    return this.#timeout || void 0;
  }
  connect(...args) {
    const [options, cb] = Array.isArray(args[0]) && args.length === 1 ? (0, import_netutil.normalizeConnect)(args[0]) : (0, import_netutil.normalizeConnect)(args);
    if (cb) this.once(this[/* @__PURE__ */ Symbol.for("earshot.tls")] ? "secureConnect" : "connect", cb);
    if (this.#id || this.connecting) {
      throw (0, import_netutil.nodeError)("connect() on a socket that is already connecting or connected is not supported in extensions: make a new socket", "ERR_EARSHOT_UNSUPPORTED");
    }
    if (options.path !== void 0 && options.path !== null) {
      (0, import_validators.validateString)(options.path, "options.path");
      queueMicrotask(() => this.destroy((0, import_netutil.nodeError)("connecting to a local (Unix) socket is not available to extensions: connect to a host and port", "ERR_EARSHOT_UNSUPPORTED")));
      return this;
    }
    if (options.port === void 0 || options.port === null) {
      throw (0, import_netutil.nodeError)('The "options" or "port" or "path" argument must be specified', "ERR_MISSING_ARGS", TypeError);
    }
    const port = (0, import_netutil.validatePort)(options.port, "Port");
    if (options.family !== void 0 && options.family !== null) {
      (0, import_validators.validateOneOf)(options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family, "options.family", [0, 4, 6]);
    }
    const host = options.host === void 0 || options.host === null ? "localhost" : String(options.host);
    if (options.timeout) this.setTimeout(options.timeout);
    this.connecting = true;
    this._host = host;
    const family = Number(options.family) || 0;
    const tls = this[/* @__PURE__ */ Symbol.for("earshot.tls")];
    const lookup = options.lookup;
    if (typeof lookup === "function" && !(0, import_netutil.isIP)(host)) {
      lookup(host, { family, all: false }, (err, address, fam) => {
        if (this.destroyed) return;
        this.emit("lookup", err, address, fam, host);
        if (err) {
          this.destroy(err);
          return;
        }
        this.#open(Array.isArray(address) ? address[0].address : address, port, family, tls, host);
      });
    } else {
      queueMicrotask(() => {
        if (!this.destroyed) this.#open(host, port, family, tls, host);
      });
    }
    return this;
  }
  #open(address, port, family, tls, host) {
    const args = { host, port, family, url: "net://" + (host.includes(":") ? "[" + host + "]" : host) + ":" + port };
    if (address !== host) args.via = address;
    if (tls) {
      args.tls = tls;
      if (!tls.servername && !(0, import_netutil.isIP)(host)) tls.servername = host;
    }
    let r;
    try {
      r = (0, import_host.op)("net.connect", args);
    } catch (e) {
      this.destroy(e);
      return;
    }
    this.#id = r.id;
    this.#args = JSON.stringify({ id: r.id });
    (0, import_host.expect)(r.op, "net.connect", (v) => this.#connected(v, address, host), (e) => this.destroy(e));
  }
  #connected(v, address, host) {
    if (this.destroyed) return;
    if (v.remoteAddress !== void 0) {
      this.remoteAddress = v.remoteAddress;
      this.remotePort = v.remotePort;
      this.remoteFamily = v.remoteFamily;
      this.localAddress = v.localAddress;
      this.localPort = v.localPort;
      this.localFamily = v.localFamily;
      if (!(0, import_netutil.isIP)(address) && address === host) this.emit("lookup", null, v.remoteAddress, v.remoteFamily === "IPv6" ? 6 : 4, host);
    }
    if (v.error) {
      this.connecting = false;
      this.destroy((0, import_netutil.hostError)(v.error));
      return;
    }
    this.connecting = false;
    this.#state = kOpen;
    this._touch();
    this._onConnect(v);
  }
  // _accepted makes this the socket of a connection a server accepted
  // (_netserver.js, v: the host's {id, addresses}): open at once, read as
  // a connected socket is.
  _accepted(v) {
    this.#id = v.id;
    this.#args = JSON.stringify({ id: v.id });
    this.remoteAddress = v.remoteAddress;
    this.remotePort = v.remotePort;
    this.remoteFamily = v.remoteFamily;
    this.localAddress = v.localAddress;
    this.localPort = v.localPort;
    this.localFamily = v.localFamily;
    this.#state = kOpen;
    this._afterConnect();
  }
  // _onConnect: the connection is up (TLSSocket adds its handshake's news).
  _onConnect() {
    this.emit("connect");
    this.emit("ready");
    this._afterConnect();
  }
  // _afterConnect starts the reads and writes that waited for the connection.
  _afterConnect() {
    if (this.#wantRead) {
      this.#wantRead = false;
      this._read();
    } else if (!this.readableEnded && !this.isPaused()) this.read(0);
    if (this.#pendingWrite) {
      const w = this.#pendingWrite;
      this.#pendingWrite = null;
      w();
    }
  }
  _touch() {
    if (this.#timer) this.#timer.refresh();
  }
  // The host's reader hands over what arrives, a chunk at a time, while
  // the stream wants more: when a push finds the stream full, it is told
  // to stop (what it is reading still comes), and _read starts it again.
  _read() {
    if (this.#state !== kOpen) {
      this.#wantRead = true;
      return;
    }
    if (this.#reading) {
      if (this.#paused) {
        this.#paused = false;
        this.#want(true);
      }
      return;
    }
    this.#paused = false;
    this.#reading = start("net.read", this.#args, void 0, (err, v, more) => {
      if (!more) this.#reading = 0;
      if (this.destroyed) return;
      if (err) {
        this.destroy(err.code === "ERR_SOCKET_CLOSED" ? void 0 : err);
        return;
      }
      if (v instanceof ArrayBuffer) {
        const b = Object.setPrototypeOf(new Uint8Array(v), import_node_buffer.Buffer.prototype);
        this.bytesRead += b.length;
        this._touch();
        if (!this.push(b) && this.#reading && !this.#paused) {
          this.#paused = true;
          this.#want(false);
        }
      } else if (v && v.eof) {
        this.push(null);
        this.read(0);
      }
    });
    if (!this.#refd && this.#reading) unrefOp(this.#reading);
  }
  #want(want) {
    try {
      (0, import_host.op)("net.want", want ? this.#args.slice(0, -1) + ',"want":true}' : this.#args);
    } catch {
    }
  }
  _write(chunk, encoding, cb) {
    if (this.#state !== kOpen) {
      if (this.#state === kConnecting) {
        this.#pendingWrite = () => this._write(chunk, encoding, cb);
        return;
      }
      cb((0, import_netutil.nodeError)("This socket has been ended by the other party", "EPIPE"));
      return;
    }
    if (typeof chunk === "string" && chunk.length <= 65536 && ascii.test(chunk)) {
      start("net.write", this.#args, chunk, (err) => {
        if (err && err.code === "ERR_SOCKET_CLOSED") {
          this.destroy();
          return;
        }
        if (err) {
          cb(err);
          return;
        }
        this._bytesWritten += chunk.length;
        this._touch();
        cb();
      });
      return;
    }
    const b = typeof chunk === "string" ? import_node_buffer.Buffer.from(chunk, encoding) : chunk;
    const u8 = b instanceof Uint8Array ? b : new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    let off = 0;
    const next = () => {
      if (off >= u8.length) {
        cb();
        return;
      }
      const n = Math.min(maxWrite, u8.length - off);
      const piece = off === 0 && n === u8.length ? u8 : new Uint8Array(u8.buffer, u8.byteOffset + off, n);
      off += n;
      start("net.write", this.#args, piece, (err) => {
        if (err && err.code === "ERR_SOCKET_CLOSED") {
          this.destroy();
          return;
        }
        if (err) {
          cb(err);
          return;
        }
        this._bytesWritten += n;
        this._touch();
        next();
      });
    };
    next();
  }
  _final(cb) {
    if (this.#state === kConnecting) {
      this.#pendingWrite = () => this._final(cb);
      return;
    }
    if (this.#state !== kOpen) {
      cb();
      return;
    }
    start("net.end", this.#args, void 0, (err) => cb(err && err.code !== "ERR_SOCKET_CLOSED" ? err : void 0));
  }
  _destroy(err, cb) {
    this.connecting = false;
    this.#state = kClosed;
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    if (this.#reading) {
      (0, import_host.cancel)(this.#reading);
      this.#reading = 0;
    }
    if (this.#id) {
      try {
        (0, import_host.op)("net.destroy", { id: this.#id });
      } catch {
      }
    }
    this._hadError = !!err;
    cb(err);
  }
  // emit gives "close" its hadError argument, as Node's sockets do.
  emit(event, ...args) {
    if (event === "close" && args.length === 0) return super.emit("close", this._hadError);
    return super.emit(event, ...args);
  }
  // destroySoon ends the socket once what is written is sent.
  destroySoon() {
    if (this.writable) this.end();
    if (this.writableFinished) this.destroy();
    else this.once("finish", () => this.destroy());
  }
  resetAndDestroy() {
    return this.destroy((0, import_netutil.nodeError)("socket reset", "ERR_SOCKET_CLOSED"));
  }
  setTimeout(ms, cb) {
    (0, import_validators.validateNumber)(ms, "msecs");
    if (!Number.isFinite(ms) || ms < 0) throw import_validators.codes.ERR_OUT_OF_RANGE("msecs", "a non-negative finite number", ms);
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    this.#timeout = ms;
    if (cb) {
      if (ms === 0) this.removeListener("timeout", cb);
      else this.once("timeout", cb);
    }
    if (ms > 0 && !this.destroyed) {
      this.#timer = setTimeout(() => {
        this.#timer.refresh();
        this.emit("timeout");
      }, ms);
      if (typeof this.#timer.unref === "function") this.#timer.unref();
    }
    return this;
  }
  setNoDelay(noDelay = true) {
    if (this.#id) (0, import_host.op)("net.option", { id: this.#id, noDelay: !!noDelay });
    return this;
  }
  setKeepAlive(enable = false, delay = 0) {
    const want = `${!!enable}/${Number(delay) || 0}`;
    if (this.#id && want !== this.#keepAlive) {
      this.#keepAlive = want;
      (0, import_host.op)("net.option", { id: this.#id, keepAlive: !!enable, delay: Number(delay) || 0 });
    }
    return this;
  }
  address() {
    if (this.localAddress === void 0) return {};
    return { address: this.localAddress, family: this.localFamily, port: this.localPort };
  }
  // ref and unref: an unref'd socket's reads do not keep a call waiting.
  ref() {
    this.#refd = true;
    if (this.#reading) refOp(this.#reading);
    return this;
  }
  unref() {
    this.#refd = false;
    if (this.#reading) unrefOp(this.#reading);
    return this;
  }
  get _handle() {
    return this.#id ? { fd: -1 } : null;
  }
};
function unrefOp(id) {
  import_host.unrefd.add(id);
}
function refOp(id) {
  import_host.unrefd.delete(id);
}

// net/js/_netserver.js
var import_node_events = __toESM(require("node:events"));
var import_host2 = require("node:internal/host");
var import_netutil2 = require("node:internal/netutil");
var kHandle = /* @__PURE__ */ Symbol("serverHandle");
var inspect = (v) => import_host2.internal.inspect(v);
function listenOptions(args) {
  let cb = typeof args[args.length - 1] === "function" ? args[args.length - 1] : null;
  if (cb) args = args.slice(0, -1);
  const first = args[0];
  const invalid = (v) => (0, import_netutil2.nodeError)(`The argument 'options' is invalid. Received ${inspect(v)}`, "ERR_INVALID_ARG_VALUE", TypeError);
  if (first !== null && typeof first === "object") {
    const o2 = { ...first };
    if (o2.signal !== void 0 && !(o2.signal && typeof o2.signal === "object" && typeof o2.signal.aborted === "boolean" && typeof o2.signal.addEventListener === "function")) {
      throw (0, import_netutil2.nodeError)(`The "options.signal" property must be an instance of AbortSignal.${(0, import_host2.received)(o2.signal)}`, "ERR_INVALID_ARG_TYPE", TypeError);
    }
    if (o2.handle !== void 0 || o2._handle !== void 0 || Number.isInteger(o2.fd) && o2.fd >= 0) {
      throw (0, import_netutil2.nodeError)("listening on a handle or a file descriptor is not available to extensions: listen on a port", "ERR_EARSHOT_UNSUPPORTED");
    }
    if ("port" in first) {
      if (o2.port !== void 0 && o2.port !== null && typeof o2.port !== "number" && typeof o2.port !== "string") throw invalid(first);
      return [{ ...o2, port: o2.port === null ? 0 : o2.port }, cb];
    }
    if (typeof o2.path === "string") return [{ path: o2.path }, cb];
    if ("path" in first) throw invalid(first);
    let shown;
    try {
      shown = inspect(first);
    } catch {
      shown = String(first);
    }
    throw (0, import_netutil2.nodeError)(`The argument 'options' must have the property "port" or "path". Received ${shown}`, "ERR_INVALID_ARG_VALUE", TypeError);
  }
  if (typeof first === "string" && first !== "" && Number.isNaN(Number(first))) return [{ path: first }, cb];
  if (first !== void 0 && first !== null && typeof first !== "number" && typeof first !== "string") throw invalid({ port: first });
  const o = { port: first === void 0 || first === null ? 0 : first };
  let i = 1;
  if (typeof args[i] === "string" || args[i] === null || args[i] === void 0 && args.length > 2) {
    if (args[i] !== null && args[i] !== void 0) o.host = args[i];
    i++;
  }
  if (typeof args[i] === "number") o.backlog = args[i];
  return [o, cb];
}
var Server = class extends import_node_events.default {
  constructor(options, listener) {
    super();
    if (typeof options === "function") {
      listener = options;
      options = {};
    } else if (options === void 0 || options === null) options = {};
    else if (typeof options !== "object") {
      throw (0, import_netutil2.nodeError)(`The "options" argument must be of type object.${typeof options === "string" ? ` Received type string ('${options}')` : ` Received type ${typeof options} (${String(options)})`}`, "ERR_INVALID_ARG_TYPE", TypeError);
    }
    if (typeof listener === "function") this.on("connection", listener);
    this._connections = 0;
    this[kHandle] = 0;
    this._accepting = 0;
    this._sockets = /* @__PURE__ */ new Set();
    this._refd = true;
    this.allowHalfOpen = !!options.allowHalfOpen;
    this.pauseOnConnect = !!options.pauseOnConnect;
    this.noDelay = !!options.noDelay;
    this.keepAlive = !!options.keepAlive;
    this.keepAliveInitialDelay = ~~(options.keepAliveInitialDelay / 1e3);
    this.highWaterMark = options.highWaterMark;
    this.maxConnections = void 0;
    this._address = null;
    this._tlsOptions = null;
  }
  get listening() {
    return this._live();
  }
  // _live reports whether the server listens: the host closes it when
  // the call that started it ends, which JavaScript learns here at once
  // (and from the acceptor's end in the next call's poll phase).
  _live() {
    if (!this[kHandle]) return false;
    let a = null;
    try {
      a = (0, import_host2.op)("net.server", { id: this[kHandle] });
    } catch {
    }
    if (a === null) {
      this._ended();
      return false;
    }
    return true;
  }
  listen(...args) {
    const [options, cb] = listenOptions(args);
    if (cb) this.once("listening", cb);
    if (this[kHandle] && this._live()) throw (0, import_netutil2.nodeError)("Listen method has been called more than once without closing.", "ERR_SERVER_ALREADY_LISTEN");
    if (options.signal !== void 0) {
      const signal = options.signal;
      if (signal.aborted) {
        (0, import_host2.proc)().nextTick(() => this.close());
        return this;
      }
      signal.addEventListener("abort", () => this.close(), { once: true });
    }
    if (options.path !== void 0) {
      const e = (0, import_netutil2.nodeError)(`listening on a local (Unix) socket (${options.path}) is not available to extensions: listen on a loopback port`, "ERR_EARSHOT_UNSUPPORTED");
      (0, import_host2.proc)().nextTick(() => this.emit("error", e));
      return this;
    }
    const port = (0, import_netutil2.validatePort)(options.port, "options.port");
    const args2 = { port, host: "", unspecified: true };
    if (options.host !== void 0 && options.host !== null && options.host !== "") {
      args2.host = String(options.host);
      args2.unspecified = false;
    }
    if (this._tlsOptions) args2.tls = this._tlsOptions;
    if (args2.unspecified) this._bind(args2);
    else (0, import_host2.ioDone)(() => this._bind(args2));
    return this;
  }
  _bind(args) {
    let r;
    try {
      r = (0, import_host2.op)("net.listen", args);
    } catch (e) {
      (0, import_host2.proc)().nextTick(() => this.emit("error", e));
      return;
    }
    if (r.error) {
      const e = (0, import_netutil2.hostError)(r.error);
      (0, import_host2.proc)().nextTick(() => this.emit("error", e));
      return;
    }
    this[kHandle] = r.id;
    this._address = { address: r.address, family: r.family, port: r.port };
    this._connectionKey = `${r.family === "IPv6" ? 6 : 4}:${r.address}:${args.port}`;
    this._accept();
    (0, import_host2.proc)().nextTick(() => {
      if (this[kHandle] === r.id) this.emit("listening");
    });
  }
  // _accept starts the host's acceptor, whose events are the connections.
  _accept() {
    let r;
    try {
      r = (0, import_host2.op)("net.accept", { id: this[kHandle] });
    } catch (e) {
      (0, import_host2.proc)().nextTick(() => this.emit("error", e));
      return;
    }
    const id = r.id;
    this._accepting = id;
    if (!this._refd) import_host2.unrefd.add(id);
    const handle = this[kHandle];
    (0, import_host2.expect)(id, "net.accept", (v, more) => {
      if (!more) {
        this._accepting = 0;
        if (this[kHandle] === handle) this._ended();
        return;
      }
      if (this[kHandle] !== handle) {
        if (!v.drop && !v.tlsError) {
          const socket = this._socketFor(v, Socket);
          socket._accepted(v);
          socket.destroy();
        }
        return;
      }
      if (v.drop) {
        this.emit("drop", v.drop);
        return;
      }
      if (v.tlsError) {
        this._tlsClientError((0, import_netutil2.hostError)(v.tlsError));
        return;
      }
      this._onConnection(v);
    }, (e) => {
      this._accepting = 0;
      if (this[kHandle] === handle) this._ended();
      if (e && e.code !== "ERR_SOCKET_CLOSED") this.emit("error", e);
    });
  }
  _tlsClientError() {
  }
  // _socketFor makes the socket of an accepted connection (tls.Server
  // makes a TLSSocket).
  _socketFor(v, Socket2) {
    return new Socket2({ allowHalfOpen: this.allowHalfOpen, highWaterMark: this.highWaterMark });
  }
  _onConnection(v) {
    const socket = this._socketFor(v, Socket);
    if (this.maxConnections !== void 0 && this._connections >= this.maxConnections) {
      socket._accepted(v);
      socket.destroy();
      this.emit("drop", {
        localAddress: v.localAddress,
        localPort: v.localPort,
        localFamily: v.localFamily,
        remoteAddress: v.remoteAddress,
        remotePort: v.remotePort,
        remoteFamily: v.remoteFamily
      });
      return;
    }
    if (this.pauseOnConnect) socket.pause();
    socket._accepted(v);
    if (this.noDelay) socket.setNoDelay(true);
    if (this.keepAlive) socket.setKeepAlive(true, this.keepAliveInitialDelay * 1e3);
    socket.server = this;
    socket._server = this;
    this._connections++;
    this._sockets.add(socket);
    const destroy = socket._destroy;
    socket._destroy = (err, cb) => {
      socket._destroy = destroy;
      this._connections--;
      this._sockets.delete(socket);
      this._emitCloseIfDrained();
      destroy.call(socket, err, cb);
    };
    this._connection(socket);
  }
  // _connection hands an accepted socket on ("secureConnection" for TLS).
  _connection(socket) {
    this.emit("connection", socket);
  }
  // _ended: the server stopped listening (closed, or its call ended).
  // Its acceptor is not cancelled: it ends as the listener closes, after
  // handing over the connections it had accepted, which are closed.
  _ended() {
    if (!this[kHandle]) return;
    this[kHandle] = 0;
    this._address = null;
    this._emitCloseIfDrained();
  }
  // _emitCloseIfDrained emits "close" on the next tick once the server
  // neither listens nor has connections, as Node's.
  _emitCloseIfDrained() {
    if (this[kHandle] || this._connections > 0) return;
    (0, import_host2.proc)().nextTick(() => this.emit("close"));
  }
  close(cb) {
    const live = this._live();
    if (typeof cb === "function") {
      if (!live) this.once("close", () => cb((0, import_netutil2.nodeError)("Server is not running.", "ERR_SERVER_NOT_RUNNING")));
      else this.once("close", cb);
    }
    if (live) {
      try {
        (0, import_host2.op)("net.unlisten", { id: this[kHandle] });
      } catch {
      }
      this._ended();
    } else {
      this._emitCloseIfDrained();
    }
    return this;
  }
  address() {
    if (!this._live()) return null;
    return { ...this._address };
  }
  getConnections(cb) {
    (0, import_host2.proc)().nextTick(cb, null, this._connections);
    return this;
  }
  ref() {
    this._refd = true;
    if (this._accepting) import_host2.unrefd.delete(this._accepting);
    return this;
  }
  unref() {
    this._refd = false;
    if (this._accepting) import_host2.unrefd.add(this._accepting);
    return this;
  }
  get _handle() {
    return this[kHandle] ? { fd: -1 } : null;
  }
};
if (typeof Symbol.asyncDispose === "symbol") {
  Server.prototype[Symbol.asyncDispose] = function() {
    return new Promise((resolve, reject) => {
      if (!this[kHandle]) {
        resolve();
        return;
      }
      this.close((err) => err ? reject(err) : resolve());
    });
  };
}
var CallableServer = (0, import_netutil2.callable)(Server);

// net/js/net.js
var import_netutil3 = require("node:internal/netutil");
function connect(...args) {
  const [options] = (0, import_netutil3.normalizeConnect)(args);
  const socket = new Socket(options);
  if (options.timeout) socket.setTimeout(options.timeout);
  return socket.connect(...args);
}
var autoSelectFamily = true;
var autoSelectFamilyTimeout = 250;
var CallableSocket = (0, import_host3.callableClass)(Socket);
var net = {
  Socket: CallableSocket,
  Stream: CallableSocket,
  Server: (0, import_host3.callableClass)(CallableServer),
  connect,
  createConnection: connect,
  createServer: (options, listener) => new CallableServer(options, listener),
  isIP: import_netutil3.isIP,
  isIPv4: import_netutil3.isIPv4,
  isIPv6: import_netutil3.isIPv6,
  getDefaultAutoSelectFamily: () => autoSelectFamily,
  setDefaultAutoSelectFamily: (v) => {
    autoSelectFamily = !!v;
  },
  getDefaultAutoSelectFamilyAttemptTimeout: () => autoSelectFamilyTimeout,
  setDefaultAutoSelectFamilyAttemptTimeout: (v) => {
    autoSelectFamilyTimeout = Number(v);
  }
};
var net_default = (0, import_host3.register)("net", net);
module.exports = ((r, v) => r.has("net") ? r.get("net") : (r.set("net", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
