// node:async_hooks — AsyncLocalStorage and AsyncResource over the
// prelude's asynchronous context (prelude/asynccontext.js): a store is
// carried from where a callback is scheduled to where it runs through
// timers, setImmediate, process.nextTick, queueMicrotask and the callbacks
// of a promise's then, catch and finally. Not through await: QuickJS
// resumes an async function without a hook to carry it (an await's
// continuation sees the context in effect when it resumes). createHook's
// hooks are never called: there are no async ids to report.
import { internal, register } from "./_host.js";
import { validateFunction, validateObject, validateString } from "./_validators.js";

const { getContext, setContext, runIn, carryThroughPromises } = internal.asyncContext;

// with is context c (a Map, never changed once made) with als's store set.
function with_(c, als, store) {
  const next = new Map(c);
  next.set(als, store);
  return next;
}

class AsyncLocalStorage {
  #enabled = false;
  constructor() { carryThroughPromises(); }
  static bind(fn) { return AsyncResource.bind(fn); }
  static snapshot() {
    const c = getContext();
    return (fn, ...args) => runIn(c, fn, undefined, args);
  }
  getStore() {
    if (!this.#enabled) return undefined;
    const c = getContext();
    return c === undefined ? undefined : c.get(this);
  }
  run(store, callback, ...args) {
    this.#enabled = true;
    return runIn(with_(getContext(), this, store), callback, undefined, args);
  }
  exit(callback, ...args) {
    const c = getContext();
    if (!this.#enabled || c === undefined || !c.has(this)) return callback(...args);
    const next = new Map(c);
    next.delete(this);
    return runIn(next, callback, undefined, args);
  }
  enterWith(store) {
    this.#enabled = true;
    setContext(with_(getContext(), this, store));
  }
  disable() {
    if (!this.#enabled) return;
    this.#enabled = false;
    const c = getContext();
    if (c !== undefined && c.has(this)) {
      const next = new Map(c);
      next.delete(this);
      setContext(next);
    }
  }
}

let ids = 1;

// AsyncResource runs functions in the context in effect when it was made.
class AsyncResource {
  #context; #id = ++ids; #trigger;
  constructor(type, options = {}) {
    validateString(type, "type");
    if (typeof options === "number") options = { triggerAsyncId: options };
    else validateObject(options, "options");
    this.#context = getContext();
    this.#trigger = options.triggerAsyncId ?? 1;
    carryThroughPromises();
  }
  runInAsyncScope(fn, thisArg, ...args) { return runIn(this.#context, fn, thisArg, args); }
  bind(fn, thisArg) {
    validateFunction(fn, "fn");
    const resource = this;
    const bound = function (...args) { return resource.runInAsyncScope(fn, thisArg === undefined ? this : thisArg, ...args); };
    Object.defineProperties(bound, {
      length: { value: fn.length, configurable: true },
      asyncResource: { value: this, configurable: true, enumerable: true, writable: true },
    });
    return bound;
  }
  static bind(fn, type, thisArg) {
    validateFunction(fn, "fn");
    return new AsyncResource(type || fn.name || "bound-anonymous-fn").bind(fn, thisArg);
  }
  emitDestroy() { return this; }
  asyncId() { return this.#id; }
  triggerAsyncId() { return this.#trigger; }
}

// createHook is there for packages that install hooks: they are never
// called (see above).
function createHook(hooks) {
  validateObject(hooks, "hooks");
  for (const k of ["init", "before", "after", "destroy", "promiseResolve"]) {
    if (hooks[k] !== undefined) validateFunction(hooks[k], `hook.${k}`);
  }
  const hook = { enable() { return hook; }, disable() { return hook; } };
  return hook;
}

export default register("async_hooks", {
  AsyncLocalStorage, AsyncResource, createHook,
  executionAsyncId: () => 1,
  triggerAsyncId: () => 0,
  executionAsyncResource: () => ({}),
  asyncWrapProviders: Object.freeze({ NONE: 0 }),
});
