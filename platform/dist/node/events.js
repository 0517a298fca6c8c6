var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node_modules/events/events.js
var require_events = __commonJS({
  "js/node_modules/events/events.js"(exports, module2) {
    "use strict";
    var R = typeof Reflect === "object" ? Reflect : null;
    var ReflectApply = R && typeof R.apply === "function" ? R.apply : function ReflectApply2(target, receiver, args) {
      return Function.prototype.apply.call(target, receiver, args);
    };
    var ReflectOwnKeys;
    if (R && typeof R.ownKeys === "function") {
      ReflectOwnKeys = R.ownKeys;
    } else if (Object.getOwnPropertySymbols) {
      ReflectOwnKeys = function ReflectOwnKeys2(target) {
        return Object.getOwnPropertyNames(target).concat(Object.getOwnPropertySymbols(target));
      };
    } else {
      ReflectOwnKeys = function ReflectOwnKeys2(target) {
        return Object.getOwnPropertyNames(target);
      };
    }
    function ProcessEmitWarning(warning) {
      if (console && console.warn) console.warn(warning);
    }
    var NumberIsNaN = Number.isNaN || function NumberIsNaN2(value) {
      return value !== value;
    };
    function EventEmitter2() {
      EventEmitter2.init.call(this);
    }
    module2.exports = EventEmitter2;
    module2.exports.once = once2;
    EventEmitter2.EventEmitter = EventEmitter2;
    EventEmitter2.prototype._events = void 0;
    EventEmitter2.prototype._eventsCount = 0;
    EventEmitter2.prototype._maxListeners = void 0;
    var defaultMaxListeners = 10;
    var __earshotErrors = globalThis[/* @__PURE__ */ Symbol.for("earshot.internal")].errors;
    var __earshotValidators = globalThis[/* @__PURE__ */ Symbol.for("earshot.internal")].validators;
    function checkListener2(listener) {
      if (typeof listener !== "function") {
        throw __earshotErrors.codes.ERR_INVALID_ARG_TYPE("listener", "Function", listener);
      }
    }
    Object.defineProperty(EventEmitter2, "defaultMaxListeners", {
      enumerable: true,
      get: function() {
        return defaultMaxListeners;
      },
      set: function(arg) {
        __earshotValidators.validateNumber(arg, "defaultMaxListeners", 0);
        defaultMaxListeners = arg;
      }
    });
    EventEmitter2.init = function() {
      if (this._events === void 0 || this._events === Object.getPrototypeOf(this)._events) {
        this._events = /* @__PURE__ */ Object.create(null);
        this._eventsCount = 0;
      }
      this._maxListeners = this._maxListeners || void 0;
    };
    EventEmitter2.prototype.setMaxListeners = function setMaxListeners3(n) {
      __earshotValidators.validateNumber(n, "setMaxListeners", 0);
      this._maxListeners = n;
      return this;
    };
    function _getMaxListeners(that) {
      if (that._maxListeners === void 0)
        return EventEmitter2.defaultMaxListeners;
      return that._maxListeners;
    }
    EventEmitter2.prototype.getMaxListeners = function getMaxListeners2() {
      return _getMaxListeners(this);
    };
    EventEmitter2.prototype.emit = function emit2(type) {
      var args = [];
      for (var i = 1; i < arguments.length; i++) args.push(arguments[i]);
      var doError = type === "error";
      var events = this._events;
      if (events !== void 0)
        doError = doError && events.error === void 0;
      else if (!doError)
        return false;
      if (doError) {
        var er;
        if (args.length > 0)
          er = args[0];
        if (er instanceof Error) {
          throw er;
        }
        var err = __earshotErrors.nodeError(Error, "ERR_UNHANDLED_ERROR", "Unhandled error. (" + __earshotErrors.inspect(er) + ")");
        err.context = er;
        throw err;
      }
      var handler = events[type];
      if (handler === void 0)
        return false;
      if (typeof handler === "function") {
        ReflectApply(handler, this, args);
      } else {
        var len = handler.length;
        var listeners = arrayClone(handler, len);
        for (var i = 0; i < len; ++i)
          ReflectApply(listeners[i], this, args);
      }
      return true;
    };
    function _addListener(target, type, listener, prepend) {
      var m;
      var events;
      var existing;
      checkListener2(listener);
      events = target._events;
      if (events === void 0) {
        events = target._events = /* @__PURE__ */ Object.create(null);
        target._eventsCount = 0;
      } else {
        if (events.newListener !== void 0) {
          target.emit(
            "newListener",
            type,
            listener.listener ? listener.listener : listener
          );
          events = target._events;
        }
        existing = events[type];
      }
      if (existing === void 0) {
        existing = events[type] = listener;
        ++target._eventsCount;
      } else {
        if (typeof existing === "function") {
          existing = events[type] = prepend ? [listener, existing] : [existing, listener];
        } else if (prepend) {
          existing.unshift(listener);
        } else {
          existing.push(listener);
        }
        m = _getMaxListeners(target);
        if (m > 0 && existing.length > m && !existing.warned) {
          existing.warned = true;
          var w = new Error("Possible EventEmitter memory leak detected. " + existing.length + " " + String(type) + " listeners added. Use emitter.setMaxListeners() to increase limit");
          w.name = "MaxListenersExceededWarning";
          w.emitter = target;
          w.type = type;
          w.count = existing.length;
          ProcessEmitWarning(w);
        }
      }
      return target;
    }
    EventEmitter2.prototype.addListener = function addListener(type, listener) {
      return _addListener(this, type, listener, false);
    };
    EventEmitter2.prototype.on = EventEmitter2.prototype.addListener;
    EventEmitter2.prototype.prependListener = function prependListener(type, listener) {
      return _addListener(this, type, listener, true);
    };
    function onceWrapper() {
      if (!this.fired) {
        this.target.removeListener(this.type, this.wrapFn);
        this.fired = true;
        if (arguments.length === 0)
          return this.listener.call(this.target);
        return this.listener.apply(this.target, arguments);
      }
    }
    function _onceWrap(target, type, listener) {
      var state = { fired: false, wrapFn: void 0, target, type, listener };
      var wrapped = onceWrapper.bind(state);
      wrapped.listener = listener;
      state.wrapFn = wrapped;
      return wrapped;
    }
    EventEmitter2.prototype.once = function once3(type, listener) {
      checkListener2(listener);
      this.on(type, _onceWrap(this, type, listener));
      return this;
    };
    EventEmitter2.prototype.prependOnceListener = function prependOnceListener(type, listener) {
      checkListener2(listener);
      this.prependListener(type, _onceWrap(this, type, listener));
      return this;
    };
    EventEmitter2.prototype.removeListener = function removeListener(type, listener) {
      var list, events, position, i, originalListener;
      checkListener2(listener);
      events = this._events;
      if (events === void 0)
        return this;
      list = events[type];
      if (list === void 0)
        return this;
      if (list === listener || list.listener === listener) {
        if (--this._eventsCount === 0)
          this._events = /* @__PURE__ */ Object.create(null);
        else {
          delete events[type];
          if (events.removeListener)
            this.emit("removeListener", type, list.listener || listener);
        }
      } else if (typeof list !== "function") {
        position = -1;
        for (i = list.length - 1; i >= 0; i--) {
          if (list[i] === listener || list[i].listener === listener) {
            originalListener = list[i].listener;
            position = i;
            break;
          }
        }
        if (position < 0)
          return this;
        if (position === 0)
          list.shift();
        else {
          spliceOne(list, position);
        }
        if (list.length === 1)
          events[type] = list[0];
        if (events.removeListener !== void 0)
          this.emit("removeListener", type, originalListener || listener);
      }
      return this;
    };
    EventEmitter2.prototype.off = EventEmitter2.prototype.removeListener;
    EventEmitter2.prototype.removeAllListeners = function removeAllListeners2(type) {
      var listeners, events, i;
      events = this._events;
      if (events === void 0)
        return this;
      if (events.removeListener === void 0) {
        if (arguments.length === 0) {
          this._events = /* @__PURE__ */ Object.create(null);
          this._eventsCount = 0;
        } else if (events[type] !== void 0) {
          if (--this._eventsCount === 0)
            this._events = /* @__PURE__ */ Object.create(null);
          else
            delete events[type];
        }
        return this;
      }
      if (arguments.length === 0) {
        var keys = Object.keys(events);
        var key;
        for (i = 0; i < keys.length; ++i) {
          key = keys[i];
          if (key === "removeListener") continue;
          this.removeAllListeners(key);
        }
        this.removeAllListeners("removeListener");
        this._events = /* @__PURE__ */ Object.create(null);
        this._eventsCount = 0;
        return this;
      }
      listeners = events[type];
      if (typeof listeners === "function") {
        this.removeListener(type, listeners);
      } else if (listeners !== void 0) {
        for (i = listeners.length - 1; i >= 0; i--) {
          this.removeListener(type, listeners[i]);
        }
      }
      return this;
    };
    function _listeners(target, type, unwrap) {
      var events = target._events;
      if (events === void 0)
        return [];
      var evlistener = events[type];
      if (evlistener === void 0)
        return [];
      if (typeof evlistener === "function")
        return unwrap ? [evlistener.listener || evlistener] : [evlistener];
      return unwrap ? unwrapListeners(evlistener) : arrayClone(evlistener, evlistener.length);
    }
    EventEmitter2.prototype.listeners = function listeners(type) {
      return _listeners(this, type, true);
    };
    EventEmitter2.prototype.rawListeners = function rawListeners(type) {
      return _listeners(this, type, false);
    };
    EventEmitter2.listenerCount = function(emitter, type) {
      if (typeof emitter.listenerCount === "function") {
        return emitter.listenerCount(type);
      } else {
        return listenerCount3.call(emitter, type);
      }
    };
    EventEmitter2.prototype.listenerCount = listenerCount3;
    function listenerCount3(type) {
      var events = this._events;
      if (events !== void 0) {
        var evlistener = events[type];
        if (typeof evlistener === "function") {
          return 1;
        } else if (evlistener !== void 0) {
          return evlistener.length;
        }
      }
      return 0;
    }
    EventEmitter2.prototype.eventNames = function eventNames() {
      return this._eventsCount > 0 ? ReflectOwnKeys(this._events) : [];
    };
    function arrayClone(arr, n) {
      var copy = new Array(n);
      for (var i = 0; i < n; ++i)
        copy[i] = arr[i];
      return copy;
    }
    function spliceOne(list, index) {
      for (; index + 1 < list.length; index++)
        list[index] = list[index + 1];
      list.pop();
    }
    function unwrapListeners(arr) {
      var ret = new Array(arr.length);
      for (var i = 0; i < ret.length; ++i) {
        ret[i] = arr[i].listener || arr[i];
      }
      return ret;
    }
    function once2(emitter, name) {
      return new Promise(function(resolve, reject) {
        function errorListener(err) {
          emitter.removeListener(name, resolver);
          reject(err);
        }
        function resolver() {
          if (typeof emitter.removeListener === "function") {
            emitter.removeListener("error", errorListener);
          }
          resolve([].slice.call(arguments));
        }
        ;
        eventTargetAgnosticAddListener(emitter, name, resolver, { once: true });
        if (name !== "error") {
          addErrorHandlerIfEventEmitter(emitter, errorListener, { once: true });
        }
      });
    }
    function addErrorHandlerIfEventEmitter(emitter, handler, flags) {
      if (typeof emitter.on === "function") {
        eventTargetAgnosticAddListener(emitter, "error", handler, flags);
      }
    }
    function eventTargetAgnosticAddListener(emitter, name, listener, flags) {
      if (typeof emitter.on === "function") {
        if (flags.once) {
          emitter.once(name, listener);
        } else {
          emitter.on(name, listener);
        }
      } else if (typeof emitter.addEventListener === "function") {
        emitter.addEventListener(name, function wrapListener(arg) {
          if (flags.once) {
            emitter.removeEventListener(name, wrapListener);
          }
          listener(arg);
        });
      } else {
        throw new TypeError('The "emitter" argument must be of type EventEmitter. Received type ' + typeof emitter);
      }
    }
  }
});

// js/node/events.js
var events_exports = {};
__export(events_exports, {
  default: () => events_default
});
module.exports = __toCommonJS(events_exports);
var import_events = __toESM(require_events());
var import_host = require("node:internal/host");
var import_validators = require("node:internal/validators");
var kCapture = /* @__PURE__ */ Symbol("kCapture");
var kRejection = /* @__PURE__ */ Symbol.for("nodejs.rejection");
var kMaxEventTargetListeners = /* @__PURE__ */ Symbol("events.maxEventTargetListeners");
var errorMonitor = /* @__PURE__ */ Symbol("events.errorMonitor");
var argType = import_validators.codes.ERR_INVALID_ARG_TYPE;
function checkSignal(signal) {
  if (signal !== void 0 && (signal === null || typeof signal !== "object" || !("aborted" in signal))) {
    throw argType("options.signal", "AbortSignal", signal);
  }
}
function EventEmitter(opts) {
  EventEmitter.init.call(this, opts);
}
Object.setPrototypeOf(EventEmitter, import_events.default);
EventEmitter.prototype = import_events.default.prototype;
Object.defineProperty(import_events.default.prototype, "constructor", { value: EventEmitter, writable: true, configurable: true });
var baseInit = import_events.default.init;
EventEmitter.init = function init(opts) {
  baseInit.call(this);
  if (opts !== void 0 && opts !== null && typeof opts === "object" && opts.captureRejections !== void 0) {
    if (typeof opts.captureRejections !== "boolean") throw argType("options.captureRejections", "boolean", opts.captureRejections);
    this[kCapture] = opts.captureRejections;
  } else if (!Object.prototype.hasOwnProperty.call(this, kCapture) && this[kCapture] === void 0) {
    this[kCapture] = EventEmitter.prototype[kCapture];
  }
};
import_events.default.prototype[kCapture] = false;
Object.defineProperty(EventEmitter, "captureRejections", {
  get() {
    return import_events.default.prototype[kCapture];
  },
  set(v) {
    if (typeof v !== "boolean") throw argType("EventEmitter.captureRejections", "boolean", v);
    import_events.default.prototype[kCapture] = v;
  },
  enumerable: true,
  configurable: true
});
var baseEmit = import_events.default.prototype.emit;
import_events.default.prototype.emit = function emit(type, ...args) {
  if (type !== "error" && !this[kCapture]) {
    const events = this._events;
    if (events === void 0) return false;
    const handler = events[type];
    if (handler === void 0) return false;
    if (typeof handler === "function") {
      Reflect.apply(handler, this, args);
    } else {
      const listeners = handler.slice();
      for (let i = 0; i < listeners.length; i++) Reflect.apply(listeners[i], this, args);
    }
    return true;
  }
  if (type === "error" && this._events !== void 0 && this._events[errorMonitor] !== void 0) {
    baseEmit.call(this, errorMonitor, ...args);
  }
  if (type === "error" && (this._events === void 0 || this._events.error === void 0)) {
    const er = args[0];
    if (er instanceof Error) throw er;
    throw unhandledError(er);
  }
  if (!this[kCapture] || type === "error") return baseEmit.call(this, type, ...args);
  const list = this._events === void 0 ? void 0 : this._events[type];
  if (list === void 0) return false;
  for (const fn of typeof list === "function" ? [list] : list.slice()) {
    const r = fn.apply(this, args);
    if (r !== void 0 && r !== null && typeof r.then === "function") {
      r.then(void 0, (err) => globalThis.process.nextTick(() => emitRejection(this, err, type, args)));
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
    ee[kCapture] = false;
    ee.emit("error", err);
  } finally {
    ee[kCapture] = prev;
  }
}
var isEventTarget = (x) => x !== null && typeof x === "object" && typeof x.addEventListener === "function" && typeof x.on !== "function";
function once(emitter, name, options = {}) {
  if (options === null || typeof options !== "object") throw argType("options", "Object", options);
  const signal = options.signal;
  checkSignal(signal);
  if (signal && signal.aborted) return Promise.reject(new import_host.AbortError(void 0, { cause: signal.reason }));
  return new Promise((resolve, reject) => {
    let onAbort;
    const cleanup = () => {
      if (signal) signal.removeEventListener("abort", onAbort);
    };
    if (isEventTarget(emitter)) {
      const listener = (...args) => {
        cleanup();
        resolve(args);
      };
      emitter.addEventListener(name, listener, { once: true, passive: false });
      onAbort = () => {
        emitter.removeEventListener(name, listener);
        reject(new import_host.AbortError(void 0, { cause: signal.reason }));
      };
    } else if (emitter !== null && typeof emitter === "object" && typeof emitter.on === "function") {
      const onError = (err) => {
        emitter.removeListener(name, listener);
        cleanup();
        reject(err);
      };
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
        reject(new import_host.AbortError(void 0, { cause: signal.reason }));
      };
    } else {
      throw argType("emitter", ["EventEmitter", "EventTarget"], emitter);
    }
    if (signal) signal.addEventListener("abort", onAbort, { once: true });
  });
}
function on(emitter, event, options = {}) {
  if (options === null || typeof options !== "object") throw argType("options", "Object", options);
  const signal = options.signal;
  checkSignal(signal);
  if (signal && signal.aborted) throw new import_host.AbortError(void 0, { cause: signal.reason });
  const unconsumed = [];
  const waiting = [];
  let error = null, finished = false;
  const target = isEventTarget(emitter);
  if (!target && (emitter === null || typeof emitter !== "object" || typeof emitter.on !== "function")) {
    throw argType("emitter", "EventEmitter", emitter);
  }
  const add2 = (name, fn) => target ? emitter.addEventListener(name, fn) : emitter.on(name, fn);
  const remove = (name, fn) => target ? emitter.removeEventListener(name, fn) : emitter.removeListener(name, fn);
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
  const onAbort = () => onError(new import_host.AbortError(void 0, { cause: signal.reason }));
  const closers = Array.isArray(options.close) ? options.close : [];
  add2(event, onEvent);
  if (event !== "error" && !target) add2("error", onError);
  for (const c of closers) add2(c, onClose);
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
    for (const w of waiting.splice(0)) w.resolve({ value: void 0, done: true });
  }
  const iterator = Object.setPrototypeOf({
    next() {
      if (unconsumed.length > 0) return Promise.resolve({ value: unconsumed.shift(), done: false });
      if (error) {
        const p = Promise.reject(error);
        error = null;
        return p;
      }
      if (finished) return Promise.resolve({ value: void 0, done: true });
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    return() {
      closeIterator();
      return Promise.resolve({ value: void 0, done: true });
    },
    throw(err) {
      if (!(err instanceof Error)) throw argType("EventEmitter.AsyncIterator", "Error", err);
      onError(err);
    },
    [Symbol.asyncIterator]() {
      return this;
    }
  }, Object.getPrototypeOf(Object.getPrototypeOf(async function* () {
  }).prototype));
  return iterator;
}
function getEventListeners(emitterOrTarget, type) {
  if (emitterOrTarget !== null && typeof emitterOrTarget === "object" && typeof emitterOrTarget.listeners === "function") {
    return emitterOrTarget.listeners(type);
  }
  if (isEventTarget(emitterOrTarget)) return import_host.internal.web.listenersFor(emitterOrTarget, type);
  throw argType("emitter", ["EventEmitter", "EventTarget"], emitterOrTarget);
}
var checkCount = (n) => (0, import_validators.validateNumber)(n, "setMaxListeners", 0);
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
function addAbortListener(signal, listener) {
  if (signal === void 0) throw argType("signal", "AbortSignal", signal);
  checkSignal(signal);
  if (typeof listener !== "function") throw argType("listener", "Function", listener);
  let remove;
  if (signal.aborted) queueMicrotask(() => listener());
  else {
    signal.addEventListener("abort", listener, { once: true });
    remove = () => signal.removeEventListener("abort", listener);
  }
  return { __proto__: null, [Symbol.dispose || /* @__PURE__ */ Symbol.for("nodejs.dispose")]() {
    if (remove) remove();
  } };
}
function listenerCount(emitter, type) {
  return typeof emitter.listenerCount === "function" ? emitter.listenerCount(type) : import_events.default.listenerCount(emitter, type);
}
var EventEmitterAsyncResource = class extends EventEmitter {
  constructor(options = void 0) {
    super(options);
    this.asyncResource = { runInAsyncScope: (fn, thisArg, ...args) => fn.apply(thisArg, args) };
  }
  emitDestroy() {
  }
  get asyncId() {
    return 0;
  }
  get triggerAsyncId() {
    return 0;
  }
};
Object.assign(EventEmitter, {
  EventEmitter,
  once,
  on,
  getEventListeners,
  setMaxListeners,
  getMaxListeners,
  addAbortListener,
  listenerCount,
  EventEmitterAsyncResource,
  errorMonitor,
  captureRejectionSymbol: kRejection,
  usingDomains: false
});
var proto = import_events.default.prototype;
var baseAdd = proto.addListener;
var basePrepend = proto.prependListener;
function checkListener(listener) {
  if (typeof listener !== "function") throw argType("listener", "Function", listener);
}
function add(self, type, listener, prepend) {
  checkListener(listener);
  const max = self._maxListeners;
  self._maxListeners = 0;
  try {
    (prepend ? basePrepend : baseAdd).call(self, type, listener);
  } finally {
    self._maxListeners = max;
  }
  const list = self._events === void 0 ? void 0 : self._events[type];
  const m = proto.getMaxListeners.call(self);
  if (Array.isArray(list) && m > 0 && list.length > m && !list.warned) {
    list.warned = true;
    const name = self.constructor && self.constructor.name ? self.constructor.name : "EventEmitter";
    const w = new Error(`Possible EventEmitter memory leak detected. ${list.length} ${String(type)} listeners added to [${name}]. Use emitter.setMaxListeners() to increase limit`);
    w.name = "MaxListenersExceededWarning";
    w.emitter = self;
    w.type = type;
    w.count = list.length;
    process.emitWarning(w);
  }
  return self;
}
Object.assign(proto, {
  addListener(type, listener) {
    return add(this, type, listener, false);
  },
  prependListener(type, listener) {
    return add(this, type, listener, true);
  }
});
proto.on = proto.addListener;
for (const name of ["once", "prependOnceListener", "removeListener"]) {
  const base = proto[name];
  proto[name] = { [name](type, listener) {
    checkListener(listener);
    return base.call(this, type, listener);
  } }[name];
}
proto.off = proto.removeListener;
var baseSetMax = proto.setMaxListeners;
proto.setMaxListeners = function setMaxListeners2(n) {
  checkCount(n);
  return baseSetMax.call(this, n);
};
Object.defineProperty(EventEmitter, "defaultMaxListeners", {
  get() {
    return import_events.default.defaultMaxListeners;
  },
  set(n) {
    (0, import_validators.validateNumber)(n, "defaultMaxListeners", 0);
    import_events.default.defaultMaxListeners = n;
  },
  enumerable: true,
  configurable: true
});
proto.listenerCount = function listenerCount2(type, listener) {
  const list = this._events === void 0 ? void 0 : this._events[type];
  if (list === void 0) return 0;
  if (typeof list === "function") return listener === void 0 || list === listener || list.listener === listener ? 1 : 0;
  if (listener === void 0) return list.length;
  let n = 0;
  for (const l of list) if (l === listener || l.listener === listener) n++;
  return n;
};
proto.removeAllListeners = function removeAllListeners(type) {
  const events = this._events;
  if (events === void 0) return this;
  if (events.removeListener === void 0) {
    if (arguments.length === 0) {
      this._events = /* @__PURE__ */ Object.create(null);
      this._eventsCount = 0;
    } else if (events[type] !== void 0) {
      if (--this._eventsCount === 0) this._events = /* @__PURE__ */ Object.create(null);
      else delete events[type];
    }
    return this;
  }
  if (arguments.length === 0) {
    for (const key of Reflect.ownKeys(events)) {
      if (key !== "removeListener") this.removeAllListeners(key);
    }
    this.removeAllListeners("removeListener");
    this._events = /* @__PURE__ */ Object.create(null);
    this._eventsCount = 0;
    return this;
  }
  const list = events[type];
  if (typeof list === "function") this.removeListener(type, list);
  else if (list !== void 0) for (let i = list.length - 1; i >= 0; i--) this.removeListener(type, list[i]);
  return this;
};
for (const name of Object.getOwnPropertyNames(proto)) {
  const d = Object.getOwnPropertyDescriptor(proto, name);
  if (typeof d.value !== "function" || name === "constructor" || name === "on" || name === "off") continue;
  if (d.value.name !== name) Object.defineProperty(d.value, "name", { value: name, configurable: true });
}
function unhandledError(er) {
  let shown;
  try {
    shown = typeof er === "string" ? `'${er}'` : er === void 0 ? "undefined" : import_host.internal.inspect(er);
  } catch {
    shown = String(er);
  }
  const e = new Error(`Unhandled error. (${shown})`);
  e.code = "ERR_UNHANDLED_ERROR";
  e.context = er;
  return e;
}
if (import_host.internal.Emitter && !(import_host.internal.Emitter.prototype instanceof import_events.default)) {
  Object.setPrototypeOf(import_host.internal.Emitter.prototype, import_events.default.prototype);
}
var events_default = EventEmitter;
module.exports = ((r, v) => r.has("events") ? r.get("events") : (r.set("events", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
