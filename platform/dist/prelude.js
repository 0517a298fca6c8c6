(() => {
  // js/prelude/host.js
  var g = globalThis;
  var host = g.__earshot_host;
  delete g.__earshot_host;
  for (const k of ["os", "std", "bjson", "print", "scriptArgs", "gc", "navigator"]) delete g[k];
  var define = (obj, name, value) => Object.defineProperty(obj, name, { value, writable: true, configurable: true, enumerable: false });
  function typeOf(v) {
    if (v === null) return "null";
    if (Array.isArray(v)) return "array";
    return typeof v;
  }
  function makeError(e) {
    let err;
    switch (e.name) {
      case "TypeError":
        err = new TypeError(e.message);
        break;
      case "RangeError":
        err = new RangeError(e.message);
        break;
      case "SyntaxError":
        err = new SyntaxError(e.message);
        break;
      case "AbortError":
      case "TimeoutError":
      case "DataCloneError":
      case "InvalidCharacterError":
      case "QuotaExceededError":
      case "NotSupportedError":
      case "NotAllowedError":
      case "OperationError":
      case "InvalidAccessError":
      case "DataError":
      case "NotFoundError":
        err = new DOMException(e.message, e.name);
        break;
      default:
        err = new Error(e.message);
    }
    for (const k of ["code", "errno", "syscall", "path", "dest", "signal", "status"]) {
      if (e[k] !== void 0) err[k] = e[k];
    }
    return err;
  }
  function reply(r) {
    if (typeof r !== "string") return r;
    if (r.charCodeAt(0) === 0) return r.slice(1);
    const d = JSON.parse(r);
    if (d.e !== void 0) throw makeError(d.e);
    return d.id !== void 0 ? d : d.v;
  }
  var encode = (args) => args === void 0 ? "" : typeof args === "string" ? args : JSON.stringify(args);
  function op(name, args, data) {
    return reply(data === void 0 ? host(name, encode(args)) : host(name, encode(args), data));
  }
  function hostLog(level, text) {
    host("log", level, text);
  }
  var pending = /* @__PURE__ */ new Map();
  function opAsync(name, args, data) {
    return new Promise((resolve, reject) => {
      let started2;
      try {
        started2 = op(name, args, data);
      } catch (e) {
        reject(e);
        return;
      }
      pending.set(started2.id, { resolve, reject });
    });
  }
  function deliver(events, reportError2) {
    for (const ev of events) {
      const p = pending.get(ev.id);
      if (!p) continue;
      pending.delete(ev.id);
      if (ev.error !== void 0) {
        p.reject(ev.error && ev.error.name ? makeError(ev.error) : ev.error);
        continue;
      }
      let value;
      try {
        value = ev.data ? host("take", String(ev.id)) : ev.value;
      } catch (e) {
        p.reject(e);
        continue;
      }
      try {
        p.resolve(value);
      } catch (e) {
        reportError2("host operation", e);
      }
    }
  }
  function cancel(id) {
    if (pending.delete(id)) host("cancel", String(id));
  }

  // js/prelude/format.js
  function preview(v, max) {
    max = max || 200;
    let s;
    try {
      switch (typeof v) {
        case "string":
          s = JSON.stringify(v);
          break;
        case "bigint":
          s = String(v) + "n";
          break;
        case "symbol":
          s = v.toString();
          break;
        case "function":
          s = "function " + (v.name || "(anonymous)");
          break;
        case "object":
          if (v === null) {
            s = "null";
            break;
          }
          if (v instanceof Error) {
            s = String(v);
            break;
          }
          try {
            s = JSON.stringify(v, (k, x) => typeof x === "bigint" ? String(x) + "n" : x);
          } catch (e) {
            s = Array.isArray(v) ? "[array]" : "[object with keys: " + Object.keys(v).slice(0, 10).join(", ") + "]";
          }
          if (s === void 0) s = String(v);
          break;
        default:
          s = String(v);
      }
    } catch (e) {
      s = "[" + typeOf(v) + "]";
    }
    return s.length > max ? s.slice(0, max) + "…" : s;
  }
  function inspect(v, depth, seen) {
    switch (typeof v) {
      case "string":
        return depth === 0 ? v : JSON.stringify(v);
      case "bigint":
        return String(v) + "n";
      case "symbol":
        return v.toString();
      case "function":
        return "[Function: " + (v.name || "(anonymous)") + "]";
      case "undefined":
        return "undefined";
      case "object":
        break;
      default:
        return String(v);
    }
    if (v === null) return "null";
    if (v instanceof Error) {
      if (!v.stack) return String(v);
      const s = v.stack.replace(/\n$/, "");
      return s.startsWith(String(v)) ? s : String(v) + "\n" + s;
    }
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
          case "s":
            return typeof a === "string" ? a : inspect(a, 1, []);
          case "d":
          case "i":
            return String(c === "i" ? Math.trunc(Number(a)) : Number(a));
          case "f":
            return String(Number(a));
          case "j":
            return preview(a, 1 << 20);
          case "c":
            return "";
          default:
            return inspect(a, 1, []);
        }
      }));
    }
    for (; i < args.length; i++) out.push(inspect(args[i], 0, []));
    return out.join(" ");
  }

  // js/prelude/console.js
  var maxLogLines = 1e3;
  var maxLogChars = 1 << 20;
  var logLines = 0;
  var logChars = 0;
  var logDropped = 0;
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
      hostLog("warn", "[earshot] " + logDropped + " more console lines were dropped: the limit is " + maxLogLines + " lines or " + maxLogChars + " characters per call");
    }
    logLines = logChars = logDropped = 0;
  }
  var counts = /* @__PURE__ */ new Map();
  var timersByLabel = /* @__PURE__ */ new Map();
  var console = {};
  for (const level of ["log", "info", "warn", "error", "debug"]) {
    define(console, level, function(...args) {
      emit(level, format(args));
    });
  }
  define(console, "trace", function(...args) {
    const stack = new Error().stack.split("\n").slice(1).join("\n");
    emit("debug", "Trace" + (args.length ? ": " + format(args) : "") + "\n" + stack);
  });
  define(console, "dir", function(v) {
    emit("log", inspect(v, 1, []));
  });
  define(console, "table", function(v) {
    emit("log", inspect(v, 1, []));
  });
  define(console, "assert", function(cond, ...args) {
    if (!cond) emit("error", "Assertion failed" + (args.length ? ": " + format(args) : ""));
  });
  define(console, "count", function(label) {
    label = label === void 0 ? "default" : String(label);
    const n = (counts.get(label) || 0) + 1;
    counts.set(label, n);
    emit("info", label + ": " + n);
  });
  define(console, "countReset", function(label) {
    counts.delete(label === void 0 ? "default" : String(label));
  });
  define(console, "time", function(label) {
    timersByLabel.set(label === void 0 ? "default" : String(label), performance.now());
  });
  define(console, "timeEnd", function(label) {
    label = label === void 0 ? "default" : String(label);
    const t = timersByLabel.get(label);
    timersByLabel.delete(label);
    if (t !== void 0) emit("info", label + ": " + (performance.now() - t).toFixed(3) + "ms");
  });
  define(g, "console", console);
  function reportError(where, e) {
    emit("error", "Uncaught " + (where ? "(in " + where + ") " : "") + inspect(e, 0, []));
  }

  // js/prelude/process.js
  var nodeVersion = "22.12.0";
  var Emitter = class {
    #on = /* @__PURE__ */ new Map();
    on(type, fn) {
      (this.#on.get(type) || this.#on.set(type, []).get(type)).push({ fn, once: false });
      return this;
    }
    addListener(type, fn) {
      return this.on(type, fn);
    }
    prependListener(type, fn) {
      (this.#on.get(type) || this.#on.set(type, []).get(type)).unshift({ fn, once: false });
      return this;
    }
    once(type, fn) {
      (this.#on.get(type) || this.#on.set(type, []).get(type)).push({ fn, once: true });
      return this;
    }
    off(type, fn) {
      const l = this.#on.get(type);
      if (l) {
        const i = l.findIndex((e) => e.fn === fn);
        if (i >= 0) l.splice(i, 1);
      }
      return this;
    }
    removeListener(type, fn) {
      return this.off(type, fn);
    }
    removeAllListeners(type) {
      if (type === void 0) this.#on.clear();
      else this.#on.delete(type);
      return this;
    }
    emit(type, ...args) {
      const l = this.#on.get(type);
      if (!l || l.length === 0) return false;
      for (const e of l.slice()) {
        if (e.once) this.off(type, e.fn);
        e.fn.apply(this, args);
      }
      return true;
    }
    listeners(type) {
      return (this.#on.get(type) || []).map((e) => e.fn);
    }
    listenerCount(type) {
      return (this.#on.get(type) || []).length;
    }
    setMaxListeners() {
      return this;
    }
    getMaxListeners() {
      return 10;
    }
    eventNames() {
      return [...this.#on.keys()];
    }
  };
  var LogStream = class extends Emitter {
    #level;
    #partial = "";
    constructor(fd, level) {
      super();
      this.fd = fd;
      this.#level = level;
      this.isTTY = false;
      this.writable = true;
      this.columns = 80;
      this.rows = 24;
    }
    write(chunk, encoding, cb) {
      if (typeof encoding === "function") {
        cb = encoding;
        encoding = void 0;
      }
      let s;
      if (typeof chunk === "string") s = chunk;
      else if (chunk instanceof Uint8Array || chunk instanceof ArrayBuffer) s = new TextDecoder().decode(chunk);
      else throw new TypeError('The "chunk" argument must be of type string or an instance of Buffer or Uint8Array');
      const lines = (this.#partial + s).split("\n");
      this.#partial = lines.pop();
      for (const l of lines) emit(this.#level, l);
      if (typeof cb === "function") queueMicrotask(cb);
      return true;
    }
    flush() {
      if (this.#partial !== "") {
        emit(this.#level, this.#partial);
        this.#partial = "";
      }
    }
    end(chunk, encoding, cb) {
      if (chunk !== void 0 && typeof chunk !== "function") this.write(chunk, encoding);
      this.flush();
      if (typeof chunk === "function") queueMicrotask(chunk);
      else if (typeof cb === "function") queueMicrotask(cb);
      return this;
    }
    cork() {
    }
    uncork() {
    }
    getColorDepth() {
      return 1;
    }
    hasColors() {
      return false;
    }
    getWindowSize() {
      return [this.columns, this.rows];
    }
    get writableLength() {
      return 0;
    }
    get writableHighWaterMark() {
      return 16384;
    }
  };
  var Stdin = class extends Emitter {
    constructor() {
      super();
      this.fd = 0;
      this.isTTY = false;
      this.readable = false;
    }
    read() {
      return null;
    }
    setEncoding() {
      return this;
    }
    resume() {
      queueMicrotask(() => this.emit("end"));
      return this;
    }
    pause() {
      return this;
    }
    setRawMode() {
      return this;
    }
    unref() {
      return this;
    }
    ref() {
      return this;
    }
  };
  var ExitError = class extends Error {
    constructor(code) {
      super(`process.exit(${code}) was called`);
      this.name = "ExitError";
      this.code = code;
    }
  };
  var started = performance.now();
  var outputs = null;
  function makeProcess() {
    const info = op("process.info");
    const p = new Emitter();
    const vars = {};
    for (const [k, v] of Object.entries(info.env)) vars[k] = v;
    if (vars.NODE_ENV === void 0) vars.NODE_ENV = "production";
    const env = new Proxy(vars, {
      set(t, k, v) {
        t[k] = String(v);
        return true;
      },
      defineProperty(t, k, d) {
        t[k] = String(d.value);
        return true;
      }
    });
    Object.assign(p, {
      title: "node",
      version: "v" + nodeVersion,
      versions: { node: nodeVersion, quickjs: info.quickjs, earshot: info.earshot, uv: "1.49.2", modules: "127" },
      arch: info.arch,
      platform: info.platform,
      release: { name: "node", lts: "Jod" },
      argv: [info.execPath, info.extension],
      argv0: "node",
      execArgv: [],
      execPath: info.execPath,
      pid: info.pid,
      ppid: info.ppid,
      env,
      exitCode: void 0,
      config: { variables: {} },
      features: { inspector: false, debug: false, uv: true, ipv6: true, tls_alpn: false, tls_sni: false, tls_ocsp: false, tls: false, cached_builtins: true },
      allowedNodeEnvironmentFlags: /* @__PURE__ */ new Set(),
      stdin: new Stdin()
    });
    Object.defineProperty(p, "stdout", { get() {
      return streams()[0];
    }, enumerable: true, configurable: true });
    Object.defineProperty(p, "stderr", { get() {
      return streams()[1];
    }, enumerable: true, configurable: true });
    p.cwd = () => op("process.cwd");
    p.chdir = (dir) => {
      op("process.chdir", { dir: String(dir) });
    };
    p.hrtime = function hrtime(prev) {
      const ns = BigInt(op("process.hrtime"));
      let s = Number(ns / 1000000000n), n = Number(ns % 1000000000n);
      if (Array.isArray(prev)) {
        s -= prev[0];
        n -= prev[1];
        if (n < 0) {
          s--;
          n += 1e9;
        }
      }
      return [s, n];
    };
    p.hrtime.bigint = () => BigInt(op("process.hrtime"));
    p.nextTick = (fn, ...args) => {
      if (typeof fn !== "function") throw new TypeError('The "callback" argument must be of type function');
      queueMicrotask(() => queueMicrotask(() => fn(...args)));
    };
    p.uptime = () => (performance.now() - started) / 1e3;
    p.memoryUsage = () => op("process.memory");
    p.memoryUsage.rss = () => op("process.memory").rss;
    p.resourceUsage = () => ({ userCPUTime: 0, systemCPUTime: 0, maxRSS: op("process.memory").rss / 1024 });
    p.cpuUsage = () => ({ user: 0, system: 0 });
    p.umask = () => 18;
    p.getuid = () => info.uid;
    p.geteuid = () => info.uid;
    p.getgid = () => info.gid;
    p.getegid = () => info.gid;
    p.getgroups = () => [info.gid];
    p.kill = (pid, signal = "SIGTERM") => {
      op("process.kill", { pid, signal: String(signal) });
      return true;
    };
    p.exit = (code) => {
      if (code === void 0) code = p.exitCode === void 0 ? 0 : p.exitCode;
      op("process.exit", { code: Number(code) | 0 });
      throw new ExitError(Number(code) | 0);
    };
    p.abort = () => p.exit(134);
    p.emitWarning = (warning, type) => {
      const msg = typeof warning === "string" ? warning : String(warning && warning.message);
      emit("warn", `(node) ${typeof type === "string" ? type : "Warning"}: ${msg}`);
    };
    p.binding = (name) => {
      throw new Error(`No such module: ${name}`);
    };
    p.setUncaughtExceptionCaptureCallback = () => {
    };
    p.hasUncaughtExceptionCaptureCallback = () => false;
    p[Symbol.toStringTag] = "process";
    return p;
  }
  function streams() {
    if (outputs === null) outputs = [new LogStream(1, "log"), new LogStream(2, "error")];
    return outputs;
  }
  function flushOutput() {
    if (outputs !== null) {
      outputs[0].flush();
      outputs[1].flush();
    }
  }
  var proc = null;
  function processObject() {
    if (proc === null) proc = makeProcess();
    return proc;
  }
  Object.defineProperty(g, "process", {
    get() {
      const p = processObject();
      define(g, "process", p);
      return p;
    },
    set(v) {
      define(g, "process", v);
    },
    configurable: true,
    enumerable: false
  });
  define(g, "global", g);

  // js/prelude/timers.js
  var seq = 0;
  var timers = /* @__PURE__ */ new Map();
  var Timeout = class {
    #id;
    #ref = true;
    constructor(fn, ms, args, repeat) {
      if (typeof fn !== "function") throw new TypeError("The callback must be a function, got " + typeOf(fn));
      ms = Number(ms);
      if (!(ms >= 1) || !isFinite(ms)) ms = repeat ? 1 : 0;
      this.#id = ++seq;
      this._fn = fn;
      this._args = args;
      this._ms = ms;
      this._every = repeat ? ms : -1;
      this._due = performance.now() + ms;
      this._seq = this.#id;
      timers.set(this.#id, this);
    }
    get _id() {
      return this.#id;
    }
    get _ref() {
      return this.#ref;
    }
    ref() {
      this.#ref = true;
      return this;
    }
    unref() {
      this.#ref = false;
      return this;
    }
    hasRef() {
      return this.#ref;
    }
    refresh() {
      if (timers.get(this.#id) === this) this._due = performance.now() + this._ms;
      return this;
    }
    close() {
      timers.delete(this.#id);
      return this;
    }
    [Symbol.toPrimitive]() {
      return this.#id;
    }
    [Symbol.dispose]() {
      this.close();
    }
  };
  var Immediate = class extends Timeout {
  };
  function clear(t) {
    if (t instanceof Timeout) t.close();
    else if (t !== void 0 && t !== null) {
      const x = timers.get(Number(t));
      if (x) x.close();
    }
  }
  define(g, "setTimeout", function setTimeout2(fn, ms, ...args) {
    return new Timeout(fn, ms, args, false);
  });
  define(g, "setInterval", function setInterval(fn, ms, ...args) {
    return new Timeout(fn, ms, args, true);
  });
  define(g, "setImmediate", function setImmediate(fn, ...args) {
    return new Immediate(fn, 0, args, false);
  });
  define(g, "clearTimeout", function clearTimeout(t) {
    clear(t);
  });
  define(g, "clearInterval", function clearInterval(t) {
    clear(t);
  });
  define(g, "clearImmediate", function clearImmediate(t) {
    clear(t);
  });
  function runDueTimers() {
    const now = performance.now();
    const due = [];
    for (const t of timers.values()) if (t._due <= now) due.push(t);
    if (due.length === 0) return false;
    due.sort((a, b) => a._due - b._due || a._seq - b._seq);
    for (const t of due) {
      if (timers.get(t._id) !== t) continue;
      if (t._every >= 0) {
        t._due = Math.max(t._due + t._every, now);
        t._seq = ++seq;
      } else {
        timers.delete(t._id);
      }
      try {
        t._fn.apply(t, t._args);
      } catch (e) {
        reportError("timer", e);
      }
    }
    return true;
  }
  function nextDelay(refOnly) {
    let min = Infinity;
    for (const t of timers.values()) if (t._due < min && (!refOnly || t._ref)) min = t._due;
    return min === Infinity ? -1 : Math.max(0, min - performance.now());
  }

  // js/prelude/atomics.js
  function check(ta, index) {
    if (!ArrayBuffer.isView(ta) || ta instanceof DataView || ta instanceof Float32Array || ta instanceof Float64Array) {
      throw new TypeError("Atomics: expected an integer typed array");
    }
    const i = Number(index);
    if (!Number.isInteger(i) || i < 0 || i >= ta.length) throw new RangeError("Atomics: index out of range");
    return i;
  }
  function rmw(f) {
    return (ta, index, value) => {
      const i = check(ta, index);
      const old = ta[i];
      ta[i] = f(old, value);
      return old;
    };
  }
  if (typeof g.Atomics === "undefined") {
    const Atomics = {
      add: rmw((a, b) => a + b),
      sub: rmw((a, b) => a - b),
      and: rmw((a, b) => a & b),
      or: rmw((a, b) => a | b),
      xor: rmw((a, b) => a ^ b),
      exchange: rmw((a, b) => b),
      compareExchange(ta, index, expected, replacement) {
        const i = check(ta, index);
        const old = ta[i];
        if (old === (typeof old === "bigint" ? BigInt(expected) : Number(expected))) ta[i] = replacement;
        return old;
      },
      load(ta, index) {
        return ta[check(ta, index)];
      },
      store(ta, index, value) {
        ta[check(ta, index)] = value;
        return ta[index];
      },
      isLockFree: (n) => n === 1 || n === 2 || n === 4 || n === 8,
      wait(ta, index, value) {
        return ta[check(ta, index)] !== value ? "not-equal" : "timed-out";
      },
      waitAsync(ta, index, value) {
        return { async: false, value: Atomics.wait(ta, index, value) };
      },
      notify(ta, index) {
        check(ta, index);
        return 0;
      },
      pause() {
      },
      [Symbol.toStringTag]: "Atomics"
    };
    define(g, "Atomics", Atomics);
  }

  // js/prelude/errors.js
  function frame(f) {
    let where = f.getFileName() || "<anonymous>";
    const line = f.getLineNumber(), col = f.getColumnNumber();
    if (line != null && line > 0) where += ":" + line + (col != null && col > 0 ? ":" + col : "");
    if (f.isNative && f.isNative()) where = "native";
    const name = f.getFunctionName();
    return "    at " + (name ? (f.isConstructor && f.isConstructor() ? "new " : "") + name + " (" + where + ")" : where);
  }
  if (g.Error.prepareStackTrace === void 0) {
    g.Error.prepareStackTrace = function prepareStackTrace(error, frames) {
      let head;
      try {
        head = String(error);
      } catch {
        head = "Error";
      }
      return frames.length ? head + "\n" + frames.map(frame).join("\n") : head;
    };
  }

  // js/prelude/web/events.js
  var listenersOf = /* @__PURE__ */ new WeakMap();
  var Event = class {
    #type;
    #cancelable;
    #defaultPrevented = false;
    #stop = false;
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
    get type() {
      return this.#type;
    }
    get cancelable() {
      return this.#cancelable;
    }
    get defaultPrevented() {
      return this.#defaultPrevented;
    }
    preventDefault() {
      if (this.#cancelable) this.#defaultPrevented = true;
    }
    stopPropagation() {
    }
    stopImmediatePropagation() {
      this.#stop = true;
    }
    get [Symbol.toStringTag]() {
      return "Event";
    }
    static _stopped(e) {
      return e.#stop;
    }
  };
  var EventTarget = class {
    constructor() {
      listenersOf.set(this, /* @__PURE__ */ new Map());
    }
    addEventListener(type, listener, options) {
      if (listener == null) return;
      const once = typeof options === "object" && options !== null && !!options.once;
      const signal = typeof options === "object" && options !== null ? options.signal : void 0;
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
      if (!(event instanceof Event)) throw new TypeError("dispatchEvent: not an Event");
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
          reportError("event listener", e);
        }
        if (Event._stopped(event)) break;
      }
      event.currentTarget = null;
      return !event.defaultPrevented;
    }
  };
  var signalInit = false;
  var AbortSignal = class _AbortSignal extends EventTarget {
    #aborted = false;
    #reason = void 0;
    constructor() {
      if (!signalInit) throw new TypeError("Illegal constructor: use new AbortController().signal");
      super();
      this.onabort = null;
    }
    get aborted() {
      return this.#aborted;
    }
    get reason() {
      return this.#reason;
    }
    throwIfAborted() {
      if (this.#aborted) throw this.#reason;
    }
    static _abort(signal, reason) {
      if (signal.#aborted) return;
      signal.#aborted = true;
      signal.#reason = reason === void 0 ? new DOMException("This operation was aborted", "AbortError") : reason;
      signal.dispatchEvent(new Event("abort"));
    }
    static _new() {
      signalInit = true;
      try {
        return new _AbortSignal();
      } finally {
        signalInit = false;
      }
    }
    static abort(reason) {
      const s = _AbortSignal._new();
      _AbortSignal._abort(s, reason);
      return s;
    }
    static timeout(ms) {
      const s = _AbortSignal._new();
      setTimeout(() => _AbortSignal._abort(s, new DOMException("The operation timed out.", "TimeoutError")), ms);
      return s;
    }
    static any(signals) {
      const s = _AbortSignal._new();
      for (const other of signals) {
        if (other.aborted) {
          _AbortSignal._abort(s, other.reason);
          return s;
        }
      }
      for (const other of signals) other.addEventListener("abort", () => _AbortSignal._abort(s, other.reason), { once: true });
      return s;
    }
    get [Symbol.toStringTag]() {
      return "AbortSignal";
    }
  };
  var AbortController = class {
    #signal = AbortSignal._new();
    get signal() {
      return this.#signal;
    }
    abort(reason) {
      AbortSignal._abort(this.#signal, reason);
    }
    get [Symbol.toStringTag]() {
      return "AbortController";
    }
  };
  var CustomEvent = class extends Event {
    #detail;
    constructor(type, init = {}) {
      super(type, init);
      this.#detail = init.detail === void 0 ? null : init.detail;
    }
    get detail() {
      return this.#detail;
    }
    get [Symbol.toStringTag]() {
      return "CustomEvent";
    }
  };

  // js/prelude/web/bytes.js
  var isBufferSource = (v) => v instanceof ArrayBuffer || ArrayBuffer.isView(v);
  function bytesOf(v) {
    if (v instanceof ArrayBuffer) return new Uint8Array(v);
    return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
  }
  function bufferOf(v) {
    if (v instanceof ArrayBuffer) return v;
    if (v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) return v.buffer;
    return v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength);
  }

  // js/prelude/web/encoding.js
  var TextEncoder2 = class {
    get encoding() {
      return "utf-8";
    }
    encode(input = "") {
      return new Uint8Array(op("buffer.fromString", "utf8", String(input)));
    }
    encodeInto(source, destination) {
      const bytes2 = this.encode(source);
      let written = bytes2.length;
      if (written > destination.length) {
        written = destination.length;
        while (written > 0 && (bytes2[written] & 192) === 128) written--;
      }
      destination.set(bytes2.subarray(0, written));
      return { read: countRead(String(source), bytes2.subarray(0, written)), written };
    }
  };
  function countRead(s, bytes2) {
    let units = 0, i = 0;
    while (i < bytes2.length) {
      const b = bytes2[i];
      const n = b < 128 ? 1 : b < 224 ? 2 : b < 240 ? 3 : 4;
      i += n;
      units += n === 4 ? 2 : 1;
    }
    return Math.min(units, s.length);
  }
  var utf8Labels = ["utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8"];
  function utf8Cut(b) {
    for (let back = 1; back <= Math.min(3, b.length); back++) {
      const c = b[b.length - back];
      if ((c & 192) === 128) continue;
      const need = c >= 240 ? 4 : c >= 224 ? 3 : c >= 192 ? 2 : 1;
      return need > back ? b.length - back : b.length;
    }
    return b.length;
  }
  var concat = (a, b) => {
    if (!a.length) return b;
    const all = new Uint8Array(a.length + b.length);
    all.set(a);
    all.set(b, a.length);
    return all;
  };
  var asBytes = (input) => ArrayBuffer.isView(input) ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength) : new Uint8Array(bufferOf(input));
  var TextDecoder2 = class {
    #fatal;
    #ignoreBOM;
    #name;
    #pending = new Uint8Array(0);
    #started = false;
    constructor(label = "utf-8", options = {}) {
      const l = String(label).trim().toLowerCase();
      this.#name = utf8Labels.includes(l) ? "utf-8" : op("text.encoding", { label: String(label) });
      this.#fatal = !!options.fatal;
      this.#ignoreBOM = !!options.ignoreBOM;
    }
    get encoding() {
      return this.#name;
    }
    get fatal() {
      return this.#fatal;
    }
    get ignoreBOM() {
      return this.#ignoreBOM;
    }
    decode(input, options = {}) {
      if (input !== void 0 && !isBufferSource(input)) throw new TypeError("TextDecoder.decode: expected an ArrayBuffer or a view");
      const stream = !!(options && options.stream);
      let b = input === void 0 ? new Uint8Array(0) : asBytes(input);
      if (this.#pending.length) b = concat(this.#pending, b);
      this.#pending = new Uint8Array(0);
      const ignoreBOM = this.#ignoreBOM || this.#started;
      let s;
      if (this.#name === "utf-8") {
        if (stream) {
          const cut2 = utf8Cut(b);
          this.#pending = b.slice(cut2);
          b = b.subarray(0, cut2);
        }
        s = b.length ? op("utf8.decode", { fatal: this.#fatal, ignoreBOM }, b) : "";
      } else {
        const r = op("text.decode", { name: this.#name, fatal: this.#fatal, stream }, b);
        if (r.rest) this.#pending = b.slice(b.length - r.rest);
        s = r.s;
        if (!ignoreBOM && s.charCodeAt(0) === 65279) s = s.slice(1);
      }
      if (s.length || b.length) this.#started = true;
      if (!stream) {
        this.#started = false;
      }
      return s;
    }
  };
  function btoa(data) {
    data = String(data);
    if (/[^\x00-\xff]/.test(data)) {
      throw new DOMException("btoa: the string contains characters outside of the Latin1 range", "InvalidCharacterError");
    }
    return op("buffer.toString", "base64", op("buffer.fromString", "latin1", data));
  }
  function atob(data) {
    data = String(data).replace(/[\t\n\f\r ]/g, "");
    if (data.length % 4 === 0) data = data.replace(/==?$/, "");
    if (data.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(data)) {
      throw new DOMException("atob: the string to be decoded is not correctly encoded", "InvalidCharacterError");
    }
    return op("buffer.toString", "latin1", op("buffer.fromString", "base64", data));
  }

  // js/prelude/web/url.js
  function formEncode(s) {
    return encodeURIComponent(s).replace(/%20/g, "+").replace(/[!'()~]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
  }
  function formDecode(s) {
    try {
      return decodeURIComponent(s.replace(/\+/g, " "));
    } catch (e) {
      return s.replace(/\+/g, " ");
    }
  }
  var paramsOwner = /* @__PURE__ */ new WeakMap();
  var URLSearchParams2 = class {
    #list = [];
    constructor(init = "") {
      if (typeof init === "object" && init !== null) {
        if (typeof init[Symbol.iterator] === "function") {
          for (const pair of init) {
            const p = Array.from(pair);
            if (p.length !== 2) throw new TypeError("URLSearchParams: each pair must have two items");
            this.#list.push([String(p[0]), String(p[1])]);
          }
        } else {
          for (const k of Object.keys(init)) this.#list.push([k, String(init[k])]);
        }
      } else {
        this.#parse(String(init));
      }
    }
    #parse(s) {
      this.#list = [];
      if (s.startsWith("?")) s = s.slice(1);
      for (const part of s.split("&")) {
        if (part === "") continue;
        const i = part.indexOf("=");
        this.#list.push(i < 0 ? [formDecode(part), ""] : [formDecode(part.slice(0, i)), formDecode(part.slice(i + 1))]);
      }
    }
    #update() {
      const url = paramsOwner.get(this);
      if (url) URL._setSearchFromParams(url, this.toString());
    }
    static _reset(params, search) {
      params.#parse(search);
    }
    get size() {
      return this.#list.length;
    }
    append(name, value) {
      this.#list.push([String(name), String(value)]);
      this.#update();
    }
    delete(name, value) {
      name = String(name);
      this.#list = this.#list.filter(([k, v]) => k !== name || value !== void 0 && v !== String(value));
      this.#update();
    }
    get(name) {
      const e = this.#list.find(([k]) => k === String(name));
      return e ? e[1] : null;
    }
    getAll(name) {
      return this.#list.filter(([k]) => k === String(name)).map(([, v]) => v);
    }
    has(name, value) {
      return this.#list.some(([k, v]) => k === String(name) && (value === void 0 || v === String(value)));
    }
    set(name, value) {
      name = String(name);
      const i = this.#list.findIndex(([k]) => k === name);
      if (i < 0) this.#list.push([name, String(value)]);
      else {
        this.#list[i][1] = String(value);
        this.#list = this.#list.filter(([k], j) => k !== name || j === i);
      }
      this.#update();
    }
    sort() {
      this.#list = this.#list.map((e, i) => [e, i]).sort((a, b) => a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1]).map(([e]) => e);
      this.#update();
    }
    forEach(fn, thisArg) {
      for (const [k, v] of this.#list) fn.call(thisArg, v, k, this);
    }
    keys() {
      return this.#list.map(([k]) => k)[Symbol.iterator]();
    }
    values() {
      return this.#list.map(([, v]) => v)[Symbol.iterator]();
    }
    entries() {
      return this.#list.map(([k, v]) => [k, v])[Symbol.iterator]();
    }
    [Symbol.iterator]() {
      return this.entries();
    }
    toString() {
      return this.#list.map(([k, v]) => formEncode(k) + "=" + formEncode(v)).join("&");
    }
    get [Symbol.toStringTag]() {
      return "URLSearchParams";
    }
  };
  var URL = class _URL {
    #p;
    #params;
    constructor(url, base) {
      if (arguments.length === 0) throw new TypeError("URL: the url is required");
      const req = { parse: String(url) };
      if (base !== void 0) req.base = String(base);
      this.#p = op("url", req);
      this.#params = new URLSearchParams2(this.#p.search);
      paramsOwner.set(this.#params, this);
    }
    static canParse(url, base) {
      try {
        new _URL(url, base);
        return true;
      } catch (e) {
        return false;
      }
    }
    static parse(url, base) {
      try {
        return new _URL(url, base);
      } catch (e) {
        return null;
      }
    }
    #set(what, value) {
      this.#p = op("url", { href: this.#p.href, set: what, value: String(value) });
      if (what === "search" || what === "href") URLSearchParams2._reset(this.#params, this.#p.search);
    }
    static _setSearchFromParams(url, search) {
      url.#p = op("url", { href: url.#p.href, set: "search", value: search });
    }
    get href() {
      return this.#p.href;
    }
    set href(v) {
      this.#p = op("url", { parse: String(v) });
      URLSearchParams2._reset(this.#params, this.#p.search);
    }
    get origin() {
      return this.#p.origin;
    }
    get protocol() {
      return this.#p.protocol;
    }
    set protocol(v) {
      this.#set("protocol", v);
    }
    get username() {
      return this.#p.username;
    }
    set username(v) {
      this.#set("username", v);
    }
    get password() {
      return this.#p.password;
    }
    set password(v) {
      this.#set("password", v);
    }
    get host() {
      return this.#p.host;
    }
    set host(v) {
      this.#set("host", v);
    }
    get hostname() {
      return this.#p.hostname;
    }
    set hostname(v) {
      this.#set("hostname", v);
    }
    get port() {
      return this.#p.port;
    }
    set port(v) {
      this.#set("port", v);
    }
    get pathname() {
      return this.#p.pathname;
    }
    set pathname(v) {
      this.#set("pathname", v);
    }
    get search() {
      return this.#p.search;
    }
    set search(v) {
      this.#set("search", v);
    }
    get hash() {
      return this.#p.hash;
    }
    set hash(v) {
      this.#set("hash", v);
    }
    get searchParams() {
      return this.#params;
    }
    toString() {
      return this.#p.href;
    }
    toJSON() {
      return this.#p.href;
    }
    get [Symbol.toStringTag]() {
      return "URL";
    }
  };

  // js/prelude/lazy.js
  var loaded = /* @__PURE__ */ new Map();
  function lazyModule(name) {
    let m = loaded.get(name);
    if (!m) {
      const src = op("platform.lazy", { name });
      (0, eval)(src);
      m = g.__earshot_lazy.default;
      delete g.__earshot_lazy;
      loaded.set(name, m);
    }
    return m;
  }
  function lazyGlobals(module, names) {
    for (const name of names) {
      Object.defineProperty(g, name, {
        get() {
          const m = lazyModule(module);
          for (const n of names) if (Object.getOwnPropertyDescriptor(g, n)?.get) define(g, n, m[n]);
          return m[name];
        },
        set(v) {
          define(g, name, v);
        },
        configurable: true,
        enumerable: false
      });
    }
  }
  var streamGlobals = [
    "ReadableStream",
    "ReadableStreamDefaultReader",
    "ReadableStreamBYOBReader",
    "ReadableStreamDefaultController",
    "ReadableByteStreamController",
    "ReadableStreamBYOBRequest",
    "WritableStream",
    "WritableStreamDefaultWriter",
    "WritableStreamDefaultController",
    "TransformStream",
    "TransformStreamDefaultController",
    "ByteLengthQueuingStrategy",
    "CountQueuingStrategy",
    "TextEncoderStream",
    "TextDecoderStream",
    "CompressionStream",
    "DecompressionStream"
  ];
  var streams2 = () => lazyModule("streams");
  var intlLoaded = false;
  function loadIntl() {
    if (intlLoaded) return;
    intlLoaded = true;
    define(g, "Intl", {});
    try {
      lazyModule("intl");
    } catch (e) {
      intlLoaded = false;
      Object.defineProperty(g, "Intl", intlGlobal);
      throw e;
    }
  }
  var intlGlobal = {
    get() {
      loadIntl();
      return g.Intl;
    },
    set(v) {
      intlLoaded = true;
      define(g, "Intl", v);
    },
    configurable: true,
    enumerable: false
  };
  Object.defineProperty(g, "Intl", intlGlobal);
  for (const [proto, names] of [
    [Number.prototype, ["toLocaleString"]],
    [BigInt.prototype, ["toLocaleString"]],
    [Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
    [String.prototype, ["localeCompare", "toLocaleUpperCase", "toLocaleLowerCase"]]
  ]) {
    for (const name of names) {
      const stub = {
        [name](...args) {
          loadIntl();
          if (proto[name] === stub) throw new TypeError(`${name}: Intl did not load`);
          return proto[name].apply(this, args);
        }
      }[name];
      Object.defineProperty(stub, "length", { value: proto[name].length });
      define(proto, name, stub);
    }
  }

  // js/prelude/web/blob.js
  var bytesOf2 = /* @__PURE__ */ new WeakMap();
  function partBytes(p) {
    if (p instanceof Blob) return bytesOf2.get(p);
    if (p instanceof ArrayBuffer) return new Uint8Array(p.slice(0));
    if (ArrayBuffer.isView(p)) return new Uint8Array(p.buffer.slice(p.byteOffset, p.byteOffset + p.byteLength));
    return new TextEncoder().encode(String(p));
  }
  function normalizeType(t) {
    const s = t === void 0 ? "" : String(t);
    return /^[\x20-\x7e]*$/.test(s) ? s.toLowerCase() : "";
  }
  var Blob = class _Blob {
    #type;
    constructor(parts = [], options = {}) {
      if (parts === null || typeof parts !== "object" || typeof parts[Symbol.iterator] !== "function") {
        throw new TypeError("Blob: the first argument must be a sequence (an array of parts)");
      }
      const list = [];
      let size = 0;
      for (let p of parts) {
        if (typeof p === "string" && options.endings === "native") p = p.replace(/\r?\n/g, "\n");
        const b = partBytes(p);
        list.push(b);
        size += b.length;
      }
      const all = new Uint8Array(size);
      let at = 0;
      for (const b of list) {
        all.set(b, at);
        at += b.length;
      }
      bytesOf2.set(this, all);
      this.#type = normalizeType(options.type);
    }
    get size() {
      return bytesOf2.get(this).length;
    }
    get type() {
      return this.#type;
    }
    slice(start = 0, end = this.size, type = "") {
      const n = this.size;
      const clamp = (v) => v < 0 ? Math.max(n + v, 0) : Math.min(v, n);
      const s = clamp(Math.trunc(Number(start) || 0)), e = clamp(Math.trunc(Number(end) || 0));
      const b = new _Blob([], { type });
      bytesOf2.set(b, bytesOf2.get(this).slice(s, Math.max(s, e)));
      return b;
    }
    async text() {
      return new TextDecoder().decode(bytesOf2.get(this));
    }
    async arrayBuffer() {
      return bytesOf2.get(this).slice().buffer;
    }
    async bytes() {
      return bytesOf2.get(this).slice();
    }
    stream() {
      const bytes2 = bytesOf2.get(this);
      const { ReadableStream } = streams2();
      let at = 0;
      return new ReadableStream({
        pull(c) {
          if (at >= bytes2.length) {
            c.close();
            return;
          }
          c.enqueue(bytes2.slice(at, at + 65536));
          at += 65536;
        }
      });
    }
    get [Symbol.toStringTag]() {
      return "Blob";
    }
  };
  var File = class extends Blob {
    #name;
    #lastModified;
    constructor(parts, name, options = {}) {
      if (arguments.length < 2) throw new TypeError("File: 2 arguments required (parts and a name)");
      super(parts, options);
      this.#name = String(name);
      this.#lastModified = options.lastModified === void 0 ? Date.now() : Number(options.lastModified);
    }
    get name() {
      return this.#name;
    }
    get lastModified() {
      return this.#lastModified;
    }
    get webkitRelativePath() {
      return "";
    }
    get [Symbol.toStringTag]() {
      return "File";
    }
  };
  var blobBytes = (b) => bytesOf2.get(b);
  function entryValue(value, filename) {
    if (value instanceof Blob) {
      if (!(value instanceof File) || filename !== void 0) {
        const f = new File(
          [],
          filename !== void 0 ? String(filename) : value instanceof File ? value.name : "blob",
          { type: value.type, lastModified: value instanceof File ? value.lastModified : void 0 }
        );
        bytesOf2.set(f, bytesOf2.get(value));
        return f;
      }
      return value;
    }
    return String(value);
  }
  var FormData = class {
    #entries = [];
    constructor(form) {
      if (form !== void 0) throw new TypeError("FormData: there are no HTML forms here; construct it empty and append");
    }
    append(name, value, filename) {
      if (arguments.length < 2) throw new TypeError("FormData.append: 2 arguments required");
      this.#entries.push([String(name), entryValue(value, filename)]);
    }
    set(name, value, filename) {
      if (arguments.length < 2) throw new TypeError("FormData.set: 2 arguments required");
      name = String(name);
      const v = entryValue(value, filename);
      const i = this.#entries.findIndex(([n]) => n === name);
      if (i < 0) {
        this.#entries.push([name, v]);
        return;
      }
      this.#entries[i] = [name, v];
      this.#entries = this.#entries.filter(([n], j) => n !== name || j <= i);
    }
    get(name) {
      const e = this.#entries.find(([n]) => n === String(name));
      return e ? e[1] : null;
    }
    getAll(name) {
      return this.#entries.filter(([n]) => n === String(name)).map(([, v]) => v);
    }
    has(name) {
      return this.#entries.some(([n]) => n === String(name));
    }
    delete(name) {
      this.#entries = this.#entries.filter(([n]) => n !== String(name));
    }
    forEach(fn, thisArg) {
      for (const [n, v] of this.#entries) fn.call(thisArg, v, n, this);
    }
    *entries() {
      for (const e of this.#entries) yield [e[0], e[1]];
    }
    *keys() {
      for (const [n] of this.#entries) yield n;
    }
    *values() {
      for (const [, v] of this.#entries) yield v;
    }
    [Symbol.iterator]() {
      return this.entries();
    }
    get [Symbol.toStringTag]() {
      return "FormData";
    }
  };
  var escapeName = (s) => s.replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/"/g, "%22");
  function encodeMultipart(form) {
    const rnd = new Uint8Array(12);
    crypto.getRandomValues(rnd);
    const boundary = "----earshotFormBoundary" + Array.from(rnd, (b) => b.toString(16).padStart(2, "0")).join("");
    const enc = new TextEncoder();
    const parts = [];
    for (const [name, value] of form) {
      let head = `--${boundary}\r
Content-Disposition: form-data; name="${escapeName(name)}"`;
      if (typeof value === "string") {
        parts.push(enc.encode(head + "\r\n\r\n" + value.replace(/\r?\n|\r/g, "\r\n") + "\r\n"));
      } else {
        head += `; filename="${escapeName(value.name)}"\r
Content-Type: ${value.type || "application/octet-stream"}\r
\r
`;
        parts.push(enc.encode(head), bytesOf2.get(value), enc.encode("\r\n"));
      }
    }
    parts.push(enc.encode(`--${boundary}--\r
`));
    return { bytes: new Blob(parts), type: `multipart/form-data; boundary=${boundary}` };
  }
  function indexOf(hay, needle, from) {
    outer: for (let i = from; i <= hay.length - needle.length; i++) {
      for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
      return i;
    }
    return -1;
  }
  function parseFormData(bytes2, contentType) {
    const type = (contentType || "").toLowerCase();
    const form = new FormData();
    if (type.startsWith("application/x-www-form-urlencoded")) {
      for (const [k, v] of new URLSearchParams(new TextDecoder().decode(bytes2))) form.append(k, v);
      return form;
    }
    const m = /^multipart\/form-data\s*;.*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType || "");
    if (!m) throw new TypeError(`formData(): the body is ${contentType ? `"${contentType}"` : "untyped"}, not multipart/form-data or application/x-www-form-urlencoded`);
    const enc = new TextEncoder(), dec = new TextDecoder();
    const delim = enc.encode("--" + (m[1] || m[2]));
    let at = indexOf(bytes2, delim, 0);
    if (at < 0) throw new TypeError("formData(): the multipart body has no boundary line");
    for (; ; ) {
      at += delim.length;
      if (bytes2[at] === 45 && bytes2[at + 1] === 45) break;
      at += 2;
      const headEnd = indexOf(bytes2, enc.encode("\r\n\r\n"), at);
      if (headEnd < 0) throw new TypeError("formData(): a part has no end of headers");
      const headers = dec.decode(bytes2.subarray(at, headEnd));
      const next = indexOf(bytes2, enc.encode("\r\n--" + (m[1] || m[2])), headEnd + 4);
      if (next < 0) throw new TypeError("formData(): a part does not end");
      const body = bytes2.slice(headEnd + 4, next);
      const disp = /content-disposition:[^\r\n]*?\bname="([^"]*)"/i.exec(headers);
      if (!disp) throw new TypeError("formData(): a part has no name");
      const file = /content-disposition:[^\r\n]*?\bfilename="([^"]*)"/i.exec(headers);
      if (file) {
        const ct = /content-type:\s*([^\r\n]*)/i.exec(headers);
        form.append(disp[1], new File([body], file[1], { type: ct ? ct[1].trim() : "" }));
      } else {
        form.append(disp[1], dec.decode(body));
      }
      at = next + 2;
    }
    return form;
  }

  // js/prelude/web/fetch.js
  var validName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
  var normalizeValue = (v) => String(v).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "");
  var Headers = class _Headers {
    #map = /* @__PURE__ */ new Map();
    // lower-case name -> [values]
    constructor(init) {
      if (init instanceof _Headers) for (const [k, v] of init) this.append(k, v);
      else if (init && typeof init[Symbol.iterator] === "function") {
        for (const pair of init) {
          const p = Array.from(pair);
          if (p.length !== 2) throw new TypeError("Headers: each pair must have two items");
          this.append(p[0], p[1]);
        }
      } else if (init && typeof init === "object") for (const k of Object.keys(init)) this.append(k, init[k]);
    }
    #name(n) {
      n = String(n);
      if (!validName.test(n)) throw new TypeError(`Headers: "${n}" is not a valid header name`);
      return n.toLowerCase();
    }
    append(name, value) {
      const n = this.#name(name);
      const v = normalizeValue(value);
      if (/[\0\r\n]/.test(v)) throw new TypeError(`Headers: invalid value for "${n}"`);
      const list = this.#map.get(n) || [];
      list.push(v);
      this.#map.set(n, list);
    }
    set(name, value) {
      this.#map.delete(this.#name(name));
      this.append(name, value);
    }
    delete(name) {
      this.#map.delete(this.#name(name));
    }
    get(name) {
      const list = this.#map.get(this.#name(name));
      return list ? list.join(", ") : null;
    }
    getSetCookie() {
      return (this.#map.get("set-cookie") || []).slice();
    }
    has(name) {
      return this.#map.has(this.#name(name));
    }
    forEach(fn, thisArg) {
      for (const [k, v] of this) fn.call(thisArg, v, k, this);
    }
    *entries() {
      for (const k of [...this.#map.keys()].sort()) {
        if (k === "set-cookie") for (const v of this.#map.get(k)) yield [k, v];
        else yield [k, this.#map.get(k).join(", ")];
      }
    }
    *keys() {
      for (const [k] of this.entries()) yield k;
    }
    *values() {
      for (const [, v] of this.entries()) yield v;
    }
    [Symbol.iterator]() {
      return this.entries();
    }
    get [Symbol.toStringTag]() {
      return "Headers";
    }
    static _pairs(h) {
      const out = [];
      for (const [k, list] of h.#map) for (const v of list) out.push([k, v]);
      return out;
    }
  };
  async function readHostBody(id) {
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const r = await opAsync("body.read", { id });
      if (!(r instanceof ArrayBuffer)) break;
      const chunk = new Uint8Array(r);
      chunks.push(chunk);
      total += chunk.length;
    }
    op("body.drop", { id });
    if (chunks.length === 1) return chunks[0].buffer;
    const all = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
      all.set(c, at);
      at += c.length;
    }
    return all.buffer;
  }
  var Body = class _Body {
    #text = null;
    #bytes = null;
    #hostId = 0;
    #pending = null;
    #used = false;
    #type = "";
    #stream = null;
    constructor(body, headers) {
      if (body === void 0 || body === null) return;
      if (typeof body === "string") {
        this.#text = body;
        this.#type = "text/plain;charset=UTF-8";
      } else if (body instanceof URLSearchParams2) {
        this.#text = body.toString();
        this.#type = "application/x-www-form-urlencoded;charset=UTF-8";
      } else if (isBufferSource(body)) {
        this.#bytes = bufferOf(body).slice(0);
      } else if (body instanceof Blob) {
        this.#bytes = blobBytes(body).slice().buffer;
        this.#type = body.type;
      } else if (body instanceof FormData) {
        const m = encodeMultipart(body);
        this.#bytes = blobBytes(m.bytes).buffer;
        this.#type = m.type;
      } else if (typeof body === "object" && body._earshotHostBody) {
        this.#hostId = body._earshotHostBody;
      } else if (typeof body === "object" && typeof body.getReader === "function") {
        if (body.locked) throw new TypeError("Body: the stream is locked (another reader has it)");
        this.#stream = body;
      } else {
        this.#text = String(body);
        this.#type = "text/plain;charset=UTF-8";
      }
      if (headers && this.#type && !headers.has("content-type")) headers.set("content-type", this.#type);
    }
    get isNull() {
      return this.#text === null && this.#bytes === null && this.#hostId === 0 && this.#pending === null && this.#stream === null;
    }
    get used() {
      return this.#used;
    }
    #consume() {
      if (this.#used) throw new TypeError("Body is unusable: the body has already been read");
      this.#used = true;
    }
    #fromHost() {
      if (this.#pending === null) {
        this.#pending = readHostBody(this.#hostId);
        this.#hostId = 0;
      }
      return this.#pending;
    }
    // stream is the body as a ReadableStream of Uint8Arrays (null for no
    // body); a host body is then read from the network as it is pulled.
    stream() {
      if (this.#stream !== null || this.isNull) return this.#stream;
      const { ReadableStream } = streams2();
      const disturb = () => {
        this.#used = true;
      };
      if (this.#hostId) {
        const id = this.#hostId;
        this.#hostId = 0;
        let done = false;
        this.#stream = new ReadableStream({
          async pull(c) {
            disturb();
            const r = await opAsync("body.read", { id });
            if (r instanceof ArrayBuffer) {
              c.enqueue(new Uint8Array(r));
              return;
            }
            done = true;
            op("body.drop", { id });
            c.close();
          },
          cancel() {
            disturb();
            if (!done) {
              done = true;
              op("body.drop", { id });
            }
          }
        }, { highWaterMark: 0 });
      } else {
        const chunk = this.#pending !== null ? this.#pending : this.#bytes !== null ? this.#bytes.slice(0) : bufferOf(new TextEncoder2().encode(this.#text));
        this.#stream = new ReadableStream({
          async pull(c) {
            disturb();
            const b = new Uint8Array(await chunk);
            if (b.length) c.enqueue(b);
            c.close();
          },
          cancel: disturb
        }, { highWaterMark: 0 });
      }
      this.#text = this.#bytes = this.#pending = null;
      return this.#stream;
    }
    async #readStream() {
      if (this.#stream.locked) throw new TypeError("Body is unusable: its stream is locked (another reader has it)");
      const reader = this.#stream.getReader();
      const chunks = [];
      let total = 0;
      for (; ; ) {
        const { done, value } = await reader.read();
        if (done) break;
        const b = value instanceof Uint8Array ? value : new Uint8Array(bufferOf(value));
        chunks.push(b);
        total += b.length;
      }
      const all = new Uint8Array(total);
      let at = 0;
      for (const c of chunks) {
        all.set(c, at);
        at += c.length;
      }
      return all.buffer;
    }
    async text() {
      return new TextDecoder2().decode(await this.bytes());
    }
    async bytes() {
      this.#consume();
      if (this.#stream !== null) return this.#readStream();
      if (this.#bytes !== null) return this.#bytes.slice(0);
      if (this.#text !== null) return bufferOf(new TextEncoder2().encode(this.#text));
      if (this.#hostId || this.#pending) return (await this.#fromHost()).slice(0);
      return new ArrayBuffer(0);
    }
    // forHost gives the body as the host takes it: {text}, {bytes}, or
    // {pending}: a promise of the bytes of a host body or a stream.
    forHost() {
      if (this.#text !== null) return { text: this.#text };
      if (this.#bytes !== null) return { bytes: this.#bytes };
      if (this.#hostId || this.#pending || this.#stream) return { pending: this.bytes() };
      return {};
    }
    // clone makes a second body with the same content; a host body is read
    // once, for both; a stream is teed.
    clone() {
      if (this.#used) throw new TypeError("Body is unusable: the body has already been read");
      const b = new _Body();
      if (this.#stream !== null) {
        [this.#stream, b.#stream] = this.#stream.tee();
        return b;
      }
      if (this.#hostId || this.#pending) {
        b.#pending = this.#fromHost();
        return b;
      }
      b.#text = this.#text;
      b.#bytes = this.#bytes === null ? null : this.#bytes.slice(0);
      return b;
    }
  };
  function bodyMixin(C) {
    Object.defineProperties(C.prototype, {
      bodyUsed: { get() {
        return this._body.used;
      }, configurable: true },
      body: { get() {
        return this._body.stream();
      }, configurable: true }
    });
    C.prototype.text = async function() {
      return this._body.text();
    };
    C.prototype.json = async function() {
      return JSON.parse(await this._body.text());
    };
    C.prototype.arrayBuffer = async function() {
      return this._body.bytes();
    };
    C.prototype.bytes = async function() {
      return new Uint8Array(await this._body.bytes());
    };
    C.prototype.blob = async function() {
      return new Blob([await this._body.bytes()], { type: this.headers.get("content-type") || "" });
    };
    C.prototype.formData = async function() {
      return parseFormData(new Uint8Array(await this._body.bytes()), this.headers.get("content-type"));
    };
  }
  var methods = ["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH"];
  var Request = class _Request {
    constructor(input, init = {}) {
      const from = input instanceof _Request ? input : null;
      this.url = from ? from.url : new URL(String(input)).href;
      let method = init.method !== void 0 ? String(init.method) : from ? from.method : "GET";
      if (methods.includes(method.toUpperCase())) method = method.toUpperCase();
      if (!validName.test(method)) throw new TypeError(`Request: "${method}" is not a valid method`);
      this.method = method;
      this.headers = new Headers(init.headers !== void 0 ? init.headers : from ? from.headers : void 0);
      this.redirect = init.redirect || (from ? from.redirect : "follow");
      if (!["follow", "manual", "error"].includes(this.redirect)) throw new TypeError(`Request: redirect "${this.redirect}" is not one of follow, manual, error`);
      this.signal = init.signal || (from ? from.signal : new AbortController().signal);
      const body = init.body !== void 0 ? init.body : null;
      if (body !== null && (method === "GET" || method === "HEAD")) throw new TypeError(`Request: a ${method} request cannot have a body`);
      this._body = body !== null ? new Body(body, this.headers) : from ? from._body.clone() : new Body();
    }
    get [Symbol.toStringTag]() {
      return "Request";
    }
  };
  bodyMixin(Request);
  Request.prototype.clone = function() {
    const r = new Request(this.url, { method: this.method, headers: this.headers, redirect: this.redirect, signal: this.signal });
    r._body = this._body.clone();
    return r;
  };
  var redirectStatuses = [301, 302, 303, 307, 308];
  var Response = class _Response {
    constructor(body = null, init = {}) {
      const status = init.status === void 0 ? 200 : Number(init.status);
      if (!(status >= 200 && status <= 599)) throw new RangeError(`Response: status ${status} is not in 200-599`);
      this.status = status;
      this.statusText = init.statusText === void 0 ? "" : String(init.statusText);
      this.headers = new Headers(init.headers);
      this.type = "default";
      this.url = "";
      this.redirected = false;
      this._body = new Body(body, this.headers);
    }
    get ok() {
      return this.status >= 200 && this.status <= 299;
    }
    clone() {
      const r = new _Response(null, { status: this.status, statusText: this.statusText, headers: this.headers });
      Object.assign(r, { type: this.type, url: this.url, redirected: this.redirected });
      r._body = this._body.clone();
      return r;
    }
    static json(data, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
      return new _Response(JSON.stringify(data), { ...init, headers });
    }
    static error() {
      const r = new _Response(null, { status: 200 });
      r.status = 0;
      r.type = "error";
      return r;
    }
    static redirect(url, status = 302) {
      if (!redirectStatuses.includes(status)) throw new RangeError(`Response.redirect: ${status} is not a redirect status`);
      return new _Response(null, { status, headers: { location: new URL(url).href } });
    }
    get [Symbol.toStringTag]() {
      return "Response";
    }
  };
  bodyMixin(Response);
  var defaultHeaders = [["accept", "*/*"], ["accept-language", "*"], ["sec-fetch-mode", "cors"], ["user-agent", "node"]];
  async function fetch(input, init = {}) {
    const req = new Request(input, init);
    let body = req._body.forHost();
    if (body.pending !== void 0) body = { bytes: await body.pending };
    return fetchHost(req, body);
  }
  function fetchHost(req, body) {
    return new Promise((resolve, reject) => {
      const signal = req.signal;
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const headers = new Headers(req.headers);
      for (const [k, v] of defaultHeaders) if (!headers.has(k)) headers.set(k, v);
      const meta = { url: req.url, method: req.method, headers: Headers._pairs(headers), redirect: req.redirect };
      if (body.text !== void 0) meta.bodyText = body.text;
      let started2;
      try {
        started2 = op("fetch", meta, body.bytes);
      } catch (e) {
        reject(e);
        return;
      }
      const id = started2.id;
      const onAbort = () => {
        if (!pending.has(id)) return;
        cancel(id);
        reject(signal.reason);
      };
      pending.set(id, {
        resolve(v) {
          signal.removeEventListener("abort", onAbort);
          const res = new Response(null, { status: v.status >= 200 && v.status <= 599 ? v.status : 200, statusText: v.statusText, headers: v.headers });
          res.status = v.status;
          res.url = v.url;
          res.redirected = v.redirected;
          res.type = "basic";
          res._body = new Body({ _earshotHostBody: v.body });
          resolve(res);
        },
        reject(e) {
          signal.removeEventListener("abort", onAbort);
          reject(e);
        }
      });
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  // js/prelude/web/clone.js
  function structuredClone(value, options) {
    const seen = /* @__PURE__ */ new Map();
    const fail = (what) => {
      throw new DOMException(`structuredClone: ${what} could not be cloned.`, "DataCloneError");
    };
    const clone = (v) => {
      if (v === null || typeof v !== "object" && typeof v !== "function" && typeof v !== "symbol") return v;
      if (typeof v === "function") fail("a function");
      if (typeof v === "symbol") fail("a symbol");
      if (seen.has(v)) return seen.get(v);
      let out;
      const tag = Object.prototype.toString.call(v);
      switch (tag) {
        case "[object Date]":
          out = new Date(v.getTime());
          break;
        case "[object RegExp]":
          out = new RegExp(v.source, v.flags);
          break;
        case "[object Boolean]":
          out = Object(v.valueOf());
          break;
        case "[object Number]":
          out = Object(v.valueOf());
          break;
        case "[object String]":
          out = Object(v.valueOf());
          break;
        case "[object BigInt]":
          out = Object(v.valueOf());
          break;
        case "[object ArrayBuffer]":
          out = v.slice(0);
          break;
        case "[object Map]":
          out = /* @__PURE__ */ new Map();
          seen.set(v, out);
          for (const [k, x] of v) out.set(clone(k), clone(x));
          return out;
        case "[object Set]":
          out = /* @__PURE__ */ new Set();
          seen.set(v, out);
          for (const x of v) out.add(clone(x));
          return out;
        case "[object Error]": {
          const Ctor = { EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError }[v.name] || Error;
          out = new Ctor(v.message);
          seen.set(v, out);
          if (v.stack !== void 0) out.stack = String(v.stack);
          if ("cause" in v) out.cause = clone(v.cause);
          return out;
        }
        case "[object Array]":
          out = new Array(v.length);
          seen.set(v, out);
          for (const k of Object.keys(v)) out[k] = clone(v[k]);
          return out;
        case "[object Object]":
          if (v instanceof URL || v instanceof URLSearchParams2 || v instanceof Headers || v instanceof EventTarget) fail(`${tag.slice(8, -1)} ${v.constructor.name}`);
          out = {};
          seen.set(v, out);
          for (const k of Object.keys(v)) out[k] = clone(v[k]);
          return out;
        default:
          if (ArrayBuffer.isView(v)) {
            const buf = clone(v.buffer);
            out = v instanceof DataView ? new DataView(buf, v.byteOffset, v.byteLength) : new v.constructor(buf, v.byteOffset, v.length);
            break;
          }
          fail(tag.slice(8, -1));
      }
      seen.set(v, out);
      return out;
    };
    return clone(value);
  }

  // js/prelude/web/subtle.js
  var toB64 = (buf) => {
    const b = new Uint8Array(buf);
    let s = "";
    for (let i = 0; i < b.length; i += 32768) s += String.fromCharCode.apply(null, b.subarray(i, i + 32768));
    return btoa(s);
  };
  var fromB64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
  var hashNames = { "SHA-1": "SHA-1", "SHA-256": "SHA-256", "SHA-384": "SHA-384", "SHA-512": "SHA-512" };
  var algNames = [
    "HMAC",
    "AES-GCM",
    "AES-CBC",
    "AES-CTR",
    "AES-KW",
    "ECDSA",
    "ECDH",
    "RSASSA-PKCS1-v1_5",
    "RSA-PSS",
    "RSA-OAEP",
    "PBKDF2",
    "HKDF",
    "SHA-1",
    "SHA-256",
    "SHA-384",
    "SHA-512"
  ];
  function hashName(h) {
    const n = typeof h === "string" ? h : h && h.name;
    const found = n && hashNames[String(n).toUpperCase()];
    if (!found) throw new DOMException(`crypto.subtle: the hash "${n}" is not supported`, "NotSupportedError");
    return found;
  }
  function bytes(v, what) {
    if (!isBufferSource(v)) throw new TypeError(`crypto.subtle: ${what} must be an ArrayBuffer or a view`);
    return bufferOf(v);
  }
  function normalize(alg) {
    const a = typeof alg === "string" ? { name: alg } : { ...alg };
    const name = algNames.find((n) => n.toUpperCase() === String(a.name).toUpperCase());
    if (!name) throw new DOMException(`crypto.subtle: the algorithm "${a.name}" is not supported`, "NotSupportedError");
    const out = { name };
    if (a.hash !== void 0) out.hash = hashName(a.hash);
    if (a.namedCurve !== void 0) out.namedCurve = String(a.namedCurve);
    if (a.length !== void 0) out.length = Number(a.length);
    if (a.modulusLength !== void 0) out.modulusLength = Number(a.modulusLength);
    for (const k of ["publicExponent", "iv", "additionalData", "counter", "label", "salt", "info"]) {
      if (a[k] !== void 0) out[k] = toB64(bytes(a[k], `algorithm.${k}`));
    }
    for (const k of ["tagLength", "iterations", "saltLength"]) if (a[k] !== void 0) out[k] = Number(a[k]);
    if (a.public !== void 0) out.public = material(a.public);
    return out;
  }
  var secret = /* @__PURE__ */ new WeakMap();
  var CryptoKey = class {
    constructor() {
      throw new TypeError("CryptoKey: keys come from crypto.subtle (generateKey, importKey, deriveKey)");
    }
    get [Symbol.toStringTag]() {
      return "CryptoKey";
    }
  };
  function makeKey(data, extractable, usages) {
    const k = Object.create(CryptoKey.prototype);
    const alg = { name: data.algorithm.name };
    if (data.algorithm.hash) alg.hash = { name: data.algorithm.hash };
    if (data.algorithm.length) alg.length = data.algorithm.length;
    if (data.algorithm.namedCurve) alg.namedCurve = data.algorithm.namedCurve;
    if (data.algorithm.modulusLength) {
      alg.modulusLength = data.algorithm.modulusLength;
      alg.publicExponent = fromB64(data.algorithm.publicExponent);
    }
    Object.defineProperties(k, {
      type: { value: data.type, enumerable: true },
      extractable: { value: !!extractable, enumerable: true },
      algorithm: { value: Object.freeze(alg), enumerable: true },
      usages: { value: Object.freeze([...usages]), enumerable: true }
    });
    secret.set(k, data);
    return k;
  }
  function material(key, usage) {
    const d = secret.get(key);
    if (!d) throw new TypeError("crypto.subtle: expected a CryptoKey");
    if (usage && !key.usages.includes(usage)) {
      throw new DOMException(`crypto.subtle: the key's usages (${key.usages.join(", ") || "none"}) do not include "${usage}"`, "InvalidAccessError");
    }
    return d;
  }
  var publicUsages = ["verify", "encrypt", "wrapKey"];
  function call(req, data) {
    return op("subtle", req, data);
  }
  var asPromise = (f) => new Promise((resolve) => resolve(f()));
  var subtle = {
    get [Symbol.toStringTag]() {
      return "SubtleCrypto";
    },
    digest(alg, data) {
      return asPromise(() => call({ fn: "digest", algorithm: { name: hashName(alg) } }, bytes(data, "data")));
    },
    generateKey(alg, extractable, usages) {
      return asPromise(() => {
        const r = call({ fn: "generateKey", algorithm: normalize(alg) });
        if (r.type) return makeKey(r, extractable, usages);
        return {
          publicKey: makeKey(r.publicKey, true, usages.filter((u) => publicUsages.includes(u))),
          privateKey: makeKey(r.privateKey, extractable, usages.filter((u) => !publicUsages.includes(u)))
        };
      });
    },
    importKey(format2, keyData, alg, extractable, usages) {
      return asPromise(() => {
        const req = { fn: "importKey", format: format2, algorithm: normalize(alg) };
        let r;
        if (format2 === "jwk") {
          if (keyData === null || typeof keyData !== "object") throw new TypeError("crypto.subtle.importKey: a jwk key is an object");
          req.jwk = keyData;
          r = call(req);
        } else {
          r = call(req, bytes(keyData, "keyData"));
        }
        return makeKey(r, extractable, usages);
      });
    },
    exportKey(format2, key) {
      return asPromise(() => {
        const d = material(key);
        if (!key.extractable) throw new DOMException("crypto.subtle.exportKey: the key is not extractable", "InvalidAccessError");
        const r = call({ fn: "exportKey", format: format2, key: d });
        if (format2 === "jwk") return { ...r, key_ops: [...key.usages], ext: true };
        return r;
      });
    },
    sign(alg, key, data) {
      return asPromise(() => call({ fn: "sign", algorithm: normalize(alg), key: material(key, "sign") }, bytes(data, "data")));
    },
    verify(alg, key, signature, data) {
      return asPromise(() => call({
        fn: "verify",
        algorithm: normalize(alg),
        key: material(key, "verify"),
        signature: toB64(bytes(signature, "signature"))
      }, bytes(data, "data")));
    },
    encrypt(alg, key, data) {
      return asPromise(() => call({ fn: "encrypt", algorithm: normalize(alg), key: material(key, "encrypt") }, bytes(data, "data")));
    },
    decrypt(alg, key, data) {
      return asPromise(() => call({ fn: "decrypt", algorithm: normalize(alg), key: material(key, "decrypt") }, bytes(data, "data")));
    },
    deriveBits(alg, key, length) {
      return asPromise(() => call({
        fn: "deriveBits",
        algorithm: normalize(alg),
        key: material(key, "deriveBits"),
        length: length === null || length === void 0 ? 0 : Number(length)
      }));
    },
    deriveKey(alg, key, derived, extractable, usages) {
      return asPromise(async () => {
        const d = normalize(derived);
        const length = d.length || (d.name === "HMAC" ? { "SHA-1": 512, "SHA-256": 512, "SHA-384": 1024, "SHA-512": 1024 }[d.hash] : 0);
        if (!length) throw new TypeError("crypto.subtle.deriveKey: the derived key's length is needed");
        const bits = call({ fn: "deriveBits", algorithm: normalize(alg), key: material(key, "deriveKey"), length });
        return subtle.importKey("raw", bits, derived, extractable, usages);
      });
    }
  };

  // js/prelude/web/crypto.js
  var integerArrays = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array, BigUint64Array];
  var crypto2 = {
    subtle,
    getRandomValues(array) {
      if (!integerArrays.some((C) => array instanceof C)) {
        throw new DOMException("getRandomValues: expected an integer typed array", "TypeMismatchError");
      }
      if (array.byteLength > 65536) {
        throw new DOMException(`getRandomValues: ${array.byteLength} bytes asked, at most 65536`, "QuotaExceededError");
      }
      bytesOf(array).set(new Uint8Array(op("random", String(array.byteLength))));
      return array;
    },
    randomUUID() {
      const b = new Uint8Array(op("random", "16"));
      b[6] = b[6] & 15 | 64;
      b[8] = b[8] & 63 | 128;
      const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    }
  };

  // js/prelude/unavailable.js
  function unavailable(what, why) {
    const fail = () => {
      const e = new Error(`${what} is not available to earshot extensions (they run in QuickJS, not Node.js): ${why}`);
      e.code = "ERR_EARSHOT_UNSUPPORTED";
      throw e;
    };
    const names = /* @__PURE__ */ new Map();
    const proto = {};
    const get = (t, k) => {
      if (typeof k === "symbol" || k === "__esModule" || k === "then" || k === "toJSON" || k === "default") return void 0;
      if (k === "prototype") return proto;
      if (k === "name") return what;
      if (k === "toString" || k === "valueOf") return () => `[${what}: not available]`;
      if (!names.has(k)) names.set(k, unavailable(`${what}.${k}`, why));
      return names.get(k);
    };
    const inherited = new Proxy({}, { get, has: () => false });
    return new Proxy(function() {
    }, {
      get,
      getPrototypeOf: () => inherited,
      has: () => false,
      apply: fail,
      construct: fail,
      set: fail,
      defineProperty: fail,
      deleteProperty: () => true
    });
  }

  // js/prelude/tasks.js
  var current = null;
  var CallContext = class {
    #task;
    constructor(task) {
      this.#task = task;
    }
    get signal() {
      const t = this.#task;
      if (t.controller === null) {
        t.controller = new AbortController();
        if (t.abortReason !== void 0) t.controller.abort(t.abortReason);
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
      if (message !== void 0 && typeof message !== "string") throw new TypeError("progress(): message must be a string");
      for (const [k, v] of [["progress", progress], ["total", total]]) {
        if (v !== void 0 && typeof v !== "number") throw new TypeError(`progress(): ${k} must be a number`);
        if (v !== void 0 && !(Number.isFinite(v) && v >= 0)) throw new RangeError(`progress(): ${k} must be a finite number, 0 or more`);
      }
      if (t.done) return;
      op("call.progress", { message, progress, total });
    }
  };
  function begin() {
    resetLogBudget();
    const task = { done: false, result: "", controller: null, abortReason: void 0, context: null };
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
      then = r !== null && (typeof r === "object" || typeof r === "function") ? r.then : void 0;
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
      (e) => settle(task, describeThrow(e))
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
    const alive = pending.size > 0 || nextDelay(true) >= 0;
    return '{"t":"pending","delay":' + nextDelay(false) + ',"ops":' + pending.size + ',"alive":' + alive + "}";
  }
  function framesOf(e) {
    const s = e.stack;
    const head = String(e.name || "Error") + (e.message ? ": " + e.message : "");
    return s.startsWith(head + "\n") ? s.slice(head.length + 1) : s;
  }
  function describeThrow(e) {
    try {
      if (e instanceof Error || e !== null && typeof e === "object" && typeof e.message === "string" && typeof e.stack === "string") {
        return {
          t: "throw",
          kind: "error",
          name: String(e.name || "Error"),
          message: String(e.message),
          stack: typeof e.stack === "string" ? framesOf(e).slice(0, 8192) : ""
        };
      }
      if (typeof e === "string") return { t: "throw", kind: "string", message: e.slice(0, 65536) };
      return { t: "throw", kind: typeOf(e), message: preview(e, 2e3) };
    } catch (e2) {
      return { t: "throw", kind: "unknown", message: "(the thrown value could not be read)" };
    }
  }
  function cut(s, limit) {
    return s.length > limit ? { text: s.slice(0, limit), dropped: s.length - limit } : { text: s, dropped: 0 };
  }
  function describeResult(r, limit) {
    if (typeof r === "string") {
      if (r.length <= limit && r.isWellFormed()) return "" + r;
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
      titleType: typeOf(r.title)
    };
    if (typeof out === "string") {
      const c = cut(out, limit);
      d.output = c.text;
      d.dropped = c.dropped;
    } else if (out !== void 0) {
      d.preview = preview(out);
    } else {
      d.keys = Object.keys(r).slice(0, 20);
    }
    if (typeof r.title === "string") d.title = r.title.slice(0, 4096);
    return d;
  }
  var tools = [];
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
    for (let i = 0; i < list.length && i < 1e3; i++) {
      const tool2 = list[i];
      const item = { type: typeOf(tool2) };
      items.push(item);
      snapshot.push(null);
      if (item.type !== "object") continue;
      item.name = describeField(tool2.name, true);
      item.description = describeField(tool2.description, true);
      item.title = describeField(tool2.title, true);
      item.readOnly = describeField(tool2.readOnly, true);
      item.execute = describeField(tool2.execute);
      item.permission = describeField(tool2.permission);
      const schema = tool2.inputSchema;
      item.inputSchema = describeField(schema);
      if (item.inputSchema.type === "object") {
        try {
          item.inputSchema.json = JSON.stringify(schema);
        } catch (e) {
          item.inputSchema.error = String(e && e.message ? e.message : e);
        }
      }
      snapshot[i] = { self: tool2, execute: tool2.execute, permission: tool2.permission };
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
  var api = {
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
        return typeof t.permission === "function" ? t.permission.call(t.self, JSON.parse(input), task.context) : void 0;
      }, describePrompt);
    },
    poll,
    // idle: nothing is under way — no task, no timer, no host operation —
    // so that the instance can be snapshotted whole.
    idle() {
      return current === null && pending.size === 0 && nextDelay(false) < 0;
    },
    fire() {
      runDueTimers();
    },
    deliver(events) {
      deliver(JSON.parse(events), reportError);
    },
    // abort fires the current task's signal: its call timed out or was
    // cancelled. Listeners run now; the task is then abandoned.
    abort(kind) {
      const task = current;
      if (task === null || task.done) return;
      task.abortReason = kind === "timeout" ? new DOMException("The call timed out.", "TimeoutError") : new DOMException("The call was cancelled.", "AbortError");
      if (task.controller !== null) task.controller.abort(task.abortReason);
    }
  };
  Object.freeze(api);
  var tasks_default = api;

  // js/prelude/main.js
  for (const [name, value] of Object.entries({
    Event,
    EventTarget,
    CustomEvent,
    AbortController,
    AbortSignal,
    TextEncoder: TextEncoder2,
    TextDecoder: TextDecoder2,
    atob,
    btoa,
    URL,
    URLSearchParams: URLSearchParams2,
    structuredClone,
    crypto: crypto2,
    Headers,
    Request,
    Response,
    fetch,
    Blob,
    File,
    FormData,
    CryptoKey
  })) {
    define(g, name, value);
  }
  define(g, "self", g);
  lazyGlobals("streams", streamGlobals);
  Object.defineProperty(g, /* @__PURE__ */ Symbol.for("earshot.internal"), {
    value: Object.freeze({ op, opAsync, cancel, pending, emit, processObject, unavailable }),
    writable: false,
    configurable: false,
    enumerable: false
  });
  Object.defineProperty(g, "__earshot", { value: tasks_default, writable: false, configurable: false, enumerable: false });
})();
