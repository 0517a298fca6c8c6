// Globals whose implementation is large and seldom used (web streams)
// are defined as getters that evaluate their module the first time any of
// them is read, then become plain values. Assigning one first replaces it
// without loading anything.
import { g, define, op } from "./host.js";

const loaded = new Map();

export function lazyModule(name) {
  let m = loaded.get(name);
  if (!m) {
    const src = op("platform.lazy", { name });
    (0, eval)(src); // defines __earshot_lazy
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

export const streamGlobals = [
  "ReadableStream", "ReadableStreamDefaultReader", "ReadableStreamBYOBReader", "ReadableStreamDefaultController",
  "ReadableByteStreamController", "ReadableStreamBYOBRequest", "WritableStream", "WritableStreamDefaultWriter",
  "WritableStreamDefaultController", "TransformStream", "TransformStreamDefaultController",
  "ByteLengthQueuingStrategy", "CountQueuingStrategy",
  "TextEncoderStream", "TextDecoderStream", "CompressionStream", "DecompressionStream",
];

// streams is the web streams module (loading it if needed).
export const streams = () => lazyModule("streams");
