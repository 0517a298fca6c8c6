// node:tls — TLS client sockets: Go's crypto/tls over the host's sockets
// (platform/net/net.go), with the system's roots unless ca says otherwise;
// rejectUnauthorized, servername, ALPN, client certificates as Node takes
// them. Servers live within a call (TLSServer).
import { Buffer } from "node:buffer";
import { register, callableClass } from "node:internal/host";
import { validateObject } from "node:internal/validators";
import net from "node:net";
import { normalizeConnect, isIP, nodeError } from "./_netutil.js";

const { Socket, Server } = net;

const kTLS = Symbol.for("earshot.tls");

const pemText = (v) => (typeof v === "string" ? v : Buffer.isBuffer(v) || v instanceof Uint8Array ? Buffer.from(v).toString("latin1") : String(v));
const pemList = (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v.map(pemText) : [pemText(v)]);

function alpnList(v) {
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v.map((p) => (typeof p === "string" ? p : Buffer.from(p).toString("latin1")));
  // The wire form: length-prefixed names.
  const b = Buffer.from(v);
  const out = [];
  for (let i = 0; i < b.length; ) { const n = b[i]; out.push(b.subarray(i + 1, i + 1 + n).toString("latin1")); i += n + 1; }
  return out;
}

// tlsOptions is what the host needs of connect()'s TLS options (also those
// of a secureContext made by createSecureContext).
function tlsOptions(o) {
  const ctx = o.secureContext && o.secureContext.context ? o.secureContext.context : {};
  const pick = (k) => (o[k] !== undefined ? o[k] : ctx[k]);
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
    maxVersion: pick("maxVersion") || "",
  };
}

export class TLSSocket extends Socket {
  #info = null;
  #check = null;
  constructor(socket, options = {}) {
    super(options);
    // TLS over a stream of the extension's own (a proxy's tunnel) is not
    // provided: such a socket is made, and fails when it is used.
    if (socket) this._wrapped = socket;
    this[kTLS] = tlsOptions(options);
    this.encrypted = true;
    this.authorized = false;
    this.authorizationError = null;
    this.alpnProtocol = false;
    this.servername = this[kTLS].servername || undefined;
    if (typeof options.checkServerIdentity === "function") this.#check = options.checkServerIdentity;
    this._rejectUnauthorized = this[kTLS].rejectUnauthorized;
  }
  _onConnect(v) {
    const t = v.tls || {};
    this.#info = t;
    this.authorized = !!t.authorized;
    this.authorizationError = t.authorizationError || null;
    this.alpnProtocol = t.alpn ? t.alpn : false;
    if (!this.servername && this._host && !isIP(this._host)) this.servername = this._host;
    this.emit("connect");
    if (this.#check && t.cert) {
      const err = this.#check(this.servername || this._host, this.getPeerCertificate());
      if (err && this._rejectUnauthorized) { this.destroy(err); return; }
      if (err) { this.authorized = false; this.authorizationError = err.code || err.message; }
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
    const raw = Buffer.from(c.pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, ""), "base64");
    return { subject: c.subject, issuer: c.issuer, subjectaltname: c.subjectaltname, valid_from: c.valid_from,
      valid_to: c.valid_to, serialNumber: c.serialNumber, fingerprint256: c.fingerprint256, raw };
  }
  getProtocol() { return this.#info ? this.#info.protocol || null : null; }
  getCipher() { return this.#info ? { name: this.#info.cipher, standardName: this.#info.cipher, version: this.#info.protocol } : null; }
  getSession() { return undefined; }
  isSessionReused() { return false; }
  setServername(name) { this[kTLS].servername = String(name); this.servername = String(name); }
  getEphemeralKeyInfo() { return {}; }
  exportKeyingMaterial() { throw nodeError("exportKeyingMaterial is not available to extensions", "ERR_EARSHOT_UNSUPPORTED"); }
}

const overStream = () => nodeError("TLS over an existing socket or stream is not available to extensions: connect with tls.connect({ host, port })", "ERR_EARSHOT_UNSUPPORTED");

// JSStreamSocket is what a TLS socket over a stream wraps it in, in Node;
// here, a name that cannot be used.
class JSStreamSocket {
  static [Symbol.hasInstance]() { return false; }
  constructor(stream) {
    if (stream !== undefined) throw nodeError("TLS over a stream is not available to extensions", "ERR_EARSHOT_UNSUPPORTED");
  }
}

export function connect(...args) {
  const [options, cb] = normalizeConnect(args);
  if (options.socket) throw nodeError("tls.connect({ socket }): TLS over an existing socket is not available to extensions: connect with tls.connect({ host, port })", "ERR_EARSHOT_UNSUPPORTED");
  const s = new TLSSocket(null, options);
  if (cb) s.once("secureConnect", cb);
  const rest = { ...options };
  return s.connect(rest);
}

// checkServerIdentity checks a host name against a certificate as
// getPeerCertificate() describes it; the error, or undefined.
export function checkServerIdentity(hostname, cert) {
  const alt = String(cert.subjectaltname || "").split(", ").filter(Boolean);
  const dns = alt.filter((a) => a.startsWith("DNS:")).map((a) => a.slice(4).toLowerCase());
  const ips = alt.filter((a) => a.startsWith("IP Address:")).map((a) => a.slice(11));
  const host = String(hostname).toLowerCase().replace(/\.$/, "");
  let ok;
  if (isIP(host)) ok = ips.includes(host);
  else {
    const names = dns.length ? dns : cert.subject && cert.subject.CN ? [String(cert.subject.CN).toLowerCase()] : [];
    ok = names.some((n) => n === host || (n.startsWith("*.") && host.endsWith(n.slice(1)) && !host.slice(0, -n.length + 1).includes(".")));
  }
  if (ok) return undefined;
  const reason = isIP(host) ? `IP: ${host} is not in the cert's list: ${ips.join(", ")}` : `Host: ${host}. is not in the cert's altnames: ${alt.join(", ")}`;
  const e = nodeError(`Hostname/IP does not match certificate's altnames: ${reason}`, "ERR_TLS_CERT_ALTNAME_INVALID");
  e.reason = reason; e.host = host; e.cert = cert;
  return e;
}

const tlsVersions = ["TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"];

export function createSecureContext(options = {}) {
  validateObject(options, "options");
  for (const [k, which] of [["minVersion", "minimum"], ["maxVersion", "maximum"]]) {
    const v = options[k];
    if (v !== undefined && !tlsVersions.includes(v)) {
      throw nodeError(`"${v}" is not a valid ${which} TLS protocol version`, "ERR_TLS_INVALID_PROTOCOL_VERSION", TypeError);
    }
  }
  return { context: { ...options } };
}

// TLSServer is tls.Server: a net.Server whose connections the host
// accepts over TLS (Go's crypto/tls, with key and cert as given): each
// is "secureConnection" once its handshake is done, a failed handshake
// "tlsClientError". It lives within a call, as every server does.
class TLSServer extends Server {
  constructor(options, listener) {
    if (typeof options === "function") { listener = options; options = {}; }
    else if (options === undefined || options === null) options = {};
    super({ allowHalfOpen: options.allowHalfOpen, pauseOnConnect: options.pauseOnConnect, noDelay: options.noDelay,
      keepAlive: options.keepAlive, keepAliveInitialDelay: options.keepAliveInitialDelay, highWaterMark: options.highWaterMark });
    if (typeof listener === "function") this.on("secureConnection", listener);
    this.setSecureContext(options);
  }
  setSecureContext(options) {
    if (options.pfx !== undefined) throw nodeError("tls.createServer({ pfx }): PKCS#12 is not available to extensions: give key and cert in PEM", "ERR_EARSHOT_UNSUPPORTED");
    const ctx = options.secureContext && options.secureContext.context ? options.secureContext.context : {};
    const pick = (k) => (options[k] !== undefined ? options[k] : ctx[k]);
    this._tlsOptions = {
      cert: pemList(pick("cert")).join("\n"),
      key: pemList(pick("key")).join("\n"),
      ca: pemList(pick("ca")),
      requestCert: !!options.requestCert,
      rejectUnauthorized: options.rejectUnauthorized !== false,
      alpn: alpnList(options.ALPNProtocols),
      minVersion: pick("minVersion") || "",
      maxVersion: pick("maxVersion") || "",
    };
  }
  _socketFor(v) {
    const s = new TLSSocket(null, { allowHalfOpen: this.allowHalfOpen, highWaterMark: this.highWaterMark });
    s._serverSide(v.tls || {});
    return s;
  }
  _connection(socket) { this.emit("secureConnection", socket); }
  _tlsClientError(e) { this.emit("tlsClientError", e, null); }
}

const tls = {
  TLSSocket, connect, checkServerIdentity, createSecureContext,
  createServer: (options, listener) => new TLSServer(options, listener),
  Server: callableClass(TLSServer),
  getCiphers: () => ["tls_aes_128_gcm_sha256", "tls_aes_256_gcm_sha384", "tls_chacha20_poly1305_sha256", "ecdhe-ecdsa-aes128-gcm-sha256", "ecdhe-rsa-aes128-gcm-sha256", "ecdhe-ecdsa-aes256-gcm-sha384", "ecdhe-rsa-aes256-gcm-sha384"],
  rootCertificates: Object.freeze([]),
  DEFAULT_MIN_VERSION: "TLSv1.2",
  DEFAULT_MAX_VERSION: "TLSv1.3",
  DEFAULT_ECDH_CURVE: "auto",
  DEFAULT_CIPHERS: "TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256",
  CLIENT_RENEG_LIMIT: 3,
  CLIENT_RENEG_WINDOW: 600,
};
export default register("tls", tls);
