// node:child_process — over the host (platform/exec). Children start in
// the project folder (process.cwd()), with process.env, and are stopped
// with their process group when the call that started them fails, when the
// extension is stopped, and when the host closes. The exec capability
// decides what may run.
import { Buffer } from "node:buffer";
import EventEmitter from "node:events";
import { Readable, Writable } from "node:stream";
import { op, startOp, register, AbortError, pending, unrefd } from "node:internal/host";
import {
  codes, validateString, validateObject, validateBoolean, validateFunction, validateAbortSignal, validateSignalName,
} from "node:internal/validators";

const defaultShell = "/bin/sh";

const { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE } = codes;

// noNul refuses a string with a NUL byte, as Node does.
function noNul(s, name) {
  if (typeof s === "string" && s.includes("\u0000")) throw ERR_INVALID_ARG_VALUE(name, s, "must be a string without null bytes");
}

const stdioNames = ["pipe", "overlapped", "ignore", "inherit"];

// checkMaxBuffer checks execFile's and spawnSync's maxBuffer, as Node does
// (spawn takes any: execa gives one per stream).
function checkMaxBuffer(options) {
  if (options && options.maxBuffer != null && !(typeof options.maxBuffer === "number" && options.maxBuffer >= 0)) {
    throw ERR_OUT_OF_RANGE("options.maxBuffer", "a positive number", options.maxBuffer);
  }
}

// normalize checks spawn's arguments as Node does, and makes the host's
// request of them.
function normalize(file, args, options) {
  validateString(file, "file");
  noNul(file, "file");
  if (file.length === 0) throw ERR_INVALID_ARG_VALUE("file", file, "cannot be empty");
  if (Array.isArray(args)) args = args.slice();
  else if (args === undefined || args === null) args = [];
  else if (typeof args !== "object") throw ERR_INVALID_ARG_TYPE("args", "object", args);
  else { options = args; args = []; }
  args.forEach((s, i) => noNul(s, `args[${i}]`));
  if (options === undefined || options === null) options = {};
  else validateObject(options, "options");
  if (options.cwd !== undefined && options.cwd !== null) {
    if (!(typeof options.cwd === "string" || options.cwd instanceof URL || options.cwd instanceof Uint8Array)) {
      throw ERR_INVALID_ARG_TYPE("options.cwd", ["string", "Buffer", "URL"], options.cwd);
    }
  }
  if (options.detached != null) validateBoolean(options.detached, "options.detached");
  for (const k of ["uid", "gid"]) {
    const v = options[k];
    if (v != null && !(Number.isInteger(v) && v >= -2147483648 && v <= 2147483647)) throw ERR_INVALID_ARG_TYPE(`options.${k}`, "int32", v);
  }
  if (options.shell != null && typeof options.shell !== "boolean" && typeof options.shell !== "string") {
    throw ERR_INVALID_ARG_TYPE("options.shell", ["boolean", "string"], options.shell);
  }
  if (options.argv0 != null) { validateString(options.argv0, "options.argv0"); noNul(options.argv0, "options.argv0"); }
  for (const k of ["windowsHide", "windowsVerbatimArguments"]) if (options[k] != null) validateBoolean(options[k], "options." + k);
  if (options.shell) noNul(options.shell, "options.shell");
  if (options.timeout != null && !(Number.isInteger(options.timeout) && options.timeout >= 0)) {
    throw ERR_OUT_OF_RANGE("timeout", "an unsigned integer", options.timeout);
  }
  validateAbortSignal(options.signal, "options.signal");
  if (typeof options.killSignal === "string") validateSignalName(options.killSignal, "options.killSignal");
  else if (options.killSignal != null && typeof options.killSignal !== "number") {
    throw ERR_INVALID_ARG_TYPE("options.killSignal", ["string", "number"], options.killSignal);
  }
  if (typeof options.stdio === "string" && !stdioNames.includes(options.stdio)) throw ERR_INVALID_ARG_VALUE("stdio", options.stdio);
  if (options.stdio != null && typeof options.stdio !== "string" && !Array.isArray(options.stdio)) throw ERR_INVALID_ARG_VALUE("stdio", options.stdio);
  let stdio = options.stdio === undefined ? "pipe" : options.stdio;
  if (typeof stdio === "string") stdio = [stdio, stdio, stdio];
  stdio = [0, 1, 2].map((i) => {
    const s = stdio[i];
    if (s === undefined || s === null || s === "pipe" || s === "overlapped") return "pipe";
    if (s === "ignore") return "ignore";
    if (s === "inherit" || s === i || s === process[["stdin", "stdout", "stderr"][i]]) return "inherit";
    return "pipe";
  });
  const shell = options.shell === true ? defaultShell : typeof options.shell === "string" ? options.shell : "";
  const env = options.env === undefined ? process.env : options.env;
  const envMap = {};
  for (const [k, v] of Object.entries(env || {})) if (v !== undefined) envMap[k] = String(v);
  return {
    file, args: args.map(String), cwd: options.cwd == null ? "" : options.cwd instanceof URL ? decodeURIComponent(options.cwd.pathname) :
      options.cwd instanceof Uint8Array ? Buffer.from(options.cwd).toString() : options.cwd,
    env: envMap, shell, stdio, timeout: Number(options.timeout) || 0, maxBuffer: options.maxBuffer === undefined ? 1024 * 1024 : Number(options.maxBuffer),
    killSignal: options.killSignal === undefined ? "SIGTERM" : String(options.killSignal),
  };
}

// spawnError is Node's error of a program that could not start: its
// message is the syscall and the code ("spawn x ENOENT").
function spawnError(err, a) {
  if (typeof err.syscall === "string" && typeof err.code === "string") err.message = `${err.syscall} ${err.code}`;
  // process.execPath is "node" when no Node.js program is on PATH: say so.
  if (err.code === "ENOENT" && a.file === "node" && process.execPath === "node") {
    err.message += " (no Node.js program is on PATH, so process.execPath is \"node\": extensions run in QuickJS, not Node.js)";
  }
  err.spawnargs = a.args;
  if (err.path === undefined) err.path = a.file;
  return err;
}

class ChildProcess extends EventEmitter {
  #id = 0; #exited = false; #closing = 0; #wait = 0;
  constructor() {
    super();
    this.pid = undefined;
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
      started = op("cp.spawn", a);
    } catch (e) {
      // As Node: the error event on the next tick, then close with the
      // error's number; the streams are there, and empty: stdin
      // destroyed, stdout and stderr ended.
      const err = spawnError(e, a);
      this.exitCode = typeof err.errno === "number" ? err.errno : -1;
      if (a.stdio[0] !== "ignore") this.stdin = new Writable({ write: (chunk, enc, cb) => cb() });
      for (const fd of [1, 2]) {
        if (a.stdio[fd] === "pipe") this[fd === 1 ? "stdout" : "stderr"] = new Readable({ read() { this.push(null); } });
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
    const piece = started.piece; // the most the host takes of a write at once
    if (a.stdio[0] === "pipe" || a.stdio[0] === "inherit") {
      this.stdin = new Writable({
        // A piece at a time, each when the last was written: the host
        // holds one piece; the rest waits here, as in a pipe's buffer.
        write: (chunk, enc, cb) => {
          const b = bytes(chunk);
          const next = (at) => {
            if (at >= b.byteLength) { cb(); return; }
            const end = Math.min(at + piece, b.byteLength);
            startOp("cp.write", { id }, b.slice(at, end), (e) => (e ? cb(e) : next(end)));
          };
          next(0);
        },
        final: (cb) => { op("cp.end", { id }); cb(); },
        destroy: (err, cb) => { try { op("cp.end", { id }); } catch {} cb(err); },
      });
      this.stdin.on("error", () => {}); // a child that exits before reading
    }
    for (const fd of [1, 2]) {
      if (a.stdio[fd] === "ignore") continue;
      this.#closing++;
      if (a.stdio[fd] === "inherit") {
        // Into the extension's log, like its own process.stdout.
        const out = process[fd === 1 ? "stdout" : "stderr"];
        const pump = () => startOp("cp.read", { id, fd }, undefined, (e, r) => {
          if (e) this.#closed();
          else if (r instanceof ArrayBuffer) { out.write(Buffer.from(r)); pump(); }
          else if (r.eof) this.#closed();
          else pump();
        });
        pump();
        continue;
      }
      const stream = new Readable({
        read() {
          const next = () => startOp("cp.read", { id, fd }, undefined, (e, r) => {
            if (e) stream.destroy(e);
            else if (r instanceof ArrayBuffer) stream.push(Buffer.from(r));
            else if (r.eof) stream.push(null);
            else next();
          });
          next();
        },
      });
      stream.on("close", () => this.#closed()); // after its end, or when destroyed
      this[fd === 1 ? "stdout" : "stderr"] = stream;
    }
    this.stdio = [this.stdin, this.stdout, this.stderr];
    queueMicrotask(() => this.emit("spawn"));
    this.#wait = startOp("cp.wait", { id }, undefined, (e, r) => {
      if (e) { this.emit("error", e); return; }
      this.#exited = true;
      this.exitCode = r.code === null ? null : r.code;
      this.signalCode = r.signal;
      this.emit("exit", this.exitCode, this.signalCode);
      // As Node does: output nobody reads is read and dropped, so that
      // "close" comes; stdin is destroyed (its "close" tells execa and
      // others that the child is done with it).
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
      try { op("cp.release", { id: this.#id }); } catch {}
      this.emit("close", this.exitCode, this.signalCode);
    }
  }
  kill(signal = "SIGTERM") {
    if (!this.#id || this.#exited) return false;
    const ok = op("cp.kill", { id: this.#id, signal: String(signal) });
    if (ok) this.killed = true;
    return ok;
  }
  // unref: waiting for the child does not keep the call alive (its pipes
  // still do, as in Node, unless its stdio is "ignore").
  ref() {
    unrefd.delete(this.#wait);
    return this;
  }
  unref() {
    if (pending.has(this.#wait)) unrefd.add(this.#wait);
    return this;
  }
  disconnect() {}
  send() { throw new Error("child.send: IPC channels are not provided"); }
  [Symbol.dispose]() { this.kill(); }
}

function bytes(chunk) {
  const b = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
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
      child.emit("error", new AbortError(undefined, { cause: signal.reason }));
    };
    if (signal.aborted) queueMicrotask(onAbort);
    else { signal.addEventListener("abort", onAbort, { once: true }); child.once("exit", () => signal.removeEventListener("abort", onAbort)); }
  }
  return child;
}

// execError is the error of exec and execFile when the command fails:
// Node's message and fields (code, killed, signal, cmd).
function execError(cmd, code, signal, killed, stderr) {
  const e = new Error(`Command failed: ${cmd}\n${typeof stderr === "string" ? stderr : ""}`);
  Object.assign(e, { code, killed, signal, cmd });
  return e;
}

// groupKill signals the child and what it started (its process group):
// a shell's command is stopped with the shell.
function groupKill(child, signal) {
  if (!child.pid) return false;
  try {
    op("process.kill", { pid: -child.pid, signal: String(signal) });
    child.killed = true;
    return true;
  } catch {
    return child.kill(signal);
  }
}

// execFileArgs sorts execFile's optional arguments as Node does.
function execFileArgs(args, options, callback) {
  if (Array.isArray(args)) args = args.slice();
  else if (args !== null && typeof args === "object") { callback = options; options = args; args = null; }
  else if (typeof args === "function") { callback = args; options = null; args = null; }
  args ??= [];
  if (typeof options === "function") callback = options;
  else if (options != null) validateObject(options, "options");
  options ??= {};
  if (callback != null) validateFunction(callback, "callback");
  return { args, options, callback };
}

function execFile(file, args, options, callback) {
  ({ args, options, callback } = execFileArgs(args, options, callback));
  options = { ...options };
  checkMaxBuffer(options);
  const a = normalize(file, args, options);
  const encoding = options.encoding === undefined ? "utf8" : options.encoding;
  // The timeout is execFile's, not spawn's: it stops the whole command.
  const child = spawn(file, args, { ...options, timeout: undefined });
  const out = [], err = [];
  let outLen = 0, errLen = 0, over = null, killed = false, timer = null;
  // kill stops the command and its group and stops reading: what the
  // command started and left holding its output does not delay the end.
  const kill = () => {
    killed = true;
    groupKill(child, a.killSignal);
    if (child.stdout) child.stdout.destroy();
    if (child.stderr) child.stderr.destroy();
  };
  const collect = (list, which) => (chunk) => {
    const n = which === "out" ? (outLen += chunk.length) : (errLen += chunk.length);
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
  if (a.timeout > 0) timer = setTimeout(() => { timer = null; kill(); }, a.timeout);
  const cmd = [file, ...args].join(" ");
  let done = false;
  const finish = (e, code, signal) => {
    if (done) return;
    done = true;
    if (timer !== null) clearTimeout(timer);
    const toText = (list) => { const b = Buffer.concat(list); return encoding && encoding !== "buffer" ? b.toString(encoding) : b; };
    const stdout = toText(out), stderr = toText(err);
    if (!callback) return;
    if (e) { e.cmd = cmd; callback(e, stdout, stderr); }
    else if (over) { over.cmd = cmd; callback(over, stdout, stderr); }
    else if (code === 0 && signal === null) callback(null, stdout, stderr);
    else callback(execError(cmd, code, signal, child.killed || killed, String(stderr)), stdout, stderr);
  };
  child.on("error", (e) => finish(e));
  child.on("close", (code, signal) => finish(null, code, signal));
  return child;
}

function exec(command, options, callback) {
  validateString(command, "command");
  noNul(command, "command");
  if (typeof options === "function") { callback = options; options = {}; }
  options = { ...(options || {}), shell: options && typeof options.shell === "string" ? options.shell : true };
  return execFile(command, [], options, callback);
}

const custom = Symbol.for("nodejs.util.promisify.custom");
const promisified = (fn) => (...args) => {
  let child;
  const p = new Promise((resolve, reject) => {
    child = fn(...args, (err, stdout, stderr) => {
      if (err) { err.stdout = stdout; err.stderr = stderr; reject(err); }
      else resolve({ stdout, stderr });
    });
  });
  p.child = child;
  return p;
};
exec[custom] = promisified(exec);
execFile[custom] = promisified(execFile);

function spawnSync(file, args, options) {
  const a = normalize(file, args, options);
  if (!Array.isArray(args)) { options = args; args = []; }
  options = options || {};
  checkMaxBuffer(options);
  let input = options.input;
  if (typeof input === "string") input = Buffer.from(input, options.encoding && options.encoding !== "buffer" ? options.encoding : "utf8");
  let r;
  try {
    r = op("cp.spawnSync", a, input === undefined ? undefined : bytes(input));
  } catch (e) {
    // As Node: a program that cannot be started is the result's error.
    if (typeof e.code !== "string" || e.code.startsWith("ERR_")) throw e;
    return { error: spawnError(e, a), status: null, signal: null, output: null, pid: 0, stdout: null, stderr: null };
  }
  const encoding = options.encoding && options.encoding !== "buffer" ? options.encoding : null;
  const dec = (b64) => { const b = Buffer.from(b64, "base64"); return encoding ? b.toString(encoding) : b; };
  const res = {
    pid: r.pid, status: r.status, signal: r.signal, output: [null, dec(r.stdout), dec(r.stderr)],
    stdout: dec(r.stdout), stderr: dec(r.stderr),
  };
  if (r.error) {
    const e = new Error(r.error.message);
    Object.assign(e, r.error);
    res.error = e;
  }
  return res;
}

// checkSync is the error execSync and execFileSync throw: the spawn's
// error, or Node's "Command failed" with the result's fields.
function checkSync(cmd, r) {
  const fields = { status: r.status, signal: r.signal, output: r.output, pid: r.pid, stdout: r.stdout, stderr: r.stderr };
  if (r.error) throw Object.assign(r.error, fields, { error: r.error });
  if (r.status !== 0) {
    const stderr = r.stderr && r.stderr.length > 0 ? "\n" + r.stderr.toString() : "";
    throw Object.assign(new Error(`Command failed: ${cmd}${stderr}`), fields);
  }
  return r.stdout;
}

// inheritStderr writes what the child wrote to stderr to the extension's
// log when its stderr is inherited, as Node's execSync writes it to its
// own stderr; the result keeps it.
function inheritStderr(r, o) {
  const inherit = o.stdio === "inherit" || (Array.isArray(o.stdio) && o.stdio[2] === "inherit");
  if (inherit && !r.error && r.stderr && r.stderr.length) process.stderr.write(r.stderr);
  return r;
}

function execFileSync(file, args, options) {
  ({ args, options } = execFileArgs(args, options));
  const o = { ...options };
  if (o.stdio === undefined) o.stdio = ["pipe", "pipe", "inherit"];
  return checkSync([file, ...args].join(" "), inheritStderr(spawnSync(file, args, o), o));
}

function execSync(command, options) {
  validateString(command, "command");
  noNul(command, "command");
  const o = { ...(options || {}), shell: options && typeof options.shell === "string" ? options.shell : true };
  if (o.stdio === undefined) o.stdio = ["pipe", "pipe", "inherit"];
  return checkSync(command, inheritStderr(spawnSync(command, [], o), o));
}

function fork(modulePath) {
  if (!(typeof modulePath === "string" || modulePath instanceof URL || modulePath instanceof Uint8Array)) {
    throw ERR_INVALID_ARG_TYPE("modulePath", ["string", "Buffer", "URL"], modulePath);
  }
  throw new Error("child_process.fork needs Node.js; run a program with spawn or execFile instead");
}

export default register("child_process", {
  ChildProcess, spawn, exec, execFile, spawnSync, execSync, execFileSync, fork,
  _forkChild: fork,
});
