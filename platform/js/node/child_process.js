// node:child_process — over the host (platform/exec.go). Children start in
// the project folder (process.cwd()), with process.env, and are stopped
// with their process group when the call that started them fails, when the
// extension is stopped, and when the host closes. The exec capability
// decides what may run.
import { Buffer } from "node:buffer";
import EventEmitter from "node:events";
import { Readable, Writable } from "node:stream";
import { op, opAsync, register } from "./_host.js";

const defaultShell = "/bin/sh";

function argError(name, what, value) {
  const e = new TypeError(`The "${name}" argument must be ${what}. Received ${typeof value}`);
  e.code = "ERR_INVALID_ARG_TYPE";
  return e;
}

function normalize(file, args, options) {
  if (typeof file !== "string" || file === "") throw argError("file", "a non-empty string", file);
  if (!Array.isArray(args)) { options = args; args = []; }
  options = options || {};
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
    file, args: args.map(String), cwd: options.cwd === undefined ? "" : String(options.cwd instanceof URL ? decodeURIComponent(options.cwd.pathname) : options.cwd),
    env: envMap, shell, stdio, timeout: Number(options.timeout) || 0, maxBuffer: options.maxBuffer === undefined ? 1024 * 1024 : Number(options.maxBuffer),
    killSignal: options.killSignal === undefined ? "SIGTERM" : String(options.killSignal),
  };
}

function spawnError(err, a) {
  err.spawnargs = a.args;
  if (err.path === undefined) err.path = a.file;
  return err;
}

class ChildProcess extends EventEmitter {
  #id = 0; #exited = false; #closing = 0;
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
      const err = spawnError(e, a);
      queueMicrotask(() => { this.emit("error", err); this.emit("close", -2, null); });
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
            opAsync("cp.write", { id }, b.slice(at, end)).then(() => next(end), (e) => cb(e));
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
        const pump = () => opAsync("cp.read", { id, fd }).then((r) => {
          if (r instanceof ArrayBuffer) { out.write(Buffer.from(r)); pump(); }
          else if (r.eof) this.#closed();
          else pump();
        }, () => this.#closed());
        pump();
        continue;
      }
      const stream = new Readable({
        read() {
          const next = () => opAsync("cp.read", { id, fd }).then((r) => {
            if (r instanceof ArrayBuffer) stream.push(Buffer.from(r));
            else if (r.eof) stream.push(null);
            else next();
          }, (e) => stream.destroy(e));
          next();
        },
      });
      stream.on("end", () => this.#closed());
      stream.on("error", () => this.#closed());
      this[fd === 1 ? "stdout" : "stderr"] = stream;
    }
    this.stdio = [this.stdin, this.stdout, this.stderr];
    queueMicrotask(() => this.emit("spawn"));
    opAsync("cp.wait", { id }).then((r) => {
      this.#exited = true;
      this.exitCode = r.code === null ? null : r.code;
      this.signalCode = r.signal;
      this.emit("exit", this.exitCode, this.signalCode);
      // As Node does: output nobody reads is read and dropped, so that
      // "close" comes.
      for (const s of [this.stdout, this.stderr]) {
        if (s && !s.readableFlowing && s.listenerCount("data") === 0 && s.listenerCount("readable") === 0) s.resume();
      }
      this.#closed();
    }, (e) => this.emit("error", e));
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
  ref() { return this; }
  unref() { return this; }
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
      const e = new Error("The operation was aborted"); e.name = "AbortError"; e.code = "ABORT_ERR"; e.cause = signal.reason;
      child.emit("error", e);
    };
    if (signal.aborted) queueMicrotask(onAbort);
    else { signal.addEventListener("abort", onAbort, { once: true }); child.once("exit", () => signal.removeEventListener("abort", onAbort)); }
  }
  return child;
}

function execError(cmd, code, signal, stderr) {
  const e = new Error(`Command failed: ${cmd}\n${typeof stderr === "string" ? stderr : ""}`);
  e.code = code;
  e.killed = signal !== null && signal !== undefined;
  e.signal = signal;
  e.cmd = cmd;
  return e;
}

function execFile(file, args, options, callback) {
  if (typeof args === "function") { callback = args; args = []; options = {}; }
  else if (!Array.isArray(args)) { callback = options; options = args; args = []; }
  if (typeof options === "function") { callback = options; options = {}; }
  options = { ...(options || {}) };
  const a = normalize(file, args, options);
  const encoding = options.encoding === undefined ? "utf8" : options.encoding;
  const child = spawn(file, args, options);
  const out = [], err = [];
  let outLen = 0, errLen = 0, over = null;
  const collect = (list, which) => (chunk) => {
    const n = which === "out" ? (outLen += chunk.length) : (errLen += chunk.length);
    if (n > a.maxBuffer && !over) {
      over = new RangeError(`${which === "out" ? "stdout" : "stderr"} maxBuffer length exceeded`);
      over.code = "ERR_CHILD_PROCESS_STDIO_MAXBUFFER";
      child.kill(a.killSignal);
      return;
    }
    if (!over) list.push(chunk);
  };
  if (child.stdout) child.stdout.on("data", collect(out, "out"));
  if (child.stderr) child.stderr.on("data", collect(err, "err"));
  const cmd = [file, ...args].join(" ");
  let done = false;
  const finish = (e, code, signal) => {
    if (done) return;
    done = true;
    const toText = (list) => { const b = Buffer.concat(list); return encoding && encoding !== "buffer" ? b.toString(encoding) : b; };
    const stdout = toText(out), stderr = toText(err);
    if (!callback) return;
    if (e) callback(e, stdout, stderr);
    else if (over) { over.cmd = cmd; callback(over, stdout, stderr); }
    else if (code === 0 && signal === null) callback(null, stdout, stderr);
    else callback(execError(cmd, code, signal, String(stderr)), stdout, stderr);
  };
  child.on("error", (e) => finish(e));
  child.on("close", (code, signal) => finish(null, code, signal));
  return child;
}

function exec(command, options, callback) {
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
  if (!Array.isArray(args)) { options = args; args = []; }
  options = options || {};
  const a = normalize(file, args, options);
  let input = options.input;
  if (typeof input === "string") input = Buffer.from(input, options.encoding && options.encoding !== "buffer" ? options.encoding : "utf8");
  const r = op("cp.spawnSync", a, input === undefined ? undefined : bytes(input));
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

function checkSync(cmd, r, options) {
  if (r.error) { r.error.stdout = r.stdout; r.error.stderr = r.stderr; throw r.error; }
  if (r.status !== 0) {
    const e = execError(cmd, r.status, r.signal, String(r.stderr));
    Object.assign(e, { status: r.status, stdout: r.stdout, stderr: r.stderr, output: r.output, pid: r.pid });
    throw e;
  }
  return r.stdout;
}

function execFileSync(file, args, options) {
  if (!Array.isArray(args)) { options = args; args = []; }
  const o = { ...(options || {}) };
  if (o.stdio === undefined) o.stdio = ["pipe", "pipe", "inherit"];
  const r = spawnSync(file, args, o);
  if (o.stdio[2] === "inherit" && r.stderr && r.stderr.length) process.stderr.write(r.stderr);
  return checkSync([file, ...args].join(" "), r, o);
}

function execSync(command, options) {
  const o = { ...(options || {}), shell: options && typeof options.shell === "string" ? options.shell : true };
  if (o.stdio === undefined) o.stdio = ["pipe", "pipe", "inherit"];
  const r = spawnSync(command, [], o);
  if (o.stdio[2] === "inherit" && r.stderr && r.stderr.length) process.stderr.write(r.stderr);
  return checkSync(command, r, o);
}

const fork = () => { throw new Error("child_process.fork needs Node.js; run a program with spawn or execFile instead"); };

export default register("child_process", {
  ChildProcess, spawn, exec, execFile, spawnSync, execSync, execFileSync, fork,
  _forkChild: fork,
});
