var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// exec/js/child_process.js
var child_process_exports = {};
__export(child_process_exports, {
  default: () => child_process_default
});
module.exports = __toCommonJS(child_process_exports);
var import_node_buffer = require("node:buffer");
var import_node_events = __toESM(require("node:events"));
var import_node_stream = require("node:stream");
var import_host = require("node:internal/host");
var import_validators = require("node:internal/validators");
var defaultShell = "/bin/sh";
var { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE } = import_validators.codes;
function noNul(s, name) {
  if (typeof s === "string" && s.includes("\0")) throw ERR_INVALID_ARG_VALUE(name, s, "must be a string without null bytes");
}
var stdioNames = ["pipe", "overlapped", "ignore", "inherit"];
function checkMaxBuffer(options) {
  if (options && options.maxBuffer != null && !(typeof options.maxBuffer === "number" && options.maxBuffer >= 0)) {
    throw ERR_OUT_OF_RANGE("options.maxBuffer", "a positive number", options.maxBuffer);
  }
}
function normalize(file, args, options) {
  (0, import_validators.validateString)(file, "file");
  noNul(file, "file");
  if (file.length === 0) throw ERR_INVALID_ARG_VALUE("file", file, "cannot be empty");
  if (Array.isArray(args)) args = args.slice();
  else if (args === void 0 || args === null) args = [];
  else if (typeof args !== "object") throw ERR_INVALID_ARG_TYPE("args", "object", args);
  else {
    options = args;
    args = [];
  }
  args.forEach((s, i) => noNul(s, `args[${i}]`));
  if (options === void 0 || options === null) options = {};
  else (0, import_validators.validateObject)(options, "options");
  if (options.cwd !== void 0 && options.cwd !== null) {
    if (!(typeof options.cwd === "string" || options.cwd instanceof URL || options.cwd instanceof Uint8Array)) {
      throw ERR_INVALID_ARG_TYPE("options.cwd", ["string", "Buffer", "URL"], options.cwd);
    }
  }
  if (options.detached != null) (0, import_validators.validateBoolean)(options.detached, "options.detached");
  for (const k of ["uid", "gid"]) {
    const v = options[k];
    if (v != null && !(Number.isInteger(v) && v >= -2147483648 && v <= 2147483647)) throw ERR_INVALID_ARG_TYPE(`options.${k}`, "int32", v);
  }
  if (options.shell != null && typeof options.shell !== "boolean" && typeof options.shell !== "string") {
    throw ERR_INVALID_ARG_TYPE("options.shell", ["boolean", "string"], options.shell);
  }
  if (options.argv0 != null) {
    (0, import_validators.validateString)(options.argv0, "options.argv0");
    noNul(options.argv0, "options.argv0");
  }
  for (const k of ["windowsHide", "windowsVerbatimArguments"]) if (options[k] != null) (0, import_validators.validateBoolean)(options[k], "options." + k);
  if (options.shell) noNul(options.shell, "options.shell");
  if (options.timeout != null && !(Number.isInteger(options.timeout) && options.timeout >= 0)) {
    throw ERR_OUT_OF_RANGE("timeout", "an unsigned integer", options.timeout);
  }
  (0, import_validators.validateAbortSignal)(options.signal, "options.signal");
  if (typeof options.killSignal === "string") (0, import_validators.validateSignalName)(options.killSignal, "options.killSignal");
  else if (options.killSignal != null && typeof options.killSignal !== "number") {
    throw ERR_INVALID_ARG_TYPE("options.killSignal", ["string", "number"], options.killSignal);
  }
  if (typeof options.stdio === "string" && !stdioNames.includes(options.stdio)) throw ERR_INVALID_ARG_VALUE("stdio", options.stdio);
  if (options.stdio != null && typeof options.stdio !== "string" && !Array.isArray(options.stdio)) throw ERR_INVALID_ARG_VALUE("stdio", options.stdio);
  let stdio = options.stdio === void 0 ? "pipe" : options.stdio;
  if (typeof stdio === "string") stdio = [stdio, stdio, stdio];
  stdio = [0, 1, 2].map((i) => {
    const s = stdio[i];
    if (s === void 0 || s === null || s === "pipe" || s === "overlapped") return "pipe";
    if (s === "ignore") return "ignore";
    if (s === "inherit" || s === i || s === process[["stdin", "stdout", "stderr"][i]]) return "inherit";
    return "pipe";
  });
  const shell = options.shell === true ? defaultShell : typeof options.shell === "string" ? options.shell : "";
  const env = options.env === void 0 ? process.env : options.env;
  const envMap = {};
  for (const [k, v] of Object.entries(env || {})) if (v !== void 0) envMap[k] = String(v);
  return {
    file,
    args: args.map(String),
    cwd: options.cwd == null ? "" : options.cwd instanceof URL ? decodeURIComponent(options.cwd.pathname) : options.cwd instanceof Uint8Array ? import_node_buffer.Buffer.from(options.cwd).toString() : options.cwd,
    env: envMap,
    shell,
    stdio,
    timeout: Number(options.timeout) || 0,
    maxBuffer: options.maxBuffer === void 0 ? 1024 * 1024 : Number(options.maxBuffer),
    killSignal: options.killSignal === void 0 ? "SIGTERM" : String(options.killSignal)
  };
}
function spawnError(err, a) {
  if (typeof err.syscall === "string" && typeof err.code === "string") err.message = `${err.syscall} ${err.code}`;
  if (err.code === "ENOENT" && a.file === "node" && process.execPath === "node") {
    err.message += ' (no Node.js program is on PATH, so process.execPath is "node": extensions run in QuickJS, not Node.js)';
  }
  err.spawnargs = a.args;
  if (err.path === void 0) err.path = a.file;
  return err;
}
var ChildProcess = class extends import_node_events.default {
  #id = 0;
  #exited = false;
  #closing = 0;
  #wait = 0;
  constructor() {
    super();
    this.pid = void 0;
    this.exitCode = null;
    this.signalCode = null;
    this.killed = false;
    this.connected = false;
    this.stdin = null;
    this.stdout = null;
    this.stderr = null;
    this.stdio = [null, null, null];
    this.spawnfile = "";
    this.spawnargs = [];
  }
  _spawn(a) {
    this.spawnfile = a.shell || a.file;
    this.spawnargs = a.shell ? [a.shell, "-c", [a.file, ...a.args].join(" ")] : [a.file, ...a.args];
    let started;
    try {
      started = (0, import_host.op)("cp.spawn", a);
    } catch (e) {
      const err = spawnError(e, a);
      this.exitCode = typeof err.errno === "number" ? err.errno : -1;
      if (a.stdio[0] !== "ignore") this.stdin = new import_node_stream.Writable({ write: (chunk, enc, cb) => cb() });
      for (const fd of [1, 2]) {
        if (a.stdio[fd] === "pipe") this[fd === 1 ? "stdout" : "stderr"] = new import_node_stream.Readable({ read() {
          this.push(null);
        } });
      }
      this.stdio = [this.stdin, this.stdout, this.stderr];
      process.nextTick(() => {
        this.emit("error", err);
        if (this.stdin) this.stdin.destroy();
        this.emit("close", this.exitCode, null);
      });
      return this;
    }
    this.#id = started.id;
    this.pid = started.pid;
    const id = this.#id;
    const piece = started.piece;
    if (a.stdio[0] === "pipe" || a.stdio[0] === "inherit") {
      this.stdin = new import_node_stream.Writable({
        // A piece at a time, each when the last was written: the host
        // holds one piece; the rest waits here, as in a pipe's buffer.
        write: (chunk, enc, cb) => {
          const b = bytes(chunk);
          const next = (at) => {
            if (at >= b.byteLength) {
              cb();
              return;
            }
            const end = Math.min(at + piece, b.byteLength);
            (0, import_host.startOp)("cp.write", { id }, b.slice(at, end), (e) => e ? cb(e) : next(end));
          };
          next(0);
        },
        final: (cb) => {
          (0, import_host.op)("cp.end", { id });
          cb();
        },
        destroy: (err, cb) => {
          try {
            (0, import_host.op)("cp.end", { id });
          } catch {
          }
          cb(err);
        }
      });
      this.stdin.on("error", () => {
      });
    }
    for (const fd of [1, 2]) {
      if (a.stdio[fd] === "ignore") continue;
      this.#closing++;
      if (a.stdio[fd] === "inherit") {
        const out = process[fd === 1 ? "stdout" : "stderr"];
        const pump = () => (0, import_host.startOp)("cp.read", { id, fd }, void 0, (e, r) => {
          if (e) this.#closed();
          else if (r instanceof ArrayBuffer) {
            out.write(import_node_buffer.Buffer.from(r));
            pump();
          } else if (r.eof) this.#closed();
          else pump();
        });
        pump();
        continue;
      }
      const stream = new import_node_stream.Readable({
        read() {
          const next = () => (0, import_host.startOp)("cp.read", { id, fd }, void 0, (e, r) => {
            if (e) stream.destroy(e);
            else if (r instanceof ArrayBuffer) stream.push(import_node_buffer.Buffer.from(r));
            else if (r.eof) stream.push(null);
            else next();
          });
          next();
        }
      });
      stream.on("close", () => this.#closed());
      this[fd === 1 ? "stdout" : "stderr"] = stream;
    }
    this.stdio = [this.stdin, this.stdout, this.stderr];
    queueMicrotask(() => this.emit("spawn"));
    this.#wait = (0, import_host.startOp)("cp.wait", { id }, void 0, (e, r) => {
      if (e) {
        this.emit("error", e);
        return;
      }
      this.#exited = true;
      this.exitCode = r.code === null ? null : r.code;
      this.signalCode = r.signal;
      this.emit("exit", this.exitCode, this.signalCode);
      for (const s of [this.stdout, this.stderr]) {
        if (s && !s.readableFlowing && s.listenerCount("data") === 0 && s.listenerCount("readable") === 0) s.resume();
      }
      if (this.stdin && !this.stdin.destroyed) this.stdin.destroy();
      this.#closed();
    });
    this.#closing++;
    return this;
  }
  #closed() {
    if (--this.#closing === 0) {
      try {
        (0, import_host.op)("cp.release", { id: this.#id });
      } catch {
      }
      this.emit("close", this.exitCode, this.signalCode);
    }
  }
  kill(signal = "SIGTERM") {
    if (!this.#id || this.#exited) return false;
    const ok = (0, import_host.op)("cp.kill", { id: this.#id, signal: String(signal) });
    if (ok) this.killed = true;
    return ok;
  }
  // unref: waiting for the child does not keep the call alive (its pipes
  // still do, as in Node, unless its stdio is "ignore").
  ref() {
    import_host.unrefd.delete(this.#wait);
    return this;
  }
  unref() {
    if (import_host.pending.has(this.#wait)) import_host.unrefd.add(this.#wait);
    return this;
  }
  disconnect() {
  }
  send() {
    throw new Error("child.send: IPC channels are not provided");
  }
  [Symbol.dispose]() {
    this.kill();
  }
};
function bytes(chunk) {
  const b = typeof chunk === "string" ? import_node_buffer.Buffer.from(chunk) : chunk;
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
}
function spawn(file, args, options) {
  const a = normalize(file, args, options);
  const child = new ChildProcess()._spawn(a);
  if (a.timeout > 0) {
    const t = setTimeout(() => child.kill(a.killSignal), a.timeout);
    child.once("exit", () => clearTimeout(t));
  }
  if (options && options.signal) {
    const signal = options.signal;
    const onAbort = () => {
      child.kill(a.killSignal);
      child.emit("error", new import_host.AbortError(void 0, { cause: signal.reason }));
    };
    if (signal.aborted) queueMicrotask(onAbort);
    else {
      signal.addEventListener("abort", onAbort, { once: true });
      child.once("exit", () => signal.removeEventListener("abort", onAbort));
    }
  }
  return child;
}
function execError(cmd, code, signal, killed, stderr) {
  const e = new Error(`Command failed: ${cmd}
${typeof stderr === "string" ? stderr : ""}`);
  Object.assign(e, { code, killed, signal, cmd });
  return e;
}
function groupKill(child, signal) {
  if (!child.pid) return false;
  try {
    (0, import_host.op)("process.kill", { pid: -child.pid, signal: String(signal) });
    child.killed = true;
    return true;
  } catch {
    return child.kill(signal);
  }
}
function execFileArgs(args, options, callback) {
  if (Array.isArray(args)) args = args.slice();
  else if (args !== null && typeof args === "object") {
    callback = options;
    options = args;
    args = null;
  } else if (typeof args === "function") {
    callback = args;
    options = null;
    args = null;
  }
  args ??= [];
  if (typeof options === "function") callback = options;
  else if (options != null) (0, import_validators.validateObject)(options, "options");
  options ??= {};
  if (callback != null) (0, import_validators.validateFunction)(callback, "callback");
  return { args, options, callback };
}
function execFile(file, args, options, callback) {
  ({ args, options, callback } = execFileArgs(args, options, callback));
  options = { ...options };
  checkMaxBuffer(options);
  const a = normalize(file, args, options);
  const encoding = options.encoding === void 0 ? "utf8" : options.encoding;
  const child = spawn(file, args, { ...options, timeout: void 0 });
  const out = [], err = [];
  let outLen = 0, errLen = 0, over = null, killed = false, timer = null;
  const kill = () => {
    killed = true;
    groupKill(child, a.killSignal);
    if (child.stdout) child.stdout.destroy();
    if (child.stderr) child.stderr.destroy();
  };
  const collect = (list, which) => (chunk) => {
    const n = which === "out" ? outLen += chunk.length : errLen += chunk.length;
    if (n > a.maxBuffer && !over) {
      over = new RangeError(`${which === "out" ? "stdout" : "stderr"} maxBuffer length exceeded`);
      over.code = "ERR_CHILD_PROCESS_STDIO_MAXBUFFER";
      kill();
      return;
    }
    if (!over) list.push(chunk);
  };
  if (child.stdout) child.stdout.on("data", collect(out, "out"));
  if (child.stderr) child.stderr.on("data", collect(err, "err"));
  if (a.timeout > 0) timer = setTimeout(() => {
    timer = null;
    kill();
  }, a.timeout);
  const cmd = [file, ...args].join(" ");
  let done = false;
  const finish = (e, code, signal) => {
    if (done) return;
    done = true;
    if (timer !== null) clearTimeout(timer);
    const toText = (list) => {
      const b = import_node_buffer.Buffer.concat(list);
      return encoding && encoding !== "buffer" ? b.toString(encoding) : b;
    };
    const stdout = toText(out), stderr = toText(err);
    if (!callback) return;
    if (e) {
      e.cmd = cmd;
      callback(e, stdout, stderr);
    } else if (over) {
      over.cmd = cmd;
      callback(over, stdout, stderr);
    } else if (code === 0 && signal === null) callback(null, stdout, stderr);
    else callback(execError(cmd, code, signal, child.killed || killed, String(stderr)), stdout, stderr);
  };
  child.on("error", (e) => finish(e));
  child.on("close", (code, signal) => finish(null, code, signal));
  return child;
}
function exec(command, options, callback) {
  (0, import_validators.validateString)(command, "command");
  noNul(command, "command");
  if (typeof options === "function") {
    callback = options;
    options = {};
  }
  options = { ...options || {}, shell: options && typeof options.shell === "string" ? options.shell : true };
  return execFile(command, [], options, callback);
}
var custom = /* @__PURE__ */ Symbol.for("nodejs.util.promisify.custom");
var promisified = (fn) => (...args) => {
  let child;
  const p = new Promise((resolve, reject) => {
    child = fn(...args, (err, stdout, stderr) => {
      if (err) {
        err.stdout = stdout;
        err.stderr = stderr;
        reject(err);
      } else resolve({ stdout, stderr });
    });
  });
  p.child = child;
  return p;
};
exec[custom] = promisified(exec);
execFile[custom] = promisified(execFile);
function spawnSync(file, args, options) {
  const a = normalize(file, args, options);
  if (!Array.isArray(args)) {
    options = args;
    args = [];
  }
  options = options || {};
  checkMaxBuffer(options);
  let input = options.input;
  if (typeof input === "string") input = import_node_buffer.Buffer.from(input, options.encoding && options.encoding !== "buffer" ? options.encoding : "utf8");
  let r;
  try {
    r = (0, import_host.op)("cp.spawnSync", a, input === void 0 ? void 0 : bytes(input));
  } catch (e) {
    if (typeof e.code !== "string" || e.code.startsWith("ERR_")) throw e;
    return { error: spawnError(e, a), status: null, signal: null, output: null, pid: 0, stdout: null, stderr: null };
  }
  const encoding = options.encoding && options.encoding !== "buffer" ? options.encoding : null;
  const dec = (b64) => {
    const b = import_node_buffer.Buffer.from(b64, "base64");
    return encoding ? b.toString(encoding) : b;
  };
  const res = {
    pid: r.pid,
    status: r.status,
    signal: r.signal,
    output: [null, dec(r.stdout), dec(r.stderr)],
    stdout: dec(r.stdout),
    stderr: dec(r.stderr)
  };
  if (r.error) {
    const e = new Error(r.error.message);
    Object.assign(e, r.error);
    res.error = e;
  }
  return res;
}
function checkSync(cmd, r) {
  const fields = { status: r.status, signal: r.signal, output: r.output, pid: r.pid, stdout: r.stdout, stderr: r.stderr };
  if (r.error) throw Object.assign(r.error, fields, { error: r.error });
  if (r.status !== 0) {
    const stderr = r.stderr && r.stderr.length > 0 ? "\n" + r.stderr.toString() : "";
    throw Object.assign(new Error(`Command failed: ${cmd}${stderr}`), fields);
  }
  return r.stdout;
}
function inheritStderr(r, o) {
  const inherit = o.stdio === "inherit" || Array.isArray(o.stdio) && o.stdio[2] === "inherit";
  if (inherit && !r.error && r.stderr && r.stderr.length) process.stderr.write(r.stderr);
  return r;
}
function execFileSync(file, args, options) {
  ({ args, options } = execFileArgs(args, options));
  const o = { ...options };
  if (o.stdio === void 0) o.stdio = ["pipe", "pipe", "inherit"];
  return checkSync([file, ...args].join(" "), inheritStderr(spawnSync(file, args, o), o));
}
function execSync(command, options) {
  (0, import_validators.validateString)(command, "command");
  noNul(command, "command");
  const o = { ...options || {}, shell: options && typeof options.shell === "string" ? options.shell : true };
  if (o.stdio === void 0) o.stdio = ["pipe", "pipe", "inherit"];
  return checkSync(command, inheritStderr(spawnSync(command, [], o), o));
}
function fork(modulePath) {
  if (!(typeof modulePath === "string" || modulePath instanceof URL || modulePath instanceof Uint8Array)) {
    throw ERR_INVALID_ARG_TYPE("modulePath", ["string", "Buffer", "URL"], modulePath);
  }
  throw new Error("child_process.fork needs Node.js; run a program with spawn or execFile instead");
}
var child_process_default = (0, import_host.register)("child_process", {
  ChildProcess,
  spawn,
  exec,
  execFile,
  spawnSync,
  execSync,
  execFileSync,
  fork,
  _forkChild: fork
});
module.exports = ((r, v) => r.has("child_process") ? r.get("child_process") : (r.set("child_process", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
