// Web streams: the WHATWG reference implementation (web-streams-polyfill,
// pinned), and the streams built on them — TextEncoderStream,
// TextDecoderStream, CompressionStream, DecompressionStream.
//
// Loaded into an instance the first time it touches one of these globals
// (see prelude/lazy.js): 65 kB that most extensions never parse.
import {
  ReadableStream, ReadableStreamDefaultReader, ReadableStreamBYOBReader, ReadableStreamDefaultController,
  ReadableByteStreamController, ReadableStreamBYOBRequest, WritableStream, WritableStreamDefaultWriter,
  WritableStreamDefaultController, TransformStream, TransformStreamDefaultController,
  ByteLengthQueuingStrategy, CountQueuingStrategy,
} from "web-streams-polyfill";

const { op } = globalThis[Symbol.for("earshot.internal")];

function bytesOf(chunk, what) {
  if (chunk instanceof ArrayBuffer) return new Uint8Array(chunk);
  if (ArrayBuffer.isView(chunk)) return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError(`${what}: a chunk must be an ArrayBuffer or an ArrayBufferView`);
}

// A class whose instances are a TransformStream's two ends, as the spec's
// TextEncoderStream and its kind are (readable, writable, and their own
// getters).
function transformClass(name, setup) {
  const C = class {
    #ts;
    constructor(...args) {
      this.#ts = new TransformStream(setup(...args));
    }
    get readable() { return this.#ts.readable; }
    get writable() { return this.#ts.writable; }
    get [Symbol.toStringTag]() { return name; }
  };
  Object.defineProperty(C, "name", { value: name });
  return C;
}

const TextEncoderStream = transformClass("TextEncoderStream", () => {
  const enc = new TextEncoder();
  let pending = ""; // a lone high surrogate, waiting for its pair
  return {
    transform(chunk, c) {
      let s = pending + String(chunk);
      pending = "";
      const last = s.charCodeAt(s.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) { pending = s.slice(-1); s = s.slice(0, -1); }
      if (s) c.enqueue(enc.encode(s));
    },
    flush(c) { if (pending) c.enqueue(enc.encode(pending)); },
  };
});
Object.defineProperty(TextEncoderStream.prototype, "encoding", { get() { return "utf-8"; } });

const TextDecoderStream = transformClass("TextDecoderStream", (label = "utf-8", options = {}) => {
  const dec = new TextDecoder(label, options);
  return {
    transform(chunk, c) {
      const s = dec.decode(bytesOf(chunk, "TextDecoderStream"), { stream: true });
      if (s) c.enqueue(s);
    },
    flush(c) {
      const s = dec.decode();
      if (s) c.enqueue(s);
    },
  };
});

// Compression runs in Go (the zlib operations Node's zlib uses).
function zlibTransform(name, kinds) {
  return transformClass(name, (format) => {
    const kind = kinds[format];
    if (!kind) throw new TypeError(`${name}: unsupported format "${format}" (deflate, deflate-raw and gzip are)`);
    let id = 0;
    return {
      start() { id = op("zlib.new", { kind }); },
      transform(chunk, c) {
        const out = new Uint8Array(op("zlib.write", { id }, bytesOf(chunk, name).slice().buffer));
        if (out.length) c.enqueue(out);
      },
      flush(c) {
        const out = new Uint8Array(op("zlib.end", { id }));
        if (out.length) c.enqueue(out);
      },
    };
  });
}
const CompressionStream = zlibTransform("CompressionStream", { gzip: "gzip", deflate: "deflate", "deflate-raw": "deflateRaw" });
const DecompressionStream = zlibTransform("DecompressionStream", { gzip: "gunzip", deflate: "inflate", "deflate-raw": "inflateRaw" });

export default {
  ReadableStream, ReadableStreamDefaultReader, ReadableStreamBYOBReader, ReadableStreamDefaultController,
  ReadableByteStreamController, ReadableStreamBYOBRequest, WritableStream, WritableStreamDefaultWriter,
  WritableStreamDefaultController, TransformStream, TransformStreamDefaultController,
  ByteLengthQueuingStrategy, CountQueuingStrategy,
  TextEncoderStream, TextDecoderStream, CompressionStream, DecompressionStream,
};
