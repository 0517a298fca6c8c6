// The file system for node:fs and node:fs/promises: each operation is
// defined once, over the host's (platform/fs), and made into its sync,
// callback and promise forms. The host does the work on the extension's own
// instance; the callback and promise forms settle on a later tick, as in
// Node.
import { Buffer } from "node:buffer";
import { op } from "node:internal/host";
import {
  codes, nodeError, validateInt32, validateInteger, validateBoolean, validateFunction, validateObject, parseFileMode,
} from "node:internal/validators";

const { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE } = codes;

// pathOf accepts a string, a Buffer or a file: URL, as Node does, and
// refuses one with a NUL byte.
export function pathOf(p, name = "path") {
  if (p instanceof URL) {
    if (p.protocol !== "file:") throw nodeError(TypeError, "ERR_INVALID_URL_SCHEME", "The URL must be of scheme file");
    p = decodeURIComponent(p.pathname);
  } else if (p instanceof Uint8Array) {
    p = Buffer.from(p).toString();
  } else if (typeof p !== "string") {
    throw ERR_INVALID_ARG_TYPE(name, ["string", "Buffer", "URL"], p);
  }
  if (p.includes("\u0000")) throw ERR_INVALID_ARG_VALUE(name, p, "must be a string, Uint8Array, or URL without null bytes");
  return p;
}

// fdOf is a file descriptor, checked as Node checks one.
export function fdOf(fd) {
  validateInt32(fd, "fd", 0);
  return fd;
}

// optionsOf is an options argument: a string is the encoding; the
// encoding is checked.
function optionsOf(o) {
  if (o === undefined || o === null || typeof o === "function") return {};
  if (typeof o === "string") o = { encoding: o };
  else if (typeof o !== "object") throw ERR_INVALID_ARG_TYPE("options", ["string", "Object"], o);
  if (o.encoding && o.encoding !== "buffer" && !Buffer.isEncoding(o.encoding)) throw ERR_INVALID_ARG_VALUE("encoding", o.encoding, "is invalid encoding");
  return o;
}

function encode(data, encoding) {
  if (typeof data === "string") return Buffer.from(data, encoding || "utf8");
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  throw ERR_INVALID_ARG_TYPE("data", ["string", "Buffer", "TypedArray", "DataView"], data);
}

function bytes(b) {
  return b instanceof ArrayBuffer ? b : b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
}

function decoded(r, encoding) {
  if (typeof r === "string") return encoding && encoding !== "utf8" && encoding !== "utf-8" ? Buffer.from(r).toString(encoding) : r;
  const b = Buffer.from(r);
  return encoding && encoding !== "buffer" ? b.toString(encoding) : b;
}

// ---- Stats, Dirent ---------------------------------------------------------

const S_IFMT = 0o170000, S_IFREG = 0o100000, S_IFDIR = 0o040000, S_IFLNK = 0o120000, S_IFIFO = 0o010000,
  S_IFSOCK = 0o140000, S_IFCHR = 0o020000, S_IFBLK = 0o060000;

export class Stats {
  constructor(s) {
    this.dev = s.dev ?? 0; this.mode = s.mode; this.nlink = s.nlink ?? 1; this.uid = s.uid ?? 0; this.gid = s.gid ?? 0;
    this.rdev = s.rdev ?? 0; this.blksize = s.blksize ?? 4096; this.ino = s.ino ?? 0; this.size = s.size;
    this.blocks = s.blocks ?? Math.ceil(s.size / 512);
    this.atimeMs = s.atimeMs; this.mtimeMs = s.mtimeMs; this.ctimeMs = s.ctimeMs; this.birthtimeMs = s.birthtimeMs;
    this.atime = new Date(s.atimeMs); this.mtime = new Date(s.mtimeMs); this.ctime = new Date(s.ctimeMs);
    this.birthtime = new Date(s.birthtimeMs);
  }
  isFile() { return (Number(this.mode) & S_IFMT) === S_IFREG; }
  isDirectory() { return (Number(this.mode) & S_IFMT) === S_IFDIR; }
  isSymbolicLink() { return (Number(this.mode) & S_IFMT) === S_IFLNK; }
  isFIFO() { return (Number(this.mode) & S_IFMT) === S_IFIFO; }
  isSocket() { return (Number(this.mode) & S_IFMT) === S_IFSOCK; }
  isCharacterDevice() { return (Number(this.mode) & S_IFMT) === S_IFCHR; }
  isBlockDevice() { return (Number(this.mode) & S_IFMT) === S_IFBLK; }
}

function bigStats(s) {
  const st = new Stats(s);
  for (const k of ["dev", "mode", "nlink", "uid", "gid", "rdev", "blksize", "ino", "size", "blocks"]) st[k] = BigInt(st[k]);
  for (const k of ["atime", "mtime", "ctime", "birthtime"]) {
    st[k + "Ms"] = BigInt(Math.floor(s[k + "Ms"]));
    st[k + "Ns"] = BigInt(Math.floor(s[k + "Ms"] * 1e6));
  }
  return st;
}

const typeMode = { file: S_IFREG, dir: S_IFDIR, link: S_IFLNK, fifo: S_IFIFO, socket: S_IFSOCK, char: S_IFCHR, block: S_IFBLK };

export class Dirent {
  #type;
  constructor(name, type, parentPath) {
    this.name = name;
    this.parentPath = parentPath;
    this.path = parentPath;
    this.#type = typeMode[type] || 0;
  }
  isFile() { return this.#type === S_IFREG; }
  isDirectory() { return this.#type === S_IFDIR; }
  isSymbolicLink() { return this.#type === S_IFLNK; }
  isFIFO() { return this.#type === S_IFIFO; }
  isSocket() { return this.#type === S_IFSOCK; }
  isCharacterDevice() { return this.#type === S_IFCHR; }
  isBlockDevice() { return this.#type === S_IFBLK; }
}

// ---- the operations (sync), one each -------------------------------------

export const constants = {
  F_OK: 0, R_OK: 4, W_OK: 2, X_OK: 1, COPYFILE_EXCL: 1, COPYFILE_FICLONE: 2, COPYFILE_FICLONE_FORCE: 4,
  O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_NOCTTY: 256, O_TRUNC: 512, O_APPEND: 1024,
  O_DIRECTORY: 65536, O_NOFOLLOW: 131072, O_SYNC: 1052672, O_DSYNC: 4096, O_NONBLOCK: 2048,
  S_IFMT, S_IFREG, S_IFDIR, S_IFCHR, S_IFBLK, S_IFIFO, S_IFLNK, S_IFSOCK,
  S_IRWXU: 448, S_IRUSR: 256, S_IWUSR: 128, S_IXUSR: 64, S_IRWXG: 56, S_IRGRP: 32, S_IWGRP: 16, S_IXGRP: 8,
  S_IRWXO: 7, S_IROTH: 4, S_IWOTH: 2, S_IXOTH: 1, UV_FS_COPYFILE_EXCL: 1,
};

const stringFlags = ["r", "rs", "sr", "r+", "rs+", "sr+", "w", "wx", "xw", "w+", "wx+", "xw+", "a", "ax", "xa", "as", "sa",
  "a+", "ax+", "xa+", "as+", "sa+"];

// flagOf is the host's flag string of Node's flags (a string or a number);
// anything else is Node's error.
function flagOf(flags) {
  if (flags === undefined || flags === null) return undefined;
  if (typeof flags === "string") {
    if (!stringFlags.includes(flags)) throw ERR_INVALID_ARG_VALUE("flags", flags);
    return flags;
  }
  if (typeof flags !== "number") throw ERR_INVALID_ARG_VALUE("flags", flags);
  // Numeric flags, to Node's strings.
  const acc = flags & 3, creat = flags & 64, excl = flags & 128, trunc = flags & 512, app = flags & 1024;
  if (app) return (excl ? "ax" : "a") + (acc === 2 ? "+" : "");
  if (acc === 0) return "r";
  if (acc === 2 && !creat) return "r+";
  return (excl ? "wx" : trunc || creat ? "w" : "r") + (acc === 2 ? "+" : "");
}

function timeOf(t, name = "time") {
  if (typeof t === "string" && +t == t) return +t; // eslint-disable-line eqeqeq
  if (typeof t === "number") return Number.isFinite(t) ? t : Date.now() / 1000;
  if (t instanceof Date) return t.getTime() / 1000;
  throw ERR_INVALID_ARG_TYPE(name, ["Date", "Time in seconds"], t);
}

// modeOf is access's and copyFile's mode, checked as Node checks it.
function modeOf(mode, max) {
  if (mode === undefined || mode === null) return 0;
  if (!Number.isInteger(mode) || mode < -2147483648 || mode > 2147483647) throw nodeError(TypeError, "ERR_INVALID_ARG_TYPE", "mode must be int32 or null/undefined");
  if (mode < 0 || mode > max) throw nodeError(RangeError, "ERR_OUT_OF_RANGE", `mode is out of range: >= 0 && <= ${max}`);
  return mode;
}

// bufferOf is read's buffer argument.
function bufferOf(buffer) {
  if (!ArrayBuffer.isView(buffer)) throw ERR_INVALID_ARG_TYPE("buffer", ["Buffer", "TypedArray", "DataView"], buffer);
  return buffer;
}

function rmOptions(o) {
  if (o.force !== undefined) validateBoolean(o.force, "options.force");
  if (o.recursive !== undefined) validateBoolean(o.recursive, "options.recursive");
  if (o.maxRetries !== undefined) validateInteger(o.maxRetries, "options.maxRetries", 0, 4294967295);
  if (o.retryDelay !== undefined) validateInteger(o.retryDelay, "options.retryDelay", 0, 4294967295);
}

export const sync = {
  readFile(path, options) {
    const o = optionsOf(options);
    const flag = flagOf(o.flag);
    if (typeof path === "number") return decoded(op("fs.readFD", { fd: fdOf(path), encoding: o.encoding }), o.encoding);
    return decoded(op("fs.readFile", { path: pathOf(path), encoding: o.encoding, flag }), o.encoding);
  },
  writeFile(path, data, options) {
    const o = optionsOf(options);
    const b = bytes(encode(data, o.encoding));
    const flag = flagOf(o.flag) || "w";
    if (typeof path === "number") { op("fs.write", { fd: fdOf(path) }, b); return; }
    op("fs.writeFile", { path: pathOf(path), flag, mode: parseFileMode(o.mode, "mode", 0o666) }, b);
  },
  appendFile(path, data, options) {
    const o = optionsOf(options);
    const b = bytes(encode(data, o.encoding));
    const flag = flagOf(o.flag) || "a";
    if (typeof path === "number") { op("fs.write", { fd: fdOf(path) }, b); return; }
    op("fs.writeFile", { path: pathOf(path), flag, mode: parseFileMode(o.mode, "mode", 0o666) }, b);
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
    const s = op("fs.fstat", { fd: fdOf(fd) });
    return options && options.bigint ? bigStats(s) : new Stats(s);
  },
  readdir(path, options) {
    const o = optionsOf(options);
    const r = op("fs.readdir", { path: pathOf(path), withFileTypes: !!o.withFileTypes, recursive: !!o.recursive });
    if (o.withFileTypes) return r.map((d) => new Dirent(d.name, d.type, d.parentPath));
    const names = r === "" ? [] : r.split("\0"); // NUL-separated (see opReaddir)
    return o.encoding === "buffer" ? names.map((n) => Buffer.from(n)) : names;
  },
  mkdir(path, options) {
    const o = typeof options === "number" || typeof options === "string" ? { mode: options } : optionsOf(options);
    path = pathOf(path);
    if (o.recursive !== undefined) validateBoolean(o.recursive, "options.recursive");
    const r = op("fs.mkdir", { path, recursive: !!o.recursive, mode: parseFileMode(o.mode, "mode", 0o777) });
    return r === null ? undefined : r;
  },
  rm(path, options) {
    path = pathOf(path);
    const o = optionsOf(options);
    rmOptions(o);
    op("fs.rm", { path, recursive: !!o.recursive, force: !!o.force });
  },
  rmdir(path, options) {
    path = pathOf(path);
    const o = optionsOf(options);
    rmOptions(o);
    op("fs.rmdir", { path, recursive: !!o.recursive });
  },
  unlink(path) { op("fs.unlink", { path: pathOf(path) }); },
  rename(from, to) { op("fs.rename", { path: pathOf(from, "oldPath"), dest: pathOf(to, "newPath") }); },
  copyFile(from, to, mode) { op("fs.copyFile", { path: pathOf(from, "src"), dest: pathOf(to, "dest"), mode: modeOf(mode, 7) }); },
  cp(from, to, options) {
    const src = pathOf(from, "src"), dest = pathOf(to, "dest");
    const o = optionsOf(options);
    if (o.filter !== undefined) validateFunction(o.filter, "options.filter");
    for (const k of ["dereference", "errorOnExist", "force", "preserveTimestamps", "recursive", "verbatimSymlinks"]) {
      if (o[k] !== undefined) validateBoolean(o[k], "options." + k);
    }
    if (typeof o.filter === "function") throw new Error("fs.cp: the filter option is not provided");
    op("fs.cp", { path: src, dest, recursive: !!o.recursive, force: o.force !== false, errorOnExist: !!o.errorOnExist });
  },
  access(path, mode) {
    path = pathOf(path);
    op("fs.access", { path, mode: modeOf(mode, 7) });
  },
  exists(path) {
    try { op("fs.access", { path: pathOf(path), mode: 0 }); return true; } catch { return false; }
  },
  realpath(path, options) {
    const o = optionsOf(options);
    const r = op("fs.realpath", { path: pathOf(path) });
    return o.encoding === "buffer" ? Buffer.from(r) : r;
  },
  mkdtemp(prefix, options) {
    optionsOf(options);
    return op("fs.mkdtemp", { prefix: pathOf(prefix, "prefix") });
  },
  readlink(path, options) {
    optionsOf(options);
    return op("fs.readlink", { path: pathOf(path) });
  },
  symlink(target, path, type) {
    if (type !== undefined && type !== null && type !== "dir" && type !== "file" && type !== "junction") {
      throw nodeError(Error, "ERR_FS_INVALID_SYMLINK_TYPE", `Symlink type must be one of "dir", "file", or "junction". Received "${type}"`);
    }
    op("fs.symlink", { path: pathOf(target, "target"), dest: pathOf(path) });
  },
  link(existing, path) { op("fs.link", { path: pathOf(existing, "existingPath"), dest: pathOf(path, "newPath") }); },
  chmod(path, mode) {
    path = pathOf(path);
    op("fs.chmod", { path, mode: parseFileMode(mode, "mode") });
  },
  lchmod(path, mode) { sync.chmod(path, mode); },
  chown(path, uid, gid) { pathOf(path); validateInteger(uid, "uid", -1, 4294967295); validateInteger(gid, "gid", -1, 4294967295); },
  lchown(path, uid, gid) { sync.chown(path, uid, gid); },
  fchown(fd, uid, gid) { fdOf(fd); validateInteger(uid, "uid", -1, 4294967295); validateInteger(gid, "gid", -1, 4294967295); },
  utimes(path, atime, mtime) {
    path = pathOf(path);
    op("fs.utimes", { path, atime: timeOf(atime), mtime: timeOf(mtime) });
  },
  lutimes(path, atime, mtime) { sync.utimes(path, atime, mtime); },
  futimes(fd, atime, mtime) { op("fs.futimes", { fd: fdOf(fd), atime: timeOf(atime), mtime: timeOf(mtime) }); },
  fchmod(fd, mode) { op("fs.fchmod", { fd: fdOf(fd), mode: parseFileMode(mode, "mode") }); },
  truncate(path, len) {
    if (typeof path === "number") { sync.ftruncate(path, len); return; }
    path = pathOf(path);
    len ??= 0;
    validateInteger(len, "len");
    op("fs.truncate", { path, len: Math.max(0, len) });
  },
  ftruncate(fd, len) {
    fdOf(fd);
    len ??= 0;
    validateInteger(len, "len");
    op("fs.ftruncate", { fd, len: Math.max(0, len) });
  },
  open(path, flags, mode) {
    path = pathOf(path);
    const flag = flagOf(flags) || "r";
    return op("fs.open", { path, flag, mode: parseFileMode(mode, "mode", 0o666) });
  },
  close(fd) { op("fs.close", { fd: fdOf(fd) }); },
  fsync(fd) { op("fs.fsync", { fd: fdOf(fd) }); },
  fdatasync(fd) { op("fs.fsync", { fd: fdOf(fd) }); },
  // read(fd, buffer, offset, length, position) or read(fd, {buffer, ...}).
  read(fd, buffer, offset, length, position) {
    fdOf(fd);
    if (buffer && !ArrayBuffer.isView(buffer) && typeof buffer === "object") ({ buffer, offset, length, position } = buffer);
    if (offset && typeof offset === "object") ({ offset, length, position } = offset);
    buffer = bufferOf(buffer === undefined ? Buffer.alloc(16384) : buffer);
    if (offset === undefined || offset === null) offset = 0;
    else validateInteger(offset, "offset", 0);
    length = length === undefined ? buffer.byteLength - offset : length | 0;
    if (length === 0) return 0;
    if (buffer.byteLength === 0) throw ERR_INVALID_ARG_VALUE("buffer", buffer, "is empty and cannot be written");
    if (length < 0 || length > buffer.byteLength - offset) throw ERR_OUT_OF_RANGE("length", `<= ${buffer.byteLength - offset}`, length);
    let pos = -1;
    if (position !== null && position !== undefined && position !== -1) {
      if (typeof position === "bigint") pos = Number(position);
      else if (Number.isInteger(position)) pos = position;
      else throw ERR_INVALID_ARG_TYPE("position", ["bigint", "integer"], position);
    }
    const got = new Uint8Array(op("fs.read", { fd, length, position: pos }));
    new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).set(got, offset);
    return got.length;
  },
  write(fd, data, offsetOrPosition, lengthOrEncoding, position) {
    fdOf(fd);
    let b;
    if (typeof data === "string") {
      b = Buffer.from(data, typeof lengthOrEncoding === "string" ? lengthOrEncoding : "utf8");
      position = offsetOrPosition;
    } else if (ArrayBuffer.isView(data)) {
      const off = offsetOrPosition === undefined || offsetOrPosition === null ? 0 : offsetOrPosition;
      validateInteger(off, "offset", 0);
      const len = lengthOrEncoding === undefined ? data.byteLength - off : lengthOrEncoding;
      if (len < 0 || len > data.byteLength - off) throw ERR_OUT_OF_RANGE("length", `<= ${data.byteLength - off}`, len);
      b = new Uint8Array(data.buffer, data.byteOffset + off, len);
    } else {
      throw ERR_INVALID_ARG_TYPE("buffer", ["string", "Buffer", "TypedArray", "DataView"], data);
    }
    const pos = position === null || position === undefined || typeof position !== "number" ? -1 : position;
    return op("fs.write", { fd, position: pos }, bytes(b));
  },
};

export { encode, bytes, optionsOf, decoded, flagOf };
