(() => {
  var __defProp = Object.defineProperty;
  var __export = (target, all) => {
    for (var name in all)
      __defProp(target, name, { get: all[name], enumerable: true });
  };

  // js/prelude/host.js
  var g = globalThis;
  var host = g.__earshot_host;
  delete g.__earshot_host;
  var native = g.__earshot_native;
  delete g.__earshot_native;
  var ctx = { owner: null };
  var wasmHost = g.__earshot_wasm;
  delete g.__earshot_wasm;
  for (const k of ["os", "std", "bjson", "print", "scriptArgs", "gc", "navigator"]) delete g[k];
  var define = (obj, name, value) => Object.defineProperty(obj, name, { value, writable: true, configurable: true, enumerable: false });
  function typeOf(v) {
    if (v === null) return "null";
    if (Array.isArray(v)) return "array";
    return typeof v;
  }
  var domNames = /* @__PURE__ */ new Set([
    "AbortError",
    "TimeoutError",
    "DataCloneError",
    "InvalidCharacterError",
    "QuotaExceededError",
    "NotSupportedError",
    "NotAllowedError",
    "OperationError",
    "InvalidAccessError",
    "DataError",
    "NotFoundError"
  ]);
  function makeError(e) {
    const { name, message, ...fields } = e;
    let err;
    switch (name) {
      case "TypeError":
        err = new TypeError(message);
        break;
      case "RangeError":
        err = new RangeError(message);
        break;
      case "SyntaxError":
        err = new SyntaxError(message);
        break;
      default:
        if (domNames.has(name) && fields.code === void 0) return new DOMException(message, name);
        err = new Error(message);
    }
    for (const k of Object.keys(fields)) {
      if (fields[k] === void 0 || k === "stack") continue;
      err[k] = k === "cause" && fields[k] !== null && typeof fields[k] === "object" && "message" in fields[k] ? makeError(fields[k]) : fields[k];
    }
    if (err.name !== name && name !== void 0) err.name = name;
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
  var unrefd = /* @__PURE__ */ new Set();
  function expect(id, name, resolve, reject) {
    pending.set(id, { resolve, reject, owner: ctx.owner, name });
  }
  function opAsync(name, args, data) {
    return new Promise((resolve, reject) => {
      let started2;
      try {
        started2 = op(name, args, data);
      } catch (e) {
        reject(e);
        return;
      }
      pending.set(started2.id, { resolve, reject, owner: ctx.owner, name });
    });
  }
  function deliver(id, kind, payload) {
    const p = pending.get(id);
    if (!p) return void 0;
    const more = (kind & 4) !== 0;
    if (!more) {
      pending.delete(id);
      unrefd.delete(id);
    }
    ctx.owner = p.owner;
    if ((kind & 3) === 2) {
      const e = JSON.parse(payload);
      p.reject(e && e.name ? makeError(e) : e);
      return p;
    }
    const value = (kind & 3) === 0 && typeof payload === "string" ? JSON.parse(payload) : payload;
    p.resolve(value, more);
    return p;
  }
  function cancel(id) {
    unrefd.delete(id);
    if (pending.delete(id)) host("cancel", String(id));
  }
  var collected = new FinalizationRegistry((id) => {
    try {
      host("handle.release", String(id));
    } catch {
    }
  });
  function track(obj, id) {
    if (typeof id === "number") collected.register(obj, id);
    return id;
  }
  function release(id) {
    if (typeof id === "number") {
      try {
        host("handle.release", String(id));
      } catch {
      }
    }
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

  // js/prelude/validators.js
  var validators_exports = {};
  __export(validators_exports, {
    isArgumentError: () => isArgumentError,
    parseFileMode: () => parseFileMode,
    signals: () => signals,
    validateAbortSignal: () => validateAbortSignal,
    validateArray: () => validateArray,
    validateBoolean: () => validateBoolean,
    validateBuffer: () => validateBuffer,
    validateEncoding: () => validateEncoding,
    validateFunction: () => validateFunction,
    validateInt32: () => validateInt32,
    validateInteger: () => validateInteger,
    validateNumber: () => validateNumber,
    validateObject: () => validateObject,
    validateOneOf: () => validateOneOf,
    validatePort: () => validatePort,
    validateSignalName: () => validateSignalName,
    validateString: () => validateString,
    validateStringArray: () => validateStringArray,
    validateUint32: () => validateUint32
  });

  // js/prelude/nodeerrors.js
  var nodeerrors_exports = {};
  __export(nodeerrors_exports, {
    codes: () => codes,
    inspect: () => inspect2,
    nodeError: () => nodeError,
    specificType: () => specificType
  });

  // js/prelude/errors.js
  function frame(f) {
    let where = f.getFileName() || "<anonymous>";
    const line = f.getLineNumber(), col = f.getColumnNumber();
    if (line != null && line > 0) where += ":" + line + (col != null && col > 0 ? ":" + col : "");
    if (f.isNative && f.isNative()) where = "native";
    const name = f.getFunctionName();
    return "    at " + (name ? (f.isConstructor && f.isConstructor() ? "new " : "") + name + " (" + where + ")" : where);
  }
  function formatStack(error, frames) {
    let head;
    try {
      head = String(error);
    } catch {
      head = "Error";
    }
    return frames.length ? head + "\n" + frames.map(frame).join("\n") : head;
  }
  if (g.Error.prepareStackTrace === void 0) {
    g.Error.prepareStackTrace = function prepareStackTrace(error, frames) {
      return formatStack(error, frames);
    };
  }
  var ours = (frame2) => {
    const f = frame2.getFileName();
    return typeof f === "string" && f.startsWith("earshot:");
  };
  var framesOnly = (error, frames) => frames;
  var maxFrames = 64;
  function madeForCaller(make) {
    const E2 = g.Error, limit = E2.stackTraceLimit, prepare = E2.prepareStackTrace;
    if (!(typeof limit === "number" && limit > 0)) return make();
    let err;
    const holder = {};
    try {
      E2.stackTraceLimit = 0;
      E2.prepareStackTrace = framesOnly;
      err = make();
      E2.stackTraceLimit = maxFrames;
      E2.captureStackTrace(holder);
    } finally {
      E2.stackTraceLimit = limit;
      E2.prepareStackTrace = prepare;
    }
    const frames = holder.stack;
    let i = 0;
    while (i < frames.length && ours(frames[i])) i++;
    const shown = i === frames.length ? frames.slice(0, limit) : frames.slice(i, i + limit);
    let stack;
    try {
      stack = typeof prepare === "function" ? prepare(err, shown) : formatStack(err, shown);
    } catch {
      stack = formatStack(err, shown);
    }
    err.stack = stack;
    return err;
  }

  // js/prelude/modules.js
  var builtins = g[/* @__PURE__ */ Symbol.for("earshot.builtins")] ??= /* @__PURE__ */ new Map();
  var internals = g[/* @__PURE__ */ Symbol.for("earshot.internals")] ??= /* @__PURE__ */ new Map();
  var loading = /* @__PURE__ */ new Map();
  function evaluate(src, require2, module = { exports: {} }) {
    (0, eval)("(function (exports, require, module) {" + src + "\n})")(module.exports, require2, module);
    return module.exports;
  }
  function requireInternal(id) {
    const name = String(id);
    if (!name.startsWith("node:internal/")) return builtin(name.replace(/^node:/, ""));
    const key = name.slice("node:".length);
    if (internals.has(key)) return internals.get(key);
    if (loading.has(key)) return loading.get(key).exports;
    const src = op("module.builtin", { name });
    if (src === null) throw new Error(`no internal module ${name}`);
    const module = { exports: {} };
    loading.set(key, module);
    try {
      return evaluate(src, requireInternal, module);
    } finally {
      loading.delete(key);
    }
  }
  function builtin(name) {
    if (builtins.has(name)) return builtins.get(name);
    let mod = builtins.get("module");
    if (mod === void 0) mod = evaluate(op("module.builtin", { name: "module" }), requireInternal);
    return mod.createRequire("/")("node:" + name);
  }

  // js/prelude/nodeerrors.js
  var classes = /* @__PURE__ */ new Map();
  function classFor(Base, code) {
    const key = Base.name + " " + code;
    let C = classes.get(key);
    if (C === void 0) {
      C = class extends Base {
        constructor(message, options) {
          super(message, options);
          this.code = code;
        }
        toString() {
          return `${this.name} [${code}]: ${this.message}`;
        }
      };
      Object.defineProperty(C, "name", { value: Base.name });
      classes.set(key, C);
    }
    return C;
  }
  function nodeError(Base, code, message, options) {
    const C = classFor(Base, code);
    return madeForCaller(() => new C(message, options));
  }
  var util;
  function inspect2(v, options) {
    const s = primitive(v);
    if (s !== void 0 && options === void 0) return s;
    if (util === void 0) util = builtin("util");
    return util.inspect(v, options);
  }
  var escapes = { "\n": "\\n", "	": "\\t", "\r": "\\r", "\b": "\\b", "\f": "\\f", "\v": "\\v", "\\": "\\\\" };
  function primitive(v) {
    switch (typeof v) {
      case "string": {
        const q = !v.includes("'") ? "'" : !v.includes('"') ? '"' : !v.includes("`") && !v.includes("${") ? "`" : "'";
        return q + v.replace(/[\x00-\x1f\x7f\\]|'/g, (c) => {
          if (c === "'") return q === "'" ? "\\'" : c;
          return escapes[c] ?? "\\x" + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
        }) + q;
      }
      case "number":
        return Object.is(v, -0) ? "-0" : String(v);
      case "bigint":
        return `${v}n`;
      case "boolean":
      case "undefined":
        return String(v);
      case "symbol":
        return v.toString();
    }
    return v === null ? "null" : void 0;
  }
  function specificType(v) {
    if (v == null) return String(v);
    if (typeof v === "function") return `function ${v.name}`;
    if (typeof v === "object") {
      let name;
      try {
        name = v.constructor?.name;
      } catch {
      }
      if (name) return `an instance of ${name}`;
      return inspect2(v, { depth: -1 });
    }
    let shown = inspect2(v);
    if (shown.length > 28) shown = shown.slice(0, 25) + "...";
    return `type ${typeof v} (${shown})`;
  }
  var typeNames = ["string", "function", "number", "object", "Function", "Object", "boolean", "bigint", "symbol"];
  function list(items, one) {
    if (items.length > 2) return `${one}${items.slice(0, -1).join(", ")}, or ${items[items.length - 1]}`;
    if (items.length === 2) return `${one}${items[0]} or ${items[1]}`;
    return `${one}${items[0]}`;
  }
  function argTypeMessage(name, expected, actual) {
    if (!Array.isArray(expected)) expected = [expected];
    let msg = name.endsWith(" argument") ? `The ${name} must be ` : `The "${name}" ${name.includes(".") ? "property" : "argument"} must be `;
    const types = [], instances = [], other = [];
    for (const e of expected) {
      if (typeNames.includes(e)) types.push(e.toLowerCase());
      else if (/^([A-Z][a-z0-9]*)+$/.test(e)) instances.push(e);
      else other.push(e);
    }
    if (instances.length > 0 && types.includes("object")) {
      types.splice(types.indexOf("object"), 1);
      instances.push("Object");
    }
    const parts = [];
    if (types.length > 0) parts.push(types.length === 1 ? `of type ${types[0]}` : list(types, "one of type "));
    if (instances.length > 0) parts.push(instances.length > 2 ? list(instances, "an instance of ") : `an instance of ${instances.join(" or ")}`);
    if (other.length > 0) {
      if (other.length > 1) parts.push(list(other, "one of "));
      else parts.push((other[0].toLowerCase() !== other[0] ? "an " : "") + other[0]);
    }
    return msg + parts.join(" or ") + `. Received ${specificType(actual)}`;
  }
  var separated = (s) => {
    let out = "", i = s.length;
    const start2 = s[0] === "-" ? 1 : 0;
    for (; i >= start2 + 4; i -= 3) out = `_${s.slice(i - 3, i)}${out}`;
    return s.slice(0, i) + out;
  };
  function rangeReceived(v) {
    if (Number.isInteger(v) && Math.abs(v) > 2 ** 32) return separated(String(v));
    if (typeof v === "bigint") return (v > 2n ** 32n || v < -(2n ** 32n) ? separated(String(v)) : String(v)) + "n";
    return inspect2(v);
  }
  var E = {
    ERR_INVALID_ARG_TYPE: (name, expected, actual) => nodeError(TypeError, "ERR_INVALID_ARG_TYPE", argTypeMessage(name, expected, actual)),
    ERR_INVALID_ARG_VALUE: (name, value, reason = "is invalid") => {
      let shown = inspect2(value);
      if (shown.length > 128) shown = shown.slice(0, 128) + "...";
      return nodeError(TypeError, "ERR_INVALID_ARG_VALUE", `The ${name.includes(".") ? "property" : "argument"} '${name}' ${reason}. Received ${shown}`);
    },
    ERR_OUT_OF_RANGE: (name, range, value, whole = false) => nodeError(RangeError, "ERR_OUT_OF_RANGE", `${whole ? name : `The value of "${name}" is out of range.`} It must be ${range}. Received ${rangeReceived(value)}`),
    ERR_MISSING_ARGS: (...names) => {
      const shown = names.map((n) => Array.isArray(n) ? n.map((x) => `"${x}"`).join(" or ") : `"${n}"`);
      const what = shown.length === 1 ? `${shown[0]} argument` : shown.length === 2 ? `${shown[0]} and ${shown[1]} arguments` : `${shown.slice(0, -1).join(", ")}, and ${shown[shown.length - 1]} arguments`;
      return nodeError(TypeError, "ERR_MISSING_ARGS", `The ${what} must be specified`);
    },
    ERR_MISSING_OPTION: (name) => nodeError(TypeError, "ERR_MISSING_OPTION", `${name} is required`),
    ERR_INVALID_THIS: (type) => nodeError(TypeError, "ERR_INVALID_THIS", `Value of "this" must be of type ${type}`),
    ERR_INVALID_RETURN_VALUE: (input, name, value) => {
      const type = value?.constructor?.name ? `instance of ${value.constructor.name}` : `type ${typeof value}`;
      return nodeError(TypeError, "ERR_INVALID_RETURN_VALUE", `Expected ${input} to be returned from the "${name}" function but got ${type}.`);
    },
    ERR_UNKNOWN_ENCODING: (enc) => nodeError(TypeError, "ERR_UNKNOWN_ENCODING", `Unknown encoding: ${enc}`),
    ERR_UNKNOWN_SIGNAL: (sig) => nodeError(TypeError, "ERR_UNKNOWN_SIGNAL", `Unknown signal: ${sig}`),
    ERR_SOCKET_BAD_PORT: (name, port, allowZero = true) => nodeError(RangeError, "ERR_SOCKET_BAD_PORT", `${name} should be ${allowZero ? ">=" : ">"} 0 and < 65536. Received ${specificType(port)}.`),
    ERR_BUFFER_OUT_OF_BOUNDS: (name) => nodeError(
      RangeError,
      "ERR_BUFFER_OUT_OF_BOUNDS",
      name ? `"${name}" is outside of buffer bounds` : "Attempt to access memory outside buffer bounds"
    ),
    ERR_STRING_TOO_LONG: () => nodeError(Error, "ERR_STRING_TOO_LONG", "Cannot create a string longer than 0x1fffffe8 characters"),
    ERR_METHOD_NOT_IMPLEMENTED: (name) => nodeError(Error, "ERR_METHOD_NOT_IMPLEMENTED", `The ${name} method is not implemented`),
    ERR_ILLEGAL_CONSTRUCTOR: () => nodeError(TypeError, "ERR_ILLEGAL_CONSTRUCTOR", "Illegal constructor"),
    ERR_CONSTRUCT_CALL_REQUIRED: (name) => nodeError(TypeError, "ERR_CONSTRUCT_CALL_REQUIRED", `Class constructor ${name} cannot be invoked without 'new'`),
    ERR_FEATURE_UNAVAILABLE_ON_PLATFORM: (what) => nodeError(TypeError, "ERR_FEATURE_UNAVAILABLE_ON_PLATFORM", `The feature ${what} is unavailable on the current platform, which is being used to run Node.js`),
    ERR_CRYPTO_HASH_FINALIZED: () => nodeError(Error, "ERR_CRYPTO_HASH_FINALIZED", "Digest already called"),
    ERR_CRYPTO_HASH_UPDATE_FAILED: () => nodeError(Error, "ERR_CRYPTO_HASH_UPDATE_FAILED", "Hash update failed"),
    ERR_CRYPTO_INVALID_DIGEST: (d, prefix = "") => nodeError(TypeError, "ERR_CRYPTO_INVALID_DIGEST", `Invalid ${prefix}digest: ${d}`),
    ERR_STREAM_WRITE_AFTER_END: () => nodeError(Error, "ERR_STREAM_WRITE_AFTER_END", "write after end")
  };
  var codes = Object.freeze(E);

  // js/prelude/validators.js
  var { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE, ERR_SOCKET_BAD_PORT, ERR_UNKNOWN_SIGNAL } = codes;
  function validateString(value, name) {
    if (typeof value !== "string") throw ERR_INVALID_ARG_TYPE(name, "string", value);
  }
  function validateFunction(value, name) {
    if (typeof value !== "function") throw ERR_INVALID_ARG_TYPE(name, "Function", value);
  }
  function validateBoolean(value, name) {
    if (typeof value !== "boolean") throw ERR_INVALID_ARG_TYPE(name, "boolean", value);
  }
  function validateNumber(value, name, min = void 0, max) {
    if (typeof value !== "number") throw ERR_INVALID_ARG_TYPE(name, "number", value);
    if (min != null && value < min || max != null && value > max || (min != null || max != null) && Number.isNaN(value)) {
      throw ERR_OUT_OF_RANGE(
        name,
        `${min != null ? `>= ${min}` : ""}${min != null && max != null ? " && " : ""}${max != null ? `<= ${max}` : ""}`,
        value
      );
    }
  }
  function validateInteger(value, name, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
    if (typeof value !== "number") throw ERR_INVALID_ARG_TYPE(name, "number", value);
    if (!Number.isInteger(value)) throw ERR_OUT_OF_RANGE(name, "an integer", value);
    if (value < min || value > max) throw ERR_OUT_OF_RANGE(name, `>= ${min} && <= ${max}`, value);
  }
  function validateInt32(value, name, min = -2147483648, max = 2147483647) {
    validateInteger(value, name, min, max);
  }
  function validateUint32(value, name, positive = false) {
    validateInteger(value, name, positive ? 1 : 0, 4294967295);
  }
  function validateObject(value, name, options) {
    const nullable = options?.nullable, allowArray = options?.allowArray, allowFunction = options?.allowFunction;
    if (!nullable && value === null || !allowArray && Array.isArray(value) || typeof value !== "object" && (!allowFunction || typeof value !== "function")) {
      throw ERR_INVALID_ARG_TYPE(name, "Object", value);
    }
  }
  function validateArray(value, name, minLength = 0) {
    if (!Array.isArray(value)) throw ERR_INVALID_ARG_TYPE(name, "Array", value);
    if (value.length < minLength) throw ERR_INVALID_ARG_VALUE(name, value, `must be longer than ${minLength}`);
  }
  function validateStringArray(value, name) {
    validateArray(value, name);
    for (let i = 0; i < value.length; i++) validateString(value[i], `${name}[${i}]`);
  }
  function validateOneOf(value, name, oneOf) {
    if (!oneOf.includes(value)) {
      const allowed = oneOf.map((v) => typeof v === "string" ? `'${v}'` : String(v)).join(", ");
      throw ERR_INVALID_ARG_VALUE(name, value, "must be one of: " + allowed);
    }
  }
  function validateAbortSignal(signal, name) {
    if (signal !== void 0 && (signal === null || typeof signal !== "object" || !("aborted" in signal))) {
      throw ERR_INVALID_ARG_TYPE(name, "AbortSignal", signal);
    }
  }
  function validateBuffer(buffer, name = "buffer") {
    if (!ArrayBuffer.isView(buffer)) throw ERR_INVALID_ARG_TYPE(name, ["Buffer", "TypedArray", "DataView"], buffer);
  }
  function validatePort(port, name = "Port", allowZero = true) {
    if (typeof port !== "number" && typeof port !== "string" || typeof port === "string" && port.trim().length === 0 || +port !== +port >>> 0 || port > 65535 || port === 0 && !allowZero) {
      throw ERR_SOCKET_BAD_PORT(name, port, allowZero);
    }
    return port | 0;
  }
  function validateEncoding(data, encoding) {
    const normalized = String(encoding).toLowerCase();
    if (normalized === "hex" && typeof data === "string" && data.length % 2 !== 0) {
      throw ERR_INVALID_ARG_VALUE("encoding", encoding, `is invalid for data of length ${data.length}`);
    }
  }
  var signals = [
    "SIGHUP",
    "SIGINT",
    "SIGQUIT",
    "SIGILL",
    "SIGTRAP",
    "SIGABRT",
    "SIGIOT",
    "SIGBUS",
    "SIGFPE",
    "SIGKILL",
    "SIGUSR1",
    "SIGSEGV",
    "SIGUSR2",
    "SIGPIPE",
    "SIGALRM",
    "SIGTERM",
    "SIGCHLD",
    "SIGSTKFLT",
    "SIGCONT",
    "SIGSTOP",
    "SIGTSTP",
    "SIGTTIN",
    "SIGTTOU",
    "SIGURG",
    "SIGXCPU",
    "SIGXFSZ",
    "SIGVTALRM",
    "SIGPROF",
    "SIGWINCH",
    "SIGIO",
    "SIGPOLL",
    "SIGPWR",
    "SIGSYS"
  ];
  function validateSignalName(signal, name = "signal") {
    validateString(signal, name);
    if (!signals.includes(signal)) {
      if (signals.includes(signal.toUpperCase())) throw ERR_UNKNOWN_SIGNAL(signal + " (signals must use all capital letters)");
      throw ERR_UNKNOWN_SIGNAL(signal);
    }
  }
  function parseFileMode(value, name, def) {
    value ??= def;
    if (typeof value === "string") {
      if (!/^[0-7]+$/.test(value)) throw ERR_INVALID_ARG_VALUE(name, value, "must be a 32-bit unsigned integer or an octal string");
      value = parseInt(value, 8);
    }
    validateUint32(value, name);
    return value;
  }
  function isArgumentError(e) {
    return e instanceof Error && typeof e.code === "string" && (e.code === "ERR_INVALID_ARG_TYPE" || e.code === "ERR_INVALID_ARG_VALUE" || e.code === "ERR_OUT_OF_RANGE" || e.code === "ERR_MISSING_ARGS" || e.code === "ERR_UNKNOWN_ENCODING" || e.code === "ERR_INVALID_URL_SCHEME" || e.code === "ERR_INVALID_FILE_URL_PATH" || e.code === "ERR_INVALID_FILE_URL_HOST" || e.code === "ERR_INVALID_URL");
  }

  // js/prelude/asynccontext.js
  var asynccontext_exports = {};
  __export(asynccontext_exports, {
    bound: () => bound,
    boundTo: () => boundTo,
    getContext: () => getContext,
    runIn: () => runIn,
    setContext: () => setContext
  });
  var getContext = native.getAsyncContext;
  var setContext = native.setAsyncContext;
  function runIn(c, fn, thisArg, args) {
    const prev = getContext();
    setContext(c);
    try {
      return fn.apply(thisArg, args);
    } finally {
      setContext(prev);
    }
  }
  var bound = (fn) => boundTo(getContext(), fn);
  function boundTo(c, fn) {
    if (c === void 0 || typeof fn !== "function") return fn;
    return function(...args) {
      return runIn(c, fn, this, args);
    };
  }

  // js/prelude/loop.js
  var state = { stopped: true };
  var hooks = {
    // process is the process object if it was made (null: nobody listens).
    process: () => null,
    // capture is process.setUncaughtExceptionCaptureCallback's callback.
    capture: null,
    // resources names what keeps the loop going (timers.js).
    resources: () => [],
    // uncaught is an exception no listener took, of owner: it fails that
    // task, if it is the one running, and reports false (stop); otherwise
    // it is reported, and true (go on).
    uncaught: (err, origin, owner, where) => true
  };
  var GO = 0;
  var STOP = 1;
  var YIELD = 2;
  var ringSize = 3 * 1024;
  var pushList = new Array(ringSize);
  var pushAt = 0;
  var shiftList = pushList;
  var shiftAt = 0;
  var full = [];
  var tickCount = 0;
  function pushTick(fn, args, owner) {
    if (pushAt === ringSize) nextRing();
    const list2 = pushList, at = pushAt;
    list2[at] = fn;
    list2[at + 1] = args;
    list2[at + 2] = owner;
    pushAt = at + 3;
    tickCount++;
  }
  function nextRing() {
    if (pushList !== shiftList) full.push(pushList);
    pushList = new Array(ringSize);
    pushAt = 0;
  }
  var hasTicks = () => tickCount > 0;
  function nextTick(fn) {
    if (typeof fn !== "function") validateFunction(fn, "callback");
    if (pushAt === ringSize) nextRing();
    const list2 = pushList, at = pushAt, c = getContext();
    list2[at] = c === void 0 ? fn : boundTo(c, fn);
    list2[at + 1] = callerArgs(1);
    list2[at + 2] = ctx.owner;
    pushAt = at + 3;
    tickCount++;
  }
  var kWhere = /* @__PURE__ */ Symbol("where");
  function throwLater(e, where) {
    const thrower = () => {
      throw e;
    };
    thrower[kWhere] = where;
    pushTick(thrower, void 0, ctx.owner);
  }
  var queueJob = g.queueMicrotask;
  define(g, "queueMicrotask", function queueMicrotask2(callback) {
    validateFunction(callback, "callback");
    queueJob(bound(callback));
  });
  var runJobs = native.runJobs;
  var callerArgs = native.callerArgs;
  var jobsPending = native.jobsPending;
  function drain(owner) {
    for (; ; ) {
      while (tickCount > 0) {
        if (shiftAt === ringSize) {
          shiftList = full.length > 0 ? full.shift() : pushList;
          shiftAt = 0;
        }
        const list2 = shiftList, at = shiftAt;
        const fn = list2[at], args = list2[at + 1], tickOwner = list2[at + 2];
        list2[at] = list2[at + 1] = list2[at + 2] = void 0;
        if (--tickCount === 0 && list2 === pushList) {
          shiftAt = pushAt = 0;
        } else {
          shiftAt = at + 3;
        }
        ctx.owner = tickOwner;
        try {
          if (args === void 0) fn();
          else fn(...args);
        } catch (e) {
          if (!fatal(e, "uncaughtException", tickOwner, fn[kWhere] || "process.nextTick")) return false;
        }
      }
      ctx.owner = owner;
      try {
        runJobs();
      } catch (e) {
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
  var exiting = { now: false };
  function fatal(err, origin, owner, where) {
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
        if (exiting.now) return false;
        return hooks.uncaught(e, "uncaughtException", owner, "an uncaughtException listener");
      }
    }
    return hooks.uncaught(err, origin, owner, where);
  }
  var activeResources = () => hooks.resources();
  var maybeUnhandled = /* @__PURE__ */ new WeakMap();
  var unhandled = [];
  var handledLate = [];
  native.trackRejections(function track2(promise, reason, handled) {
    if (!handled) {
      maybeUnhandled.set(promise, { reason, owner: ctx.owner, warned: false });
      unhandled.push(promise);
      return;
    }
    const info = maybeUnhandled.get(promise);
    if (info === void 0) return;
    maybeUnhandled.delete(promise);
    if (info.warned) handledLate.push(promise);
  });
  function unhandledError(reason) {
    let shown;
    try {
      shown = typeof reason === "symbol" ? reason.toString() : String(reason);
    } catch {
      shown = "[" + typeOf(reason) + "]";
    }
    const e = new Error(`This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason "${shown}".`);
    e.name = "UnhandledPromiseRejection";
    e.code = "ERR_UNHANDLED_REJECTION";
    e.stack = e.name + ": " + e.message;
    return e;
  }
  var isErrorLike = (v) => v !== null && typeof v === "object" && typeof v.stack === "string" && typeof v.message === "string";
  function processRejections() {
    if (unhandled.length === 0 && handledLate.length === 0) return GO;
    let ran = false;
    const p = hooks.process();
    while (handledLate.length > 0) {
      const promise = handledLate.shift();
      if (p !== null && p.listenerCount("rejectionHandled") > 0) {
        ran = true;
        try {
          p.emit("rejectionHandled", promise);
        } catch (e) {
          if (!fatal(e, "uncaughtException", ctx.owner, "a rejectionHandled listener")) return STOP;
        }
      }
    }
    let n = unhandled.length;
    while (n-- > 0) {
      const promise = unhandled.shift();
      const info = maybeUnhandled.get(promise);
      if (info === void 0) continue;
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
  var io = [];
  function ioDone(fn) {
    io.push(bound(fn), ctx.owner);
  }
  var ioPending = () => io.length > 0;
  function runIO() {
    if (io.length === 0) return GO;
    const batch = io;
    io = [];
    for (let i = 0; i < batch.length; i += 2) {
      const r = call(batch[i], void 0, void 0, batch[i + 1], "a file system callback");
      if (r !== GO) {
        io = batch.slice(i + 2).concat(io);
        return r;
      }
    }
    return GO;
  }
  var turnBudget = 10;
  var budgetEnd = 0;
  var sinceCheck = 0;
  function startTurn() {
    budgetEnd = performance.now() + turnBudget;
    sinceCheck = 0;
  }
  function fastAfter() {
    if (tickCount > 0 || unhandled.length > 0 || state.stopped || sinceCheck >= 7 || jobsPending()) return false;
    sinceCheck++;
    return true;
  }
  function afterCallback(owner) {
    if ((tickCount > 0 || jobsPending() || unhandled.length > 0) && !drain(owner)) return STOP;
    if (state.stopped) return STOP;
    if (++sinceCheck >= 8) {
      sinceCheck = 0;
      if (performance.now() > budgetEnd) return YIELD;
    }
    return GO;
  }
  var apply = Reflect.apply;
  var noArgs = Object.freeze([]);
  function call(fn, self, args, owner, where) {
    ctx.owner = owner;
    try {
      apply(fn, self, args === void 0 ? noArgs : args);
    } catch (e) {
      if (!fatal(e, "uncaughtException", owner, where)) return STOP;
    }
    return afterCallback(owner);
  }

  // js/prelude/process.js
  var { ERR_INVALID_ARG_TYPE: ERR_INVALID_ARG_TYPE2, ERR_OUT_OF_RANGE: ERR_OUT_OF_RANGE2, ERR_UNKNOWN_SIGNAL: ERR_UNKNOWN_SIGNAL2, ERR_INVALID_ARG_VALUE: ERR_INVALID_ARG_VALUE2 } = codes;
  var nodeVersion = "22.12.0";
  var Emitter = class {
    #on = /* @__PURE__ */ new Map();
    #max = 10;
    on(type, fn) {
      validateFunction(fn, "listener");
      (this.#on.get(type) || this.#on.set(type, []).get(type)).push({ fn, once: false });
      return this;
    }
    addListener(type, fn) {
      return this.on(type, fn);
    }
    prependListener(type, fn) {
      validateFunction(fn, "listener");
      (this.#on.get(type) || this.#on.set(type, []).get(type)).unshift({ fn, once: false });
      return this;
    }
    once(type, fn) {
      validateFunction(fn, "listener");
      (this.#on.get(type) || this.#on.set(type, []).get(type)).push({ fn, once: true });
      return this;
    }
    prependOnceListener(type, fn) {
      validateFunction(fn, "listener");
      (this.#on.get(type) || this.#on.set(type, []).get(type)).unshift({ fn, once: true });
      return this;
    }
    rawListeners(type) {
      return this.listeners(type);
    }
    off(type, fn) {
      validateFunction(fn, "listener");
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
    listenerCount(type, fn) {
      const l = this.#on.get(type) || [];
      return fn === void 0 ? l.length : l.filter((e) => e.fn === fn).length;
    }
    setMaxListeners(n) {
      validateNumber(n, "setMaxListeners", 0);
      this.#max = n;
      return this;
    }
    getMaxListeners() {
      return this.#max;
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
      else throw ERR_INVALID_ARG_TYPE2("chunk", ["string", "Buffer", "TypedArray", "DataView"], chunk);
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
  function makeEnv() {
    const vars = /* @__PURE__ */ Object.create(null);
    const gone = /* @__PURE__ */ new Set();
    let all = false;
    const read = (k) => {
      if (typeof k !== "string" || k in vars || gone.has(k) || all) return;
      const v = op("process.env", { name: k });
      if (v !== null) vars[k] = v;
      else if (k === "NODE_ENV") vars[k] = "production";
    };
    const readAll = () => {
      if (all) return;
      const env = op("process.env.all");
      for (const [k, v] of Object.entries(env)) if (!(k in vars) && !gone.has(k)) vars[k] = v;
      if (!("NODE_ENV" in vars) && !gone.has("NODE_ENV")) vars.NODE_ENV = "production";
      all = true;
    };
    const target = {};
    const badDescriptor = (message) => {
      const e = new TypeError(message);
      e.code = "ERR_INVALID_OBJECT_DEFINE_PROPERTY";
      return e;
    };
    return new Proxy(target, {
      // A name that is no variable is the object's own: process.env.hasOwnProperty.
      get(_, k) {
        read(k);
        return typeof k === "string" && k in vars ? vars[k] : Reflect.get(target, k);
      },
      has(_, k) {
        read(k);
        return typeof k === "string" && k in vars;
      },
      // As Node's: a value is made a string (a symbol cannot be); a name
      // that is a symbol is refused.
      set(_, k, v) {
        if (typeof k !== "string") throw new TypeError("Cannot convert a Symbol value to a string");
        vars[k] = `${v}`;
        gone.delete(k);
        return true;
      },
      defineProperty(_, k, d) {
        if (typeof k !== "string") throw new TypeError("Cannot convert a Symbol value to a string");
        if ("get" in d || "set" in d) throw badDescriptor("'process.env' does not accept an accessor(getter/setter) descriptor");
        if (!d.configurable || !d.writable || !d.enumerable) {
          throw badDescriptor("'process.env' only accepts a configurable, writable, and enumerable data descriptor");
        }
        vars[k] = `${d.value}`;
        gone.delete(k);
        return true;
      },
      deleteProperty(_, k) {
        if (typeof k === "string") {
          delete vars[k];
          gone.add(k);
        }
        return true;
      },
      ownKeys() {
        readAll();
        return Object.keys(vars);
      },
      getOwnPropertyDescriptor(_, k) {
        read(k);
        if (typeof k !== "string" || !(k in vars)) return void 0;
        return { value: vars[k], writable: true, enumerable: true, configurable: true };
      }
    });
  }
  var infoCache = null;
  var hostInfo = () => infoCache ??= op("process.info");
  function makeProcess() {
    const info = hostInfo();
    const p = new Emitter();
    const env = makeEnv();
    let ids = null;
    const id = (k) => (ids ??= op("process.ids"))[k];
    Object.assign(p, {
      title: "node",
      version: "v" + nodeVersion,
      versions: { node: nodeVersion, quickjs: info.quickjs, earshot: info.earshot, uv: "1.49.2", modules: "127" },
      arch: info.arch,
      platform: info.platform,
      release: { name: "node", lts: "Jod" },
      argv0: "node",
      execArgv: [],
      env,
      config: Object.freeze({ target_defaults: Object.freeze({}), variables: Object.freeze({}) }),
      features: { inspector: false, debug: false, uv: true, ipv6: true, tls_alpn: false, tls_sni: false, tls_ocsp: false, tls: false, cached_builtins: true },
      allowedNodeEnvironmentFlags: /* @__PURE__ */ new Set(),
      stdin: new Stdin()
    });
    Object.defineProperty(p, "pid", { get() {
      return id("pid");
    }, enumerable: true, configurable: true });
    Object.defineProperty(p, "ppid", { get() {
      return id("ppid");
    }, enumerable: true, configurable: true });
    Object.defineProperty(p, "stdout", { get() {
      return streams()[0];
    }, enumerable: true, configurable: true });
    Object.defineProperty(p, "stderr", { get() {
      return streams()[1];
    }, enumerable: true, configurable: true });
    let exitCode;
    Object.defineProperty(p, "exitCode", {
      get() {
        return exitCode;
      },
      set(v) {
        if (v !== null && v !== void 0 && (typeof v !== "string" || v === "" || !Number.isInteger(+v))) validateInteger(v, "code");
        exitCode = v;
      },
      enumerable: true,
      configurable: false
    });
    let execPath;
    Object.defineProperty(p, "execPath", {
      get() {
        return execPath ??= op("process.execPath");
      },
      set(v) {
        execPath = v;
      },
      enumerable: true,
      configurable: true
    });
    p.argv = ["node", info.extension];
    p.cwd = () => op("process.cwd");
    p.chdir = (directory) => {
      validateString(directory, "directory");
      op("process.chdir", { dir: directory });
    };
    p.hrtime = function hrtime(prev) {
      if (prev !== void 0) {
        if (!Array.isArray(prev)) throw ERR_INVALID_ARG_TYPE2("time", "Array", prev);
        if (prev.length !== 2) throw ERR_OUT_OF_RANGE2("time", 2, prev.length);
      }
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
    p.nextTick = nextTick;
    p.uptime = () => (performance.now() - started) / 1e3;
    p.memoryUsage = () => op("process.memory");
    p.memoryUsage.rss = () => op("process.memory").rss;
    p.resourceUsage = () => ({ userCPUTime: 0, systemCPUTime: 0, maxRSS: op("process.memory").rss / 1024 });
    p.cpuUsage = (prevValue) => {
      if (prevValue) {
        validateObject(prevValue, "prevValue");
        for (const k of ["user", "system"]) {
          const v = prevValue[k];
          if (!(typeof v === "number" && v <= Number.MAX_SAFE_INTEGER && v >= 0)) {
            validateNumber(v, `prevValue.${k}`);
            throw nodeError(RangeError, "ERR_INVALID_ARG_VALUE", ERR_INVALID_ARG_VALUE2(`prevValue.${k}`, v).message);
          }
        }
      }
      return { user: 0, system: 0 };
    };
    p.umask = (mask) => {
      if (mask !== void 0) parseFileMode(mask, "mask");
      return 18;
    };
    p.getuid = () => info.uid;
    p.geteuid = () => info.uid;
    p.getgid = () => info.gid;
    p.getegid = () => info.gid;
    p.getgroups = () => [info.gid];
    p.kill = (pid, signal = "SIGTERM") => {
      if (pid != (pid | 0)) throw ERR_INVALID_ARG_TYPE2("pid", "number", pid);
      if (typeof signal !== "number" && !signals.includes(signal || "SIGTERM")) throw ERR_UNKNOWN_SIGNAL2(signal);
      op("process.kill", { pid, signal: String(signal || "SIGTERM") });
      return true;
    };
    p.exit = (code) => {
      if (code !== void 0) p.exitCode = code;
      const now = () => Number(p.exitCode === void 0 || p.exitCode === null ? 0 : p.exitCode) | 0;
      if (!exiting.now) {
        exiting.now = true;
        state.stopped = true;
        p._exiting = true;
        try {
          p.emit("exit", now());
        } finally {
          op("process.exit", { code: now() });
        }
      } else {
        op("process.exit", { code: now() });
      }
      throw new ExitError(now());
    };
    p.abort = () => p.exit(134);
    p.emitWarning = (warning, type, code, ctor) => emitWarning(p, warning, type, code, ctor);
    p.binding = (name) => {
      throw new Error(`No such module: ${name}`);
    };
    p.setUncaughtExceptionCaptureCallback = (fn) => {
      if (fn === null) {
        hooks.capture = null;
        return;
      }
      if (typeof fn !== "function") throw ERR_INVALID_ARG_TYPE2("fn", ["Function", "null"], fn);
      if (hooks.capture !== null) {
        throw nodeError(
          Error,
          "ERR_UNCAUGHT_EXCEPTION_CAPTURE_ALREADY_SET",
          "`process.setupUncaughtExceptionCapture()` was called while a capture callback was already active"
        );
      }
      hooks.capture = fn;
    };
    p.hasUncaughtExceptionCaptureCallback = () => hooks.capture !== null;
    p.getActiveResourcesInfo = () => [...activeResources(), ...activeOps()];
    p._getActiveHandles = () => [];
    p._getActiveRequests = () => [];
    p.setSourceMapsEnabled = (enabled) => {
      if (typeof enabled !== "boolean") throw ERR_INVALID_ARG_TYPE2("val", "boolean", enabled);
    };
    p[Symbol.toStringTag] = "process";
    return p;
  }
  function emitWarning(p, warning, type, code, ctor) {
    let detail;
    if (type !== null && typeof type === "object" && !Array.isArray(type)) {
      ctor = type.ctor;
      code = type.code;
      if (typeof type.detail === "string") detail = type.detail;
      type = type.type || "Warning";
    } else if (typeof type === "function") {
      ctor = type;
      type = "Warning";
      code = void 0;
    } else if (typeof code === "function") {
      ctor = code;
      code = void 0;
    }
    if (type === void 0) type = "Warning";
    if (typeof type !== "string") throw invalidArg("type", "string", type);
    if (code !== void 0 && typeof code !== "string") throw invalidArg("code", "string", code);
    if (typeof warning === "string") {
      const w = new Error(warning);
      w.name = String(type);
      if (code !== void 0) w.code = code;
      if (detail !== void 0) w.detail = detail;
      if (typeof Error.captureStackTrace === "function") Error.captureStackTrace(w, ctor || p.emitWarning);
      warning = w;
    } else if (!(warning instanceof Error)) {
      throw invalidArg("warning", ["string", "Error"], warning);
    }
    if (warning.name === "DeprecationWarning" && p.noDeprecation) return;
    nextTick(() => {
      p.emit("warning", warning);
      if (p.noProcessWarnings) return;
      emit("warn", `(node:${p.pid}) ${warning.code ? "[" + warning.code + "] " : ""}${warning.name}: ${warning.message}` + (typeof warning.detail === "string" ? "\n" + warning.detail : ""));
    });
  }
  var invalidArg = ERR_INVALID_ARG_TYPE2;
  function activeOps() {
    const out = [];
    for (const [id, p] of pending) {
      if (unrefd.has(id)) continue;
      const n = String(p.name);
      out.push(n.startsWith("fs.") ? "FSReqCallback" : n.startsWith("cp.") ? "ProcessWrap" : n.startsWith("dns") ? "GetAddrInfoReqWrap" : n.startsWith("net.") || n.startsWith("tls.") ? "TCPSocketWrap" : "Other");
    }
    return out;
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
  hooks.process = () => proc;
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
  var TIMEOUT_MAX = 2 ** 31 - 1;
  var loopNow = performance.now();
  function updateNow() {
    loopNow = performance.now();
  }
  var refTimers = 0;
  var timerCount = 0;
  var nextAsyncId = 1;
  var knownById = /* @__PURE__ */ new Map();
  var TimersList = class {
    constructor(expiry, msecs) {
      this.expiry = expiry;
      this.id = listSeq++;
      this.msecs = msecs;
      this.position = 0;
      this.items = [];
      this.head = 0;
      this.base = 0;
      this.live = 0;
    }
  };
  var listSeq = 0;
  var lists = /* @__PURE__ */ Object.create(null);
  function append(list2, t) {
    t._at = list2.base + list2.items.length;
    list2.items.push(t);
    list2.live++;
  }
  function leave(t) {
    const list2 = lists[t._idleTimeout | 0];
    t._at = -1;
    if (list2 !== void 0 && --list2.live === 0) dropList(list2);
  }
  function dropList(list2) {
    if (lists[list2.msecs] === list2) delete lists[list2.msecs];
    heapRemove(list2);
  }
  function compact(list2) {
    const h = list2.head;
    if (h > 1024 && h * 2 > list2.items.length) {
      list2.items = list2.items.slice(h);
      list2.base += h;
      list2.head = 0;
    }
  }
  var heap = [];
  var before = (a, b) => a.expiry < b.expiry || a.expiry === b.expiry && a.id < b.id;
  function place(list2, i) {
    heap[i] = list2;
    list2.position = i;
  }
  function up(i) {
    const list2 = heap[i];
    while (i > 0) {
      const parent = i - 1 >> 1;
      if (!before(list2, heap[parent])) break;
      place(heap[parent], i);
      i = parent;
    }
    place(list2, i);
  }
  function down(i) {
    const list2 = heap[i];
    const n = heap.length;
    for (; ; ) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && before(heap[c + 1], heap[c])) c++;
      if (!before(heap[c], list2)) break;
      place(heap[c], i);
      i = c;
    }
    place(list2, i);
  }
  function heapRemove(list2) {
    const i = list2.position;
    const last = heap.pop();
    if (last !== list2) {
      place(last, i);
      down(i);
      up(last.position);
    }
  }
  function insert(t, msecs, start2) {
    msecs = msecs | 0;
    t._idleStart = start2;
    let list2 = lists[msecs];
    if (list2 === void 0) list2 = newList(msecs, start2);
    append(list2, t);
  }
  function newList(msecs, start2) {
    const list2 = lists[msecs] = new TimersList(start2 + msecs, msecs);
    heap.push(list2);
    up(heap.length - 1);
    return list2;
  }
  function duration(after) {
    if (after >= 1 && after <= TIMEOUT_MAX) return after;
    if (after > TIMEOUT_MAX) {
      g.process.emitWarning(`${after} does not fit into a 32-bit signed integer.
Timeout duration was set to 1.`, "TimeoutOverflowWarning");
    }
    return 1;
  }
  var Timeout = class {
    // A timer is made in its list (see setTimeout), at index at, counting
    // from start. Only what differs from the prototype's defaults (below)
    // is set, and all at once: each property a timer gets costs, and there
    // may be 100,000 of them.
    constructor(callback, after, args, owner, start2, at) {
      this._idleTimeout = after;
      this._onTimeout = callback;
      this._owner = owner;
      this._idleStart = start2;
      this._at = at;
      if (args !== void 0) this._timerArgs = args;
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
    hasRef() {
      return this._refed;
    }
    close() {
      clearTimeout(this);
      return this;
    }
    [Symbol.toPrimitive]() {
      if (!this._hasPrimitive) {
        this._hasPrimitive = true;
        this._asyncId = nextAsyncId++;
        knownById.set(this._asyncId, this);
      }
      return this._asyncId;
    }
    [Symbol.dispose]() {
      clearTimeout(this);
    }
    get _destroyed() {
      return this._at === -2;
    }
  };
  Object.assign(Timeout.prototype, {
    _idleStart: null,
    _at: -1,
    _timerArgs: void 0,
    _repeat: null,
    _refed: true,
    _hasPrimitive: false,
    _asyncId: 0,
    _ctx: void 0
  });
  var newLike = native.newLike || (() => void 0);
  var timerModel = new Timeout(() => {
  }, 1, void 0, null, 0, -1);
  function activate(t, start2) {
    const was = t._at;
    if (was >= 0) leave(t);
    insert(t, t._idleTimeout, start2);
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
  function setTimeout2(callback, after) {
    if (typeof callback !== "function") validateFunction(callback, "callback");
    after *= 1;
    if (!(after >= 1 && after <= TIMEOUT_MAX)) after = duration(after);
    const msecs = after | 0, start2 = loopNow;
    let list2 = lists[msecs];
    if (list2 === void 0) list2 = newList(msecs, start2);
    const items = list2.items, n = items.length, args = callerArgs(2), owner = ctx.owner, at = list2.base + n;
    let t;
    if (args !== void 0 || (t = newLike(timerModel, after, callback, owner, start2, at)) === void 0) {
      t = new Timeout(callback, after, args, owner, start2, at);
    }
    items[n] = t;
    list2.live++;
    refTimers++;
    timerCount++;
    const c = getContext();
    if (c !== void 0) t._ctx = c;
    return t;
  }
  function setInterval(callback, repeat) {
    if (typeof callback !== "function") validateFunction(callback, "callback");
    repeat = duration(repeat * 1);
    const t = new Timeout(callback, repeat, callerArgs(2), ctx.owner, null, -1);
    t._repeat = repeat;
    const c = getContext();
    if (c !== void 0) t._ctx = c;
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
      if (t !== void 0) {
        t._onTimeout = null;
        unenroll(t);
      }
    }
  }
  function runTimers() {
    const now = loopNow;
    let list2;
    while ((list2 = heap[0]) !== void 0) {
      if (list2.expiry > now) return GO;
      const r = listOnTimeout(list2, now);
      if (r !== GO) return r;
    }
    return GO;
  }
  function listOnTimeout(list2, now) {
    const msecs = list2.msecs, items = list2.items, base = list2.base;
    let k = list2.head, r = GO;
    for (; ; ) {
      if (k >= items.length) break;
      const t = items[k];
      if (t._at !== base + k) {
        items[k++] = void 0;
        continue;
      }
      const start2 = t._idleStart;
      if (now - start2 < msecs) {
        list2.head = k;
        list2.expiry = Math.max(start2 + msecs, now + 1);
        list2.id = listSeq++;
        down(list2.position);
        compact(list2);
        return GO;
      }
      items[k++] = void 0;
      t._at = -1;
      if (--list2.live === 0) dropList(list2);
      if (!t._onTimeout) {
        t._at = -2;
        timerCount--;
        if (t._refed) refTimers--;
        if (list2.live === 0) break;
        continue;
      }
      const owner = t._owner, args = t._timerArgs, c = t._ctx;
      ctx.owner = owner;
      try {
        if (c !== void 0) runIn(c, t._onTimeout, t, args === void 0 ? [] : args);
        else if (args === void 0) t._onTimeout();
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
        r = fastAfter() ? GO : afterCallback(owner);
      }
      if (r !== GO) {
        list2.head = k;
        if (list2.live > 0) compact(list2);
        return r;
      }
      if (list2.live === 0) break;
    }
    list2.head = k;
    return GO;
  }
  var queued = { head: null, tail: null };
  var phase = null;
  var immediateCount = 0;
  var refImmediates = 0;
  var Immediate = class {
    constructor(callback, args, owner) {
      this._onImmediate = callback;
      this._owner = owner;
      if (args !== void 0) this._argv = args;
      const c = getContext();
      if (c !== void 0) this._ctx = c;
      refImmediates++;
      immediateCount++;
      if (queued.tail === null) queued.head = this;
      else {
        queued.tail._idleNext = this;
        this._idlePrev = queued.tail;
      }
      queued.tail = this;
    }
    ref() {
      if (!this._refed && !this._destroyed) {
        this._refed = true;
        refImmediates++;
      }
      return this;
    }
    unref() {
      if (this._refed && !this._destroyed) {
        this._refed = false;
        refImmediates--;
      }
      return this;
    }
    hasRef() {
      return !!this._refed;
    }
    [Symbol.dispose]() {
      clearImmediate(this);
    }
  };
  Object.assign(Immediate.prototype, { _idleNext: null, _idlePrev: null, _argv: void 0, _destroyed: false, _refed: true, _ctx: void 0 });
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
    if (queued.head === imm || imm._idlePrev !== null || queued.tail === imm) {
      if (imm._idlePrev !== null) imm._idlePrev._idleNext = imm._idleNext;
      if (imm._idleNext !== null) imm._idleNext._idlePrev = imm._idlePrev;
      if (queued.head === imm) queued.head = imm._idleNext;
      if (queued.tail === imm) queued.tail = imm._idlePrev;
      imm._idleNext = imm._idlePrev = null;
    }
  }
  function runImmediates() {
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
      const r = call(imm._ctx === void 0 ? fn : boundTo(imm._ctx, fn), imm, imm._argv, imm._owner, "setImmediate");
      if (r !== GO) return r;
    }
    return GO;
  }
  var refd = () => refTimers > 0 || refImmediates > 0;
  var immediatesReady = () => refImmediates > 0 || phase !== null;
  function nextDelay() {
    const list2 = heap[0];
    return list2 === void 0 ? -1 : Math.max(0, list2.expiry - performance.now());
  }
  var counts2 = () => ({ timers: timerCount, refTimers, immediates: immediateCount, refImmediates });
  function getTimerDuration(msecs, name) {
    if (typeof msecs !== "number") throw codes.ERR_INVALID_ARG_TYPE(name, "number", msecs);
    if (msecs < 0 || !Number.isFinite(msecs)) throw codes.ERR_OUT_OF_RANGE(name, "a non-negative finite number", msecs);
    if (msecs > TIMEOUT_MAX) {
      g.process.emitWarning(`${msecs} does not fit into a 32-bit signed integer.
Timer duration was truncated to ${TIMEOUT_MAX}.`, "TimeoutOverflowWarning");
      return TIMEOUT_MAX;
    }
    return msecs;
  }
  var legacy = {
    enroll(item, msecs) {
      if (item === null || typeof item !== "object" && typeof item !== "function") throw codes.ERR_INVALID_ARG_TYPE("item", "object", item);
      if (item._at >= 0) unenroll(item);
      item._idleTimeout = getTimerDuration(msecs, "msecs");
      item._at = -2;
      if (item._refed === void 0) item._refed = true;
    },
    unenroll(item) {
      unenroll(item);
    },
    active(item) {
      start(item, true);
    },
    unrefActive(item) {
      start(item, false);
    }
  };
  function start(item, refed) {
    if (!(item._idleTimeout >= 0)) return;
    if (item._at === void 0) item._at = -2;
    if (item._refed !== refed) {
      if (item._at !== -2) refTimers += refed ? 1 : -1;
      item._refed = refed;
    }
    activate(item, loopNow);
  }
  hooks.resources = () => {
    const out = [];
    for (let i = 0; i < refTimers; i++) out.push("Timeout");
    for (let i = 0; i < immediateCount; i++) out.push("Immediate");
    return out;
  };
  define(g, "setTimeout", setTimeout2);
  define(g, "setInterval", setInterval);
  define(g, "setImmediate", setImmediate);
  define(g, "clearTimeout", clearTimeout);
  define(g, "clearInterval", clearTimeout);
  define(g, "clearImmediate", clearImmediate);

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
      if (typeof listener !== "function" && typeof listener !== "object") throw codes.ERR_INVALID_ARG_TYPE("listener", "EventListener", listener);
      const once = typeof options === "object" && options !== null && !!options.once;
      const signal = typeof options === "object" && options !== null ? options.signal : void 0;
      if (signal && signal.aborted) return;
      const map = listenersOf.get(this);
      const list2 = map.get(type) || [];
      if (list2.some((l) => l.listener === listener)) return;
      const entry = { listener, once };
      list2.push(entry);
      map.set(type, list2);
      if (signal) signal.addEventListener("abort", () => this.removeEventListener(type, listener));
    }
    removeEventListener(type, listener) {
      const map = listenersOf.get(this);
      const list2 = map && map.get(type);
      if (!list2) return;
      const i = list2.findIndex((l) => l.listener === listener);
      if (i >= 0) list2.splice(i, 1);
    }
    dispatchEvent(event) {
      if (!(event instanceof Event)) throw codes.ERR_INVALID_ARG_TYPE("event", "Event", event);
      event.target = this;
      event.currentTarget = this;
      const handler = this["on" + event.type];
      const list2 = (listenersOf.get(this).get(event.type) || []).slice();
      const all = typeof handler === "function" ? [{ listener: handler, once: false }, ...list2] : list2;
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
  };
  function listenersFor(target, type) {
    const list2 = listenersOf.get(target) && listenersOf.get(target).get(type);
    return list2 ? list2.map((l) => l.listener) : [];
  }
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
      setTimeout(() => _AbortSignal._abort(s, new DOMException("The operation was aborted due to timeout", "TimeoutError")), ms);
      return s;
    }
    static any(signals2) {
      const s = _AbortSignal._new();
      for (const other of signals2) {
        if (other.aborted) {
          _AbortSignal._abort(s, other.reason);
          return s;
        }
      }
      for (const other of signals2) other.addEventListener("abort", () => _AbortSignal._abort(s, other.reason), { once: true });
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
  var TextEncoder = class {
    get encoding() {
      return "utf-8";
    }
    encode(input = "") {
      return new Uint8Array(op("buffer.fromString", "utf8", String(input)));
    }
    encodeInto(source, destination) {
      const bytes = this.encode(source);
      let written = bytes.length;
      if (written > destination.length) {
        written = destination.length;
        while (written > 0 && (bytes[written] & 192) === 128) written--;
      }
      destination.set(bytes.subarray(0, written));
      return { read: countRead(String(source), bytes.subarray(0, written)), written };
    }
  };
  function countRead(s, bytes) {
    let units = 0, i = 0;
    while (i < bytes.length) {
      const b = bytes[i];
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
  var usv = (v) => String(v).toWellFormed();
  var { ERR_INVALID_THIS, ERR_MISSING_ARGS } = codes;
  var invalidTuple = () => nodeError(TypeError, "ERR_INVALID_TUPLE", "Each query pair must be an iterable [name, value] tuple");
  var URLSearchParams = class _URLSearchParams {
    #list = [];
    constructor(init = void 0) {
      if (init === void 0 || init === null) return;
      if (typeof init === "object" || typeof init === "function") {
        const method = init[Symbol.iterator];
        if (method !== void 0 && method !== null) {
          if (typeof method !== "function") throw nodeError(TypeError, "ERR_ARG_NOT_ITERABLE", "Query pairs must be iterable");
          for (const pair of init) {
            if (pair === null || pair === void 0 || typeof pair[Symbol.iterator] !== "function") throw invalidTuple();
            const p = Array.from(pair);
            if (p.length !== 2) throw invalidTuple();
            this.#list.push([usv(p[0]), usv(p[1])]);
          }
        } else {
          for (const k of Reflect.ownKeys(init)) {
            if (typeof k !== "string" || !Object.prototype.propertyIsEnumerable.call(init, k)) continue;
            this.#list.push([usv(k), usv(init[k])]);
          }
        }
      } else {
        this.#parse(usv(init));
      }
    }
    // check is Node's brand check: a URLSearchParams method called on
    // another object throws ERR_INVALID_THIS.
    static #check(o) {
      if (o === null || typeof o !== "object" || !(#list in o)) throw ERR_INVALID_THIS("URLSearchParams");
    }
    static _list(params) {
      return params.#list;
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
      _URLSearchParams.#check(this);
      return this.#list.length;
    }
    append(name, value) {
      _URLSearchParams.#check(this);
      if (arguments.length < 2) throw ERR_MISSING_ARGS("name", "value");
      this.#list.push([usv(name), usv(value)]);
      this.#update();
    }
    delete(name, value) {
      _URLSearchParams.#check(this);
      if (arguments.length < 1) throw ERR_MISSING_ARGS("name");
      name = usv(name);
      this.#list = this.#list.filter(([k, v]) => k !== name || value !== void 0 && v !== usv(value));
      this.#update();
    }
    get(name) {
      _URLSearchParams.#check(this);
      if (arguments.length < 1) throw ERR_MISSING_ARGS("name");
      name = usv(name);
      const e = this.#list.find(([k]) => k === name);
      return e ? e[1] : null;
    }
    getAll(name) {
      _URLSearchParams.#check(this);
      if (arguments.length < 1) throw ERR_MISSING_ARGS("name");
      name = usv(name);
      return this.#list.filter(([k]) => k === name).map(([, v]) => v);
    }
    has(name, value) {
      _URLSearchParams.#check(this);
      if (arguments.length < 1) throw ERR_MISSING_ARGS("name");
      name = usv(name);
      return this.#list.some(([k, v]) => k === name && (value === void 0 || v === usv(value)));
    }
    set(name, value) {
      _URLSearchParams.#check(this);
      if (arguments.length < 2) throw ERR_MISSING_ARGS("name", "value");
      name = usv(name);
      const i = this.#list.findIndex(([k]) => k === name);
      if (i < 0) this.#list.push([name, usv(value)]);
      else {
        this.#list[i][1] = usv(value);
        this.#list = this.#list.filter(([k], j) => k !== name || j === i);
      }
      this.#update();
    }
    sort() {
      _URLSearchParams.#check(this);
      this.#list = this.#list.map((e, i) => [e, i]).sort((a, b) => a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1]).map(([e]) => e);
      this.#update();
    }
    forEach(callback, thisArg = void 0) {
      _URLSearchParams.#check(this);
      validateFunction(callback, "callback");
      for (let i = 0; i < this.#list.length; i++) {
        const [k, v] = this.#list[i];
        callback.call(thisArg, v, k, this);
      }
    }
    keys() {
      _URLSearchParams.#check(this);
      return new ParamsIterator(this, "key");
    }
    values() {
      _URLSearchParams.#check(this);
      return new ParamsIterator(this, "value");
    }
    entries() {
      _URLSearchParams.#check(this);
      return new ParamsIterator(this, "key+value");
    }
    toString() {
      _URLSearchParams.#check(this);
      return this.#list.map(([k, v]) => formEncode(k) + "=" + formEncode(v)).join("&");
    }
  };
  Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, {
    value: URLSearchParams.prototype.entries,
    writable: true,
    configurable: true,
    enumerable: false
  });
  Object.defineProperty(URLSearchParams.prototype, Symbol.toStringTag, { value: "URLSearchParams", configurable: true });
  var iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  var ParamsIterator = class {
    #params;
    #kind;
    #index = 0;
    constructor(params, kind) {
      this.#params = params;
      this.#kind = kind;
    }
    static next(it) {
      if (it === null || typeof it !== "object" || !(#params in it)) throw ERR_INVALID_THIS("URLSearchParamsIterator");
      const list2 = URLSearchParams._list(it.#params);
      if (it.#index >= list2.length) return { value: void 0, done: true };
      const [k, v] = list2[it.#index++];
      return { value: it.#kind === "key" ? k : it.#kind === "value" ? v : [k, v], done: false };
    }
  };
  Object.setPrototypeOf(ParamsIterator.prototype, iteratorPrototype);
  Object.defineProperty(ParamsIterator.prototype, "next", {
    value: function next() {
      return ParamsIterator.next(this);
    },
    writable: true,
    configurable: true,
    enumerable: true
  });
  Object.defineProperty(ParamsIterator.prototype, Symbol.toStringTag, { value: "URLSearchParams Iterator", configurable: true });
  var parsed = /* @__PURE__ */ new Map();
  function parse(input, base) {
    if (base === void 0) {
      const p = parsed.get(input);
      if (p !== void 0) return p;
    }
    const req = { parse: input };
    if (base !== void 0) req.base = base;
    try {
      const p = Object.freeze(op("url", req));
      if (base === void 0) {
        if (parsed.size >= 64) parsed.clear();
        parsed.set(input, p);
      }
      return p;
    } catch (e) {
      if (!(e instanceof TypeError)) throw e;
      const err = madeForCaller(() => new TypeError("Invalid URL"));
      err.code = "ERR_INVALID_URL";
      err.input = input;
      if (base !== void 0) err.base = base;
      throw err;
    }
  }
  var URL = class _URL {
    #p;
    #params;
    constructor(url, base) {
      if (arguments.length === 0) throw ERR_MISSING_ARGS("url");
      this.#p = parse(String(url), base === void 0 ? void 0 : String(base));
      this.#params = new URLSearchParams(this.#p.search);
      paramsOwner.set(this.#params, this);
    }
    static canParse(url, base = void 0) {
      if (arguments.length === 0) throw ERR_MISSING_ARGS("url");
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
      if (what === "search" || what === "href") URLSearchParams._reset(this.#params, this.#p.search);
    }
    static _setSearchFromParams(url, search) {
      url.#p = op("url", { href: url.#p.href, set: "search", value: search });
    }
    get href() {
      return this.#p.href;
    }
    set href(v) {
      this.#p = parse(String(v));
      URLSearchParams._reset(this.#params, this.#p.search);
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
      if (typeof src === "string") (0, eval)(src);
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
  var loadedModule = (name) => loaded.get(name);
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
  var fetchGlobals = ["fetch", "Headers", "Request", "Response", "Blob", "File", "FormData"];
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
      let out2;
      const tag = Object.prototype.toString.call(v);
      switch (tag) {
        case "[object Date]":
          out2 = new Date(v.getTime());
          break;
        case "[object RegExp]":
          out2 = new RegExp(v.source, v.flags);
          break;
        case "[object Boolean]":
          out2 = Object(v.valueOf());
          break;
        case "[object Number]":
          out2 = Object(v.valueOf());
          break;
        case "[object String]":
          out2 = Object(v.valueOf());
          break;
        case "[object BigInt]":
          out2 = Object(v.valueOf());
          break;
        case "[object ArrayBuffer]":
          if (v.detached) {
            if (!transfer.includes(v)) throw new DOMException("An ArrayBuffer is detached and could not be cloned.", "DataCloneError");
            out2 = new ArrayBuffer(0);
          } else out2 = v.slice(0);
          break;
        case "[object Map]":
          out2 = /* @__PURE__ */ new Map();
          seen.set(v, out2);
          for (const [k, x] of v) out2.set(clone(k), clone(x));
          return out2;
        case "[object Set]":
          out2 = /* @__PURE__ */ new Set();
          seen.set(v, out2);
          for (const x of v) out2.add(clone(x));
          return out2;
        case "[object Error]": {
          const Ctor = { EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError }[v.name] || Error;
          const own = (value2) => ({ value: value2, writable: true, enumerable: false, configurable: true });
          const stack = v.stack;
          const message = Object.getOwnPropertyDescriptor(v, "message");
          const cause = Object.getOwnPropertyDescriptor(v, "cause");
          out2 = Reflect.construct(Ctor, []);
          seen.set(v, out2);
          Object.defineProperty(out2, "stack", own(typeof stack === "string" ? stack : void 0));
          if (message && "value" in message) Object.defineProperty(out2, "message", own(String(message.value)));
          if (cause && "value" in cause) Object.defineProperty(out2, "cause", own(clone(cause.value)));
          return out2;
        }
        case "[object Array]":
          out2 = new Array(v.length);
          seen.set(v, out2);
          for (const k of Object.keys(v)) out2[k] = clone(v[k]);
          return out2;
        case "[object Object]":
          if (v instanceof URL || v instanceof URLSearchParams || v instanceof EventTarget || loadedModule("fetch") && v instanceof loadedModule("fetch").Headers) fail(`${tag.slice(8, -1)} ${v.constructor.name}`);
          out2 = {};
          seen.set(v, out2);
          for (const k of Object.keys(v)) out2[k] = clone(v[k]);
          return out2;
        default:
          if (ArrayBuffer.isView(v)) {
            const buf = clone(v.buffer);
            out2 = v instanceof DataView ? new DataView(buf, v.byteOffset, v.byteLength) : new v.constructor(buf, v.byteOffset, v.length);
            break;
          }
          fail(tag.slice(8, -1));
      }
      seen.set(v, out2);
      return out2;
    };
    const transfer = options && options.transfer !== void 0 ? [...options.transfer] : [];
    for (const [i, t] of transfer.entries()) {
      if (!(t instanceof ArrayBuffer)) throw new TypeError("Found invalid object in transferList");
      if (transfer.indexOf(t) !== i) throw new DOMException("Transfer list contains duplicate ArrayBuffer", "DataCloneError");
    }
    const out = clone(value);
    for (const t of transfer) if (!t.detached) t.transfer();
    return out;
  }

  // js/prelude/web/crypto.js
  var integerArrays = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array, BigUint64Array];
  var crypto = {
    // crypto.subtle is a lazy module (platform/crypto/js/lazy/subtle.js): loaded
    // the first time it is read, then a plain property.
    get subtle() {
      const { subtle } = lazyModule("subtle");
      try {
        Object.defineProperty(crypto, "subtle", { value: subtle, writable: false, enumerable: true, configurable: true });
      } catch {
      }
      return subtle;
    },
    getRandomValues(array) {
      if (!integerArrays.some((C) => array instanceof C)) {
        throw new DOMException("The data argument must be an integer-type TypedArray", "TypeMismatchError");
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
  function begin() {
    resetLogBudget();
    const task = { done: false, result: "", controller: null, abortReason: void 0, context: null };
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
  function callContext(task) {
    const context = {
      get signal() {
        if (task.controller === null) {
          task.controller = new AbortController();
          if (task.abortReason !== void 0) task.controller.abort(task.abortReason);
        }
        return task.controller.signal;
      },
      // progress({ message?, progress?, total? }) tells the caller how the
      // call is going: the embedder, an MCP client that asked for progress,
      // the terminal. Reports after the call has ended are dropped.
      progress(report) {
        if (report === null || typeof report !== "object") throw new TypeError("progress(): expected { message?, progress?, total? }");
        const { message, progress, total } = report;
        if (message !== void 0 && typeof message !== "string") throw new TypeError("progress(): message must be a string");
        for (const [k, v] of [["progress", progress], ["total", total]]) {
          if (v !== void 0 && typeof v !== "number") throw new TypeError(`progress(): ${k} must be a number`);
          if (v !== void 0 && !(Number.isFinite(v) && v >= 0)) throw new RangeError(`progress(): ${k} must be a finite number, 0 or more`);
        }
        if (task.done) return;
        op("call.progress", { message, progress, total });
      }
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
  hooks.uncaught = (err, origin, owner, where) => {
    if (current !== null && owner === current && !current.done) {
      settle(current, { uncaught: where, origin, ...describeThrow(err) });
      const p = hooks.process();
      exiting.now = true;
      if (p !== null && !p._exiting) {
        p._exiting = true;
        p.exitCode = 1;
        try {
          p.emit("exit", 1);
        } catch {
        }
      }
      return false;
    }
    reportError(origin === "unhandledRejection" ? "promise" : where, err);
    return true;
  };
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
      then = r !== null && (typeof r === "object" || typeof r === "function") ? r.then : void 0;
    } catch (e) {
      settle(task, describeThrow(e));
      drain(task);
      return;
    }
    if (typeof then !== "function") {
      settle(task, safeDescribe(describe, r));
      drain(task);
      return;
    }
    Promise.resolve(r).then(
      (v) => settle(task, safeDescribe(describe, v)),
      (e) => settle(task, describeThrow(e))
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
  var cutPhase = null;
  function timers() {
    updateNow();
    cutPhase = runTimers() === YIELD ? "timers" : null;
  }
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
  function status() {
    const task = current;
    if (task === null) return '{"t":"internal","message":"no task"}';
    if (task.done) {
      current = null;
      resetLogBudget();
      return task.result;
    }
    const mode = cutPhase !== null ? "2" : immediatesReady() || ioPending() ? "1" : "0";
    return (alive() ? "1" : "0") + mode + nextDelay();
  }
  var alive = () => refd() || pending.size > unrefd.size || ioPending();
  var loopAlive = () => alive() || immediatesReady() || hasTicks();
  function describePending() {
    const c = counts2();
    const ops = {};
    for (const p of pending.values()) ops[p.name] = (ops[p.name] || 0) + 1;
    return { timers: c.timers, immediates: c.immediates, ops };
  }
  function shownName(e) {
    const name = String(e.name || "Error");
    if (typeof e.code !== "string" || typeof e.stack !== "string") return name;
    const coded = `${name} [${e.code}]`;
    return e.stack.startsWith(coded + (e.message ? ": " + e.message : "") + "\n") ? coded : name;
  }
  function framesOf(e, name) {
    const s = e.stack;
    const head = name + (e.message ? ": " + e.message : "");
    return s.startsWith(head + "\n") ? s.slice(head.length + 1) : s;
  }
  function describeThrow(e) {
    try {
      if (e instanceof Error || e !== null && typeof e === "object" && typeof e.message === "string" && typeof e.stack === "string") {
        const causes = [];
        for (let c = e.cause, depth = 0; c instanceof Error && depth < 4; c = c.cause, depth++) {
          causes.push((String(c.name || "Error") + ": " + String(c.message)).slice(0, 2e3));
        }
        const name = shownName(e);
        return {
          t: "throw",
          kind: "error",
          name,
          message: String(e.message),
          stack: typeof e.stack === "string" ? framesOf(e, name).slice(0, 8192) : "",
          causes
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
  function literalKeys(v) {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return void 0;
    return Object.keys(v).slice(0, 100);
  }
  function describeModule(ns) {
    const d = { t: "module", exports: Object.keys(ns) };
    if (!("default" in ns)) return d;
    const def = ns.default;
    d.default = { type: typeOf(def) };
    if (d.default.type !== "object") return d;
    d.default.keys = literalKeys(def);
    const list2 = def.tools;
    d.default.tools = { type: typeOf(list2) };
    if (!Array.isArray(list2)) return d;
    const items = [];
    const snapshot = [];
    for (let i = 0; i < list2.length && i < 1e3; i++) {
      const tool2 = list2[i];
      const item = { type: typeOf(tool2) };
      items.push(item);
      snapshot.push(null);
      if (item.type !== "object") continue;
      item.keys = literalKeys(tool2);
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
    d.default.tools.length = list2.length;
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
        return typeof t.permission === "function" ? t.permission.call(t.self, JSON.parse(input), task.context) : void 0;
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
      if (p !== void 0) drain(ctx.owner);
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
      const c = counts2();
      return current === null && pending.size === 0 && c.timers === 0 && c.immediates === 0 && !hasTicks() && !jobsPending() && !ioPending() && cutPhase === null;
    },
    // abort fires the current task's signal: its call timed out or was
    // cancelled. Listeners run now, and what they queued; the task then has
    // a grace to settle (engine/vm.go's cancelled).
    abort(kind) {
      const task = current;
      if (task === null || task.done) return status();
      task.abortReason = kind === "timeout" ? new DOMException("The call timed out.", "TimeoutError") : new DOMException("The call was cancelled.", "AbortError");
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
    TextEncoder,
    TextDecoder: TextDecoder2,
    atob,
    btoa,
    URL,
    URLSearchParams,
    structuredClone,
    crypto
  })) {
    define(g, name, value);
  }
  define(g, "self", g);
  lazyGlobals("streams", streamGlobals);
  lazyGlobals("fetch", fetchGlobals);
  lazyGlobals("subtle", ["CryptoKey"]);
  lazyGlobals("websocket", ["WebSocket", "MessageEvent", "CloseEvent"]);
  lazyGlobals("webassembly", ["WebAssembly"]);
  Object.defineProperty(g, /* @__PURE__ */ Symbol.for("earshot.internal"), {
    value: Object.freeze({
      op,
      opAsync,
      cancel,
      pending,
      unrefd,
      expect,
      emit,
      processObject,
      hostInfo,
      unavailable,
      lazyModule,
      track,
      release,
      loopAlive,
      legacyTimers: legacy,
      Emitter,
      ioDone,
      wasm: wasmHost,
      requireInternal,
      evaluate,
      inspect: (v) => inspect(v, 1, []),
      errors: Object.freeze({ ...nodeerrors_exports }),
      validators: Object.freeze({ ...validators_exports }),
      asyncContext: Object.freeze({ ...asynccontext_exports }),
      web: Object.freeze({ URL, URLSearchParams, TextEncoder, TextDecoder: TextDecoder2, AbortController, atob, btoa, listenersFor })
    }),
    writable: false,
    configurable: false,
    enumerable: false
  });
  Object.defineProperty(g, "__earshot", { value: tasks_default, writable: false, configurable: false, enumerable: false });
})();
