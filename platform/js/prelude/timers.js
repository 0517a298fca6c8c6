// Timers and immediates, as Node keeps them (lib/internal/timers.js):
// timeouts in one list per duration, each list in the order its timers
// were set, so that its first is the one due first; the lists in a
// priority queue by when their first is due. Setting, clearing and firing
// a timer costs O(1), plus O(log d) for the d durations in use.
//
// As in Node, setTimeout and setInterval return a Timeout (ref, unref,
// hasRef, refresh, close, and an id as its primitive value, so that code
// written for browsers that keeps numbers works too); setImmediate an
// Immediate. A timer or immediate that is unref'd does not keep a task
// alive: a task waiting only for such can never settle, as a Node process
// would exit instead.
//
// The phases run in tasks.js's turns: runTimers (timers phase), then Go
// hands over the completions of host operations (poll phase), then
// runImmediates (check phase).
import { define, g, ctx, native } from "./host.js";
import { call, afterCallback, fastAfter, fatal, callerArgs, hooks, GO, STOP, YIELD } from "./loop.js";
import { codes } from "./nodeerrors.js";
import { validateFunction } from "./validators.js";
import { getContext, runIn, boundTo } from "./asynccontext.js";

const TIMEOUT_MAX = 2 ** 31 - 1;

// The loop's time: performance.now() as of the start of the turn, as
// libuv's (the time a timer counts from).
let loopNow = performance.now();
export function updateNow() { loopNow = performance.now(); }

let refTimers = 0; // timers that keep a task alive
let timerCount = 0; // timers set and not yet fired or cleared
let nextAsyncId = 1; // the ids a Timeout's primitive value gives out
const knownById = new Map(); // id -> Timeout, for the ids given out as numbers

// ---- a list per duration ----------------------------------------------------

// A list holds its timers in the order they were (re)set, in an array
// used as a queue: items[head] is due first. A timer knows its place
// (_at: base + its index; -1 when it is in no list, -2 once it is done:
// fired or cleared — Node's _destroyed), so that one cleared
// or set again (refresh) leaves a stale entry behind, skipped when its
// turn comes. live counts the timers really in the list.
class TimersList {
  constructor(expiry, msecs) {
    this.expiry = expiry;
    this.id = listSeq++;
    this.msecs = msecs;
    this.position = 0; // in the heap
    this.items = [];
    this.head = 0;
    this.base = 0;
    this.live = 0;
  }
}
let listSeq = 0;
const lists = Object.create(null); // msecs -> TimersList

function append(list, t) {
  t._at = list.base + list.items.length;
  list.items.push(t);
  list.live++;
}

// leave takes t out of its list (its entry goes stale), and the list out
// of the heap when no timer is left in it.
function leave(t) {
  const list = lists[t._idleTimeout | 0];
  t._at = -1;
  if (list !== undefined && --list.live === 0) dropList(list);
}

function dropList(list) {
  if (lists[list.msecs] === list) delete lists[list.msecs];
  heapRemove(list);
}

// compact drops the entries before head once they are many.
function compact(list) {
  const h = list.head;
  if (h > 1024 && h * 2 > list.items.length) {
    list.items = list.items.slice(h);
    list.base += h;
    list.head = 0;
  }
}

// ---- the lists by expiry: a binary heap ----------------------------------------

const heap = [];
const before = (a, b) => a.expiry < b.expiry || (a.expiry === b.expiry && a.id < b.id);

function place(list, i) { heap[i] = list; list.position = i; }

function up(i) {
  const list = heap[i];
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(list, heap[parent])) break;
    place(heap[parent], i);
    i = parent;
  }
  place(list, i);
}

function down(i) {
  const list = heap[i];
  const n = heap.length;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= n) break;
    if (c + 1 < n && before(heap[c + 1], heap[c])) c++;
    if (!before(heap[c], list)) break;
    place(heap[c], i);
    i = c;
  }
  place(list, i);
}

function heapRemove(list) {
  const i = list.position;
  const last = heap.pop();
  if (last !== list) {
    place(last, i);
    down(i);
    up(last.position);
  }
}

function insert(t, msecs, start) {
  msecs = msecs | 0; // 1 to 2 ** 31 - 1: truncated
  t._idleStart = start;
  let list = lists[msecs];
  if (list === undefined) list = newList(msecs, start);
  append(list, t);
}

function newList(msecs, start) {
  const list = lists[msecs] = new TimersList(start + msecs, msecs);
  heap.push(list);
  up(heap.length - 1);
  return list;
}

// ---- Timeout ------------------------------------------------------------------

// duration is a timer's duration (a number) as Node makes it: 1 to
// 2 ** 31 - 1 milliseconds, 1 for anything else (with a warning when too
// long).
function duration(after) {
  if (after >= 1 && after <= TIMEOUT_MAX) return after;
  if (after > TIMEOUT_MAX) {
    g.process.emitWarning(`${after} does not fit into a 32-bit signed integer.\nTimeout duration was set to 1.`, "TimeoutOverflowWarning");
  }
  return 1;
}

class Timeout {
  // A timer is made in its list (see setTimeout), at index at, counting
  // from start. Only what differs from the prototype's defaults (below)
  // is set, and all at once: each property a timer gets costs, and there
  // may be 100,000 of them.
  constructor(callback, after, args, owner, start, at) {
    this._idleTimeout = after;
    this._onTimeout = callback;
    this._owner = owner;
    this._idleStart = start;
    this._at = at;
    if (args !== undefined) this._timerArgs = args;
  }
  refresh() {
    if (this._idleTimeout >= 0) activate(this, loopNow);
    return this;
  }
  unref() {
    if (this._refed) {
      this._refed = false;
      if (this._at !== -2) refTimers--;
    }
    return this;
  }
  ref() {
    if (!this._refed) {
      this._refed = true;
      if (this._at !== -2) refTimers++;
    }
    return this;
  }
  hasRef() { return this._refed; }
  close() { clearTimeout(this); return this; }
  [Symbol.toPrimitive]() {
    if (!this._hasPrimitive) {
      this._hasPrimitive = true;
      this._asyncId = nextAsyncId++;
      knownById.set(this._asyncId, this);
    }
    return this._asyncId;
  }
  [Symbol.dispose]() { clearTimeout(this); }
  get _destroyed() { return this._at === -2; }
}
Object.assign(Timeout.prototype, {
  _idleStart: null, _at: -1, _timerArgs: undefined, _repeat: null,
  _refed: true, _hasPrimitive: false, _asyncId: 0, _ctx: undefined,
});

// setTimeout makes a timer without arguments as a copy of timerModel's
// shape (newLike, a native of our QuickJS build): one allocation of its
// five properties, where the constructor's five assignments each move it
// to a next shape and grow it. The model is made by the constructor, so
// that the copy is what the constructor makes; it is never handed out,
// so its shape never changes. Without the native (undefined), or if the
// model does not fit it, the constructor makes the timer.
const newLike = native.newLike || (() => undefined);
const timerModel = new Timeout(() => {}, 1, undefined, null, 0, -1);

// activate (re)inserts a timer counting from start: refresh(), and a
// timer that fired and is set again.
function activate(t, start) {
  const was = t._at;
  if (was >= 0) leave(t);
  insert(t, t._idleTimeout, start);
  t._owner = ctx.owner;
  if (was === -2) {
    timerCount++;
    if (t._refed) refTimers++;
  }
}

function unenroll(t) {
  if (t._at === -2) return;
  if (t._at >= 0) leave(t);
  t._at = -2;
  timerCount--;
  if (t._hasPrimitive) knownById.delete(t._asyncId);
  if (t._refed) refTimers--;
  t._idleTimeout = -1;
}

function setTimeout(callback, after) {
  if (typeof callback !== "function") validateFunction(callback, "callback");
  after *= 1;
  if (!(after >= 1 && after <= TIMEOUT_MAX)) after = duration(after);
  // insert and append, inline: there may be 100,000 of these.
  const msecs = after | 0, start = loopNow;
  let list = lists[msecs];
  if (list === undefined) list = newList(msecs, start);
  const items = list.items, n = items.length, args = callerArgs(2), owner = ctx.owner, at = list.base + n;
  let t;
  if (args !== undefined || (t = newLike(timerModel, after, callback, owner, start, at)) === undefined) {
    t = new Timeout(callback, after, args, owner, start, at);
  }
  items[n] = t;
  list.live++;
  refTimers++;
  timerCount++;
  const c = getContext();
  if (c !== undefined) t._ctx = c;
  return t;
}

function setInterval(callback, repeat) {
  if (typeof callback !== "function") validateFunction(callback, "callback");
  repeat = duration(repeat * 1);
  const t = new Timeout(callback, repeat, callerArgs(2), ctx.owner, null, -1);
  t._repeat = repeat;
  const c = getContext();
  if (c !== undefined) t._ctx = c;
  refTimers++;
  timerCount++;
  insert(t, repeat, loopNow);
  return t;
}

function clearTimeout(timer) {
  if (timer && timer._onTimeout) {
    timer._onTimeout = null;
    unenroll(timer);
    return;
  }
  if (typeof timer === "number" || typeof timer === "string") {
    const t = knownById.get(Number(timer));
    if (t !== undefined) {
      t._onTimeout = null;
      unenroll(t);
    }
  }
}

// ---- the timers phase ------------------------------------------------------------

// runTimers runs every timer due at the loop's time now, list by list
// (Node's processTimers and listOnTimeout), each followed by the nextTick
// callbacks and promise jobs it queued. GO when it ran them all; STOP or
// YIELD (see loop.js) with the rest still due.
export function runTimers() {
  const now = loopNow;
  let list;
  while ((list = heap[0]) !== undefined) {
    if (list.expiry > now) return GO;
    const r = listOnTimeout(list, now);
    if (r !== GO) return r;
  }
  return GO;
}

// listOnTimeout runs the timers of list due at now. Its items, head and
// base change only here (compact), so they are kept in variables while it
// runs, and head written back when it returns; a callback may append to
// items, or take timers out (their entries go stale).
function listOnTimeout(list, now) {
  const msecs = list.msecs, items = list.items, base = list.base;
  let k = list.head, r = GO;
  for (;;) {
    if (k >= items.length) break;
    const t = items[k];
    if (t._at !== base + k) {
      // Cleared, or set again further on.
      items[k++] = undefined;
      continue;
    }
    const start = t._idleStart;
    if (now - start < msecs) {
      // The rest of the list is due later.
      list.head = k;
      list.expiry = Math.max(start + msecs, now + 1);
      list.id = listSeq++;
      down(list.position);
      compact(list);
      return GO;
    }
    items[k++] = undefined;
    t._at = -1;
    if (--list.live === 0) dropList(list);
    if (!t._onTimeout) {
      // An object of the legacy API with nothing to call.
      t._at = -2;
      timerCount--;
      if (t._refed) refTimers--;
      if (list.live === 0) break;
      continue;
    }
    // Its callback, with the timer as this; then what it queued
    // (loop.js's call and afterCallback, inline: this runs for every
    // timer). _repeat is read after the callback, which may set it.
    // The asynchronous context (asynccontext.js) it was set in, if any.
    const owner = t._owner, args = t._timerArgs, c = t._ctx;
    ctx.owner = owner;
    try {
      if (c !== undefined) runIn(c, t._onTimeout, t, args === undefined ? [] : args);
      else if (args === undefined) t._onTimeout();
      else t._onTimeout(...args);
    } catch (e) {
      if (!fatal(e, "uncaughtException", owner, t._repeat ? "setInterval" : "setTimeout")) r = STOP;
    }
    const repeat = t._repeat;
    if (repeat && t._idleTimeout !== -1) {
      t._idleTimeout = repeat;
      insert(t, repeat, now);
    } else if (t._at === -1) {
      t._at = -2;
      timerCount--;
      if (t._hasPrimitive) knownById.delete(t._asyncId);
      if (t._refed) refTimers--;
    }
    if (r === GO) {
      // afterCallback's common case, inline: nothing queued, time left.
      r = fastAfter() ? GO : afterCallback(owner);
    }
    if (r !== GO) {
      list.head = k;
      if (list.live > 0) compact(list);
      return r;
    }
    if (list.live === 0) break; // dropped: its last timer ran
  }
  list.head = k;
  return GO;
}

// ---- Immediate and the check phase -----------------------------------------------

// immediates queued for the next check phase; phase those of the one
// running (or cut short), as Node's immediateQueue and outstandingQueue.
const queued = { head: null, tail: null };
let phase = null; // the next immediate of the check phase running, or null
let immediateCount = 0, refImmediates = 0;

class Immediate {
  constructor(callback, args, owner) {
    this._onImmediate = callback;
    this._owner = owner;
    if (args !== undefined) this._argv = args;
    const c = getContext();
    if (c !== undefined) this._ctx = c;
    refImmediates++;
    immediateCount++;
    if (queued.tail === null) queued.head = this;
    else { queued.tail._idleNext = this; this._idlePrev = queued.tail; }
    queued.tail = this;
  }
  ref() {
    if (!this._refed && !this._destroyed) { this._refed = true; refImmediates++; }
    return this;
  }
  unref() {
    if (this._refed && !this._destroyed) { this._refed = false; refImmediates--; }
    return this;
  }
  hasRef() { return !!this._refed; }
  [Symbol.dispose]() { clearImmediate(this); }
}
Object.assign(Immediate.prototype, { _idleNext: null, _idlePrev: null, _argv: undefined, _destroyed: false, _refed: true, _ctx: undefined });

function setImmediate(callback) {
  if (typeof callback !== "function") validateFunction(callback, "callback");
  return new Immediate(callback, callerArgs(1), ctx.owner);
}

function clearImmediate(imm) {
  if (!imm || imm._destroyed || !(imm instanceof Immediate)) return;
  immediateCount--;
  imm._destroyed = true;
  if (imm._refed) refImmediates--;
  imm._refed = null;
  imm._onImmediate = null;
  // Out of the queue for the next phase (one of the running phase is
  // skipped when its turn comes).
  if (queued.head === imm || imm._idlePrev !== null || queued.tail === imm) {
    if (imm._idlePrev !== null) imm._idlePrev._idleNext = imm._idleNext;
    if (imm._idleNext !== null) imm._idleNext._idlePrev = imm._idlePrev;
    if (queued.head === imm) queued.head = imm._idleNext;
    if (queued.tail === imm) queued.tail = imm._idlePrev;
    imm._idleNext = imm._idlePrev = null;
  }
}

// runImmediates runs the check phase: the immediates queued before it
// began, each followed by its nextTick callbacks and promise jobs; those
// queued meanwhile wait for the next turn. Cut short (STOP, YIELD), the
// phase goes on where it stopped the next time.
export function runImmediates() {
  if (phase === null) {
    if (queued.head === null) return GO;
    phase = queued.head;
    queued.head = queued.tail = null;
  }
  while (phase !== null) {
    const imm = phase;
    phase = imm._idleNext;
    imm._idleNext = imm._idlePrev = null;
    if (phase !== null) phase._idlePrev = null;
    if (imm._destroyed) continue;
    imm._destroyed = true;
    immediateCount--;
    if (imm._refed) refImmediates--;
    imm._refed = null;
    const fn = imm._onImmediate;
    imm._onImmediate = null;
    const r = call(imm._ctx === undefined ? fn : boundTo(imm._ctx, fn), imm, imm._argv, imm._owner, "setImmediate");
    if (r !== GO) return r;
  }
  return GO;
}

// ---- what the loop waits for ---------------------------------------------------------

// refd reports whether a timer or an immediate keeps a task alive.
export const refd = () => refTimers > 0 || refImmediates > 0;
// immediatesReady reports whether immediates wait that keep the loop from
// waiting (Node's poll phase does not block then).
export const immediatesReady = () => refImmediates > 0 || phase !== null;
// nextDelay is the time until the first timer is due, in milliseconds
// (-1: none).
export function nextDelay() {
  const list = heap[0];
  return list === undefined ? -1 : Math.max(0, list.expiry - performance.now());
}
// counts says what is set: for the message of a task that can never
// settle, and to tell an idle instance.
export const counts = () => ({ timers: timerCount, refTimers, immediates: immediateCount, refImmediates });

// The legacy API of node:timers (deprecated in Node, still there): any
// object as a timer. enroll sets its duration, active and unrefActive
// start it (again), unenroll stops it.
function getTimerDuration(msecs, name) {
  if (typeof msecs !== "number") throw codes.ERR_INVALID_ARG_TYPE(name, "number", msecs);
  if (msecs < 0 || !Number.isFinite(msecs)) throw codes.ERR_OUT_OF_RANGE(name, "a non-negative finite number", msecs);
  if (msecs > TIMEOUT_MAX) {
    g.process.emitWarning(`${msecs} does not fit into a 32-bit signed integer.\nTimer duration was truncated to ${TIMEOUT_MAX}.`, "TimeoutOverflowWarning");
    return TIMEOUT_MAX;
  }
  return msecs;
}

export const legacy = {
  enroll(item, msecs) {
    if (item === null || (typeof item !== "object" && typeof item !== "function")) throw codes.ERR_INVALID_ARG_TYPE("item", "object", item);
    if (item._at >= 0) unenroll(item);
    item._idleTimeout = getTimerDuration(msecs, "msecs");
    item._at = -2; // set, not started: active() starts it
    if (item._refed === undefined) item._refed = true;
  },
  unenroll(item) { unenroll(item); },
  active(item) { start(item, true); },
  unrefActive(item) { start(item, false); },
};

function start(item, refed) {
  if (!(item._idleTimeout >= 0)) return;
  if (item._at === undefined) item._at = -2;
  if (item._refed !== refed) {
    if (item._at !== -2) refTimers += refed ? 1 : -1;
    item._refed = refed;
  }
  activate(item, loopNow);
}

// What process.getActiveResourcesInfo() says of the timers: one
// "Timeout" per timer that keeps the loop alive, one "Immediate" per
// immediate (as Node's, which lists only the ref'd timers).
hooks.resources = () => {
  const out = [];
  for (let i = 0; i < refTimers; i++) out.push("Timeout");
  for (let i = 0; i < immediateCount; i++) out.push("Immediate");
  return out;
};

define(g, "setTimeout", setTimeout);
define(g, "setInterval", setInterval);
define(g, "setImmediate", setImmediate);
define(g, "clearTimeout", clearTimeout);
define(g, "clearInterval", clearTimeout);
define(g, "clearImmediate", clearImmediate);

export { Timeout, Immediate };
