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
  channel: () => channel,
  default: () => diagnostics_channel_default
});
module.exports = __toCommonJS(diagnostics_channel_exports);

// js/node/_host.js
var h = globalThis[/* @__PURE__ */ Symbol.for("earshot.internal")];
var op = h.op;
var opAsync = h.opAsync;
var cancel = h.cancel;
var pending = h.pending;
var unrefd = h.unrefd;
var emit = h.emit;
var registry = globalThis[/* @__PURE__ */ Symbol.for("earshot.builtins")] ??= /* @__PURE__ */ new Map();
function register(name, value) {
  registry.set(name, value);
  return value;
}

// js/node/diagnostics_channel.js
var channels = /* @__PURE__ */ new Map();
var Channel = class {
  #subscribers = [];
  #stores = /* @__PURE__ */ new Map();
  constructor(name) {
    this.name = name;
  }
  get hasSubscribers() {
    return this.#subscribers.length > 0 || this.#stores.size > 0;
  }
  subscribe(fn) {
    if (typeof fn !== "function") throw argType("subscription", fn);
    this.#subscribers = [...this.#subscribers, fn];
  }
  unsubscribe(fn) {
    const i = this.#subscribers.indexOf(fn);
    if (i < 0) return false;
    this.#subscribers = this.#subscribers.filter((_, k) => k !== i);
    return true;
  }
  publish(message) {
    for (const fn of this.#subscribers) {
      try {
        fn(message, this.name);
      } catch (e) {
        queueMicrotask(() => {
          throw e;
        });
      }
    }
  }
  bindStore(store, transform) {
    this.#stores.set(store, transform);
  }
  unbindStore(store) {
    return this.#stores.delete(store);
  }
  runStores(data, fn, thisArg, ...args) {
    let run = () => {
      this.publish(data);
      return fn.apply(thisArg, args);
    };
    for (const [store, transform] of this.#stores) {
      const inner = run;
      run = () => store.run(transform ? transform(data) : data, inner);
    }
    return run();
  }
};
function argType(name, value) {
  const e = new TypeError(`The "${name}" argument must be of type function. Received ${typeof value}`);
  e.code = "ERR_INVALID_ARG_TYPE";
  return e;
}
function channel(name) {
  if (typeof name !== "string" && typeof name !== "symbol") {
    const e = new TypeError(`The "channel" argument must be one of type string or symbol. Received ${typeof name}`);
    e.code = "ERR_INVALID_ARG_TYPE";
    throw e;
  }
  let c = channels.get(name);
  if (!c) channels.set(name, c = new Channel(name));
  return c;
}
var subscribe = (name, fn) => channel(name).subscribe(fn);
var unsubscribe = (name, fn) => channel(name).unsubscribe(fn);
var hasSubscribers = (name) => channels.has(name) && channels.get(name).hasSubscribers;
var TracingChannel = class {
  constructor(nameOrChannels) {
    for (const kind of ["start", "end", "asyncStart", "asyncEnd", "error"]) {
      this[kind] = typeof nameOrChannels === "string" ? channel(`tracing:${nameOrChannels}:${kind}`) : nameOrChannels[kind];
    }
  }
  get hasSubscribers() {
    return ["start", "end", "asyncStart", "asyncEnd", "error"].some((k) => this[k].hasSubscribers);
  }
  subscribe(handlers) {
    for (const [k, fn] of Object.entries(handlers)) if (this[k]) this[k].subscribe(fn);
  }
  unsubscribe(handlers) {
    let all = true;
    for (const [k, fn] of Object.entries(handlers)) if (this[k] && !this[k].unsubscribe(fn)) all = false;
    return all;
  }
  traceSync(fn, context = {}, thisArg, ...args) {
    this.start.publish(context);
    try {
      const result = fn.apply(thisArg, args);
      context.result = result;
      return result;
    } catch (e) {
      context.error = e;
      this.error.publish(context);
      throw e;
    } finally {
      this.end.publish(context);
    }
  }
  tracePromise(fn, context = {}, thisArg, ...args) {
    this.start.publish(context);
    try {
      return Promise.resolve(fn.apply(thisArg, args)).then(
        (result) => {
          context.result = result;
          this.asyncStart.publish(context);
          this.asyncEnd.publish(context);
          return result;
        },
        (e) => {
          context.error = e;
          this.error.publish(context);
          this.asyncStart.publish(context);
          this.asyncEnd.publish(context);
          throw e;
        }
      );
    } catch (e) {
      context.error = e;
      this.error.publish(context);
      throw e;
    } finally {
      this.end.publish(context);
    }
  }
  traceCallback(fn, position = -1, context = {}, thisArg, ...args) {
    const i = position < 0 ? args.length + position : position;
    const cb = args[i];
    args[i] = (err, ...rest) => {
      if (err) {
        context.error = err;
        this.error.publish(context);
      } else context.result = rest[0];
      this.asyncStart.publish(context);
      try {
        return cb.call(thisArg, err, ...rest);
      } finally {
        this.asyncEnd.publish(context);
      }
    };
    return this.traceSync(fn, context, thisArg, ...args);
  }
};
var tracingChannel = (nameOrChannels) => new TracingChannel(nameOrChannels);
var diagnostics_channel_default = register("diagnostics_channel", { channel, subscribe, unsubscribe, hasSubscribers, tracingChannel, Channel });
module.exports = module.exports.default;
