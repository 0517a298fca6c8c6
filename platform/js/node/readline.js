// node:readline — lines from a stream. Extensions have no terminal, so an
// Interface reads its input as Node does when it is not a TTY: a line
// ends at \n, \r\n or \r; question() writes its query to the output and
// takes the next line; the cursor functions write their ANSI sequences.
import EventEmitter from "node:events";
import { StringDecoder } from "node:string_decoder";
import { register, AbortError } from "node:internal/host";
import { codes } from "node:internal/validators";

const kQuestion = Symbol("question");

const argType = codes.ERR_INVALID_ARG_TYPE;

function closedError() {
  const e = new Error("readline was closed");
  e.code = "ERR_USE_AFTER_CLOSE";
  return e;
}


export class Interface extends EventEmitter {
  #decoder = new StringDecoder("utf8");
  #buffer = ""; // the part of the current line read so far
  #afterCR = false; // the last chunk ended with \r: a \n next is the same line end
  #prompt = "> ";
  #paused = false;
  #lines = null; // the async iterator's queue, made on first use
  #onData; #onEnd; #onError;

  constructor(input, output, completer, terminal) {
    super();
    let options = {};
    if (input && typeof input === "object" && input.input !== undefined && typeof input.on !== "function") {
      options = input;
      ({ input, output, completer, terminal } = options);
    }
    if (input === undefined || input === null || typeof input.on !== "function") throw argType("input", "Readable", input);
    if (completer !== undefined && typeof completer !== "function") {
      throw codes.ERR_INVALID_ARG_VALUE("completer", completer);
    }
    const crlfDelay = options.crlfDelay === undefined ? 100 : Math.max(100, Number(options.crlfDelay));
    Object.assign(this, {
      input, output, completer, terminal: terminal === undefined ? !!(output && output.isTTY) : !!terminal,
      crlfDelay, line: "", cursor: 0, history: Array.isArray(options.history) ? options.history.slice() : [],
      historySize: options.historySize === undefined ? 30 : options.historySize, removeHistoryDuplicates: !!options.removeHistoryDuplicates,
      tabSize: options.tabSize === undefined ? 8 : options.tabSize, closed: false,
    });
    if (options.prompt !== undefined) this.#prompt = String(options.prompt);
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
    // As Node: an error of the input is the Interface's (its async
    // iterator throws it), not swallowed or reported later.
    this.#onError = (err) => this.emit("error", err);
    input.on("data", this.#onData);
    input.on("end", this.#onEnd);
    input.on("error", this.#onError);
    const signal = options.signal;
    if (signal !== undefined) {
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

  get [Symbol.toStringTag]() { return "Interface"; }

  getPrompt() { return this.#prompt; }
  setPrompt(prompt) { this.#prompt = String(prompt); }

  prompt() {
    if (this.closed) throw closedError();
    if (this.#paused) this.resume();
    if (this.output && typeof this.output.write === "function") this.output.write(this.#prompt);
  }

  question(query, options, cb) {
    if (typeof options === "function") { cb = options; options = {}; }
    options = options || {};
    if (this.closed) throw closedError();
    if (typeof cb !== "function") return;
    if (this[kQuestion] !== null) return; // one question at a time, as in Node
    const signal = options.signal;
    if (signal && signal.aborted) return;
    let onAbort;
    if (signal) {
      // The question is cancelled: the line it showed ends, as Node's does.
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
    if (data !== undefined && data !== null) this.#take(String(data));
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

  getCursorPos() { return { rows: 0, cols: this.cursor }; }

  [Symbol.asyncIterator]() {
    if (this.#lines === null) this.#lines = lineIterator(this);
    return this.#lines;
  }

  [Symbol.dispose ?? Symbol.for("nodejs.dispose")]() { this.close(); }
}

// lineIterator yields the Interface's lines until it closes; an error
// event makes it throw. Past 1024 lines not yet taken, the input is
// paused until they are.
function lineIterator(rl) {
  const queue = [];
  const waiting = [];
  let error = null, done = false;
  const highWaterMark = 1024;
  const onLine = (l) => {
    if (waiting.length > 0) { waiting.shift().resolve({ value: l, done: false }); return; }
    queue.push(l);
    if (queue.length >= highWaterMark) rl.pause();
  };
  const finish = () => {
    done = true;
    rl.removeListener("line", onLine);
    rl.removeListener("close", finish);
    rl.removeListener("error", onError);
    for (const w of waiting.splice(0)) w.resolve({ value: undefined, done: true });
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
        if (queue.length === 0 && !done) rl.resume();
        return Promise.resolve({ value, done: false });
      }
      if (error !== null) {
        const e = error;
        error = null;
        return Promise.reject(e);
      }
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    return() {
      rl.close();
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() { return this; },
  }, Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype));
}

export function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

// The cursor functions write ANSI sequences to a stream, as Node's do.
const CSI = "\x1b[";

function done(stream, text, cb) {
  if (stream === null || stream === undefined) {
    if (typeof cb === "function") queueMicrotask(() => cb(null));
    return true;
  }
  return stream.write(text, cb);
}

export function cursorTo(stream, x, y, cb) {
  if (typeof y === "function") { cb = y; y = undefined; }
  if (typeof cb !== "function" && cb !== undefined) throw argType("callback", "Function", cb);
  if (Number.isNaN(x)) throw codes.ERR_INVALID_ARG_VALUE("x", x);
  if (Number.isNaN(y)) throw codes.ERR_INVALID_ARG_VALUE("y", y);
  if (typeof x !== "number") { if (typeof cb === "function") queueMicrotask(() => cb(null)); return true; }
  return done(stream, typeof y !== "number" ? `${CSI}${x + 1}G` : `${CSI}${y + 1};${x + 1}H`, cb);
}

export function moveCursor(stream, dx, dy, cb) {
  let text = "";
  if (dx < 0) text += `${CSI}${-dx}D`;
  else if (dx > 0) text += `${CSI}${dx}C`;
  if (dy < 0) text += `${CSI}${-dy}A`;
  else if (dy > 0) text += `${CSI}${dy}B`;
  if (text === "" || stream === null || stream === undefined) {
    if (typeof cb === "function") queueMicrotask(() => cb(null));
    return true;
  }
  return stream.write(text, cb);
}

export function clearLine(stream, dir, cb) {
  if (typeof dir === "function") { cb = dir; dir = 0; }
  if (cb !== undefined && typeof cb !== "function") throw argType("callback", "Function", cb);
  return done(stream, dir < 0 ? `${CSI}1K` : dir > 0 ? `${CSI}0K` : `${CSI}2K`, cb);
}

export function clearScreenDown(stream, cb) {
  if (cb !== undefined && typeof cb !== "function") throw argType("callback", "Function", cb);
  return done(stream, `${CSI}0J`, cb);
}

// emitKeypressEvents: extensions have no keyboard; a stream's data is
// never keys.
export function emitKeypressEvents() {}

// ---- readline/promises --------------------------------------------------------

class PromisesInterface extends Interface {
  question(query, options = {}) {
    return new Promise((resolve, reject) => {
      if (this.closed) { reject(closedError()); return; }
      const signal = options && options.signal;
      if (signal) {
        if (signal.aborted) { reject(new AbortError(undefined, { cause: signal.reason })); return; }
        const onAbort = () => reject(new AbortError(undefined, { cause: signal.reason }));
        signal.addEventListener("abort", onAbort, { once: true });
        const settle = resolve;
        resolve = (v) => { signal.removeEventListener("abort", onAbort); settle(v); };
      }
      super.question(query, options, resolve);
    });
  }
}

// Readline gathers cursor moves and writes them at commit().
class Readline {
  #stream; #todo = []; #autoCommit;
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
  cursorTo(x, y) { return this.#add(typeof y === "number" ? `${CSI}${y + 1};${x + 1}H` : `${CSI}${x + 1}G`); }
  moveCursor(dx, dy) {
    let t = "";
    if (dx < 0) t += `${CSI}${-dx}D`; else if (dx > 0) t += `${CSI}${dx}C`;
    if (dy < 0) t += `${CSI}${-dy}A`; else if (dy > 0) t += `${CSI}${dy}B`;
    return t === "" ? this : this.#add(t);
  }
  clearLine(dir) { return this.#add(dir < 0 ? `${CSI}1K` : dir > 0 ? `${CSI}0K` : `${CSI}2K`); }
  clearScreenDown() { return this.#add(`${CSI}0J`); }
  commit() {
    const text = this.#todo.join("");
    this.#todo = [];
    return new Promise((resolve) => (text === "" ? resolve() : this.#stream.write(text, () => resolve())));
  }
  rollback() { this.#todo = []; return this; }
}

export const promises = {
  Interface: PromisesInterface,
  Readline,
  createInterface(input, output, completer, terminal) {
    return new PromisesInterface(input, output, completer, terminal);
  },
};

export default register("readline", {
  Interface, createInterface, cursorTo, moveCursor, clearLine, clearScreenDown, emitKeypressEvents, promises,
});
