// structuredClone.
import { URL, URLSearchParams } from "./url.js";
import { loadedModule } from "../lazy.js";
import { EventTarget } from "./events.js";

export function structuredClone(value, options) {
  const seen = new Map();
  const fail = (what) => { throw new DOMException(`structuredClone: ${what} could not be cloned.`, "DataCloneError"); };
  const clone = (v) => {
    if (v === null || (typeof v !== "object" && typeof v !== "function" && typeof v !== "symbol")) return v;
    if (typeof v === "function") fail("a function");
    if (typeof v === "symbol") fail("a symbol");
    if (seen.has(v)) return seen.get(v);
    let out;
    const tag = Object.prototype.toString.call(v);
    switch (tag) {
      case "[object Date]": out = new Date(v.getTime()); break;
      case "[object RegExp]": out = new RegExp(v.source, v.flags); break;
      case "[object Boolean]": out = Object(v.valueOf()); break;
      case "[object Number]": out = Object(v.valueOf()); break;
      case "[object String]": out = Object(v.valueOf()); break;
      case "[object BigInt]": out = Object(v.valueOf()); break;
      case "[object ArrayBuffer]":
        // A detached buffer cannot be cloned; one being transferred again
        // is an empty buffer (as in Node 20).
        if (v.detached) {
          if (!transfer.includes(v)) throw new DOMException("An ArrayBuffer is detached and could not be cloned.", "DataCloneError");
          out = new ArrayBuffer(0);
        } else out = v.slice(0);
        break;
      case "[object Map]":
        out = new Map(); seen.set(v, out);
        for (const [k, x] of v) out.set(clone(k), clone(x));
        return out;
      case "[object Set]":
        out = new Set(); seen.set(v, out);
        for (const x of v) out.add(clone(x));
        return out;
      case "[object Error]": {
        // As V8 clones an error: its prototype by its name (one of the
        // standard errors, else Error), then own non-enumerable stack (a
        // string, else undefined), message (an own data property, as a
        // string) and cause (an own data property, cloned); nothing else.
        const Ctor = { EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError }[v.name] || Error;
        const own = (value) => ({ value, writable: true, enumerable: false, configurable: true });
        const stack = v.stack;
        const message = Object.getOwnPropertyDescriptor(v, "message");
        const cause = Object.getOwnPropertyDescriptor(v, "cause");
        out = Reflect.construct(Ctor, []);
        seen.set(v, out);
        Object.defineProperty(out, "stack", own(typeof stack === "string" ? stack : undefined));
        if (message && "value" in message) Object.defineProperty(out, "message", own(String(message.value)));
        if (cause && "value" in cause) Object.defineProperty(out, "cause", own(clone(cause.value)));
        return out;
      }
      case "[object Array]":
        out = new Array(v.length); seen.set(v, out);
        for (const k of Object.keys(v)) out[k] = clone(v[k]);
        return out;
      case "[object Object]":
        if (v instanceof URL || v instanceof URLSearchParams || v instanceof EventTarget
          || (loadedModule("fetch") && v instanceof loadedModule("fetch").Headers)) fail(`${tag.slice(8, -1)} ${v.constructor.name}`);
        out = {}; seen.set(v, out);
        for (const k of Object.keys(v)) out[k] = clone(v[k]);
        return out;
      default:
        if (ArrayBuffer.isView(v)) {
          const buf = clone(v.buffer);
          out = v instanceof DataView ? new DataView(buf, v.byteOffset, v.byteLength)
            : new v.constructor(buf, v.byteOffset, v.length);
          break;
        }
        fail(tag.slice(8, -1));
    }
    seen.set(v, out);
    return out;
  };
  // options.transfer: the ArrayBuffers listed move to the clone; the
  // originals are detached (length 0), as the HTML spec says.
  const transfer = options && options.transfer !== undefined ? [...options.transfer] : [];
  for (const [i, t] of transfer.entries()) {
    if (!(t instanceof ArrayBuffer)) throw new TypeError("Found invalid object in transferList");
    if (transfer.indexOf(t) !== i) throw new DOMException("Transfer list contains duplicate ArrayBuffer", "DataCloneError");
  }
  const out = clone(value);
  for (const t of transfer) if (!t.detached) t.transfer();
  return out;
}
