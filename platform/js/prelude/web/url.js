// URL and URLSearchParams: parsing and setters are the host's (a WHATWG URL
// parser tested on WPT's data); the objects are here.
import { op } from "../host.js";
import { madeForCaller } from "../errors.js";
import { codes, nodeError } from "../nodeerrors.js";
import { validateFunction } from "../validators.js";

function formEncode(s) {
  return encodeURIComponent(s).replace(/%20/g, "+").replace(/[!'()~]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
}
function formDecode(s) {
  try { return decodeURIComponent(s.replace(/\+/g, " ")); } catch (e) { return s.replace(/\+/g, " "); }
}

const paramsOwner = new WeakMap(); // URLSearchParams -> URL it belongs to

const usv = (v) => String(v).toWellFormed();
const { ERR_INVALID_THIS, ERR_MISSING_ARGS } = codes;
const invalidTuple = () => nodeError(TypeError, "ERR_INVALID_TUPLE", "Each query pair must be an iterable [name, value] tuple");

export class URLSearchParams {
  #list = [];
  constructor(init = undefined) {
    if (init === undefined || init === null) return;
    if (typeof init === "object" || typeof init === "function") {
      const method = init[Symbol.iterator];
      if (method !== undefined && method !== null) {
        if (typeof method !== "function") throw nodeError(TypeError, "ERR_ARG_NOT_ITERABLE", "Query pairs must be iterable");
        for (const pair of init) {
          if (pair === null || pair === undefined || typeof pair[Symbol.iterator] !== "function") throw invalidTuple();
          const p = Array.from(pair);
          if (p.length !== 2) throw invalidTuple();
          this.#list.push([usv(p[0]), usv(p[1])]);
        }
      } else {
        for (const k of Reflect.ownKeys(init)) {
          if (typeof k !== "string" || !Object.prototype.propertyIsEnumerable.call(init, k)) continue;
          this.#list.push([usv(k), usv(init[k])]);
        }
      }
    } else {
      this.#parse(usv(init));
    }
  }
  // check is Node's brand check: a URLSearchParams method called on
  // another object throws ERR_INVALID_THIS.
  static #check(o) {
    if (o === null || typeof o !== "object" || !(#list in o)) throw ERR_INVALID_THIS("URLSearchParams");
  }
  static _list(params) { return params.#list; }
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
  get size() { URLSearchParams.#check(this); return this.#list.length; }
  append(name, value) {
    URLSearchParams.#check(this);
    if (arguments.length < 2) throw ERR_MISSING_ARGS("name", "value");
    this.#list.push([usv(name), usv(value)]);
    this.#update();
  }
  delete(name, value) {
    URLSearchParams.#check(this);
    if (arguments.length < 1) throw ERR_MISSING_ARGS("name");
    name = usv(name);
    this.#list = this.#list.filter(([k, v]) => k !== name || (value !== undefined && v !== usv(value)));
    this.#update();
  }
  get(name) {
    URLSearchParams.#check(this);
    if (arguments.length < 1) throw ERR_MISSING_ARGS("name");
    name = usv(name);
    const e = this.#list.find(([k]) => k === name);
    return e ? e[1] : null;
  }
  getAll(name) {
    URLSearchParams.#check(this);
    if (arguments.length < 1) throw ERR_MISSING_ARGS("name");
    name = usv(name);
    return this.#list.filter(([k]) => k === name).map(([, v]) => v);
  }
  has(name, value) {
    URLSearchParams.#check(this);
    if (arguments.length < 1) throw ERR_MISSING_ARGS("name");
    name = usv(name);
    return this.#list.some(([k, v]) => k === name && (value === undefined || v === usv(value)));
  }
  set(name, value) {
    URLSearchParams.#check(this);
    if (arguments.length < 2) throw ERR_MISSING_ARGS("name", "value");
    name = usv(name);
    const i = this.#list.findIndex(([k]) => k === name);
    if (i < 0) this.#list.push([name, usv(value)]);
    else {
      this.#list[i][1] = usv(value);
      this.#list = this.#list.filter(([k], j) => k !== name || j === i);
    }
    this.#update();
  }
  sort() {
    URLSearchParams.#check(this);
    this.#list = this.#list.map((e, i) => [e, i]).sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1])).map(([e]) => e);
    this.#update();
  }
  forEach(callback, thisArg = undefined) {
    URLSearchParams.#check(this);
    validateFunction(callback, "callback");
    // Over the list as it is at each step, as Node's.
    for (let i = 0; i < this.#list.length; i++) {
      const [k, v] = this.#list[i];
      callback.call(thisArg, v, k, this);
    }
  }
  keys() { URLSearchParams.#check(this); return new ParamsIterator(this, "key"); }
  values() { URLSearchParams.#check(this); return new ParamsIterator(this, "value"); }
  entries() { URLSearchParams.#check(this); return new ParamsIterator(this, "key+value"); }
  toString() {
    URLSearchParams.#check(this);
    return this.#list.map(([k, v]) => formEncode(k) + "=" + formEncode(v)).join("&");
  }
}
Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, {
  value: URLSearchParams.prototype.entries, writable: true, configurable: true, enumerable: false,
});
Object.defineProperty(URLSearchParams.prototype, Symbol.toStringTag, { value: "URLSearchParams", configurable: true });

// ParamsIterator is Node's "URLSearchParams Iterator": over the params'
// list as it is when each next is called.
const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
class ParamsIterator {
  #params; #kind; #index = 0;
  constructor(params, kind) { this.#params = params; this.#kind = kind; }
  static next(it) {
    if (it === null || typeof it !== "object" || !(#params in it)) throw ERR_INVALID_THIS("URLSearchParamsIterator");
    const list = URLSearchParams._list(it.#params);
    if (it.#index >= list.length) return { value: undefined, done: true };
    const [k, v] = list[it.#index++];
    return { value: it.#kind === "key" ? k : it.#kind === "value" ? v : [k, v], done: false };
  }
}
Object.setPrototypeOf(ParamsIterator.prototype, iteratorPrototype);
Object.defineProperty(ParamsIterator.prototype, "next", {
  value: function next() { return ParamsIterator.next(this); }, writable: true, configurable: true, enumerable: true,
});
Object.defineProperty(ParamsIterator.prototype, Symbol.toStringTag, { value: "URLSearchParams Iterator", configurable: true });

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
    // Node's ERR_INVALID_URL does not show its code: "TypeError: Invalid URL".
    const err = madeForCaller(() => new TypeError("Invalid URL"));
    err.code = "ERR_INVALID_URL";
    err.input = input;
    if (base !== undefined) err.base = base;
    throw err;
  }
}

export class URL {
  #p; #params;
  constructor(url, base) {
    if (arguments.length === 0) throw ERR_MISSING_ARGS("url");
    this.#p = parse(String(url), base === undefined ? undefined : String(base));
    this.#params = new URLSearchParams(this.#p.search);
    paramsOwner.set(this.#params, this);
  }
  static canParse(url, base = undefined) {
    if (arguments.length === 0) throw ERR_MISSING_ARGS("url");
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
