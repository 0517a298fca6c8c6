// Blob, File and FormData (the File API and XHR specs), with the
// multipart/form-data encoding fetch sends and Response.formData() reads.
import { streams, TextEncoder, TextDecoder, URLSearchParams } from "../../../../js/lazy/web/prelude.js";

const bytesOf = new WeakMap(); // Blob → its Uint8Array

function partBytes(p) {
  if (p instanceof Blob) return bytesOf.get(p);
  if (p instanceof ArrayBuffer) return new Uint8Array(p.slice(0));
  if (ArrayBuffer.isView(p)) return new Uint8Array(p.buffer.slice(p.byteOffset, p.byteOffset + p.byteLength));
  return new TextEncoder().encode(String(p));
}

function normalizeType(t) {
  const s = t === undefined ? "" : String(t);
  return /^[\x20-\x7e]*$/.test(s) ? s.toLowerCase() : "";
}

export class Blob {
  #type;
  constructor(parts = [], options = {}) {
    if (parts === null || typeof parts !== "object" || typeof parts[Symbol.iterator] !== "function") {
      throw globalThis[Symbol.for("earshot.internal")].errors.codes.ERR_INVALID_ARG_TYPE("sources", "a sequence", parts);
    }
    const list = [];
    let size = 0;
    for (let p of parts) {
      if (typeof p === "string" && options.endings === "native") p = p.replace(/\r?\n/g, "\n");
      const b = partBytes(p);
      list.push(b);
      size += b.length;
    }
    const all = new Uint8Array(size);
    let at = 0;
    for (const b of list) { all.set(b, at); at += b.length; }
    bytesOf.set(this, all);
    this.#type = normalizeType(options.type);
  }
  get size() { return bytesOf.get(this).length; }
  get type() { return this.#type; }
  slice(start = 0, end = this.size, type = "") {
    const n = this.size;
    const clamp = (v) => (v < 0 ? Math.max(n + v, 0) : Math.min(v, n));
    const s = clamp(Math.trunc(Number(start) || 0)), e = clamp(Math.trunc(Number(end) || 0));
    const b = new Blob([], { type });
    bytesOf.set(b, bytesOf.get(this).slice(s, Math.max(s, e)));
    return b;
  }
  async text() { return new TextDecoder().decode(bytesOf.get(this)); }
  async arrayBuffer() { return bytesOf.get(this).slice().buffer; }
  async bytes() { return bytesOf.get(this).slice(); }
  stream() {
    const bytes = bytesOf.get(this);
    const { ReadableStream } = streams();
    let at = 0;
    return new ReadableStream({
      pull(c) {
        if (at >= bytes.length) { c.close(); return; }
        c.enqueue(bytes.slice(at, at + 65536));
        at += 65536;
      },
    });
  }
  get [Symbol.toStringTag]() { return "Blob"; }
}

export class File extends Blob {
  #name; #lastModified;
  constructor(parts, name, options = {}) {
    if (arguments.length < 2) throw new TypeError("File: 2 arguments required (parts and a name)");
    super(parts, options);
    this.#name = String(name);
    this.#lastModified = options.lastModified === undefined ? Date.now() : Number(options.lastModified);
  }
  get name() { return this.#name; }
  get lastModified() { return this.#lastModified; }
  get webkitRelativePath() { return ""; }
  get [Symbol.toStringTag]() { return "File"; }
}

// blobBytes gives a blob's bytes (not a copy: do not change them).
export const blobBytes = (b) => bytesOf.get(b);

function entryValue(value, filename) {
  if (value instanceof Blob) {
    if (!(value instanceof File) || filename !== undefined) {
      const f = new File([], filename !== undefined ? String(filename) : value instanceof File ? value.name : "blob",
        { type: value.type, lastModified: value instanceof File ? value.lastModified : undefined });
      bytesOf.set(f, bytesOf.get(value));
      return f;
    }
    return value;
  }
  return String(value);
}

export class FormData {
  #entries = [];
  constructor(form) {
    if (form !== undefined) throw new TypeError("FormData: there are no HTML forms here; construct it empty and append");
  }
  append(name, value, filename) {
    if (arguments.length < 2) throw new TypeError("FormData.append: 2 arguments required");
    this.#entries.push([String(name), entryValue(value, filename)]);
  }
  set(name, value, filename) {
    if (arguments.length < 2) throw new TypeError("FormData.set: 2 arguments required");
    name = String(name);
    const v = entryValue(value, filename);
    const i = this.#entries.findIndex(([n]) => n === name);
    if (i < 0) { this.#entries.push([name, v]); return; }
    this.#entries[i] = [name, v];
    this.#entries = this.#entries.filter(([n], j) => n !== name || j <= i);
  }
  get(name) { const e = this.#entries.find(([n]) => n === String(name)); return e ? e[1] : null; }
  getAll(name) { return this.#entries.filter(([n]) => n === String(name)).map(([, v]) => v); }
  has(name) { return this.#entries.some(([n]) => n === String(name)); }
  delete(name) { this.#entries = this.#entries.filter(([n]) => n !== String(name)); }
  forEach(fn, thisArg) { for (const [n, v] of this.#entries) fn.call(thisArg, v, n, this); }
  *entries() { for (const e of this.#entries) yield [e[0], e[1]]; }
  *keys() { for (const [n] of this.#entries) yield n; }
  *values() { for (const [, v] of this.#entries) yield v; }
  [Symbol.iterator]() { return this.entries(); }
  get [Symbol.toStringTag]() { return "FormData"; }
}

const escapeName = (s) => s.replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/"/g, "%22");

// encodeMultipart renders form as multipart/form-data (RFC 7578, as
// browsers do): its bytes and its content type.
export function encodeMultipart(form) {
  const rnd = new Uint8Array(12);
  crypto.getRandomValues(rnd);
  const boundary = "----earshotFormBoundary" + Array.from(rnd, (b) => b.toString(16).padStart(2, "0")).join("");
  const enc = new TextEncoder();
  const parts = [];
  for (const [name, value] of form) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"`;
    if (typeof value === "string") {
      parts.push(enc.encode(head + "\r\n\r\n" + value.replace(/\r?\n|\r/g, "\r\n") + "\r\n"));
    } else {
      head += `; filename="${escapeName(value.name)}"\r\nContent-Type: ${value.type || "application/octet-stream"}\r\n\r\n`;
      parts.push(enc.encode(head), bytesOf.get(value), enc.encode("\r\n"));
    }
  }
  parts.push(enc.encode(`--${boundary}--\r\n`));
  return { bytes: new Blob(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function indexOf(hay, needle, from) {
  outer: for (let i = from; i <= hay.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

// parseFormData reads a body as Response.formData() does: multipart or
// URL-encoded, by its content type.
export function parseFormData(bytes, contentType) {
  const type = (contentType || "").toLowerCase();
  const form = new FormData();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    for (const [k, v] of new URLSearchParams(new TextDecoder().decode(bytes))) form.append(k, v);
    return form;
  }
  const m = /^multipart\/form-data\s*;.*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType || "");
  if (!m) throw new TypeError(`formData(): the body is ${contentType ? `"${contentType}"` : "untyped"}, not multipart/form-data or application/x-www-form-urlencoded`);
  const enc = new TextEncoder(), dec = new TextDecoder();
  const delim = enc.encode("--" + (m[1] || m[2]));
  let at = indexOf(bytes, delim, 0);
  if (at < 0) throw new TypeError("formData(): the multipart body has no boundary line");
  for (;;) {
    at += delim.length;
    if (bytes[at] === 45 && bytes[at + 1] === 45) break; // "--": the end
    at += 2; // CRLF
    const headEnd = indexOf(bytes, enc.encode("\r\n\r\n"), at);
    if (headEnd < 0) throw new TypeError("formData(): a part has no end of headers");
    const headers = dec.decode(bytes.subarray(at, headEnd));
    const next = indexOf(bytes, enc.encode("\r\n--" + (m[1] || m[2])), headEnd + 4);
    if (next < 0) throw new TypeError("formData(): a part does not end");
    const body = bytes.slice(headEnd + 4, next);
    const disp = /content-disposition:[^\r\n]*?\bname="([^"]*)"/i.exec(headers);
    if (!disp) throw new TypeError("formData(): a part has no name");
    const file = /content-disposition:[^\r\n]*?\bfilename="([^"]*)"/i.exec(headers);
    if (file) {
      const ct = /content-type:\s*([^\r\n]*)/i.exec(headers);
      form.append(disp[1], new File([body], file[1], { type: ct ? ct[1].trim() : "" }));
    } else {
      form.append(disp[1], dec.decode(body));
    }
    at = next + 2;
  }
  return form;
}
