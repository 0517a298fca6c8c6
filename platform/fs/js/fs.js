// node:fs — over the host (platform/fs): relative paths are the
// project's (process.cwd()), every path passes the extension's fs
// capability, errors carry Node's code, errno, syscall and path.
import { Buffer } from "node:buffer";
import { Readable, Writable } from "node:stream";
import { sync, constants, Stats, Dirent, pathOf, optionsOf, encode, bytes, decoded } from "./_fs.js";
import { codes, validateFunction, validateInteger, isArgumentError } from "node:internal/validators";
import { op, register, track, ioDone } from "node:internal/host";
import { createRequire } from "node:module";

const fs = {};

// Each sync operation, as xSync, as x(..., callback) and as promises.x.
// The callback form throws at once what Node throws at once (a callback
// that is not a function, an argument of the wrong type or value); the
// operation's own errors go to the callback.
function callbackForm(name, fn, shape) {
  return function (...args) {
    let cb = args[args.length - 1];
    if (typeof cb === "function") args.pop();
    else if (name === "close" && args.length <= 1) cb = () => {};
    else {
      // What Node names: the argument where the callback goes (for
      // readFile, writeFile and appendFile, the options' place too).
      validateFunction(fileForms.includes(name) ? args[fn.length] ?? args[fn.length - 1] : args[fn.length], "cb");
    }
    let result, error = null;
    try { result = fn(...args); } catch (e) {
      if (isArgumentError(e) || e.code === "ERR_FS_INVALID_SYMLINK_TYPE") throw e;
      error = e;
    }
    // Done now in the host, delivered as Node delivers I/O: in the
    // loop's next poll phase.
    ioDone(() => {
      if (shape === "exists") cb(result);
      else if (error) cb(error);
      else if (shape === "read") cb(null, result, args[1] instanceof Uint8Array ? args[1] : args[1] && args[1].buffer);
      else if (shape === "write" || shape === "vector") cb(null, result, args[1]);
      else cb(null, result);
    });
  };
}

const fileForms = ["readFile", "writeFile", "appendFile"];

const promises = {};
for (const [name, fn] of Object.entries(sync)) {
  fs[name + "Sync"] = fn;
  const shape = name === "exists" ? "exists" : name === "read" ? "read" : name === "write" ? "write" : "";
  fs[name] = callbackForm(name, fn, shape);
  if (name !== "exists" && name !== "read" && name !== "write" && name !== "close" && name !== "fsync" && name !== "fdatasync" && name !== "fstat" && name !== "ftruncate" && name !== "futimes" && name !== "fchmod") {
    promises[name] = (...args) => new Promise((resolve, reject) => {
      let result, error, failed = false;
      try { result = fn(...args); } catch (e) { error = e; failed = true; }
      ioDone(() => (failed ? reject(error) : resolve(result)));
    });
  }
}
fs.exists[Symbol.for("nodejs.util.promisify.custom")] = (p) => Promise.resolve(sync.exists(p));

// ---- FileHandle (fs.promises.open) ----------------------------------------

// A stream made on a FileHandle closes the handle when it closes itself.
const kHandle = Symbol("fileHandle"), kCloseSync = Symbol("closeSync");

class FileHandle {
  #fd;
  constructor(fd) { this.#fd = track(this, fd); }
  get fd() { return this.#fd; }
  async read(buffer, offset, length, position) {
    if (buffer && !(buffer instanceof Uint8Array) && typeof buffer === "object") ({ buffer, offset, length, position } = buffer);
    buffer = buffer || Buffer.alloc(16384);
    const bytesRead = sync.read(this.#fd, buffer, offset, length, position);
    return { bytesRead, buffer };
  }
  async write(data, offsetOrPosition, lengthOrEncoding, position) {
    const bytesWritten = sync.write(this.#fd, data, offsetOrPosition, lengthOrEncoding, position);
    return { bytesWritten, buffer: data };
  }
  async readv(buffers, position) { return { bytesRead: readvSync(this.#fd, buffers, position), buffers }; }
  async writev(buffers, position) { return { bytesWritten: writevSync(this.#fd, buffers, position), buffers }; }
  async readFile(options) { return sync.readFile(this.#fd, options); }
  async writeFile(data, options) { sync.writeFile(this.#fd, data, options); }
  async appendFile(data, options) { sync.appendFile(this.#fd, data, options); }
  async stat(options) { return sync.fstat(this.#fd, options); }
  async truncate(len) { sync.ftruncate(this.#fd, len); }
  async sync() { sync.fsync(this.#fd); }
  async datasync() { sync.fsync(this.#fd); }
  async chmod(mode) { sync.fchmod(this.#fd, mode); }
  async chown() {}
  async utimes(atime, mtime) { sync.futimes(this.#fd, atime, mtime); }
  async close() { this[kCloseSync](); }
  [kCloseSync]() { if (this.#fd >= 0) { const fd = this.#fd; this.#fd = -1; sync.close(fd); } }
  async [Symbol.asyncDispose]() { await this.close(); }
  // readLines is a readline interface over the file (readline is loaded
  // when first used, not with fs).
  readLines(options) {
    const readline = createRequire("/")("node:readline");
    return readline.createInterface({ input: this.createReadStream(options), crlfDelay: Infinity });
  }
  createReadStream(options) { return createReadStream(null, { ...options, fd: this }); }
  createWriteStream(options) { return createWriteStream(null, { ...options, fd: this }); }
}

promises.open = async (path, flags, mode) => new FileHandle(sync.open(path, flags, mode));
promises.opendir = async (path, options) => opendirSync(path, options);
promises.constants = constants;
promises.watch = () => { throw new Error("fs.promises.watch is not provided: extensions run only during calls"); };

// ---- streams ---------------------------------------------------------------

// ReadStream and WriteStream are functions, as Node's are: they may be
// called without new, or on an object made from their prototype
// (graceful-fs, under archiver, does ReadStream.apply(this, arguments)).
//
// Their arguments are checked before the stream is made, as Node does: a
// stream made starts opening its file (on the next tick), and one whose
// making then threw would fail the call with that open's error, nobody
// listening for it.
function ReadStream(path, options) {
  if (!(this instanceof ReadStream)) return new ReadStream(path, options);
  const o = optionsOf(options);
  const p = path === null ? undefined : pathOf(path);
  if (o.start !== undefined) validateInteger(o.start, "start", 0);
  if (o.end !== undefined && o.end !== Infinity) validateInteger(o.end, "end", 0);
  if (o.start !== undefined && o.end !== undefined && o.start > o.end) throw codes.ERR_OUT_OF_RANGE("start", `<= "end" (here: ${o.end})`, o.start);
  Readable.call(this, { highWaterMark: o.highWaterMark || 64 * 1024, encoding: o.encoding, signal: o.signal });
  this.path = p;
  this.fd = o.fd === undefined || o.fd === null ? null : (typeof o.fd === "object" ? o.fd.fd : o.fd);
  if (o.fd instanceof FileHandle) this[kHandle] = o.fd;
  this.flags = o.flags || "r";
  this.mode = o.mode;
  this.start = o.start;
  this.end = o.end === undefined ? Infinity : o.end;
  this.pos = this.start;
  this.bytesRead = 0;
  this.autoClose = o.autoClose !== false;
  this.pending = this.fd === null;
}
Object.setPrototypeOf(ReadStream.prototype, Readable.prototype);
Object.setPrototypeOf(ReadStream, Readable);
methods(ReadStream, {
  _construct(cb) { openFor(this, cb); },
  _read() {
    const n = this.readableHighWaterMark;
    try {
      const want = Math.min(n, this.end - (this.pos === undefined ? this.bytesRead : this.pos) + 1);
      if (want <= 0) { this.push(null); return; }
      const buf = Buffer.alloc(want);
      const got = sync.read(this.fd, buf, 0, want, this.pos === undefined ? null : this.pos);
      if (this.pos !== undefined) this.pos += got;
      this.bytesRead += got;
      // Later, as a read from the file system comes in Node: one chunk a
      // poll phase.
      ioDone(() => this.push(got > 0 ? buf.subarray(0, got) : null));
    } catch (e) { this.destroy(e); }
  },
  _destroy(err, cb) { closeFor(this, err, cb); },
  close(cb) { this.destroy(); if (cb) this.once("close", cb); },
});

function WriteStream(path, options) {
  if (!(this instanceof WriteStream)) return new WriteStream(path, options);
  const o = optionsOf(options);
  const p = path === null ? undefined : pathOf(path);
  if (o.start !== undefined) validateInteger(o.start, "start", 0);
  Writable.call(this, { highWaterMark: o.highWaterMark, decodeStrings: true, signal: o.signal });
  this.path = p;
  this.fd = o.fd === undefined || o.fd === null ? null : (typeof o.fd === "object" ? o.fd.fd : o.fd);
  if (o.fd instanceof FileHandle) this[kHandle] = o.fd;
  this.flags = o.flags || "w";
  this.mode = o.mode;
  this.pos = o.start;
  this.bytesWritten = 0;
  this.autoClose = o.autoClose !== false;
  this.pending = this.fd === null;
  this._defaultEncoding = o.encoding || "utf8";
}
Object.setPrototypeOf(WriteStream.prototype, Writable.prototype);
Object.setPrototypeOf(WriteStream, Writable);
methods(WriteStream, {
  _construct(cb) { openFor(this, cb); },
  _write(chunk, encoding, cb) {
    try {
      const n = sync.write(this.fd, chunk, 0, chunk.length, this.pos === undefined ? null : this.pos);
      if (this.pos !== undefined) this.pos += n;
      this.bytesWritten += n;
      cb();
    } catch (e) { cb(e); }
  },
  _destroy(err, cb) { closeFor(this, err, cb); },
  close(cb) { this.end(); if (cb) this.once("close", cb); },
});

// methods puts methods on C's prototype as a class would: not enumerable.
function methods(C, list) {
  for (const [name, fn] of Object.entries(list)) {
    Object.defineProperty(C.prototype, name, { value: fn, writable: true, configurable: true, enumerable: false });
  }
}

// openFor opens a stream's file unless it was given a descriptor.
function openFor(stream, cb) {
  if (stream.fd !== null) { cb(); return; }
  try {
    stream.fd = sync.open(stream.path, stream.flags, stream.mode);
    stream.pending = false;
    stream.emit("open", stream.fd);
    stream.emit("ready");
    cb();
  } catch (e) { cb(e); }
}

function closeFor(stream, err, cb) {
  if (stream.autoClose && stream.fd !== null && stream.fd >= 0) {
    try { stream[kHandle] ? stream[kHandle][kCloseSync]() : sync.close(stream.fd); } catch {}
    stream.fd = -1;
  }
  cb(err); // the stream emits "close" once, after this (emitClose)
}

function createReadStream(path, options) { return new ReadStream(path, options); }
function createWriteStream(path, options) { return new WriteStream(path, options); }

// ---- Dir -------------------------------------------------------------------

class Dir {
  #entries; #i = 0;
  constructor(path, entries) { this.path = path; this.#entries = entries; }
  readSync() { return this.#i < this.#entries.length ? this.#entries[this.#i++] : null; }
  read(cb) { const v = this.readSync(); if (cb) ioDone(() => cb(null, v)); else return Promise.resolve(v); }
  closeSync() {}
  close(cb) { if (cb) ioDone(() => cb(null)); else return Promise.resolve(); }
  async *[Symbol.asyncIterator]() { for (let d; (d = this.readSync()) !== null;) yield d; }
  *[Symbol.iterator]() { for (let d; (d = this.readSync()) !== null;) yield d; }
}

function opendirSync(path, options) {
  return new Dir(pathOf(path), sync.readdir(path, { withFileTypes: true, recursive: !!optionsOf(options).recursive }));
}

// readv and writev read into, and write from, several buffers in turn: at
// position and on (or at the file's own position when it is not a number).
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
const readvSync = (fd, buffers, position) => vector(fd, buffers, position, sync.read);
const writevSync = (fd, buffers, position) => vector(fd, buffers, position, sync.write);

function validateArrayBufferViews(buffers) {
  if (!Array.isArray(buffers) || !buffers.every((b) => ArrayBuffer.isView(b))) throw codes.ERR_INVALID_ARG_TYPE("buffers", "ArrayBufferView[]", buffers);
}

const notProvided = (what) => () => { throw new Error(`fs.${what} is not provided: extensions run only during calls`); };

Object.assign(fs, {
  constants, Stats, Dirent, Dir, ReadStream, WriteStream, FileReadStream: ReadStream, FileWriteStream: WriteStream,
  createReadStream, createWriteStream, opendirSync, promises,
  opendir: callbackForm("opendir", opendirSync, ""),
  watch: notProvided("watch"), watchFile: notProvided("watchFile"), unwatchFile: () => {},
  F_OK: 0, R_OK: 4, W_OK: 2, X_OK: 1,
  readvSync, writevSync,
  readv: callbackForm("readv", readvSync, "vector"),
  writev: callbackForm("writev", writevSync, "vector"),
});
fs.realpathSync.native = fs.realpathSync;
fs.realpath.native = fs.realpath;

export default register("fs", fs);
