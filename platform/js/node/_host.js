// What the built-in modules use of the prelude: the host operations.
const h = globalThis[Symbol.for("earshot.internal")];
export const internal = h;
export const op = h.op;
export const opAsync = h.opAsync;
export const cancel = h.cancel;
export const track = h.track;
export const release = h.release;
export const pending = h.pending;
export const expect = h.expect;
// ioDone(fn) runs fn in the loop's next poll phase: a completion of
// what the host did at once, delivered as Node delivers I/O.
export const ioDone = h.ioDone;
export const unrefd = h.unrefd;
export const emit = h.emit;
export const proc = () => h.processObject();

// startOp calls a host operation and hands its completion to done(error,
// value, more) — called by the event loop itself, not by a promise's job,
// so that what done (or a listener it runs) throws is an uncaught
// exception, as what a Node callback throws: at once when the host
// answered at once (true: a write the kernel took whole), else when the
// operation completes — or, for one that completes in pieces (a socket's
// reader), at each, more true until the last. It returns the operation's
// id (0 when there is none in flight).
export function startOp(name, args, data, done) {
  let r;
  try {
    r = data === undefined ? op(name, args) : op(name, args, data);
  } catch (e) {
    proc().nextTick(done, e);
    return 0;
  }
  if (r === true) { done(null, r); return 0; } // done at once
  expect(r.id, name, (v, more) => done(null, v, more), (e) => done(e));
  return r.id;
}

// callback hands a promise's outcome to a Node-style callback (wrap(value)
// first), on the next tick: what the callback throws is then an uncaught
// exception, as in Node, not a rejection nobody handles.
export function callback(p, cb, wrap = (v) => v) {
  p.then((v) => {
    let r;
    try { r = wrap(v); } catch (e) { proc().nextTick(cb, e); return; }
    proc().nextTick(cb, null, r);
  }, (e) => proc().nextTick(cb, e));
}
export const hostInfo = () => h.hostInfo();

// received is how Node's ERR_INVALID_ARG_TYPE messages show the value
// they got: " Received type string ('x')", " Received an instance of Map".
export function received(v) {
  return " Received " + h.errors.specificType(v);
}

// callableClass is class C as a function Node's constructors are: called
// without new it makes one (crypto.Hmac("sha256", key), net.Socket()),
// and it may be extended. Its prototype is C's.
export function callableClass(C) {
  const F = { [C.name]: function (...args) { return Reflect.construct(C, args, new.target ?? F); } }[C.name];
  F.prototype = C.prototype;
  Object.setPrototypeOf(F, C);
  Object.defineProperty(C.prototype, "constructor", { value: F, writable: true, configurable: true });
  Object.defineProperty(F, "length", { value: C.length });
  return F;
}

// AbortError is Node's error of an operation a signal aborted (not the
// DOMException an AbortSignal's reason is): code "ABORT_ERR".
export class AbortError extends Error {
  constructor(message = "The operation was aborted", options = undefined) {
    super(message, options);
    this.code = "ABORT_ERR";
    this.name = "AbortError";
  }
}

// register makes a built-in reachable from createRequire's require (it is
// registered when an extension's bundle first evaluates it; see also
// platform/gen's registerFooter). The first copy registered stays the
// module, and is what register returns.
const registry = (globalThis[Symbol.for("earshot.builtins")] ??= new Map());
export function register(name, value) {
  if (registry.has(name)) return registry.get(name);
  registry.set(name, value);
  return value;
}
export { registry };
