// The event loop's core, as Node's: the nextTick queue, the promise jobs
// run between two callbacks (QuickJS's job queue, through the natives of
// our build), unhandled rejections, and where an exception no one caught
// goes. timers.js has the timers and immediates, tasks.js the turns Go
// drives (see engine/vm.go).
//
// Every callback the loop runs belongs to an owner: the task (a call, the
// module's evaluation) that was running when it was scheduled. An
// exception a callback throws, and a rejection it leaves unhandled, fail
// the task it belongs to while that task runs; one of a task already over
// goes to the extension's console instead, so that the next call is not
// failed for what an earlier one left behind.
import { native, ctx, typeOf, g, define } from "./host.js";
import { validateFunction } from "./validators.js";
import { getContext, bound, boundTo } from "./asynccontext.js";

// hooks are filled in by the modules that know the rest: the process
// object (process.js) and the tasks (tasks.js).
// state.stopped is set while the running task is over (it settled, or
// called process.exit): the loop runs no more callbacks for now.
export const state = { stopped: true };

export const hooks = {
  // process is the process object if it was made (null: nobody listens).
  process: () => null,
  // capture is process.setUncaughtExceptionCaptureCallback's callback.
  capture: null,
  // resources names what keeps the loop going (timers.js).
  resources: () => [],
  // uncaught is an exception no listener took, of owner: it fails that
  // task, if it is the one running, and reports false (stop); otherwise
  // it is reported, and true (go on).
  uncaught: (err, origin, owner, where) => true,
};

// What running a callback leads to: go on with the next, stop (the task
// is over), or yield (the turn has run long: Go looks at the call's
// deadline, then resumes it).
export const GO = 0, STOP = 1, YIELD = 2;

// ---- process.nextTick ---------------------------------------------------------

// A queue of fixed-size arrays, as Node's FixedQueue: pushes and shifts
// without moving what is queued, whatever its length. A tick takes three
// slots — its callback, its arguments (undefined: none), its owner — so
// that no object is made per tick; the slots are written in order, which
// keeps each array QuickJS's fast kind. Pushes go to pushList at pushAt,
// shifts come from shiftList at shiftAt; the arrays filled in between
// wait in order in full. The state is in variables, not in an object's
// properties: this runs for every tick.
const ringSize = 3 * 1024; // slots
let pushList = new Array(ringSize), pushAt = 0;
let shiftList = pushList, shiftAt = 0;
const full = []; // arrays filled, after shiftList's and before pushList's
let tickCount = 0;

function pushTick(fn, args, owner) {
  if (pushAt === ringSize) nextRing();
  const list = pushList, at = pushAt;
  list[at] = fn;
  list[at + 1] = args;
  list[at + 2] = owner;
  pushAt = at + 3;
  tickCount++;
}

// nextRing starts a new array for pushes, pushList being full.
function nextRing() {
  if (pushList !== shiftList) full.push(pushList);
  pushList = new Array(ringSize);
  pushAt = 0;
}

export const hasTicks = () => tickCount > 0;

export function nextTick(fn) {
  if (typeof fn !== "function") validateFunction(fn, "callback");
  // pushTick, inline: the common case. The callback runs in the
  // asynchronous context (asynccontext.js) in effect now, if any.
  if (pushAt === ringSize) nextRing();
  const list = pushList, at = pushAt, c = getContext();
  list[at] = c === undefined ? fn : boundTo(c, fn);
  list[at + 1] = callerArgs(1);
  list[at + 2] = ctx.owner;
  pushAt = at + 3;
  tickCount++;
}

// throwLater makes e an uncaught exception on the next tick, as Node's
// EventTarget does with what a listener throws.
const kWhere = Symbol("where");
export function throwLater(e, where) {
  const thrower = () => { throw e; };
  thrower[kWhere] = where;
  pushTick(thrower, undefined, ctx.owner);
}

// queueMicrotask, as Node's: its argument checked as Node checks it (the
// callback then runs as a promise job, in the asynchronous context in
// effect now; what it throws is an uncaught exception, see drain).
const queueJob = g.queueMicrotask;
define(g, "queueMicrotask", function queueMicrotask(callback) {
  validateFunction(callback, "callback");
  queueJob(bound(callback));
});

// ---- draining: ticks, then promise jobs, until both are empty ----------------

const runJobs = native.runJobs;
// callerArgs(from) is what its caller was given from index from on (an
// array), or undefined: the arguments a callback is to get, without an
// arguments object for each call that passes none.
export const callerArgs = native.callerArgs;
export const jobsPending = native.jobsPending;

// drain runs what a callback left to run before the next one, as Node's
// processTicksAndRejections: the nextTick queue (what the ticks queue
// too), then the promise jobs, again while either queued more, and the
// unhandled rejections found meanwhile. It reports false when the loop
// must stop (the task failed, or is over).
export function drain(owner) {
  for (;;) {
    while (tickCount > 0) {
      if (shiftAt === ringSize) {
        shiftList = full.length > 0 ? full.shift() : pushList;
        shiftAt = 0;
      }
      const list = shiftList, at = shiftAt;
      const fn = list[at], args = list[at + 1], tickOwner = list[at + 2];
      list[at] = list[at + 1] = list[at + 2] = undefined;
      if (--tickCount === 0 && list === pushList) {
        // Empty: the array is used again from its start.
        shiftAt = pushAt = 0;
      } else {
        shiftAt = at + 3;
      }
      ctx.owner = tickOwner;
      try {
        if (args === undefined) fn();
        else fn(...args);
      } catch (e) {
        if (!fatal(e, "uncaughtException", tickOwner, fn[kWhere] || "process.nextTick")) return false;
      }
    }
    ctx.owner = owner;
    try {
      runJobs();
    } catch (e) {
      // A queueMicrotask callback that threw (a promise job cannot).
      if (!fatal(e, "uncaughtException", owner, "queueMicrotask")) return false;
      continue;
    }
    if (tickCount > 0) continue;
    if (unhandled.length === 0 && handledLate.length === 0) return true;
    const r = processRejections();
    if (r === STOP) return false;
    if (r === GO && tickCount === 0) return true;
  }
}

// ---- uncaught exceptions ------------------------------------------------------

// exiting is set by process.exit: what runs after it in the same turn is
// not the extension's any more.
export const exiting = { now: false };

// fatal is Node's process._fatalException: an exception nobody caught,
// from a callback of owner (origin "uncaughtException", or
// "unhandledRejection" for a rejection nobody handled). It goes to
// process's "uncaughtExceptionMonitor" listeners, then to its
// "uncaughtException" listeners; with none, the task it belongs to fails
// (hooks.uncaught). It reports whether the loop may go on.
export function fatal(err, origin, owner, where) {
  if (exiting.now) return false;
  const p = hooks.process();
  if (p !== null) {
    try {
      if (p.listenerCount("uncaughtExceptionMonitor") > 0) p.emit("uncaughtExceptionMonitor", err, origin);
      if (hooks.capture !== null) {
        hooks.capture(err);
        return !exiting.now;
      }
      if (p.listenerCount("uncaughtException") > 0) {
        p.emit("uncaughtException", err, origin);
        return !exiting.now;
      }
    } catch (e) {
      // A listener that throws: that is what the process dies of.
      if (exiting.now) return false;
      return hooks.uncaught(e, "uncaughtException", owner, "an uncaughtException listener");
    }
  }
  return hooks.uncaught(err, origin, owner, where);
}

// activeResources is process.getActiveResourcesInfo().
export const activeResources = () => hooks.resources();

// ---- unhandled rejections -----------------------------------------------------

// As Node 15 and later (--unhandled-rejections=throw, the default): a
// promise rejected with no handler is looked at once the jobs have run;
// if it still has none, process's "unhandledRejection" is emitted, and
// with no listener the rejection is an uncaught exception. A handler
// added later emits "rejectionHandled".
const maybeUnhandled = new WeakMap(); // promise -> { reason, owner, warned }
let unhandled = []; // promises rejected with no handler, in order
let handledLate = []; // promises given a handler after "unhandledRejection"

native.trackRejections(function track(promise, reason, handled) {
  if (!handled) {
    maybeUnhandled.set(promise, { reason, owner: ctx.owner, warned: false });
    unhandled.push(promise);
    return;
  }
  const info = maybeUnhandled.get(promise);
  if (info === undefined) return;
  maybeUnhandled.delete(promise);
  if (info.warned) handledLate.push(promise);
});

// unhandledError is Node's error for a rejection with a reason that is not
// an error.
function unhandledError(reason) {
  let shown;
  try { shown = typeof reason === "symbol" ? reason.toString() : String(reason); } catch { shown = "[" + typeOf(reason) + "]"; }
  const e = new Error("This error originated either by throwing inside of an async function without a catch block, " +
    "or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason " +
    `"${shown}".`);
  e.name = "UnhandledPromiseRejection";
  e.code = "ERR_UNHANDLED_REJECTION";
  e.stack = e.name + ": " + e.message;
  return e;
}

const isErrorLike = (v) => v !== null && typeof v === "object" && typeof v.stack === "string" && typeof v.message === "string";

// processRejections is Node's processPromiseRejections: GO when there was
// nothing to do, YIELD when listeners ran (they may have queued more),
// STOP when a rejection failed the task.
function processRejections() {
  if (unhandled.length === 0 && handledLate.length === 0) return GO;
  let ran = false;
  const p = hooks.process();
  while (handledLate.length > 0) {
    const promise = handledLate.shift();
    if (p !== null && p.listenerCount("rejectionHandled") > 0) {
      ran = true;
      try { p.emit("rejectionHandled", promise); } catch (e) {
        if (!fatal(e, "uncaughtException", ctx.owner, "a rejectionHandled listener")) return STOP;
      }
    }
  }
  let n = unhandled.length;
  while (n-- > 0) {
    const promise = unhandled.shift();
    const info = maybeUnhandled.get(promise);
    if (info === undefined) continue;
    info.warned = true;
    ran = true;
    const { reason, owner } = info;
    ctx.owner = owner;
    let handled = false;
    try {
      handled = p !== null && p.emit("unhandledRejection", reason, promise);
    } catch (e) {
      if (!fatal(e, "uncaughtException", owner, "an unhandledRejection listener")) return STOP;
      continue;
    }
    if (!handled && !fatal(isErrorLike(reason) ? reason : unhandledError(reason), "unhandledRejection", owner, "promise")) return STOP;
  }
  return ran ? YIELD : GO;
}

// hasRejections reports whether rejections wait to be looked at.
export const hasRejections = () => unhandled.length > 0 || handledLate.length > 0;

// ---- completions in JavaScript --------------------------------------------------

// What the host did at once but Node would complete later — a file
// system operation's callback — runs in the loop's next poll phase, as
// Node delivers I/O: after the timers, before the immediates.
let io = []; // callback, owner, callback, owner...

export function ioDone(fn) { io.push(bound(fn), ctx.owner); }
export const ioPending = () => io.length > 0;

// runIO runs the completions queued before it began; cut short (STOP,
// YIELD), the rest runs first the next time.
export function runIO() {
  if (io.length === 0) return GO;
  const batch = io;
  io = [];
  for (let i = 0; i < batch.length; i += 2) {
    const r = call(batch[i], undefined, undefined, batch[i + 1], "a file system callback");
    if (r !== GO) {
      io = batch.slice(i + 2).concat(io);
      return r;
    }
  }
  return GO;
}

// ---- the turn's budget --------------------------------------------------------

// A turn that runs longer than turnBudget milliseconds gives Go the hand
// back between two callbacks (YIELD), so that a call's deadline or
// cancellation is seen while thousands of due timers run.
const turnBudget = 10;
let budgetEnd = 0, sinceCheck = 0;

export function startTurn() {
  budgetEnd = performance.now() + turnBudget;
  sinceCheck = 0;
}

// afterCallback is what follows every callback the loop runs: the drain,
// then whether to go on.
// fastAfter reports whether afterCallback has nothing to do now (nothing
// queued, no rejection, the task running, no time check due); it counts
// the callback when so.
export function fastAfter() {
  if (tickCount > 0 || unhandled.length > 0 || state.stopped || sinceCheck >= 7 || jobsPending()) return false;
  sinceCheck++;
  return true;
}

export function afterCallback(owner) {
  if ((tickCount > 0 || jobsPending() || unhandled.length > 0) && !drain(owner)) return STOP;
  if (state.stopped) return STOP;
  if (++sinceCheck >= 8) {
    sinceCheck = 0;
    if (performance.now() > budgetEnd) return YIELD;
  }
  return GO;
}

// call runs fn (a callback of owner) with this and args, an exception it
// throws going where uncaught exceptions go; then afterCallback.
const apply = Reflect.apply, noArgs = Object.freeze([]);

export function call(fn, self, args, owner, where) {
  ctx.owner = owner;
  try {
    // Not fn.call: an extension may have set its own on fn.
    apply(fn, self, args === undefined ? noArgs : args);
  } catch (e) {
    if (!fatal(e, "uncaughtException", owner, where)) return STOP;
  }
  return afterCallback(owner);
}
