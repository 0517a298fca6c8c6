// node:diagnostics_channel — named channels an extension's packages publish
// to and subscribe to (got and undici publish their requests' stages).
// The built-ins themselves publish nothing.
import { register } from "./_host.js";

const channels = new Map();

class Channel {
  #subscribers = [];
  #stores = new Map();
  constructor(name) { this.name = name; }
  get hasSubscribers() { return this.#subscribers.length > 0 || this.#stores.size > 0; }
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
      try { fn(message, this.name); } catch (e) { queueMicrotask(() => { throw e; }); }
    }
  }
  bindStore(store, transform) { this.#stores.set(store, transform); }
  unbindStore(store) { return this.#stores.delete(store); }
  runStores(data, fn, thisArg, ...args) {
    let run = () => { this.publish(data); return fn.apply(thisArg, args); };
    for (const [store, transform] of this.#stores) {
      const inner = run;
      run = () => store.run(transform ? transform(data) : data, inner);
    }
    return run();
  }
}

function argType(name, value) {
  const e = new TypeError(`The "${name}" argument must be of type function. Received ${typeof value}`);
  e.code = "ERR_INVALID_ARG_TYPE";
  return e;
}

export function channel(name) {
  if (typeof name !== "string" && typeof name !== "symbol") {
    const e = new TypeError(`The "channel" argument must be one of type string or symbol. Received ${typeof name}`);
    e.code = "ERR_INVALID_ARG_TYPE";
    throw e;
  }
  let c = channels.get(name);
  if (!c) channels.set(name, (c = new Channel(name)));
  return c;
}

const subscribe = (name, fn) => channel(name).subscribe(fn);
const unsubscribe = (name, fn) => channel(name).unsubscribe(fn);
const hasSubscribers = (name) => channels.has(name) && channels.get(name).hasSubscribers;

class TracingChannel {
  constructor(nameOrChannels) {
    for (const kind of ["start", "end", "asyncStart", "asyncEnd", "error"]) {
      this[kind] = typeof nameOrChannels === "string" ? channel(`tracing:${nameOrChannels}:${kind}`) : nameOrChannels[kind];
    }
  }
  get hasSubscribers() { return ["start", "end", "asyncStart", "asyncEnd", "error"].some((k) => this[k].hasSubscribers); }
  subscribe(handlers) { for (const [k, fn] of Object.entries(handlers)) if (this[k]) this[k].subscribe(fn); }
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
        (result) => { context.result = result; this.asyncStart.publish(context); this.asyncEnd.publish(context); return result; },
        (e) => { context.error = e; this.error.publish(context); this.asyncStart.publish(context); this.asyncEnd.publish(context); throw e; },
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
      if (err) { context.error = err; this.error.publish(context); } else context.result = rest[0];
      this.asyncStart.publish(context);
      try { return cb.call(thisArg, err, ...rest); } finally { this.asyncEnd.publish(context); }
    };
    return this.traceSync(fn, context, thisArg, ...args);
  }
}

const tracingChannel = (nameOrChannels) => new TracingChannel(nameOrChannels);

export default register("diagnostics_channel", { channel, subscribe, unsubscribe, hasSubscribers, tracingChannel, Channel });
