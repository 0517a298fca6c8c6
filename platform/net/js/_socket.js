// The socket of node:net and node:tls: a Duplex over a host socket
// (platform/net/net.go). What arrives is read from the host only while the
// stream wants more (so an extension that does not read leaves it in the
// kernel); a write is handed over a piece at a time and completes when the
// kernel has it, so write() returns false and "drain" comes as in Node.
import { Buffer } from "node:buffer";
import { Duplex } from "node:stream";
import { op, pending, unrefd, cancel, expect, startOp } from "node:internal/host";
import { nodeError, hostError, isIP, normalizeConnect, validatePort } from "./_netutil.js";
import { codes, validateString, validateOneOf, validateNumber } from "node:internal/validators";

const maxWrite = 256 * 1024; // platform/net/net.go's maxSocketWrite

const start = startOp;

const ascii = /^[\x00-\x7f]*$/;

const kConnecting = 0, kOpen = 1, kClosed = 2;

export class Socket extends Duplex {
  #id = 0;
  #args = ""; // {"id":...}, the arguments of most of its operations
  #state = kConnecting;
  #reading = 0; // the socket's reader, while it reads
  #paused = false; // the reader was told the stream has enough
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
      writableHighWaterMark: options.writableHighWaterMark,
    });
    if (options.fd !== undefined) throw nodeError("sockets from file descriptors are not available to extensions", "ERR_EARSHOT_UNSUPPORTED");
    this.connecting = false;
    this._hadError = false;
    this._host = null;
    this.bytesRead = 0;
    this._bytesWritten = 0;
    this.remoteAddress = undefined;
    this.remotePort = undefined;
    this.remoteFamily = undefined;
    this.localAddress = undefined;
    this.localPort = undefined;
    this.localFamily = undefined;
    this.server = null;
    this._server = null;
    this[Symbol.for("earshot.tls")] = null;
    if (options.signal) {
      const signal = options.signal;
      const onAbort = () => this.destroy(Object.assign(new Error("The operation was aborted"), { name: "AbortError", code: "ABORT_ERR", cause: signal.reason }));
      if (signal.aborted) queueMicrotask(onAbort);
      else { signal.addEventListener("abort", onAbort, { once: true }); this.once("close", () => signal.removeEventListener("abort", onAbort)); }
    }
    this.on("end", () => { if (!this.allowHalfOpen && !this.writableEnded) this.end(); });
  }

  get pending() { return this.#state !== kOpen; }
  get readyState() {
    if (this.connecting) return "opening";
    if (this.readable && this.writable) return "open";
    if (this.readable && !this.writable) return "readOnly";
    if (!this.readable && this.writable) return "writeOnly";
    return "closed";
  }
  get bytesWritten() { return this._bytesWritten + (this.writableLength || 0); }
  get bufferSize() { return this.writableLength; }
  get timeout() { return this.#timeout || undefined; }

  connect(...args) {
    const [options, cb] = Array.isArray(args[0]) && args.length === 1 ? normalizeConnect(args[0]) : normalizeConnect(args);
    if (cb) this.once(this[Symbol.for("earshot.tls")] ? "secureConnect" : "connect", cb);
    if (this.#id || this.connecting) {
      throw nodeError("connect() on a socket that is already connecting or connected is not supported in extensions: make a new socket", "ERR_EARSHOT_UNSUPPORTED");
    }
    if (options.path !== undefined && options.path !== null) {
      validateString(options.path, "options.path");
      queueMicrotask(() => this.destroy(nodeError("connecting to a local (Unix) socket is not available to extensions: connect to a host and port", "ERR_EARSHOT_UNSUPPORTED")));
      return this;
    }
    if (options.port === undefined || options.port === null) {
      throw nodeError('The "options" or "port" or "path" argument must be specified', "ERR_MISSING_ARGS", TypeError);
    }
    const port = validatePort(options.port, "Port");
    if (options.family !== undefined && options.family !== null) {
      validateOneOf(options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family, "options.family", [0, 4, 6]);
    }
    const host = options.host === undefined || options.host === null ? "localhost" : String(options.host);
    if (options.timeout) this.setTimeout(options.timeout);
    this.connecting = true;
    this._host = host;
    const family = Number(options.family) || 0;
    const tls = this[Symbol.for("earshot.tls")];
    const lookup = options.lookup;
    if (typeof lookup === "function" && !isIP(host)) {
      lookup(host, { family, all: false }, (err, address, fam) => {
        if (this.destroyed) return;
        this.emit("lookup", err, address, fam, host);
        if (err) { this.destroy(err); return; }
        this.#open(Array.isArray(address) ? address[0].address : address, port, family, tls, host);
      });
    } else {
      queueMicrotask(() => { if (!this.destroyed) this.#open(host, port, family, tls, host); });
    }
    return this;
  }

  #open(address, port, family, tls, host) {
    // The host connects to host, at address when a lookup option chose it
    // (the net capability decides on both).
    const args = { host, port, family, url: "net://" + (host.includes(":") ? "[" + host + "]" : host) + ":" + port };
    if (address !== host) args.via = address;
    if (tls) { args.tls = tls; if (!tls.servername && !isIP(host)) tls.servername = host; }
    let r;
    try {
      r = op("net.connect", args);
    } catch (e) {
      this.destroy(e);
      return;
    }
    this.#id = r.id;
    this.#args = JSON.stringify({ id: r.id });
    expect(r.op, "net.connect", (v) => this.#connected(v, address, host), (e) => this.destroy(e));
  }

  #connected(v, address, host) {
    if (this.destroyed) return;
    if (v.remoteAddress !== undefined) {
      this.remoteAddress = v.remoteAddress; this.remotePort = v.remotePort; this.remoteFamily = v.remoteFamily;
      this.localAddress = v.localAddress; this.localPort = v.localPort; this.localFamily = v.localFamily;
      if (!isIP(address) && address === host) this.emit("lookup", null, v.remoteAddress, v.remoteFamily === "IPv6" ? 6 : 4, host);
    }
    if (v.error) {
      this.connecting = false;
      this.destroy(hostError(v.error));
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
    this.remoteAddress = v.remoteAddress; this.remotePort = v.remotePort; this.remoteFamily = v.remoteFamily;
    this.localAddress = v.localAddress; this.localPort = v.localPort; this.localFamily = v.localFamily;
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
    // As Node, reading starts with the connection (up to the stream's
    // high-water mark), so that the peer's end or reset is seen.
    if (this.#wantRead) { this.#wantRead = false; this._read(); }
    else if (!this.readableEnded && !this.isPaused()) this.read(0);
    if (this.#pendingWrite) { const w = this.#pendingWrite; this.#pendingWrite = null; w(); }
  }

  _touch() {
    if (this.#timer) this.#timer.refresh();
  }

  // The host's reader hands over what arrives, a chunk at a time, while
  // the stream wants more: when a push finds the stream full, it is told
  // to stop (what it is reading still comes), and _read starts it again.
  _read() {
    if (this.#state !== kOpen) { this.#wantRead = true; return; }
    if (this.#reading) {
      if (this.#paused) { this.#paused = false; this.#want(true); }
      return;
    }
    this.#paused = false;
    this.#reading = start("net.read", this.#args, undefined, (err, v, more) => {
      if (!more) this.#reading = 0;
      if (this.destroyed) return;
      // A socket the host closed (its call failed, say) just closes.
      if (err) { this.destroy(err.code === "ERR_SOCKET_CLOSED" ? undefined : err); return; }
      if (v instanceof ArrayBuffer) {
        // Buffer.from(v), without its checks of what v is.
        const b = Object.setPrototypeOf(new Uint8Array(v), Buffer.prototype);
        this.bytesRead += b.length;
        this._touch();
        if (!this.push(b) && this.#reading && !this.#paused) { this.#paused = true; this.#want(false); }
      } else if (v && v.eof) {
        // As Node: the end is seen even by a socket nobody reads.
        this.push(null);
        this.read(0);
      }
    });
    if (!this.#refd && this.#reading) unrefOp(this.#reading);
  }

  #want(want) {
    try { op("net.want", want ? this.#args.slice(0, -1) + ',"want":true}' : this.#args); } catch {}
  }

  _write(chunk, encoding, cb) {
    if (this.#state !== kOpen) {
      if (this.#state === kConnecting) { this.#pendingWrite = () => this._write(chunk, encoding, cb); return; }
      cb(nodeError("This socket has been ended by the other party", "EPIPE"));
      return;
    }
    if (typeof chunk === "string" && chunk.length <= 65536 && ascii.test(chunk)) {
      // Text in ASCII is the same bytes in every encoding Node writes: the
      // host encodes it (no Buffer made here).
      start("net.write", this.#args, chunk, (err) => {
        if (err && err.code === "ERR_SOCKET_CLOSED") { this.destroy(); return; }
        if (err) { cb(err); return; }
        this._bytesWritten += chunk.length;
        this._touch();
        cb();
      });
      return;
    }
    const b = typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk;
    const u8 = b instanceof Uint8Array ? b : new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    let off = 0;
    const next = () => {
      if (off >= u8.length) { cb(); return; }
      // The host takes any view's bytes where they are: a chunk that fits
      // one write goes as it is, a larger one a piece at a time.
      const n = Math.min(maxWrite, u8.length - off);
      const piece = off === 0 && n === u8.length ? u8 : new Uint8Array(u8.buffer, u8.byteOffset + off, n);
      off += n;
      start("net.write", this.#args, piece, (err) => {
        if (err && err.code === "ERR_SOCKET_CLOSED") { this.destroy(); return; }
        if (err) { cb(err); return; }
        this._bytesWritten += n;
        this._touch();
        next();
      });
    };
    next();
  }

  _final(cb) {
    if (this.#state === kConnecting) { this.#pendingWrite = () => this._final(cb); return; }
    if (this.#state !== kOpen) { cb(); return; }
    start("net.end", this.#args, undefined, (err) => cb(err && err.code !== "ERR_SOCKET_CLOSED" ? err : undefined));
  }

  _destroy(err, cb) {
    this.connecting = false;
    this.#state = kClosed;
    if (this.#timer) { clearTimeout(this.#timer); this.#timer = null; }
    if (this.#reading) { cancel(this.#reading); this.#reading = 0; }
    if (this.#id) { try { op("net.destroy", { id: this.#id }); } catch {} }
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
  resetAndDestroy() { return this.destroy(nodeError("socket reset", "ERR_SOCKET_CLOSED")); }

  setTimeout(ms, cb) {
    validateNumber(ms, "msecs");
    if (!Number.isFinite(ms) || ms < 0) throw codes.ERR_OUT_OF_RANGE("msecs", "a non-negative finite number", ms);
    if (this.#timer) { clearTimeout(this.#timer); this.#timer = null; }
    this.#timeout = ms;
    if (cb) { if (ms === 0) this.removeListener("timeout", cb); else this.once("timeout", cb); }
    if (ms > 0 && !this.destroyed) {
      this.#timer = setTimeout(() => { this.#timer.refresh(); this.emit("timeout"); }, ms);
      if (typeof this.#timer.unref === "function") this.#timer.unref();
    }
    return this;
  }
  setNoDelay(noDelay = true) { if (this.#id) op("net.option", { id: this.#id, noDelay: !!noDelay }); return this; }
  setKeepAlive(enable = false, delay = 0) {
    const want = `${!!enable}/${Number(delay) || 0}`;
    if (this.#id && want !== this.#keepAlive) {
      this.#keepAlive = want;
      op("net.option", { id: this.#id, keepAlive: !!enable, delay: Number(delay) || 0 });
    }
    return this;
  }
  address() {
    if (this.localAddress === undefined) return {};
    return { address: this.localAddress, family: this.localFamily, port: this.localPort };
  }
  // ref and unref: an unref'd socket's reads do not keep a call waiting.
  ref() { this.#refd = true; if (this.#reading) refOp(this.#reading); return this; }
  unref() { this.#refd = false; if (this.#reading) unrefOp(this.#reading); return this; }
  get _handle() { return this.#id ? { fd: -1 } : null; }
}

// unrefOp and refOp mark a host operation as one that does not (does) keep
// the current call alive.
function unrefOp(id) { unrefd.add(id); }
function refOp(id) { unrefd.delete(id); }
