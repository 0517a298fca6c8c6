// The platform every extension runs on. Evaluated once in each QuickJS
// instance before the extension's module is loaded; its value is the object
// the Go side drives (see vm.go). Extensions see only the standard globals it
// defines (and, unavoidably, the __earshot object itself, which can only
// disturb the extension's own instance).
//
// The event loop is Go's. A task (loading the module, one execute, one
// permission) starts with begin(); QuickJS runs every microtask it queues as
// part of the same host call. Go then polls: if the task is still pending, it
// says when the next timer is due and how many host operations are in flight,
// and Go waits for the first of those — or for the call's cancellation —
// outside JavaScript, then calls fire() or deliver(). A pending task with
// nothing to wait for can never settle, and is reported as such at once.
(function () {
  "use strict";
  const g = globalThis;
  // The host functions (platform.go), captured and removed from the globals.
  const host = {};
  for (const k of ["log", "fetch", "cancel", "body", "random", "url", "utf8", "text"]) {
    host[k] = g["__earshot_" + k];
    delete g["__earshot_" + k];
  }
  const hostLog = host.log;
  for (const k of ["os", "std", "bjson", "print", "scriptArgs"]) {
    delete g[k];
  }
  const define = (obj, name, value) =>
    Object.defineProperty(obj, name, { value, writable: true, configurable: true, enumerable: false });

  // ---- values, as text -----------------------------------------------------

  function typeOf(v) {
    if (v === null) return "null";
    if (Array.isArray(v)) return "array";
    return typeof v;
  }

  function preview(v, max) {
    max = max || 200;
    let s;
    try {
      switch (typeof v) {
        case "string": s = JSON.stringify(v); break;
        case "bigint": s = String(v) + "n"; break;
        case "symbol": s = v.toString(); break;
        case "function": s = "function " + (v.name || "(anonymous)"); break;
        case "object":
          if (v === null) { s = "null"; break; }
          if (v instanceof Error) { s = String(v); break; }
          try {
            s = JSON.stringify(v, (k, x) => (typeof x === "bigint" ? String(x) + "n" : x));
          } catch (e) {
            s = Array.isArray(v) ? "[array]" : "[object with keys: " + Object.keys(v).slice(0, 10).join(", ") + "]";
          }
          if (s === undefined) s = String(v);
          break;
        default: s = String(v);
      }
    } catch (e) {
      s = "[" + typeOf(v) + "]";
    }
    return s.length > max ? s.slice(0, max) + "…" : s;
  }

  function inspect(v, depth, seen) {
    switch (typeof v) {
      case "string": return depth === 0 ? v : JSON.stringify(v);
      case "bigint": return String(v) + "n";
      case "symbol": return v.toString();
      case "function": return "[Function: " + (v.name || "(anonymous)") + "]";
      case "undefined": return "undefined";
      case "object": break;
      default: return String(v);
    }
    if (v === null) return "null";
    if (v instanceof Error) return v.stack ? String(v) + "\n" + v.stack.replace(/\n$/, "") : String(v);
    if (seen.includes(v)) return "[Circular]";
    if (depth > 3) return Array.isArray(v) ? "[Array]" : "[Object]";
    seen = seen.concat([v]);
    try {
      if (Array.isArray(v)) {
        const items = v.slice(0, 100).map((x) => inspect(x, depth + 1, seen));
        if (v.length > 100) items.push("… " + (v.length - 100) + " more");
        return "[ " + items.join(", ") + " ]";
      }
      if (v instanceof Map) return "Map(" + v.size + ") " + inspect(Object.fromEntries(v), depth + 1, seen);
      if (v instanceof Set) return "Set(" + v.size + ") " + inspect(Array.from(v), depth + 1, seen);
      if (v instanceof Date) return isNaN(v) ? "Invalid Date" : v.toISOString();
      if (v instanceof RegExp) return String(v);
      const keys = Object.keys(v);
      const parts = keys.slice(0, 100).map((k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)) + ": " + inspect(v[k], depth + 1, seen));
      if (keys.length > 100) parts.push("… " + (keys.length - 100) + " more");
      return parts.length ? "{ " + parts.join(", ") + " }" : "{}";
    } catch (e) {
      return "[object]";
    }
  }

  function format(args) {
    let out = [];
    let i = 0;
    if (typeof args[0] === "string" && args[0].includes("%")) {
      i = 1;
      out.push(args[0].replace(/%([sdifjoOc%])/g, (m, c) => {
        if (c === "%") return "%";
        if (i >= args.length) return m;
        const a = args[i++];
        switch (c) {
          case "s": return typeof a === "string" ? a : inspect(a, 1, []);
          case "d": case "i": return String(c === "i" ? Math.trunc(Number(a)) : Number(a));
          case "f": return String(Number(a));
          case "j": return preview(a, 1 << 20);
          case "c": return "";
          default: return inspect(a, 1, []);
        }
      }));
    }
    for (; i < args.length; i++) out.push(inspect(args[i], 0, []));
    return out.join(" ");
  }

  // ---- console -------------------------------------------------------------

  // Each task may log at most maxLogLines lines and maxLogChars characters;
  // the rest is counted and reported once, so that a chatty extension cannot
  // flood the host.
  const maxLogLines = 1000;
  const maxLogChars = 1 << 20;
  let logLines = 0, logChars = 0, logDropped = 0;
  function emit(level, text) {
    if (logLines >= maxLogLines || logChars >= maxLogChars) {
      logDropped++;
      return;
    }
    logLines++;
    logChars += text.length;
    hostLog(level, text);
  }
  function resetLogBudget() {
    if (logDropped > 0) {
      hostLog("warn", "[earshot] " + logDropped + " more console lines were dropped: the limit is " +
        maxLogLines + " lines or " + maxLogChars + " characters per call");
    }
    logLines = logChars = logDropped = 0;
  }

  const counts = new Map();
  const timersByLabel = new Map();
  const console = {};
  for (const level of ["log", "info", "warn", "error", "debug"]) {
    define(console, level, function (...args) { emit(level, format(args)); });
  }
  define(console, "trace", function (...args) {
    const stack = new Error().stack.split("\n").slice(1).join("\n");
    emit("debug", "Trace" + (args.length ? ": " + format(args) : "") + "\n" + stack);
  });
  define(console, "dir", function (v) { emit("log", inspect(v, 1, [])); });
  define(console, "table", function (v) { emit("log", inspect(v, 1, [])); });
  define(console, "assert", function (cond, ...args) {
    if (!cond) emit("error", "Assertion failed" + (args.length ? ": " + format(args) : ""));
  });
  define(console, "count", function (label) {
    label = label === undefined ? "default" : String(label);
    const n = (counts.get(label) || 0) + 1;
    counts.set(label, n);
    emit("info", label + ": " + n);
  });
  define(console, "countReset", function (label) { counts.delete(label === undefined ? "default" : String(label)); });
  define(console, "time", function (label) { timersByLabel.set(label === undefined ? "default" : String(label), performance.now()); });
  define(console, "timeEnd", function (label) {
    label = label === undefined ? "default" : String(label);
    const t = timersByLabel.get(label);
    timersByLabel.delete(label);
    if (t !== undefined) emit("info", label + ": " + (performance.now() - t).toFixed(3) + "ms");
  });
  define(g, "console", console);

  function reportError(where, e) {
    emit("error", "Uncaught " + (where ? "(in " + where + ") " : "") + inspect(e, 0, []));
  }

  // ---- timers --------------------------------------------------------------

  let timerSeq = 0;
  const timers = new Map(); // id -> { due, fn, args, every }

  function addTimer(fn, ms, args, repeat) {
    if (typeof fn !== "function") throw new TypeError("The callback must be a function, got " + typeOf(fn));
    ms = Number(ms);
    if (!(ms >= 1) || !isFinite(ms)) ms = repeat ? 1 : 0;
    const id = ++timerSeq;
    timers.set(id, { due: performance.now() + ms, fn, args, every: repeat ? ms : -1, seq: id });
    return id;
  }
  define(g, "setTimeout", function setTimeout(fn, ms, ...args) { return addTimer(fn, ms, args, false); });
  define(g, "setInterval", function setInterval(fn, ms, ...args) { return addTimer(fn, ms, args, true); });
  define(g, "clearTimeout", function clearTimeout(id) { timers.delete(Number(id)); });
  define(g, "clearInterval", function clearInterval(id) { timers.delete(Number(id)); });

  // runDueTimers calls every timer that is due, earliest first. It reports
  // whether any ran (their microtasks must run before we wait again).
  function runDueTimers() {
    const now = performance.now();
    const due = [];
    for (const [id, t] of timers) if (t.due <= now) due.push([id, t]);
    if (due.length === 0) return false;
    due.sort((a, b) => a[1].due - b[1].due || a[1].seq - b[1].seq);
    for (const [id, t] of due) {
      if (timers.get(id) !== t) continue; // cleared by an earlier callback
      if (t.every >= 0) {
        t.due = Math.max(t.due + t.every, now);
        t.seq = ++timerSeq;
      } else {
        timers.delete(id);
      }
      try {
        t.fn.apply(undefined, t.args);
      } catch (e) {
        reportError("timer", e);
      }
    }
    return true;
  }

  function nextDelay() {
    let min = Infinity;
    for (const t of timers.values()) if (t.due < min) min = t.due;
    return min === Infinity ? -1 : Math.max(0, min - performance.now());
  }

  // ---- host operations (completed by Go, delivered by deliver) --------------

  const ops = new Map(); // id -> { resolve, reject }

  function deliver(events) {
    for (const ev of events) {
      const op = ops.get(ev.id);
      if (!op) continue;
      ops.delete(ev.id);
      try {
        if (ev.error !== undefined) op.reject(ev.error);
        else op.resolve(ev.value);
      } catch (e) {
        reportError("host operation", e);
      }
    }
  }

  // @web

  // ---- tasks: what Go drives ---------------------------------------------------

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
      return;
    }
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
    const task = current;
    if (task === null) return '{"t":"internal","message":"no task"}';
    if (task.done) {
      current = null;
      resetLogBudget();
      return task.result;
    }
    return '{"t":"pending","delay":' + nextDelay() + ',"ops":' + ops.size + "}";
  }

  function describeThrow(e) {
    try {
      if (e instanceof Error || (e !== null && typeof e === "object" && typeof e.message === "string" && typeof e.stack === "string")) {
        return {
          t: "throw",
          kind: "error",
          name: String(e.name || "Error"),
          message: String(e.message),
          stack: typeof e.stack === "string" ? e.stack.slice(0, 8192) : "",
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
      // The common case, encoded by hand: it is most of a call's cost.
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

  function describeModule(ns) {
    const d = { t: "module", exports: Object.keys(ns) };
    if (!("default" in ns)) return d;
    const def = ns.default;
    d.default = { type: typeOf(def) };
    if (d.default.type !== "object") return d;
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
    fire() {
      runDueTimers();
    },
    deliver(events) {
      deliver(JSON.parse(events));
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
  Object.defineProperty(g, "__earshot", { value: api, writable: false, configurable: false, enumerable: false });
  return api;
})();
