// node:stream/consumers — read a stream (or async iterable) whole.
import { Buffer } from "node:buffer";

async function buffer(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(typeof c === "string" ? Buffer.from(c) : Buffer.from(c.buffer ? c : new Uint8Array(c)));
  return Buffer.concat(chunks);
}
export default {
  buffer,
  async arrayBuffer(s) { const b = await buffer(s); return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength); },
  async text(s) { return (await buffer(s)).toString("utf8"); },
  async json(s) { return JSON.parse((await buffer(s)).toString("utf8")); },
  async blob(s) { return new Blob([await buffer(s)]); },
};
