// process, as in Node: a global, made on first use. Its environment,
// folder and clocks are the host's (platform/process); what an
// extension writes to process.stdout and process.stderr goes to its log,
// line by line, like console output.
import { g, define, op, pending, unrefd } from "./host.js";
import { emit as hostLog } from "./console.js";
import { nextTick, hooks, exiting, state, activeResources } from "./loop.js";
import { codes, nodeError } from "./nodeerrors.js";
import { validateFunction, validateNumber, validateString, validateObject, validateInteger, parseFileMode, signals } from "./validators.js";

const { ERR_INVALID_ARG_TYPE, ERR_OUT_OF_RANGE, ERR_UNKNOWN_SIGNAL, ERR_INVALID_ARG_VALUE } = codes;

const nodeVersion = "22.12.0";

// A small EventEmitter for process and its streams (the events module is
// bundled only into extensions that import it, and then makes it one of
// its EventEmitters: process instanceof EventEmitter).
export class Emitter {
  #on = new Map();
  #max = 10;
  on(type, fn) { validateFunction(fn, "listener"); (this.#on.get(type) || this.#on.set(type, []).get(type)).push({ fn, once: false }); return this; }
  addListener(type, fn) { return this.on(type, fn); }
  prependListener(type, fn) { validateFunction(fn, "listener"); (this.#on.get(type) || this.#on.set(type, []).get(type)).unshift({ fn, once: false }); return this; }
  once(type, fn) { validateFunction(fn, "listener"); (this.#on.get(type) || this.#on.set(type, []).get(type)).push({ fn, once: true }); return this; }
  prependOnceListener(type, fn) { validateFunction(fn, "listener"); (this.#on.get(type) || this.#on.set(type, []).get(type)).unshift({ fn, once: true }); return this; }
  rawListeners(type) { return this.listeners(type); }
  off(type, fn) {
    validateFunction(fn, "listener");
    const l = this.#on.get(type);
    if (l) { const i = l.findIndex((e) => e.fn === fn); if (i >= 0) l.splice(i, 1); }
    return this;
  }
  removeListener(type, fn) { return this.off(type, fn); }
  removeAllListeners(type) { if (type === undefined) this.#on.clear(); else this.#on.delete(type); return this; }
  emit(type, ...args) {
    const l = this.#on.get(type);
    if (!l || l.length === 0) return false;
    for (const e of l.slice()) {
      if (e.once) this.off(type, e.fn);
      e.fn.apply(this, args);
    }
    return true;
  }
  listeners(type) { return (this.#on.get(type) || []).map((e) => e.fn); }
  listenerCount(type, fn) {
    const l = this.#on.get(type) || [];
    return fn === undefined ? l.length : l.filter((e) => e.fn === fn).length;
  }
  setMaxListeners(n) { validateNumber(n, "setMaxListeners", 0); this.#max = n; return this; }
  getMaxListeners() { return this.#max; }
  eventNames() { return [...this.#on.keys()]; }
}

// An output stream that logs what is written to it, a line at a time.
class LogStream extends Emitter {
  #level; #partial = "";
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
    if (typeof encoding === "function") { cb = encoding; encoding = undefined; }
    let s;
    if (typeof chunk === "string") s = chunk;
    else if (chunk instanceof Uint8Array || chunk instanceof ArrayBuffer) s = new TextDecoder().decode(chunk);
    else throw ERR_INVALID_ARG_TYPE("chunk", ["string", "Buffer", "TypedArray", "DataView"], chunk);
    const lines = (this.#partial + s).split("\n");
    this.#partial = lines.pop();
    for (const l of lines) hostLog(this.#level, l);
    if (typeof cb === "function") queueMicrotask(cb);
    return true;
  }
  flush() {
    if (this.#partial !== "") { hostLog(this.#level, this.#partial); this.#partial = ""; }
  }
  end(chunk, encoding, cb) { if (chunk !== undefined && typeof chunk !== "function") this.write(chunk, encoding); this.flush(); if (typeof chunk === "function") queueMicrotask(chunk); else if (typeof cb === "function") queueMicrotask(cb); return this; }
  cork() {}
  uncork() {}
  getColorDepth() { return 1; }
  hasColors() { return false; }
  getWindowSize() { return [this.columns, this.rows]; }
  get writableLength() { return 0; }
  get writableHighWaterMark() { return 16384; }
}

class Stdin extends Emitter {
  constructor() { super(); this.fd = 0; this.isTTY = false; this.readable = false; }
  read() { return null; }
  setEncoding() { return this; }
  resume() { queueMicrotask(() => this.emit("end")); return this; }
  pause() { return this; }
  setRawMode() { return this; }
  unref() { return this; }
  ref() { return this; }
}

// ExitError unwinds the stack of process.exit(); the host ends the call.
class ExitError extends Error {
  constructor(code) { super(`process.exit(${code}) was called`); this.name = "ExitError"; this.code = code; }
}

const started = performance.now();
let outputs = null; // [stdout, stderr], made on first use

// makeEnv is process.env: the extension's own copy of the environment,
// asked of the host a variable at a time as it is read (so that a module
// that reads none keeps none: the host then knows what an evaluation
// read, and a snapshot holds no variable but the few that are no one's
// secret), the whole of it when it is listed. As in Node, what is stored
// in it is a string; NODE_ENV is "production" when the environment does
// not set it.
function makeEnv() {
  const vars = Object.create(null); // what has been read or set
  const gone = new Set(); // deleted by the extension
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
    has(_, k) { read(k); return typeof k === "string" && k in vars; },
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
    deleteProperty(_, k) { if (typeof k === "string") { delete vars[k]; gone.add(k); } return true; },
    ownKeys() { readAll(); return Object.keys(vars); },
    getOwnPropertyDescriptor(_, k) {
      read(k);
      if (typeof k !== "string" || !(k in vars)) return undefined;
      return { value: vars[k], writable: true, enumerable: true, configurable: true };
    },
  });
}

// hostInfo is what no start finds different of the host (the platform,
// the architecture, the user's ids), asked once.
let infoCache = null;
export const hostInfo = () => (infoCache ??= op("process.info"));

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
    allowedNodeEnvironmentFlags: new Set(),
    stdin: new Stdin(),
  });
  // Each start has its own: asked of the host when read.
  Object.defineProperty(p, "pid", { get() { return id("pid"); }, enumerable: true, configurable: true });
  Object.defineProperty(p, "ppid", { get() { return id("ppid"); }, enumerable: true, configurable: true });
  Object.defineProperty(p, "stdout", { get() { return streams()[0]; }, enumerable: true, configurable: true });
  Object.defineProperty(p, "stderr", { get() { return streams()[1]; }, enumerable: true, configurable: true });
  // exitCode is an integer (or a string of one), as Node checks it.
  let exitCode;
  Object.defineProperty(p, "exitCode", {
    get() { return exitCode; },
    set(v) {
      if (v !== null && v !== undefined && (typeof v !== "string" || v === "" || !Number.isInteger(+v))) validateInteger(v, "code");
      exitCode = v;
    },
    enumerable: true, configurable: false,
  });
  // execPath is the node program on the extension's PATH (asked of the
  // host when first read: what it finds is the machine's, so a module that
  // reads it as it loads is not snapshotted), "node" when there is none.
  // argv[0] is "node", which names the same program when spawned, so that
  // the many modules that read argv as they load still are.
  let execPath;
  Object.defineProperty(p, "execPath", {
    get() { return (execPath ??= op("process.execPath")); },
    set(v) { execPath = v; },
    enumerable: true, configurable: true,
  });
  p.argv = ["node", info.extension];
  p.cwd = () => op("process.cwd");
  p.chdir = (directory) => { validateString(directory, "directory"); op("process.chdir", { dir: directory }); };
  p.hrtime = function hrtime(prev) {
    if (prev !== undefined) {
      if (!Array.isArray(prev)) throw ERR_INVALID_ARG_TYPE("time", "Array", prev);
      if (prev.length !== 2) throw ERR_OUT_OF_RANGE("time", 2, prev.length);
    }
    const ns = BigInt(op("process.hrtime"));
    let s = Number(ns / 1000000000n), n = Number(ns % 1000000000n);
    if (Array.isArray(prev)) {
      s -= prev[0]; n -= prev[1];
      if (n < 0) { s--; n += 1e9; }
    }
    return [s, n];
  };
  p.hrtime.bigint = () => BigInt(op("process.hrtime"));
  p.nextTick = nextTick;
  p.uptime = () => (performance.now() - started) / 1000;
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
          throw nodeError(RangeError, "ERR_INVALID_ARG_VALUE", ERR_INVALID_ARG_VALUE(`prevValue.${k}`, v).message);
        }
      }
    }
    return { user: 0, system: 0 };
  };
  p.umask = (mask) => {
    if (mask !== undefined) parseFileMode(mask, "mask");
    return 0o022;
  };
  p.getuid = () => info.uid;
  p.geteuid = () => info.uid;
  p.getgid = () => info.gid;
  p.getegid = () => info.gid;
  p.getgroups = () => [info.gid];
  p.kill = (pid, signal = "SIGTERM") => {
    if (pid != (pid | 0)) throw ERR_INVALID_ARG_TYPE("pid", "number", pid); // eslint-disable-line eqeqeq
    if (typeof signal !== "number" && !signals.includes(signal || "SIGTERM")) throw ERR_UNKNOWN_SIGNAL(signal);
    op("process.kill", { pid, signal: String(signal || "SIGTERM") });
    return true;
  };
  // process.exit(code) ends the call (see tasks.js): its "exit"
  // listeners run first, as in Node, with the code — or process.exitCode's
  // when it is not given; then nothing more of the call runs.
  p.exit = (code) => {
    if (code !== undefined) p.exitCode = code;
    const now = () => Number(p.exitCode === undefined || p.exitCode === null ? 0 : p.exitCode) | 0;
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
      // From an "exit" listener: the code changes, nothing else runs.
      op("process.exit", { code: now() });
    }
    throw new ExitError(now());
  };
  p.abort = () => p.exit(134);
  p.emitWarning = (warning, type, code, ctor) => emitWarning(p, warning, type, code, ctor);
  p.binding = (name) => { throw new Error(`No such module: ${name}`); };
  // As in Node: with a capture callback, an exception nobody caught goes
  // to it instead of the "uncaughtException" listeners (see loop.js).
  p.setUncaughtExceptionCaptureCallback = (fn) => {
    if (fn === null) {
      hooks.capture = null;
      return;
    }
    if (typeof fn !== "function") throw ERR_INVALID_ARG_TYPE("fn", ["Function", "null"], fn);
    if (hooks.capture !== null) {
      throw nodeError(Error, "ERR_UNCAUGHT_EXCEPTION_CAPTURE_ALREADY_SET",
        "`process.setupUncaughtExceptionCapture()` was called while a capture callback was already active");
    }
    hooks.capture = fn;
  };
  p.hasUncaughtExceptionCaptureCallback = () => hooks.capture !== null;
  // getActiveResourcesInfo names what keeps the loop going, as Node's: each
  // timer that is ref'd ("Timeout"), each immediate ("Immediate") and each
  // host operation in flight that is ref'd ("FSReqCallback" for a file's,
  // else the socket's or process's wrap).
  p.getActiveResourcesInfo = () => [...activeResources(), ...activeOps()];
  p._getActiveHandles = () => [];
  p._getActiveRequests = () => [];
  p.setSourceMapsEnabled = (enabled) => {
    if (typeof enabled !== "boolean") throw ERR_INVALID_ARG_TYPE("val", "boolean", enabled);
  };
  p[Symbol.toStringTag] = "process";
  return p;
}


// emitWarning makes a warning an Error (its name the type), emits it as
// process's "warning" event on the next tick, and writes it to the log as
// Node writes it to stderr.
function emitWarning(p, warning, type, code, ctor) {
  let detail;
  if (type !== null && typeof type === "object" && !Array.isArray(type)) {
    ctor = type.ctor;
    code = type.code;
    if (typeof type.detail === "string") detail = type.detail;
    type = type.type || "Warning";
  } else if (typeof type === "function") {
    ctor = type; type = "Warning"; code = undefined;
  } else if (typeof code === "function") {
    ctor = code; code = undefined;
  }
  if (type === undefined) type = "Warning";
  if (typeof type !== "string") throw invalidArg("type", "string", type);
  if (code !== undefined && typeof code !== "string") throw invalidArg("code", "string", code);
  if (typeof warning === "string") {
    const w = new Error(warning);
    w.name = String(type);
    if (code !== undefined) w.code = code;
    if (detail !== undefined) w.detail = detail;
    if (typeof Error.captureStackTrace === "function") Error.captureStackTrace(w, ctor || p.emitWarning);
    warning = w;
  } else if (!(warning instanceof Error)) {
    throw invalidArg("warning", ["string", "Error"], warning);
  }
  if (warning.name === "DeprecationWarning" && p.noDeprecation) return;
  nextTick(() => {
    p.emit("warning", warning);
    if (p.noProcessWarnings) return;
    hostLog("warn", `(node:${p.pid}) ${warning.code ? "[" + warning.code + "] " : ""}${warning.name}: ${warning.message}` + (typeof warning.detail === "string" ? "\n" + warning.detail : ""));
  });
}

const invalidArg = ERR_INVALID_ARG_TYPE;

// activeOps names the host operations in flight that keep a task alive,
// by the kind of Node's resource each is.
function activeOps() {
  const out = [];
  for (const [id, p] of pending) {
    if (unrefd.has(id)) continue;
    const n = String(p.name);
    out.push(n.startsWith("fs.") ? "FSReqCallback" : n.startsWith("cp.") ? "ProcessWrap" : n.startsWith("dns") ? "GetAddrInfoReqWrap" :
      n.startsWith("net.") || n.startsWith("tls.") ? "TCPSocketWrap" : "Other");
  }
  return out;
}


function streams() {
  if (outputs === null) outputs = [new LogStream(1, "log"), new LogStream(2, "error")];
  return outputs;
}

// flushOutput writes out the last, unfinished line of stdout and stderr (at
// the end of a task).
export function flushOutput() {
  if (outputs !== null) { outputs[0].flush(); outputs[1].flush(); }
}

let proc = null;
export function processObject() {
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
  set(v) { define(g, "process", v); },
  configurable: true,
  enumerable: false,
});
define(g, "global", g);
