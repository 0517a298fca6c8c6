// node:events — EventEmitter from the events package (pinned), with what
// it lacks of Node's: the options object of the constructor
// (captureRejections), errorMonitor, and the module's functions that take
// an AbortSignal or an EventTarget (once, on, getEventListeners,
// setMaxListeners, getMaxListeners, addAbortListener).
import Base from "events/";
import { internal, AbortError } from "node:internal/host";
import { codes, validateNumber } from "node:internal/validators";

const kCapture = Symbol("kCapture");
const kRejection = Symbol.for("nodejs.rejection");
const kMaxEventTargetListeners = Symbol("events.maxEventTargetListeners");
const errorMonitor = Symbol("events.errorMonitor");

const argType = codes.ERR_INVALID_ARG_TYPE;

function checkSignal(signal) {
  if (signal !== undefined && (signal === null || typeof signal !== "object" || !("aborted" in signal))) {
    throw argType("options.signal", "AbortSignal", signal);
  }
}

// EventEmitter is the package's, with Node's constructor: new
// EventEmitter({ captureRejections }) turns a listener's rejected promise
// into an "error" event (or a call of the emitter's
// Symbol.for("nodejs.rejection") method).
function EventEmitter(opts) {
  EventEmitter.init.call(this, opts);
}
Object.setPrototypeOf(EventEmitter, Base);
EventEmitter.prototype = Base.prototype;
Object.defineProperty(Base.prototype, "constructor", { value: EventEmitter, writable: true, configurable: true });

const baseInit = Base.init;
EventEmitter.init = function init(opts) {
  baseInit.call(this);
  if (opts !== undefined && opts !== null && typeof opts === "object" && opts.captureRejections !== undefined) {
    if (typeof opts.captureRejections !== "boolean") throw argType("options.captureRejections", "boolean", opts.captureRejections);
    this[kCapture] = opts.captureRejections;
  } else if (!Object.prototype.hasOwnProperty.call(this, kCapture) && this[kCapture] === undefined) {
    this[kCapture] = EventEmitter.prototype[kCapture];
  }
};
Base.prototype[kCapture] = false;
Object.defineProperty(EventEmitter, "captureRejections", {
  get() { return Base.prototype[kCapture]; },
  set(v) {
    if (typeof v !== "boolean") throw argType("EventEmitter.captureRejections", "boolean", v);
    Base.prototype[kCapture] = v;
  },
  enumerable: true,
  configurable: true,
});

const baseEmit = Base.prototype.emit;
Base.prototype.emit = function emit(type, ...args) {
  if (type !== "error" && !this[kCapture]) {
    // The package's emit, without its two more copies of the arguments:
    // every stream's every event comes through here.
    const events = this._events;
    if (events === undefined) return false;
    const handler = events[type];
    if (handler === undefined) return false;
    if (typeof handler === "function") {
      Reflect.apply(handler, this, args);
    } else {
      const listeners = handler.slice();
      for (let i = 0; i < listeners.length; i++) Reflect.apply(listeners[i], this, args);
    }
    return true;
  }
  if (type === "error" && this._events !== undefined && this._events[errorMonitor] !== undefined) {
    baseEmit.call(this, errorMonitor, ...args);
  }
  if (type === "error" && (this._events === undefined || this._events.error === undefined)) {
    const er = args[0];
    if (er instanceof Error) throw er;
    throw unhandledError(er);
  }
  if (!this[kCapture] || type === "error") return baseEmit.call(this, type, ...args);
  const list = this._events === undefined ? undefined : this._events[type];
  if (list === undefined) return false;
  for (const fn of typeof list === "function" ? [list] : list.slice()) {
    const r = fn.apply(this, args);
    if (r !== undefined && r !== null && typeof r.then === "function") {
      r.then(undefined, (err) => globalThis.process.nextTick(() => emitRejection(this, err, type, args)));
    }
  }
  return true;
};

function emitRejection(ee, err, type, args) {
  if (typeof ee[kRejection] === "function") {
    ee[kRejection](err, type, ...args);
    return;
  }
  const prev = ee[kCapture];
  try {
    ee[kCapture] = false; // an error from an error listener is not captured again
    ee.emit("error", err);
  } finally {
    ee[kCapture] = prev;
  }
}

const isEventTarget = (x) => x !== null && typeof x === "object" && typeof x.addEventListener === "function" && typeof x.on !== "function";

// once resolves with the arguments of the next name event; an "error" event
// first rejects it, as does the signal.
function once(emitter, name, options = {}) {
  if (options === null || typeof options !== "object") throw argType("options", "Object", options);
  const signal = options.signal;
  checkSignal(signal);
  if (signal && signal.aborted) return Promise.reject(new AbortError(undefined, { cause: signal.reason }));
  return new Promise((resolve, reject) => {
    let onAbort;
    const cleanup = () => {
      if (signal) signal.removeEventListener("abort", onAbort);
    };
    if (isEventTarget(emitter)) {
      const listener = (...args) => { cleanup(); resolve(args); };
      emitter.addEventListener(name, listener, { once: true, passive: false });
      onAbort = () => { emitter.removeEventListener(name, listener); reject(new AbortError(undefined, { cause: signal.reason })); };
    } else if (emitter !== null && typeof emitter === "object" && typeof emitter.on === "function") {
      const onError = (err) => { emitter.removeListener(name, listener); cleanup(); reject(err); };
      const listener = (...args) => {
        if (name !== "error") emitter.removeListener("error", onError);
        cleanup();
        resolve(args);
      };
      emitter.once(name, listener);
      if (name !== "error") emitter.once("error", onError);
      onAbort = () => {
        emitter.removeListener(name, listener);
        emitter.removeListener("error", onError);
        reject(new AbortError(undefined, { cause: signal.reason }));
      };
    } else {
      throw argType("emitter", ["EventEmitter", "EventTarget"], emitter);
    }
    if (signal) signal.addEventListener("abort", onAbort, { once: true });
  });
}

// on is an async iterator of the arguments of each name event, until an
// "error" event (thrown), one of options.close, the signal, or return().
function on(emitter, event, options = {}) {
  if (options === null || typeof options !== "object") throw argType("options", "Object", options);
  const signal = options.signal;
  checkSignal(signal);
  if (signal && signal.aborted) throw new AbortError(undefined, { cause: signal.reason });
  const unconsumed = []; // values not yet taken
  const waiting = []; // { resolve, reject } of next() calls not yet answered
  let error = null, finished = false;
  const target = isEventTarget(emitter);
  if (!target && (emitter === null || typeof emitter !== "object" || typeof emitter.on !== "function")) {
    throw argType("emitter", "EventEmitter", emitter);
  }
  const add = (name, fn) => (target ? emitter.addEventListener(name, fn) : emitter.on(name, fn));
  const remove = (name, fn) => (target ? emitter.removeEventListener(name, fn) : emitter.removeListener(name, fn));
  const onEvent = (...args) => {
    if (waiting.length > 0) waiting.shift().resolve({ value: args, done: false });
    else unconsumed.push(args);
  };
  const onError = (err) => {
    if (waiting.length > 0) waiting.shift().reject(err);
    else error = err;
    iterator.return();
  };
  const onClose = () => closeIterator();
  const onAbort = () => onError(new AbortError(undefined, { cause: signal.reason }));
  const closers = Array.isArray(options.close) ? options.close : [];
  add(event, onEvent);
  if (event !== "error" && !target) add("error", onError);
  for (const c of closers) add(c, onClose);
  if (signal) signal.addEventListener("abort", onAbort, { once: true });
  function removeAll() {
    remove(event, onEvent);
    if (event !== "error" && !target) remove("error", onError);
    for (const c of closers) remove(c, onClose);
    if (signal) signal.removeEventListener("abort", onAbort);
  }
  function closeIterator() {
    removeAll();
    finished = true;
    for (const w of waiting.splice(0)) w.resolve({ value: undefined, done: true });
  }
  const iterator = Object.setPrototypeOf({
    next() {
      if (unconsumed.length > 0) return Promise.resolve({ value: unconsumed.shift(), done: false });
      if (error) {
        const p = Promise.reject(error);
        error = null;
        return p;
      }
      if (finished) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    return() {
      closeIterator();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(err) {
      if (!(err instanceof Error)) throw argType("EventEmitter.AsyncIterator", "Error", err);
      onError(err);
    },
    [Symbol.asyncIterator]() { return this; },
  }, Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype));
  return iterator;
}

function getEventListeners(emitterOrTarget, type) {
  if (emitterOrTarget !== null && typeof emitterOrTarget === "object" && typeof emitterOrTarget.listeners === "function") {
    return emitterOrTarget.listeners(type);
  }
  if (isEventTarget(emitterOrTarget)) return internal.web.listenersFor(emitterOrTarget, type);
  throw argType("emitter", ["EventEmitter", "EventTarget"], emitterOrTarget);
}

const checkCount = (n) => validateNumber(n, "setMaxListeners", 0);

function setMaxListeners(n = EventEmitter.defaultMaxListeners, ...targets) {
  checkCount(n);
  if (targets.length === 0) {
    EventEmitter.defaultMaxListeners = n;
    return;
  }
  for (const t of targets) {
    if (t !== null && typeof t === "object" && typeof t.setMaxListeners === "function") t.setMaxListeners(n);
    else if (isEventTarget(t)) t[kMaxEventTargetListeners] = n;
    else throw argType("eventTargets", ["EventEmitter", "EventTarget"], t);
  }
}

function getMaxListeners(emitterOrTarget) {
  if (emitterOrTarget !== null && typeof emitterOrTarget === "object" && typeof emitterOrTarget.getMaxListeners === "function") {
    return emitterOrTarget.getMaxListeners();
  }
  if (isEventTarget(emitterOrTarget)) return emitterOrTarget[kMaxEventTargetListeners] ?? EventEmitter.defaultMaxListeners;
  throw argType("emitter", ["EventEmitter", "EventTarget"], emitterOrTarget);
}

// addAbortListener calls listener once when signal aborts (at once if it
// has); what it returns removes the listener when disposed.
function addAbortListener(signal, listener) {
  if (signal === undefined) throw argType("signal", "AbortSignal", signal);
  checkSignal(signal);
  if (typeof listener !== "function") throw argType("listener", "Function", listener);
  let remove;
  if (signal.aborted) queueMicrotask(() => listener());
  else {
    signal.addEventListener("abort", listener, { once: true });
    remove = () => signal.removeEventListener("abort", listener);
  }
  return { __proto__: null, [Symbol.dispose || Symbol.for("nodejs.dispose")]() { if (remove) remove(); } };
}

function listenerCount(emitter, type) {
  return typeof emitter.listenerCount === "function" ? emitter.listenerCount(type) : Base.listenerCount(emitter, type);
}

class EventEmitterAsyncResource extends EventEmitter {
  constructor(options = undefined) {
    super(options);
    this.asyncResource = { runInAsyncScope: (fn, thisArg, ...args) => fn.apply(thisArg, args) };
  }
  emitDestroy() {}
  get asyncId() { return 0; }
  get triggerAsyncId() { return 0; }
}

Object.assign(EventEmitter, {
  EventEmitter, once, on, getEventListeners, setMaxListeners, getMaxListeners, addAbortListener, listenerCount,
  EventEmitterAsyncResource, errorMonitor, captureRejectionSymbol: kRejection, usingDomains: false,
});

// ---- Node's behaviours the package lacks ----------------------------------------

const proto = Base.prototype;
const baseAdd = proto.addListener, basePrepend = proto.prependListener;

function checkListener(listener) {
  if (typeof listener !== "function") throw argType("listener", "Function", listener);
}

// add adds listener as the package does, and warns of a likely leak as
// Node does: through process.emitWarning (the package writes it to
// console.warn), saying the emitter's class.
function add(self, type, listener, prepend) {
  checkListener(listener);
  const max = self._maxListeners;
  self._maxListeners = 0; // no warning of the package's
  try {
    (prepend ? basePrepend : baseAdd).call(self, type, listener);
  } finally {
    self._maxListeners = max;
  }
  const list = self._events === undefined ? undefined : self._events[type];
  const m = proto.getMaxListeners.call(self); // self may be any object (on.call(obj, ...))
  if (Array.isArray(list) && m > 0 && list.length > m && !list.warned) {
    list.warned = true;
    const name = self.constructor && self.constructor.name ? self.constructor.name : "EventEmitter";
    const w = new Error(`Possible EventEmitter memory leak detected. ${list.length} ${String(type)} listeners added to [${name}]. ` +
      "Use emitter.setMaxListeners() to increase limit");
    w.name = "MaxListenersExceededWarning";
    w.emitter = self;
    w.type = type;
    w.count = list.length;
    process.emitWarning(w);
  }
  return self;
}

Object.assign(proto, {
  addListener(type, listener) { return add(this, type, listener, false); },
  prependListener(type, listener) { return add(this, type, listener, true); },
});
proto.on = proto.addListener;
for (const name of ["once", "prependOnceListener", "removeListener"]) {
  const base = proto[name];
  proto[name] = { [name](type, listener) { checkListener(listener); return base.call(this, type, listener); } }[name];
}
proto.off = proto.removeListener;

const baseSetMax = proto.setMaxListeners;
proto.setMaxListeners = function setMaxListeners(n) {
  checkCount(n);
  return baseSetMax.call(this, n);
};

Object.defineProperty(EventEmitter, "defaultMaxListeners", {
  get() { return Base.defaultMaxListeners; },
  set(n) { validateNumber(n, "defaultMaxListeners", 0); Base.defaultMaxListeners = n; },
  enumerable: true,
  configurable: true,
});

// listenerCount(type, listener) counts listener's registrations alone.
proto.listenerCount = function listenerCount(type, listener) {
  const list = this._events === undefined ? undefined : this._events[type];
  if (list === undefined) return 0;
  if (typeof list === "function") return listener === undefined || list === listener || list.listener === listener ? 1 : 0;
  if (listener === undefined) return list.length;
  let n = 0;
  for (const l of list) if (l === listener || l.listener === listener) n++;
  return n;
};

// removeAllListeners of every type, symbols too, each listener's
// removeListener event last in, first out, and removeListener's own last.
proto.removeAllListeners = function removeAllListeners(type) {
  const events = this._events;
  if (events === undefined) return this;
  if (events.removeListener === undefined) {
    if (arguments.length === 0) {
      this._events = Object.create(null);
      this._eventsCount = 0;
    } else if (events[type] !== undefined) {
      if (--this._eventsCount === 0) this._events = Object.create(null);
      else delete events[type];
    }
    return this;
  }
  if (arguments.length === 0) {
    for (const key of Reflect.ownKeys(events)) {
      if (key !== "removeListener") this.removeAllListeners(key);
    }
    this.removeAllListeners("removeListener");
    this._events = Object.create(null);
    this._eventsCount = 0;
    return this;
  }
  const list = events[type];
  if (typeof list === "function") this.removeListener(type, list);
  else if (list !== undefined) for (let i = list.length - 1; i >= 0; i--) this.removeListener(type, list[i]);
  return this;
};

// The methods' names, as Node's (the bundler renames some: setMaxListeners2).
for (const name of Object.getOwnPropertyNames(proto)) {
  const d = Object.getOwnPropertyDescriptor(proto, name);
  if (typeof d.value !== "function" || name === "constructor" || name === "on" || name === "off") continue;
  if (d.value.name !== name) Object.defineProperty(d.value, "name", { value: name, configurable: true });
}

// An "error" event nobody listens for is thrown: the error itself, or
// Node's ERR_UNHANDLED_ERROR saying what was emitted.
function unhandledError(er) {
  let shown;
  try { shown = typeof er === "string" ? `'${er}'` : er === undefined ? "undefined" : internal.inspect(er); } catch { shown = String(er); }
  const e = new Error(`Unhandled error. (${shown})`);
  e.code = "ERR_UNHANDLED_ERROR";
  e.context = er;
  return e;
}

// process (the prelude's small emitter) is one of them, as in Node.
if (internal.Emitter && !(internal.Emitter.prototype instanceof Base)) {
  Object.setPrototypeOf(internal.Emitter.prototype, Base.prototype);
}

export default EventEmitter;
