var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node/zlib.js
var zlib_exports = {};
__export(zlib_exports, {
  default: () => zlib_default
});
module.exports = __toCommonJS(zlib_exports);
var import_node_buffer = require("node:buffer");
var import_node_stream = require("node:stream");

// js/node/_host.js
var h = globalThis[/* @__PURE__ */ Symbol.for("earshot.internal")];
var op = h.op;
var opAsync = h.opAsync;
var cancel = h.cancel;
var pending = h.pending;
var unrefd = h.unrefd;
var emit = h.emit;
var registry = globalThis[/* @__PURE__ */ Symbol.for("earshot.builtins")] ??= /* @__PURE__ */ new Map();
function register(name, value) {
  registry.set(name, value);
  return value;
}

// js/node/zlib.js
var toBytes = (data) => {
  if (typeof data === "string") return import_node_buffer.Buffer.from(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const e = new TypeError('The "buffer" argument must be of type string or an instance of Buffer, TypedArray, DataView, or ArrayBuffer.');
  e.code = "ERR_INVALID_ARG_TYPE";
  throw e;
};
var ab = (b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
function run(kind, data, options = {}) {
  return import_node_buffer.Buffer.from(op("zlib", { kind, level: options.level }, ab(toBytes(data))));
}
var ZlibStream = class extends import_node_stream.Transform {
  #id;
  constructor(kind, options = {}) {
    super(options);
    this.#id = op("zlib.new", { kind, level: options.level });
    this.bytesWritten = 0;
  }
  _transform(chunk, encoding, cb) {
    try {
      this.bytesWritten += chunk.length;
      const r = new Uint8Array(op("zlib.write", { id: this.#id }, ab(toBytes(chunk))));
      if (r.length) this.push(import_node_buffer.Buffer.from(r));
      cb();
    } catch (e) {
      cb(e);
    }
  }
  _flush(cb) {
    try {
      const r = new Uint8Array(op("zlib.end", { id: this.#id }));
      if (r.length) this.push(import_node_buffer.Buffer.from(r));
      cb();
    } catch (e) {
      cb(e);
    }
  }
  close(cb) {
    this.destroy();
    if (cb) queueMicrotask(cb);
  }
  flush(kind, cb) {
    if (typeof kind === "function") cb = kind;
    if (cb) queueMicrotask(cb);
  }
  params(level, strategy, cb) {
    if (cb) queueMicrotask(cb);
  }
  reset() {
  }
};
var zlib = {};
var kinds = {
  gzip: "Gzip",
  gunzip: "Gunzip",
  deflate: "Deflate",
  inflate: "Inflate",
  deflateRaw: "DeflateRaw",
  inflateRaw: "InflateRaw",
  unzip: "Unzip"
};
for (const [kind, Name] of Object.entries(kinds)) {
  zlib[kind + "Sync"] = (data, options) => run(kind, data, options);
  zlib[kind] = (data, options, cb) => {
    if (typeof options === "function") {
      cb = options;
      options = {};
    }
    let r, e = null;
    try {
      r = run(kind, data, options);
    } catch (err) {
      e = err;
    }
    queueMicrotask(() => cb(e, r));
  };
  zlib[kind][/* @__PURE__ */ Symbol.for("nodejs.util.promisify.custom")] = (data, options) => new Promise((resolve, reject) => {
    try {
      resolve(run(kind, data, options));
    } catch (e) {
      reject(e);
    }
  });
  const C = { [Name]: class extends ZlibStream {
    constructor(options) {
      super(kind, options);
    }
  } }[Name];
  zlib[Name] = C;
  zlib["create" + Name] = (options) => new C(options);
}
var brotli = () => {
  const e = new Error("zlib: brotli is not provided to earshot extensions (gzip and deflate are)");
  e.code = "ERR_EARSHOT_UNSUPPORTED";
  throw e;
};
for (const n of ["brotliCompress", "brotliCompressSync", "brotliDecompress", "brotliDecompressSync", "createBrotliCompress", "createBrotliDecompress"]) zlib[n] = brotli;
var table = null;
zlib.crc32 = (data, value = 0) => {
  if (table === null) {
    table = new Int32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 3988292384 ^ c >>> 1 : c >>> 1;
      table[n] = c;
    }
  }
  const b = toBytes(data);
  let crc = ~value;
  for (let i = 0; i < b.length; i++) crc = table[(crc ^ b[i]) & 255] ^ crc >>> 8;
  return ~crc >>> 0;
};
zlib.constants = {
  Z_NO_FLUSH: 0,
  Z_PARTIAL_FLUSH: 1,
  Z_SYNC_FLUSH: 2,
  Z_FULL_FLUSH: 3,
  Z_FINISH: 4,
  Z_BLOCK: 5,
  Z_OK: 0,
  Z_STREAM_END: 1,
  Z_NEED_DICT: 2,
  Z_ERRNO: -1,
  Z_STREAM_ERROR: -2,
  Z_DATA_ERROR: -3,
  Z_MEM_ERROR: -4,
  Z_BUF_ERROR: -5,
  Z_VERSION_ERROR: -6,
  Z_NO_COMPRESSION: 0,
  Z_BEST_SPEED: 1,
  Z_BEST_COMPRESSION: 9,
  Z_DEFAULT_COMPRESSION: -1,
  Z_FILTERED: 1,
  Z_HUFFMAN_ONLY: 2,
  Z_RLE: 3,
  Z_FIXED: 4,
  Z_DEFAULT_STRATEGY: 0
};
Object.assign(zlib, zlib.constants);
var zlib_default = register("zlib", zlib);
module.exports = module.exports.default;
