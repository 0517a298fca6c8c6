// Event, EventTarget, CustomEvent, AbortController, AbortSignal.
import { throwLater } from "../loop.js";
import { codes } from "../nodeerrors.js";

const listenersOf = new WeakMap();

export class Event {
  #type; #cancelable; #defaultPrevented = false; #stop = false;
  constructor(type, init = {}) {
    if (arguments.length === 0) throw new TypeError("Event: the type is required");
    this.#type = String(type);
    this.#cancelable = !!init.cancelable;
    this.bubbles = !!init.bubbles;
    this.composed = !!init.composed;
    this.timeStamp = performance.now();
    this.target = null;
    this.currentTarget = null;
  }
  get type() { return this.#type; }
  get cancelable() { return this.#cancelable; }
  get defaultPrevented() { return this.#defaultPrevented; }
  preventDefault() { if (this.#cancelable) this.#defaultPrevented = true; }
  stopPropagation() {}
  stopImmediatePropagation() { this.#stop = true; }
  get [Symbol.toStringTag]() { return "Event"; }
  static _stopped(e) { return e.#stop; }
}

export class EventTarget {
  constructor() { listenersOf.set(this, new Map()); }
  addEventListener(type, listener, options) {
    if (listener == null) return;
    if (typeof listener !== "function" && typeof listener !== "object") throw codes.ERR_INVALID_ARG_TYPE("listener", "EventListener", listener);
    const once = typeof options === "object" && options !== null && !!options.once;
    const signal = typeof options === "object" && options !== null ? options.signal : undefined;
    if (signal && signal.aborted) return;
    const map = listenersOf.get(this);
    const list = map.get(type) || [];
    if (list.some((l) => l.listener === listener)) return;
    const entry = { listener, once };
    list.push(entry);
    map.set(type, list);
    if (signal) signal.addEventListener("abort", () => this.removeEventListener(type, listener));
  }
  removeEventListener(type, listener) {
    const map = listenersOf.get(this);
    const list = map && map.get(type);
    if (!list) return;
    const i = list.findIndex((l) => l.listener === listener);
    if (i >= 0) list.splice(i, 1);
  }
  dispatchEvent(event) {
    if (!(event instanceof Event)) throw codes.ERR_INVALID_ARG_TYPE("event", "Event", event);
    event.target = this;
    event.currentTarget = this;
    const handler = this["on" + event.type];
    const list = (listenersOf.get(this).get(event.type) || []).slice();
    const all = typeof handler === "function" ? [{ listener: handler, once: false }, ...list] : list;
    for (const entry of all) {
      if (entry.once) this.removeEventListener(event.type, entry.listener);
      try {
        if (typeof entry.listener === "function") entry.listener.call(this, event);
        else if (entry.listener && typeof entry.listener.handleEvent === "function") entry.listener.handleEvent(event);
      } catch (e) {
        throwLater(e, "an event listener");
      }
      if (Event._stopped(event)) break;
    }
    event.currentTarget = null;
    return !event.defaultPrevented;
  }
}

// listenersFor is what node:events' getEventListeners reads of a target:
// the listeners of type, in order.
export function listenersFor(target, type) {
  const list = listenersOf.get(target) && listenersOf.get(target).get(type);
  return list ? list.map((l) => l.listener) : [];
}

// ---- AbortController, AbortSignal -----------------------------------------

let signalInit = false;
export class AbortSignal extends EventTarget {
  #aborted = false; #reason = undefined;
  constructor() {
    if (!signalInit) throw new TypeError("Illegal constructor: use new AbortController().signal");
    super();
    this.onabort = null;
  }
  get aborted() { return this.#aborted; }
  get reason() { return this.#reason; }
  throwIfAborted() { if (this.#aborted) throw this.#reason; }
  static _abort(signal, reason) {
    if (signal.#aborted) return;
    signal.#aborted = true;
    signal.#reason = reason === undefined ? new DOMException("This operation was aborted", "AbortError") : reason;
    signal.dispatchEvent(new Event("abort"));
  }
  static _new() {
    signalInit = true;
    try { return new AbortSignal(); } finally { signalInit = false; }
  }
  static abort(reason) {
    const s = AbortSignal._new();
    AbortSignal._abort(s, reason);
    return s;
  }
  static timeout(ms) {
    const s = AbortSignal._new();
    setTimeout(() => AbortSignal._abort(s, new DOMException("The operation was aborted due to timeout", "TimeoutError")), ms);
    return s;
  }
  static any(signals) {
    const s = AbortSignal._new();
    for (const other of signals) {
      if (other.aborted) { AbortSignal._abort(s, other.reason); return s; }
    }
    for (const other of signals) other.addEventListener("abort", () => AbortSignal._abort(s, other.reason), { once: true });
    return s;
  }
  get [Symbol.toStringTag]() { return "AbortSignal"; }
}

export class AbortController {
  #signal = AbortSignal._new();
  get signal() { return this.#signal; }
  abort(reason) { AbortSignal._abort(this.#signal, reason); }
  get [Symbol.toStringTag]() { return "AbortController"; }
}

export class CustomEvent extends Event {
  #detail;
  constructor(type, init = {}) {
    super(type, init);
    this.#detail = init.detail === undefined ? null : init.detail;
  }
  get detail() { return this.#detail; }
  get [Symbol.toStringTag]() { return "CustomEvent"; }
}
