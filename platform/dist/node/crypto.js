var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// crypto/js/crypto.js
var crypto_exports = {};
__export(crypto_exports, {
  default: () => crypto_default
});
module.exports = __toCommonJS(crypto_exports);
var import_node_buffer2 = require("node:buffer");
var import_node_string_decoder = require("node:string_decoder");
var import_host2 = require("node:internal/host");
var import_node_module = require("node:module");
var import_validators = require("node:internal/validators");

// crypto/js/_crypto_dh.js
var import_node_buffer = require("node:buffer");
var import_host = require("node:internal/host");
function dhClasses({ err: err2, argType: argType2 }) {
  const bufferish = "one of type number or string or an instance of ArrayBuffer, Buffer, TypedArray, or DataView";
  const isBuffer = (v) => ArrayBuffer.isView(v) || v instanceof ArrayBuffer;
  const bytes = (v) => v instanceof ArrayBuffer ? import_node_buffer.Buffer.from(v) : import_node_buffer.Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  const toBuf = (v, encoding) => typeof v === "string" ? import_node_buffer.Buffer.from(v, encoding === "buffer" ? "utf8" : encoding) : bytes(v);
  const b642 = (b) => b ? bytes(b).toString("base64") : void 0;
  const fromB642 = (s) => import_node_buffer.Buffer.from(s || "", "base64");
  const encode = (b, encoding) => encoding && encoding !== "buffer" ? b.toString(encoding) : b;
  const int322 = (v, name) => {
    if (!Number.isInteger(v)) throw err2(RangeError, "ERR_OUT_OF_RANGE", `The value of "${name}" is out of range. It must be an integer. Received ${v}`);
    if (v < -(2 ** 31) || v > 2 ** 31 - 1) {
      throw err2(RangeError, "ERR_OUT_OF_RANGE", `The value of "${name}" is out of range. It must be >= -2147483648 && <= 2147483647. Received ${v}`);
    }
  };
  const keyArg = (key, encoding) => {
    if (typeof key === "string") return import_node_buffer.Buffer.from(key, encoding && encoding !== "buffer" ? encoding : "utf8");
    if (isBuffer(key)) return bytes(key);
    throw argType2("key", "of type string or an instance of ArrayBuffer, Buffer, TypedArray, or DataView", key);
  };
  const state = /* @__PURE__ */ new WeakMap();
  const verifyError = (o, v) => Object.defineProperty(o, "verifyError", { value: v, enumerable: true, writable: false, configurable: true });
  function DiffieHellman2(sizeOrKey, keyEncoding, generator, genEncoding) {
    if (!(this instanceof DiffieHellman2)) return new DiffieHellman2(sizeOrKey, keyEncoding, generator, genEncoding);
    if (typeof sizeOrKey !== "number" && typeof sizeOrKey !== "string" && !isBuffer(sizeOrKey)) throw argType2("sizeOrKey", bufferish, sizeOrKey);
    if (typeof sizeOrKey === "number") int322(sizeOrKey, "sizeOrKey");
    if (keyEncoding && !import_node_buffer.Buffer.isEncoding(keyEncoding) && keyEncoding !== "buffer") {
      genEncoding = generator;
      generator = keyEncoding;
      keyEncoding = false;
    }
    keyEncoding = keyEncoding || "buffer";
    genEncoding = genEncoding || "buffer";
    const args = {};
    if (!generator) args.genInt = 2;
    else if (typeof generator === "number") {
      int322(generator, "generator");
      args.genInt = generator;
    } else if (typeof generator === "string") args.generator = b642(toBuf(generator, genEncoding));
    else if (isBuffer(generator)) args.generator = b642(bytes(generator));
    else throw argType2("generator", bufferish, generator);
    let r;
    if (typeof sizeOrKey === "number") {
      if (args.genInt === void 0) args.genInt = fromB642(args.generator).reduce((n, b) => n * 256 + b, 0);
      r = (0, import_host.op)("crypto.dh", { fn: "generatePrime", bits: sizeOrKey, genInt: args.genInt });
    } else {
      r = (0, import_host.op)("crypto.dh", { fn: "init", prime: b642(toBuf(sizeOrKey, keyEncoding)), ...args });
    }
    state.set(this, { prime: fromB642(r.prime), generator: fromB642(r.generator), length: r.length, priv: null, pub: null });
    verifyError(this, r.verifyError);
  }
  function DiffieHellmanGroup2(name) {
    if (!(this instanceof DiffieHellmanGroup2)) return new DiffieHellmanGroup2(name);
    const r = (0, import_host.op)("crypto.dh", { fn: "group", group: String(name) });
    state.set(this, { prime: fromB642(r.prime), generator: fromB642(r.generator), length: r.length, priv: null, pub: null });
    verifyError(this, 0);
  }
  const methods = {
    generateKeys(encoding) {
      const s = state.get(this);
      const r = (0, import_host.op)("crypto.dh", { fn: "generateKeys", prime: b642(s.prime), generator: b642(s.generator), length: s.length, private: b642(s.priv) });
      s.priv = fromB642(r.private);
      s.pub = fromB642(r.public);
      return encode(import_node_buffer.Buffer.from(s.pub), encoding);
    },
    computeSecret(key, inEnc, outEnc) {
      const s = state.get(this);
      const pub = keyArg(key, inEnc);
      return encode(import_node_buffer.Buffer.from((0, import_host.op)("crypto.dh", { fn: "compute", prime: b642(s.prime), private: b642(s.priv), public: b642(pub) })), outEnc);
    },
    getPrime(encoding) {
      return encode(import_node_buffer.Buffer.from(state.get(this).prime), encoding);
    },
    getGenerator(encoding) {
      return encode(import_node_buffer.Buffer.from(state.get(this).generator), encoding);
    },
    getPublicKey(encoding) {
      const s = state.get(this);
      if (!s.pub) throw err2(Error, "ERR_CRYPTO_INVALID_STATE", "No public key - did you forget to generate one?");
      return encode(import_node_buffer.Buffer.from(s.pub), encoding);
    },
    getPrivateKey(encoding) {
      const s = state.get(this);
      if (!s.priv) throw err2(Error, "ERR_CRYPTO_INVALID_STATE", "No private key - did you forget to generate one?");
      return encode(import_node_buffer.Buffer.from(s.priv), encoding);
    }
  };
  const setters = {
    setPublicKey(key, encoding) {
      state.get(this).pub = import_node_buffer.Buffer.from(keyArg(key, encoding));
      return this;
    },
    setPrivateKey(key, encoding) {
      state.get(this).priv = import_node_buffer.Buffer.from(keyArg(key, encoding));
      return this;
    }
  };
  const define = (C, m) => {
    for (const [name, f] of Object.entries(m)) C.prototype[name] = f;
  };
  Object.defineProperty(DiffieHellman2, "name", { value: "DiffieHellman" });
  Object.defineProperty(DiffieHellmanGroup2, "name", { value: "DiffieHellmanGroup" });
  define(DiffieHellman2, methods);
  define(DiffieHellman2, setters);
  define(DiffieHellmanGroup2, methods);
  return { DiffieHellman: DiffieHellman2, DiffieHellmanGroup: DiffieHellmanGroup2 };
}

// crypto/js/crypto.js
var err = (Cls, code, message) => code ? (0, import_validators.nodeError)(Cls, code, message) : new Cls(message);
var received = import_validators.specificType;
var inspected = import_validators.inspect;
var argValue = (name, v, must) => err(TypeError, "ERR_INVALID_ARG_VALUE", `The property '${name}' ${must || "is invalid"}. Received ${inspected(v)}`);
var argType = (name, what, v, prop) => err(TypeError, "ERR_INVALID_ARG_TYPE", `The "${name}" ${prop ? "property" : "argument"} must be ${what}. Received ${received(v)}`);
var bufferTypes = "of type string or an instance of ArrayBuffer, Buffer, TypedArray, or DataView";
var keyTypesMsg = "of type string or an instance of ArrayBuffer, Buffer, TypedArray, DataView, KeyObject, or CryptoKey";
var toBytes = (data, encoding, name = "data") => {
  if (typeof data === "string") return import_node_buffer2.Buffer.from(data, encoding || "utf8");
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  throw argType(name, "of type string or an instance of Buffer, TypedArray, or DataView", data);
};
var ab = (b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
var buf = (b) => b instanceof ArrayBuffer ? import_node_buffer2.Buffer.from(b) : import_node_buffer2.Buffer.from(b.buffer, b.byteOffset, b.byteLength);
var out = (r, encoding) => {
  const b = buf(r);
  return encoding && encoding !== "buffer" && import_node_buffer2.Buffer.isEncoding(encoding) ? b.toString(encoding) : b;
};
var b64 = (bytes) => buf(bytes).toString("base64");
var fromB64 = (s) => import_node_buffer2.Buffer.from(s || "", "base64");
var empty = import_node_buffer2.Buffer.alloc(0);
var unknownDigest = /* @__PURE__ */ new WeakSet();
var Hash = class _Hash {
  #id;
  #alg;
  constructor(alg, key, hmac, id, options) {
    if (id === void 0 && typeof alg !== "string") throw argType(hmac ? "hmac" : "algorithm", "of type string", alg);
    this.#alg = alg;
    if (id !== void 0) {
      this.#id = (0, import_host2.track)(this, id);
      return;
    }
    const args = { alg: String(alg), hmac: !!hmac };
    if (options && options.outputLength !== void 0) args.outputLength = options.outputLength;
    try {
      this.#id = (0, import_host2.track)(this, (0, import_host2.op)("crypto.hash.new", args, hmac ? ab(secretBytes(key, "key")) : void 0));
    } catch (e) {
      if (e.code !== "ERR_OSSL_EVP_UNSUPPORTED") throw e;
      if (hmac) throw import_validators.codes.ERR_CRYPTO_INVALID_DIGEST(alg);
      const unknown = new Error("Digest method not supported");
      unknownDigest.add(unknown);
      throw unknown;
    }
  }
  update(data, encoding) {
    (0, import_host2.op)("crypto.hash.update", { id: this.#id }, toBytes(data, encoding));
    return this;
  }
  digest(encoding) {
    return out((0, import_host2.op)("crypto.hash.digest", { id: this.#id }), encoding);
  }
  copy() {
    return new _Hash(this.#alg, null, false, (0, import_host2.op)("crypto.hash.copy", { id: this.#id }));
  }
};
var Hmac = class extends Hash {
  constructor(alg, key) {
    super(alg, key, true);
  }
};
var kStream = /* @__PURE__ */ Symbol("stream");
var Transform = null;
function asStream(h) {
  if (Transform === null) {
    Transform = (0, import_node_module.createRequire)("/")("node:stream").Transform;
    Object.setPrototypeOf(Hash.prototype, Transform.prototype);
  }
  if (!h[kStream]) {
    h[kStream] = true;
    Transform.call(h);
  }
}
for (const name of [
  "write",
  "end",
  "pipe",
  "unpipe",
  "on",
  "once",
  "addListener",
  "prependListener",
  "prependOnceListener",
  "off",
  "removeListener",
  "removeAllListeners",
  "emit",
  "listeners",
  "rawListeners",
  "listenerCount",
  "eventNames",
  "read",
  "resume",
  "pause",
  "isPaused",
  "setEncoding",
  "destroy",
  "cork",
  "uncork",
  "setDefaultEncoding",
  "unshift",
  "wrap",
  Symbol.asyncIterator
]) {
  Object.defineProperty(Hash.prototype, name, {
    value: function(...args) {
      asStream(this);
      return Transform.prototype[name].apply(this, args);
    },
    writable: true,
    configurable: true
  });
}
Object.defineProperties(Hash.prototype, {
  _transform: { value(chunk, encoding, cb) {
    this.update(chunk, encoding);
    cb();
  }, writable: true, configurable: true },
  _flush: { value(cb) {
    this.push(this.digest());
    cb();
  }, writable: true, configurable: true }
});
var supportedHashes = [
  "RSA-MD5",
  "RSA-SHA1",
  "RSA-SHA1-2",
  "RSA-SHA224",
  "RSA-SHA256",
  "RSA-SHA3-224",
  "RSA-SHA3-256",
  "RSA-SHA3-384",
  "RSA-SHA3-512",
  "RSA-SHA384",
  "RSA-SHA512",
  "RSA-SHA512/224",
  "RSA-SHA512/256",
  "blake2b512",
  "blake2s256",
  "id-rsassa-pkcs1-v1_5-with-sha3-224",
  "id-rsassa-pkcs1-v1_5-with-sha3-256",
  "id-rsassa-pkcs1-v1_5-with-sha3-384",
  "id-rsassa-pkcs1-v1_5-with-sha3-512",
  "md5",
  "md5WithRSAEncryption",
  "sha1",
  "sha1WithRSAEncryption",
  "sha224",
  "sha224WithRSAEncryption",
  "sha256",
  "sha256WithRSAEncryption",
  "sha3-224",
  "sha3-256",
  "sha3-384",
  "sha3-512",
  "sha384",
  "sha384WithRSAEncryption",
  "sha512",
  "sha512-224",
  "sha512-224WithRSAEncryption",
  "sha512-256",
  "sha512-256WithRSAEncryption",
  "sha512WithRSAEncryption",
  "shake128",
  "shake256",
  "ssl3-md5",
  "ssl3-sha1"
];
function randomBytes(n, cb) {
  if (!Number.isInteger(n) || n < 0 || n > 2 ** 31 - 1) {
    if (typeof n !== "number") throw argType("size", "of type number", n);
    throw err(RangeError, "ERR_OUT_OF_RANGE", `The value of "size" is out of range. It must be >= 0 && <= 2147483647. Received ${n}`);
  }
  const b = import_node_buffer2.Buffer.alloc(n);
  for (let at = 0; at < n; at += 65536) b.set(new Uint8Array((0, import_host2.op)("random", String(Math.min(65536, n - at)))), at);
  if (typeof cb === "function") {
    queueMicrotask(() => cb(null, b));
    return;
  }
  return b;
}
function randomFillSync(buf2, offset = 0, size) {
  if (!ArrayBuffer.isView(buf2) && !(buf2 instanceof ArrayBuffer)) throw import_validators.codes.ERR_INVALID_ARG_TYPE("buf", ["ArrayBuffer", "ArrayBufferView"], buf2);
  const view = new Uint8Array(buf2.buffer || buf2, buf2.byteOffset || 0, buf2.byteLength);
  size = size === void 0 ? view.length - offset : size;
  view.set(randomBytes(size), offset);
  return buf2;
}
function randomInt(min, max, cb) {
  if (max === void 0 || typeof max === "function") {
    cb = max;
    max = min;
    min = 0;
  }
  if (!Number.isSafeInteger(min)) throw import_validators.codes.ERR_INVALID_ARG_TYPE("min", "a safe integer", min);
  if (!Number.isSafeInteger(max)) throw import_validators.codes.ERR_INVALID_ARG_TYPE("max", "a safe integer", max);
  if (max <= min) {
    throw err(RangeError, "ERR_OUT_OF_RANGE", `The value of "max" is out of range. It must be greater than the value of "min" (${min}). Received ${max}`);
  }
  const range = max - min;
  const limit = 2 ** 48 - 2 ** 48 % range;
  let x;
  do {
    const b = randomBytes(6);
    x = b.readUIntBE(0, 6);
  } while (x >= limit);
  const v = min + x % range;
  if (typeof cb === "function") {
    queueMicrotask(() => cb(null, v));
    return;
  }
  return v;
}
function timingSafeEqual(a, b) {
  for (const [name, v] of [["buf1", a], ["buf2", b]]) {
    if (!ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer)) {
      throw (0, import_validators.nodeError)(TypeError, "ERR_INVALID_ARG_TYPE", `The "${name}" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView.`);
    }
  }
  a = toBytes(a, void 0, "buf1");
  b = toBytes(b, void 0, "buf2");
  if (a.byteLength !== b.byteLength) {
    throw err(RangeError, "ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH", "Input buffers must have the same byte length");
  }
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i] ^ b[i];
  return d === 0;
}
var checkInt = (name, v, min, max) => {
  if (typeof v !== "number") throw argType(name, "of type number", v);
  if (!Number.isInteger(v)) throw err(RangeError, "ERR_OUT_OF_RANGE", `The value of "${name}" is out of range. It must be an integer. Received ${v}`);
  if (v < min || v > max) throw err(RangeError, "ERR_OUT_OF_RANGE", `The value of "${name}" is out of range. It must be >= ${min} && <= ${max}. Received ${v}`);
};
var checkCallback = (cb) => {
  if (typeof cb !== "function") throw argType("callback", "of type function", cb);
};
var settle = import_host2.callback;
function pbkdf2Args(password, salt, iterations, keylen, digest) {
  const pw = secretBytes(password, "password");
  const s = secretBytes(salt, "salt");
  checkInt("iterations", iterations, 1, 2147483647);
  checkInt("keylen", keylen, 0, 2147483647);
  if (typeof digest !== "string") throw argType("digest", "of type string", digest);
  return [{ alg: digest, salt: b64(s), iterations, keylen }, ab(pw)];
}
function pbkdf2Sync(password, salt, iterations, keylen, digest) {
  const [args, pw] = pbkdf2Args(password, salt, iterations, keylen, digest);
  return buf((0, import_host2.op)("crypto.pbkdf2", args, pw));
}
function pbkdf2(password, salt, iterations, keylen, digest, cb) {
  const [args, pw] = pbkdf2Args(password, salt, iterations, keylen, digest);
  checkCallback(cb);
  settle((0, import_host2.opAsync)("crypto.pbkdf2", { ...args, async: true }, pw), cb, buf);
}
function hkdfArgs(digest, ikm, salt, info, keylen) {
  if (typeof digest !== "string") throw argType("digest", "of type string", digest);
  const key = secretBytes(ikm, "ikm");
  checkInt("length", keylen, 0, 2 ** 32);
  return [{ alg: digest, salt: b64(secretBytes(salt, "salt")), info: b64(secretBytes(info, "info")), keylen }, ab(key)];
}
function hkdfSync(digest, ikm, salt, info, keylen) {
  const [args, key] = hkdfArgs(digest, ikm, salt, info, keylen);
  return ab(buf((0, import_host2.op)("crypto.hkdf", args, key)));
}
function hkdf(digest, ikm, salt, info, keylen, cb) {
  const [args, key] = hkdfArgs(digest, ikm, salt, info, keylen);
  checkCallback(cb);
  settle((0, import_host2.opAsync)("crypto.hkdf", { ...args, async: true }, key), cb, (b) => ab(buf(b)));
}
function scryptArgs(password, salt, keylen, options) {
  const pw = secretBytes(password, "password");
  const s = secretBytes(salt, "salt");
  checkInt("keylen", keylen, 0, 2147483647);
  const o = options || {};
  const pick = (a, b, def) => {
    if (o[a] !== void 0 && o[b] !== void 0) throw err(Error, "ERR_CRYPTO_SCRYPT_INVALID_PARAMETER", "Invalid scrypt parameter");
    return o[a] ?? o[b] ?? def;
  };
  const N = pick("N", "cost", 16384), r = pick("r", "blockSize", 8), p = pick("p", "parallelization", 1);
  const maxmem = o.maxmem ?? 32 << 20;
  for (const [name, v] of [["N", N], ["r", r], ["p", p], ["maxmem", maxmem]]) checkInt(name, v, 0, Number.MAX_SAFE_INTEGER);
  return [{ salt: b64(s), keylen, N, r, p, maxmem }, ab(pw)];
}
function scryptSync(password, salt, keylen, options) {
  const [args, pw] = scryptArgs(password, salt, keylen, options);
  return buf((0, import_host2.op)("crypto.scrypt", args, pw));
}
function scrypt(password, salt, keylen, options, cb) {
  if (typeof options === "function") {
    cb = options;
    options = void 0;
  }
  const [args, pw] = scryptArgs(password, salt, keylen, options);
  checkCallback(cb);
  settle((0, import_host2.opAsync)("crypto.scrypt", { ...args, async: true }, pw), cb, buf);
}
var keys = /* @__PURE__ */ new WeakMap();
var token = /* @__PURE__ */ Symbol("KeyObject");
var KeyObject = class _KeyObject {
  constructor(kind, data) {
    if (data !== token) throw argType("handle", "an instance of KeyObjectHandle", data);
  }
  get [/* @__PURE__ */ Symbol.for("earshot.keyObject")]() {
    return keys.has(this);
  }
  // util.types.isKeyObject
  get type() {
    return keys.get(this).kind;
  }
  get asymmetricKeyType() {
    return keys.get(this).type;
  }
  get asymmetricKeyDetails() {
    const d = keys.get(this).details;
    if (!d) return void 0;
    const r = { ...d };
    if (r.publicExponent !== void 0) r.publicExponent = BigInt(r.publicExponent);
    return r;
  }
  get symmetricKeySize() {
    const d = keys.get(this);
    return d.kind === "secret" ? fromB64(d.der).length : void 0;
  }
  export(options) {
    const d = keys.get(this);
    if (d.kind === "secret") {
      if (options && options.format === "jwk") return { kty: "oct", k: fromB64(d.der).toString("base64url") };
      return fromB64(d.der);
    }
    if (options === null || typeof options !== "object") throw argType("options", "of type object", options);
    const format = options.format === void 0 ? "pem" : options.format;
    if (format === "jwk") return (0, import_host2.op)("crypto.key.export", { key: ref(d), format });
    if (format !== "pem" && format !== "der") throw argValue("options.format", format);
    if (options.cipher !== void 0 || options.passphrase !== void 0) {
      throw err(Error, "ERR_EARSHOT_UNSUPPORTED", "exporting encrypted private keys is not supported");
    }
    const r = (0, import_host2.op)("crypto.key.export", { key: ref(d), format, type: options.type });
    return format === "pem" ? r : buf(r);
  }
  equals(other) {
    if (!(other instanceof _KeyObject)) throw argType("otherKeyObject", "an instance of KeyObject", other);
    const a = keys.get(this), b = keys.get(other);
    return a.kind === b.kind && timingSafeEqualish(a.der, b.der);
  }
  toCryptoKey(algorithm, extractable, keyUsages) {
    const d = keys.get(this);
    const format = d.kind === "secret" ? "raw" : d.kind === "private" ? "pkcs8" : "spki";
    return subtleInternals().importSync(format, fromB64(d.der), algorithm, extractable, keyUsages);
  }
  static from(key) {
    const data = subtleInternals().keyData(key);
    if (!data) throw argType("key", "an instance of CryptoKey", key);
    if (data.type === "secret") return makeKeyObject({ kind: "secret", der: data.material });
    return makeKeyObject((0, import_host2.op)("crypto.key.parse", { want: data.type, format: "der", type: data.type === "private" ? "pkcs8" : "spki" }, fromB64(data.material)));
  }
  get [Symbol.toStringTag]() {
    return "KeyObject";
  }
};
var SecretKeyObject = class extends KeyObject {
};
var PublicKeyObject = class extends KeyObject {
};
var PrivateKeyObject = class extends KeyObject {
};
var timingSafeEqualish = (a, b) => a.length === b.length && timingSafeEqual(import_node_buffer2.Buffer.from(a), import_node_buffer2.Buffer.from(b));
var subtleInternals = () => import_host2.internal.lazyModule("subtle").internals;
function makeKeyObject(d) {
  const C = d.kind === "secret" ? SecretKeyObject : d.kind === "public" ? PublicKeyObject : PrivateKeyObject;
  const k = new C(d.kind, token);
  keys.set(k, { kind: d.kind, der: d.der, type: d.type, details: d.details });
  return k;
}
var ref = (d) => ({ kind: d.kind, der: d.der });
function secretBytes(v, name) {
  if (v instanceof KeyObject) {
    const d = keys.get(v);
    if (d.kind !== "secret") throw err(TypeError, "ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE", `Invalid key object type ${d.kind}, expected secret.`);
    return fromB64(d.der);
  }
  if (typeof v === "string") return import_node_buffer2.Buffer.from(v, "utf8");
  if (v instanceof Uint8Array) return v;
  if (ArrayBuffer.isView(v)) return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
  if (v instanceof ArrayBuffer) return new Uint8Array(v);
  if (isCryptoKey(v)) return secretBytes(KeyObject.from(v), name);
  throw argType(name, keyTypesMsg, v);
}
var jwkFields = { RSA: ["n", "e"], EC: ["crv", "x", "y"], OKP: ["crv", "x"] };
var jwkPrivate = { RSA: ["d", "p", "q", "dp", "dq", "qi"], EC: ["d"], OKP: ["d"] };
function checkJWK(jwk, want) {
  if (!jwkFields[jwk.kty]) throw argValue("key.kty", jwk.kty, "must be one of: 'RSA', 'EC', 'OKP'");
  for (const f of [...jwkFields[jwk.kty], ...want === "private" ? jwkPrivate[jwk.kty] : []]) {
    if (typeof jwk[f] !== "string") throw argType(`key.${f}`, "of type string", jwk[f], true);
  }
}
var isCryptoKey = (v) => v !== null && typeof v === "object" && Object.prototype.toString.call(v) === "[object CryptoKey]";
function createSecretKey(key, encoding) {
  if (typeof key !== "string" && !ArrayBuffer.isView(key) && !(key instanceof ArrayBuffer)) {
    throw argType("key", "an instance of ArrayBuffer, Buffer, TypedArray, or DataView", key);
  }
  return makeKeyObject({ kind: "secret", der: b64(typeof key === "string" ? import_node_buffer2.Buffer.from(key, encoding || "utf8") : toBytes(key)) });
}
var parsed = /* @__PURE__ */ new Map();
function keyInfo(key, want, typesMsg = keyTypesMsg) {
  if (key instanceof KeyObject) {
    const d2 = keys.get(key);
    if (d2.kind === "secret" || want === "private" && d2.kind !== "private") {
      throw err(TypeError, "ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE", `Invalid key object type ${d2.kind}, expected ${want === "public" ? "private" : want}.`);
    }
    return d2;
  }
  if (isCryptoKey(key)) return keyInfo(KeyObject.from(key), want);
  let format = "pem", type, data = key, jwk;
  if (key !== null && typeof key === "object" && !ArrayBuffer.isView(key) && !(key instanceof ArrayBuffer)) {
    if (key.key instanceof KeyObject || isCryptoKey(key.key)) return keyInfo(key.key, want);
    format = key.format === void 0 ? "pem" : key.format;
    type = key.type;
    data = key.key;
    if (format === "jwk") {
      if (data === null || typeof data !== "object") throw argType("key.key", "of type object", data, true);
      checkJWK(data, want);
      jwk = data;
    } else if (typeof data !== "string" && !ArrayBuffer.isView(data) && !(data instanceof ArrayBuffer)) {
      throw argType("key.key", typesMsg, data, true);
    } else if (format !== "pem" && format !== "der") {
      throw argValue("key.format", format);
    } else if (format === "der" && type === void 0) {
      throw argValue("options.type", type);
    }
  } else if (typeof key !== "string" && !ArrayBuffer.isView(key) && !(key instanceof ArrayBuffer)) {
    throw argType("key", typesMsg, key);
  }
  const cacheable = format === "pem" && typeof data === "string";
  const cacheKey = want + "\0" + data;
  if (cacheable && parsed.has(cacheKey)) return parsed.get(cacheKey);
  const d = jwk ? (0, import_host2.op)("crypto.key.parse", { want, format, jwk }) : (0, import_host2.op)("crypto.key.parse", { want, format, type }, typeof data === "string" ? import_node_buffer2.Buffer.from(data, key.encoding || "utf8") : toBytes(data));
  if (cacheable) {
    if (parsed.size >= 32) parsed.delete(parsed.keys().next().value);
    parsed.set(cacheKey, d);
  }
  return d;
}
function createPrivateKey(key) {
  if (key instanceof KeyObject || isCryptoKey(key)) throw argType("key", bufferTypes, key);
  return makeKeyObject(keyInfo(key, "private", bufferTypes));
}
function createPublicKey(key) {
  const d = keyInfo(key, "public");
  if (d.kind === "private") {
    return makeKeyObject((0, import_host2.op)("crypto.key.parse", { want: "public", format: "der", type: "pkcs8" }, fromB64(d.der)));
  }
  return makeKeyObject(d);
}
var keyTypes = ["rsa", "rsa-pss", "dsa", "ec", "ed25519", "ed448", "x25519", "x448", "dh"];
var notOnPlatform = (what) => err(TypeError, "ERR_FEATURE_UNAVAILABLE_ON_PLATFORM", `The feature ${what} is unavailable on the current platform, which is being used to run Node.js`);
var uint32 = (name, v) => {
  if (typeof v !== "number") throw argType(name, "of type number", v, true);
  checkInt(name, v, 0, 4294967295);
};
var int32 = (name, v, min = -2147483648) => {
  if (typeof v !== "number") throw argType(name, "of type number", v, true);
  checkInt(name, v, min, 2147483647);
};
var str = (name, v) => {
  if (typeof v !== "string") throw argType(name, "of type string", v, true);
};
function keyGenMore(type, o, args) {
  if (o === null || typeof o !== "object") throw argType("options", "of type object", o);
  if (type === "rsa-pss") {
    uint32("options.modulusLength", o.modulusLength);
    args.modulusLength = o.modulusLength;
    if (o.publicExponent != null) uint32("options.publicExponent", o.publicExponent);
    args.publicExponent = o.publicExponent ?? 65537;
    const { hash, mgf1Hash, hashAlgorithm, mgf1HashAlgorithm, saltLength } = o;
    if (saltLength !== void 0) int32("options.saltLength", saltLength, 0);
    if (hashAlgorithm !== void 0) str("options.hashAlgorithm", hashAlgorithm);
    if (mgf1HashAlgorithm !== void 0) str("options.mgf1HashAlgorithm", mgf1HashAlgorithm);
    if (hash !== void 0) {
      str("options.hash", hash);
      if (hashAlgorithm && hash !== hashAlgorithm) throw argValue("options.hash", hash);
    }
    if (mgf1Hash !== void 0) {
      str("options.mgf1Hash", mgf1Hash);
      if (mgf1HashAlgorithm && mgf1Hash !== mgf1HashAlgorithm) throw argValue("options.mgf1Hash", mgf1Hash);
    }
    if (hashAlgorithm || hash) args.hashAlgorithm = hashAlgorithm || hash;
    if (mgf1HashAlgorithm || mgf1Hash) args.mgf1HashAlgorithm = mgf1HashAlgorithm || mgf1Hash;
    if (saltLength !== void 0) args.saltLength = saltLength;
  } else if (type === "dsa") {
    uint32("options.modulusLength", o.modulusLength);
    args.modulusLength = o.modulusLength;
    if (o.divisorLength != null) {
      int32("options.divisorLength", o.divisorLength, 0);
      args.divisorLength = o.divisorLength;
    }
  } else if (type === "dh") {
    const { group, primeLength, prime, generator } = o;
    const pair = (a, b) => err(TypeError, "ERR_INCOMPATIBLE_OPTION_PAIR", `Option "${a}" cannot be used in combination with option "${b}"`);
    if (group != null) {
      if (prime != null) throw pair("group", "prime");
      if (primeLength != null) throw pair("group", "primeLength");
      if (generator != null) throw pair("group", "generator");
      str("options.group", group);
      args.group = group;
      return;
    }
    if (prime != null) {
      if (primeLength != null) throw pair("prime", "primeLength");
      if (!ArrayBuffer.isView(prime) && !(prime instanceof ArrayBuffer)) throw argType("options.prime", "an instance of Buffer, TypedArray, or DataView", prime, true);
      args.prime = b64(toBytes(prime));
    } else if (primeLength != null) {
      int32("options.primeLength", primeLength, 0);
      args.primeLength = primeLength;
    } else {
      throw err(TypeError, "ERR_MISSING_OPTION", "At least one of the group, prime, or primeLength options is required");
    }
    if (generator != null) int32("options.generator", generator, 0);
    args.generator = generator ?? 2;
  }
}
function keyGenArgs(type, options) {
  if (typeof type !== "string") throw argType("type", "of type string", type);
  if (!keyTypes.includes(type)) {
    throw err(TypeError, "ERR_INVALID_ARG_VALUE", `The argument 'type' must be a supported key type. Received '${type}'`);
  }
  if (type === "ed448" || type === "x448") throw notOnPlatform(`${type === "ed448" ? "Ed448" : "X448"} keys`);
  const o = options || {};
  const args = { type };
  if (type === "rsa-pss" || type === "dsa" || type === "dh") keyGenMore(type, options, args);
  if (type === "rsa") {
    if (typeof o.modulusLength !== "number") throw argType("options.modulusLength", "of type number", o.modulusLength, true);
    args.modulusLength = o.modulusLength;
    args.publicExponent = o.publicExponent === void 0 ? 65537 : o.publicExponent;
  }
  if (type === "ec") {
    if (typeof o.namedCurve !== "string") throw argType("options.namedCurve", "of type string", o.namedCurve, true);
    args.namedCurve = o.namedCurve;
  }
  for (const k of ["publicKeyEncoding", "privateKeyEncoding"]) {
    if (o[k] !== void 0 && (o[k] === null || typeof o[k] !== "object")) throw argType(`options.${k}`, "of type object", o[k], true);
  }
  return args;
}
function keyPairResult(r, options) {
  const o = options || {};
  const enc = (k, e) => e ? makeKeyObject(k).export(e) : makeKeyObject(k);
  return { publicKey: enc(r.publicKey, o.publicKeyEncoding), privateKey: enc(r.privateKey, o.privateKeyEncoding) };
}
function generateKeyPairSync(type, options) {
  return keyPairResult((0, import_host2.op)("crypto.key.generate", keyGenArgs(type, options)), options);
}
function generateKeyPair(type, options, cb) {
  if (typeof options === "function") {
    cb = options;
    options = void 0;
  }
  const args = keyGenArgs(type, options);
  checkCallback(cb);
  (0, import_host2.callback)((0, import_host2.opAsync)("crypto.key.generate", { ...args, async: true }), (e, pair) => {
    if (e) cb(e);
    else cb(null, pair.publicKey, pair.privateKey);
  }, (r) => keyPairResult(r, options));
}
function generateKeySync(type, options) {
  const length = options && options.length;
  if (type === "aes") {
    if (![128, 192, 256].includes(length)) throw argValue("options.length", length, "must be one of: 128, 192, 256");
  } else if (type === "hmac") {
    checkInt("options.length", length, 8, 2 ** 31 - 1);
  } else {
    throw err(TypeError, "ERR_INVALID_ARG_VALUE", `The argument 'type' must be one of: 'aes', 'hmac'. Received '${type}'`);
  }
  return createSecretKey(randomBytes(Math.floor(length / 8)));
}
function generateKey(type, options, cb) {
  checkCallback(cb);
  const k = generateKeySync(type, options);
  queueMicrotask(() => cb(null, k));
}
var constants = {
  RSA_PKCS1_PADDING: 1,
  RSA_NO_PADDING: 3,
  RSA_PKCS1_OAEP_PADDING: 4,
  RSA_X931_PADDING: 5,
  RSA_PKCS1_PSS_PADDING: 6,
  RSA_PSS_SALTLEN_DIGEST: -1,
  RSA_PSS_SALTLEN_MAX_SIGN: -2,
  RSA_PSS_SALTLEN_AUTO: -2,
  // The OpenSSL whose errors and behaviour these are: Node 20.11.1's, 3.0.12.
  OPENSSL_VERSION_NUMBER: 805306560,
  DH_CHECK_P_NOT_SAFE_PRIME: 2,
  DH_CHECK_P_NOT_PRIME: 1,
  DH_UNABLE_TO_CHECK_GENERATOR: 4,
  DH_NOT_SUITABLE_GENERATOR: 8,
  POINT_CONVERSION_COMPRESSED: 2,
  POINT_CONVERSION_UNCOMPRESSED: 4,
  POINT_CONVERSION_HYBRID: 6,
  defaultCoreCipherList: "",
  defaultCipherList: ""
};
function signOptions(key, alg) {
  const o = key !== null && typeof key === "object" && !(key instanceof KeyObject) && !ArrayBuffer.isView(key) && !isCryptoKey(key) ? key : {};
  const args = { alg: alg === null || alg === void 0 ? "" : String(alg) };
  if (o.padding !== void 0) args.padding = o.padding;
  if (o.saltLength !== void 0) args.saltLength = o.saltLength;
  if (o.dsaEncoding !== void 0) {
    if (o.dsaEncoding !== "der" && o.dsaEncoding !== "ieee-p1363") throw argValue("options.dsaEncoding", o.dsaEncoding);
    args.dsaEncoding = o.dsaEncoding;
  }
  return args;
}
function sign(algorithm, data, key, cb) {
  if (algorithm !== null && algorithm !== void 0 && typeof algorithm !== "string") throw argType("algorithm", "of type string", algorithm);
  if (typeof data !== "string" && !ArrayBuffer.isView(data) && !(data instanceof ArrayBuffer)) throw argType("data", bufferTypes, data);
  const bytes = toBytes(data);
  const args = { ...signOptions(key, algorithm), key: ref(keyInfo(key, "private")) };
  const r = buf((0, import_host2.op)("crypto.sign", args, bytes));
  if (typeof cb === "function") {
    queueMicrotask(() => cb(null, r));
    return;
  }
  return r;
}
function verify(algorithm, data, key, signature, cb) {
  if (algorithm !== null && algorithm !== void 0 && typeof algorithm !== "string") throw argType("algorithm", "of type string", algorithm);
  const bytes = toBytes(data);
  const sig = toBytes(signature, void 0, "signature");
  const args = { ...signOptions(key, algorithm), key: ref(keyInfo(key, "public")), signature: b64(sig) };
  const r = (0, import_host2.op)("crypto.verify", args, bytes);
  if (typeof cb === "function") {
    queueMicrotask(() => cb(null, r));
    return;
  }
  return r;
}
var Signer = class {
  #hash;
  #alg;
  constructor(algorithm) {
    if (typeof algorithm !== "string") throw argType("algorithm", "of type string", algorithm);
    this.#alg = algorithm;
    try {
      this.#hash = new Hash(algorithm);
    } catch (e) {
      if (unknownDigest.has(e)) throw err(TypeError, "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest");
      throw e;
    }
  }
  update(data, encoding) {
    this.#hash.update(data, encoding);
    return this;
  }
  write(data, encoding, cb) {
    this.update(data, typeof encoding === "string" ? encoding : void 0);
    if (typeof cb === "function") queueMicrotask(cb);
    return true;
  }
  end(data, encoding, cb) {
    if (data !== void 0 && typeof data !== "function") this.update(data, encoding);
    return this;
  }
  // prehashed: the operation's arguments (args given the algorithm's
  // options; they may throw, leaving the hash as it was), then the digest.
  static prehashed(s, key, args) {
    const a = args(signOptions(key, s.#alg));
    return [a, s.#hash.digest()];
  }
};
var Sign = class extends Signer {
  sign(key, encoding) {
    const [args, digest] = Signer.prehashed(this, key, (o) => ({ ...o, key: ref(keyInfo(key, "private")), prehashed: true }));
    return out((0, import_host2.op)("crypto.sign", args, digest), encoding);
  }
};
var Verify = class extends Signer {
  verify(key, signature, encoding) {
    const sig = toBytes(signature, encoding, "signature");
    const [args, digest] = Signer.prehashed(this, key, (o) => ({ ...o, key: ref(keyInfo(key, "public")), signature: b64(sig), prehashed: true }));
    return (0, import_host2.op)("crypto.verify", args, digest);
  }
};
function rsaCrypt(fn, want) {
  return (key, buffer) => {
    const o = key !== null && typeof key === "object" && !(key instanceof KeyObject) && !ArrayBuffer.isView(key) && !isCryptoKey(key) ? key : {};
    const bytes = toBytes(buffer, o.encoding, "buffer");
    const args = { fn, key: ref(keyInfo(key, want)) };
    if (o.padding !== void 0) args.padding = o.padding;
    if (o.oaepHash !== void 0) {
      if (typeof o.oaepHash !== "string") throw argType("key.oaepHash", "of type string", o.oaepHash, true);
      args.oaepHash = o.oaepHash;
    }
    if (o.oaepLabel !== void 0) args.oaepLabel = b64(toBytes(o.oaepLabel, void 0, "key.oaepLabel"));
    return buf((0, import_host2.op)("crypto.rsa", args, bytes));
  };
}
var ecdhCurves = ["prime256v1", "secp384r1", "secp521r1"];
function pointFormat(format) {
  if (format === void 0 || format === "uncompressed") return "uncompressed";
  if (format === "compressed" || format === "hybrid") return format;
  throw err(TypeError, "ERR_CRYPTO_ECDH_INVALID_FORMAT", `Invalid ECDH format: ${format}`);
}
var ECDH = class {
  #curve;
  #priv;
  #pub;
  constructor(curve) {
    if (typeof curve !== "string") throw argType("curve", "of type string", curve);
    if (!ecdhCurves.includes(curve)) throw err(TypeError, "ERR_CRYPTO_INVALID_CURVE", "Invalid EC curve name");
    this.#curve = curve;
  }
  #set(r) {
    this.#priv = fromB64(r.private);
    this.#pub = fromB64(r.public);
  }
  generateKeys(encoding, format) {
    this.#set((0, import_host2.op)("crypto.ecdh", { fn: "generate", curve: this.#curve }));
    return this.getPublicKey(encoding, format);
  }
  computeSecret(key, inputEncoding, outputEncoding) {
    const pub = toBytes(key, inputEncoding, "key");
    if (!this.#priv) throw err(Error, "ERR_CRYPTO_INVALID_STATE", "Invalid state for operation computeSecret");
    return out((0, import_host2.op)("crypto.ecdh", { fn: "compute", curve: this.#curve, private: b64(this.#priv), public: b64(pub) }), outputEncoding);
  }
  getPrivateKey(encoding) {
    if (!this.#priv) throw err(Error, "ERR_CRYPTO_INVALID_STATE", "Failed to get ECDH private key");
    return out(import_node_buffer2.Buffer.from(this.#priv), encoding);
  }
  getPublicKey(encoding, format) {
    if (!this.#pub) throw err(Error, "ERR_CRYPTO_INVALID_STATE", "Failed to get ECDH public key");
    const f = pointFormat(format);
    const p = f === "uncompressed" ? import_node_buffer2.Buffer.from(this.#pub) : buf((0, import_host2.op)("crypto.ecdh", { fn: "convert", curve: this.#curve, public: b64(this.#pub), format: f }));
    return out(p, encoding);
  }
  setPrivateKey(key, encoding) {
    this.#set((0, import_host2.op)("crypto.ecdh", { fn: "fromPrivate", curve: this.#curve, private: b64(toBytes(key, encoding, "key")) }));
  }
  setPublicKey(key, encoding) {
    this.#pub = buf((0, import_host2.op)("crypto.ecdh", { fn: "convert", curve: this.#curve, public: b64(toBytes(key, encoding, "key")) }));
  }
  static convertKey(key, curve, inputEncoding, outputEncoding, format) {
    if (typeof curve !== "string") throw argType("curve", "of type string", curve);
    if (!ecdhCurves.includes(curve)) throw err(TypeError, "ERR_CRYPTO_INVALID_CURVE", "Invalid EC curve name");
    const p = (0, import_host2.op)("crypto.ecdh", { fn: "convert", curve, public: b64(toBytes(key, inputEncoding, "key")), format: pointFormat(format) });
    return out(p, outputEncoding);
  }
};
function diffieHellman(options) {
  if (options === null || typeof options !== "object") throw argType("options", "of type object", options);
  const { privateKey, publicKey } = options;
  if (!(privateKey instanceof KeyObject) || privateKey.type !== "private") throw argValue("options.privateKey", privateKey);
  if (!(publicKey instanceof KeyObject) || publicKey.type === "secret") throw argValue("options.publicKey", publicKey);
  if (privateKey.asymmetricKeyType !== publicKey.asymmetricKeyType) {
    throw err(Error, "ERR_CRYPTO_INCOMPATIBLE_KEY", `Incompatible key types for Diffie-Hellman: ${privateKey.asymmetricKeyType} and ${publicKey.asymmetricKeyType}`);
  }
  return buf((0, import_host2.op)("crypto.ecdh", { fn: "diffieHellman", key: ref(keyInfo(privateKey, "private")), other: ref(keyInfo(publicKey, "public")) }));
}
var ciphers = [
  "aes-128-cbc",
  "aes-128-ctr",
  "aes-128-ecb",
  "aes-128-gcm",
  "aes-192-cbc",
  "aes-192-ctr",
  "aes-192-ecb",
  "aes-192-gcm",
  "aes-256-cbc",
  "aes-256-ctr",
  "aes-256-ecb",
  "aes-256-gcm",
  "aes128",
  "aes128-wrap",
  "aes192",
  "aes192-wrap",
  "aes256",
  "aes256-wrap",
  "chacha20-poly1305",
  "id-aes128-GCM",
  "id-aes128-wrap",
  "id-aes128-wrap-pad",
  "id-aes192-GCM",
  "id-aes192-wrap",
  "id-aes192-wrap-pad",
  "id-aes256-GCM",
  "id-aes256-wrap",
  "id-aes256-wrap-pad"
];
var authError = () => new Error("Unsupported state or unable to authenticate data");
var invalidState = (what) => err(Error, "ERR_CRYPTO_INVALID_STATE", `Invalid state for operation ${what}`);
var concat = (parts) => parts.length === 1 ? parts[0] : import_node_buffer2.Buffer.concat(parts);
var CipherBase = class {
  #s;
  constructor(decrypt, cipher, key, iv, options) {
    if (typeof cipher !== "string") throw argType("cipher", "of type string", cipher);
    const k = secretBytes(key, "key");
    let ivBytes = empty;
    if (iv !== null) {
      if (typeof iv !== "string" && !ArrayBuffer.isView(iv) && !(iv instanceof ArrayBuffer)) throw argType("iv", bufferTypes, iv);
      ivBytes = toBytes(iv);
    }
    const s = {
      alg: cipher,
      key: b64(k),
      iv: b64(ivBytes),
      decrypt,
      padding: true,
      pending: empty,
      offset: 0,
      aad: [],
      chunks: [],
      done: false,
      decoder: null
    };
    const info = (0, import_host2.op)("crypto.cipher", { step: "check", alg: cipher, key: s.key, iv: s.iv });
    s.mode = info.mode;
    s.aead = s.mode === "gcm" || s.mode === "chacha20-poly1305";
    const tagLength = options && options.authTagLength;
    if (tagLength !== void 0) {
      if (!s.aead || !validTag(s.mode, tagLength)) throw err(TypeError, "ERR_CRYPTO_INVALID_AUTH_TAG", `Invalid authentication tag length: ${tagLength}`);
      s.tagLength = tagLength;
    }
    this.#s = s;
  }
  #step(step, args, data) {
    const s = this.#s;
    return (0, import_host2.op)("crypto.cipher", { alg: s.alg, key: s.key, iv: s.iv, decrypt: s.decrypt, step, ...args }, data);
  }
  #encode(b, encoding) {
    if (!encoding || encoding === "buffer") return b;
    const s = this.#s;
    s.decoder ??= new import_node_string_decoder.StringDecoder(encoding);
    return s.decoder.write(b);
  }
  update(data, inputEncoding, outputEncoding) {
    const s = this.#s;
    if (s.done) throw new Error("Trying to add data in unsupported state");
    if (typeof data !== "string" && !ArrayBuffer.isView(data) && !(data instanceof ArrayBuffer)) throw argType("data", bufferTypes, data);
    const bytes = toBytes(data, inputEncoding);
    return this.#encode(this.#update(bytes), outputEncoding);
  }
  #update(bytes) {
    const s = this.#s;
    if (s.mode === "cbc" || s.mode === "ecb") {
      const all = s.pending.length ? import_node_buffer2.Buffer.concat([s.pending, bytes]) : bytes;
      let n = all.length - all.length % 16;
      if (s.decrypt && s.padding && n === all.length && n > 0) n -= 16;
      let r2 = empty;
      if (n > 0) {
        r2 = buf(this.#step("blocks", {}, all.subarray(0, n)));
        if (s.mode === "cbc") s.iv = b64((s.decrypt ? all : r2).subarray(n - 16, n));
      }
      s.pending = import_node_buffer2.Buffer.from(all.subarray(n));
      return r2;
    }
    if (s.mode === "wrap" || s.mode === "wrap-pad") return buf(this.#step("wrap", {}, bytes));
    if (s.mode === "ctr") {
      const r2 = buf(this.#step("stream", { offset: s.offset }, bytes));
      s.offset += bytes.length;
      return r2;
    }
    let r;
    if (s.chunks.length === 0 && !s.decrypt) {
      const sealed = buf(this.#step("seal", this.#aeadArgs(), bytes));
      r = sealed.subarray(0, bytes.length);
      s.wholeTag = sealed.subarray(bytes.length);
    } else if (s.chunks.length === 0 && s.tag) {
      const opened = buf(this.#step("open", { ...this.#aeadArgs(), tag: b64(s.tag) }, bytes));
      r = opened.subarray(1);
      s.wholeOK = opened[0] === 1;
    } else {
      r = buf(this.#step("stream", { offset: s.offset }, bytes));
      s.wholeTag = s.wholeOK = void 0;
    }
    s.chunks.push(import_node_buffer2.Buffer.from(bytes));
    s.offset += bytes.length;
    return r;
  }
  #aeadArgs() {
    const s = this.#s;
    const args = { aad: b64(concat(s.aad.length ? s.aad : [empty])) };
    if (s.tagLength !== void 0 && !s.decrypt) args.tagLength = s.tagLength;
    return args;
  }
  final(outputEncoding) {
    const s = this.#s;
    if (s.done) throw invalidState("final");
    s.done = true;
    let r = empty;
    if (s.mode === "cbc" || s.mode === "ecb") {
      r = buf(this.#step("final", { padding: s.padding }, s.pending));
    } else if (s.aead && !s.decrypt) {
      s.authTag = s.chunks.length === 1 && s.wholeTag ? import_node_buffer2.Buffer.from(s.wholeTag) : buf(this.#step("tag", this.#aeadArgs(), concat(s.chunks.length ? s.chunks : [empty])));
    } else if (s.aead) {
      if (!s.tag) throw authError();
      const ok = s.chunks.length === 1 && s.wholeOK !== void 0 ? s.wholeOK : this.#step("verify", { ...this.#aeadArgs(), tag: b64(s.tag) }, concat(s.chunks.length ? s.chunks : [empty]));
      if (!ok) throw authError();
    }
    s.chunks = [];
    if (!outputEncoding || outputEncoding === "buffer") return r;
    const tail = this.#encode(r, outputEncoding);
    return tail + (s.decoder ? s.decoder.end() : "");
  }
  setAutoPadding(autoPadding) {
    const s = this.#s;
    if (s.done) throw invalidState("setAutoPadding");
    s.padding = autoPadding === void 0 ? true : !!autoPadding;
    return this;
  }
  setAAD(aad, options) {
    const s = this.#s;
    if (!s.aead || s.done || s.chunks.length) throw invalidState("setAAD");
    s.aad.push(import_node_buffer2.Buffer.from(toBytes(aad, void 0, "buffer")));
    return this;
  }
  getAuthTag() {
    const s = this.#s;
    if (!s.aead || s.decrypt || !s.authTag) throw invalidState("getAuthTag");
    return import_node_buffer2.Buffer.from(s.authTag);
  }
  setAuthTag(tag) {
    const s = this.#s;
    if (typeof tag !== "string" && !ArrayBuffer.isView(tag) && !(tag instanceof ArrayBuffer)) throw argType("buffer", "an instance of ArrayBuffer, Buffer, TypedArray, or DataView", tag);
    if (!s.aead || !s.decrypt || s.done || s.tag) throw invalidState("setAuthTag");
    const t = import_node_buffer2.Buffer.from(toBytes(tag));
    if (!validTag(s.mode, t.length) || s.tagLength !== void 0 && s.tagLength !== t.length) {
      throw err(TypeError, "ERR_CRYPTO_INVALID_AUTH_TAG", `Invalid authentication tag length: ${t.length}`);
    }
    s.tag = t;
    return this;
  }
};
var validTag = (mode, n) => mode === "gcm" ? n === 4 || n === 8 || n >= 12 && n <= 16 : n >= 1 && n <= 16;
var Cipheriv = class extends CipherBase {
  constructor(cipher, key, iv, options) {
    super(false, cipher, key, iv, options);
  }
};
var Decipheriv = class extends CipherBase {
  constructor(cipher, key, iv, options) {
    super(true, cipher, key, iv, options);
  }
};
var { DiffieHellman, DiffieHellmanGroup } = dhClasses({ err, argType });
var notProvided = (name) => () => {
  throw err(Error, "ERR_EARSHOT_UNSUPPORTED", `crypto.${name} is not provided to earshot extensions`);
};
var crypto_default = (0, import_host2.register)("crypto", {
  createHash: (alg, options) => new Hash(alg, null, false, void 0, options),
  createHmac: (alg, key) => new Hmac(alg, key),
  hash: (alg, data, encoding = "hex") => out((0, import_host2.op)("crypto.hash", { alg }, toBytes(data)), encoding),
  Hash: (0, import_host2.callableClass)(Hash),
  Hmac: (0, import_host2.callableClass)(Hmac),
  getHashes: () => supportedHashes.slice(),
  getCiphers: () => ciphers.slice(),
  getCurves: () => ecdhCurves.slice(),
  randomBytes,
  pseudoRandomBytes: randomBytes,
  randomFillSync,
  randomFill: (buf2, ...rest) => {
    const cb = rest.pop();
    randomFillSync(buf2, ...rest);
    queueMicrotask(() => cb(null, buf2));
  },
  randomInt,
  randomUUID: (options) => {
    if (options !== void 0) (0, import_validators.validateObject)(options, "options");
    return globalThis.crypto.randomUUID();
  },
  getRandomValues: (a) => globalThis.crypto.getRandomValues(a),
  timingSafeEqual,
  pbkdf2,
  pbkdf2Sync,
  hkdf,
  hkdfSync,
  scrypt,
  scryptSync,
  KeyObject,
  createSecretKey,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  generateKeyPairSync,
  generateKey,
  generateKeySync,
  sign,
  verify,
  createSign: (alg, options) => new Sign(alg),
  createVerify: (alg, options) => new Verify(alg),
  Sign: (0, import_host2.callableClass)(Sign),
  Verify: (0, import_host2.callableClass)(Verify),
  publicEncrypt: rsaCrypt("publicEncrypt", "public"),
  privateDecrypt: rsaCrypt("privateDecrypt", "private"),
  privateEncrypt: rsaCrypt("privateEncrypt", "private"),
  publicDecrypt: rsaCrypt("publicDecrypt", "public"),
  createECDH: (curve) => new ECDH(curve),
  ECDH: (0, import_host2.callableClass)(ECDH),
  diffieHellman,
  createCipheriv: (cipher, key, iv, options) => new Cipheriv(cipher, key, iv, options),
  createDecipheriv: (cipher, key, iv, options) => new Decipheriv(cipher, key, iv, options),
  Cipheriv: (0, import_host2.callableClass)(Cipheriv),
  Decipheriv: (0, import_host2.callableClass)(Decipheriv),
  webcrypto: globalThis.crypto,
  get subtle() {
    return globalThis.crypto.subtle;
  },
  constants,
  getFips: () => 0,
  setFips: notProvided("setFips"),
  createDiffieHellman: (sizeOrKey, keyEncoding, generator, genEncoding) => new DiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding),
  getDiffieHellman: (name) => new DiffieHellmanGroup(name),
  createDiffieHellmanGroup: (name) => new DiffieHellmanGroup(name),
  DiffieHellman: (0, import_host2.callableClass)(DiffieHellman),
  DiffieHellmanGroup: (0, import_host2.callableClass)(DiffieHellmanGroup),
  createCipher: notProvided("createCipher"),
  createDecipher: notProvided("createDecipher"),
  X509Certificate: notProvided("X509Certificate")
});
module.exports = ((r, v) => r.has("crypto") ? r.get("crypto") : (r.set("crypto", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
