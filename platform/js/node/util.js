// node:util — Node's util.inspect and util.format (node-inspect-extracted,
// kept with Node's), the rest from the util package, and promisify and
// callbackify with Node's symbol.
import * as npm from "util/";
import { inspect, format, formatWithOptions, stripVTControlCharacters } from "node-inspect-extracted";
import { register } from "node:internal/host";
import { codes, validateFunction, validateString, validateOneOf, validateAbortSignal, validateObject } from "node:internal/validators";

const custom = Symbol.for("nodejs.util.promisify.custom");

function promisify(original) {
  validateFunction(original, "original");
  if (original[custom]) {
    const fn = original[custom];
    validateFunction(fn, "util.promisify.custom");
    return Object.defineProperty(fn, custom, { value: fn, enumerable: false, writable: false, configurable: true });
  }
  function fn(...args) {
    return new Promise((resolve, reject) => {
      original.call(this, ...args, (err, ...values) => {
        if (err) reject(err);
        else resolve(values.length > 1 && original.__promisifyAll ? values : values[0]);
      });
    });
  }
  Object.setPrototypeOf(fn, Object.getPrototypeOf(original));
  Object.defineProperty(fn, custom, { value: fn, enumerable: false, writable: false, configurable: true });
  return Object.defineProperties(fn, Object.getOwnPropertyDescriptors(original));
}
promisify.custom = custom;

function callbackify(original) {
  validateFunction(original, "original");
  return function (...args) {
    const cb = args.pop();
    validateFunction(cb, "last argument");
    original.apply(this, args).then((v) => queueMicrotask(() => cb(null, v)), (e) => {
      if (!e) { const w = new Error("Promise was rejected with a falsy value"); w.reason = e; e = w; }
      queueMicrotask(() => cb(e));
    });
  };
}

function isDeepStrictEqual(a, b) {
  return deepEqual(a, b, new Map());
}

function deepEqual(a, b, seen) {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  const tag = Object.prototype.toString.call(a);
  if (tag !== Object.prototype.toString.call(b)) return false;
  if (a instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof RegExp) return a.source === b.source && a.flags === b.flags;
  if (ArrayBuffer.isView(a)) {
    if (a.byteLength !== b.byteLength) return false;
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength), y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
    return true;
  }
  if (a instanceof Map) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !deepEqual(v, b.get(k), seen)) return false;
    return true;
  }
  if (a instanceof Set) {
    if (a.size !== b.size) return false;
    for (const v of a) if (!b.has(v)) return false;
    return true;
  }
  const ka = Reflect.ownKeys(a).filter((k) => Object.prototype.propertyIsEnumerable.call(a, k));
  const kb = Reflect.ownKeys(b).filter((k) => Object.prototype.propertyIsEnumerable.call(b, k));
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!Object.prototype.propertyIsEnumerable.call(b, k) || !deepEqual(a[k], b[k], seen)) return false;
  return true;
}

function styleText(format, text) {
  validateString(text, "text");
  const codes = inspect.colors;
  const formats = Array.isArray(format) ? format : [format];
  let out = text;
  for (const f of formats) {
    const c = Object.hasOwn(codes, f) ? codes[f] : undefined;
    if (!c) validateOneOf(f, "format", Object.keys(codes));
    out = `\u001b[${c[0]}m${out}\u001b[${c[1]}m`;
  }
  return out;
}

// inherits is Node's: ctor and superCtor checked as Node checks them.
function inherits(ctor, superCtor) {
  if (ctor === undefined || ctor === null) throw codes.ERR_INVALID_ARG_TYPE("ctor", "Function", ctor);
  if (superCtor === undefined || superCtor === null) throw codes.ERR_INVALID_ARG_TYPE("superCtor", "Function", superCtor);
  if (superCtor.prototype === undefined) throw codes.ERR_INVALID_ARG_TYPE("superCtor.prototype", "Object", superCtor.prototype);
  Object.defineProperty(ctor, "super_", { value: superCtor, writable: true, configurable: true });
  Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
}

function debuglog(section) {
  const enabled = new RegExp("\\b" + String(section).toUpperCase() + "\\b").test(String(globalThis.process.env.NODE_DEBUG || "").toUpperCase());
  const log = (...args) => { if (enabled) console.error("%s %d: %s", String(section).toUpperCase(), globalThis.process.pid, format(...args)); };
  log.enabled = enabled;
  return log;
}

function deprecate(fn, msg, code) {
  let warned = false;
  function deprecated(...args) {
    if (!warned) {
      warned = true;
      globalThis.process.emitWarning(msg, "DeprecationWarning", code);
    }
    return new.target ? Reflect.construct(fn, args, new.target) : fn.apply(this, args);
  }
  Object.setPrototypeOf(deprecated, fn);
  return deprecated;
}

function parseArgs() {
  throw new Error("util.parseArgs is not provided");
}

// isProxy: a script cannot tell a Proxy from its target, so no value is
// one (got asks, to tell an HTTP/2 stream from a socket). isKeyObject and
// isCryptoKey (jose asks) know node:crypto's KeyObject by the mark it puts
// on its prototype, and the global CryptoKey.
const keyObject = Symbol.for("earshot.keyObject");
const types = {
  isProxy: () => false,
  isKeyObject: (v) => v !== null && typeof v === "object" && v[keyObject] === true,
  isCryptoKey: (v) => v !== null && typeof v === "object" && v instanceof globalThis.CryptoKey,
  ...npm.types,
};

export default register("util", {
  ...npm,
  inspect, format, formatWithOptions, stripVTControlCharacters,
  promisify, callbackify, isDeepStrictEqual, styleText, debuglog, debug: debuglog, deprecate, parseArgs, types,
  inherits,
  TextEncoder: globalThis.TextEncoder, TextDecoder: globalThis.TextDecoder,
  toUSVString: (s) => String(s).toWellFormed(),
  getSystemErrorName: (n) => String(n),
  async aborted(signal, resource) {
    validateAbortSignal(signal, "signal");
    validateObject(resource, "resource", { allowArray: true, allowFunction: true });
    if (signal.aborted) return;
    await new Promise((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
  },
});
