// The file system for node:fs and node:fs/promises: each operation is
// defined once, over the host's (platform/fs.go), and made into its sync,
// callback and promise forms. The host does the work on the extension's own
// instance; the callback and promise forms settle on a later tick, as in
// Node.
import { Buffer } from "node:buffer";
import { op } from "./_host.js";

function argTypeError(name, expected, value) {
  const e = new TypeError(`The "${name}" argument must be ${expected}. Received ${value === null ? "null" : typeof value}`);
  e.code = "ERR_INVALID_ARG_TYPE";
  return e;
}

// pathOf accepts a string, a Buffer or a file: URL, as Node does.
export function pathOf(p, name = "path") {
  if (typeof p === "string") return p;
  if (p instanceof URL) {
    if (p.protocol !== "file:") { const e = new TypeError("The URL must be of scheme file"); e.code = "ERR_INVALID_URL_SCHEME"; throw e; }
    return decodeURIComponent(p.pathname);
  }
  if (p instanceof Uint8Array) return Buffer.from(p).toString();
  throw argTypeError(name, "of type string or an instance of Buffer or URL", p);
}

const optionsOf = (o) => (typeof o === "string" ? { encoding: o } : o && typeof o === "object" ? o : {});

function encode(data, encoding) {
  if (typeof data === "string") return Buffer.from(data, encoding || "utf8");
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  throw argTypeError("data", "of type string or an instance of Buffer, TypedArray, or DataView", data);
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

function flagOf(flags) {
  if (typeof flags === "string" || flags === undefined) return flags;
  // Numeric flags, to Node's strings.
  const acc = flags & 3, creat = flags & 64, excl = flags & 128, trunc = flags & 512, app = flags & 1024;
  if (app) return (excl ? "ax" : "a") + (acc === 2 ? "+" : "");
  if (acc === 0) return "r";
  if (acc === 2 && !creat) return "r+";
  return (excl ? "wx" : trunc || creat ? "w" : "r") + (acc === 2 ? "+" : "");
}

function timeOf(t) {
  if (t instanceof Date) return t.getTime() / 1000;
  if (typeof t === "string") return Number(t);
  return Number(t);
}

export const sync = {
  readFile(path, options) {
    const o = optionsOf(options);
    if (typeof path === "number") return decoded(op("fs.readFD", { fd: path, encoding: o.encoding }), o.encoding);
    return decoded(op("fs.readFile", { path: pathOf(path), encoding: o.encoding, flag: o.flag }), o.encoding);
  },
  writeFile(path, data, options) {
    const o = optionsOf(options);
    if (typeof path === "number") { op("fs.write", { fd: path }, bytes(encode(data, o.encoding))); return; }
    op("fs.writeFile", { path: pathOf(path), flag: o.flag || "w", mode: o.mode }, bytes(encode(data, o.encoding)));
  },
  appendFile(path, data, options) {
    const o = optionsOf(options);
    if (typeof path === "number") { op("fs.write", { fd: path }, bytes(encode(data, o.encoding))); return; }
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
    const names = r === "" ? [] : r.split("\0"); // NUL-separated (see opReaddir)
    return o.encoding === "buffer" ? names.map((n) => Buffer.from(n)) : names;
  },
  mkdir(path, options) {
    const o = typeof options === "number" ? { mode: options } : optionsOf(options);
    const r = op("fs.mkdir", { path: pathOf(path), recursive: !!o.recursive, mode: typeof o.mode === "string" ? parseInt(o.mode, 8) : o.mode });
    return r === null ? undefined : r;
  },
  rm(path, options) {
    const o = optionsOf(options);
    op("fs.rm", { path: pathOf(path), recursive: !!o.recursive, force: !!o.force });
  },
  rmdir(path, options) {
    op("fs.rmdir", { path: pathOf(path), recursive: !!optionsOf(options).recursive });
  },
  unlink(path) { op("fs.unlink", { path: pathOf(path) }); },
  rename(from, to) { op("fs.rename", { path: pathOf(from, "oldPath"), dest: pathOf(to, "newPath") }); },
  copyFile(from, to, mode) { op("fs.copyFile", { path: pathOf(from, "src"), dest: pathOf(to, "dest"), mode: mode | 0 }); },
  cp(from, to, options) {
    const o = optionsOf(options);
    if (typeof o.filter === "function") throw new Error("fs.cp: the filter option is not provided");
    op("fs.cp", { path: pathOf(from, "src"), dest: pathOf(to, "dest"), recursive: !!o.recursive,
      force: o.force !== false, errorOnExist: !!o.errorOnExist });
  },
  access(path, mode) { op("fs.access", { path: pathOf(path), mode: mode | 0 }); },
  exists(path) {
    try { op("fs.access", { path: pathOf(path), mode: 0 }); return true; } catch { return false; }
  },
  realpath(path, options) {
    const o = optionsOf(options);
    const r = op("fs.realpath", { path: pathOf(path) });
    return o.encoding === "buffer" ? Buffer.from(r) : r;
  },
  mkdtemp(prefix) { return op("fs.mkdtemp", { prefix: pathOf(prefix, "prefix") }); },
  readlink(path) { return op("fs.readlink", { path: pathOf(path) }); },
  symlink(target, path) { op("fs.symlink", { path: pathOf(target, "target"), dest: pathOf(path) }); },
  link(existing, path) { op("fs.link", { path: pathOf(existing, "existingPath"), dest: pathOf(path, "newPath") }); },
  chmod(path, mode) { op("fs.chmod", { path: pathOf(path), mode: typeof mode === "string" ? parseInt(mode, 8) : mode }); },
  lchmod(path, mode) { sync.chmod(path, mode); },
  chown() {},
  lchown() {},
  fchown() {},
  utimes(path, atime, mtime) { op("fs.utimes", { path: pathOf(path), atime: timeOf(atime), mtime: timeOf(mtime) }); },
  lutimes(path, atime, mtime) { sync.utimes(path, atime, mtime); },
  futimes(fd, atime, mtime) { op("fs.futimes", { fd, atime: timeOf(atime), mtime: timeOf(mtime) }); },
  fchmod(fd, mode) { op("fs.fchmod", { fd, mode: typeof mode === "string" ? parseInt(mode, 8) : mode }); },
  truncate(path, len) {
    if (typeof path === "number") { op("fs.ftruncate", { fd: path, len: len | 0 }); return; }
    op("fs.truncate", { path: pathOf(path), len: len | 0 });
  },
  ftruncate(fd, len) { op("fs.ftruncate", { fd, len: len | 0 }); },
  open(path, flags, mode) {
    return op("fs.open", { path: pathOf(path), flag: flagOf(flags) || "r", mode: typeof mode === "string" ? parseInt(mode, 8) : mode });
  },
  close(fd) { op("fs.close", { fd }); },
  fsync(fd) { op("fs.fsync", { fd }); },
  fdatasync(fd) { op("fs.fsync", { fd }); },
  // read(fd, buffer, offset, length, position) or read(fd, {buffer, ...}).
  read(fd, buffer, offset, length, position) {
    if (buffer && !(buffer instanceof Uint8Array) && typeof buffer === "object") ({ buffer, offset, length, position } = buffer);
    if (offset && typeof offset === "object") ({ offset, length, position } = offset);
    buffer = buffer || Buffer.alloc(16384);
    offset = offset | 0;
    length = length === undefined ? buffer.byteLength - offset : length;
    const pos = position === null || position === undefined ? -1 : Number(position);
    const got = new Uint8Array(op("fs.read", { fd, length, position: pos }));
    new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).set(got, offset);
    return got.length;
  },
  write(fd, data, offsetOrPosition, lengthOrEncoding, position) {
    let b;
    if (typeof data === "string") {
      b = Buffer.from(data, typeof lengthOrEncoding === "string" ? lengthOrEncoding : "utf8");
      position = offsetOrPosition;
    } else {
      const off = offsetOrPosition | 0;
      const len = lengthOrEncoding === undefined ? data.byteLength - off : lengthOrEncoding;
      b = new Uint8Array(data.buffer, data.byteOffset + off, len);
    }
    const pos = position === null || position === undefined ? -1 : Number(position);
    return op("fs.write", { fd, position: pos }, bytes(b));
  },
};

export { encode, bytes, optionsOf, decoded, argTypeError };
