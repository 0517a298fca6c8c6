// node:stream/web — the web streams, which are globals here as in Node.
import { register } from "node:internal/host";

const names = [
  "ReadableStream", "ReadableStreamDefaultReader", "ReadableStreamBYOBReader", "ReadableStreamDefaultController",
  "ReadableByteStreamController", "ReadableStreamBYOBRequest", "WritableStream", "WritableStreamDefaultWriter",
  "WritableStreamDefaultController", "TransformStream", "TransformStreamDefaultController",
  "ByteLengthQueuingStrategy", "CountQueuingStrategy",
  "TextEncoderStream", "TextDecoderStream", "CompressionStream", "DecompressionStream",
];
const web = {};
for (const n of names) Object.defineProperty(web, n, { get: () => globalThis[n], enumerable: true });

export default register("stream/web", web);
