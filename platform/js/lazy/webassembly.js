// The WebAssembly global, loaded the first time an extension touches it
// (see prelude/lazy.js). Each module is compiled by the host's wazero and
// runs as a module of its own, its memory a region of this instance's
// memory: Memory.prototype.buffer is the guest's memory itself, and guest
// memory counts in the extension's memory limit. The host side is
// wasm/webassembly/webassembly.go: one host function (host below), whose first argument
// is the operation (op, in its order). Values cross through a scratch
// buffer: a call's arguments are written there, converted as WebAssembly's
// JavaScript API says (a typed array's assignment is that conversion), and
// its results read back; an import reads its arguments there and writes
// its results.
const internal = globalThis[Symbol.for("earshot.internal")];
const host = internal.wasm;

const op = {
  call: 0, bind: 1, validate: 2, compile: 3, customSections: 4, instantiate: 5,
  memoryNew: 6, memoryGrow: 7, memoryBuffer: 8,
  tableNew: 9, tableGet: 10, tableSet: 11, tableGrow: 12, tableLength: 13,
  globalNew: 14, globalGet: 15, globalSet: 16, release: 17, lastError: 18, funcInfo: 19,
};

const SLOTS = 1024;
const scratch = new ArrayBuffer(SLOTS * 8);
const I32 = new Int32Array(scratch);
const B64 = new BigInt64Array(scratch);
const F64 = new Float64Array(scratch);

// FAIL is what the host answers a call that failed; the reason is then
// asked for (failure). thrown is what a JavaScript import threw, on its
// way out through the guest.
const FAIL = Object.freeze({});
let thrown;
let bound = false;
function bind() {
  if (!bound) {
    host(op.bind, scratch, FAIL);
    bound = true;
  }
}

// Errors.
const define = (obj, name, value) =>
  Object.defineProperty(obj, name, { value, writable: true, configurable: true, enumerable: false });
class CompileError extends Error {}
class LinkError extends Error {}
class RuntimeError extends Error {}
for (const C of [CompileError, LinkError, RuntimeError]) define(C.prototype, "name", C.name);

function makeError(e) {
  switch (e.name) {
    case "CompileError": return new CompileError(e.message);
    case "LinkError": return new LinkError(e.message);
    case "RuntimeError": return new RuntimeError(e.message);
    case "TypeError": return new TypeError(e.message);
    case "RangeError": return new RangeError(e.message);
    case "thrown": {
      const t = thrown;
      thrown = undefined;
      return t;
    }
  }
  return new Error(e.message);
}

// reply reads an answer of the host: a value as it is, or JSON.
function reply(r) {
  if (typeof r !== "string") return r;
  const d = JSON.parse(r);
  if (d.e !== undefined) throw makeError(d.e);
  return d.v;
}

function failure() {
  const d = JSON.parse(host(op.lastError));
  return d.e === undefined ? new RuntimeError("WebAssembly call failed") : makeError(d.e);
}

// Objects by the host's handle numbers: one object per handle (WeakRefs:
// an object JavaScript dropped is released through the registry).
const objects = new Map();
const released = new FinalizationRegistry((held) => {
  objects.delete(held.id);
  if (held.key !== undefined) importsByKey.delete(held.key);
  try { host(op.release, held.id); } catch {}
});
function track(obj, id, key) {
  objects.set(id, new WeakRef(obj));
  released.register(obj, { id, key });
  return obj;
}
const known = (id) => objects.get(id)?.deref();

// Functions: a guest's, by the host's function number; funcId is a
// wasm function's number.
const funcs = new Map();
const funcIds = new WeakMap();
const keep = Symbol("keep");
const funcId = (f) => funcIds.get(f);

// External values (externref) by number; 0 is null. A value passed to a
// guest keeps its number (and is kept) while the instance lives.
const externs = [null];
const externIds = new Map();
function externId(v) {
  if (v === null) return 0;
  let id = externIds.get(v);
  if (id === undefined) {
    id = externs.length;
    externs.push(v);
    externIds.set(v, id);
  }
  return id;
}

// Conversions (ToWebAssemblyValue, ToJSValue) by type letter: i i32,
// I i64, f f32, F f64, r funcref, x externref, v v128.
function toWasm(t, v) {
  switch (t) {
    case "i": return v | 0;
    case "I": return BigInt.asIntN(64, v);
    case "f": case "F": return +v;
    case "r": {
      if (v === null) return 0;
      const id = typeof v === "function" ? funcId(v) : undefined;
      if (id === undefined) throw new TypeError("type incompatibility when transforming from/to JS: a WebAssembly function or null is expected");
      return id;
    }
    case "x": return externId(v);
  }
  throw new TypeError("type incompatibility when transforming from/to JS");
}
function store(j, t, x) {
  if (t === "i") I32[2 * j] = x;
  else if (t === "I") B64[j] = x;
  else F64[j] = x;
}
function load(j, t, holder) {
  switch (t) {
    case "i": return I32[2 * j];
    case "I": return B64[j];
    case "f": case "F": return F64[j];
    case "r": return funcOf(F64[j], holder);
    case "x": return externs[F64[j]];
  }
  throw new TypeError("type incompatibility when transforming from/to JS");
}

// The JavaScript functions each instance imported, by its key.
const importsByKey = new Map();
let nextKey = 0;

// trampoline is what the host calls for a JavaScript function an
// instance imported: it reads the arguments from scratch, calls it,
// writes its result there; FAIL when it threw. The common signatures
// (up to four i32s in, an i32 or nothing out) have their own, which take
// the i32s as arguments and return the result, without scratch.
function trampoline(imp) {
  const { fn, params, results } = imp;
  const fail = (e) => {
    thrown = e;
    return FAIL;
  };
  if (/^i{0,4}$/.test(params) && (results === "" || results === "i")) {
    // r | 0 is ToInt32 (see simpleImport in wasm/webassembly/webassembly.go).
    const out = results === "i";
    switch (params.length) {
      case 0: return out ? () => { try { return fn() | 0 } catch (e) { return fail(e) } } : () => { try { fn() } catch (e) { return fail(e) } };
      case 1: return out ? (a) => { try { return fn(a) | 0 } catch (e) { return fail(e) } } : (a) => { try { fn(a) } catch (e) { return fail(e) } };
      case 2: return out ? (a, b) => { try { return fn(a, b) | 0 } catch (e) { return fail(e) } } : (a, b) => { try { fn(a, b) } catch (e) { return fail(e) } };
      case 3: return out ? (a, b, c) => { try { return fn(a, b, c) | 0 } catch (e) { return fail(e) } } : (a, b, c) => { try { fn(a, b, c) } catch (e) { return fail(e) } };
      case 4: return out ? (a, b, c, d) => { try { return fn(a, b, c, d) | 0 } catch (e) { return fail(e) } } : (a, b, c, d) => { try { fn(a, b, c, d) } catch (e) { return fail(e) } };
    }
  }
  return () => call(imp);
}

// call calls an imported JavaScript function of any signature for the host.
function call(imp) {
  try {
    const p = imp.params;
    let r;
    switch (p.length) {
      case 0: r = imp.fn(); break;
      case 1: r = imp.fn(load(0, p[0], imp.record)); break;
      case 2: r = imp.fn(load(0, p[0], imp.record), load(1, p[1], imp.record)); break;
      default: {
        const args = [];
        for (let j = 0; j < p.length; j++) args.push(load(j, p[j], imp.record));
        r = imp.fn(...args);
      }
    }
    const rs = imp.results;
    if (rs.length === 1) store(0, rs[0], toWasm(rs[0], r));
    else if (rs.length > 1) {
      const list = [...r];
      if (list.length !== rs.length) throw new TypeError(`multi-return length mismatch: expected ${rs.length} values, got ${list.length}`);
      const xs = list.map((v, j) => toWasm(rs[j], v));
      xs.forEach((x, j) => store(j, rs[j], x));
    }
  } catch (e) {
    thrown = e;
    return FAIL;
  }
}

// wrap makes the JavaScript function of the guest's function id: its
// arguments converted first (their valueOf may call WebAssembly), then
// written. holder is the object it came from (an instance, a table, a
// global), which it keeps alive: with it what it calls.
function wrap(id, name, params, results, holder) {
  const np = params.length;
  const nr = results.length;
  const direct = nr === 0 || (nr === 1 && (results === "i" || results === "f" || results === "F"));
  const after = (r) => {
    if (r === FAIL) throw failure();
    if (direct) return r;
    if (nr === 1) return load(0, results, holder);
    const out = [];
    for (let j = 0; j < nr; j++) out.push(load(j, results[j], holder));
    return out;
  };
  let f;
  if (direct && /^i{0,3}$/.test(params)) {
    // The common case, without an array of arguments: the i32s are
    // converted in order (x | 0 is ToInt32) and passed to the host as
    // themselves; the result is the host's answer (but for FAIL).
    switch (np) {
      case 0: f = function () { const r = host(0, id); if (r === FAIL) throw failure(); return r; }; break;
      case 1: f = function (a) { const r = host(0, id, a | 0); if (r === FAIL) throw failure(); return r; }; break;
      case 2: f = function (a, b) { const r = host(0, id, a | 0, b | 0); if (r === FAIL) throw failure(); return r; }; break;
      case 3: f = function (a, b, c) { const r = host(0, id, a | 0, b | 0, c | 0); if (r === FAIL) throw failure(); return r; }; break;
    }
  } else {
    f = function (...args) {
      const xs = [];
      for (let j = 0; j < np; j++) xs.push(toWasm(params[j], args[j]));
      for (let j = 0; j < np; j++) store(j, params[j], xs[j]);
      return after(host(0, id));
    };
  }
  Object.defineProperty(f, "name", { value: name });
  Object.defineProperty(f, "length", { value: np });
  Object.defineProperty(f, keep, { value: holder });
  funcIds.set(f, id);
  funcs.set(id, new WeakRef(f));
  return f;
}

// funcOf is the function of the host's number id (0: null).
function funcOf(id, holder) {
  if (id === 0) return null;
  const f = funcs.get(id)?.deref();
  if (f) return f;
  const info = reply(host(op.funcInfo, id));
  if (info.js) return importsByKey.get(info.js[0])?.[info.js[1]]?.fn ?? null;
  return wrap(id, info.name, info.params, info.results, holder);
}

function bytesOf(b, what) {
  if (b instanceof ArrayBuffer || ArrayBuffer.isView(b) || (typeof SharedArrayBuffer === "function" && b instanceof SharedArrayBuffer)) return b;
  throw new TypeError(`${what}: Argument 0 must be a buffer source`);
}

const NEW = Symbol("new");

// What the classes below give this module of their private fields.
let moduleId, moduleImports, moduleExports, memoryHandle, tableHandle, globalHandle, setTableElem, setGlobalType;

class Module {
  #id;
  #imports;
  #exports;
  constructor(bytes) {
    if (new.target === undefined) throw new TypeError("WebAssembly.Module must be invoked with 'new'");
    bytesOf(bytes, "WebAssembly.Module()");
    bind();
    const d = reply(host(op.compile, bytes));
    this.#id = d.id;
    this.#imports = d.imports ?? [];
    this.#exports = d.exports ?? [];
    track(this, d.id);
  }
  static imports(m) {
    return Module.#check(m, "imports").#imports.map(({ module, name, kind }) => ({ module, name, kind }));
  }
  static exports(m) {
    return Module.#check(m, "exports").#exports.map(({ name, kind }) => ({ name, kind }));
  }
  static customSections(m, name) {
    const id = Module.#check(m, "customSections").#id;
    if (name === undefined) throw new TypeError("WebAssembly.Module.customSections(): Argument 1 is required");
    name = String(name);
    const out = [];
    for (let i = 0; ; i++) {
      const r = host(op.customSections, id, name, i);
      if (typeof r === "number") return out;
      if (typeof r === "string") reply(r);
      out.push(r);
    }
  }
  static #check(m, what) {
    if (!(m !== null && typeof m === "object" && #id in m)) throw new TypeError(`WebAssembly.Module.${what}(): Argument 0 must be a WebAssembly.Module`);
    return m;
  }
  static {
    moduleId = (m) => (m !== null && typeof m === "object" && #id in m ? m.#id : undefined);
    moduleImports = (m) => m.#imports;
    moduleExports = (m) => m.#exports;
  }
}

const isObject = (v) => (v !== null && typeof v === "object") || typeof v === "function";

// link resolves a module's imports in importObject, as the JavaScript API
// says, and instantiates it: its exports object.
function link(module, importObject) {
  const imports = moduleImports(module);
  if (importObject !== undefined && !isObject(importObject)) throw new TypeError("WebAssembly.Instance(): Argument 1 must be an object");
  if (imports.length > 0 && importObject === undefined) throw new TypeError("WebAssembly.Instance(): Imports argument must be present and must be an object");
  const key = ++nextKey;
  const jsFns = [];
  const trampolines = [];
  const desc = [];
  const values = [];
  imports.forEach((imp, k) => {
    const where = `WebAssembly.Instance(): Import #${k} "${imp.module}"`;
    const o = importObject[imp.module];
    if (!isObject(o)) throw new TypeError(`WebAssembly.Instance(): Import #${k} module="${imp.module}" error: module is not an object or function`);
    const v = o[imp.name];
    const [t0, t1] = imp.type.split(":");
    switch (imp.kind) {
      case "function": {
        if (typeof v !== "function") throw new LinkError(`WebAssembly.Instance(): Import #${k} module="${imp.module}" function="${imp.name}" error: function import requires a callable`);
        const id = funcId(v);
        if (id !== undefined) desc.push({ f: id });
        else {
          desc.push({ j: true });
          jsFns[k] = { fn: v, params: t0, results: t1 };
          trampolines[k] = trampoline(jsFns[k]);
        }
        break;
      }
      case "memory":
        if (!(v instanceof Memory)) throw new LinkError(`${where} "${imp.name}": memory import must be a WebAssembly.Memory object`);
        desc.push({ h: handleOf(v) });
        break;
      case "table":
        if (!(v instanceof Table)) throw new LinkError(`${where} "${imp.name}": table import requires a WebAssembly.Table`);
        desc.push({ h: handleOf(v) });
        break;
      case "global": {
        if (v instanceof Global) {
          desc.push({ h: handleOf(v) });
          break;
        }
        const t = t0;
        const ok = t === "I" ? typeof v === "bigint" : t === "r" || t === "x" ? true : typeof v === "number";
        if (!ok) throw new LinkError(`${where} "${imp.name}": global import must be a number, valid Wasm reference, or WebAssembly.Global object`);
        if (t1 === "mut") throw new LinkError(`${where} "${imp.name}": imported mutable global must be a WebAssembly.Global object`);
        values.push([t, toWasm(t, v)]);
        desc.push({ s: values.length });
        break;
      }
    }
  });
  if (values.length > SLOTS) throw new LinkError("WebAssembly.Instance(): more than 1024 globals imported as values");
  values.forEach(([t, x], j) => store(j, t, x));
  importsByKey.set(key, jsFns);
  let d;
  try {
    d = reply(host(op.instantiate, moduleId(module), key, JSON.stringify(desc), trampolines));
  } catch (e) {
    importsByKey.delete(key);
    throw e;
  }
  const record = track({ id: d.id }, d.id, key);
  for (const f of jsFns) if (f) f.record = record;
  const types = new Map(moduleExports(module).map((e) => [e.name, e.type.split(":")]));
  const exports = Object.create(null);
  for (const [name, kind, id] of d.exports) {
    let v = kind === "function" ? funcOf(id, record) : known(id);
    if (v === undefined) {
      const [t0, t1] = types.get(name);
      switch (kind) {
        case "memory": v = new Memory(NEW, id); break;
        case "table": v = new Table(NEW, id); setTableElem(v, t0); break;
        case "global": v = new Global(NEW, id); setGlobalType(v, t0, t1 === "mut"); break;
      }
    }
    exports[name] = v;
  }
  return Object.freeze(exports);
}

// handleOf is a Memory's, Table's or Global's handle.
const handleOf = (v) => (v instanceof Memory ? memoryHandle(v) : v instanceof Table ? tableHandle(v) : globalHandle(v));

class Instance {
  #exports;
  constructor(module, importObject) {
    if (new.target === undefined) throw new TypeError("WebAssembly.Instance must be invoked with 'new'");
    if (moduleId(module) === undefined) throw new TypeError("WebAssembly.Instance(): Argument 0 must be a WebAssembly.Module");
    this.#exports = link(module, importObject);
  }
  get exports() {
    if (!(#exports in this)) throw new TypeError("Receiver is not a WebAssembly.Instance");
    return this.#exports;
  }
}

function index(v, what) {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > 0xffffffff) throw new TypeError(`${what} must be convertible to a valid number`);
  return Math.trunc(n);
}

function limits(desc, what, max) {
  if (!isObject(desc)) throw new TypeError(`${what}: Argument 0 must be a ${what.includes("Memory") ? "memory" : "table"} descriptor`);
  let initial = desc.initial ?? desc.minimum;
  if (initial === undefined) throw new TypeError(`${what}: Property 'initial' is required`);
  initial = index(initial, `${what}: Property 'initial'`);
  let maximum = desc.maximum;
  if (maximum !== undefined) {
    maximum = index(maximum, `${what}: Property 'maximum'`);
    if (maximum < initial) throw new RangeError(`${what}: Property 'maximum': value ${maximum} is below the lower bound ${initial}`);
  }
  if (initial > max) throw new RangeError(`${what}: Property 'initial': value ${initial} is above the upper bound ${max}`);
  if (maximum !== undefined && maximum > max) throw new RangeError(`${what}: Property 'maximum': value ${maximum} is above the upper bound ${max}`);
  return [initial, maximum ?? -1];
}

class Memory {
  #id;
  #buf;
  constructor(descriptor) {
    if (new.target === undefined) throw new TypeError("WebAssembly.Memory must be invoked with 'new'");
    if (descriptor === NEW) {
      this.#id = arguments[1];
      track(this, this.#id);
      return;
    }
    const [initial, maximum] = limits(descriptor, "WebAssembly.Memory()", 65536);
    if (descriptor.shared) throw new TypeError("WebAssembly.Memory(): shared memories (threads) are not supported in earshot");
    bind();
    this.#id = reply(host(op.memoryNew, initial, maximum));
    track(this, this.#id);
  }
  grow(delta) {
    const d = index(delta, "WebAssembly.Memory.grow(): Argument 0");
    return reply(host(op.memoryGrow, this.#id, d));
  }
  get buffer() {
    if (this.#buf === undefined || this.#buf.detached) this.#buf = reply(host(op.memoryBuffer, this.#id));
    return this.#buf;
  }
  static {
    memoryHandle = (m) => m.#id;
  }
}

const elemTypes = { anyfunc: "r", funcref: "r", externref: "x" };

class Table {
  #id;
  #elem;
  constructor(descriptor, value) {
    if (new.target === undefined) throw new TypeError("WebAssembly.Table must be invoked with 'new'");
    if (descriptor === NEW) {
      this.#id = arguments[1];
      this.#elem = "r";
      track(this, this.#id);
      return;
    }
    if (!isObject(descriptor)) throw new TypeError("WebAssembly.Table(): Argument 0 must be a table descriptor");
    const elem = elemTypes[String(descriptor.element)];
    if (elem === undefined) throw new TypeError("WebAssembly.Table(): Descriptor property 'element' must be a WebAssembly reference type");
    const [initial, maximum] = limits(descriptor, "WebAssembly.Table()", 10000000);
    const init = value === undefined ? (elem === "r" ? null : undefined) : value;
    const x = toWasm(elem, init);
    bind();
    store(0, elem, x);
    this.#id = reply(host(op.tableNew, elem === "x" ? 1 : 0, initial, maximum));
    this.#elem = elem;
    track(this, this.#id);
  }
  get length() { return reply(host(op.tableLength, this.#id)); }
  grow(delta, value) {
    const d = index(delta, "WebAssembly.Table.grow(): Argument 0");
    const x = toWasm(this.#elem, value === undefined && this.#elem === "r" ? null : value);
    store(0, this.#elem, x);
    return reply(host(op.tableGrow, this.#id, d));
  }
  get(i) {
    const n = reply(host(op.tableGet, this.#id, index(i, "WebAssembly.Table.get(): Argument 0")));
    return this.#elem === "r" ? funcOf(n, this) : externs[n];
  }
  set(i, value) {
    const k = index(i, "WebAssembly.Table.set(): Argument 0");
    const x = toWasm(this.#elem, value === undefined && this.#elem === "r" ? null : value);
    store(0, this.#elem, x);
    reply(host(op.tableSet, this.#id, k));
  }
  static {
    tableHandle = (t) => t.#id;
    setTableElem = (t, e) => { t.#elem = e; };
  }
}

const valueTypes = { i32: "i", i64: "I", f32: "f", f64: "F", anyfunc: "r", funcref: "r", externref: "x" };

class Global {
  #id;
  #type;
  #mutable;
  constructor(descriptor, v) {
    if (new.target === undefined) throw new TypeError("WebAssembly.Global must be invoked with 'new'");
    if (descriptor === NEW) {
      this.#id = arguments[1];
      track(this, this.#id);
      return;
    }
    if (!isObject(descriptor)) throw new TypeError("WebAssembly.Global(): Argument 0 must be a global descriptor");
    const mutable = Boolean(descriptor.mutable);
    const t = valueTypes[String(descriptor.value)];
    if (t === undefined) throw new TypeError("WebAssembly.Global(): Descriptor property 'value' must be a WebAssembly type");
    const init = v === undefined ? ({ i: 0, I: 0n, f: 0, F: 0, r: null, x: undefined })[t] : v;
    const x = toWasm(t, init);
    bind();
    store(0, t, x);
    this.#id = reply(host(op.globalNew, t.charCodeAt(0), mutable ? 1 : 0));
    this.#type = t;
    this.#mutable = mutable;
    track(this, this.#id);
  }
  get value() {
    const r = host(op.globalGet, this.#id);
    if (typeof r === "string") reply(r);
    return r === undefined ? load(0, this.#type, this) : r;
  }
  set value(v) {
    if (!this.#mutable) throw new TypeError("WebAssembly.Global.value: Can't set the value of an immutable global.");
    const x = toWasm(this.#type, v);
    store(0, this.#type, x);
    reply(host(op.globalSet, this.#id));
  }
  valueOf() { return this.value; }
  static {
    globalHandle = (g) => g.#id;
    setGlobalType = (g, t, m) => {
      g.#type = t;
      g.#mutable = m;
    };
  }
}

for (const [C, name] of [[Module, "Module"], [Instance, "Instance"], [Memory, "Memory"], [Table, "Table"], [Global, "Global"]]) {
  Object.defineProperty(C.prototype, Symbol.toStringTag, { value: `WebAssembly.${name}`, configurable: true });
}

function validate(bytes) {
  bytesOf(bytes, "WebAssembly.validate()");
  return host(op.validate, bytes) === true;
}

function compile(bytes) {
  return new Promise((resolve) => resolve(new Module(bytes)));
}

function instantiate(source, importObject) {
  if (moduleId(source) !== undefined) return Promise.resolve().then(() => new Instance(source, importObject));
  let module;
  try {
    module = new Module(source);
  } catch (e) {
    return Promise.reject(e);
  }
  return Promise.resolve().then(() => ({ module, instance: new Instance(module, importObject) }));
}

async function responseBytes(source, what) {
  const r = await source;
  const Response = globalThis.Response;
  if (!(r instanceof Response)) throw new TypeError(`WebAssembly.${what}(): Argument 0 must be provided and must be a Response`);
  const type = (r.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/wasm") throw new TypeError(`WebAssembly.${what}(): Incorrect response MIME type. Expected 'application/wasm'.`);
  if (!r.ok) throw new TypeError(`WebAssembly.${what}(): HTTP status code is not ok`);
  if (r.bodyUsed) throw new TypeError(`WebAssembly.${what}(): Response body has already been used`);
  return r.arrayBuffer();
}

async function compileStreaming(source) {
  return new Module(await responseBytes(source, "compileStreaming"));
}

async function instantiateStreaming(source, importObject) {
  const module = new Module(await responseBytes(source, "instantiateStreaming"));
  return { module, instance: new Instance(module, importObject) };
}

const WebAssembly = {};
for (const [name, value] of Object.entries({
  compile, validate, instantiate, compileStreaming, instantiateStreaming,
  Module, Instance, Table, Memory, Global, CompileError, LinkError, RuntimeError,
})) {
  define(WebAssembly, name, value);
}
Object.defineProperty(WebAssembly, Symbol.toStringTag, { value: "WebAssembly", configurable: true });

export default { WebAssembly };
