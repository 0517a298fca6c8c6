// Node's errors of the built-ins, by code, with Node's messages (as Node's
// internal/errors): what the validators (validators.js), the prelude's
// globals and every built-in module (through node:internal/validators,
// js/node/_validators.js) throw. An error is of the class Node gives it
// (TypeError, RangeError, Error), carries its code as its one enumerable
// own property, and shows it as Node does: "TypeError [ERR_X]: message".
import { op } from "./host.js";
import { madeForCaller } from "./errors.js";
import { builtin } from "./modules.js";

// classes holds, per base class and code, the subclass made for it: the
// code is known as the error is built, so that its stack's first line
// (made then: see errors.js) names it too.
const classes = new Map();

function classFor(Base, code) {
  const key = Base.name + " " + code;
  let C = classes.get(key);
  if (C === undefined) {
    C = class extends Base {
      constructor(message, options) {
        super(message, options);
        this.code = code;
      }
      toString() { return `${this.name} [${code}]: ${this.message}`; }
    };
    Object.defineProperty(C, "name", { value: Base.name });
    classes.set(key, C);
  }
  return C;
}

// nodeError is an error of Base with code and message.
export function nodeError(Base, code, message, options) {
  const C = classFor(Base, code);
  return madeForCaller(() => new C(message, options));
}

// ---- how Node shows the value it got ---------------------------------------

let util;
// inspect is node:util's inspect, loaded when first needed (a message about
// an object is rare; primitives are shown here).
export function inspect(v, options) {
  const s = primitive(v);
  if (s !== undefined && options === undefined) return s;
  if (util === undefined) util = builtin("util");
  return util.inspect(v, options);
}

const escapes = { "\n": "\\n", "\t": "\\t", "\r": "\\r", "\b": "\\b", "\f": "\\f", "\v": "\\v", "\\": "\\\\" };

// primitive is util.inspect's text of a primitive value; undefined for an
// object or a function.
function primitive(v) {
  switch (typeof v) {
    case "string": {
      const q = !v.includes("'") ? "'" : !v.includes('"') ? '"' : !v.includes("`") && !v.includes("${") ? "`" : "'";
      return q + v.replace(/[\x00-\x1f\x7f\\]|'/g, (c) => {
        if (c === "'") return q === "'" ? "\\'" : c;
        return escapes[c] ?? "\\x" + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
      }) + q;
    }
    case "number": return Object.is(v, -0) ? "-0" : String(v);
    case "bigint": return `${v}n`;
    case "boolean": case "undefined": return String(v);
    case "symbol": return v.toString();
  }
  return v === null ? "null" : undefined;
}

// specificType is how Node names a value in "Received ...": "null",
// "type string ('x')", "an instance of Map", "function f".
export function specificType(v) {
  if (v == null) return String(v);
  if (typeof v === "function") return `function ${v.name}`;
  if (typeof v === "object") {
    let name;
    try { name = v.constructor?.name; } catch {}
    if (name) return `an instance of ${name}`;
    return inspect(v, { depth: -1 });
  }
  let shown = inspect(v);
  if (shown.length > 28) shown = shown.slice(0, 25) + "...";
  return `type ${typeof v} (${shown})`;
}

// ---- the messages -----------------------------------------------------------

const typeNames = ["string", "function", "number", "object", "Function", "Object", "boolean", "bigint", "symbol"];

function list(items, one) {
  if (items.length > 2) return `${one}${items.slice(0, -1).join(", ")}, or ${items[items.length - 1]}`;
  if (items.length === 2) return `${one}${items[0]} or ${items[1]}`;
  return `${one}${items[0]}`;
}

// argTypeMessage is ERR_INVALID_ARG_TYPE's: expected is a type ("string"),
// a class ("Buffer"), anything else as written ("null"), or a list of them.
function argTypeMessage(name, expected, actual) {
  if (!Array.isArray(expected)) expected = [expected];
  let msg = name.endsWith(" argument") ? `The ${name} must be ` : `The "${name}" ${name.includes(".") ? "property" : "argument"} must be `;
  const types = [], instances = [], other = [];
  for (const e of expected) {
    if (typeNames.includes(e)) types.push(e.toLowerCase());
    else if (/^([A-Z][a-z0-9]*)+$/.test(e)) instances.push(e);
    else other.push(e);
  }
  if (instances.length > 0 && types.includes("object")) {
    types.splice(types.indexOf("object"), 1);
    instances.push("Object");
  }
  const parts = [];
  if (types.length > 0) parts.push(types.length === 1 ? `of type ${types[0]}` : list(types, "one of type "));
  if (instances.length > 0) parts.push(instances.length > 2 ? list(instances, "an instance of ") : `an instance of ${instances.join(" or ")}`);
  if (other.length > 0) {
    if (other.length > 1) parts.push(list(other, "one of "));
    else parts.push((other[0].toLowerCase() !== other[0] ? "an " : "") + other[0]);
  }
  return msg + parts.join(" or ") + `. Received ${specificType(actual)}`;
}

const separated = (s) => {
  let out = "", i = s.length;
  const start = s[0] === "-" ? 1 : 0;
  for (; i >= start + 4; i -= 3) out = `_${s.slice(i - 3, i)}${out}`;
  return s.slice(0, i) + out;
};

// rangeReceived is how ERR_OUT_OF_RANGE shows a value: integers beyond
// 2**32 with separators (1_000_000_000_000), others inspected.
function rangeReceived(v) {
  if (Number.isInteger(v) && Math.abs(v) > 2 ** 32) return separated(String(v));
  if (typeof v === "bigint") return (v > 2n ** 32n || v < -(2n ** 32n) ? separated(String(v)) : String(v)) + "n";
  return inspect(v);
}

// The errors, by code: each makes its error from the arguments Node's does.
const E = {
  ERR_INVALID_ARG_TYPE: (name, expected, actual) => nodeError(TypeError, "ERR_INVALID_ARG_TYPE", argTypeMessage(name, expected, actual)),
  ERR_INVALID_ARG_VALUE: (name, value, reason = "is invalid") => {
    let shown = inspect(value);
    if (shown.length > 128) shown = shown.slice(0, 128) + "...";
    return nodeError(TypeError, "ERR_INVALID_ARG_VALUE", `The ${name.includes(".") ? "property" : "argument"} '${name}' ${reason}. Received ${shown}`);
  },
  ERR_OUT_OF_RANGE: (name, range, value, whole = false) =>
    nodeError(RangeError, "ERR_OUT_OF_RANGE", `${whole ? name : `The value of "${name}" is out of range.`} It must be ${range}. Received ${rangeReceived(value)}`),
  ERR_MISSING_ARGS: (...names) => {
    const shown = names.map((n) => (Array.isArray(n) ? n.map((x) => `"${x}"`).join(" or ") : `"${n}"`));
    const what = shown.length === 1 ? `${shown[0]} argument` : shown.length === 2 ? `${shown[0]} and ${shown[1]} arguments` :
      `${shown.slice(0, -1).join(", ")}, and ${shown[shown.length - 1]} arguments`;
    return nodeError(TypeError, "ERR_MISSING_ARGS", `The ${what} must be specified`);
  },
  ERR_MISSING_OPTION: (name) => nodeError(TypeError, "ERR_MISSING_OPTION", `${name} is required`),
  ERR_INVALID_THIS: (type) => nodeError(TypeError, "ERR_INVALID_THIS", `Value of "this" must be of type ${type}`),
  ERR_INVALID_RETURN_VALUE: (input, name, value) => {
    const type = value?.constructor?.name ? `instance of ${value.constructor.name}` : `type ${typeof value}`;
    return nodeError(TypeError, "ERR_INVALID_RETURN_VALUE", `Expected ${input} to be returned from the "${name}" function but got ${type}.`);
  },
  ERR_UNKNOWN_ENCODING: (enc) => nodeError(TypeError, "ERR_UNKNOWN_ENCODING", `Unknown encoding: ${enc}`),
  ERR_UNKNOWN_SIGNAL: (sig) => nodeError(TypeError, "ERR_UNKNOWN_SIGNAL", `Unknown signal: ${sig}`),
  ERR_SOCKET_BAD_PORT: (name, port, allowZero = true) =>
    nodeError(RangeError, "ERR_SOCKET_BAD_PORT", `${name} should be ${allowZero ? ">=" : ">"} 0 and < 65536. Received ${specificType(port)}.`),
  ERR_BUFFER_OUT_OF_BOUNDS: (name) => nodeError(RangeError, "ERR_BUFFER_OUT_OF_BOUNDS",
    name ? `"${name}" is outside of buffer bounds` : "Attempt to access memory outside buffer bounds"),
  ERR_STRING_TOO_LONG: () => nodeError(Error, "ERR_STRING_TOO_LONG", "Cannot create a string longer than 0x1fffffe8 characters"),
  ERR_METHOD_NOT_IMPLEMENTED: (name) => nodeError(Error, "ERR_METHOD_NOT_IMPLEMENTED", `The ${name} method is not implemented`),
  ERR_ILLEGAL_CONSTRUCTOR: () => nodeError(TypeError, "ERR_ILLEGAL_CONSTRUCTOR", "Illegal constructor"),
  ERR_CONSTRUCT_CALL_REQUIRED: (name) => nodeError(TypeError, "ERR_CONSTRUCT_CALL_REQUIRED", `Class constructor ${name} cannot be invoked without 'new'`),
  ERR_FEATURE_UNAVAILABLE_ON_PLATFORM: (what) => nodeError(TypeError, "ERR_FEATURE_UNAVAILABLE_ON_PLATFORM", `The feature ${what} is unavailable on the current platform, which is being used to run Node.js`),
  ERR_CRYPTO_HASH_FINALIZED: () => nodeError(Error, "ERR_CRYPTO_HASH_FINALIZED", "Digest already called"),
  ERR_CRYPTO_HASH_UPDATE_FAILED: () => nodeError(Error, "ERR_CRYPTO_HASH_UPDATE_FAILED", "Hash update failed"),
  ERR_CRYPTO_INVALID_DIGEST: (d, prefix = "") => nodeError(TypeError, "ERR_CRYPTO_INVALID_DIGEST", `Invalid ${prefix}digest: ${d}`),
  ERR_STREAM_WRITE_AFTER_END: () => nodeError(Error, "ERR_STREAM_WRITE_AFTER_END", "write after end"),
};

// codes makes Node's errors by code: codes.ERR_INVALID_ARG_TYPE("path",
// "string", 1) is Node's error for that, ready to throw.
export const codes = Object.freeze(E);
