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

// fs/js/fs.js
var fs_exports = {};
__export(fs_exports, {
  default: () => fs_default
});
module.exports = __toCommonJS(fs_exports);
var import_node_buffer2 = require("node:buffer");
var import_node_stream = require("node:stream");

// fs/js/_fs.js
var import_node_buffer = require("node:buffer");
var import_host = require("node:internal/host");
var import_validators = require("node:internal/validators");
var { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE } = import_validators.codes;
function pathOf(p, name = "path") {
  if (p instanceof URL) {
    if (p.protocol !== "file:") throw (0, import_validators.nodeError)(TypeError, "ERR_INVALID_URL_SCHEME", "The URL must be of scheme file");
    p = decodeURIComponent(p.pathname);
  } else if (p instanceof Uint8Array) {
    p = import_node_buffer.Buffer.from(p).toString();
  } else if (typeof p !== "string") {
    throw ERR_INVALID_ARG_TYPE(name, ["string", "Buffer", "URL"], p);
  }
  if (p.includes("\0")) throw ERR_INVALID_ARG_VALUE(name, p, "must be a string, Uint8Array, or URL without null bytes");
  return p;
}
function fdOf(fd) {
  (0, import_validators.validateInt32)(fd, "fd", 0);
  return fd;
}
function optionsOf(o) {
  if (o === void 0 || o === null || typeof o === "function") return {};
  if (typeof o === "string") o = { encoding: o };
  else if (typeof o !== "object") throw ERR_INVALID_ARG_TYPE("options", ["string", "Object"], o);
  if (o.encoding && o.encoding !== "buffer" && !import_node_buffer.Buffer.isEncoding(o.encoding)) throw ERR_INVALID_ARG_VALUE("encoding", o.encoding, "is invalid encoding");
  return o;
}
function encode(data, encoding) {
  if (typeof data === "string") return import_node_buffer.Buffer.from(data, encoding || "utf8");
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  throw ERR_INVALID_ARG_TYPE("data", ["string", "Buffer", "TypedArray", "DataView"], data);
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
var stringFlags = [
  "r",
  "rs",
  "sr",
  "r+",
  "rs+",
  "sr+",
  "w",
  "wx",
  "xw",
  "w+",
  "wx+",
  "xw+",
  "a",
  "ax",
  "xa",
  "as",
  "sa",
  "a+",
  "ax+",
  "xa+",
  "as+",
  "sa+"
];
function flagOf(flags) {
  if (flags === void 0 || flags === null) return void 0;
  if (typeof flags === "string") {
    if (!stringFlags.includes(flags)) throw ERR_INVALID_ARG_VALUE("flags", flags);
    return flags;
  }
  if (typeof flags !== "number") throw ERR_INVALID_ARG_VALUE("flags", flags);
  const acc = flags & 3, creat = flags & 64, excl = flags & 128, trunc = flags & 512, app = flags & 1024;
  if (app) return (excl ? "ax" : "a") + (acc === 2 ? "+" : "");
  if (acc === 0) return "r";
  if (acc === 2 && !creat) return "r+";
  return (excl ? "wx" : trunc || creat ? "w" : "r") + (acc === 2 ? "+" : "");
}
function timeOf(t, name = "time") {
  if (typeof t === "string" && +t == t) return +t;
  if (typeof t === "number") return Number.isFinite(t) ? t : Date.now() / 1e3;
  if (t instanceof Date) return t.getTime() / 1e3;
  throw ERR_INVALID_ARG_TYPE(name, ["Date", "Time in seconds"], t);
}
function modeOf(mode, max) {
  if (mode === void 0 || mode === null) return 0;
  if (!Number.isInteger(mode) || mode < -2147483648 || mode > 2147483647) throw (0, import_validators.nodeError)(TypeError, "ERR_INVALID_ARG_TYPE", "mode must be int32 or null/undefined");
  if (mode < 0 || mode > max) throw (0, import_validators.nodeError)(RangeError, "ERR_OUT_OF_RANGE", `mode is out of range: >= 0 && <= ${max}`);
  return mode;
}
function bufferOf(buffer) {
  if (!ArrayBuffer.isView(buffer)) throw ERR_INVALID_ARG_TYPE("buffer", ["Buffer", "TypedArray", "DataView"], buffer);
  return buffer;
}
function rmOptions(o) {
  if (o.force !== void 0) (0, import_validators.validateBoolean)(o.force, "options.force");
  if (o.recursive !== void 0) (0, import_validators.validateBoolean)(o.recursive, "options.recursive");
  if (o.maxRetries !== void 0) (0, import_validators.validateInteger)(o.maxRetries, "options.maxRetries", 0, 4294967295);
  if (o.retryDelay !== void 0) (0, import_validators.validateInteger)(o.retryDelay, "options.retryDelay", 0, 4294967295);
}
var sync = {
  readFile(path, options) {
    const o = optionsOf(options);
    const flag = flagOf(o.flag);
    if (typeof path === "number") return decoded((0, import_host.op)("fs.readFD", { fd: fdOf(path), encoding: o.encoding }), o.encoding);
    return decoded((0, import_host.op)("fs.readFile", { path: pathOf(path), encoding: o.encoding, flag }), o.encoding);
  },
  writeFile(path, data, options) {
    const o = optionsOf(options);
    const b = bytes(encode(data, o.encoding));
    const flag = flagOf(o.flag) || "w";
    if (typeof path === "number") {
      (0, import_host.op)("fs.write", { fd: fdOf(path) }, b);
      return;
    }
    (0, import_host.op)("fs.writeFile", { path: pathOf(path), flag, mode: (0, import_validators.parseFileMode)(o.mode, "mode", 438) }, b);
  },
  appendFile(path, data, options) {
    const o = optionsOf(options);
    const b = bytes(encode(data, o.encoding));
    const flag = flagOf(o.flag) || "a";
    if (typeof path === "number") {
      (0, import_host.op)("fs.write", { fd: fdOf(path) }, b);
      return;
    }
    (0, import_host.op)("fs.writeFile", { path: pathOf(path), flag, mode: (0, import_validators.parseFileMode)(o.mode, "mode", 438) }, b);
  },
  stat(path, options) {
    const s = (0, import_host.op)("fs.stat", { path: pathOf(path) });
    return options && options.bigint ? bigStats(s) : new Stats(s);
  },
  lstat(path, options) {
    const s = (0, import_host.op)("fs.stat", { path: pathOf(path), lstat: true });
    return options && options.bigint ? bigStats(s) : new Stats(s);
  },
  fstat(fd, options) {
    const s = (0, import_host.op)("fs.fstat", { fd: fdOf(fd) });
    return options && options.bigint ? bigStats(s) : new Stats(s);
  },
  readdir(path, options) {
    const o = optionsOf(options);
    const r = (0, import_host.op)("fs.readdir", { path: pathOf(path), withFileTypes: !!o.withFileTypes, recursive: !!o.recursive });
    if (o.withFileTypes) return r.map((d) => new Dirent(d.name, d.type, d.parentPath));
    const names = r === "" ? [] : r.split("\0");
    return o.encoding === "buffer" ? names.map((n) => import_node_buffer.Buffer.from(n)) : names;
  },
  mkdir(path, options) {
    const o = typeof options === "number" || typeof options === "string" ? { mode: options } : optionsOf(options);
    path = pathOf(path);
    if (o.recursive !== void 0) (0, import_validators.validateBoolean)(o.recursive, "options.recursive");
    const r = (0, import_host.op)("fs.mkdir", { path, recursive: !!o.recursive, mode: (0, import_validators.parseFileMode)(o.mode, "mode", 511) });
    return r === null ? void 0 : r;
  },
  rm(path, options) {
    path = pathOf(path);
    const o = optionsOf(options);
    rmOptions(o);
    (0, import_host.op)("fs.rm", { path, recursive: !!o.recursive, force: !!o.force });
  },
  rmdir(path, options) {
    path = pathOf(path);
    const o = optionsOf(options);
    rmOptions(o);
    (0, import_host.op)("fs.rmdir", { path, recursive: !!o.recursive });
  },
  unlink(path) {
    (0, import_host.op)("fs.unlink", { path: pathOf(path) });
  },
  rename(from, to) {
    (0, import_host.op)("fs.rename", { path: pathOf(from, "oldPath"), dest: pathOf(to, "newPath") });
  },
  copyFile(from, to, mode) {
    (0, import_host.op)("fs.copyFile", { path: pathOf(from, "src"), dest: pathOf(to, "dest"), mode: modeOf(mode, 7) });
  },
  cp(from, to, options) {
    const src = pathOf(from, "src"), dest = pathOf(to, "dest");
    const o = optionsOf(options);
    if (o.filter !== void 0) (0, import_validators.validateFunction)(o.filter, "options.filter");
    for (const k of ["dereference", "errorOnExist", "force", "preserveTimestamps", "recursive", "verbatimSymlinks"]) {
      if (o[k] !== void 0) (0, import_validators.validateBoolean)(o[k], "options." + k);
    }
    if (typeof o.filter === "function") throw new Error("fs.cp: the filter option is not provided");
    (0, import_host.op)("fs.cp", { path: src, dest, recursive: !!o.recursive, force: o.force !== false, errorOnExist: !!o.errorOnExist });
  },
  access(path, mode) {
    path = pathOf(path);
    (0, import_host.op)("fs.access", { path, mode: modeOf(mode, 7) });
  },
  exists(path) {
    try {
      (0, import_host.op)("fs.access", { path: pathOf(path), mode: 0 });
      return true;
    } catch {
      return false;
    }
  },
  realpath(path, options) {
    const o = optionsOf(options);
    const r = (0, import_host.op)("fs.realpath", { path: pathOf(path) });
    return o.encoding === "buffer" ? import_node_buffer.Buffer.from(r) : r;
  },
  mkdtemp(prefix, options) {
    optionsOf(options);
    return (0, import_host.op)("fs.mkdtemp", { prefix: pathOf(prefix, "prefix") });
  },
  readlink(path, options) {
    optionsOf(options);
    return (0, import_host.op)("fs.readlink", { path: pathOf(path) });
  },
  symlink(target, path, type) {
    if (type !== void 0 && type !== null && type !== "dir" && type !== "file" && type !== "junction") {
      throw (0, import_validators.nodeError)(Error, "ERR_FS_INVALID_SYMLINK_TYPE", `Symlink type must be one of "dir", "file", or "junction". Received "${type}"`);
    }
    (0, import_host.op)("fs.symlink", { path: pathOf(target, "target"), dest: pathOf(path) });
  },
  link(existing, path) {
    (0, import_host.op)("fs.link", { path: pathOf(existing, "existingPath"), dest: pathOf(path, "newPath") });
  },
  chmod(path, mode) {
    path = pathOf(path);
    (0, import_host.op)("fs.chmod", { path, mode: (0, import_validators.parseFileMode)(mode, "mode") });
  },
  lchmod(path, mode) {
    sync.chmod(path, mode);
  },
  chown(path, uid, gid) {
    pathOf(path);
    (0, import_validators.validateInteger)(uid, "uid", -1, 4294967295);
    (0, import_validators.validateInteger)(gid, "gid", -1, 4294967295);
  },
  lchown(path, uid, gid) {
    sync.chown(path, uid, gid);
  },
  fchown(fd, uid, gid) {
    fdOf(fd);
    (0, import_validators.validateInteger)(uid, "uid", -1, 4294967295);
    (0, import_validators.validateInteger)(gid, "gid", -1, 4294967295);
  },
  utimes(path, atime, mtime) {
    path = pathOf(path);
    (0, import_host.op)("fs.utimes", { path, atime: timeOf(atime), mtime: timeOf(mtime) });
  },
  lutimes(path, atime, mtime) {
    sync.utimes(path, atime, mtime);
  },
  futimes(fd, atime, mtime) {
    (0, import_host.op)("fs.futimes", { fd: fdOf(fd), atime: timeOf(atime), mtime: timeOf(mtime) });
  },
  fchmod(fd, mode) {
    (0, import_host.op)("fs.fchmod", { fd: fdOf(fd), mode: (0, import_validators.parseFileMode)(mode, "mode") });
  },
  truncate(path, len) {
    if (typeof path === "number") {
      sync.ftruncate(path, len);
      return;
    }
    path = pathOf(path);
    len ??= 0;
    (0, import_validators.validateInteger)(len, "len");
    (0, import_host.op)("fs.truncate", { path, len: Math.max(0, len) });
  },
  ftruncate(fd, len) {
    fdOf(fd);
    len ??= 0;
    (0, import_validators.validateInteger)(len, "len");
    (0, import_host.op)("fs.ftruncate", { fd, len: Math.max(0, len) });
  },
  open(path, flags, mode) {
    path = pathOf(path);
    const flag = flagOf(flags) || "r";
    return (0, import_host.op)("fs.open", { path, flag, mode: (0, import_validators.parseFileMode)(mode, "mode", 438) });
  },
  close(fd) {
    (0, import_host.op)("fs.close", { fd: fdOf(fd) });
  },
  fsync(fd) {
    (0, import_host.op)("fs.fsync", { fd: fdOf(fd) });
  },
  fdatasync(fd) {
    (0, import_host.op)("fs.fsync", { fd: fdOf(fd) });
  },
  // read(fd, buffer, offset, length, position) or read(fd, {buffer, ...}).
  read(fd, buffer, offset, length, position) {
    fdOf(fd);
    if (buffer && !ArrayBuffer.isView(buffer) && typeof buffer === "object") ({ buffer, offset, length, position } = buffer);
    if (offset && typeof offset === "object") ({ offset, length, position } = offset);
    buffer = bufferOf(buffer === void 0 ? import_node_buffer.Buffer.alloc(16384) : buffer);
    if (offset === void 0 || offset === null) offset = 0;
    else (0, import_validators.validateInteger)(offset, "offset", 0);
    length = length === void 0 ? buffer.byteLength - offset : length | 0;
    if (length === 0) return 0;
    if (buffer.byteLength === 0) throw ERR_INVALID_ARG_VALUE("buffer", buffer, "is empty and cannot be written");
    if (length < 0 || length > buffer.byteLength - offset) throw ERR_OUT_OF_RANGE("length", `<= ${buffer.byteLength - offset}`, length);
    let pos = -1;
    if (position !== null && position !== void 0 && position !== -1) {
      if (typeof position === "bigint") pos = Number(position);
      else if (Number.isInteger(position)) pos = position;
      else throw ERR_INVALID_ARG_TYPE("position", ["bigint", "integer"], position);
    }
    const got = new Uint8Array((0, import_host.op)("fs.read", { fd, length, position: pos }));
    new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).set(got, offset);
    return got.length;
  },
  write(fd, data, offsetOrPosition, lengthOrEncoding, position) {
    fdOf(fd);
    let b;
    if (typeof data === "string") {
      b = import_node_buffer.Buffer.from(data, typeof lengthOrEncoding === "string" ? lengthOrEncoding : "utf8");
      position = offsetOrPosition;
    } else if (ArrayBuffer.isView(data)) {
      const off = offsetOrPosition === void 0 || offsetOrPosition === null ? 0 : offsetOrPosition;
      (0, import_validators.validateInteger)(off, "offset", 0);
      const len = lengthOrEncoding === void 0 ? data.byteLength - off : lengthOrEncoding;
      if (len < 0 || len > data.byteLength - off) throw ERR_OUT_OF_RANGE("length", `<= ${data.byteLength - off}`, len);
      b = new Uint8Array(data.buffer, data.byteOffset + off, len);
    } else {
      throw ERR_INVALID_ARG_TYPE("buffer", ["string", "Buffer", "TypedArray", "DataView"], data);
    }
    const pos = position === null || position === void 0 || typeof position !== "number" ? -1 : position;
    return (0, import_host.op)("fs.write", { fd, position: pos }, bytes(b));
  }
};

// fs/js/fs.js
var import_validators2 = require("node:internal/validators");
var import_host2 = require("node:internal/host");
var import_node_module = require("node:module");
var fs = {};
function callbackForm(name, fn, shape) {
  return function(...args) {
    let cb = args[args.length - 1];
    if (typeof cb === "function") args.pop();
    else if (name === "close" && args.length <= 1) cb = () => {
    };
    else {
      (0, import_validators2.validateFunction)(fileForms.includes(name) ? args[fn.length] ?? args[fn.length - 1] : args[fn.length], "cb");
    }
    let result, error = null;
    try {
      result = fn(...args);
    } catch (e) {
      if ((0, import_validators2.isArgumentError)(e) || e.code === "ERR_FS_INVALID_SYMLINK_TYPE") throw e;
      error = e;
    }
    (0, import_host2.ioDone)(() => {
      if (shape === "exists") cb(result);
      else if (error) cb(error);
      else if (shape === "read") cb(null, result, args[1] instanceof Uint8Array ? args[1] : args[1] && args[1].buffer);
      else if (shape === "write" || shape === "vector") cb(null, result, args[1]);
      else cb(null, result);
    });
  };
}
var fileForms = ["readFile", "writeFile", "appendFile"];
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
      (0, import_host2.ioDone)(() => failed ? reject(error) : resolve(result));
    });
  }
}
fs.exists[/* @__PURE__ */ Symbol.for("nodejs.util.promisify.custom")] = (p) => Promise.resolve(sync.exists(p));
var kHandle = /* @__PURE__ */ Symbol("fileHandle");
var kCloseSync = /* @__PURE__ */ Symbol("closeSync");
var FileHandle = class {
  #fd;
  constructor(fd) {
    this.#fd = (0, import_host2.track)(this, fd);
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
  async readv(buffers, position) {
    return { bytesRead: readvSync(this.#fd, buffers, position), buffers };
  }
  async writev(buffers, position) {
    return { bytesWritten: writevSync(this.#fd, buffers, position), buffers };
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
  const p = path === null ? void 0 : pathOf(path);
  if (o.start !== void 0) (0, import_validators2.validateInteger)(o.start, "start", 0);
  if (o.end !== void 0 && o.end !== Infinity) (0, import_validators2.validateInteger)(o.end, "end", 0);
  if (o.start !== void 0 && o.end !== void 0 && o.start > o.end) throw import_validators2.codes.ERR_OUT_OF_RANGE("start", `<= "end" (here: ${o.end})`, o.start);
  import_node_stream.Readable.call(this, { highWaterMark: o.highWaterMark || 64 * 1024, encoding: o.encoding, signal: o.signal });
  this.path = p;
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
      (0, import_host2.ioDone)(() => this.push(got > 0 ? buf.subarray(0, got) : null));
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
  const p = path === null ? void 0 : pathOf(path);
  if (o.start !== void 0) (0, import_validators2.validateInteger)(o.start, "start", 0);
  import_node_stream.Writable.call(this, { highWaterMark: o.highWaterMark, decodeStrings: true, signal: o.signal });
  this.path = p;
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
    if (cb) (0, import_host2.ioDone)(() => cb(null, v));
    else return Promise.resolve(v);
  }
  closeSync() {
  }
  close(cb) {
    if (cb) (0, import_host2.ioDone)(() => cb(null));
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
function vector(fd, buffers, position, each) {
  validateArrayBufferViews(buffers);
  let n = 0;
  for (const b of buffers) {
    const done = each(fd, b, 0, b.byteLength, typeof position === "number" ? position + n : null);
    n += done;
    if (done < b.byteLength) break;
  }
  return n;
}
var readvSync = (fd, buffers, position) => vector(fd, buffers, position, sync.read);
var writevSync = (fd, buffers, position) => vector(fd, buffers, position, sync.write);
function validateArrayBufferViews(buffers) {
  if (!Array.isArray(buffers) || !buffers.every((b) => ArrayBuffer.isView(b))) throw import_validators2.codes.ERR_INVALID_ARG_TYPE("buffers", "ArrayBufferView[]", buffers);
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
  readvSync,
  writevSync,
  readv: callbackForm("readv", readvSync, "vector"),
  writev: callbackForm("writev", writevSync, "vector")
});
fs.realpathSync.native = fs.realpathSync;
fs.realpath.native = fs.realpath;
var fs_default = (0, import_host2.register)("fs", fs);
module.exports = ((r, v) => r.has("fs") ? r.get("fs") : (r.set("fs", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
