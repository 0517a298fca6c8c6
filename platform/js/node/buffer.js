// node:buffer — Buffer from the buffer package (pinned), with what it
// lacks of Node's: the base64url encoding, Node's checks and errors
// (ERR_OUT_OF_RANGE, ERR_BUFFER_OUT_OF_BOUNDS, ... with Node's messages),
// fill done natively (TypedArray fill and copyWithin, not a byte at a
// time), and transcode.
import * as npm from "buffer/";
import { op } from "node:internal/host";
import { codes, nodeError } from "node:internal/validators";

const { Buffer, SlowBuffer, kMaxLength, INSPECT_MAX_BYTES } = npm;
const P = Buffer.prototype;

// ---- Node's errors -----------------------------------------------------------

// The largest size and offset Node's messages name.
const maxLength = 2 ** 32;

const { ERR_INVALID_ARG_TYPE, ERR_OUT_OF_RANGE, ERR_BUFFER_OUT_OF_BOUNDS, ERR_UNKNOWN_ENCODING, ERR_INVALID_ARG_VALUE } = codes;

// Node's errors (prelude/nodeerrors.js) by the names used here.
const argType = (name, expected, value) => ERR_INVALID_ARG_TYPE(name, expected, value);
const outOfRange = (name, range, value) => ERR_OUT_OF_RANGE(name, range, value);
const outOfBounds = () => ERR_BUFFER_OUT_OF_BOUNDS();

// checkAt checks that n bytes at offset are inside buf, as Node's reads
// and writes do: a number, an integer, in range.
function checkAt(buf, offset, n, name = "offset") {
  if (typeof offset !== "number") throw argType(name, "number", offset);
  if (offset >= 0 && offset + n <= buf.length && Math.floor(offset) === offset) return;
  if (Math.floor(offset) !== offset) throw outOfRange(name, "an integer", offset);
  if (buf.length - n < 0) throw outOfBounds();
  throw outOfRange(name, `>= 0 and <= ${buf.length - n}`, offset);
}

// checkByteLength checks readUIntLE's and its kin's byteLength: 1 to 6.
function checkByteLength(n) {
  if (n >= 1 && n <= 6 && Math.floor(n) === n) return;
  if (typeof n !== "number") throw argType("byteLength", "number", n);
  if (Math.floor(n) !== n) throw outOfRange("byteLength", "an integer", n);
  throw outOfRange("byteLength", ">= 1 and <= 6", n);
}

// checkValue checks an integer write's value for n bytes.
function checkValue(value, n, signed) {
  const bits = 8 * n;
  const min = signed ? -(2 ** (bits - 1)) : 0, max = signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  if (value >= min && value <= max) return;
  if (!(value > max || value < min)) return; // NaN is written as 0, as in Node
  const range = n > 4
    ? (signed ? `>= -(2 ** ${bits - 1}) and < 2 ** ${bits - 1}` : `>= 0 and < 2 ** ${bits}`)
    : `>= ${min} and <= ${max}`;
  throw outOfRange("value", range, value);
}

// checkOffset is Node's check of a fill's or a write's offset or end: an
// integer from min to max.
function checkOffset(value, name, min = 0, max = maxLength) {
  if (typeof value !== "number") throw argType(name, "number", value);
  if (Math.floor(value) !== value) throw outOfRange(name, "an integer", value);
  if (value < min || value > max) throw outOfRange(name, `>= ${min} && <= ${max}`, value);
}

function checkSize(size) {
  if (typeof size !== "number") throw argType("size", "number", size);
  if (!(size >= 0 && size <= maxLength)) throw outOfRange("size", `>= 0 && <= ${maxLength}`, size);
}

const unknownEncoding = ERR_UNKNOWN_ENCODING;

// ---- reads and writes of numbers ---------------------------------------------

const named = (name, fn) => Object.defineProperty(fn, "name", { value: name });

// Each is the package's, given an offset checked as Node checks it (the
// package's own checks, with other messages, are skipped: noAssert).
const sizes = { Int8: 1, Int16LE: 2, Int16BE: 2, Int32LE: 4, Int32BE: 4, FloatLE: 4, FloatBE: 4, DoubleLE: 8, DoubleBE: 8 };
for (const [type, n] of Object.entries({ ...sizes, UInt8: 1, UInt16LE: 2, UInt16BE: 2, UInt32LE: 4, UInt32BE: 4 })) {
  const read = P["read" + type], write = P["write" + type];
  const integer = !type.startsWith("Float") && !type.startsWith("Double"), signed = type.startsWith("Int");
  const r = named("read" + type, function (offset = 0) {
    checkAt(this, offset, n);
    return read.call(this, offset, true);
  });
  const w = named("write" + type, function (value, offset = 0) {
    value = +value;
    if (integer && n === 1) {
      if (typeof offset !== "number") throw argType("offset", "number", offset);
      checkValue(value, n, signed);
    } else if (integer) checkValue(value, n, signed);
    checkAt(this, offset, n);
    return write.call(this, value, offset, true);
  });
  P["read" + type] = r;
  P["write" + type] = w;
  if (type.startsWith("UInt")) {
    P["readUint" + type.slice(4)] = r;
    P["writeUint" + type.slice(4)] = w;
  }
}
for (const type of ["UIntLE", "UIntBE", "IntLE", "IntBE"]) {
  const read = P["read" + type], write = P["write" + type];
  const signed = type.startsWith("Int");
  const r = named("read" + type, function (offset, byteLength) {
    if (offset === undefined) throw argType("offset", "number", offset);
    checkByteLength(byteLength);
    checkAt(this, offset, byteLength);
    return read.call(this, offset, byteLength, true);
  });
  const w = named("write" + type, function (value, offset, byteLength) {
    value = +value;
    checkByteLength(byteLength);
    if (byteLength === 1 && typeof offset !== "number") throw argType("offset", "number", offset);
    checkValue(value, byteLength, signed);
    checkAt(this, offset, byteLength);
    return write.call(this, value, offset, byteLength, true);
  });
  P["read" + type] = r;
  P["write" + type] = w;
  if (type.startsWith("UInt")) {
    P["readUint" + type.slice(4)] = r;
    P["writeUint" + type.slice(4)] = w;
  }
}

// ---- sizes, fill, copy, write ------------------------------------------------

const { alloc, allocUnsafe, allocUnsafeSlow } = Buffer;
Buffer.alloc = function (size, value, encoding) {
  checkSize(size);
  const b = alloc(size);
  if (value !== undefined && value !== 0 && b.length > 0) fill(b, value, 0, b.length, encoding);
  return b;
};
Buffer.allocUnsafe = function (size) { checkSize(size); return allocUnsafe(size); };
Buffer.allocUnsafeSlow = function (size) { checkSize(size); return allocUnsafeSlow(size); };

// encodingOf is Node's name of an encoding, or undefined.
function encodingOf(e) {
  if (e === undefined || e === null || e === "") return "utf8";
  switch (String(e).toLowerCase()) {
    case "utf8": case "utf-8": return "utf8";
    case "ucs2": case "ucs-2": case "utf16le": case "utf-16le": return "utf16le";
    case "latin1": case "binary": return "latin1";
    case "ascii": return "ascii";
    case "hex": return "hex";
    case "base64": return "base64";
    case "base64url": return "base64url";
  }
  return undefined;
}

// fill is Node's: a number (or a one-byte string) by TypedArray fill, any
// other pattern written once and doubled with copyWithin.
function fill(buf, value, offset, end, encoding) {
  let enc;
  if (typeof value === "string") {
    if (typeof offset === "string") { encoding = offset; offset = 0; end = buf.length; }
    else if (typeof end === "string") { encoding = end; end = buf.length; }
    enc = encodingOf(encoding);
    if (enc === undefined) {
      if (typeof encoding !== "string") throw argType("encoding", "string", encoding);
      throw unknownEncoding(encoding);
    }
    if (value.length === 0) value = 0;
    else if (value.length === 1) {
      const c = value.charCodeAt(0);
      if ((enc === "utf8" && c < 128) || enc === "latin1") value = c;
    }
  }
  if (offset === undefined) {
    offset = 0;
    end = buf.length;
  } else {
    checkOffset(offset, "offset");
    if (end === undefined) end = buf.length;
    else checkOffset(end, "end", 0, buf.length);
  }
  if (offset >= end) return buf;
  let bytes;
  if (typeof value === "string") {
    bytes = Buffer.from(value, enc);
    if (bytes.length === 0) throw ERR_INVALID_ARG_VALUE("value", value);
  } else if (ArrayBuffer.isView(value)) {
    bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    if (bytes.length === 0) throw ERR_INVALID_ARG_VALUE("value", value);
  } else {
    Uint8Array.prototype.fill.call(buf, typeof value === "number" ? value : value & 255, offset, end);
    return buf;
  }
  if (bytes.length === 1) {
    Uint8Array.prototype.fill.call(buf, bytes[0], offset, end);
    return buf;
  }
  const n = end - offset;
  let done = Math.min(bytes.length, n);
  Uint8Array.prototype.set.call(buf, done === bytes.length ? bytes : bytes.subarray(0, done), offset);
  while (done < n) {
    const k = Math.min(done, n - done);
    Uint8Array.prototype.copyWithin.call(buf, offset + done, offset, offset + k);
    done += k;
  }
  return buf;
}
P.fill = named("fill", function (value, offset, end, encoding) { return fill(this, value, offset, end, encoding); });

// integer is Node's reading of copy's positions: a number, floored; NaN
// and what is not a number are the default.
function integer(v, otherwise) {
  v = +v;
  if (Number.isNaN(v) || v < Number.MIN_SAFE_INTEGER || v > Number.MAX_SAFE_INTEGER) return otherwise;
  return Math.floor(v);
}

P.copy = function copy(target, targetStart, sourceStart, sourceEnd) {
  if (!(target instanceof Uint8Array)) throw argType("target", ["Buffer", "Uint8Array"], target);
  targetStart = targetStart === undefined ? 0 : integer(targetStart, 0);
  if (targetStart < 0) throw outOfRange("targetStart", ">= 0", targetStart);
  sourceStart = sourceStart === undefined ? 0 : integer(sourceStart, 0);
  if (sourceStart < 0 || sourceStart > this.length) throw outOfRange("sourceStart", `>= 0 && <= ${this.length}`, sourceStart);
  sourceEnd = sourceEnd === undefined ? this.length : integer(sourceEnd, 0);
  if (sourceEnd < 0) throw outOfRange("sourceEnd", ">= 0", sourceEnd);
  if (targetStart >= target.length || sourceStart >= sourceEnd) return 0;
  const n = Math.min(sourceEnd - sourceStart, target.length - targetStart, this.length - sourceStart);
  Uint8Array.prototype.set.call(target, this.subarray(sourceStart, sourceStart + n), targetStart);
  return n;
};

const packageWrite = P.write;
// write is the package's, with base64url.
function write(string, offset, length, encoding) {
  if (isBase64url(encoding)) return packageWrite.call(this, toBase64(string), offset, length, "base64");
  return packageWrite.call(this, string, offset, length, encoding);
}
P.write = function (string, offset, length, encoding) {
  if (typeof string !== "string") throw nodeError(TypeError, "ERR_INVALID_ARG_TYPE", "argument must be a string");
  if (offset === undefined) return write.call(this, string, 0, this.length, "utf8");
  if (length === undefined && typeof offset === "string") return write.call(this, string, 0, this.length, offset);
  checkOffset(offset, "offset", 0, this.length);
  const room = this.length - offset;
  if (length === undefined) length = room;
  else if (typeof length === "string") { encoding = length; length = room; }
  else {
    checkOffset(length, "length", 0, this.length);
    length = Math.min(length, room);
  }
  return write.call(this, string, offset, length, encoding);
};

const concat = Buffer.concat;
Buffer.concat = function (list, length) {
  if (!Array.isArray(list)) throw argType("list", "Array", list);
  for (let i = 0; i < list.length; i++) {
    if (!(list[i] instanceof Uint8Array)) throw argType(`list[${i}]`, ["Buffer", "Uint8Array"], list[i]);
  }
  if (length !== undefined) checkOffset(length, "length");
  return concat(list, length);
};

// equals and compare take a Uint8Array as Node's do (as the other buffer,
// and as this); indexOf checks its value as Node's does.
const packageCompare = Buffer.compare;
const isBytes = (b) => b instanceof Uint8Array;
P.equals = function equals(otherBuffer) {
  if (!isBytes(otherBuffer)) throw argType("otherBuffer", ["Buffer", "Uint8Array"], otherBuffer);
  if (this === otherBuffer) return true;
  return this.byteLength === otherBuffer.byteLength && packageCompare(this, otherBuffer) === 0;
};
const compareMethod = P.compare;
P.compare = function compare(target, ...rest) {
  if (!isBytes(target)) throw argType("target", ["Buffer", "Uint8Array"], target);
  const self = Buffer.isBuffer(this) ? this : Buffer.from(this.buffer, this.byteOffset, this.byteLength);
  return compareMethod.call(self, Buffer.isBuffer(target) ? target : Buffer.from(target.buffer, target.byteOffset, target.byteLength), ...rest);
};
Buffer.compare = function compare(buf1, buf2) {
  if (!isBytes(buf1)) throw argType("buf1", ["Buffer", "Uint8Array"], buf1);
  if (!isBytes(buf2)) throw argType("buf2", ["Buffer", "Uint8Array"], buf2);
  return packageCompare(buf1, buf2);
};
for (const name of ["indexOf", "lastIndexOf", "includes"]) {
  const method = P[name];
  P[name] = named(name, function (value, byteOffset, encoding) {
    if (typeof value !== "number" && typeof value !== "string" && !isBytes(value)) {
      throw argType("value", ["number", "string", "Buffer", "Uint8Array"], value);
    }
    const asBuffer = (b) => (Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength));
    return method.call(asBuffer(this), isBytes(value) ? asBuffer(value) : value, byteOffset, encoding);
  });
}

// ---- encodings ---------------------------------------------------------------

const toBase64 = (s) => s.replace(/-/g, "+").replace(/_/g, "/");
// base64url is looked for by its length first: a lower-cased copy of every
// encoding's name was most of a short toString.
const isBase64url = (e) => typeof e === "string" && e.length === 9 && e.toLowerCase() === "base64url";
const toBase64url = (s) => s.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

const from = Buffer.from;
Buffer.from = function (value, encodingOrOffset, length) {
  if (typeof value === "string" && isBase64url(encodingOrOffset)) {
    return from.call(Buffer, toBase64(value), "base64");
  }
  const firstArgument = () => argType("first argument", ["string", "Buffer", "ArrayBuffer", "Array", "Array-like Object"], value);
  if (typeof value !== "string" && (typeof value !== "object" || value === null)) throw firstArgument();
  try {
    return from.call(Buffer, value, encodingOrOffset, length);
  } catch (e) {
    if (e instanceof TypeError && e.code === undefined && /first argument/.test(e.message)) throw firstArgument();
    throw e;
  }
};
const toString = P.toString;
P.toString = function (encoding, start, end) {
  if ((encoding === undefined || (typeof encoding === "string" && encoding.length <= 6)) && this instanceof Uint8Array) {
    const s = text(this, encoding, start, end);
    if (s !== undefined) return s;
  }
  if (isBase64url(encoding)) {
    return toBase64url(toString.call(this, "base64", start, end));
  }
  return toString.call(this, encoding, start, end);
};

// text is toString in UTF-8, Latin-1 or ASCII, the range worked out as the
// package does, straight to where the package's way ends five calls deep:
// fromCharCode for a short Latin-1 range, the host for the others (a loop
// over the bytes in JavaScript costs more than the host call). Parsers
// such as HTTP's call it for every line. undefined for other encodings.
const textEncodings = new Map([["utf8", "utf8"], ["utf-8", "utf8"], ["latin1", "latin1"], ["binary", "latin1"], ["ascii", "ascii"]]);
function text(buf, encoding, start, end) {
  const length = buf.length;
  if (length === 0) return "";
  const enc = encoding === undefined ? "utf8" : textEncodings.get(encoding);
  if (enc === undefined) return undefined;
  if (start === undefined || start < 0) start = 0;
  if (start > length) return "";
  if (end === undefined || end > length) end = length;
  if (end <= 0) return "";
  end >>>= 0;
  start >>>= 0;
  if (end <= start) return "";
  const bytes = new Uint8Array(buf.buffer, buf.byteOffset + start, end - start);
  if (enc === "latin1" && bytes.length <= 64) return String.fromCharCode.apply(null, bytes);
  return op("buffer.toString", enc, bytes);
}

const isEncoding = Buffer.isEncoding;
Buffer.isEncoding = (e) => isBase64url(e) || isEncoding(e);
const byteLength = Buffer.byteLength;
Buffer.byteLength = function (s, encoding) {
  if (typeof s !== "string" && !ArrayBuffer.isView(s) && !(s instanceof ArrayBuffer)) {
    throw argType("string", ["string", "Buffer", "ArrayBuffer"], s);
  }
  if (typeof s === "string" && isBase64url(encoding)) {
    return byteLength(toBase64(s), "base64");
  }
  return byteLength(s, encoding);
};

// transcode re-encodes bytes from one of Node's text encodings (utf8,
// utf16le, latin1, ascii) to another, as Node's (ICU's) does: what the
// target cannot hold is "?"; UTF-8 that is not valid is an error into
// UTF-16 and U+FFFD or "?" otherwise; a lone surrogate is an error into
// UTF-8; ascii's high bytes are U+FFFD, but Latin-1 into UTF-16.
function transcodeError(code, errno) {
  const e = new Error(`Unable to transcode Buffer [${code}]`);
  e.code = code;
  e.errno = errno;
  return e;
}

function transcode(source, fromEnc, toEnc) {
  if (!(source instanceof Uint8Array)) throw argType("source", ["Buffer", "Uint8Array"], source);
  const norm = (e) => { const n = encodingOf(e); return n === "utf8" || n === "utf16le" || n === "latin1" || n === "ascii" ? n : undefined; };
  const f = fromEnc === undefined ? undefined : norm(fromEnc), t = toEnc === undefined ? undefined : norm(toEnc);
  if (f === undefined || t === undefined) throw transcodeError("U_ILLEGAL_ARGUMENT_ERROR", 1);
  const src = Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  if (src.length === 0) return Buffer.alloc(0);
  let text;
  switch (f) {
    case "utf8":
      if (t === "utf16le") {
        try { text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(src); }
        catch { throw transcodeError("U_INVALID_CHAR_FOUND", 10); }
      } else text = src.toString("utf8");
      break;
    case "utf16le": {
      const units = new Uint16Array(src.length >> 1);
      for (let i = 0; i < units.length; i++) units[i] = src[2 * i] | (src[2 * i + 1] << 8);
      let s = "";
      for (let i = 0; i < units.length; i += 4096) s += String.fromCharCode.apply(null, units.subarray(i, i + 4096));
      if (t === "utf8") {
        if (!s.isWellFormed()) throw transcodeError("U_INVALID_CHAR_FOUND", 10);
      } else if (t === "utf16le") {
        s = s.toWellFormed() + (src.length % 2 ? "\ufffd" : "");
      }
      text = s;
      break;
    }
    case "latin1":
      text = src.toString("latin1");
      break;
    case "ascii":
      text = t === "utf16le" ? src.toString("latin1") : src.toString("latin1").replace(/[\x80-\xff]/g, "\ufffd");
      break;
  }
  if (t === "utf8" || t === "utf16le") return Buffer.from(text, t);
  // latin1, ascii: a byte per code point; what does not fit is "?".
  const top = t === "latin1" ? 0xff : 0x7f;
  const out = Buffer.allocUnsafe(text.length);
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0);
    out[n++] = c <= top && !(c >= 0xd800 && c <= 0xdfff) ? c : 0x3f;
  }
  return out.subarray(0, n);
}

// As in Node, Buffer is a global once anything has it.
if (typeof globalThis.Buffer === "undefined") {
  Object.defineProperty(globalThis, "Buffer", { value: Buffer, writable: true, configurable: true, enumerable: false });
}

export default {
  Buffer, SlowBuffer, kMaxLength, INSPECT_MAX_BYTES, transcode,
  get Blob() { return globalThis.Blob; },
  get File() { return globalThis.File; },
  constants: { MAX_LENGTH: kMaxLength, MAX_STRING_LENGTH: (1 << 30) - 25 },
  atob: globalThis.atob, btoa: globalThis.btoa,
  isUtf8(input) {
    try { new TextDecoder("utf-8", { fatal: true }).decode(input); return true; } catch { return false; }
  },
  isAscii(input) { return Buffer.from(input).every((b) => b < 128); },
};
