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

// js/node/diagnostics_channel.js
var diagnostics_channel_exports = {};
__export(diagnostics_channel_exports, {
  default: () => diagnostics_channel_default
});
module.exports = __toCommonJS(diagnostics_channel_exports);
var import_host = require("node:internal/host");
var import_validators = require("node:internal/validators");
var argType = import_validators.codes.ERR_INVALID_ARG_TYPE;
var channels = /* @__PURE__ */ new Map();
var Channel = class {
  #subscribers = [];
  #stores = /* @__PURE__ */ new Map();
  // store -> transform
  constructor(name) {
    this.name = name;
  }
  get hasSubscribers() {
    return this.#subscribers.length > 0 || this.#stores.size > 0;
  }
  subscribe(fn) {
    if (typeof fn !== "function") throw argType("subscription", "Function", fn);
    this.#subscribers = [...this.#subscribers, fn];
  }
  unsubscribe(fn) {
    const i = this.#subscribers.indexOf(fn);
    if (i < 0) return false;
    this.#subscribers = this.#subscribers.filter((_, j) => j !== i);
    return true;
  }
  publish(data) {
    for (const fn of this.#subscribers) {
      try {
        fn(data, this.name);
      } catch (err) {
        globalThis.process.nextTick(() => {
          throw err;
        });
      }
    }
  }
  bindStore(store, transform) {
    this.#stores.set(store, typeof transform === "function" ? transform : (x) => x);
  }
  unbindStore(store) {
    return this.#stores.delete(store);
  }
  // runStores runs fn with each bound store set to its transform of data
  // (store.run, as AsyncLocalStorage has it), having published data.
  runStores(data, fn, thisArg, ...args) {
    let run = () => {
      this.publish(data);
      return fn.apply(thisArg, args);
    };
    for (const [store, transform] of this.#stores) {
      const inner = run;
      run = () => {
        let value;
        try {
          value = transform(data);
        } catch (err) {
          globalThis.process.nextTick(() => {
            throw err;
          });
          return inner();
        }
        return store.run(value, inner);
      };
    }
    return run();
  }
  get [Symbol.toStringTag]() {
    return "Channel";
  }
};
function channel(name) {
  if (typeof name !== "string" && typeof name !== "symbol") throw argType("channel", ["string", "symbol"], name);
  let c = channels.get(name);
  if (c === void 0) {
    c = new Channel(name);
    channels.set(name, c);
  }
  return c;
}
var subscribe = (name, fn) => channel(name).subscribe(fn);
var unsubscribe = (name, fn) => channel(name).unsubscribe(fn);
var hasSubscribers = (name) => channel(name).hasSubscribers;
var traceEvents = ["start", "end", "asyncStart", "asyncEnd", "error"];
var TracingChannel = class {
  constructor(nameOrChannels) {
    if (typeof nameOrChannels === "string") {
      for (const e of traceEvents) this[e] = channel(`tracing:${nameOrChannels}:${e}`);
    } else if (nameOrChannels !== null && typeof nameOrChannels === "object") {
      for (const e of traceEvents) {
        const c = nameOrChannels[e];
        if (!(c instanceof Channel)) throw argType(`nameOrChannels.${e}`, "Channel", c);
        this[e] = c;
      }
    } else {
      throw argType("nameOrChannels", ["string", "TracingChannel", "Object"], nameOrChannels);
    }
  }
  get hasSubscribers() {
    return traceEvents.some((e) => this[e].hasSubscribers);
  }
  subscribe(handlers) {
    for (const e of traceEvents) if (handlers[e]) this[e].subscribe(handlers[e]);
  }
  unsubscribe(handlers) {
    let all = true;
    for (const e of traceEvents) if (handlers[e] && !this[e].unsubscribe(handlers[e])) all = false;
    return all;
  }
  traceSync(fn, context = {}, thisArg, ...args) {
    if (!this.hasSubscribers) return fn.apply(thisArg, args);
    const { start, end, error } = this;
    return start.runStores(context, () => {
      try {
        const result = fn.apply(thisArg, args);
        context.result = result;
        return result;
      } catch (err) {
        context.error = err;
        error.publish(context);
        throw err;
      } finally {
        end.publish(context);
      }
    });
  }
  tracePromise(fn, context = {}, thisArg, ...args) {
    if (!this.hasSubscribers) return fn.apply(thisArg, args);
    const { start, end, asyncStart, asyncEnd, error } = this;
    const reject = (err) => {
      context.error = err;
      error.publish(context);
      asyncStart.publish(context);
      asyncEnd.publish(context);
      return Promise.reject(err);
    };
    const resolve = (result) => {
      context.result = result;
      asyncStart.publish(context);
      asyncEnd.publish(context);
      return result;
    };
    return start.runStores(context, () => {
      try {
        let promise = fn.apply(thisArg, args);
        if (!(promise instanceof Promise)) promise = Promise.resolve(promise);
        return promise.then(resolve, reject);
      } catch (err) {
        context.error = err;
        error.publish(context);
        throw err;
      } finally {
        end.publish(context);
      }
    });
  }
  traceCallback(fn, position = -1, context = {}, thisArg, ...args) {
    if (!this.hasSubscribers) return fn.apply(thisArg, args);
    const { start, end, asyncStart, asyncEnd, error } = this;
    const at = position < 0 ? args.length + position : position;
    const callback = args[at];
    if (typeof callback !== "function") throw argType("callback", "Function", callback);
    args[at] = function wrapped(err, res) {
      if (err) {
        context.error = err;
        error.publish(context);
      } else {
        context.result = res;
      }
      return asyncStart.runStores(context, () => {
        try {
          return Reflect.apply(callback, this, arguments);
        } finally {
          asyncEnd.publish(context);
        }
      });
    };
    return start.runStores(context, () => {
      try {
        return fn.apply(thisArg, args);
      } catch (err) {
        context.error = err;
        error.publish(context);
        throw err;
      } finally {
        end.publish(context);
      }
    });
  }
};
var tracingChannel = (nameOrChannels) => new TracingChannel(nameOrChannels);
var diagnostics_channel_default = (0, import_host.register)("diagnostics_channel", {
  channel,
  hasSubscribers,
  subscribe,
  unsubscribe,
  tracingChannel,
  Channel
});
module.exports = ((r, v) => r.has("diagnostics_channel") ? r.get("diagnostics_channel") : (r.set("diagnostics_channel", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
