  // ==== The web platform =====================================================
  // Included in prelude.js (see vm.go): the globals extension authors know
  // from browsers, Deno and Node's web APIs. Host work (HTTP, randomness, URL
  // parsing, UTF-8) is done by Go (platform.go); results come back on the
  // instance's own turn.

  const hostFetch = host.fetch, hostCancel = host.cancel, hostBody = host.body, hostRandom = host.random,
    hostURL = host.url, hostUTF8 = host.utf8, hostText = host.text;

  function hostJSON(s) {
    const r = JSON.parse(s);
    if (r && r.error) throw makeError(r.error);
    return r;
  }

  function makeError(e) {
    switch (e.name) {
      case "TypeError": return new TypeError(e.message);
      case "RangeError": return new RangeError(e.message);
      case "AbortError": case "TimeoutError": case "DataCloneError": case "InvalidCharacterError":
      case "QuotaExceededError": case "NotSupportedError":
        return new DOMException(e.message, e.name);
      default: return new Error(e.message);
    }
  }

  const isBufferSource = (v) => v instanceof ArrayBuffer || ArrayBuffer.isView(v);
  function bytesOf(v) {
    if (v instanceof ArrayBuffer) return new Uint8Array(v);
    return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
  }
  function bufferOf(v) {
    // An ArrayBuffer holding exactly v's bytes (a copy when v is a view of
    // part of a buffer), for handing to the host.
    if (v instanceof ArrayBuffer) return v;
    if (v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) return v.buffer;
    return v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength);
  }

  // ---- Event, EventTarget ----------------------------------------------------

  const listenersOf = new WeakMap();

  class Event {
    #type; #cancelable; #defaultPrevented = false; #stop = false;
    constructor(type, init = {}) {
      if (arguments.length === 0) throw new TypeError("Event: the type is required");
      this.#type = String(type);
      this.#cancelable = !!init.cancelable;
      this.bubbles = !!init.bubbles;
      this.composed = !!init.composed;
      this.timeStamp = performance.now();
      this.target = null;
      this.currentTarget = null;
    }
    get type() { return this.#type; }
    get cancelable() { return this.#cancelable; }
    get defaultPrevented() { return this.#defaultPrevented; }
    preventDefault() { if (this.#cancelable) this.#defaultPrevented = true; }
    stopPropagation() {}
    stopImmediatePropagation() { this.#stop = true; }
    get [Symbol.toStringTag]() { return "Event"; }
    static _stopped(e) { return e.#stop; }
  }

  class EventTarget {
    constructor() { listenersOf.set(this, new Map()); }
    addEventListener(type, listener, options) {
      if (listener == null) return;
      const once = typeof options === "object" && options !== null && !!options.once;
      const signal = typeof options === "object" && options !== null ? options.signal : undefined;
      if (signal && signal.aborted) return;
      const map = listenersOf.get(this);
      const list = map.get(type) || [];
      if (list.some((l) => l.listener === listener)) return;
      const entry = { listener, once };
      list.push(entry);
      map.set(type, list);
      if (signal) signal.addEventListener("abort", () => this.removeEventListener(type, listener));
    }
    removeEventListener(type, listener) {
      const map = listenersOf.get(this);
      const list = map && map.get(type);
      if (!list) return;
      const i = list.findIndex((l) => l.listener === listener);
      if (i >= 0) list.splice(i, 1);
    }
    dispatchEvent(event) {
      if (!(event instanceof Event)) throw new TypeError("dispatchEvent: not an Event");
      event.target = this;
      event.currentTarget = this;
      const handler = this["on" + event.type];
      const list = (listenersOf.get(this).get(event.type) || []).slice();
      const all = typeof handler === "function" ? [{ listener: handler, once: false }, ...list] : list;
      for (const entry of all) {
        if (entry.once) this.removeEventListener(event.type, entry.listener);
        try {
          if (typeof entry.listener === "function") entry.listener.call(this, event);
          else if (entry.listener && typeof entry.listener.handleEvent === "function") entry.listener.handleEvent(event);
        } catch (e) {
          reportError("event listener", e);
        }
        if (Event._stopped(event)) break;
      }
      event.currentTarget = null;
      return !event.defaultPrevented;
    }
  }

  // ---- AbortController, AbortSignal -----------------------------------------

  let signalInit = false;
  class AbortSignal extends EventTarget {
    #aborted = false; #reason = undefined;
    constructor() {
      if (!signalInit) throw new TypeError("Illegal constructor: use new AbortController().signal");
      super();
      this.onabort = null;
    }
    get aborted() { return this.#aborted; }
    get reason() { return this.#reason; }
    throwIfAborted() { if (this.#aborted) throw this.#reason; }
    static _abort(signal, reason) {
      if (signal.#aborted) return;
      signal.#aborted = true;
      signal.#reason = reason === undefined ? new DOMException("This operation was aborted", "AbortError") : reason;
      signal.dispatchEvent(new Event("abort"));
    }
    static _new() {
      signalInit = true;
      try { return new AbortSignal(); } finally { signalInit = false; }
    }
    static abort(reason) {
      const s = AbortSignal._new();
      AbortSignal._abort(s, reason);
      return s;
    }
    static timeout(ms) {
      const s = AbortSignal._new();
      setTimeout(() => AbortSignal._abort(s, new DOMException("The operation timed out.", "TimeoutError")), ms);
      return s;
    }
    static any(signals) {
      const s = AbortSignal._new();
      for (const other of signals) {
        if (other.aborted) { AbortSignal._abort(s, other.reason); return s; }
      }
      for (const other of signals) other.addEventListener("abort", () => AbortSignal._abort(s, other.reason), { once: true });
      return s;
    }
    get [Symbol.toStringTag]() { return "AbortSignal"; }
  }

  class AbortController {
    #signal = AbortSignal._new();
    get signal() { return this.#signal; }
    abort(reason) { AbortSignal._abort(this.#signal, reason); }
    get [Symbol.toStringTag]() { return "AbortController"; }
  }

  // ---- TextEncoder, TextDecoder, atob, btoa ------------------------------------

  class TextEncoder {
    get encoding() { return "utf-8"; }
    encode(input = "") {
      return new Uint8Array(hostUTF8(JSON.stringify(String(input))));
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

  class TextDecoder {
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
      return hostJSON(hostText(bufferOf(input), String(this.#fatal), String(this.#ignoreBOM))).text;
    }
  }

  const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const b64index = new Map(Array.from(b64, (c, i) => [c, i]));

  function btoa(data) {
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

  function atob(data) {
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

  // ---- URLSearchParams, URL ----------------------------------------------------

  function formEncode(s) {
    return encodeURIComponent(s).replace(/%20/g, "+").replace(/[!'()~]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
  }
  function formDecode(s) {
    try { return decodeURIComponent(s.replace(/\+/g, " ")); } catch (e) { return s.replace(/\+/g, " "); }
  }

  const paramsOwner = new WeakMap(); // URLSearchParams -> URL it belongs to

  class URLSearchParams {
    #list = [];
    constructor(init = "") {
      if (typeof init === "object" && init !== null) {
        if (typeof init[Symbol.iterator] === "function") {
          for (const pair of init) {
            const p = Array.from(pair);
            if (p.length !== 2) throw new TypeError("URLSearchParams: each pair must have two items");
            this.#list.push([String(p[0]), String(p[1])]);
          }
        } else {
          for (const k of Object.keys(init)) this.#list.push([k, String(init[k])]);
        }
      } else {
        this.#parse(String(init));
      }
    }
    #parse(s) {
      this.#list = [];
      if (s.startsWith("?")) s = s.slice(1);
      for (const part of s.split("&")) {
        if (part === "") continue;
        const i = part.indexOf("=");
        this.#list.push(i < 0 ? [formDecode(part), ""] : [formDecode(part.slice(0, i)), formDecode(part.slice(i + 1))]);
      }
    }
    #update() {
      const url = paramsOwner.get(this);
      if (url) URL._setSearchFromParams(url, this.toString());
    }
    static _reset(params, search) { params.#parse(search); }
    get size() { return this.#list.length; }
    append(name, value) { this.#list.push([String(name), String(value)]); this.#update(); }
    delete(name, value) {
      name = String(name);
      this.#list = this.#list.filter(([k, v]) => k !== name || (value !== undefined && v !== String(value)));
      this.#update();
    }
    get(name) { const e = this.#list.find(([k]) => k === String(name)); return e ? e[1] : null; }
    getAll(name) { return this.#list.filter(([k]) => k === String(name)).map(([, v]) => v); }
    has(name, value) { return this.#list.some(([k, v]) => k === String(name) && (value === undefined || v === String(value))); }
    set(name, value) {
      name = String(name);
      const i = this.#list.findIndex(([k]) => k === name);
      if (i < 0) this.#list.push([name, String(value)]);
      else {
        this.#list[i][1] = String(value);
        this.#list = this.#list.filter(([k], j) => k !== name || j === i);
      }
      this.#update();
    }
    sort() {
      this.#list = this.#list.map((e, i) => [e, i]).sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1])).map(([e]) => e);
      this.#update();
    }
    forEach(fn, thisArg) { for (const [k, v] of this.#list) fn.call(thisArg, v, k, this); }
    keys() { return this.#list.map(([k]) => k)[Symbol.iterator](); }
    values() { return this.#list.map(([, v]) => v)[Symbol.iterator](); }
    entries() { return this.#list.map(([k, v]) => [k, v])[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
    toString() { return this.#list.map(([k, v]) => formEncode(k) + "=" + formEncode(v)).join("&"); }
    get [Symbol.toStringTag]() { return "URLSearchParams"; }
  }

  const urlKeys = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];

  class URL {
    #p; #params;
    constructor(url, base) {
      if (arguments.length === 0) throw new TypeError("URL: the url is required");
      const req = { parse: String(url) };
      if (base !== undefined) req.base = String(base);
      this.#p = hostJSON(hostURL(JSON.stringify(req)));
      this.#params = new URLSearchParams(this.#p.search);
      paramsOwner.set(this.#params, this);
    }
    static canParse(url, base) {
      try { new URL(url, base); return true; } catch (e) { return false; }
    }
    static parse(url, base) {
      try { return new URL(url, base); } catch (e) { return null; }
    }
    #set(what, value) {
      this.#p = hostJSON(hostURL(JSON.stringify({ href: this.#p.href, set: what, value: String(value) })));
      if (what === "search" || what === "href") URLSearchParams._reset(this.#params, this.#p.search);
    }
    static _setSearchFromParams(url, search) {
      url.#p = hostJSON(hostURL(JSON.stringify({ href: url.#p.href, set: "search", value: search })));
    }
    get href() { return this.#p.href; }
    set href(v) {
      this.#p = hostJSON(hostURL(JSON.stringify({ parse: String(v) })));
      URLSearchParams._reset(this.#params, this.#p.search);
    }
    get origin() { return this.#p.origin; }
    get protocol() { return this.#p.protocol; }
    set protocol(v) { this.#set("protocol", v); }
    get username() { return this.#p.username; }
    set username(v) { this.#set("username", v); }
    get password() { return this.#p.password; }
    set password(v) { this.#set("password", v); }
    get host() { return this.#p.host; }
    set host(v) { this.#set("host", v); }
    get hostname() { return this.#p.hostname; }
    set hostname(v) { this.#set("hostname", v); }
    get port() { return this.#p.port; }
    set port(v) { this.#set("port", v); }
    get pathname() { return this.#p.pathname; }
    set pathname(v) { this.#set("pathname", v); }
    get search() { return this.#p.search; }
    set search(v) { this.#set("search", v); }
    get hash() { return this.#p.hash; }
    set hash(v) { this.#set("hash", v); }
    get searchParams() { return this.#params; }
    toString() { return this.#p.href; }
    toJSON() { return this.#p.href; }
    get [Symbol.toStringTag]() { return "URL"; }
  }

  // ---- structuredClone ---------------------------------------------------------

  function structuredClone(value, options) {
    const seen = new Map();
    const fail = (what) => { throw new DOMException(`structuredClone: ${what} could not be cloned.`, "DataCloneError"); };
    const clone = (v) => {
      if (v === null || (typeof v !== "object" && typeof v !== "function" && typeof v !== "symbol")) return v;
      if (typeof v === "function") fail("a function");
      if (typeof v === "symbol") fail("a symbol");
      if (seen.has(v)) return seen.get(v);
      let out;
      const tag = Object.prototype.toString.call(v);
      switch (tag) {
        case "[object Date]": out = new Date(v.getTime()); break;
        case "[object RegExp]": out = new RegExp(v.source, v.flags); break;
        case "[object Boolean]": out = Object(v.valueOf()); break;
        case "[object Number]": out = Object(v.valueOf()); break;
        case "[object String]": out = Object(v.valueOf()); break;
        case "[object BigInt]": out = Object(v.valueOf()); break;
        case "[object ArrayBuffer]": out = v.slice(0); break;
        case "[object Map]":
          out = new Map(); seen.set(v, out);
          for (const [k, x] of v) out.set(clone(k), clone(x));
          return out;
        case "[object Set]":
          out = new Set(); seen.set(v, out);
          for (const x of v) out.add(clone(x));
          return out;
        case "[object Error]": {
          const Ctor = { EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError }[v.name] || Error;
          out = new Ctor(v.message);
          seen.set(v, out);
          if (v.stack !== undefined) out.stack = String(v.stack);
          if ("cause" in v) out.cause = clone(v.cause);
          return out;
        }
        case "[object Array]":
          out = new Array(v.length); seen.set(v, out);
          for (const k of Object.keys(v)) out[k] = clone(v[k]);
          return out;
        case "[object Object]":
          if (v instanceof URL || v instanceof URLSearchParams || v instanceof Headers || v instanceof EventTarget) fail(`${tag.slice(8, -1)} ${v.constructor.name}`);
          out = {}; seen.set(v, out);
          for (const k of Object.keys(v)) out[k] = clone(v[k]);
          return out;
        default:
          if (ArrayBuffer.isView(v)) {
            const buf = clone(v.buffer);
            out = v instanceof DataView ? new DataView(buf, v.byteOffset, v.byteLength)
              : new v.constructor(buf, v.byteOffset, v.length);
            break;
          }
          fail(tag.slice(8, -1));
      }
      seen.set(v, out);
      return out;
    };
    return clone(value);
  }

  // ---- crypto -------------------------------------------------------------------

  const integerArrays = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array, BigUint64Array];
  const crypto = {
    getRandomValues(array) {
      if (!integerArrays.some((C) => array instanceof C)) {
        throw new DOMException("getRandomValues: expected an integer typed array", "TypeMismatchError");
      }
      if (array.byteLength > 65536) {
        throw new DOMException(`getRandomValues: ${array.byteLength} bytes asked, at most 65536`, "QuotaExceededError");
      }
      bytesOf(array).set(new Uint8Array(hostRandom(String(array.byteLength))));
      return array;
    },
    randomUUID() {
      const b = new Uint8Array(hostRandom("16"));
      b[6] = (b[6] & 0x0f) | 0x40;
      b[8] = (b[8] & 0x3f) | 0x80;
      const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };

  // ---- Headers, Request, Response, fetch ---------------------------------------------

  const validName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
  const normalizeValue = (v) => String(v).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "");

  class Headers {
    #map = new Map(); // lower-case name -> [values]
    constructor(init) {
      if (init instanceof Headers) for (const [k, v] of init) this.append(k, v);
      else if (init && typeof init[Symbol.iterator] === "function") {
        for (const pair of init) {
          const p = Array.from(pair);
          if (p.length !== 2) throw new TypeError("Headers: each pair must have two items");
          this.append(p[0], p[1]);
        }
      } else if (init && typeof init === "object") for (const k of Object.keys(init)) this.append(k, init[k]);
    }
    #name(n) {
      n = String(n);
      if (!validName.test(n)) throw new TypeError(`Headers: "${n}" is not a valid header name`);
      return n.toLowerCase();
    }
    append(name, value) {
      const n = this.#name(name);
      const v = normalizeValue(value);
      if (/[\0\r\n]/.test(v)) throw new TypeError(`Headers: invalid value for "${n}"`);
      const list = this.#map.get(n) || [];
      list.push(v);
      this.#map.set(n, list);
    }
    set(name, value) { this.#map.delete(this.#name(name)); this.append(name, value); }
    delete(name) { this.#map.delete(this.#name(name)); }
    get(name) {
      const list = this.#map.get(this.#name(name));
      return list ? list.join(", ") : null;
    }
    getSetCookie() { return (this.#map.get("set-cookie") || []).slice(); }
    has(name) { return this.#map.has(this.#name(name)); }
    forEach(fn, thisArg) { for (const [k, v] of this) fn.call(thisArg, v, k, this); }
    *entries() {
      for (const k of [...this.#map.keys()].sort()) {
        if (k === "set-cookie") for (const v of this.#map.get(k)) yield [k, v];
        else yield [k, this.#map.get(k).join(", ")];
      }
    }
    *keys() { for (const [k] of this.entries()) yield k; }
    *values() { for (const [, v] of this.entries()) yield v; }
    [Symbol.iterator]() { return this.entries(); }
    get [Symbol.toStringTag]() { return "Headers"; }
    static _pairs(h) {
      const out = [];
      for (const [k, list] of h.#map) for (const v of list) out.push([k, v]);
      return out;
    }
  }

  // hostOp starts a host operation (start returns {id}) and resolves with
  // its completion, delivered by deliver().
  function hostOp(start) {
    return new Promise((resolve, reject) => {
      let r;
      try { r = hostJSON(start()); } catch (e) { reject(e); return; }
      ops.set(r.id, { resolve, reject: (e) => reject(e && e.name ? makeError(e) : e) });
    });
  }

  // readHostBody reads a response body that is still in the network, a
  // chunk at a time (the host holds one chunk at most), into one buffer.
  async function readHostBody(id) {
    const chunks = [];
    let total = 0;
    for (;;) {
      const r = await hostOp(() => hostBody(String(id), "read"));
      if (r.eof) break;
      const chunk = new Uint8Array(hostBody(String(id), "take"));
      chunks.push(chunk);
      total += chunk.length;
    }
    hostBody(String(id), "drop");
    if (chunks.length === 1) return chunks[0].buffer;
    const all = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) { all.set(c, at); at += c.length; }
    return all.buffer;
  }

  // A body: text, bytes (ArrayBuffer), or a host body — a response body
  // still in the network, read when asked (#pending once reading started,
  // shared by clones).
  class Body {
    #text = null; #bytes = null; #hostId = 0; #pending = null; #used = false; #type = "";
    constructor(body, headers) {
      if (body === undefined || body === null) return;
      if (typeof body === "string") { this.#text = body; this.#type = "text/plain;charset=UTF-8"; }
      else if (body instanceof URLSearchParams) { this.#text = body.toString(); this.#type = "application/x-www-form-urlencoded;charset=UTF-8"; }
      else if (isBufferSource(body)) { this.#bytes = bufferOf(body).slice(0); }
      else if (typeof body === "object" && body._earshotHostBody) { this.#hostId = body._earshotHostBody; }
      else { this.#text = String(body); this.#type = "text/plain;charset=UTF-8"; }
      if (headers && this.#type && !headers.has("content-type")) headers.set("content-type", this.#type);
    }
    get isNull() { return this.#text === null && this.#bytes === null && this.#hostId === 0 && this.#pending === null; }
    get used() { return this.#used; }
    #consume() {
      if (this.#used) throw new TypeError("Body is unusable: the body has already been read");
      this.#used = true;
    }
    #fromHost() {
      if (this.#pending === null) {
        this.#pending = readHostBody(this.#hostId);
        this.#hostId = 0;
      }
      return this.#pending;
    }
    async text() {
      this.#consume();
      if (this.#text !== null) return this.#text;
      if (this.#bytes !== null) return new TextDecoder().decode(this.#bytes);
      if (this.#hostId || this.#pending) return new TextDecoder().decode(await this.#fromHost());
      return "";
    }
    async bytes() {
      this.#consume();
      if (this.#bytes !== null) return this.#bytes.slice(0);
      if (this.#text !== null) return bufferOf(new TextEncoder().encode(this.#text));
      if (this.#hostId || this.#pending) return (await this.#fromHost()).slice(0);
      return new ArrayBuffer(0);
    }
    // forHost gives the body as the host takes it: {text}, {bytes}, or
    // {pending}: a promise of the bytes of a host body.
    forHost() {
      if (this.#text !== null) return { text: this.#text };
      if (this.#bytes !== null) return { bytes: this.#bytes };
      if (this.#hostId || this.#pending) return { pending: this.bytes() };
      return {};
    }
    // clone makes a second body with the same content; a host body is read
    // once, for both.
    clone() {
      if (this.#used) throw new TypeError("Body is unusable: the body has already been read");
      const b = new Body();
      if (this.#hostId || this.#pending) {
        b.#pending = this.#fromHost();
        return b;
      }
      b.#text = this.#text;
      b.#bytes = this.#bytes === null ? null : this.#bytes.slice(0);
      return b;
    }
  }

  function bodyMixin(C) {
    Object.defineProperties(C.prototype, {
      bodyUsed: { get() { return this._body.used; }, configurable: true },
      body: { get() { return this._body.isNull ? null : {}; }, configurable: true },
    });
    C.prototype.text = async function () { return this._body.text(); };
    C.prototype.json = async function () { return JSON.parse(await this._body.text()); };
    C.prototype.arrayBuffer = async function () { return this._body.bytes(); };
    C.prototype.bytes = async function () { return new Uint8Array(await this._body.bytes()); };
  }

  const methods = ["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH"];

  class Request {
    constructor(input, init = {}) {
      const from = input instanceof Request ? input : null;
      this.url = from ? from.url : new URL(String(input)).href;
      let method = init.method !== undefined ? String(init.method) : from ? from.method : "GET";
      if (methods.includes(method.toUpperCase())) method = method.toUpperCase();
      if (!validName.test(method)) throw new TypeError(`Request: "${method}" is not a valid method`);
      this.method = method;
      this.headers = new Headers(init.headers !== undefined ? init.headers : from ? from.headers : undefined);
      this.redirect = init.redirect || (from ? from.redirect : "follow");
      if (!["follow", "manual", "error"].includes(this.redirect)) throw new TypeError(`Request: redirect "${this.redirect}" is not one of follow, manual, error`);
      this.signal = init.signal || (from ? from.signal : new AbortController().signal);
      const body = init.body !== undefined ? init.body : null;
      if (body !== null && (method === "GET" || method === "HEAD")) throw new TypeError(`Request: a ${method} request cannot have a body`);
      this._body = body !== null ? new Body(body, this.headers) : from ? from._body.clone() : new Body();
    }
    get [Symbol.toStringTag]() { return "Request"; }
  }
  bodyMixin(Request);
  Request.prototype.clone = function () {
    const r = new Request(this.url, { method: this.method, headers: this.headers, redirect: this.redirect, signal: this.signal });
    r._body = this._body.clone();
    return r;
  };

  const redirectStatuses = [301, 302, 303, 307, 308];

  class Response {
    constructor(body = null, init = {}) {
      const status = init.status === undefined ? 200 : Number(init.status);
      if (!(status >= 200 && status <= 599)) throw new RangeError(`Response: status ${status} is not in 200-599`);
      this.status = status;
      this.statusText = init.statusText === undefined ? "" : String(init.statusText);
      this.headers = new Headers(init.headers);
      this.type = "default";
      this.url = "";
      this.redirected = false;
      this._body = new Body(body, this.headers);
    }
    get ok() { return this.status >= 200 && this.status <= 299; }
    clone() {
      const r = new Response(null, { status: this.status, statusText: this.statusText, headers: this.headers });
      Object.assign(r, { type: this.type, url: this.url, redirected: this.redirected });
      r._body = this._body.clone();
      return r;
    }
    static json(data, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
      return new Response(JSON.stringify(data), { ...init, headers });
    }
    static error() {
      const r = new Response(null, { status: 200 });
      r.status = 0;
      r.type = "error";
      return r;
    }
    static redirect(url, status = 302) {
      if (!redirectStatuses.includes(status)) throw new RangeError(`Response.redirect: ${status} is not a redirect status`);
      return new Response(null, { status, headers: { location: new URL(url).href } });
    }
    get [Symbol.toStringTag]() { return "Response"; }
  }
  bodyMixin(Response);

  async function fetch(input, init = {}) {
    const req = new Request(input, init);
    let body = req._body.forHost();
    if (body.pending !== undefined) body = { bytes: await body.pending };
    return fetchHost(req, body);
  }

  function fetchHost(req, body) {
    return new Promise((resolve, reject) => {
      const signal = req.signal;
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const meta = { url: req.url, method: req.method, headers: Headers._pairs(req.headers), redirect: req.redirect };
      if (body.text !== undefined) meta.bodyText = body.text;
      let started;
      try {
        started = hostJSON(body.bytes !== undefined ? hostFetch(JSON.stringify(meta), body.bytes) : hostFetch(JSON.stringify(meta)));
      } catch (e) {
        reject(e);
        return;
      }
      const id = started.id;
      const onAbort = () => {
        if (!ops.has(id)) return;
        ops.delete(id);
        hostCancel(String(id));
        reject(signal.reason);
      };
      ops.set(id, {
        resolve(v) {
          signal.removeEventListener("abort", onAbort);
          const res = new Response(null, { status: v.status >= 200 && v.status <= 599 ? v.status : 200, statusText: v.statusText, headers: v.headers });
          res.status = v.status;
          res.url = v.url;
          res.redirected = v.redirected;
          res.type = "basic";
          res._body = new Body({ _earshotHostBody: v.body });
          resolve(res);
        },
        reject(e) {
          signal.removeEventListener("abort", onAbort);
          reject(e && e.name ? makeError(e) : e);
        },
      });
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  for (const [name, value] of Object.entries({
    Event, EventTarget, AbortController, AbortSignal, TextEncoder, TextDecoder, atob, btoa,
    URL, URLSearchParams, structuredClone, crypto, Headers, Request, Response, fetch,
  })) {
    define(g, name, value);
  }
  // ==== end of the web platform ===============================================
