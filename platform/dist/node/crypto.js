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

// js/node/crypto.js
var crypto_exports = {};
__export(crypto_exports, {
  default: () => crypto_default
});
module.exports = __toCommonJS(crypto_exports);
var import_node_buffer = require("node:buffer");

// js/node/_host.js
var h = globalThis[/* @__PURE__ */ Symbol.for("earshot.internal")];
var op = h.op;
var opAsync = h.opAsync;
var cancel = h.cancel;
var pending = h.pending;
var unrefd = h.unrefd;
var emit = h.emit;
var registry = globalThis[/* @__PURE__ */ Symbol.for("earshot.builtins")] ??= /* @__PURE__ */ new Map();
function register(name, value) {
  registry.set(name, value);
  return value;
}

// js/node/crypto.js
var toBytes = (data, encoding) => {
  if (typeof data === "string") return import_node_buffer.Buffer.from(data, encoding || "utf8");
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  const e = new TypeError('The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView.');
  e.code = "ERR_INVALID_ARG_TYPE";
  throw e;
};
var ab = (b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
var out = (r, encoding) => {
  const b = import_node_buffer.Buffer.from(r);
  return encoding && encoding !== "buffer" ? b.toString(encoding) : b;
};
var Hash = class _Hash {
  #id;
  #alg;
  constructor(alg, key, hmac, id) {
    this.#alg = alg;
    this.#id = id !== void 0 ? id : op("crypto.hash.new", { alg: String(alg), hmac: !!hmac }, hmac ? ab(toBytes(key)) : void 0);
  }
  update(data, encoding) {
    op("crypto.hash.update", { id: this.#id }, toBytes(data, encoding));
    return this;
  }
  digest(encoding) {
    return out(op("crypto.hash.digest", { id: this.#id }), encoding);
  }
  copy() {
    return new _Hash(this.#alg, null, false, op("crypto.hash.copy", { id: this.#id }));
  }
};
var Hmac = class extends Hash {
  constructor(alg, key) {
    super(alg, key, true);
  }
};
function randomBytes(n, cb) {
  if (!Number.isInteger(n) || n < 0 || n > 2 ** 31 - 1) {
    const e = new RangeError(`The value of "size" is out of range. It must be >= 0 && <= 2147483647. Received ${n}`);
    e.code = "ERR_OUT_OF_RANGE";
    throw e;
  }
  const b = import_node_buffer.Buffer.alloc(n);
  for (let at = 0; at < n; at += 65536) b.set(new Uint8Array(op("random", String(Math.min(65536, n - at)))), at);
  if (typeof cb === "function") {
    queueMicrotask(() => cb(null, b));
    return;
  }
  return b;
}
function randomFillSync(buf, offset = 0, size) {
  const view = new Uint8Array(buf.buffer || buf, buf.byteOffset || 0, buf.byteLength);
  size = size === void 0 ? view.length - offset : size;
  view.set(randomBytes(size), offset);
  return buf;
}
function randomInt(min, max, cb) {
  if (max === void 0 || typeof max === "function") {
    cb = max;
    max = min;
    min = 0;
  }
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max <= min) {
    const e = new RangeError(`The value of "max" is out of range. It must be greater than the value of "min" (${min}). Received ${max}`);
    e.code = "ERR_OUT_OF_RANGE";
    throw e;
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
  a = toBytes(a);
  b = toBytes(b);
  if (a.byteLength !== b.byteLength) {
    const e = new RangeError("Input buffers must have the same byte length");
    e.code = "ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH";
    throw e;
  }
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i] ^ b[i];
  return d === 0;
}
function pbkdf2Sync(password, salt, iterations, keylen, digest) {
  return import_node_buffer.Buffer.from(op("crypto.pbkdf2", { alg: digest, salt: Array.from(toBytes(salt)), iterations, keylen }, ab(toBytes(password))));
}
function pbkdf2(password, salt, iterations, keylen, digest, cb) {
  let r, e = null;
  try {
    r = pbkdf2Sync(password, salt, iterations, keylen, digest);
  } catch (err) {
    e = err;
  }
  queueMicrotask(() => cb(e, r));
}
function hkdfSync(digest, ikm, salt, info, keylen) {
  return ab(import_node_buffer.Buffer.from(op("crypto.hkdf", { alg: digest, salt: Array.from(toBytes(salt)), info: Array.from(toBytes(info)), keylen }, ab(toBytes(ikm)))));
}
function hkdf(digest, ikm, salt, info, keylen, cb) {
  let r, e = null;
  try {
    r = hkdfSync(digest, ikm, salt, info, keylen);
  } catch (err) {
    e = err;
  }
  queueMicrotask(() => cb(e, r));
}
var notProvided = (name) => () => {
  const e = new Error(`crypto.${name} is not provided to earshot extensions (hashes, HMACs, random values, pbkdf2, hkdf and timingSafeEqual are)`);
  e.code = "ERR_EARSHOT_UNSUPPORTED";
  throw e;
};
var crypto_default = register("crypto", {
  createHash: (alg, options) => new Hash(alg),
  createHmac: (alg, key) => new Hmac(alg, key),
  hash: (alg, data, encoding = "hex") => out(op("crypto.hash", { alg }, toBytes(data)), encoding),
  Hash,
  Hmac,
  getHashes: () => ["md5", "sha1", "sha224", "sha256", "sha3-224", "sha3-256", "sha3-384", "sha3-512", "sha384", "sha512", "sha512-224", "sha512-256"],
  getCiphers: () => [],
  getCurves: () => [],
  randomBytes,
  pseudoRandomBytes: randomBytes,
  randomFillSync,
  randomFill: (buf, ...rest) => {
    const cb = rest.pop();
    randomFillSync(buf, ...rest);
    queueMicrotask(() => cb(null, buf));
  },
  randomInt,
  randomUUID: () => globalThis.crypto.randomUUID(),
  getRandomValues: (a) => globalThis.crypto.getRandomValues(a),
  timingSafeEqual,
  pbkdf2,
  pbkdf2Sync,
  hkdf,
  hkdfSync,
  webcrypto: globalThis.crypto,
  get subtle() {
    return globalThis.crypto.subtle;
  },
  constants: {},
  createCipheriv: notProvided("createCipheriv"),
  createDecipheriv: notProvided("createDecipheriv"),
  createSign: notProvided("createSign"),
  createVerify: notProvided("createVerify"),
  generateKeyPair: notProvided("generateKeyPair"),
  generateKeyPairSync: notProvided("generateKeyPairSync"),
  createPublicKey: notProvided("createPublicKey"),
  createPrivateKey: notProvided("createPrivateKey"),
  createSecretKey: notProvided("createSecretKey"),
  publicEncrypt: notProvided("publicEncrypt"),
  privateDecrypt: notProvided("privateDecrypt"),
  scrypt: notProvided("scrypt"),
  scryptSync: notProvided("scryptSync"),
  createECDH: notProvided("createECDH"),
  createDiffieHellman: notProvided("createDiffieHellman"),
  sign: notProvided("sign"),
  verify: notProvided("verify")
});
module.exports = module.exports.default;
