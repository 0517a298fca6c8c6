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

// js/node/fs.js
var fs_exports = {};
__export(fs_exports, {
  default: () => fs_default
});
module.exports = __toCommonJS(fs_exports);
var import_node_buffer2 = require("node:buffer");
var import_node_stream = require("node:stream");

// js/node/_fs.js
var import_node_buffer = require("node:buffer");

// js/node/_host.js
var h = globalThis[/* @__PURE__ */ Symbol.for("earshot.internal")];
var op = h.op;
var opAsync = h.opAsync;
var cancel = h.cancel;
var track = h.track;
var pending = h.pending;
var expect = h.expect;
var ioDone = h.ioDone;
var unrefd = h.unrefd;
var emit = h.emit;
var registry = globalThis[/* @__PURE__ */ Symbol.for("earshot.builtins")] ??= /* @__PURE__ */ new Map();
function register(name, value) {
  if (registry.has(name)) return registry.get(name);
  registry.set(name, value);
  return value;
}

// js/node/_fs.js
function argTypeError(name, expected, value) {
  const e = new TypeError(`The "${name}" argument must be ${expected}. Received ${value === null ? "null" : typeof value}`);
  e.code = "ERR_INVALID_ARG_TYPE";
  return e;
}
function pathOf(p, name = "path") {
  if (typeof p === "string") return p;
  if (p instanceof URL) {
    if (p.protocol !== "file:") {
      const e = new TypeError("The URL must be of scheme file");
      e.code = "ERR_INVALID_URL_SCHEME";
      throw e;
    }
    return decodeURIComponent(p.pathname);
  }
  if (p instanceof Uint8Array) return import_node_buffer.Buffer.from(p).toString();
  throw argTypeError(name, "of type string or an instance of Buffer or URL", p);
}
var optionsOf = (o) => typeof o === "string" ? { encoding: o } : o && typeof o === "object" ? o : {};
function encode(data, encoding) {
  if (typeof data === "string") return import_node_buffer.Buffer.from(data, encoding || "utf8");
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  throw argTypeError("data", "of type string or an instance of Buffer, TypedArray, or DataView", data);
}
function bytes(b) {
  return b instanceof ArrayBuffer ? b : b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
}
function decoded(r, encoding) {
  if (typeof r === "string") return encoding && encoding !== "utf8" && encoding !== "utf-8" ? import_node_buffer.Buffer.from(r).toString(encoding) : r;
  const b = import_node_buffer.Buffer.from(r);
  return encoding && encoding !== "buffer" ? b.toString(encoding) : b;
}
var S_IFMT = 61440;
var S_IFREG = 32768;
var S_IFDIR = 16384;
var S_IFLNK = 40960;
var S_IFIFO = 4096;
var S_IFSOCK = 49152;
var S_IFCHR = 8192;
var S_IFBLK = 24576;
var Stats = class {
  constructor(s) {
    this.dev = s.dev ?? 0;
    this.mode = s.mode;
    this.nlink = s.nlink ?? 1;
    this.uid = s.uid ?? 0;
    this.gid = s.gid ?? 0;
    this.rdev = s.rdev ?? 0;
    this.blksize = s.blksize ?? 4096;
    this.ino = s.ino ?? 0;
    this.size = s.size;
    this.blocks = s.blocks ?? Math.ceil(s.size / 512);
    this.atimeMs = s.atimeMs;
    this.mtimeMs = s.mtimeMs;
    this.ctimeMs = s.ctimeMs;
    this.birthtimeMs = s.birthtimeMs;
    this.atime = new Date(s.atimeMs);
    this.mtime = new Date(s.mtimeMs);
    this.ctime = new Date(s.ctimeMs);
    this.birthtime = new Date(s.birthtimeMs);
  }
  isFile() {
    return (Number(this.mode) & S_IFMT) === S_IFREG;
  }
  isDirectory() {
    return (Number(this.mode) & S_IFMT) === S_IFDIR;
  }
  isSymbolicLink() {
    return (Number(this.mode) & S_IFMT) === S_IFLNK;
  }
  isFIFO() {
    return (Number(this.mode) & S_IFMT) === S_IFIFO;
  }
  isSocket() {
    return (Number(this.mode) & S_IFMT) === S_IFSOCK;
  }
  isCharacterDevice() {
    return (Number(this.mode) & S_IFMT) === S_IFCHR;
  }
  isBlockDevice() {
    return (Number(this.mode) & S_IFMT) === S_IFBLK;
  }
};
function bigStats(s) {
  const st = new Stats(s);
  for (const k of ["dev", "mode", "nlink", "uid", "gid", "rdev", "blksize", "ino", "size", "blocks"]) st[k] = BigInt(st[k]);
  for (const k of ["atime", "mtime", "ctime", "birthtime"]) {
    st[k + "Ms"] = BigInt(Math.floor(s[k + "Ms"]));
    st[k + "Ns"] = BigInt(Math.floor(s[k + "Ms"] * 1e6));
  }
  return st;
}
var typeMode = { file: S_IFREG, dir: S_IFDIR, link: S_IFLNK, fifo: S_IFIFO, socket: S_IFSOCK, char: S_IFCHR, block: S_IFBLK };
var Dirent = class {
  #type;
  constructor(name, type, parentPath) {
    this.name = name;
    this.parentPath = parentPath;
    this.path = parentPath;
    this.#type = typeMode[type] || 0;
  }
  isFile() {
    return this.#type === S_IFREG;
  }
  isDirectory() {
    return this.#type === S_IFDIR;
  }
  isSymbolicLink() {
    return this.#type === S_IFLNK;
  }
  isFIFO() {
    return this.#type === S_IFIFO;
  }
  isSocket() {
    return this.#type === S_IFSOCK;
  }
  isCharacterDevice() {
    return this.#type === S_IFCHR;
  }
  isBlockDevice() {
    return this.#type === S_IFBLK;
  }
};
var constants = {
  F_OK: 0,
  R_OK: 4,
  W_OK: 2,
  X_OK: 1,
  COPYFILE_EXCL: 1,
  COPYFILE_FICLONE: 2,
  COPYFILE_FICLONE_FORCE: 4,
  O_RDONLY: 0,
  O_WRONLY: 1,
  O_RDWR: 2,
  O_CREAT: 64,
  O_EXCL: 128,
  O_NOCTTY: 256,
  O_TRUNC: 512,
  O_APPEND: 1024,
  O_DIRECTORY: 65536,
  O_NOFOLLOW: 131072,
  O_SYNC: 1052672,
  O_DSYNC: 4096,
  O_NONBLOCK: 2048,
  S_IFMT,
  S_IFREG,
  S_IFDIR,
  S_IFCHR,
  S_IFBLK,
  S_IFIFO,
  S_IFLNK,
  S_IFSOCK,
  S_IRWXU: 448,
  S_IRUSR: 256,
  S_IWUSR: 128,
  S_IXUSR: 64,
  S_IRWXG: 56,
  S_IRGRP: 32,
  S_IWGRP: 16,
  S_IXGRP: 8,
  S_IRWXO: 7,
  S_IROTH: 4,
  S_IWOTH: 2,
  S_IXOTH: 1,
  UV_FS_COPYFILE_EXCL: 1
};
function flagOf(flags) {
  if (typeof flags === "string" || flags === void 0) return flags;
  const acc = flags & 3, creat = flags & 64, excl = flags & 128, trunc = flags & 512, app = flags & 1024;
  if (app) return (excl ? "ax" : "a") + (acc === 2 ? "+" : "");
  if (acc === 0) return "r";
  if (acc === 2 && !creat) return "r+";
  return (excl ? "wx" : trunc || creat ? "w" : "r") + (acc === 2 ? "+" : "");
}
function timeOf(t) {
  if (t instanceof Date) return t.getTime() / 1e3;
  if (typeof t === "string") return Number(t);
  return Number(t);
}
var sync = {
  readFile(path, options) {
    const o = optionsOf(options);
    if (typeof path === "number") return decoded(op("fs.readFD", { fd: path, encoding: o.encoding }), o.encoding);
    return decoded(op("fs.readFile", { path: pathOf(path), encoding: o.encoding, flag: o.flag }), o.encoding);
  },
  writeFile(path, data, options) {
    const o = optionsOf(options);
    if (typeof path === "number") {
      op("fs.write", { fd: path }, bytes(encode(data, o.encoding)));
      return;
    }
    op("fs.writeFile", { path: pathOf(path), flag: o.flag || "w", mode: o.mode }, bytes(encode(data, o.encoding)));
  },
  appendFile(path, data, options) {
    const o = optionsOf(options);
    if (typeof path === "number") {
      op("fs.write", { fd: path }, bytes(encode(data, o.encoding)));
      return;
    }
    op("fs.writeFile", { path: pathOf(path), flag: o.flag || "a", mode: o.mode }, bytes(encode(data, o.encoding)));
  },
  stat(path, options) {
    const s = op("fs.stat", { path: pathOf(path) });
    return options && options.bigint ? bigStats(s) : new Stats(s);
  },
  lstat(path, options) {
    const s = op("fs.stat", { path: pathOf(path), lstat: true });
    return options && options.bigint ? bigStats(s) : new Stats(s);
  },
  fstat(fd, options) {
    const s = op("fs.fstat", { fd });
    return options && options.bigint ? bigStats(s) : new Stats(s);
  },
  readdir(path, options) {
    const o = optionsOf(options);
    const r = op("fs.readdir", { path: pathOf(path), withFileTypes: !!o.withFileTypes, recursive: !!o.recursive });
    if (o.withFileTypes) return r.map((d) => new Dirent(d.name, d.type, d.parentPath));
    const names = r === "" ? [] : r.split("\0");
    return o.encoding === "buffer" ? names.map((n) => import_node_buffer.Buffer.from(n)) : names;
  },
  mkdir(path, options) {
    const o = typeof options === "number" ? { mode: options } : optionsOf(options);
    const r = op("fs.mkdir", { path: pathOf(path), recursive: !!o.recursive, mode: typeof o.mode === "string" ? parseInt(o.mode, 8) : o.mode });
    return r === null ? void 0 : r;
  },
  rm(path, options) {
    const o = optionsOf(options);
    op("fs.rm", { path: pathOf(path), recursive: !!o.recursive, force: !!o.force });
  },
  rmdir(path, options) {
    op("fs.rmdir", { path: pathOf(path), recursive: !!optionsOf(options).recursive });
  },
  unlink(path) {
    op("fs.unlink", { path: pathOf(path) });
  },
  rename(from, to) {
    op("fs.rename", { path: pathOf(from, "oldPath"), dest: pathOf(to, "newPath") });
  },
  copyFile(from, to, mode) {
    op("fs.copyFile", { path: pathOf(from, "src"), dest: pathOf(to, "dest"), mode: mode | 0 });
  },
  cp(from, to, options) {
    const o = optionsOf(options);
    if (typeof o.filter === "function") throw new Error("fs.cp: the filter option is not provided");
    op("fs.cp", {
      path: pathOf(from, "src"),
      dest: pathOf(to, "dest"),
      recursive: !!o.recursive,
      force: o.force !== false,
      errorOnExist: !!o.errorOnExist
    });
  },
  access(path, mode) {
    op("fs.access", { path: pathOf(path), mode: mode | 0 });
  },
  exists(path) {
    try {
      op("fs.access", { path: pathOf(path), mode: 0 });
      return true;
    } catch {
      return false;
    }
  },
  realpath(path, options) {
    const o = optionsOf(options);
    const r = op("fs.realpath", { path: pathOf(path) });
    return o.encoding === "buffer" ? import_node_buffer.Buffer.from(r) : r;
  },
  mkdtemp(prefix) {
    return op("fs.mkdtemp", { prefix: pathOf(prefix, "prefix") });
  },
  readlink(path) {
    return op("fs.readlink", { path: pathOf(path) });
  },
  symlink(target, path) {
    op("fs.symlink", { path: pathOf(target, "target"), dest: pathOf(path) });
  },
  link(existing, path) {
    op("fs.link", { path: pathOf(existing, "existingPath"), dest: pathOf(path, "newPath") });
  },
  chmod(path, mode) {
    op("fs.chmod", { path: pathOf(path), mode: typeof mode === "string" ? parseInt(mode, 8) : mode });
  },
  lchmod(path, mode) {
    sync.chmod(path, mode);
  },
  chown() {
  },
  lchown() {
  },
  fchown() {
  },
  utimes(path, atime, mtime) {
    op("fs.utimes", { path: pathOf(path), atime: timeOf(atime), mtime: timeOf(mtime) });
  },
  lutimes(path, atime, mtime) {
    sync.utimes(path, atime, mtime);
  },
  futimes(fd, atime, mtime) {
    op("fs.futimes", { fd, atime: timeOf(atime), mtime: timeOf(mtime) });
  },
  fchmod(fd, mode) {
    op("fs.fchmod", { fd, mode: typeof mode === "string" ? parseInt(mode, 8) : mode });
  },
  truncate(path, len) {
    if (typeof path === "number") {
      op("fs.ftruncate", { fd: path, len: len | 0 });
      return;
    }
    op("fs.truncate", { path: pathOf(path), len: len | 0 });
  },
  ftruncate(fd, len) {
    op("fs.ftruncate", { fd, len: len | 0 });
  },
  open(path, flags, mode) {
    return op("fs.open", { path: pathOf(path), flag: flagOf(flags) || "r", mode: typeof mode === "string" ? parseInt(mode, 8) : mode });
  },
  close(fd) {
    op("fs.close", { fd });
  },
  fsync(fd) {
    op("fs.fsync", { fd });
  },
  fdatasync(fd) {
    op("fs.fsync", { fd });
  },
  // read(fd, buffer, offset, length, position) or read(fd, {buffer, ...}).
  read(fd, buffer, offset, length, position) {
    if (buffer && !(buffer instanceof Uint8Array) && typeof buffer === "object") ({ buffer, offset, length, position } = buffer);
    if (offset && typeof offset === "object") ({ offset, length, position } = offset);
    buffer = buffer || import_node_buffer.Buffer.alloc(16384);
    offset = offset | 0;
    length = length === void 0 ? buffer.byteLength - offset : length;
    const pos = position === null || position === void 0 ? -1 : Number(position);
    const got = new Uint8Array(op("fs.read", { fd, length, position: pos }));
    new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).set(got, offset);
    return got.length;
  },
  write(fd, data, offsetOrPosition, lengthOrEncoding, position) {
    let b;
    if (typeof data === "string") {
      b = import_node_buffer.Buffer.from(data, typeof lengthOrEncoding === "string" ? lengthOrEncoding : "utf8");
      position = offsetOrPosition;
    } else {
      const off = offsetOrPosition | 0;
      const len = lengthOrEncoding === void 0 ? data.byteLength - off : lengthOrEncoding;
      b = new Uint8Array(data.buffer, data.byteOffset + off, len);
    }
    const pos = position === null || position === void 0 ? -1 : Number(position);
    return op("fs.write", { fd, position: pos }, bytes(b));
  }
};

// js/node/fs.js
var import_node_module = require("node:module");
var fs = {};
function callbackForm(name, fn, shape) {
  return function(...args) {
    const cb = args[args.length - 1];
    if (typeof cb !== "function") throw argTypeError("cb", "of type function", cb);
    args.pop();
    let result, error = null;
    try {
      result = fn(...args);
    } catch (e) {
      error = e;
    }
    ioDone(() => {
      if (shape === "exists") cb(result);
      else if (error) cb(error);
      else if (shape === "read") cb(null, result, args[1] instanceof Uint8Array ? args[1] : args[1] && args[1].buffer);
      else if (shape === "write") cb(null, result, args[1]);
      else cb(null, result);
    });
  };
}
var promises = {};
for (const [name, fn] of Object.entries(sync)) {
  fs[name + "Sync"] = fn;
  const shape = name === "exists" ? "exists" : name === "read" ? "read" : name === "write" ? "write" : "";
  fs[name] = callbackForm(name, fn, shape);
  if (name !== "exists" && name !== "read" && name !== "write" && name !== "close" && name !== "fsync" && name !== "fdatasync" && name !== "fstat" && name !== "ftruncate" && name !== "futimes" && name !== "fchmod") {
    promises[name] = (...args) => new Promise((resolve, reject) => {
      let result, error, failed = false;
      try {
        result = fn(...args);
      } catch (e) {
        error = e;
        failed = true;
      }
      ioDone(() => failed ? reject(error) : resolve(result));
    });
  }
}
fs.exists[/* @__PURE__ */ Symbol.for("nodejs.util.promisify.custom")] = (p) => Promise.resolve(sync.exists(p));
var kHandle = /* @__PURE__ */ Symbol("fileHandle");
var kCloseSync = /* @__PURE__ */ Symbol("closeSync");
var FileHandle = class {
  #fd;
  constructor(fd) {
    this.#fd = track(this, fd);
  }
  get fd() {
    return this.#fd;
  }
  async read(buffer, offset, length, position) {
    if (buffer && !(buffer instanceof Uint8Array) && typeof buffer === "object") ({ buffer, offset, length, position } = buffer);
    buffer = buffer || import_node_buffer2.Buffer.alloc(16384);
    const bytesRead = sync.read(this.#fd, buffer, offset, length, position);
    return { bytesRead, buffer };
  }
  async write(data, offsetOrPosition, lengthOrEncoding, position) {
    const bytesWritten = sync.write(this.#fd, data, offsetOrPosition, lengthOrEncoding, position);
    return { bytesWritten, buffer: data };
  }
  async readFile(options) {
    return sync.readFile(this.#fd, options);
  }
  async writeFile(data, options) {
    sync.writeFile(this.#fd, data, options);
  }
  async appendFile(data, options) {
    sync.appendFile(this.#fd, data, options);
  }
  async stat(options) {
    return sync.fstat(this.#fd, options);
  }
  async truncate(len) {
    sync.ftruncate(this.#fd, len);
  }
  async sync() {
    sync.fsync(this.#fd);
  }
  async datasync() {
    sync.fsync(this.#fd);
  }
  async chmod(mode) {
    sync.fchmod(this.#fd, mode);
  }
  async chown() {
  }
  async utimes(atime, mtime) {
    sync.futimes(this.#fd, atime, mtime);
  }
  async close() {
    this[kCloseSync]();
  }
  [kCloseSync]() {
    if (this.#fd >= 0) {
      const fd = this.#fd;
      this.#fd = -1;
      sync.close(fd);
    }
  }
  async [Symbol.asyncDispose]() {
    await this.close();
  }
  // readLines is a readline interface over the file (readline is loaded
  // when first used, not with fs).
  readLines(options) {
    const readline = (0, import_node_module.createRequire)("/")("node:readline");
    return readline.createInterface({ input: this.createReadStream(options), crlfDelay: Infinity });
  }
  createReadStream(options) {
    return createReadStream(null, { ...options, fd: this });
  }
  createWriteStream(options) {
    return createWriteStream(null, { ...options, fd: this });
  }
};
promises.open = async (path, flags, mode) => new FileHandle(sync.open(path, flags, mode));
promises.opendir = async (path, options) => opendirSync(path, options);
promises.constants = constants;
promises.watch = () => {
  throw new Error("fs.promises.watch is not provided: extensions run only during calls");
};
function ReadStream(path, options) {
  if (!(this instanceof ReadStream)) return new ReadStream(path, options);
  const o = optionsOf(options);
  import_node_stream.Readable.call(this, { highWaterMark: o.highWaterMark || 64 * 1024, encoding: o.encoding, signal: o.signal });
  this.path = path === null ? void 0 : pathOf(path);
  this.fd = o.fd === void 0 || o.fd === null ? null : typeof o.fd === "object" ? o.fd.fd : o.fd;
  if (o.fd instanceof FileHandle) this[kHandle] = o.fd;
  this.flags = o.flags || "r";
  this.mode = o.mode;
  this.start = o.start;
  this.end = o.end === void 0 ? Infinity : o.end;
  this.pos = this.start;
  this.bytesRead = 0;
  this.autoClose = o.autoClose !== false;
  this.pending = this.fd === null;
}
Object.setPrototypeOf(ReadStream.prototype, import_node_stream.Readable.prototype);
Object.setPrototypeOf(ReadStream, import_node_stream.Readable);
methods(ReadStream, {
  _construct(cb) {
    openFor(this, cb);
  },
  _read() {
    const n = this.readableHighWaterMark;
    try {
      const want = Math.min(n, this.end - (this.pos === void 0 ? this.bytesRead : this.pos) + 1);
      if (want <= 0) {
        this.push(null);
        return;
      }
      const buf = import_node_buffer2.Buffer.alloc(want);
      const got = sync.read(this.fd, buf, 0, want, this.pos === void 0 ? null : this.pos);
      if (this.pos !== void 0) this.pos += got;
      this.bytesRead += got;
      ioDone(() => this.push(got > 0 ? buf.subarray(0, got) : null));
    } catch (e) {
      this.destroy(e);
    }
  },
  _destroy(err, cb) {
    closeFor(this, err, cb);
  },
  close(cb) {
    this.destroy();
    if (cb) this.once("close", cb);
  }
});
function WriteStream(path, options) {
  if (!(this instanceof WriteStream)) return new WriteStream(path, options);
  const o = optionsOf(options);
  import_node_stream.Writable.call(this, { highWaterMark: o.highWaterMark, decodeStrings: true, signal: o.signal });
  this.path = path === null ? void 0 : pathOf(path);
  this.fd = o.fd === void 0 || o.fd === null ? null : typeof o.fd === "object" ? o.fd.fd : o.fd;
  if (o.fd instanceof FileHandle) this[kHandle] = o.fd;
  this.flags = o.flags || "w";
  this.mode = o.mode;
  this.pos = o.start;
  this.bytesWritten = 0;
  this.autoClose = o.autoClose !== false;
  this.pending = this.fd === null;
  this._defaultEncoding = o.encoding || "utf8";
}
Object.setPrototypeOf(WriteStream.prototype, import_node_stream.Writable.prototype);
Object.setPrototypeOf(WriteStream, import_node_stream.Writable);
methods(WriteStream, {
  _construct(cb) {
    openFor(this, cb);
  },
  _write(chunk, encoding, cb) {
    try {
      const n = sync.write(this.fd, chunk, 0, chunk.length, this.pos === void 0 ? null : this.pos);
      if (this.pos !== void 0) this.pos += n;
      this.bytesWritten += n;
      cb();
    } catch (e) {
      cb(e);
    }
  },
  _destroy(err, cb) {
    closeFor(this, err, cb);
  },
  close(cb) {
    this.end();
    if (cb) this.once("close", cb);
  }
});
function methods(C, list) {
  for (const [name, fn] of Object.entries(list)) {
    Object.defineProperty(C.prototype, name, { value: fn, writable: true, configurable: true, enumerable: false });
  }
}
function openFor(stream, cb) {
  if (stream.fd !== null) {
    cb();
    return;
  }
  try {
    stream.fd = sync.open(stream.path, stream.flags, stream.mode);
    stream.pending = false;
    stream.emit("open", stream.fd);
    stream.emit("ready");
    cb();
  } catch (e) {
    cb(e);
  }
}
function closeFor(stream, err, cb) {
  if (stream.autoClose && stream.fd !== null && stream.fd >= 0) {
    try {
      stream[kHandle] ? stream[kHandle][kCloseSync]() : sync.close(stream.fd);
    } catch {
    }
    stream.fd = -1;
  }
  cb(err);
}
function createReadStream(path, options) {
  return new ReadStream(path, options);
}
function createWriteStream(path, options) {
  return new WriteStream(path, options);
}
var Dir = class {
  #entries;
  #i = 0;
  constructor(path, entries) {
    this.path = path;
    this.#entries = entries;
  }
  readSync() {
    return this.#i < this.#entries.length ? this.#entries[this.#i++] : null;
  }
  read(cb) {
    const v = this.readSync();
    if (cb) ioDone(() => cb(null, v));
    else return Promise.resolve(v);
  }
  closeSync() {
  }
  close(cb) {
    if (cb) ioDone(() => cb(null));
    else return Promise.resolve();
  }
  async *[Symbol.asyncIterator]() {
    for (let d; (d = this.readSync()) !== null; ) yield d;
  }
  *[Symbol.iterator]() {
    for (let d; (d = this.readSync()) !== null; ) yield d;
  }
};
function opendirSync(path, options) {
  return new Dir(pathOf(path), sync.readdir(path, { withFileTypes: true, recursive: !!optionsOf(options).recursive }));
}
var notProvided = (what) => () => {
  throw new Error(`fs.${what} is not provided: extensions run only during calls`);
};
Object.assign(fs, {
  constants,
  Stats,
  Dirent,
  Dir,
  ReadStream,
  WriteStream,
  FileReadStream: ReadStream,
  FileWriteStream: WriteStream,
  createReadStream,
  createWriteStream,
  opendirSync,
  promises,
  opendir: callbackForm("opendir", opendirSync, ""),
  watch: notProvided("watch"),
  watchFile: notProvided("watchFile"),
  unwatchFile: () => {
  },
  F_OK: 0,
  R_OK: 4,
  W_OK: 2,
  X_OK: 1,
  readvSync: (fd, buffers, position) => buffers.reduce((n, b) => n + sync.read(fd, b, 0, b.byteLength, position === void 0 ? null : position + n), 0),
  writevSync: (fd, buffers, position) => buffers.reduce((n, b) => n + sync.write(fd, b, 0, b.byteLength, position === void 0 ? null : position + n), 0)
});
fs.realpathSync.native = fs.realpathSync;
fs.realpath.native = fs.realpath;
var fs_default = register("fs", fs);
module.exports = ((r, v) => r.has("fs") ? r.get("fs") : (r.set("fs", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
