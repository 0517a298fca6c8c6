// The one door to the host. Go registers __earshot_host before the prelude
// runs; it is captured here and removed from the globals. Every host
// operation is named (see platform/kernel/ops.go and the table in platform/platform.go):
//
//   __earshot_host(name, args, data?) -> reply
//
// args is a string (JSON for most operations), data an optional
// ArrayBuffer. The reply is a string — JSON: {"v": value}, {"e": error} or,
// for an operation that completes later, {"id": n} — or an ArrayBuffer, for
// an operation whose value is bytes.
export const g = globalThis;
const host = g.__earshot_host;
delete g.__earshot_host;
// What the event loop needs of our QuickJS build (wasm/quickjs/earshot.c):
// running the promise jobs, hearing of unhandled rejections (loop.js).
export const native = g.__earshot_native;
delete g.__earshot_native;

// ctx.owner is the task whose code runs now: a callback scheduled now
// (a timer, an immediate, a nextTick, a host operation) belongs to it
// (see loop.js).
export const ctx = { owner: null };
// The WebAssembly global's own door (wasm/webassembly), for its lazy
// module (lazy/webassembly.js).
export const wasmHost = g.__earshot_wasm;
delete g.__earshot_wasm;
for (const k of ["os", "std", "bjson", "print", "scriptArgs", "gc", "navigator"]) delete g[k];

export const define = (obj, name, value) =>
  Object.defineProperty(obj, name, { value, writable: true, configurable: true, enumerable: false });

export function typeOf(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

// domNames are the DOMException names the host's errors may have.
const domNames = new Set(["AbortError", "TimeoutError", "DataCloneError", "InvalidCharacterError", "QuotaExceededError",
  "NotSupportedError", "NotAllowedError", "OperationError", "InvalidAccessError", "DataError", "NotFoundError"]);

// makeError turns an error the host describes ({name, message, ...}) into
// the right JavaScript error, with every other field the host gave (Node's
// code, errno, syscall, path, dest, ...). A DOMException's code is its
// name's number; an error by such a name that carries a code of its own is
// the kind Node makes: an Error named so (AbortError, "ABORT_ERR").
export function makeError(e) {
  const { name, message, ...fields } = e;
  let err;
  switch (name) {
    case "TypeError": err = new TypeError(message); break;
    case "RangeError": err = new RangeError(message); break;
    case "SyntaxError": err = new SyntaxError(message); break;
    default:
      if (domNames.has(name) && fields.code === undefined) return new DOMException(message, name);
      err = new Error(message);
  }
  for (const k of Object.keys(fields)) {
    if (fields[k] === undefined || k === "stack") continue;
    // A cause the host describes is an error too (fetch's, as Node's).
    err[k] = k === "cause" && fields[k] !== null && typeof fields[k] === "object" && "message" in fields[k] ? makeError(fields[k]) : fields[k];
  }
  if (err.name !== name && name !== undefined) err.name = name; // as Node's AbortError: code, then name
  return err;
}

function reply(r) {
  if (typeof r !== "string") return r;
  if (r.charCodeAt(0) === 0) return r.slice(1); // text, as it is
  const d = JSON.parse(r);
  if (d.e !== undefined) throw makeError(d.e);
  return d.id !== undefined ? d : d.v;
}

const encode = (args) => (args === undefined ? "" : typeof args === "string" ? args : JSON.stringify(args));

// op calls a host operation that answers at once; its value, or a throw.
export function op(name, args, data) {
  return reply(data === undefined ? host(name, encode(args)) : host(name, encode(args), data));
}

// hostLog is op("log") without JSON: console output is the hottest path.
export function hostLog(level, text) {
  host("log", level, text);
}

// pending are the host operations in flight: id -> { resolve, reject,
// owner, name } (owner: the task that started it, see ctx).
export const pending = new Map();

// unrefd are the operations of pending that do not keep a task alive (the
// read of an idle socket, as an unref'd handle in Node).
export const unrefd = new Set();

// expect waits for the completion of operation id with resolve and
// reject, called by deliver (which throws what they throw): an operation
// started with op whose completion is not a promise's (a socket's
// reader). name says what it is (the operation's name).
export function expect(id, name, resolve, reject) {
  pending.set(id, { resolve, reject, owner: ctx.owner, name });
}

// opAsync starts a host operation that completes later (delivered by
// deliver) and returns a promise of its value (an ArrayBuffer when the
// value is bytes).
export function opAsync(name, args, data) {
  return new Promise((resolve, reject) => {
    let started;
    try {
      started = op(name, args, data);
    } catch (e) {
      reject(e);
      return;
    }
    pending.set(started.id, { resolve, reject, owner: ctx.owner, name });
  });
}

// deliver settles a completion of operation id (engine/vm.go's
// deliverNext): kind 0 a value (JSON text, or null, true, false), 1 bytes
// (an ArrayBuffer), 2 an error (JSON text); with 4 the operation goes on
// (a socket's reader), its next completions to come, and resolve gets
// true as its second argument. It returns the operation's entry (its
// owner runs now: ctx.owner), or undefined when nobody waits for it; what
// its callbacks throw is thrown (an uncaught exception, see loop.js).
export function deliver(id, kind, payload) {
  const p = pending.get(id);
  if (!p) return undefined;
  const more = (kind & 4) !== 0;
  if (!more) {
    pending.delete(id);
    unrefd.delete(id);
  }
  ctx.owner = p.owner;
  if ((kind & 3) === 2) {
    const e = JSON.parse(payload);
    p.reject(e && e.name ? makeError(e) : e);
    return p;
  }
  const value = (kind & 3) === 0 && typeof payload === "string" ? JSON.parse(payload) : payload;
  p.resolve(value, more);
  return p;
}

// cancel abandons an operation in flight (its promise never settles).
export function cancel(id) {
  unrefd.delete(id);
  if (pending.delete(id)) host("cancel", String(id));
}

// track ties a handle the host holds for obj (a hash, a compression stream,
// a FileHandle: the id an operation returned) to obj: when obj is
// collected, the host releases it ("handle.release"; ids are never
// reused, so one already ended is nothing). A call that fails drops such
// objects; the engine then collects garbage (platform: Instance.Abandoned).
const collected = new FinalizationRegistry((id) => {
  try { host("handle.release", String(id)); } catch {}
});
export function track(obj, id) {
  if (typeof id === "number") collected.register(obj, id);
  return id;
}
// release gives a tracked handle back at once, for an object that can no
// longer use it (a destroyed stream), rather than when it is collected.
export function release(id) {
  if (typeof id === "number") { try { host("handle.release", String(id)); } catch {} }
}
