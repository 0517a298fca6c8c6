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

// js/node/async_hooks.js
var async_hooks_exports = {};
__export(async_hooks_exports, {
  default: () => async_hooks_default
});
module.exports = __toCommonJS(async_hooks_exports);
var import_host = require("node:internal/host");
var import_validators = require("node:internal/validators");
var { getContext, setContext, runIn } = import_host.internal.asyncContext;
function with_(c, als, store) {
  const next = new Map(c);
  next.set(als, store);
  return next;
}
var AsyncLocalStorage = class {
  #enabled = false;
  static bind(fn) {
    return AsyncResource.bind(fn);
  }
  static snapshot() {
    const c = getContext();
    return (fn, ...args) => runIn(c, fn, void 0, args);
  }
  getStore() {
    if (!this.#enabled) return void 0;
    const c = getContext();
    return c === void 0 ? void 0 : c.get(this);
  }
  run(store, callback, ...args) {
    this.#enabled = true;
    return runIn(with_(getContext(), this, store), callback, void 0, args);
  }
  exit(callback, ...args) {
    const c = getContext();
    if (!this.#enabled || c === void 0 || !c.has(this)) return callback(...args);
    const next = new Map(c);
    next.delete(this);
    return runIn(next, callback, void 0, args);
  }
  enterWith(store) {
    this.#enabled = true;
    setContext(with_(getContext(), this, store));
  }
  disable() {
    if (!this.#enabled) return;
    this.#enabled = false;
    const c = getContext();
    if (c !== void 0 && c.has(this)) {
      const next = new Map(c);
      next.delete(this);
      setContext(next);
    }
  }
};
var ids = 1;
var AsyncResource = class _AsyncResource {
  #context;
  #id = ++ids;
  #trigger;
  constructor(type, options = {}) {
    (0, import_validators.validateString)(type, "type");
    if (typeof options === "number") options = { triggerAsyncId: options };
    else (0, import_validators.validateObject)(options, "options");
    const trigger = options.triggerAsyncId ?? 1;
    if (!Number.isSafeInteger(trigger) || trigger < -1) {
      throw (0, import_validators.nodeError)(RangeError, "ERR_INVALID_ASYNC_ID", `Invalid triggerAsyncId value: ${String(trigger)}`);
    }
    if (enabledHooks > 0 && type.length === 0) throw (0, import_validators.nodeError)(TypeError, "ERR_ASYNC_TYPE", `Invalid name for async "type": ${type}`);
    this.#context = getContext();
    this.#trigger = trigger;
  }
  runInAsyncScope(fn, thisArg, ...args) {
    return runIn(this.#context, fn, thisArg, args);
  }
  bind(fn, thisArg) {
    (0, import_validators.validateFunction)(fn, "fn");
    const resource = this;
    const bound = function(...args) {
      return resource.runInAsyncScope(fn, thisArg === void 0 ? this : thisArg, ...args);
    };
    Object.defineProperties(bound, {
      length: { value: fn.length, configurable: true },
      asyncResource: { value: this, configurable: true, enumerable: true, writable: true }
    });
    return bound;
  }
  static bind(fn, type, thisArg) {
    (0, import_validators.validateFunction)(fn, "fn");
    return new _AsyncResource(type || fn.name || "bound-anonymous-fn").bind(fn, thisArg);
  }
  emitDestroy() {
    return this;
  }
  asyncId() {
    return this.#id;
  }
  triggerAsyncId() {
    return this.#trigger;
  }
};
var enabledHooks = 0;
function createHook(hooks) {
  (0, import_validators.validateObject)(hooks, "hooks");
  for (const k of ["init", "before", "after", "destroy", "promiseResolve"]) {
    if (hooks[k] !== void 0) (0, import_validators.validateFunction)(hooks[k], `hook.${k}`);
  }
  let enabled = false;
  const hook = {
    enable() {
      if (!enabled) {
        enabled = true;
        enabledHooks++;
      }
      return hook;
    },
    disable() {
      if (enabled) {
        enabled = false;
        enabledHooks--;
      }
      return hook;
    }
  };
  return hook;
}
var async_hooks_default = (0, import_host.register)("async_hooks", {
  AsyncLocalStorage,
  AsyncResource,
  createHook,
  executionAsyncId: () => 1,
  triggerAsyncId: () => 0,
  executionAsyncResource: () => ({}),
  asyncWrapProviders: Object.freeze({ NONE: 0 })
});
module.exports = ((r, v) => r.has("async_hooks") ? r.get("async_hooks") : (r.set("async_hooks", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
