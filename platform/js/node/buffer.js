// node:buffer — Buffer from the buffer package (pinned), with what it
// lacks of Node's: the base64url encoding.
import * as npm from "buffer/";

const { Buffer, SlowBuffer, kMaxLength, INSPECT_MAX_BYTES } = npm;

const toBase64 = (s) => s.replace(/-/g, "+").replace(/_/g, "/");
const toBase64url = (s) => s.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

const from = Buffer.from;
Buffer.from = function (value, encodingOrOffset, length) {
  if (typeof value === "string" && typeof encodingOrOffset === "string" && encodingOrOffset.toLowerCase() === "base64url") {
    return from.call(Buffer, toBase64(value), "base64");
  }
  return from.call(Buffer, value, encodingOrOffset, length);
};
const toString = Buffer.prototype.toString;
Buffer.prototype.toString = function (encoding, start, end) {
  if (typeof encoding === "string" && encoding.toLowerCase() === "base64url") {
    return toBase64url(toString.call(this, "base64", start, end));
  }
  return toString.call(this, encoding, start, end);
};
const isEncoding = Buffer.isEncoding;
Buffer.isEncoding = (e) => (typeof e === "string" && e.toLowerCase() === "base64url") || isEncoding(e);
const byteLength = Buffer.byteLength;
Buffer.byteLength = function (s, encoding) {
  if (typeof s === "string" && typeof encoding === "string" && encoding.toLowerCase() === "base64url") {
    return byteLength(toBase64(s), "base64");
  }
  return byteLength(s, encoding);
};

// As in Node, Buffer is a global once anything has it.
if (typeof globalThis.Buffer === "undefined") {
  Object.defineProperty(globalThis, "Buffer", { value: Buffer, writable: true, configurable: true, enumerable: false });
}

export default {
  Buffer, SlowBuffer, kMaxLength, INSPECT_MAX_BYTES,
  constants: { MAX_LENGTH: kMaxLength, MAX_STRING_LENGTH: (1 << 30) - 25 },
  atob: globalThis.atob, btoa: globalThis.btoa,
  isUtf8(input) {
    try { new TextDecoder("utf-8", { fatal: true }).decode(input); return true; } catch { return false; }
  },
  isAscii(input) { return Buffer.from(input).every((b) => b < 128); },
};
