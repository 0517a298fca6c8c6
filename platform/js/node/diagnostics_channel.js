// node:diagnostics_channel — named channels a package publishes to and
// others subscribe to (undici, glob and their kin reach for it), and
// tracing channels. A subscriber that throws does not stop the publisher:
// its error is reported on the next tick, as Node reports it.
import { register } from "node:internal/host";
import { codes } from "node:internal/validators";

const argType = codes.ERR_INVALID_ARG_TYPE;

const channels = new Map(); // name -> Channel

class Channel {
  #subscribers = [];
  #stores = new Map(); // store -> transform
  constructor(name) { this.name = name; }
  get hasSubscribers() { return this.#subscribers.length > 0 || this.#stores.size > 0; }
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
        globalThis.process.nextTick(() => { throw err; });
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
          globalThis.process.nextTick(() => { throw err; });
          return inner();
        }
        return store.run(value, inner);
      };
    }
    return run();
  }
  get [Symbol.toStringTag]() { return "Channel"; }
}

function channel(name) {
  if (typeof name !== "string" && typeof name !== "symbol") throw argType("channel", ["string", "symbol"], name);
  let c = channels.get(name);
  if (c === undefined) {
    c = new Channel(name);
    channels.set(name, c);
  }
  return c;
}

const subscribe = (name, fn) => channel(name).subscribe(fn);
const unsubscribe = (name, fn) => channel(name).unsubscribe(fn);
const hasSubscribers = (name) => channel(name).hasSubscribers;

const traceEvents = ["start", "end", "asyncStart", "asyncEnd", "error"];

// TracingChannel is five channels about one kind of work: tracing:<name>:
// start, end, asyncStart, asyncEnd, error.
class TracingChannel {
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
  get hasSubscribers() { return traceEvents.some((e) => this[e].hasSubscribers); }
  subscribe(handlers) { for (const e of traceEvents) if (handlers[e]) this[e].subscribe(handlers[e]); }
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
}

const tracingChannel = (nameOrChannels) => new TracingChannel(nameOrChannels);

export default register("diagnostics_channel", {
  channel, hasSubscribers, subscribe, unsubscribe, tracingChannel, Channel,
});
