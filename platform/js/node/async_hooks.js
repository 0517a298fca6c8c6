// node:async_hooks — AsyncLocalStorage and AsyncResource over the
// prelude's asynchronous context (prelude/asynccontext.js): a store is
// carried from where a callback is scheduled to where it runs through
// timers, setImmediate, process.nextTick, queueMicrotask, events bound by
// AsyncResource, and every promise reaction — then, catch, finally and
// await — as in Node. createHook's hooks are never called: there are no
// async ids to report.
import { internal, register } from "node:internal/host";
import { nodeError, validateFunction, validateObject, validateString } from "node:internal/validators";

const { getContext, setContext, runIn } = internal.asyncContext;

// with is context c (a Map, never changed once made) with als's store set.
function with_(c, als, store) {
  const next = new Map(c);
  next.set(als, store);
  return next;
}

class AsyncLocalStorage {
  #enabled = false;
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
    const trigger = options.triggerAsyncId ?? 1;
    if (!Number.isSafeInteger(trigger) || trigger < -1) {
      throw nodeError(RangeError, "ERR_INVALID_ASYNC_ID", `Invalid triggerAsyncId value: ${String(trigger)}`);
    }
    // As in Node, the type is checked once a hook is enabled.
    if (enabledHooks > 0 && type.length === 0) throw nodeError(TypeError, "ERR_ASYNC_TYPE", `Invalid name for async "type": ${type}`);
    this.#context = getContext();
    this.#trigger = trigger;
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
// enabledHooks counts the hooks enabled (Node checks some arguments only
// while there is one).
let enabledHooks = 0;

function createHook(hooks) {
  validateObject(hooks, "hooks");
  for (const k of ["init", "before", "after", "destroy", "promiseResolve"]) {
    if (hooks[k] !== undefined) validateFunction(hooks[k], `hook.${k}`);
  }
  let enabled = false;
  const hook = {
    enable() { if (!enabled) { enabled = true; enabledHooks++; } return hook; },
    disable() { if (enabled) { enabled = false; enabledHooks--; } return hook; },
  };
  return hook;
}

export default register("async_hooks", {
  AsyncLocalStorage, AsyncResource, createHook,
  executionAsyncId: () => 1,
  triggerAsyncId: () => 0,
  executionAsyncResource: () => ({}),
  asyncWrapProviders: Object.freeze({ NONE: 0 }),
});
