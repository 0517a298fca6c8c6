// Tasks: what Go drives. A task (loading the module, one execute, one
// permission) starts with begin(), and then runs the event loop's turns
// (loop.js, timers.js) as Go asks for them (engine/vm.go's run):
//
//   call / permission / load  the task's own code, then the nextTick
//                             callbacks and promise jobs it queued, then
//                             the first timers phase;
//   deliver                   the poll phase: a host operation's completion
//                             and what it queued (one call per completion);
//   turn                      the check phase (immediates), then the next
//                             timers phase; or the rest of a phase cut short.
//
// Each answers how the task stands (status): settled (its description),
// or pending, with whether anything can still settle it, whether a turn
// can run at once, and when the next timer is due. Go waits — for a
// completion, that timer, or the call's end — outside JavaScript. A
// pending task with nothing left to wait for can never settle, and is
// reported as such at once, saying what was still there.
import { typeOf, pending, unrefd, deliver, op, ctx } from "./host.js";
import { preview } from "./format.js";
import { resetLogBudget, reportError } from "./console.js";
import { runTimers, runImmediates, immediatesReady, nextDelay, refd, counts, updateNow } from "./timers.js";
import { AbortController } from "./web/events.js";
import { flushOutput } from "./process.js";
import { hooks, state, drain, fatal, startTurn, hasTicks, jobsPending, exiting, runIO, ioPending, GO, STOP, YIELD } from "./loop.js";

let current = null; // { done, result, ... }

// begin makes a new current task. settle ends it with a description,
// kept as JSON for status; later settles of the same task are ignored.
function begin() {
  resetLogBudget();
  const task = { done: false, result: "", controller: null, abortReason: undefined, context: null };
  task.context = callContext(task);
  current = task;
  ctx.owner = task;
  exiting.now = false;
  state.stopped = false;
  const p = hooks.process();
  if (p !== null) p._exiting = false;
  updateNow();
  startTurn();
  return task;
}

// callContext is execute's second argument: plain data, so that it can
// be destructured and its members passed on (async execute(input, {
// signal, progress })). Its signal is made on first use (most calls never
// look), already aborted if the call was.
function callContext(task) {
  const context = {
    get signal() {
      if (task.controller === null) {
        task.controller = new AbortController();
        if (task.abortReason !== undefined) task.controller.abort(task.abortReason);
      }
      return task.controller.signal;
    },
    // progress({ message?, progress?, total? }) tells the caller how the
    // call is going: the embedder, an MCP client that asked for progress,
    // the terminal. Reports after the call has ended are dropped.
    progress(report) {
      if (report === null || typeof report !== "object") throw new TypeError("progress(): expected { message?, progress?, total? }");
      const { message, progress, total } = report;
      if (message !== undefined && typeof message !== "string") throw new TypeError("progress(): message must be a string");
      for (const [k, v] of [["progress", progress], ["total", total]]) {
        if (v !== undefined && typeof v !== "number") throw new TypeError(`progress(): ${k} must be a number`);
        if (v !== undefined && !(Number.isFinite(v) && v >= 0)) throw new RangeError(`progress(): ${k} must be a finite number, 0 or more`);
      }
      if (task.done) return;
      op("call.progress", { message, progress, total });
    },
  };
  Object.defineProperty(context, "signal", { enumerable: true });
  return context;
}

function settle(task, d) {
  if (task.done) return;
  task.done = true;
  if (task === current) state.stopped = true;
  flushOutput();
  if (typeof d === "string") {
    task.result = d;
    return;
  }
  try {
    task.result = JSON.stringify(d);
  } catch (e) {
    task.result = JSON.stringify({ t: "internal", message: "could not encode the result: " + String(e) });
  }
}

// An exception nobody caught fails the task it belongs to if it is the
// one running, and is reported otherwise (a timer an earlier call left,
// say), as Node writes it to stderr.
hooks.uncaught = (err, origin, owner, where) => {
  if (current !== null && owner === current && !current.done) {
    // uncaught first: engine/protocol.go's uncaughtPrefix.
    settle(current, { uncaught: where, origin, ...describeThrow(err) });
    // As a Node process that dies of it, its "exit" listeners run, with
    // code 1; then nothing more of the call does.
    const p = hooks.process();
    exiting.now = true;
    if (p !== null && !p._exiting) {
      p._exiting = true;
      p.exitCode = 1;
      try { p.emit("exit", 1); } catch {}
    }
    return false;
  }
  reportError(origin === "unhandledRejection" ? "promise" : where, err);
  return true;
};

// run calls fn and settles task with describe(its value), awaiting it if it
// is a promise (or any thenable). Synchronous results settle at once. What
// the call queued then runs (the nextTick callbacks, the promise jobs),
// and the first timers phase.
function run(task, fn, describe) {
  let r;
  try {
    r = fn();
  } catch (e) {
    settle(task, describeThrow(e));
    drain(task);
    return;
  }
  let then;
  try {
    then = r !== null && (typeof r === "object" || typeof r === "function") ? r.then : undefined;
  } catch (e) {
    settle(task, describeThrow(e));
    drain(task);
    return;
  }
  if (typeof then !== "function") {
    // Settled now; what it queued runs all the same, as what a Node
    // script queued runs after it.
    settle(task, safeDescribe(describe, r));
    drain(task);
    return;
  }
  Promise.resolve(r).then(
    (v) => settle(task, safeDescribe(describe, v)),
    (e) => settle(task, describeThrow(e)),
  );
  if (!drain(task) || state.stopped) return;
  timers();
}

function safeDescribe(describe, v) {
  try {
    return describe(v);
  } catch (e) {
    return describeThrow(e);
  }
}

// cutPhase is the phase a turn cut short (YIELD) to let Go look at the call's
// deadline: the next turn goes on with it.
let cutPhase = null;

function timers() {
  updateNow();
  cutPhase = runTimers() === YIELD ? "timers" : null;
}

// turn ends the poll phase (what JavaScript completes: runIO), runs the
// check phase (immediates) and the next timers phase — or, after a turn
// cut short, the rest of it, from its phase on.
function turn() {
  startTurn();
  if (cutPhase === null || cutPhase === "io") {
    const r = runIO();
    if (r !== GO) {
      cutPhase = r === YIELD ? "io" : null;
      return;
    }
  }
  if (cutPhase !== "timers") {
    const r = runImmediates();
    if (r !== GO) {
      cutPhase = r === YIELD ? "immediates" : null;
      return;
    }
  }
  timers();
}

// status is how the current task stands: its description once it
// settled; else pending (engine/vm.go's pendingMark), then 1 if anything
// that can settle it is pending (a timer or immediate not unref'd, a host
// operation), then 2 to go on with a turn cut short, 1 to run a turn at
// once (immediates wait), 0 to wait, then when the next timer is due in
// milliseconds (-1: none).
function status() {
  const task = current;
  if (task === null) return '{"t":"internal","message":"no task"}';
  if (task.done) {
    current = null;
    resetLogBudget();
    return task.result;
  }
  const mode = cutPhase !== null ? "2" : immediatesReady() || ioPending() ? "1" : "0";
  return (alive() ? "\x021" : "\x020") + mode + nextDelay();
}

const alive = () => refd() || pending.size > unrefd.size || ioPending();

// loopAlive reports whether the event loop has anything left to do (Node's
// loop being alive, or a turn ready): for test harnesses that wait for it
// to drain (earshot.internal).
export const loopAlive = () => alive() || immediatesReady() || hasTicks();

// describePending says what is set and cannot settle the task (unref'd
// timers and immediates, host operations that do not keep it alive):
// for the message of a task that can never settle.
function describePending() {
  const c = counts();
  const ops = {};
  for (const p of pending.values()) ops[p.name] = (ops[p.name] || 0) + 1;
  return { timers: c.timers, immediates: c.immediates, ops };
}

// shownName is an error's name as its stack's first line shows it: Node's
// errors name their code there too ("TypeError [ERR_X]: ..."), and so
// does what Go shows of it.
function shownName(e) {
  const name = String(e.name || "Error");
  if (typeof e.code !== "string" || typeof e.stack !== "string") return name;
  const coded = `${name} [${e.code}]`;
  return e.stack.startsWith(coded + (e.message ? ": " + e.message : "") + "\n") ? coded : name;
}

// framesOf is an error's stack without its first line, when that line is
// the error itself (V8's form, see errors.js): Go shows the message apart.
function framesOf(e, name) {
  const s = e.stack;
  const head = name + (e.message ? ": " + e.message : "");
  return s.startsWith(head + "\n") ? s.slice(head.length + 1) : s;
}

function describeThrow(e) {
  try {
    if (e instanceof Error || (e !== null && typeof e === "object" && typeof e.message === "string" && typeof e.stack === "string")) {
      // Its causes, as Node prints them (fetch's "fetch failed" says why
      // in its cause).
      const causes = [];
      for (let c = e.cause, depth = 0; c instanceof Error && depth < 4; c = c.cause, depth++) {
        causes.push((String(c.name || "Error") + ": " + String(c.message)).slice(0, 2000));
      }
      const name = shownName(e);
      return {
        t: "throw",
        kind: "error",
        name,
        message: String(e.message),
        stack: typeof e.stack === "string" ? framesOf(e, name).slice(0, 8192) : "",
        causes,
      };
    }
    if (typeof e === "string") return { t: "throw", kind: "string", message: e.slice(0, 65536) };
    return { t: "throw", kind: typeOf(e), message: preview(e, 2000) };
  } catch (e2) {
    return { t: "throw", kind: "unknown", message: "(the thrown value could not be read)" };
  }
}

function cut(s, limit) {
  return s.length > limit ? { text: s.slice(0, limit), dropped: s.length - limit } : { text: s, dropped: 0 };
}

function describeResult(r, limit) {
  if (typeof r === "string") {
    // The common case, sent as it is after a \x01 (engine/protocol.go):
    // encoding it as JSON was a tenth of a call. A string with a lone
    // surrogate goes as JSON, which says how to read it.
    if (r.length <= limit && r.isWellFormed()) return "\x01" + r;
    if (r.length <= limit) return '{"t":"return","type":"string","output":' + JSON.stringify(r) + "}";
    const c = cut(r, limit);
    return { t: "return", type: "string", output: c.text, dropped: c.dropped };
  }
  const type = typeOf(r);
  if (type !== "object") return { t: "return", type, preview: preview(r) };
  const out = r.output;
  const d = {
    t: "return",
    type,
    outputType: typeOf(out),
    isErrorType: typeOf(r.isError),
    isError: r.isError === true,
    titleType: typeOf(r.title),
  };
  if (typeof out === "string") {
    const c = cut(out, limit);
    d.output = c.text;
    d.dropped = c.dropped;
  } else if (out !== undefined) {
    d.preview = preview(out);
  } else {
    d.keys = Object.keys(r).slice(0, 20);
  }
  if (typeof r.title === "string") d.title = r.title.slice(0, 4096);
  return d;
}

// ---- the extension's module -------------------------------------------------

let tools = []; // snapshot taken at load: { self, execute, permission }

function describeField(v, withValue) {
  const d = { type: typeOf(v) };
  if (withValue && (typeof v === "string" || typeof v === "boolean")) d.value = v;
  return d;
}

// literalKeys are the own keys of a plain object (an object literal's), so
// that Go can name the ones the contract does not know (a typo such as
// readonly); undefined for other objects (a class's instance), whose own
// fields are the class's business — as TypeScript checks excess properties
// of object literals only.
function literalKeys(v) {
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return undefined;
  return Object.keys(v).slice(0, 100);
}

function describeModule(ns) {
  const d = { t: "module", exports: Object.keys(ns) };
  if (!("default" in ns)) return d;
  const def = ns.default;
  d.default = { type: typeOf(def) };
  if (d.default.type !== "object") return d;
  d.default.keys = literalKeys(def);
  const list = def.tools;
  d.default.tools = { type: typeOf(list) };
  if (!Array.isArray(list)) return d;
  const items = [];
  const snapshot = [];
  for (let i = 0; i < list.length && i < 1000; i++) {
    const tool = list[i];
    const item = { type: typeOf(tool) };
    items.push(item);
    snapshot.push(null);
    if (item.type !== "object") continue;
    item.keys = literalKeys(tool);
    item.name = describeField(tool.name, true);
    item.description = describeField(tool.description, true);
    item.title = describeField(tool.title, true);
    item.readOnly = describeField(tool.readOnly, true);
    item.execute = describeField(tool.execute);
    item.permission = describeField(tool.permission);
    const schema = tool.inputSchema;
    item.inputSchema = describeField(schema);
    if (item.inputSchema.type === "object") {
      try {
        item.inputSchema.json = JSON.stringify(schema);
      } catch (e) {
        item.inputSchema.error = String(e && e.message ? e.message : e);
      }
    }
    snapshot[i] = { self: tool, execute: tool.execute, permission: tool.permission };
  }
  d.default.tools.length = list.length;
  d.default.tools.items = items;
  tools = snapshot;
  return d;
}

function describePrompt(r) {
  const d = { t: "prompt", type: typeOf(r) };
  if (d.type === "object") {
    d.titleType = typeOf(r.title);
    d.detailType = typeOf(r.detail);
    if (typeof r.title === "string") d.title = r.title.slice(0, 65536);
    if (typeof r.detail === "string") d.detail = r.detail.slice(0, 65536);
  }
  return d;
}

function tool(index) {
  const t = tools[index];
  if (!t) throw new Error("no tool at index " + index);
  return t;
}

const api = {
  load(name) {
    const task = begin();
    run(task, () => import(name), describeModule);
    return status();
  },
  call(index, input, limit) {
    const task = begin();
    run(task, () => {
      const t = tool(index);
      return t.execute.call(t.self, JSON.parse(input), task.context);
    }, (r) => describeResult(r, limit));
    return status();
  },
  permission(index, input) {
    const task = begin();
    run(task, () => {
      const t = tool(index);
      return typeof t.permission === "function" ? t.permission.call(t.self, JSON.parse(input), task.context) : undefined;
    }, describePrompt);
    return status();
  },
  poll: status,
  turn() {
    if (!state.stopped) turn();
    return status();
  },
  // deliver hands over one completion of a host operation (host.js's
  // deliver) and runs what it queued, as Node runs an I/O callback.
  deliver(id, kind, payload) {
    updateNow();
    startTurn();
    let p;
    try {
      p = deliver(id, kind, payload);
    } catch (e) {
      p = null;
      if (!fatal(e, "uncaughtException", ctx.owner, "a host operation's callback")) return status();
    }
    if (p !== undefined) drain(ctx.owner);
    return status();
  },
  // beforeExit: nothing is left that can settle the task. As Node emits
  // process's "beforeExit" when its loop has nothing left to do, it is
  // emitted now; if its listeners set nothing going, the task can never
  // settle, and says what was still there.
  beforeExit() {
    const task = current;
    if (task === null || task.done || alive() || immediatesReady()) return status();
    const p = hooks.process();
    if (p !== null && p.listenerCount("beforeExit") > 0) {
      ctx.owner = task;
      startTurn();
      let go = true;
      try {
        p.emit("beforeExit", Number(p.exitCode) | 0);
      } catch (e) {
        go = fatal(e, "uncaughtException", task, "a beforeExit listener");
      }
      if (go) drain(task);
      if (task.done || alive() || immediatesReady() || hasTicks()) return status();
    }
    settle(task, { t: "never", pending: describePending() });
    return status();
  },
  // idle: nothing is under way — no task, timer, immediate, tick, job or
  // host operation — so that the instance can be snapshotted whole.
  idle() {
    const c = counts();
    return current === null && pending.size === 0 && c.timers === 0 && c.immediates === 0 && !hasTicks() && !jobsPending() && !ioPending() && cutPhase === null;
  },
  // abort fires the current task's signal: its call timed out or was
  // cancelled. Listeners run now, and what they queued; the task then has
  // a grace to settle (engine/vm.go's cancelled).
  abort(kind) {
    const task = current;
    if (task === null || task.done) return status();
    task.abortReason = kind === "timeout"
      ? new DOMException("The call timed out.", "TimeoutError")
      : new DOMException("The call was cancelled.", "AbortError");
    if (task.controller !== null) {
      ctx.owner = task;
      startTurn();
      try {
        task.controller.abort(task.abortReason);
      } catch (e) {
        if (!fatal(e, "uncaughtException", task, "an abort listener")) return status();
      }
      drain(task);
    }
    return status();
  },
};
Object.freeze(api);
export default api;
