// Timers, driven by Go (see tasks.js): Go asks for the next due time
// (nextDelay) and calls runDueTimers when it comes.
//
// As in Node, setTimeout and setInterval return a Timeout object (with ref,
// unref, hasRef, refresh, and its id as its primitive value, so code written
// for browsers that keeps numbers works too); setImmediate an Immediate. A
// timer that is unref'd does not keep a task alive: a task waiting only for
// such timers can never settle, as a Node process would exit instead.
import { define, g } from "./host.js";
import { reportError } from "./console.js";
import { runTicks } from "./process.js";
import { validateFunction } from "./validators.js";
import { getContext, runIn, bound } from "./asynccontext.js";

let seq = 0;
const timers = new Map(); // id -> Timeout

class Timeout {
  #id; #ref = true;
  constructor(fn, ms, args, repeat) {
    validateFunction(fn, "callback");
    ms = Number(ms);
    // As in Node, a timeout waits at least 1 ms; an immediate does not.
    if (!(ms >= 1) || !isFinite(ms)) ms = this instanceof Immediate ? 0 : 1;
    this.#id = ++seq;
    this._fn = fn;
    this._args = args;
    this._ms = ms;
    this._every = repeat ? ms : -1;
    this._due = performance.now() + ms;
    this._seq = this.#id;
    this._ctx = getContext();
    timers.set(this.#id, this);
  }
  get _id() { return this.#id; }
  get _ref() { return this.#ref; }
  ref() { this.#ref = true; return this; }
  unref() { this.#ref = false; return this; }
  hasRef() { return this.#ref; }
  refresh() {
    if (timers.get(this.#id) === this) this._due = performance.now() + this._ms;
    return this;
  }
  close() { timers.delete(this.#id); return this; }
  [Symbol.toPrimitive]() { return this.#id; }
  [Symbol.dispose]() { this.close(); }
}

class Immediate extends Timeout {}

function clear(t) {
  if (t instanceof Timeout) t.close();
  else if (t !== undefined && t !== null) {
    const x = timers.get(Number(t));
    if (x) x.close();
  }
}

define(g, "setTimeout", function setTimeout(fn, ms, ...args) { return new Timeout(fn, ms, args, false); });
define(g, "setInterval", function setInterval(fn, ms, ...args) { return new Timeout(fn, ms, args, true); });
define(g, "setImmediate", function setImmediate(fn, ...args) { return new Immediate(fn, 0, args, false); });
define(g, "clearTimeout", function clearTimeout(t) { clear(t); });
define(g, "clearInterval", function clearInterval(t) { clear(t); });
define(g, "clearImmediate", function clearImmediate(t) { clear(t); });
const microtask = g.queueMicrotask;
define(g, "queueMicrotask", function queueMicrotask(callback) { validateFunction(callback, "callback"); microtask(bound(callback)); });

export { Timeout, Immediate };

// activeTimers names the timers that keep a task alive, as Node's
// process.getActiveResourcesInfo does.
export function activeTimers() {
  const out = [];
  for (const t of timers.values()) if (t._ref) out.push(t instanceof Immediate ? "Immediate" : "Timeout");
  return out;
}

// runDueTimers calls the timer that is due first, and then the ticks it
// queued (process.nextTick). One callback a turn, so that the promise jobs
// a callback queues run before the next one, as in Node. It reports
// whether one ran.
export function runDueTimers() {
  const now = performance.now();
  let first = null;
  for (const t of timers.values()) {
    if (t._due <= now && (first === null || t._due < first._due || (t._due === first._due && t._seq < first._seq))) first = t;
  }
  if (first === null) return false;
  const t = first;
  if (t._every >= 0) {
    t._due = Math.max(t._due + t._every, now);
    t._seq = ++seq;
  } else {
    timers.delete(t._id);
  }
  try {
    if (t._ctx === undefined) t._fn.apply(t, t._args);
    else runIn(t._ctx, t._fn, t, t._args);
  } catch (e) {
    reportError("timer", e);
  }
  runTicks();
  return true;
}

// nextDelay is the time until the next timer is due in milliseconds, -1
// when there is none; refOnly counts only the timers that keep a task alive.
export function nextDelay(refOnly) {
  let min = Infinity;
  for (const t of timers.values()) if (t._due < min && (!refOnly || t._ref)) min = t._due;
  return min === Infinity ? -1 : Math.max(0, min - performance.now());
}
