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

// net/js/tls.js
var tls_exports = {};
__export(tls_exports, {
  TLSSocket: () => TLSSocket,
  checkServerIdentity: () => checkServerIdentity,
  connect: () => connect,
  createSecureContext: () => createSecureContext,
  default: () => tls_default
});
module.exports = __toCommonJS(tls_exports);
var import_node_buffer = require("node:buffer");
var import_host = require("node:internal/host");
var import_validators = require("node:internal/validators");
var import_node_net = __toESM(require("node:net"));
var import_netutil = require("node:internal/netutil");
var { Socket, Server } = import_node_net.default;
var kTLS = /* @__PURE__ */ Symbol.for("earshot.tls");
var pemText = (v) => typeof v === "string" ? v : import_node_buffer.Buffer.isBuffer(v) || v instanceof Uint8Array ? import_node_buffer.Buffer.from(v).toString("latin1") : String(v);
var pemList = (v) => v === void 0 || v === null ? [] : Array.isArray(v) ? v.map(pemText) : [pemText(v)];
function alpnList(v) {
  if (v === void 0 || v === null) return [];
  if (Array.isArray(v)) return v.map((p) => typeof p === "string" ? p : import_node_buffer.Buffer.from(p).toString("latin1"));
  const b = import_node_buffer.Buffer.from(v);
  const out = [];
  for (let i = 0; i < b.length; ) {
    const n = b[i];
    out.push(b.subarray(i + 1, i + 1 + n).toString("latin1"));
    i += n + 1;
  }
  return out;
}
function tlsOptions(o) {
  const ctx = o.secureContext && o.secureContext.context ? o.secureContext.context : {};
  const pick = (k) => o[k] !== void 0 ? o[k] : ctx[k];
  const custom = typeof o.checkServerIdentity === "function" && o.checkServerIdentity !== checkServerIdentity;
  return {
    servername: o.servername ? String(o.servername) : "",
    rejectUnauthorized: o.rejectUnauthorized !== false,
    checkHost: !custom,
    ca: pemList(pick("ca")),
    cert: pemList(pick("cert")).join("\n"),
    key: pemList(pick("key")).join("\n"),
    alpn: alpnList(o.ALPNProtocols),
    minVersion: pick("minVersion") || "",
    maxVersion: pick("maxVersion") || ""
  };
}
var TLSSocket = class extends Socket {
  #info = null;
  #check = null;
  constructor(socket, options = {}) {
    super(options);
    if (socket) this._wrapped = socket;
    this[kTLS] = tlsOptions(options);
    this.encrypted = true;
    this.authorized = false;
    this.authorizationError = null;
    this.alpnProtocol = false;
    this.servername = this[kTLS].servername || void 0;
    if (typeof options.checkServerIdentity === "function") this.#check = options.checkServerIdentity;
    this._rejectUnauthorized = this[kTLS].rejectUnauthorized;
  }
  _onConnect(v) {
    const t = v.tls || {};
    this.#info = t;
    this.authorized = !!t.authorized;
    this.authorizationError = t.authorizationError || null;
    this.alpnProtocol = t.alpn ? t.alpn : false;
    if (!this.servername && this._host && !(0, import_netutil.isIP)(this._host)) this.servername = this._host;
    this.emit("connect");
    if (this.#check && t.cert) {
      const err = this.#check(this.servername || this._host, this.getPeerCertificate());
      if (err && this._rejectUnauthorized) {
        this.destroy(err);
        return;
      }
      if (err) {
        this.authorized = false;
        this.authorizationError = err.code || err.message;
      }
    }
    this.emit("secureConnect");
    this._afterConnect();
  }
  _read() {
    if (this._wrapped) this.destroy(overStream());
    else super._read();
  }
  _write(chunk, encoding, cb) {
    if (this._wrapped) cb(overStream());
    else super._write(chunk, encoding, cb);
  }
  get _handle() {
    if (this._wrapped) return { fd: -1, _parentWrap: new JSStreamSocket() };
    return super._handle;
  }
  // _serverSide: the socket of a connection a tls.Server accepted, with
  // what its handshake gave (t).
  _serverSide(t) {
    this.#info = t;
    this.authorized = !!t.authorized;
    this.authorizationError = t.authorizationError || null;
    this.alpnProtocol = t.alpn ? t.alpn : false;
    this.servername = t.servername || false;
    this._rejectUnauthorized = false;
  }
  getPeerCertificate() {
    const c = this.#info && this.#info.cert;
    if (!c) return {};
    const raw = import_node_buffer.Buffer.from(c.pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, ""), "base64");
    return {
      subject: c.subject,
      issuer: c.issuer,
      subjectaltname: c.subjectaltname,
      valid_from: c.valid_from,
      valid_to: c.valid_to,
      serialNumber: c.serialNumber,
      fingerprint256: c.fingerprint256,
      raw
    };
  }
  getProtocol() {
    return this.#info ? this.#info.protocol || null : null;
  }
  getCipher() {
    return this.#info ? { name: this.#info.cipher, standardName: this.#info.cipher, version: this.#info.protocol } : null;
  }
  getSession() {
    return void 0;
  }
  isSessionReused() {
    return false;
  }
  setServername(name) {
    this[kTLS].servername = String(name);
    this.servername = String(name);
  }
  getEphemeralKeyInfo() {
    return {};
  }
  exportKeyingMaterial() {
    throw (0, import_netutil.nodeError)("exportKeyingMaterial is not available to extensions", "ERR_EARSHOT_UNSUPPORTED");
  }
};
var overStream = () => (0, import_netutil.nodeError)("TLS over an existing socket or stream is not available to extensions: connect with tls.connect({ host, port })", "ERR_EARSHOT_UNSUPPORTED");
var JSStreamSocket = class {
  static [Symbol.hasInstance]() {
    return false;
  }
  constructor(stream) {
    if (stream !== void 0) throw (0, import_netutil.nodeError)("TLS over a stream is not available to extensions", "ERR_EARSHOT_UNSUPPORTED");
  }
};
function connect(...args) {
  const [options, cb] = (0, import_netutil.normalizeConnect)(args);
  if (options.socket) throw (0, import_netutil.nodeError)("tls.connect({ socket }): TLS over an existing socket is not available to extensions: connect with tls.connect({ host, port })", "ERR_EARSHOT_UNSUPPORTED");
  const s = new TLSSocket(null, options);
  if (cb) s.once("secureConnect", cb);
  const rest = { ...options };
  return s.connect(rest);
}
function checkServerIdentity(hostname, cert) {
  const alt = String(cert.subjectaltname || "").split(", ").filter(Boolean);
  const dns = alt.filter((a) => a.startsWith("DNS:")).map((a) => a.slice(4).toLowerCase());
  const ips = alt.filter((a) => a.startsWith("IP Address:")).map((a) => a.slice(11));
  const host = String(hostname).toLowerCase().replace(/\.$/, "");
  let ok;
  if ((0, import_netutil.isIP)(host)) ok = ips.includes(host);
  else {
    const names = dns.length ? dns : cert.subject && cert.subject.CN ? [String(cert.subject.CN).toLowerCase()] : [];
    ok = names.some((n) => n === host || n.startsWith("*.") && host.endsWith(n.slice(1)) && !host.slice(0, -n.length + 1).includes("."));
  }
  if (ok) return void 0;
  const reason = (0, import_netutil.isIP)(host) ? `IP: ${host} is not in the cert's list: ${ips.join(", ")}` : `Host: ${host}. is not in the cert's altnames: ${alt.join(", ")}`;
  const e = (0, import_netutil.nodeError)(`Hostname/IP does not match certificate's altnames: ${reason}`, "ERR_TLS_CERT_ALTNAME_INVALID");
  e.reason = reason;
  e.host = host;
  e.cert = cert;
  return e;
}
var tlsVersions = ["TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"];
function createSecureContext(options = {}) {
  (0, import_validators.validateObject)(options, "options");
  for (const [k, which] of [["minVersion", "minimum"], ["maxVersion", "maximum"]]) {
    const v = options[k];
    if (v !== void 0 && !tlsVersions.includes(v)) {
      throw (0, import_netutil.nodeError)(`"${v}" is not a valid ${which} TLS protocol version`, "ERR_TLS_INVALID_PROTOCOL_VERSION", TypeError);
    }
  }
  return { context: { ...options } };
}
var TLSServer = class extends Server {
  constructor(options, listener) {
    if (typeof options === "function") {
      listener = options;
      options = {};
    } else if (options === void 0 || options === null) options = {};
    super({
      allowHalfOpen: options.allowHalfOpen,
      pauseOnConnect: options.pauseOnConnect,
      noDelay: options.noDelay,
      keepAlive: options.keepAlive,
      keepAliveInitialDelay: options.keepAliveInitialDelay,
      highWaterMark: options.highWaterMark
    });
    if (typeof listener === "function") this.on("secureConnection", listener);
    this.setSecureContext(options);
  }
  setSecureContext(options) {
    if (options.pfx !== void 0) throw (0, import_netutil.nodeError)("tls.createServer({ pfx }): PKCS#12 is not available to extensions: give key and cert in PEM", "ERR_EARSHOT_UNSUPPORTED");
    const ctx = options.secureContext && options.secureContext.context ? options.secureContext.context : {};
    const pick = (k) => options[k] !== void 0 ? options[k] : ctx[k];
    this._tlsOptions = {
      cert: pemList(pick("cert")).join("\n"),
      key: pemList(pick("key")).join("\n"),
      ca: pemList(pick("ca")),
      requestCert: !!options.requestCert,
      rejectUnauthorized: options.rejectUnauthorized !== false,
      alpn: alpnList(options.ALPNProtocols),
      minVersion: pick("minVersion") || "",
      maxVersion: pick("maxVersion") || ""
    };
  }
  _socketFor(v) {
    const s = new TLSSocket(null, { allowHalfOpen: this.allowHalfOpen, highWaterMark: this.highWaterMark });
    s._serverSide(v.tls || {});
    return s;
  }
  _connection(socket) {
    this.emit("secureConnection", socket);
  }
  _tlsClientError(e) {
    this.emit("tlsClientError", e, null);
  }
};
var tls = {
  TLSSocket,
  connect,
  checkServerIdentity,
  createSecureContext,
  createServer: (options, listener) => new TLSServer(options, listener),
  Server: (0, import_host.callableClass)(TLSServer),
  getCiphers: () => ["tls_aes_128_gcm_sha256", "tls_aes_256_gcm_sha384", "tls_chacha20_poly1305_sha256", "ecdhe-ecdsa-aes128-gcm-sha256", "ecdhe-rsa-aes128-gcm-sha256", "ecdhe-ecdsa-aes256-gcm-sha384", "ecdhe-rsa-aes256-gcm-sha384"],
  rootCertificates: Object.freeze([]),
  DEFAULT_MIN_VERSION: "TLSv1.2",
  DEFAULT_MAX_VERSION: "TLSv1.3",
  DEFAULT_ECDH_CURVE: "auto",
  DEFAULT_CIPHERS: "TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256",
  CLIENT_RENEG_LIMIT: 3,
  CLIENT_RENEG_WINDOW: 600
};
var tls_default = (0, import_host.register)("tls", tls);
module.exports = ((r, v) => r.has("tls") ? r.get("tls") : (r.set("tls", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
