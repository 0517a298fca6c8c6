// node:crypto — hashes, HMACs, key derivation, keys, signatures, ciphers
// and key agreement by the host (Go's crypto; platform/crypto*.go);
// randomness from the host; webcrypto is the global crypto.
//
// Keys live here, as bytes (a KeyObject keeps a secret's raw bytes, a
// private key's PKCS #8 DER or a public key's SPKI DER), and are handed
// to each operation, so that the host holds nothing between operations.
// So do ciphers: each update hands the host the key, the IV and where in
// the stream it is.
import { Buffer } from "node:buffer";
import { StringDecoder } from "node:string_decoder";
import { op, opAsync, internal, register, track, callback, callableClass } from "node:internal/host";
import { createRequire } from "node:module";
import { codes, nodeError, specificType, inspect, validateObject } from "node:internal/validators";
import { dhClasses } from "./_crypto_dh.js";

// Node's errors (prelude/nodeerrors.js): err makes one of a class, a code
// and a message.
const err = (Cls, code, message) => (code ? nodeError(Cls, code, message) : new Cls(message));
const received = specificType;
const inspected = inspect;
const argValue = (name, v, must) =>
  err(TypeError, "ERR_INVALID_ARG_VALUE", `The property '${name}' ${must || "is invalid"}. Received ${inspected(v)}`);
const argType = (name, what, v, prop) =>
  err(TypeError, "ERR_INVALID_ARG_TYPE", `The "${name}" ${prop ? "property" : "argument"} must be ${what}. Received ${received(v)}`);
const bufferTypes = "of type string or an instance of ArrayBuffer, Buffer, TypedArray, or DataView";
const keyTypesMsg = "of type string or an instance of ArrayBuffer, Buffer, TypedArray, DataView, KeyObject, or CryptoKey";

const toBytes = (data, encoding, name = "data") => {
  if (typeof data === "string") return Buffer.from(data, encoding || "utf8");
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  throw argType(name, "of type string or an instance of Buffer, TypedArray, or DataView", data);
};
const ab = (b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
const buf = (b) => (b instanceof ArrayBuffer ? Buffer.from(b) : Buffer.from(b.buffer, b.byteOffset, b.byteLength));
// out is a result in an encoding, or as a Buffer (for "buffer", and, as
// in Node, for an encoding Buffer does not know).
const out = (r, encoding) => { const b = buf(r); return encoding && encoding !== "buffer" && Buffer.isEncoding(encoding) ? b.toString(encoding) : b; };
const b64 = (bytes) => buf(bytes).toString("base64");
const fromB64 = (s) => Buffer.from(s || "", "base64");
const empty = Buffer.alloc(0);

// ---- hashes and HMACs

// unknownDigest are the errors of a hash of an unknown digest (Sign and
// Verify make them Node's ERR_CRYPTO_INVALID_DIGEST).
const unknownDigest = new WeakSet();

class Hash {
  #id; #alg;
  constructor(alg, key, hmac, id, options) {
    if (id === undefined && typeof alg !== "string") throw argType(hmac ? "hmac" : "algorithm", "of type string", alg);
    this.#alg = alg;
    if (id !== undefined) { this.#id = track(this, id); return; }
    const args = { alg: String(alg), hmac: !!hmac };
    if (options && options.outputLength !== undefined) args.outputLength = options.outputLength;
    try {
      this.#id = track(this, op("crypto.hash.new", args, hmac ? ab(secretBytes(key, "key")) : undefined));
    } catch (e) {
      if (e.code !== "ERR_OSSL_EVP_UNSUPPORTED") throw e;
      // Node's errors: an unknown HMAC digest is an argument's, a hash's is
      // OpenSSL's, without a code.
      if (hmac) throw codes.ERR_CRYPTO_INVALID_DIGEST(alg);
      const unknown = new Error("Digest method not supported");
      unknownDigest.add(unknown);
      throw unknown;
    }
  }
  update(data, encoding) { op("crypto.hash.update", { id: this.#id }, toBytes(data, encoding)); return this; }
  digest(encoding) { return out(op("crypto.hash.digest", { id: this.#id }), encoding); }
  copy() { return new Hash(this.#alg, null, false, op("crypto.hash.copy", { id: this.#id })); }
}
class Hmac extends Hash {
  constructor(alg, key) { super(alg, key, true); }
}

// Hash and Hmac are streams too, as Node's: a Transform that hashes what is
// written and gives the digest at the end. node:stream is loaded, and
// Hash's prototype put on Transform's, the first time a hash is used as a
// stream; each hash becomes one when its first stream method is called.
const kStream = Symbol("stream");
let Transform = null;
function asStream(h) {
  if (Transform === null) {
    Transform = createRequire("/")("node:stream").Transform;
    Object.setPrototypeOf(Hash.prototype, Transform.prototype);
  }
  if (!h[kStream]) {
    h[kStream] = true;
    Transform.call(h);
  }
}
for (const name of ["write", "end", "pipe", "unpipe", "on", "once", "addListener", "prependListener", "prependOnceListener",
  "off", "removeListener", "removeAllListeners", "emit", "listeners", "rawListeners", "listenerCount", "eventNames", "read",
  "resume", "pause", "isPaused", "setEncoding", "destroy", "cork", "uncork", "setDefaultEncoding", "unshift", "wrap",
  Symbol.asyncIterator]) {
  Object.defineProperty(Hash.prototype, name, {
    value: function (...args) { asStream(this); return Transform.prototype[name].apply(this, args); },
    writable: true, configurable: true,
  });
}
Object.defineProperties(Hash.prototype, {
  _transform: { value(chunk, encoding, cb) { this.update(chunk, encoding); cb(); }, writable: true, configurable: true },
  _flush: { value(cb) { this.push(this.digest()); cb(); }, writable: true, configurable: true },
});

const supportedHashes = ["RSA-MD5", "RSA-SHA1", "RSA-SHA1-2", "RSA-SHA224", "RSA-SHA256", "RSA-SHA3-224", "RSA-SHA3-256",
  "RSA-SHA3-384", "RSA-SHA3-512", "RSA-SHA384", "RSA-SHA512", "RSA-SHA512/224", "RSA-SHA512/256", "blake2b512", "blake2s256",
  "id-rsassa-pkcs1-v1_5-with-sha3-224", "id-rsassa-pkcs1-v1_5-with-sha3-256", "id-rsassa-pkcs1-v1_5-with-sha3-384",
  "id-rsassa-pkcs1-v1_5-with-sha3-512", "md5", "md5WithRSAEncryption", "sha1", "sha1WithRSAEncryption", "sha224",
  "sha224WithRSAEncryption", "sha256", "sha256WithRSAEncryption", "sha3-224", "sha3-256", "sha3-384", "sha3-512", "sha384",
  "sha384WithRSAEncryption", "sha512", "sha512-224", "sha512-224WithRSAEncryption", "sha512-256", "sha512-256WithRSAEncryption",
  "sha512WithRSAEncryption", "shake128", "shake256", "ssl3-md5", "ssl3-sha1"];

// ---- randomness

function randomBytes(n, cb) {
  if (!Number.isInteger(n) || n < 0 || n > 2 ** 31 - 1) {
    if (typeof n !== "number") throw argType("size", "of type number", n);
    throw err(RangeError, "ERR_OUT_OF_RANGE", `The value of "size" is out of range. It must be >= 0 && <= 2147483647. Received ${n}`);
  }
  const b = Buffer.alloc(n);
  for (let at = 0; at < n; at += 65536) b.set(new Uint8Array(op("random", String(Math.min(65536, n - at)))), at);
  if (typeof cb === "function") { queueMicrotask(() => cb(null, b)); return; }
  return b;
}

function randomFillSync(buf, offset = 0, size) {
  if (!ArrayBuffer.isView(buf) && !(buf instanceof ArrayBuffer)) throw codes.ERR_INVALID_ARG_TYPE("buf", ["ArrayBuffer", "ArrayBufferView"], buf);
  const view = new Uint8Array(buf.buffer || buf, buf.byteOffset || 0, buf.byteLength);
  size = size === undefined ? view.length - offset : size;
  view.set(randomBytes(size), offset);
  return buf;
}

function randomInt(min, max, cb) {
  if (max === undefined || typeof max === "function") { cb = max; max = min; min = 0; }
  if (!Number.isSafeInteger(min)) throw codes.ERR_INVALID_ARG_TYPE("min", "a safe integer", min);
  if (!Number.isSafeInteger(max)) throw codes.ERR_INVALID_ARG_TYPE("max", "a safe integer", max);
  if (max <= min) {
    throw err(RangeError, "ERR_OUT_OF_RANGE", `The value of "max" is out of range. It must be greater than the value of "min" (${min}). Received ${max}`);
  }
  const range = max - min;
  // Rejection sampling over 48 random bits.
  const limit = 2 ** 48 - (2 ** 48 % range);
  let x;
  do { const b = randomBytes(6); x = b.readUIntBE(0, 6); } while (x >= limit);
  const v = min + (x % range);
  if (typeof cb === "function") { queueMicrotask(() => cb(null, v)); return; }
  return v;
}

function timingSafeEqual(a, b) {
  for (const [name, v] of [["buf1", a], ["buf2", b]]) {
    if (!ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer)) {
      throw nodeError(TypeError, "ERR_INVALID_ARG_TYPE", `The "${name}" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView.`);
    }
  }
  a = toBytes(a, undefined, "buf1"); b = toBytes(b, undefined, "buf2");
  if (a.byteLength !== b.byteLength) {
    throw err(RangeError, "ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH", "Input buffers must have the same byte length");
  }
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i] ^ b[i];
  return d === 0;
}

// ---- key derivation: by the host, stopping at the call's deadline

const checkInt = (name, v, min, max) => {
  if (typeof v !== "number") throw argType(name, "of type number", v);
  if (!Number.isInteger(v)) throw err(RangeError, "ERR_OUT_OF_RANGE", `The value of "${name}" is out of range. It must be an integer. Received ${v}`);
  if (v < min || v > max) throw err(RangeError, "ERR_OUT_OF_RANGE", `The value of "${name}" is out of range. It must be >= ${min} && <= ${max}. Received ${v}`);
};
const checkCallback = (cb) => { if (typeof cb !== "function") throw argType("callback", "of type function", cb); };
const settle = callback;

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
  return buf(op("crypto.pbkdf2", args, pw));
}
function pbkdf2(password, salt, iterations, keylen, digest, cb) {
  const [args, pw] = pbkdf2Args(password, salt, iterations, keylen, digest);
  checkCallback(cb);
  settle(opAsync("crypto.pbkdf2", { ...args, async: true }, pw), cb, buf);
}

function hkdfArgs(digest, ikm, salt, info, keylen) {
  if (typeof digest !== "string") throw argType("digest", "of type string", digest);
  const key = secretBytes(ikm, "ikm");
  checkInt("length", keylen, 0, 2 ** 32);
  return [{ alg: digest, salt: b64(secretBytes(salt, "salt")), info: b64(secretBytes(info, "info")), keylen }, ab(key)];
}
function hkdfSync(digest, ikm, salt, info, keylen) {
  const [args, key] = hkdfArgs(digest, ikm, salt, info, keylen);
  return ab(buf(op("crypto.hkdf", args, key)));
}
function hkdf(digest, ikm, salt, info, keylen, cb) {
  const [args, key] = hkdfArgs(digest, ikm, salt, info, keylen);
  checkCallback(cb);
  settle(opAsync("crypto.hkdf", { ...args, async: true }, key), cb, (b) => ab(buf(b)));
}

function scryptArgs(password, salt, keylen, options) {
  const pw = secretBytes(password, "password");
  const s = secretBytes(salt, "salt");
  checkInt("keylen", keylen, 0, 2147483647);
  const o = options || {};
  const pick = (a, b, def) => {
    if (o[a] !== undefined && o[b] !== undefined) throw err(Error, "ERR_CRYPTO_SCRYPT_INVALID_PARAMETER", "Invalid scrypt parameter");
    return o[a] ?? o[b] ?? def;
  };
  const N = pick("N", "cost", 16384), r = pick("r", "blockSize", 8), p = pick("p", "parallelization", 1);
  const maxmem = o.maxmem ?? 32 << 20;
  for (const [name, v] of [["N", N], ["r", r], ["p", p], ["maxmem", maxmem]]) checkInt(name, v, 0, Number.MAX_SAFE_INTEGER);
  return [{ salt: b64(s), keylen, N, r, p, maxmem }, ab(pw)];
}
function scryptSync(password, salt, keylen, options) {
  const [args, pw] = scryptArgs(password, salt, keylen, options);
  return buf(op("crypto.scrypt", args, pw));
}
function scrypt(password, salt, keylen, options, cb) {
  if (typeof options === "function") { cb = options; options = undefined; }
  const [args, pw] = scryptArgs(password, salt, keylen, options);
  checkCallback(cb);
  settle(opAsync("crypto.scrypt", { ...args, async: true }, pw), cb, buf);
}

// ---- keys

const keys = new WeakMap(); // KeyObject → { kind, der (base64), type, details }
const token = Symbol("KeyObject");

class KeyObject {
  constructor(kind, data) {
    if (data !== token) throw argType("handle", "an instance of KeyObjectHandle", data);
  }
  get [Symbol.for("earshot.keyObject")]() { return keys.has(this); } // util.types.isKeyObject
  get type() { return keys.get(this).kind; }
  get asymmetricKeyType() { return keys.get(this).type; }
  get asymmetricKeyDetails() {
    const d = keys.get(this).details;
    if (!d) return undefined;
    const r = { ...d };
    if (r.publicExponent !== undefined) r.publicExponent = BigInt(r.publicExponent);
    return r;
  }
  get symmetricKeySize() { const d = keys.get(this); return d.kind === "secret" ? fromB64(d.der).length : undefined; }
  export(options) {
    const d = keys.get(this);
    if (d.kind === "secret") {
      if (options && options.format === "jwk") return { kty: "oct", k: fromB64(d.der).toString("base64url") };
      return fromB64(d.der);
    }
    if (options === null || typeof options !== "object") throw argType("options", "of type object", options);
    const format = options.format === undefined ? "pem" : options.format;
    if (format === "jwk") return op("crypto.key.export", { key: ref(d), format });
    if (format !== "pem" && format !== "der") throw argValue("options.format", format);
    if (options.cipher !== undefined || options.passphrase !== undefined) {
      throw err(Error, "ERR_EARSHOT_UNSUPPORTED", "exporting encrypted private keys is not supported");
    }
    const r = op("crypto.key.export", { key: ref(d), format, type: options.type });
    return format === "pem" ? r : buf(r);
  }
  equals(other) {
    if (!(other instanceof KeyObject)) throw argType("otherKeyObject", "an instance of KeyObject", other);
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
    return makeKeyObject(op("crypto.key.parse", { want: data.type, format: "der", type: data.type === "private" ? "pkcs8" : "spki" }, fromB64(data.material)));
  }
  get [Symbol.toStringTag]() { return "KeyObject"; }
}
class SecretKeyObject extends KeyObject {}
class PublicKeyObject extends KeyObject {}
class PrivateKeyObject extends KeyObject {}

const timingSafeEqualish = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const subtleInternals = () => internal.lazyModule("subtle").internals;

function makeKeyObject(d) {
  const C = d.kind === "secret" ? SecretKeyObject : d.kind === "public" ? PublicKeyObject : PrivateKeyObject;
  const k = new C(d.kind, token);
  keys.set(k, { kind: d.kind, der: d.der, type: d.type, details: d.details });
  return k;
}
const ref = (d) => ({ kind: d.kind, der: d.der });

// secretBytes reads a secret (a key, a password, a salt): a string, bytes,
// or a secret KeyObject.
function secretBytes(v, name) {
  if (v instanceof KeyObject) {
    const d = keys.get(v);
    if (d.kind !== "secret") throw err(TypeError, "ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE", `Invalid key object type ${d.kind}, expected secret.`);
    return fromB64(d.der);
  }
  if (typeof v === "string") return Buffer.from(v, "utf8");
  if (v instanceof Uint8Array) return v;
  if (ArrayBuffer.isView(v)) return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
  if (v instanceof ArrayBuffer) return new Uint8Array(v);
  if (isCryptoKey(v)) return secretBytes(KeyObject.from(v), name);
  throw argType(name, keyTypesMsg, v);
}

// jwkFields are the members a JWK of each kty must have, as strings.
const jwkFields = { RSA: ["n", "e"], EC: ["crv", "x", "y"], OKP: ["crv", "x"] };
const jwkPrivate = { RSA: ["d", "p", "q", "dp", "dq", "qi"], EC: ["d"], OKP: ["d"] };

function checkJWK(jwk, want) {
  if (!jwkFields[jwk.kty]) throw argValue("key.kty", jwk.kty, "must be one of: 'RSA', 'EC', 'OKP'");
  for (const f of [...jwkFields[jwk.kty], ...(want === "private" ? jwkPrivate[jwk.kty] : [])]) {
    if (typeof jwk[f] !== "string") throw argType(`key.${f}`, "of type string", jwk[f], true);
  }
}

const isCryptoKey = (v) => v !== null && typeof v === "object" && Object.prototype.toString.call(v) === "[object CryptoKey]";

function createSecretKey(key, encoding) {
  if (typeof key !== "string" && !ArrayBuffer.isView(key) && !(key instanceof ArrayBuffer)) {
    throw argType("key", "an instance of ArrayBuffer, Buffer, TypedArray, or DataView", key);
  }
  return makeKeyObject({ kind: "secret", der: b64(typeof key === "string" ? Buffer.from(key, encoding || "utf8") : toBytes(key)) });
}

// Keys read from PEM text, by the text: packages that sign with the same
// PEM string every time (jsonwebtoken) parse it once.
const parsed = new Map();

// keyRef reads a key argument as the operation wants it: a KeyObject, a
// CryptoKey, PEM text or bytes, or { key, format, type, passphrase }.
function keyInfo(key, want, typesMsg = keyTypesMsg) {
  if (key instanceof KeyObject) {
    const d = keys.get(key);
    if (d.kind === "secret" || want === "private" && d.kind !== "private") {
      throw err(TypeError, "ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE", `Invalid key object type ${d.kind}, expected ${want === "public" ? "private" : want}.`);
    }
    return d;
  }
  if (isCryptoKey(key)) return keyInfo(KeyObject.from(key), want);
  let format = "pem", type, data = key, jwk;
  if (key !== null && typeof key === "object" && !ArrayBuffer.isView(key) && !(key instanceof ArrayBuffer)) {
    if (key.key instanceof KeyObject || isCryptoKey(key.key)) return keyInfo(key.key, want);
    format = key.format === undefined ? "pem" : key.format;
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
    } else if (format === "der" && type === undefined) {
      throw argValue("options.type", type);
    }
  } else if (typeof key !== "string" && !ArrayBuffer.isView(key) && !(key instanceof ArrayBuffer)) {
    throw argType("key", typesMsg, key);
  }
  const cacheable = format === "pem" && typeof data === "string";
  const cacheKey = want + "\0" + data;
  if (cacheable && parsed.has(cacheKey)) return parsed.get(cacheKey);
  const d = jwk
    ? op("crypto.key.parse", { want, format, jwk })
    : op("crypto.key.parse", { want, format, type }, typeof data === "string" ? Buffer.from(data, key.encoding || "utf8") : toBytes(data));
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
    return makeKeyObject(op("crypto.key.parse", { want: "public", format: "der", type: "pkcs8" }, fromB64(d.der)));
  }
  return makeKeyObject(d);
}

const keyTypes = ["rsa", "rsa-pss", "dsa", "ec", "ed25519", "ed448", "x25519", "x448", "dh"];

// notOnPlatform is the refusal of what Go does not have (Ed448, X448).
const notOnPlatform = (what) =>
  err(TypeError, "ERR_FEATURE_UNAVAILABLE_ON_PLATFORM", `The feature ${what} is unavailable on the current platform, which is being used to run Node.js`);

const uint32 = (name, v) => {
  if (typeof v !== "number") throw argType(name, "of type number", v, true);
  checkInt(name, v, 0, 4294967295);
};
const int32 = (name, v, min = -2147483648) => {
  if (typeof v !== "number") throw argType(name, "of type number", v, true);
  checkInt(name, v, min, 2147483647);
};
const str = (name, v) => { if (typeof v !== "string") throw argType(name, "of type string", v, true); };

// keyGenMore checks the options of rsa-pss, dsa and dh keys as Node does,
// and puts them in args.
function keyGenMore(type, o, args) {
  if (o === null || typeof o !== "object") throw argType("options", "of type object", o);
  if (type === "rsa-pss") {
    uint32("options.modulusLength", o.modulusLength);
    args.modulusLength = o.modulusLength;
    if (o.publicExponent != null) uint32("options.publicExponent", o.publicExponent);
    args.publicExponent = o.publicExponent ?? 0x10001;
    const { hash, mgf1Hash, hashAlgorithm, mgf1HashAlgorithm, saltLength } = o;
    if (saltLength !== undefined) int32("options.saltLength", saltLength, 0);
    if (hashAlgorithm !== undefined) str("options.hashAlgorithm", hashAlgorithm);
    if (mgf1HashAlgorithm !== undefined) str("options.mgf1HashAlgorithm", mgf1HashAlgorithm);
    if (hash !== undefined) {
      str("options.hash", hash);
      if (hashAlgorithm && hash !== hashAlgorithm) throw argValue("options.hash", hash);
    }
    if (mgf1Hash !== undefined) {
      str("options.mgf1Hash", mgf1Hash);
      if (mgf1HashAlgorithm && mgf1Hash !== mgf1HashAlgorithm) throw argValue("options.mgf1Hash", mgf1Hash);
    }
    if (hashAlgorithm || hash) args.hashAlgorithm = hashAlgorithm || hash;
    if (mgf1HashAlgorithm || mgf1Hash) args.mgf1HashAlgorithm = mgf1HashAlgorithm || mgf1Hash;
    if (saltLength !== undefined) args.saltLength = saltLength;
  } else if (type === "dsa") {
    uint32("options.modulusLength", o.modulusLength);
    args.modulusLength = o.modulusLength;
    if (o.divisorLength != null) { int32("options.divisorLength", o.divisorLength, 0); args.divisorLength = o.divisorLength; }
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
    args.publicExponent = o.publicExponent === undefined ? 0x10001 : o.publicExponent;
  }
  if (type === "ec") {
    if (typeof o.namedCurve !== "string") throw argType("options.namedCurve", "of type string", o.namedCurve, true);
    args.namedCurve = o.namedCurve;
  }
  for (const k of ["publicKeyEncoding", "privateKeyEncoding"]) {
    if (o[k] !== undefined && (o[k] === null || typeof o[k] !== "object")) throw argType(`options.${k}`, "of type object", o[k], true);
  }
  return args;
}

function keyPairResult(r, options) {
  const o = options || {};
  const enc = (k, e) => (e ? makeKeyObject(k).export(e) : makeKeyObject(k));
  return { publicKey: enc(r.publicKey, o.publicKeyEncoding), privateKey: enc(r.privateKey, o.privateKeyEncoding) };
}

function generateKeyPairSync(type, options) {
  return keyPairResult(op("crypto.key.generate", keyGenArgs(type, options)), options);
}

function generateKeyPair(type, options, cb) {
  if (typeof options === "function") { cb = options; options = undefined; }
  const args = keyGenArgs(type, options);
  checkCallback(cb);
  callback(opAsync("crypto.key.generate", { ...args, async: true }), (e, pair) => {
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

// ---- signatures

const constants = {
  RSA_PKCS1_PADDING: 1, RSA_NO_PADDING: 3, RSA_PKCS1_OAEP_PADDING: 4, RSA_X931_PADDING: 5, RSA_PKCS1_PSS_PADDING: 6,
  RSA_PSS_SALTLEN_DIGEST: -1, RSA_PSS_SALTLEN_MAX_SIGN: -2, RSA_PSS_SALTLEN_AUTO: -2,
  // The OpenSSL whose errors and behaviour these are: Node 20.11.1's, 3.0.12.
  OPENSSL_VERSION_NUMBER: 0x300000c0,
  DH_CHECK_P_NOT_SAFE_PRIME: 2, DH_CHECK_P_NOT_PRIME: 1, DH_UNABLE_TO_CHECK_GENERATOR: 4, DH_NOT_SUITABLE_GENERATOR: 8,
  POINT_CONVERSION_COMPRESSED: 2, POINT_CONVERSION_UNCOMPRESSED: 4, POINT_CONVERSION_HYBRID: 6,
  defaultCoreCipherList: "", defaultCipherList: "",
};

function signOptions(key, alg) {
  const o = key !== null && typeof key === "object" && !(key instanceof KeyObject) && !ArrayBuffer.isView(key) && !isCryptoKey(key) ? key : {};
  const args = { alg: alg === null || alg === undefined ? "" : String(alg) };
  if (o.padding !== undefined) args.padding = o.padding;
  if (o.saltLength !== undefined) args.saltLength = o.saltLength;
  if (o.dsaEncoding !== undefined) {
    if (o.dsaEncoding !== "der" && o.dsaEncoding !== "ieee-p1363") throw argValue("options.dsaEncoding", o.dsaEncoding);
    args.dsaEncoding = o.dsaEncoding;
  }
  return args;
}

function sign(algorithm, data, key, cb) {
  if (algorithm !== null && algorithm !== undefined && typeof algorithm !== "string") throw argType("algorithm", "of type string", algorithm);
  if (typeof data !== "string" && !ArrayBuffer.isView(data) && !(data instanceof ArrayBuffer)) throw argType("data", bufferTypes, data);
  const bytes = toBytes(data);
  const args = { ...signOptions(key, algorithm), key: ref(keyInfo(key, "private")) };
  const r = buf(op("crypto.sign", args, bytes));
  if (typeof cb === "function") { queueMicrotask(() => cb(null, r)); return; }
  return r;
}

function verify(algorithm, data, key, signature, cb) {
  if (algorithm !== null && algorithm !== undefined && typeof algorithm !== "string") throw argType("algorithm", "of type string", algorithm);
  const bytes = toBytes(data);
  const sig = toBytes(signature, undefined, "signature");
  const args = { ...signOptions(key, algorithm), key: ref(keyInfo(key, "public")), signature: b64(sig) };
  const r = op("crypto.verify", args, bytes);
  if (typeof cb === "function") { queueMicrotask(() => cb(null, r)); return; }
  return r;
}

// Sign and Verify hash as they are updated; the digest is signed.
class Signer {
  #hash; #alg;
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
  update(data, encoding) { this.#hash.update(data, encoding); return this; }
  write(data, encoding, cb) { this.update(data, typeof encoding === "string" ? encoding : undefined); if (typeof cb === "function") queueMicrotask(cb); return true; }
  end(data, encoding, cb) { if (data !== undefined && typeof data !== "function") this.update(data, encoding); return this; }
  // prehashed: the operation's arguments (args given the algorithm's
  // options; they may throw, leaving the hash as it was), then the digest.
  static prehashed(s, key, args) { const a = args(signOptions(key, s.#alg)); return [a, s.#hash.digest()]; }
}
class Sign extends Signer {
  sign(key, encoding) {
    const [args, digest] = Signer.prehashed(this, key, (o) => ({ ...o, key: ref(keyInfo(key, "private")), prehashed: true }));
    return out(op("crypto.sign", args, digest), encoding);
  }
}
class Verify extends Signer {
  verify(key, signature, encoding) {
    const sig = toBytes(signature, encoding, "signature");
    const [args, digest] = Signer.prehashed(this, key, (o) => ({ ...o, key: ref(keyInfo(key, "public")), signature: b64(sig), prehashed: true }));
    return op("crypto.verify", args, digest);
  }
}

// ---- RSA encryption

function rsaCrypt(fn, want) {
  return (key, buffer) => {
    const o = key !== null && typeof key === "object" && !(key instanceof KeyObject) && !ArrayBuffer.isView(key) && !isCryptoKey(key) ? key : {};
    const bytes = toBytes(buffer, o.encoding, "buffer");
    const args = { fn, key: ref(keyInfo(key, want)) };
    if (o.padding !== undefined) args.padding = o.padding;
    if (o.oaepHash !== undefined) {
      if (typeof o.oaepHash !== "string") throw argType("key.oaepHash", "of type string", o.oaepHash, true);
      args.oaepHash = o.oaepHash;
    }
    if (o.oaepLabel !== undefined) args.oaepLabel = b64(toBytes(o.oaepLabel, undefined, "key.oaepLabel"));
    return buf(op("crypto.rsa", args, bytes));
  };
}

// ---- key agreement

const ecdhCurves = ["prime256v1", "secp384r1", "secp521r1"];

function pointFormat(format) {
  if (format === undefined || format === "uncompressed") return "uncompressed";
  if (format === "compressed" || format === "hybrid") return format;
  throw err(TypeError, "ERR_CRYPTO_ECDH_INVALID_FORMAT", `Invalid ECDH format: ${format}`);
}

class ECDH {
  #curve; #priv; #pub;
  constructor(curve) {
    if (typeof curve !== "string") throw argType("curve", "of type string", curve);
    if (!ecdhCurves.includes(curve)) throw err(TypeError, "ERR_CRYPTO_INVALID_CURVE", "Invalid EC curve name");
    this.#curve = curve;
  }
  #set(r) { this.#priv = fromB64(r.private); this.#pub = fromB64(r.public); }
  generateKeys(encoding, format) {
    this.#set(op("crypto.ecdh", { fn: "generate", curve: this.#curve }));
    return this.getPublicKey(encoding, format);
  }
  computeSecret(key, inputEncoding, outputEncoding) {
    const pub = toBytes(key, inputEncoding, "key");
    if (!this.#priv) throw err(Error, "ERR_CRYPTO_INVALID_STATE", "Invalid state for operation computeSecret");
    return out(op("crypto.ecdh", { fn: "compute", curve: this.#curve, private: b64(this.#priv), public: b64(pub) }), outputEncoding);
  }
  getPrivateKey(encoding) {
    if (!this.#priv) throw err(Error, "ERR_CRYPTO_INVALID_STATE", "Failed to get ECDH private key");
    return out(Buffer.from(this.#priv), encoding);
  }
  getPublicKey(encoding, format) {
    if (!this.#pub) throw err(Error, "ERR_CRYPTO_INVALID_STATE", "Failed to get ECDH public key");
    const f = pointFormat(format);
    const p = f === "uncompressed" ? Buffer.from(this.#pub) : buf(op("crypto.ecdh", { fn: "convert", curve: this.#curve, public: b64(this.#pub), format: f }));
    return out(p, encoding);
  }
  setPrivateKey(key, encoding) {
    this.#set(op("crypto.ecdh", { fn: "fromPrivate", curve: this.#curve, private: b64(toBytes(key, encoding, "key")) }));
  }
  setPublicKey(key, encoding) {
    this.#pub = buf(op("crypto.ecdh", { fn: "convert", curve: this.#curve, public: b64(toBytes(key, encoding, "key")) }));
  }
  static convertKey(key, curve, inputEncoding, outputEncoding, format) {
    if (typeof curve !== "string") throw argType("curve", "of type string", curve);
    if (!ecdhCurves.includes(curve)) throw err(TypeError, "ERR_CRYPTO_INVALID_CURVE", "Invalid EC curve name");
    const p = op("crypto.ecdh", { fn: "convert", curve, public: b64(toBytes(key, inputEncoding, "key")), format: pointFormat(format) });
    return out(p, outputEncoding);
  }
}

function diffieHellman(options) {
  if (options === null || typeof options !== "object") throw argType("options", "of type object", options);
  const { privateKey, publicKey } = options;
  if (!(privateKey instanceof KeyObject) || privateKey.type !== "private") throw argValue("options.privateKey", privateKey);
  if (!(publicKey instanceof KeyObject) || publicKey.type === "secret") throw argValue("options.publicKey", publicKey);
  if (privateKey.asymmetricKeyType !== publicKey.asymmetricKeyType) {
    throw err(Error, "ERR_CRYPTO_INCOMPATIBLE_KEY", `Incompatible key types for Diffie-Hellman: ${privateKey.asymmetricKeyType} and ${publicKey.asymmetricKeyType}`);
  }
  return buf(op("crypto.ecdh", { fn: "diffieHellman", key: ref(keyInfo(privateKey, "private")), other: ref(keyInfo(publicKey, "public")) }));
}

// ---- ciphers

const ciphers = ["aes-128-cbc", "aes-128-ctr", "aes-128-ecb", "aes-128-gcm", "aes-192-cbc", "aes-192-ctr", "aes-192-ecb",
  "aes-192-gcm", "aes-256-cbc", "aes-256-ctr", "aes-256-ecb", "aes-256-gcm", "aes128", "aes128-wrap", "aes192", "aes192-wrap",
  "aes256", "aes256-wrap", "chacha20-poly1305", "id-aes128-GCM", "id-aes128-wrap", "id-aes128-wrap-pad", "id-aes192-GCM",
  "id-aes192-wrap", "id-aes192-wrap-pad", "id-aes256-GCM", "id-aes256-wrap", "id-aes256-wrap-pad"];

const authError = () => new Error("Unsupported state or unable to authenticate data");
const invalidState = (what) => err(Error, "ERR_CRYPTO_INVALID_STATE", `Invalid state for operation ${what}`);
const concat = (parts) => (parts.length === 1 ? parts[0] : Buffer.concat(parts));

class CipherBase {
  #s;
  constructor(decrypt, cipher, key, iv, options) {
    if (typeof cipher !== "string") throw argType("cipher", "of type string", cipher);
    const k = secretBytes(key, "key");
    let ivBytes = empty;
    if (iv !== null) {
      if (typeof iv !== "string" && !ArrayBuffer.isView(iv) && !(iv instanceof ArrayBuffer)) throw argType("iv", bufferTypes, iv);
      ivBytes = toBytes(iv);
    }
    const s = { alg: cipher, key: b64(k), iv: b64(ivBytes), decrypt, padding: true, pending: empty, offset: 0, aad: [], chunks: [],
      done: false, decoder: null };
    const info = op("crypto.cipher", { step: "check", alg: cipher, key: s.key, iv: s.iv });
    s.mode = info.mode;
    s.aead = s.mode === "gcm" || s.mode === "chacha20-poly1305";
    const tagLength = options && options.authTagLength;
    if (tagLength !== undefined) {
      if (!s.aead || !validTag(s.mode, tagLength)) throw err(TypeError, "ERR_CRYPTO_INVALID_AUTH_TAG", `Invalid authentication tag length: ${tagLength}`);
      s.tagLength = tagLength;
    }
    this.#s = s;
  }
  #step(step, args, data) {
    const s = this.#s;
    return op("crypto.cipher", { alg: s.alg, key: s.key, iv: s.iv, decrypt: s.decrypt, step, ...args }, data);
  }
  #encode(b, encoding) {
    if (!encoding || encoding === "buffer") return b;
    const s = this.#s;
    s.decoder ??= new StringDecoder(encoding);
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
      const all = s.pending.length ? Buffer.concat([s.pending, bytes]) : bytes;
      let n = all.length - (all.length % 16);
      if (s.decrypt && s.padding && n === all.length && n > 0) n -= 16; // the last block waits for final
      let r = empty;
      if (n > 0) {
        r = buf(this.#step("blocks", {}, all.subarray(0, n)));
        if (s.mode === "cbc") s.iv = b64((s.decrypt ? all : r).subarray(n - 16, n));
      }
      s.pending = Buffer.from(all.subarray(n));
      return r;
    }
    // Key wrap (RFC 3394, 5649): each update wraps what it is given, whole.
    if (s.mode === "wrap" || s.mode === "wrap-pad") return buf(this.#step("wrap", {}, bytes));
    if (s.mode === "ctr") {
      const r = buf(this.#step("stream", { offset: s.offset }, bytes));
      s.offset += bytes.length;
      return r;
    }
    // AEAD: a message in one update is sealed (or opened) at once; one in
    // parts is streamed, and its tag computed at final from a copy.
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
      s.wholeTag = s.wholeOK = undefined;
    }
    s.chunks.push(Buffer.from(bytes));
    s.offset += bytes.length;
    return r;
  }
  #aeadArgs() {
    const s = this.#s;
    const args = { aad: b64(concat(s.aad.length ? s.aad : [empty])) };
    if (s.tagLength !== undefined && !s.decrypt) args.tagLength = s.tagLength;
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
      s.authTag = s.chunks.length === 1 && s.wholeTag ? Buffer.from(s.wholeTag)
        : buf(this.#step("tag", this.#aeadArgs(), concat(s.chunks.length ? s.chunks : [empty])));
    } else if (s.aead) {
      if (!s.tag) throw authError();
      const ok = s.chunks.length === 1 && s.wholeOK !== undefined ? s.wholeOK
        : this.#step("verify", { ...this.#aeadArgs(), tag: b64(s.tag) }, concat(s.chunks.length ? s.chunks : [empty]));
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
    s.padding = autoPadding === undefined ? true : !!autoPadding;
    return this;
  }
  setAAD(aad, options) {
    const s = this.#s;
    if (!s.aead || s.done || s.chunks.length) throw invalidState("setAAD");
    s.aad.push(Buffer.from(toBytes(aad, undefined, "buffer")));
    return this;
  }
  getAuthTag() {
    const s = this.#s;
    if (!s.aead || s.decrypt || !s.authTag) throw invalidState("getAuthTag");
    return Buffer.from(s.authTag);
  }
  setAuthTag(tag) {
    const s = this.#s;
    if (typeof tag !== "string" && !ArrayBuffer.isView(tag) && !(tag instanceof ArrayBuffer)) throw argType("buffer", "an instance of ArrayBuffer, Buffer, TypedArray, or DataView", tag);
    if (!s.aead || !s.decrypt || s.done || s.tag) throw invalidState("setAuthTag");
    const t = Buffer.from(toBytes(tag));
    if (!validTag(s.mode, t.length) || s.tagLength !== undefined && s.tagLength !== t.length) {
      throw err(TypeError, "ERR_CRYPTO_INVALID_AUTH_TAG", `Invalid authentication tag length: ${t.length}`);
    }
    s.tag = t;
    return this;
  }
}

const validTag = (mode, n) => (mode === "gcm" ? n === 4 || n === 8 || (n >= 12 && n <= 16) : n >= 1 && n <= 16);

class Cipheriv extends CipherBase {
  constructor(cipher, key, iv, options) { super(false, cipher, key, iv, options); }
}
class Decipheriv extends CipherBase {
  constructor(cipher, key, iv, options) { super(true, cipher, key, iv, options); }
}

const { DiffieHellman, DiffieHellmanGroup } = dhClasses({ err, argType });

const notProvided = (name) => () => {
  throw err(Error, "ERR_EARSHOT_UNSUPPORTED", `crypto.${name} is not provided to earshot extensions`);
};

export default register("crypto", {
  createHash: (alg, options) => new Hash(alg, null, false, undefined, options),
  createHmac: (alg, key) => new Hmac(alg, key),
  hash: (alg, data, encoding = "hex") => out(op("crypto.hash", { alg }, toBytes(data)), encoding),
  Hash: callableClass(Hash), Hmac: callableClass(Hmac),
  getHashes: () => supportedHashes.slice(),
  getCiphers: () => ciphers.slice(),
  getCurves: () => ecdhCurves.slice(),
  randomBytes, pseudoRandomBytes: randomBytes, randomFillSync,
  randomFill: (buf, ...rest) => { const cb = rest.pop(); randomFillSync(buf, ...rest); queueMicrotask(() => cb(null, buf)); },
  randomInt,
  randomUUID: (options) => {
    if (options !== undefined) validateObject(options, "options");
    return globalThis.crypto.randomUUID();
  },
  getRandomValues: (a) => globalThis.crypto.getRandomValues(a),
  timingSafeEqual,
  pbkdf2, pbkdf2Sync, hkdf, hkdfSync, scrypt, scryptSync,
  KeyObject, createSecretKey, createPrivateKey, createPublicKey,
  generateKeyPair, generateKeyPairSync, generateKey, generateKeySync,
  sign, verify, createSign: (alg, options) => new Sign(alg), createVerify: (alg, options) => new Verify(alg), Sign: callableClass(Sign), Verify: callableClass(Verify),
  publicEncrypt: rsaCrypt("publicEncrypt", "public"), privateDecrypt: rsaCrypt("privateDecrypt", "private"),
  privateEncrypt: rsaCrypt("privateEncrypt", "private"), publicDecrypt: rsaCrypt("publicDecrypt", "public"),
  createECDH: (curve) => new ECDH(curve), ECDH: callableClass(ECDH), diffieHellman,
  createCipheriv: (cipher, key, iv, options) => new Cipheriv(cipher, key, iv, options),
  createDecipheriv: (cipher, key, iv, options) => new Decipheriv(cipher, key, iv, options),
  Cipheriv: callableClass(Cipheriv), Decipheriv: callableClass(Decipheriv),
  webcrypto: globalThis.crypto,
  get subtle() { return globalThis.crypto.subtle; },
  constants,
  getFips: () => 0,
  setFips: notProvided("setFips"),
  createDiffieHellman: (sizeOrKey, keyEncoding, generator, genEncoding) => new DiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding),
  getDiffieHellman: (name) => new DiffieHellmanGroup(name), createDiffieHellmanGroup: (name) => new DiffieHellmanGroup(name),
  DiffieHellman: callableClass(DiffieHellman), DiffieHellmanGroup: callableClass(DiffieHellmanGroup),
  createCipher: notProvided("createCipher"), createDecipher: notProvided("createDecipher"),
  X509Certificate: notProvided("X509Certificate"),
});
