// node:crypto's finite-field Diffie-Hellman: DiffieHellman and
// DiffieHellmanGroup (createDiffieHellman, getDiffieHellman). An object
// keeps its group and keys here, as bytes; the host (platform/crypto_dh.go)
// does the math on what it is handed, and keeps nothing.
import { Buffer } from "node:buffer";
import { op } from "node:internal/host";

// dhClasses makes the classes with node:crypto's helpers (its errors).
export function dhClasses({ err, argType }) {
  const bufferish = "one of type number or string or an instance of ArrayBuffer, Buffer, TypedArray, or DataView";
  const isBuffer = (v) => ArrayBuffer.isView(v) || v instanceof ArrayBuffer;
  const bytes = (v) => (v instanceof ArrayBuffer ? Buffer.from(v) : Buffer.from(v.buffer, v.byteOffset, v.byteLength));
  const toBuf = (v, encoding) => (typeof v === "string" ? Buffer.from(v, encoding === "buffer" ? "utf8" : encoding) : bytes(v));
  const b64 = (b) => (b ? bytes(b).toString("base64") : undefined);
  const fromB64 = (s) => Buffer.from(s || "", "base64");
  const encode = (b, encoding) => (encoding && encoding !== "buffer" ? b.toString(encoding) : b);
  const int32 = (v, name) => {
    if (!Number.isInteger(v)) throw err(RangeError, "ERR_OUT_OF_RANGE", `The value of "${name}" is out of range. It must be an integer. Received ${v}`);
    if (v < -(2 ** 31) || v > 2 ** 31 - 1) {
      throw err(RangeError, "ERR_OUT_OF_RANGE", `The value of "${name}" is out of range. It must be >= -2147483648 && <= 2147483647. Received ${v}`);
    }
  };
  const keyArg = (key, encoding) => {
    if (typeof key === "string") return Buffer.from(key, encoding && encoding !== "buffer" ? encoding : "utf8");
    if (isBuffer(key)) return bytes(key);
    throw argType("key", "of type string or an instance of ArrayBuffer, Buffer, TypedArray, or DataView", key);
  };
  const state = new WeakMap(); // object → { prime, generator, length, priv, pub }
  const verifyError = (o, v) => Object.defineProperty(o, "verifyError", { value: v, enumerable: true, writable: false, configurable: true });

  function DiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding) {
    if (!(this instanceof DiffieHellman)) return new DiffieHellman(sizeOrKey, keyEncoding, generator, genEncoding);
    if (typeof sizeOrKey !== "number" && typeof sizeOrKey !== "string" && !isBuffer(sizeOrKey)) throw argType("sizeOrKey", bufferish, sizeOrKey);
    if (typeof sizeOrKey === "number") int32(sizeOrKey, "sizeOrKey");
    if (keyEncoding && !Buffer.isEncoding(keyEncoding) && keyEncoding !== "buffer") {
      genEncoding = generator;
      generator = keyEncoding;
      keyEncoding = false;
    }
    keyEncoding = keyEncoding || "buffer";
    genEncoding = genEncoding || "buffer";
    const args = {};
    if (!generator) args.genInt = 2;
    else if (typeof generator === "number") { int32(generator, "generator"); args.genInt = generator; }
    else if (typeof generator === "string") args.generator = b64(toBuf(generator, genEncoding));
    else if (isBuffer(generator)) args.generator = b64(bytes(generator));
    else throw argType("generator", bufferish, generator);
    let r;
    if (typeof sizeOrKey === "number") {
      if (args.genInt === undefined) args.genInt = fromB64(args.generator).reduce((n, b) => n * 256 + b, 0);
      r = op("crypto.dh", { fn: "generatePrime", bits: sizeOrKey, genInt: args.genInt });
    } else {
      r = op("crypto.dh", { fn: "init", prime: b64(toBuf(sizeOrKey, keyEncoding)), ...args });
    }
    state.set(this, { prime: fromB64(r.prime), generator: fromB64(r.generator), length: r.length, priv: null, pub: null });
    verifyError(this, r.verifyError);
  }

  function DiffieHellmanGroup(name) {
    if (!(this instanceof DiffieHellmanGroup)) return new DiffieHellmanGroup(name);
    const r = op("crypto.dh", { fn: "group", group: String(name) });
    state.set(this, { prime: fromB64(r.prime), generator: fromB64(r.generator), length: r.length, priv: null, pub: null });
    verifyError(this, 0);
  }

  const methods = {
    generateKeys(encoding) {
      const s = state.get(this);
      const r = op("crypto.dh", { fn: "generateKeys", prime: b64(s.prime), generator: b64(s.generator), length: s.length, private: b64(s.priv) });
      s.priv = fromB64(r.private);
      s.pub = fromB64(r.public);
      return encode(Buffer.from(s.pub), encoding);
    },
    computeSecret(key, inEnc, outEnc) {
      const s = state.get(this);
      const pub = keyArg(key, inEnc);
      return encode(Buffer.from(op("crypto.dh", { fn: "compute", prime: b64(s.prime), private: b64(s.priv), public: b64(pub) })), outEnc);
    },
    getPrime(encoding) { return encode(Buffer.from(state.get(this).prime), encoding); },
    getGenerator(encoding) { return encode(Buffer.from(state.get(this).generator), encoding); },
    getPublicKey(encoding) {
      const s = state.get(this);
      if (!s.pub) throw err(Error, "ERR_CRYPTO_INVALID_STATE", "No public key - did you forget to generate one?");
      return encode(Buffer.from(s.pub), encoding);
    },
    getPrivateKey(encoding) {
      const s = state.get(this);
      if (!s.priv) throw err(Error, "ERR_CRYPTO_INVALID_STATE", "No private key - did you forget to generate one?");
      return encode(Buffer.from(s.priv), encoding);
    },
  };
  const setters = {
    setPublicKey(key, encoding) { state.get(this).pub = Buffer.from(keyArg(key, encoding)); return this; },
    setPrivateKey(key, encoding) { state.get(this).priv = Buffer.from(keyArg(key, encoding)); return this; },
  };
  const define = (C, m) => {
    for (const [name, f] of Object.entries(m)) C.prototype[name] = f;
  };
  // The bundler may rename them; Node's names are these.
  Object.defineProperty(DiffieHellman, "name", { value: "DiffieHellman" });
  Object.defineProperty(DiffieHellmanGroup, "name", { value: "DiffieHellmanGroup" });
  define(DiffieHellman, methods);
  define(DiffieHellman, setters);
  define(DiffieHellmanGroup, methods);
  return { DiffieHellman, DiffieHellmanGroup };
}
