// node:zlib — gzip, deflate and raw deflate by the host (Go's compress):
// the sync, callback and promise forms, and streams.
import { Buffer } from "node:buffer";
import { Transform } from "node:stream";
import { op, register, track } from "./_host.js";

const toBytes = (data) => {
  if (typeof data === "string") return Buffer.from(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const e = new TypeError('The "buffer" argument must be of type string or an instance of Buffer, TypedArray, DataView, or ArrayBuffer.');
  e.code = "ERR_INVALID_ARG_TYPE";
  throw e;
};
const ab = (b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);

function run(kind, data, options = {}) {
  return Buffer.from(op("zlib", { kind, level: options.level }, ab(toBytes(data))));
}

class ZlibStream extends Transform {
  #id;
  constructor(kind, options = {}) {
    super(options);
    this.#id = track(this, op("zlib.new", { kind, level: options.level }));
    this.bytesWritten = 0;
  }
  _transform(chunk, encoding, cb) {
    try {
      this.bytesWritten += chunk.length;
      const r = new Uint8Array(op("zlib.write", { id: this.#id }, ab(toBytes(chunk))));
      if (r.length) this.push(Buffer.from(r));
      cb();
    } catch (e) { cb(e); }
  }
  _flush(cb) {
    try {
      const r = new Uint8Array(op("zlib.end", { id: this.#id }));
      if (r.length) this.push(Buffer.from(r));
      cb();
    } catch (e) { cb(e); }
  }
  close(cb) { this.destroy(); if (cb) queueMicrotask(cb); }
  flush(kind, cb) { if (typeof kind === "function") cb = kind; if (cb) queueMicrotask(cb); }
  params(level, strategy, cb) { if (cb) queueMicrotask(cb); }
  reset() {}
}

const zlib = {};
const kinds = { gzip: "Gzip", gunzip: "Gunzip", deflate: "Deflate", inflate: "Inflate", deflateRaw: "DeflateRaw",
  inflateRaw: "InflateRaw", unzip: "Unzip" };
for (const [kind, Name] of Object.entries(kinds)) {
  zlib[kind + "Sync"] = (data, options) => run(kind, data, options);
  zlib[kind] = (data, options, cb) => {
    if (typeof options === "function") { cb = options; options = {}; }
    let r, e = null;
    try { r = run(kind, data, options); } catch (err) { e = err; }
    queueMicrotask(() => cb(e, r));
  };
  zlib[kind][Symbol.for("nodejs.util.promisify.custom")] = (data, options) => new Promise((resolve, reject) => {
    try { resolve(run(kind, data, options)); } catch (e) { reject(e); }
  });
  const C = { [Name]: class extends ZlibStream { constructor(options) { super(kind, options); } } }[Name];
  zlib[Name] = C;
  zlib["create" + Name] = (options) => new C(options);
}
const brotli = () => {
  const e = new Error("zlib: brotli is not provided to earshot extensions (gzip and deflate are)");
  e.code = "ERR_EARSHOT_UNSUPPORTED";
  throw e;
};
for (const n of ["brotliCompress", "brotliCompressSync", "brotliDecompress", "brotliDecompressSync", "createBrotliCompress", "createBrotliDecompress"]) zlib[n] = brotli;

// crc32, as zlib computes it.
let table = null;
zlib.crc32 = (data, value = 0) => {
  if (table === null) {
    table = new Int32Array(256);
    for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; table[n] = c; }
  }
  const b = toBytes(data);
  let crc = ~value;
  for (let i = 0; i < b.length; i++) crc = table[(crc ^ b[i]) & 0xff] ^ (crc >>> 8);
  return ~crc >>> 0;
};
zlib.constants = { Z_NO_FLUSH: 0, Z_PARTIAL_FLUSH: 1, Z_SYNC_FLUSH: 2, Z_FULL_FLUSH: 3, Z_FINISH: 4, Z_BLOCK: 5,
  Z_OK: 0, Z_STREAM_END: 1, Z_NEED_DICT: 2, Z_ERRNO: -1, Z_STREAM_ERROR: -2, Z_DATA_ERROR: -3, Z_MEM_ERROR: -4,
  Z_BUF_ERROR: -5, Z_VERSION_ERROR: -6, Z_NO_COMPRESSION: 0, Z_BEST_SPEED: 1, Z_BEST_COMPRESSION: 9,
  Z_DEFAULT_COMPRESSION: -1, Z_FILTERED: 1, Z_HUFFMAN_ONLY: 2, Z_RLE: 3, Z_FIXED: 4, Z_DEFAULT_STRATEGY: 0 };
Object.assign(zlib, zlib.constants);

export default register("zlib", zlib);
