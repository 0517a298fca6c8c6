// Globals whose implementation is large and seldom used (web streams, Intl)
// are defined as getters that evaluate their module the first time any of
// them is read, then become plain values. Assigning one first replaces it
// without loading anything.
import { g, define, op } from "./host.js";

const loaded = new Map();

export function lazyModule(name) {
  let m = loaded.get(name);
  if (!m) {
    // The host runs the module (defining __earshot_lazy) from bytecode it
    // compiled once; a host that does not hands back its source.
    const src = op("platform.lazy", { name });
    if (typeof src === "string") (0, eval)(src);
    m = g.__earshot_lazy.default;
    delete g.__earshot_lazy;
    loaded.set(name, m);
  }
  return m;
}

export function lazyGlobals(module, names) {
  for (const name of names) {
    Object.defineProperty(g, name, {
      get() {
        const m = lazyModule(module);
        for (const n of names) if (Object.getOwnPropertyDescriptor(g, n)?.get) define(g, n, m[n]);
        return m[name];
      },
      set(v) { define(g, name, v); },
      configurable: true,
      enumerable: false,
    });
  }
}

// loadedModule is the lazy module name if it has been loaded, else
// undefined (none of its classes can have an instance yet).
export const loadedModule = (name) => loaded.get(name);

export const streamGlobals = [
  "ReadableStream", "ReadableStreamDefaultReader", "ReadableStreamBYOBReader", "ReadableStreamDefaultController",
  "ReadableByteStreamController", "ReadableStreamBYOBRequest", "WritableStream", "WritableStreamDefaultWriter",
  "WritableStreamDefaultController", "TransformStream", "TransformStreamDefaultController",
  "ByteLengthQueuingStrategy", "CountQueuingStrategy",
  "TextEncoderStream", "TextDecoderStream", "CompressionStream", "DecompressionStream",
];

export const fetchGlobals = ["fetch", "Headers", "Request", "Response", "Blob", "File", "FormData"];

// streams is the web streams module (loading it if needed).
export const streams = () => lazyModule("streams");

// Intl (lazy/intl.js): the global, and the methods that format or compare
// by locale, load it the first time they are used; it then replaces them
// all. The global is an empty object while the polyfills fill it.
let intlLoaded = false;
export function loadIntl() {
  if (intlLoaded) return;
  intlLoaded = true;
  define(g, "Intl", {});
  try {
    lazyModule("intl");
  } catch (e) {
    intlLoaded = false;
    Object.defineProperty(g, "Intl", intlGlobal);
    throw e;
  }
}
const intlGlobal = {
  get() {
    loadIntl();
    return g.Intl;
  },
  set(v) {
    intlLoaded = true;
    define(g, "Intl", v);
  },
  configurable: true,
  enumerable: false,
};
Object.defineProperty(g, "Intl", intlGlobal);
for (const [proto, names] of [
  [Number.prototype, ["toLocaleString"]],
  [BigInt.prototype, ["toLocaleString"]],
  [Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
  [String.prototype, ["localeCompare", "toLocaleUpperCase", "toLocaleLowerCase"]],
]) {
  for (const name of names) {
    const stub = {
      [name](...args) {
        loadIntl();
        if (proto[name] === stub) throw new TypeError(`${name}: Intl did not load`);
        return proto[name].apply(this, args);
      },
    }[name];
    Object.defineProperty(stub, "length", { value: proto[name].length });
    define(proto, name, stub);
  }
}
