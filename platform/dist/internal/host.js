var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node/_host.js
var host_exports = {};
__export(host_exports, {
  AbortError: () => AbortError,
  callableClass: () => callableClass,
  callback: () => callback,
  cancel: () => cancel,
  emit: () => emit,
  expect: () => expect,
  hostInfo: () => hostInfo,
  internal: () => internal,
  ioDone: () => ioDone,
  op: () => op,
  opAsync: () => opAsync,
  pending: () => pending,
  proc: () => proc,
  received: () => received,
  register: () => register,
  registry: () => registry,
  release: () => release,
  startOp: () => startOp,
  track: () => track,
  unrefd: () => unrefd
});
module.exports = __toCommonJS(host_exports);
var h = globalThis[/* @__PURE__ */ Symbol.for("earshot.internal")];
var internal = h;
var op = h.op;
var opAsync = h.opAsync;
var cancel = h.cancel;
var track = h.track;
var release = h.release;
var pending = h.pending;
var expect = h.expect;
var ioDone = h.ioDone;
var unrefd = h.unrefd;
var emit = h.emit;
var proc = () => h.processObject();
function startOp(name, args, data, done) {
  let r;
  try {
    r = data === void 0 ? op(name, args) : op(name, args, data);
  } catch (e) {
    proc().nextTick(done, e);
    return 0;
  }
  if (r === true) {
    done(null, r);
    return 0;
  }
  expect(r.id, name, (v, more) => done(null, v, more), (e) => done(e));
  return r.id;
}
function callback(p, cb, wrap = (v) => v) {
  p.then((v) => {
    let r;
    try {
      r = wrap(v);
    } catch (e) {
      proc().nextTick(cb, e);
      return;
    }
    proc().nextTick(cb, null, r);
  }, (e) => proc().nextTick(cb, e));
}
var hostInfo = () => h.hostInfo();
function received(v) {
  return " Received " + h.errors.specificType(v);
}
function callableClass(C) {
  const F = { [C.name]: function(...args) {
    return Reflect.construct(C, args, new.target ?? F);
  } }[C.name];
  F.prototype = C.prototype;
  Object.setPrototypeOf(F, C);
  Object.defineProperty(C.prototype, "constructor", { value: F, writable: true, configurable: true });
  Object.defineProperty(F, "length", { value: C.length });
  return F;
}
var AbortError = class extends Error {
  constructor(message = "The operation was aborted", options = void 0) {
    super(message, options);
    this.code = "ABORT_ERR";
    this.name = "AbortError";
  }
};
var registry = globalThis[/* @__PURE__ */ Symbol.for("earshot.builtins")] ??= /* @__PURE__ */ new Map();
function register(name, value) {
  if (registry.has(name)) return registry.get(name);
  registry.set(name, value);
  return value;
}
module.exports = ((r, v) => r.has("internal/host") ? r.get("internal/host") : (r.set("internal/host", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), Object.defineProperty({ ...module.exports }, "__esModule", { value: true }));
