// Tasks: what Go drives. A task (loading the module, one execute, one
// permission) starts with begin(); QuickJS runs every microtask it queues as
// part of the same host call. Go then polls: if the task is still pending,
// it says when the next timer is due and how many host operations are in
// flight, and Go waits for the first of those — or for the call's
// cancellation — outside JavaScript, then calls fire() or deliver(). A
// pending task with nothing to wait for can never settle, and is reported
// as such at once.
import { typeOf, pending, unrefd, deliver, op } from "./host.js";
import { preview } from "./format.js";
import { resetLogBudget, reportError } from "./console.js";
import { runDueTimers, nextDelay } from "./timers.js";
import { AbortController } from "./web/events.js";
import { flushOutput, runTicks, hasTicks } from "./process.js";

let current = null; // { done, result }

// begin makes a new current task. settle ends it with a description,
// kept as JSON for poll; later settles of the same task are ignored.
// CallContext is execute's second argument. Its signal is made on first
// use (most calls never look), already aborted if the call was.
class CallContext {
  #task;
  constructor(task) { this.#task = task; }
  get signal() {
    const t = this.#task;
    if (t.controller === null) {
      t.controller = new AbortController();
      if (t.abortReason !== undefined) t.controller.abort(t.abortReason);
    }
    return t.controller.signal;
  }
  // progress({ message?, progress?, total? }) tells the caller how the call
  // is going: the embedder, an MCP client that asked for progress, the
  // terminal. Reports after the call has ended are dropped.
  progress(report) {
    const t = this.#task;
    if (report === null || typeof report !== "object") throw new TypeError("progress(): expected { message?, progress?, total? }");
    const { message, progress, total } = report;
    if (message !== undefined && typeof message !== "string") throw new TypeError("progress(): message must be a string");
    for (const [k, v] of [["progress", progress], ["total", total]]) {
      if (v !== undefined && typeof v !== "number") throw new TypeError(`progress(): ${k} must be a number`);
      if (v !== undefined && !(Number.isFinite(v) && v >= 0)) throw new RangeError(`progress(): ${k} must be a finite number, 0 or more`);
    }
    if (t.done) return;
    op("call.progress", { message, progress, total });
  }
}

function begin() {
  resetLogBudget();
  const task = { done: false, result: "", controller: null, abortReason: undefined, context: null };
  task.context = new CallContext(task);
  current = task;
  return task;
}

function settle(task, d) {
  if (task.done) return;
  task.done = true;
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

// run calls fn and settles task with describe(its value), awaiting it if it
// is a promise (or any thenable). Synchronous results settle at once.
function run(task, fn, describe) {
  let r;
  try {
    r = fn();
  } catch (e) {
    settle(task, describeThrow(e));
    runTicks();
    return;
  }
  // What the call queued with process.nextTick runs before the promise
  // jobs, as when a Node macrotask ends.
  runTicks();
  let then;
  try {
    then = r !== null && (typeof r === "object" || typeof r === "function") ? r.then : undefined;
  } catch (e) {
    settle(task, describeThrow(e));
    return;
  }
  if (typeof then !== "function") {
    settle(task, safeDescribe(describe, r));
    return;
  }
  Promise.resolve(r).then(
    (v) => settle(task, safeDescribe(describe, v)),
    (e) => settle(task, describeThrow(e)),
  );
}

function safeDescribe(describe, v) {
  try {
    return describe(v);
  } catch (e) {
    return describeThrow(e);
  }
}

function poll() {
  // Ticks queued by promise jobs run once the jobs have (the engine calls
  // ticks() and then runs the jobs they queue), before anything else.
  if (hasTicks()) return '{"t":"ticks"}';
  const task = current;
  if (task === null) return '{"t":"internal","message":"no task"}';
  if (task.done) {
    current = null;
    resetLogBudget();
    return task.result;
  }
  // Pending (engine/vm.go's pendingMark): whether anything that keeps the
  // task alive (a ref'd timer, a host operation not unref'd) is pending,
  // then when the next timer is due.
  const alive = pending.size > unrefd.size || nextDelay(true) >= 0;
  return (alive ? "\x021" : "\x020") + nextDelay(false);
}

// framesOf is an error's stack without its first line, when that line is
// the error itself (V8's form, see errors.js; Node's errors name their
// code there too: "TypeError [ERR_X]: ..."): Go shows the message apart.
function framesOf(e) {
  const s = e.stack;
  const name = String(e.name || "Error"), message = e.message ? ": " + e.message : "";
  for (const head of [name + message, typeof e.code === "string" ? `${name} [${e.code}]${message}` : null]) {
    if (head !== null && s.startsWith(head + "\n")) return s.slice(head.length + 1);
  }
  return s;
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
      return {
        t: "throw",
        kind: "error",
        name: String(e.name || "Error"),
        message: String(e.message),
        stack: typeof e.stack === "string" ? framesOf(e).slice(0, 8192) : "",
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
  },
  call(index, input, limit) {
    const task = begin();
    run(task, () => {
      const t = tool(index);
      return t.execute.call(t.self, JSON.parse(input), task.context);
    }, (r) => describeResult(r, limit));
  },
  permission(index, input) {
    const task = begin();
    run(task, () => {
      const t = tool(index);
      return typeof t.permission === "function" ? t.permission.call(t.self, JSON.parse(input), task.context) : undefined;
    }, describePrompt);
  },
  poll,
  // idle: nothing is under way — no task, no timer, no host operation —
  // so that the instance can be snapshotted whole.
  idle() {
    return current === null && pending.size === 0 && nextDelay(false) < 0 && !hasTicks();
  },
  fire() {
    runDueTimers();
  },
  ticks() {
    runTicks();
  },
  // deliver settles one completion (host.js's deliver); what it queued
  // with process.nextTick runs before the promise jobs, as after an I/O
  // callback in Node.
  deliver(id, kind, payload) {
    deliver(id, kind, payload, reportError);
    runTicks();
  },
  // abort fires the current task's signal: its call timed out or was
  // cancelled. Listeners run now; the task is then abandoned.
  abort(kind) {
    const task = current;
    if (task === null || task.done) return;
    task.abortReason = kind === "timeout"
      ? new DOMException("The call timed out.", "TimeoutError")
      : new DOMException("The call was cancelled.", "AbortError");
    if (task.controller !== null) task.controller.abort(task.abortReason);
  },
};
Object.freeze(api);
export default api;
