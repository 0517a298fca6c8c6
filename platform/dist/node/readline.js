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

// js/node/readline.js
var readline_exports = {};
__export(readline_exports, {
  Interface: () => Interface,
  clearLine: () => clearLine,
  clearScreenDown: () => clearScreenDown,
  createInterface: () => createInterface,
  cursorTo: () => cursorTo,
  default: () => readline_default,
  emitKeypressEvents: () => emitKeypressEvents,
  moveCursor: () => moveCursor,
  promises: () => promises
});
module.exports = __toCommonJS(readline_exports);
var import_node_events = __toESM(require("node:events"));
var import_node_string_decoder = require("node:string_decoder");
var import_host = require("node:internal/host");
var import_validators = require("node:internal/validators");
var kQuestion = /* @__PURE__ */ Symbol("question");
var argType = import_validators.codes.ERR_INVALID_ARG_TYPE;
function closedError() {
  const e = new Error("readline was closed");
  e.code = "ERR_USE_AFTER_CLOSE";
  return e;
}
var Interface = class extends import_node_events.default {
  #decoder = new import_node_string_decoder.StringDecoder("utf8");
  #buffer = "";
  // the part of the current line read so far
  #afterCR = false;
  // the last chunk ended with \r: a \n next is the same line end
  #prompt = "> ";
  #paused = false;
  #lines = null;
  // the async iterator's queue, made on first use
  #onData;
  #onEnd;
  #onError;
  constructor(input, output, completer, terminal) {
    super();
    let options = {};
    if (input && typeof input === "object" && input.input !== void 0 && typeof input.on !== "function") {
      options = input;
      ({ input, output, completer, terminal } = options);
    }
    if (input === void 0 || input === null || typeof input.on !== "function") throw argType("input", "Readable", input);
    if (completer !== void 0 && typeof completer !== "function") {
      throw import_validators.codes.ERR_INVALID_ARG_VALUE("completer", completer);
    }
    const crlfDelay = options.crlfDelay === void 0 ? 100 : Math.max(100, Number(options.crlfDelay));
    Object.assign(this, {
      input,
      output,
      completer,
      terminal: terminal === void 0 ? !!(output && output.isTTY) : !!terminal,
      crlfDelay,
      line: "",
      cursor: 0,
      history: Array.isArray(options.history) ? options.history.slice() : [],
      historySize: options.historySize === void 0 ? 30 : options.historySize,
      removeHistoryDuplicates: !!options.removeHistoryDuplicates,
      tabSize: options.tabSize === void 0 ? 8 : options.tabSize,
      closed: false
    });
    if (options.prompt !== void 0) this.#prompt = String(options.prompt);
    this[kQuestion] = null;
    this.#onData = (chunk) => this.#take(typeof chunk === "string" ? chunk : this.#decoder.write(chunk));
    this.#onEnd = () => {
      const rest = this.#decoder.end();
      if (rest) this.#take(rest);
      if (this.#buffer.length > 0) {
        const last = this.#buffer;
        this.#buffer = "";
        this.#line(last);
      }
      this.close();
    };
    this.#onError = (err) => this.emit("error", err);
    input.on("data", this.#onData);
    input.on("end", this.#onEnd);
    input.on("error", this.#onError);
    const signal = options.signal;
    if (signal !== void 0) {
      if (signal === null || typeof signal !== "object" || !("aborted" in signal)) throw argType("options.signal", "AbortSignal", signal);
      if (signal.aborted) queueMicrotask(() => this.close());
      else {
        const onAbort = () => this.close();
        signal.addEventListener("abort", onAbort, { once: true });
        this.once("close", () => signal.removeEventListener("abort", onAbort));
      }
    }
    if (typeof input.resume === "function") input.resume();
  }
  // #take splits text into lines: each complete one is emitted, the rest
  // waits for more.
  #take(text) {
    if (text.length === 0) return;
    if (this.#afterCR && text[0] === "\n") text = text.slice(1);
    this.#afterCR = text.endsWith("\r");
    const parts = (this.#buffer + text).split(/\r\n|\n|\r/);
    this.#buffer = parts.pop();
    for (const l of parts) {
      if (this.closed) return;
      this.#line(l);
    }
  }
  #line(l) {
    const q = this[kQuestion];
    if (q !== null) {
      this[kQuestion] = null;
      q(l);
      return;
    }
    this.emit("line", l);
  }
  get [Symbol.toStringTag]() {
    return "Interface";
  }
  getPrompt() {
    return this.#prompt;
  }
  setPrompt(prompt) {
    this.#prompt = String(prompt);
  }
  prompt() {
    if (this.closed) throw closedError();
    if (this.#paused) this.resume();
    if (this.output && typeof this.output.write === "function") this.output.write(this.#prompt);
  }
  question(query, options, cb) {
    if (typeof options === "function") {
      cb = options;
      options = {};
    }
    options = options || {};
    if (this.closed) throw closedError();
    if (typeof cb !== "function") return;
    if (this[kQuestion] !== null) return;
    const signal = options.signal;
    if (signal && signal.aborted) return;
    let onAbort;
    if (signal) {
      onAbort = () => {
        this[kQuestion] = null;
        if (this.output && typeof this.output.write === "function") this.output.write("\r\n");
      };
      signal.addEventListener("abort", onAbort, { once: true });
    }
    this[kQuestion] = (answer) => {
      if (signal) signal.removeEventListener("abort", onAbort);
      cb(answer);
    };
    if (this.#paused) this.resume();
    if (this.output && typeof this.output.write === "function") this.output.write(String(query));
  }
  // write, when the input is no terminal, is input: what it holds is read
  // as if the input stream had it.
  write(data) {
    if (this.closed) throw closedError();
    if (this.#paused) this.resume();
    if (data !== void 0 && data !== null) this.#take(String(data));
  }
  pause() {
    if (this.#paused) return this;
    if (typeof this.input.pause === "function") this.input.pause();
    this.#paused = true;
    this.emit("pause");
    return this;
  }
  resume() {
    if (!this.#paused) return this;
    if (typeof this.input.resume === "function") this.input.resume();
    this.#paused = false;
    this.emit("resume");
    return this;
  }
  close() {
    if (this.closed) return;
    this.pause();
    this.input.removeListener("data", this.#onData);
    this.input.removeListener("end", this.#onEnd);
    this.input.removeListener("error", this.#onError);
    this.closed = true;
    this.emit("close");
  }
  getCursorPos() {
    return { rows: 0, cols: this.cursor };
  }
  [Symbol.asyncIterator]() {
    if (this.#lines === null) this.#lines = lineIterator(this);
    return this.#lines;
  }
  [Symbol.dispose ?? /* @__PURE__ */ Symbol.for("nodejs.dispose")]() {
    this.close();
  }
};
function lineIterator(rl) {
  const queue = [];
  const waiting = [];
  let error = null, done2 = false;
  const highWaterMark = 1024;
  const onLine = (l) => {
    if (waiting.length > 0) {
      waiting.shift().resolve({ value: l, done: false });
      return;
    }
    queue.push(l);
    if (queue.length >= highWaterMark) rl.pause();
  };
  const finish = () => {
    done2 = true;
    rl.removeListener("line", onLine);
    rl.removeListener("close", finish);
    rl.removeListener("error", onError);
    for (const w of waiting.splice(0)) w.resolve({ value: void 0, done: true });
  };
  const onError = (err) => {
    if (waiting.length > 0) waiting.shift().reject(err);
    else error = err;
    finish();
  };
  rl.on("line", onLine);
  rl.on("close", finish);
  rl.on("error", onError);
  return Object.setPrototypeOf({
    next() {
      if (queue.length > 0) {
        const value = queue.shift();
        if (queue.length === 0 && !done2) rl.resume();
        return Promise.resolve({ value, done: false });
      }
      if (error !== null) {
        const e = error;
        error = null;
        return Promise.reject(e);
      }
      if (done2) return Promise.resolve({ value: void 0, done: true });
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    return() {
      rl.close();
      finish();
      return Promise.resolve({ value: void 0, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    }
  }, Object.getPrototypeOf(Object.getPrototypeOf(async function* () {
  }).prototype));
}
function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}
var CSI = "\x1B[";
function done(stream, text, cb) {
  if (stream === null || stream === void 0) {
    if (typeof cb === "function") queueMicrotask(() => cb(null));
    return true;
  }
  return stream.write(text, cb);
}
function cursorTo(stream, x, y, cb) {
  if (typeof y === "function") {
    cb = y;
    y = void 0;
  }
  if (typeof cb !== "function" && cb !== void 0) throw argType("callback", "Function", cb);
  if (Number.isNaN(x)) throw import_validators.codes.ERR_INVALID_ARG_VALUE("x", x);
  if (Number.isNaN(y)) throw import_validators.codes.ERR_INVALID_ARG_VALUE("y", y);
  if (typeof x !== "number") {
    if (typeof cb === "function") queueMicrotask(() => cb(null));
    return true;
  }
  return done(stream, typeof y !== "number" ? `${CSI}${x + 1}G` : `${CSI}${y + 1};${x + 1}H`, cb);
}
function moveCursor(stream, dx, dy, cb) {
  let text = "";
  if (dx < 0) text += `${CSI}${-dx}D`;
  else if (dx > 0) text += `${CSI}${dx}C`;
  if (dy < 0) text += `${CSI}${-dy}A`;
  else if (dy > 0) text += `${CSI}${dy}B`;
  if (text === "" || stream === null || stream === void 0) {
    if (typeof cb === "function") queueMicrotask(() => cb(null));
    return true;
  }
  return stream.write(text, cb);
}
function clearLine(stream, dir, cb) {
  if (typeof dir === "function") {
    cb = dir;
    dir = 0;
  }
  if (cb !== void 0 && typeof cb !== "function") throw argType("callback", "Function", cb);
  return done(stream, dir < 0 ? `${CSI}1K` : dir > 0 ? `${CSI}0K` : `${CSI}2K`, cb);
}
function clearScreenDown(stream, cb) {
  if (cb !== void 0 && typeof cb !== "function") throw argType("callback", "Function", cb);
  return done(stream, `${CSI}0J`, cb);
}
function emitKeypressEvents() {
}
var PromisesInterface = class extends Interface {
  question(query, options = {}) {
    return new Promise((resolve, reject) => {
      if (this.closed) {
        reject(closedError());
        return;
      }
      const signal = options && options.signal;
      if (signal) {
        if (signal.aborted) {
          reject(new import_host.AbortError(void 0, { cause: signal.reason }));
          return;
        }
        const onAbort = () => reject(new import_host.AbortError(void 0, { cause: signal.reason }));
        signal.addEventListener("abort", onAbort, { once: true });
        const settle = resolve;
        resolve = (v) => {
          signal.removeEventListener("abort", onAbort);
          settle(v);
        };
      }
      super.question(query, options, resolve);
    });
  }
};
var Readline = class {
  #stream;
  #todo = [];
  #autoCommit;
  constructor(stream, options = {}) {
    if (stream === null || typeof stream !== "object" || typeof stream.write !== "function") throw argType("stream", "Writable", stream);
    this.#stream = stream;
    this.#autoCommit = !!options.autoCommit;
  }
  #add(text) {
    if (this.#autoCommit) queueMicrotask(() => this.#stream.write(text));
    else this.#todo.push(text);
    return this;
  }
  cursorTo(x, y) {
    return this.#add(typeof y === "number" ? `${CSI}${y + 1};${x + 1}H` : `${CSI}${x + 1}G`);
  }
  moveCursor(dx, dy) {
    let t = "";
    if (dx < 0) t += `${CSI}${-dx}D`;
    else if (dx > 0) t += `${CSI}${dx}C`;
    if (dy < 0) t += `${CSI}${-dy}A`;
    else if (dy > 0) t += `${CSI}${dy}B`;
    return t === "" ? this : this.#add(t);
  }
  clearLine(dir) {
    return this.#add(dir < 0 ? `${CSI}1K` : dir > 0 ? `${CSI}0K` : `${CSI}2K`);
  }
  clearScreenDown() {
    return this.#add(`${CSI}0J`);
  }
  commit() {
    const text = this.#todo.join("");
    this.#todo = [];
    return new Promise((resolve) => text === "" ? resolve() : this.#stream.write(text, () => resolve()));
  }
  rollback() {
    this.#todo = [];
    return this;
  }
};
var promises = {
  Interface: PromisesInterface,
  Readline,
  createInterface(input, output, completer, terminal) {
    return new PromisesInterface(input, output, completer, terminal);
  }
};
var readline_default = (0, import_host.register)("readline", {
  Interface,
  createInterface,
  cursorTo,
  moveCursor,
  clearLine,
  clearScreenDown,
  emitKeypressEvents,
  promises
});
module.exports = ((r, v) => r.has("readline") ? r.get("readline") : (r.set("readline", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
