// node:zlib — gzip, deflate and raw deflate by the host (Go's compress),
// brotli by the host too (andybalholm/brotli): the sync, callback and
// promise forms, and streams. As in Node, the classes can be called
// without new.
import { Buffer } from "node:buffer";
import { Transform } from "node:stream";
import { op, register, release, track } from "node:internal/host";
import { codes, nodeError, validateFunction, validateNumber, validateUint32 } from "node:internal/validators";

const { ERR_INVALID_ARG_TYPE, ERR_OUT_OF_RANGE } = codes;

const toBytes = (data) => {
  if (typeof data === "string") return Buffer.from(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  throw ERR_INVALID_ARG_TYPE("buffer", ["string", "Buffer", "TypedArray", "DataView", "ArrayBuffer"], data);
};
const ab = (b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);

// settings are what the host takes of options: zlib's level, brotli's
// quality and window (options.params, keyed by BROTLI_PARAM_*), and
// whether input may end early (a finishFlush other than the finish).
function settings(kind, options) {
  options = options || {};
  checkOptions(kind, options);
  const params = options.params || {};
  const finish = options.finishFlush;
  return {
    kind, level: options.level, quality: params[constants.BROTLI_PARAM_QUALITY], window: params[constants.BROTLI_PARAM_LGWIN],
    partial: finish !== undefined && finish !== (kind.startsWith("brotli") ? constants.BROTLI_OPERATION_FINISH : constants.Z_FINISH),
  };
}

// finite is Node's checkFiniteNumber: false for undefined and NaN (the
// default then), true for a finite number, Node's error otherwise.
function finite(v, name) {
  if (v === undefined || Number.isNaN(v)) return false;
  if (Number.isFinite(v)) return true;
  validateNumber(v, name);
  throw ERR_OUT_OF_RANGE(name, "a finite number", v);
}

function inRange(v, name, lower, upper) {
  if (finite(v, name) && (v < lower || v > upper)) throw ERR_OUT_OF_RANGE(name, `>= ${lower} and <= ${upper}`, v);
}

// brotliParams are the parameters each brotli stream takes (by number).
const brotliParams = { brotliCompress: 8, brotliDecompress: 1 };

// checkOptions checks a stream's options as Node's constructors do.
function checkOptions(kind, o) {
  if (finite(o.chunkSize, "options.chunkSize") && o.chunkSize < constants.Z_MIN_CHUNK) {
    throw ERR_OUT_OF_RANGE("options.chunkSize", `>= ${constants.Z_MIN_CHUNK}`, o.chunkSize);
  }
  inRange(o.flush, "options.flush", constants.Z_NO_FLUSH, constants.Z_BLOCK);
  inRange(o.finishFlush, "options.finishFlush", constants.Z_NO_FLUSH, constants.Z_BLOCK);
  inRange(o.maxOutputLength, "options.maxOutputLength", 1, 2 ** 32);
  if (kind in brotliParams) {
    for (const key of Object.keys(o.params || {})) {
      const n = +key;
      if (Number.isNaN(n) || n < 0 || n > brotliParams[kind]) {
        throw nodeError(RangeError, "ERR_BROTLI_INVALID_PARAM", `${key} is not a valid Brotli parameter`);
      }
      const v = o.params[key];
      if (typeof v !== "number" && typeof v !== "boolean") throw ERR_INVALID_ARG_TYPE("options.params[key]", "number", v);
    }
    return;
  }
  const inflating = kind === "inflate" || kind === "gunzip" || kind === "unzip";
  if (!(inflating && o.windowBits === 0)) inRange(o.windowBits, "options.windowBits", constants.Z_MIN_WINDOWBITS, constants.Z_MAX_WINDOWBITS);
  inRange(o.level, "options.level", constants.Z_MIN_LEVEL, constants.Z_MAX_LEVEL);
  inRange(o.memLevel, "options.memLevel", constants.Z_MIN_MEMLEVEL, constants.Z_MAX_MEMLEVEL);
  inRange(o.strategy, "options.strategy", constants.Z_DEFAULT_STRATEGY, constants.Z_FIXED);
  if (o.dictionary !== undefined && !ArrayBuffer.isView(o.dictionary) && !(o.dictionary instanceof ArrayBuffer)) {
    throw ERR_INVALID_ARG_TYPE("options.dictionary", ["Buffer", "TypedArray", "DataView", "ArrayBuffer"], o.dictionary);
  }
}

// named gives a brotli decoder's error its errno, as Node's has it.
function named(e) {
  if (typeof e.code === "string" && e.code.startsWith("ERR__ERROR_")) {
    const n = constants["BROTLI_DECODER_" + e.code.slice(5)];
    if (n !== undefined) e.errno = n;
  }
  return e;
}

function run(kind, data, options) {
  try {
    return Buffer.from(op("zlib", settings(kind, options), ab(toBytes(data))));
  } catch (e) {
    throw named(e);
  }
}

// A flush marks a chunk: the stream flushes when it reaches it, after
// what was written before.
const kFlush = Symbol("flush");

class ZlibStream extends Transform {
  #id; #brotli;
  constructor(kind, options = {}) {
    super(options);
    this.#brotli = kind.startsWith("brotli");
    this.#id = track(this, op("zlib.new", settings(kind, options)));
    this.bytesWritten = 0;
    // Node's native handle, which packages reach for (minizlib, under
    // tar, swaps its close while it calls _processChunk).
    this._handle = { close: () => {} };
  }
  // _processChunk is Node's undocumented synchronous step, which minizlib
  // (tar, npm's tools) calls: chunk in, with a flush flag (Z_NO_FLUSH,
  // Z_SYNC_FLUSH, Z_FULL_FLUSH, Z_FINISH, or brotli's operations), what
  // came out returned; given cb, it is pushed instead.
  _processChunk(chunk, flushFlag, cb) {
    const out = this.#process(toBytes(chunk), flushFlag);
    if (typeof cb !== "function") return out;
    if (out.length) this.push(out);
    cb();
  }
  #process(chunk, flag) {
    const parts = [];
    if (chunk.length) {
      this.bytesWritten += chunk.length;
      parts.push(new Uint8Array(op("zlib.write", { id: this.#id }, ab(chunk))));
    }
    const finish = this.#brotli ? constants.BROTLI_OPERATION_FINISH : constants.Z_FINISH;
    if (flag === finish) {
      try { parts.push(new Uint8Array(op("zlib.end", { id: this.#id }))); } catch (e) { throw named(e); }
    } else if (flag !== (this.#brotli ? constants.BROTLI_OPERATION_PROCESS : constants.Z_NO_FLUSH) && flag !== undefined) {
      parts.push(new Uint8Array(op("zlib.flush", { id: this.#id })));
    }
    // Not Buffer.concat: minizlib replaces it while it calls _processChunk.
    const out = Buffer.alloc(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) { out.set(p, at); at += p.length; }
    return out;
  }
  _transform(chunk, encoding, cb) {
    try {
      const r = this.#process(chunk, chunk[kFlush]);
      if (r.length) this.push(r);
      cb();
    } catch (e) { cb(e); }
  }
  _flush(cb) {
    try {
      const r = this.#process(Buffer.alloc(0), this.#brotli ? constants.BROTLI_OPERATION_FINISH : constants.Z_FINISH);
      if (r.length) this.push(r);
      cb();
    } catch (e) { cb(e); }
  }
  // A destroyed stream can do nothing more: its handle goes at once, its
  // room in the compressors' limit with it.
  _destroy(err, cb) { release(this.#id); cb(err); }
  close(cb) { this.destroy(); if (cb) queueMicrotask(cb); }
  // flush(kind?, cb?): what was written so far comes out (Z_FULL_FLUSH by
  // default, as in Node), after the writes before it.
  flush(kind, cb) {
    if (typeof kind === "function") { cb = kind; kind = undefined; }
    if (kind === undefined) kind = this.#brotli ? constants.BROTLI_OPERATION_FLUSH : constants.Z_FULL_FLUSH;
    if (this.writableEnded) { if (cb) queueMicrotask(cb); return; }
    this.write(Object.assign(Buffer.alloc(0), { [kFlush]: kind }), cb ? () => cb() : undefined);
  }
  params(level, strategy, cb) { if (cb) queueMicrotask(cb); }
  reset() {}
}

const constants = Object.freeze({"Z_NO_FLUSH": 0, "Z_PARTIAL_FLUSH": 1, "Z_SYNC_FLUSH": 2, "Z_FULL_FLUSH": 3, "Z_FINISH": 4, "Z_BLOCK": 5, "Z_OK": 0, "Z_STREAM_END": 1, "Z_NEED_DICT": 2, "Z_ERRNO": -1, "Z_STREAM_ERROR": -2, "Z_DATA_ERROR": -3, "Z_MEM_ERROR": -4, "Z_BUF_ERROR": -5, "Z_VERSION_ERROR": -6, "Z_NO_COMPRESSION": 0, "Z_BEST_SPEED": 1, "Z_BEST_COMPRESSION": 9, "Z_DEFAULT_COMPRESSION": -1, "Z_FILTERED": 1, "Z_HUFFMAN_ONLY": 2, "Z_RLE": 3, "Z_FIXED": 4, "Z_DEFAULT_STRATEGY": 0, "ZLIB_VERNUM": 4880, "DEFLATE": 1, "INFLATE": 2, "GZIP": 3, "GUNZIP": 4, "DEFLATERAW": 5, "INFLATERAW": 6, "UNZIP": 7, "BROTLI_DECODE": 8, "BROTLI_ENCODE": 9, "Z_MIN_WINDOWBITS": 8, "Z_MAX_WINDOWBITS": 15, "Z_DEFAULT_WINDOWBITS": 15, "Z_MIN_CHUNK": 64, "Z_MAX_CHUNK": null, "Z_DEFAULT_CHUNK": 16384, "Z_MIN_MEMLEVEL": 1, "Z_MAX_MEMLEVEL": 9, "Z_DEFAULT_MEMLEVEL": 8, "Z_MIN_LEVEL": -1, "Z_MAX_LEVEL": 9, "Z_DEFAULT_LEVEL": -1, "BROTLI_OPERATION_PROCESS": 0, "BROTLI_OPERATION_FLUSH": 1, "BROTLI_OPERATION_FINISH": 2, "BROTLI_OPERATION_EMIT_METADATA": 3, "BROTLI_PARAM_MODE": 0, "BROTLI_MODE_GENERIC": 0, "BROTLI_MODE_TEXT": 1, "BROTLI_MODE_FONT": 2, "BROTLI_DEFAULT_MODE": 0, "BROTLI_PARAM_QUALITY": 1, "BROTLI_MIN_QUALITY": 0, "BROTLI_MAX_QUALITY": 11, "BROTLI_DEFAULT_QUALITY": 11, "BROTLI_PARAM_LGWIN": 2, "BROTLI_MIN_WINDOW_BITS": 10, "BROTLI_MAX_WINDOW_BITS": 24, "BROTLI_LARGE_MAX_WINDOW_BITS": 30, "BROTLI_DEFAULT_WINDOW": 22, "BROTLI_PARAM_LGBLOCK": 3, "BROTLI_MIN_INPUT_BLOCK_BITS": 16, "BROTLI_MAX_INPUT_BLOCK_BITS": 24, "BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING": 4, "BROTLI_PARAM_SIZE_HINT": 5, "BROTLI_PARAM_LARGE_WINDOW": 6, "BROTLI_PARAM_NPOSTFIX": 7, "BROTLI_PARAM_NDIRECT": 8, "BROTLI_DECODER_RESULT_ERROR": 0, "BROTLI_DECODER_RESULT_SUCCESS": 1, "BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT": 2, "BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT": 3, "BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION": 0, "BROTLI_DECODER_PARAM_LARGE_WINDOW": 1, "BROTLI_DECODER_NO_ERROR": 0, "BROTLI_DECODER_SUCCESS": 1, "BROTLI_DECODER_NEEDS_MORE_INPUT": 2, "BROTLI_DECODER_NEEDS_MORE_OUTPUT": 3, "BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE": -1, "BROTLI_DECODER_ERROR_FORMAT_RESERVED": -2, "BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE": -3, "BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET": -4, "BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME": -5, "BROTLI_DECODER_ERROR_FORMAT_CL_SPACE": -6, "BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE": -7, "BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT": -8, "BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1": -9, "BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2": -10, "BROTLI_DECODER_ERROR_FORMAT_TRANSFORM": -11, "BROTLI_DECODER_ERROR_FORMAT_DICTIONARY": -12, "BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS": -13, "BROTLI_DECODER_ERROR_FORMAT_PADDING_1": -14, "BROTLI_DECODER_ERROR_FORMAT_PADDING_2": -15, "BROTLI_DECODER_ERROR_FORMAT_DISTANCE": -16, "BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET": -19, "BROTLI_DECODER_ERROR_INVALID_ARGUMENTS": -20, "BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES": -21, "BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS": -22, "BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP": -25, "BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1": -26, "BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2": -27, "BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES": -30, "BROTLI_DECODER_ERROR_UNREACHABLE": -31});

const zlib = {};
const kinds = { gzip: "Gzip", gunzip: "Gunzip", deflate: "Deflate", inflate: "Inflate", deflateRaw: "DeflateRaw",
  inflateRaw: "InflateRaw", unzip: "Unzip", brotliCompress: "BrotliCompress", brotliDecompress: "BrotliDecompress" };
for (const [kind, Name] of Object.entries(kinds)) {
  zlib[kind + "Sync"] = (data, options) => run(kind, data, options);
  zlib[kind] = (data, options, cb) => {
    if (typeof options === "function") { cb = options; options = {}; }
    validateFunction(cb, "callback");
    let r, e = null;
    try { r = run(kind, data, options); } catch (err) { e = err; }
    queueMicrotask(() => cb(e, r));
  };
  zlib[kind][Symbol.for("nodejs.util.promisify.custom")] = (data, options) => new Promise((resolve, reject) => {
    try { resolve(run(kind, data, options)); } catch (e) { reject(e); }
  });
  // A function, as Node's are: Gzip(options) is new Gzip(options), and
  // a class may extend it.
  const C = { [Name]: function (options) {
    if (!new.target) return new C(options);
    return Reflect.construct(ZlibStream, [kind, options], new.target);
  } }[Name];
  Object.setPrototypeOf(C, ZlibStream);
  C.prototype = Object.create(ZlibStream.prototype, { constructor: { value: C, writable: true, configurable: true } });
  zlib[Name] = C;
  zlib["create" + Name] = (options) => new C(options);
}

// crc32, as zlib computes it.
let table = null;
zlib.crc32 = (data, value = 0) => {
  if (table === null) {
    table = new Int32Array(256);
    for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; table[n] = c; }
  }
  if (typeof data !== "string" && !ArrayBuffer.isView(data)) throw ERR_INVALID_ARG_TYPE("data", ["Buffer", "TypedArray", "DataView", "string"], data);
  validateUint32(value, "value");
  const b = toBytes(data);
  let crc = ~value;
  for (let i = 0; i < b.length; i++) crc = table[(crc ^ b[i]) & 0xff] ^ (crc >>> 8);
  return ~crc >>> 0;
};
zlib.constants = constants;
// As in Node, zlib's own constants are on the module too, read-only and
// not enumerable.
for (const [k, v] of Object.entries(constants)) {
  if (!k.startsWith("BROTLI")) Object.defineProperty(zlib, k, { value: v, enumerable: false, writable: false, configurable: false });
}
zlib.codes = Object.freeze({ Z_OK: 0, Z_STREAM_END: 1, Z_NEED_DICT: 2, Z_ERRNO: -1, Z_STREAM_ERROR: -2, Z_DATA_ERROR: -3,
  Z_MEM_ERROR: -4, Z_BUF_ERROR: -5, Z_VERSION_ERROR: -6, 0: "Z_OK", 1: "Z_STREAM_END", 2: "Z_NEED_DICT", "-1": "Z_ERRNO",
  "-2": "Z_STREAM_ERROR", "-3": "Z_DATA_ERROR", "-4": "Z_MEM_ERROR", "-5": "Z_BUF_ERROR", "-6": "Z_VERSION_ERROR" });

export default register("zlib", zlib);
