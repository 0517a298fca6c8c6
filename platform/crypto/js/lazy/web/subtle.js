// crypto.subtle: the Web Crypto API, with Go's crypto behind it (see
// platform/crypto/subtle.go). A CryptoKey keeps its material privately; each
// operation hands it to the host.
import { op, opAsync, btoa, atob } from "../../../../js/lazy/web/prelude.js";
import { isBufferSource, bufferOf } from "../../../../js/prelude/web/bytes.js";

const toB64 = (buf) => {
  const b = new Uint8Array(buf);
  let s = "";
  for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode.apply(null, b.subarray(i, i + 0x8000));
  return btoa(s);
};
const fromB64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

const hashNames = { "SHA-1": "SHA-1", "SHA-256": "SHA-256", "SHA-384": "SHA-384", "SHA-512": "SHA-512" };
const algNames = ["HMAC", "AES-GCM", "AES-CBC", "AES-CTR", "AES-KW", "ECDSA", "ECDH", "RSASSA-PKCS1-v1_5", "RSA-PSS", "RSA-OAEP", "PBKDF2", "HKDF",
  "Ed25519", "X25519", "SHA-1", "SHA-256", "SHA-384", "SHA-512"];

function hashName(h) {
  const n = typeof h === "string" ? h : h && h.name;
  const found = n && hashNames[String(n).toUpperCase()];
  if (!found) throw new DOMException(`crypto.subtle: the hash "${n}" is not supported`, "NotSupportedError");
  return found;
}

function bytes(v, what) {
  if (!isBufferSource(v)) throw new TypeError(`crypto.subtle: ${what} must be an ArrayBuffer or a view`);
  return bufferOf(v);
}

// normalize turns an algorithm argument into what the host reads.
function normalize(alg) {
  const a = typeof alg === "string" ? { name: alg } : { ...alg };
  const name = algNames.find((n) => n.toUpperCase() === String(a.name).toUpperCase());
  if (!name) throw new DOMException(`crypto.subtle: the algorithm "${a.name}" is not supported`, "NotSupportedError");
  const out = { name };
  if (a.hash !== undefined) out.hash = hashName(a.hash);
  if (a.namedCurve !== undefined) out.namedCurve = String(a.namedCurve);
  if (a.length !== undefined) out.length = Number(a.length);
  if (a.modulusLength !== undefined) out.modulusLength = Number(a.modulusLength);
  for (const k of ["publicExponent", "iv", "additionalData", "counter", "label", "salt", "info"]) {
    if (a[k] !== undefined) out[k] = toB64(bytes(a[k], `algorithm.${k}`));
  }
  for (const k of ["tagLength", "iterations", "saltLength"]) if (a[k] !== undefined) out[k] = Number(a[k]);
  if (a.public !== undefined) out.public = material(a.public);
  return out;
}

const secret = new WeakMap(); // CryptoKey → { type, algorithm, material }

export class CryptoKey {
  constructor() { throw new TypeError("CryptoKey: keys come from crypto.subtle (generateKey, importKey, deriveKey)"); }
  get [Symbol.toStringTag]() { return "CryptoKey"; }
}

function makeKey(data, extractable, usages) {
  const k = Object.create(CryptoKey.prototype);
  const alg = { name: data.algorithm.name };
  if (data.algorithm.hash) alg.hash = { name: data.algorithm.hash };
  if (data.algorithm.length) alg.length = data.algorithm.length;
  if (data.algorithm.namedCurve) alg.namedCurve = data.algorithm.namedCurve;
  if (data.algorithm.modulusLength) {
    alg.modulusLength = data.algorithm.modulusLength;
    alg.publicExponent = fromB64(data.algorithm.publicExponent);
  }
  Object.defineProperties(k, {
    type: { value: data.type, enumerable: true },
    extractable: { value: !!extractable, enumerable: true },
    algorithm: { value: Object.freeze(alg), enumerable: true },
    usages: { value: Object.freeze([...usages]), enumerable: true },
  });
  secret.set(k, data);
  return k;
}

function material(key, usage) {
  const d = secret.get(key);
  if (!d) throw new TypeError("crypto.subtle: expected a CryptoKey");
  if (usage && !key.usages.includes(usage)) {
    throw new DOMException(`crypto.subtle: the key's usages (${key.usages.join(", ") || "none"}) do not include "${usage}"`, "InvalidAccessError");
  }
  return d;
}

const publicUsages = ["verify", "encrypt", "wrapKey"];

function call(req, data) {
  return op("subtle", req, data);
}

// callLong is call for what can take long (PBKDF2, RSA key generation):
// done by the host beside the instance, and stopped at the call's end.
function callLong(req, data) {
  return opAsync("subtle", { ...req, async: true }, data);
}

const asPromise = (f) => new Promise((resolve) => resolve(f()));
const isLong = (alg) => alg.name === "PBKDF2" || alg.name.startsWith("RSA");

export const subtle = {
  get [Symbol.toStringTag]() { return "SubtleCrypto"; },
  digest(alg, data) {
    return asPromise(() => call({ fn: "digest", algorithm: { name: hashName(alg) } }, bytes(data, "data")));
  },
  generateKey(alg, extractable, usages) {
    return asPromise(async () => {
      const a = normalize(alg);
      const r = isLong(a) ? await callLong({ fn: "generateKey", algorithm: a }) : call({ fn: "generateKey", algorithm: a });
      if (r.type) return makeKey(r, extractable, usages);
      return {
        publicKey: makeKey(r.publicKey, true, usages.filter((u) => publicUsages.includes(u))),
        privateKey: makeKey(r.privateKey, extractable, usages.filter((u) => !publicUsages.includes(u))),
      };
    });
  },
  importKey(format, keyData, alg, extractable, usages) {
    return asPromise(async () => {
      const req = { fn: "importKey", format, algorithm: normalize(alg) };
      // An RSA key is parsed (and checked) where RSA keys are made.
      const c = isLong(req.algorithm) ? callLong : call;
      let r;
      if (format === "jwk") {
        if (keyData === null || typeof keyData !== "object") throw new TypeError("crypto.subtle.importKey: a jwk key is an object");
        req.jwk = keyData;
        r = await c(req);
      } else {
        r = await c(req, bytes(keyData, "keyData"));
      }
      return makeKey(r, extractable, usages);
    });
  },
  exportKey(format, key) {
    return asPromise(() => {
      const d = material(key);
      if (!key.extractable) throw new DOMException("crypto.subtle.exportKey: the key is not extractable", "InvalidAccessError");
      const r = call({ fn: "exportKey", format, key: d });
      if (format === "jwk") return { ...r, key_ops: [...key.usages], ext: true };
      return r;
    });
  },
  sign(alg, key, data) {
    return asPromise(() => call({ fn: "sign", algorithm: normalize(alg), key: material(key, "sign") }, bytes(data, "data")));
  },
  verify(alg, key, signature, data) {
    return asPromise(() => call({ fn: "verify", algorithm: normalize(alg), key: material(key, "verify"),
      signature: toB64(bytes(signature, "signature")) }, bytes(data, "data")));
  },
  encrypt(alg, key, data) {
    return asPromise(() => call({ fn: "encrypt", algorithm: normalize(alg), key: material(key, "encrypt") }, bytes(data, "data")));
  },
  decrypt(alg, key, data) {
    return asPromise(() => call({ fn: "decrypt", algorithm: normalize(alg), key: material(key, "decrypt") }, bytes(data, "data")));
  },
  deriveBits(alg, key, length) {
    return asPromise(() => {
      const a = normalize(alg);
      const req = { fn: "deriveBits", algorithm: a, key: material(key, "deriveBits"), length: length === null || length === undefined ? 0 : Number(length) };
      return isLong(a) ? callLong(req) : call(req);
    });
  },
  deriveKey(alg, key, derived, extractable, usages) {
    return asPromise(async () => {
      const d = normalize(derived);
      const length = d.length || (d.name === "HMAC" ? { "SHA-1": 512, "SHA-256": 512, "SHA-384": 1024, "SHA-512": 1024 }[d.hash] : 0);
      if (!length) throw new TypeError("crypto.subtle.deriveKey: the derived key's length is needed");
      const a = normalize(alg);
      const req = { fn: "deriveBits", algorithm: a, key: material(key, "deriveKey"), length };
      const bits = isLong(a) ? await callLong(req) : call(req);
      return subtle.importKey("raw", bits, derived, extractable, usages);
    });
  },
};

// internals are what node:crypto's KeyObject.from and toCryptoKey use.
export const internals = {
  keyData: (key) => secret.get(key),
  importSync(format, keyData, alg, extractable, usages) {
    return makeKey(call({ fn: "importKey", format, algorithm: normalize(alg) }, bytes(keyData, "keyData")), extractable, usages);
  },
};
