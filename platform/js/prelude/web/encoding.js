// TextEncoder, TextDecoder, atob, btoa.
import { op } from "../host.js";
import { isBufferSource, bufferOf } from "./bytes.js";

export class TextEncoder {
  get encoding() { return "utf-8"; }
  encode(input = "") {
    return new Uint8Array(op("utf8.encode", JSON.stringify(String(input))));
  }
  encodeInto(source, destination) {
    const bytes = this.encode(source);
    // Write only whole characters that fit.
    let written = bytes.length;
    if (written > destination.length) {
      written = destination.length;
      while (written > 0 && (bytes[written] & 0xc0) === 0x80) written--;
    }
    destination.set(bytes.subarray(0, written));
    return { read: countRead(String(source), bytes.subarray(0, written)), written };
  }
}

// countRead is the number of UTF-16 code units whose UTF-8 is bytes.
function countRead(s, bytes) {
  let units = 0, i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const n = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
    i += n;
    units += n === 4 ? 2 : 1;
  }
  return Math.min(units, s.length);
}

const utf8Labels = ["utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8"];

export class TextDecoder {
  #fatal; #ignoreBOM;
  constructor(label = "utf-8", options = {}) {
    if (!utf8Labels.includes(String(label).trim().toLowerCase())) {
      throw new RangeError(`TextDecoder: the encoding "${label}" is not supported (only UTF-8 is)`);
    }
    this.#fatal = !!options.fatal;
    this.#ignoreBOM = !!options.ignoreBOM;
  }
  get encoding() { return "utf-8"; }
  get fatal() { return this.#fatal; }
  get ignoreBOM() { return this.#ignoreBOM; }
  decode(input, options) {
    if (input === undefined) return "";
    if (!isBufferSource(input)) throw new TypeError("TextDecoder.decode: expected an ArrayBuffer or a view");
    return op("utf8.decode", { fatal: this.#fatal, ignoreBOM: this.#ignoreBOM }, ArrayBuffer.isView(input) ? input : bufferOf(input));
  }
}

const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const b64index = new Map(Array.from(b64, (c, i) => [c, i]));

export function btoa(data) {
  data = String(data);
  let out = "";
  for (let i = 0; i < data.length; i += 3) {
    const c = [data.charCodeAt(i), data.charCodeAt(i + 1), data.charCodeAt(i + 2)];
    for (let j = 0; j < 3; j++) {
      if (c[j] > 255) throw new DOMException("btoa: the string contains characters outside of the Latin1 range", "InvalidCharacterError");
    }
    const n = (c[0] << 16) | ((c[1] || 0) << 8) | (c[2] || 0);
    out += b64[(n >> 18) & 63] + b64[(n >> 12) & 63] + (i + 1 < data.length ? b64[(n >> 6) & 63] : "=") +
      (i + 2 < data.length ? b64[n & 63] : "=");
  }
  return out;
}

export function atob(data) {
  data = String(data).replace(/[\t\n\f\r ]/g, "");
  if (data.length % 4 === 0) data = data.replace(/==?$/, "");
  if (data.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(data)) {
    throw new DOMException("atob: the string to be decoded is not correctly encoded", "InvalidCharacterError");
  }
  let out = "", buf = 0, bits = 0;
  for (const ch of data) {
    buf = (buf << 6) | b64index.get(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((buf >> bits) & 255);
    }
  }
  return out;
}
