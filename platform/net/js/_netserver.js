// net.Server: a TCP server that lives within a call (platform/net/netserver.go).
// It listens on a loopback address — without a host, on 127.0.0.1 and ::1
// (Node would listen on every interface) — and the host closes it, with
// the connections it accepted, when the call that started it ends: a
// server never answers between calls. Events and their order are Node's:
// "listening" on the next tick, "connection" per accepted socket, "close"
// once it is closed and its connections are gone, "error" for a listen
// that failed (EADDRINUSE), "drop" past maxConnections.
import EventEmitter from "node:events";
import { op, expect, unrefd, proc, ioDone, received, internal } from "node:internal/host";
import { nodeError, hostError, validatePort, callable } from "./_netutil.js";
import { Socket } from "./_socket.js";

const kHandle = Symbol("serverHandle");
const inspect = (v) => internal.inspect(v);

// listenOptions turns listen()'s arguments into [options, callback], as
// Node's normalizeArgs reads them.
function listenOptions(args) {
  let cb = typeof args[args.length - 1] === "function" ? args[args.length - 1] : null;
  if (cb) args = args.slice(0, -1);
  const first = args[0];
  const invalid = (v) => nodeError(`The argument 'options' is invalid. Received ${inspect(v)}`, "ERR_INVALID_ARG_VALUE", TypeError);
  if (first !== null && typeof first === "object") {
    const o = { ...first };
    if (o.signal !== undefined && !(o.signal && typeof o.signal === "object" && typeof o.signal.aborted === "boolean" && typeof o.signal.addEventListener === "function")) {
      throw nodeError(`The "options.signal" property must be an instance of AbortSignal.${received(o.signal)}`, "ERR_INVALID_ARG_TYPE", TypeError);
    }
    if (o.handle !== undefined || o._handle !== undefined || Number.isInteger(o.fd) && o.fd >= 0) {
      throw nodeError("listening on a handle or a file descriptor is not available to extensions: listen on a port", "ERR_EARSHOT_UNSUPPORTED");
    }
    // A port, even null, goes before a path.
    if ("port" in first) {
      if (o.port !== undefined && o.port !== null && typeof o.port !== "number" && typeof o.port !== "string") throw invalid(first);
      return [{ ...o, port: o.port === null ? 0 : o.port }, cb];
    }
    if (typeof o.path === "string") return [{ path: o.path }, cb];
    if ("path" in first) throw invalid(first);
    let shown;
    try { shown = inspect(first); } catch { shown = String(first); }
    throw nodeError(`The argument 'options' must have the property "port" or "path". Received ${shown}`, "ERR_INVALID_ARG_VALUE", TypeError);
  }
  if (typeof first === "string" && first !== "" && Number.isNaN(Number(first))) return [{ path: first }, cb];
  if (first !== undefined && first !== null && typeof first !== "number" && typeof first !== "string") throw invalid({ port: first });
  const o = { port: first === undefined || first === null ? 0 : first };
  let i = 1;
  if (typeof args[i] === "string" || args[i] === null || args[i] === undefined && args.length > 2) { if (args[i] !== null && args[i] !== undefined) o.host = args[i]; i++; }
  if (typeof args[i] === "number") o.backlog = args[i];
  return [o, cb];
}

class Server extends EventEmitter {
  constructor(options, listener) {
    super();
    if (typeof options === "function") { listener = options; options = {}; }
    else if (options === undefined || options === null) options = {};
    else if (typeof options !== "object") {
      throw nodeError(`The "options" argument must be of type object.${typeof options === "string" ? ` Received type string ('${options}')` : ` Received type ${typeof options} (${String(options)})`}`, "ERR_INVALID_ARG_TYPE", TypeError);
    }
    if (typeof listener === "function") this.on("connection", listener);
    this._connections = 0;
    this[kHandle] = 0;
    this._accepting = 0; // the host's acceptor (an operation id)
    this._sockets = new Set();
    this._refd = true;
    this.allowHalfOpen = !!options.allowHalfOpen;
    this.pauseOnConnect = !!options.pauseOnConnect;
    this.noDelay = !!options.noDelay;
    this.keepAlive = !!options.keepAlive;
    this.keepAliveInitialDelay = ~~(options.keepAliveInitialDelay / 1000);
    this.highWaterMark = options.highWaterMark;
    this.maxConnections = undefined;
    this._address = null;
    this._tlsOptions = null; // tls.Server's, for the host
  }

  get listening() { return this._live(); }

  // _live reports whether the server listens: the host closes it when
  // the call that started it ends, which JavaScript learns here at once
  // (and from the acceptor's end in the next call's poll phase).
  _live() {
    if (!this[kHandle]) return false;
    let a = null;
    try { a = op("net.server", { id: this[kHandle] }); } catch {}
    if (a === null) { this._ended(); return false; }
    return true;
  }

  listen(...args) {
    const [options, cb] = listenOptions(args);
    if (cb) this.once("listening", cb);
    if (this[kHandle] && this._live()) throw nodeError("Listen method has been called more than once without closing.", "ERR_SERVER_ALREADY_LISTEN");
    if (options.signal !== undefined) {
      const signal = options.signal;
      if (signal.aborted) { proc().nextTick(() => this.close()); return this; }
      signal.addEventListener("abort", () => this.close(), { once: true });
    }
    if (options.path !== undefined) {
      const e = nodeError(`listening on a local (Unix) socket (${options.path}) is not available to extensions: listen on a loopback port`, "ERR_EARSHOT_UNSUPPORTED");
      proc().nextTick(() => this.emit("error", e));
      return this;
    }
    const port = validatePort(options.port, "options.port");
    const args2 = { port, host: "", unspecified: true };
    if (options.host !== undefined && options.host !== null && options.host !== "") {
      args2.host = String(options.host);
      args2.unspecified = false;
    }
    if (this._tlsOptions) args2.tls = this._tlsOptions;
    // With a host, Node looks it up first: the server listens in a later
    // poll phase (address() is null until then); without one, at once.
    if (args2.unspecified) this._bind(args2);
    else ioDone(() => this._bind(args2));
    return this;
  }

  _bind(args) {
    let r;
    try {
      r = op("net.listen", args);
    } catch (e) {
      proc().nextTick(() => this.emit("error", e));
      return;
    }
    if (r.error) {
      const e = hostError(r.error);
      proc().nextTick(() => this.emit("error", e));
      return;
    }
    this[kHandle] = r.id;
    this._address = { address: r.address, family: r.family, port: r.port };
    this._connectionKey = `${r.family === "IPv6" ? 6 : 4}:${r.address}:${args.port}`;
    this._accept();
    proc().nextTick(() => { if (this[kHandle] === r.id) this.emit("listening"); });
  }

  // _accept starts the host's acceptor, whose events are the connections.
  _accept() {
    let r;
    try { r = op("net.accept", { id: this[kHandle] }); } catch (e) { proc().nextTick(() => this.emit("error", e)); return; }
    const id = r.id;
    this._accepting = id;
    if (!this._refd) unrefd.add(id);
    const handle = this[kHandle];
    expect(id, "net.accept", (v, more) => {
      if (!more) {
        this._accepting = 0;
        if (this[kHandle] === handle) this._ended();
        return;
      }
      if (this[kHandle] !== handle) {
        // A connection the host accepted as the server closed: its
        // socket goes at once, and its room in the sockets' limit.
        if (!v.drop && !v.tlsError) { const socket = this._socketFor(v, Socket); socket._accepted(v); socket.destroy(); }
        return;
      }
      if (v.drop) { this.emit("drop", v.drop); return; }
      if (v.tlsError) { this._tlsClientError(hostError(v.tlsError)); return; }
      this._onConnection(v);
    }, (e) => {
      this._accepting = 0;
      if (this[kHandle] === handle) this._ended();
      if (e && e.code !== "ERR_SOCKET_CLOSED") this.emit("error", e);
    });
  }

  _tlsClientError() {}

  // _socketFor makes the socket of an accepted connection (tls.Server
  // makes a TLSSocket).
  _socketFor(v, Socket) {
    return new Socket({ allowHalfOpen: this.allowHalfOpen, highWaterMark: this.highWaterMark });
  }

  _onConnection(v) {
    const socket = this._socketFor(v, Socket);
    if (this.maxConnections !== undefined && this._connections >= this.maxConnections) {
      socket._accepted(v);
      socket.destroy();
      this.emit("drop", { localAddress: v.localAddress, localPort: v.localPort, localFamily: v.localFamily,
        remoteAddress: v.remoteAddress, remotePort: v.remotePort, remoteFamily: v.remoteFamily });
      return;
    }
    if (this.pauseOnConnect) socket.pause();
    socket._accepted(v);
    if (this.noDelay) socket.setNoDelay(true);
    if (this.keepAlive) socket.setKeepAlive(true, this.keepAliveInitialDelay * 1000);
    socket.server = this;
    socket._server = this;
    this._connections++;
    this._sockets.add(socket);
    // As Node, a connection stops counting as it is destroyed (its
    // "close" comes after).
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
  _connection(socket) { this.emit("connection", socket); }

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
    proc().nextTick(() => this.emit("close"));
  }

  close(cb) {
    const live = this._live();
    if (typeof cb === "function") {
      if (!live) this.once("close", () => cb(nodeError("Server is not running.", "ERR_SERVER_NOT_RUNNING")));
      else this.once("close", cb);
    }
    if (live) {
      try { op("net.unlisten", { id: this[kHandle] }); } catch {}
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
    proc().nextTick(cb, null, this._connections);
    return this;
  }

  ref() {
    this._refd = true;
    if (this._accepting) unrefd.delete(this._accepting);
    return this;
  }

  unref() {
    this._refd = false;
    if (this._accepting) unrefd.add(this._accepting);
    return this;
  }

  get _handle() { return this[kHandle] ? { fd: -1 } : null; }
}

if (typeof Symbol.asyncDispose === "symbol") {
  Server.prototype[Symbol.asyncDispose] = function () {
    return new Promise((resolve, reject) => {
      if (!this[kHandle]) { resolve(); return; }
      this.close((err) => (err ? reject(err) : resolve()));
    });
  };
}

const CallableServer = callable(Server);
export { CallableServer as Server };
