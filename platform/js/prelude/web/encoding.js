// TextEncoder, TextDecoder, atob, btoa.
import { op } from "../host.js";
import { isBufferSource, bufferOf } from "./bytes.js";

export class TextEncoder {
  get encoding() { return "utf-8"; }
  encode(input = "") {
    return new Uint8Array(op("buffer.fromString", "utf8", String(input)));
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

// utf8Cut is where the complete UTF-8 sequences of b end: a sequence cut
// off at the end waits for the next chunk of a stream.
function utf8Cut(b) {
  for (let back = 1; back <= Math.min(3, b.length); back++) {
    const c = b[b.length - back];
    if ((c & 0xc0) === 0x80) continue; // a continuation byte
    const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
    return need > back ? b.length - back : b.length;
  }
  return b.length;
}

const concat = (a, b) => {
  if (!a.length) return b;
  const all = new Uint8Array(a.length + b.length);
  all.set(a);
  all.set(b, a.length);
  return all;
};

const asBytes = (input) => ArrayBuffer.isView(input)
  ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength) : new Uint8Array(bufferOf(input));

// TextDecoder decodes the WHATWG encodings: UTF-8 here, the others
// (utf-16le, windows-1252, shift_jis, …) in Go. decode(bytes, {stream:
// true}) keeps a sequence cut off at the end for the next call.
export class TextDecoder {
  #fatal; #ignoreBOM; #name; #pending = new Uint8Array(0); #started = false;
  constructor(label = "utf-8", options = {}) {
    const l = String(label).trim().toLowerCase();
    this.#name = utf8Labels.includes(l) ? "utf-8" : op("text.encoding", { label: String(label) });
    this.#fatal = !!options.fatal;
    this.#ignoreBOM = !!options.ignoreBOM;
  }
  get encoding() { return this.#name; }
  get fatal() { return this.#fatal; }
  get ignoreBOM() { return this.#ignoreBOM; }
  decode(input, options = {}) {
    if (input !== undefined && !isBufferSource(input)) throw new TypeError("TextDecoder.decode: expected an ArrayBuffer or a view");
    const stream = !!(options && options.stream);
    let b = input === undefined ? new Uint8Array(0) : asBytes(input);
    if (this.#pending.length) b = concat(this.#pending, b);
    this.#pending = new Uint8Array(0);
    const ignoreBOM = this.#ignoreBOM || this.#started;
    let s;
    if (this.#name === "utf-8") {
      if (stream) {
        const cut = utf8Cut(b);
        this.#pending = b.slice(cut);
        b = b.subarray(0, cut);
      }
      s = b.length ? op("utf8.decode", { fatal: this.#fatal, ignoreBOM }, b) : "";
    } else {
      const r = op("text.decode", { name: this.#name, fatal: this.#fatal, stream }, b);
      if (r.rest) this.#pending = b.slice(b.length - r.rest);
      s = r.s;
      if (!ignoreBOM && s.charCodeAt(0) === 0xfeff) s = s.slice(1);
    }
    if (s.length || b.length) this.#started = true;
    if (!stream) { this.#started = false; }
    return s;
  }
}

// btoa and atob: the checks here, the encoding by the host (as Buffer's).
export function btoa(data) {
  data = String(data);
  if (/[^\x00-\xff]/.test(data)) {
    throw new DOMException("btoa: the string contains characters outside of the Latin1 range", "InvalidCharacterError");
  }
  return op("buffer.toString", "base64", op("buffer.fromString", "latin1", data));
}

export function atob(data) {
  data = String(data).replace(/[\t\n\f\r ]/g, "");
  if (data.length % 4 === 0) data = data.replace(/==?$/, "");
  if (data.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(data)) {
    throw new DOMException("atob: the string to be decoded is not correctly encoded", "InvalidCharacterError");
  }
  return op("buffer.toString", "latin1", op("buffer.fromString", "base64", data));
}
