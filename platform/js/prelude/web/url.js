// URL and URLSearchParams: parsing and setters are the host's (a WHATWG URL
// parser tested on WPT's data); the objects are here.
import { op } from "../host.js";

function formEncode(s) {
  return encodeURIComponent(s).replace(/%20/g, "+").replace(/[!'()~]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
}
function formDecode(s) {
  try { return decodeURIComponent(s.replace(/\+/g, " ")); } catch (e) { return s.replace(/\+/g, " "); }
}

const paramsOwner = new WeakMap(); // URLSearchParams -> URL it belongs to

export class URLSearchParams {
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

// parsed are the parts of the last URLs parsed without a base, frozen
// (a URL's parts are replaced, never changed): clients parse the same URL
// again and again (every http.get of one), and a host call costs more than
// a look-up.
const parsed = new Map();

// parse is the URL parts of input (against base), or Node's error:
// ERR_INVALID_URL, with the input (and base) that failed.
function parse(input, base) {
  if (base === undefined) {
    const p = parsed.get(input);
    if (p !== undefined) return p;
  }
  const req = { parse: input };
  if (base !== undefined) req.base = base;
  try {
    const p = Object.freeze(op("url", req));
    if (base === undefined) {
      if (parsed.size >= 64) parsed.clear();
      parsed.set(input, p);
    }
    return p;
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    const err = new TypeError("Invalid URL");
    err.code = "ERR_INVALID_URL";
    err.input = input;
    if (base !== undefined) err.base = base;
    throw err;
  }
}

export class URL {
  #p; #params;
  constructor(url, base) {
    if (arguments.length === 0) {
      const e = new TypeError('The "url" argument must be specified');
      e.code = "ERR_MISSING_ARGS";
      throw e;
    }
    this.#p = parse(String(url), base === undefined ? undefined : String(base));
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
    this.#p = op("url", { href: this.#p.href, set: what, value: String(value) });
    if (what === "search" || what === "href") URLSearchParams._reset(this.#params, this.#p.search);
  }
  static _setSearchFromParams(url, search) {
    url.#p = op("url", { href: url.#p.href, set: "search", value: search });
  }
  get href() { return this.#p.href; }
  set href(v) {
    this.#p = parse(String(v));
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
