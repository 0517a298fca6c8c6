// node:assert — from the assert package (Node's, ported), whose checks
// are Node's; its AssertionError's messages are an older Node's, shown
// with an older inspect. Here every assertion's error is made again as
// Node 20 makes it: values shown by Node's inspect (node:util) one
// property a line, strictEqual and deepStrictEqual as a diff of "+ actual"
// and "- expected" lines (a custom message takes the header's place),
// generatedMessage true for the messages assert writes.
import pkg from "assert/";
import util from "node:util";
import { register } from "node:internal/host";
import { codes, validateUint32 } from "node:internal/validators";

const readable = {
  deepStrictEqual: "Expected values to be strictly deep-equal:",
  strictEqual: "Expected values to be strictly equal:",
  strictEqualObject: 'Expected "actual" to be reference-equal to "expected":',
  deepEqual: "Expected values to be loosely deep-equal:",
  notDeepStrictEqual: 'Expected "actual" not to be strictly deep-equal to:',
  notStrictEqual: 'Expected "actual" to be strictly unequal to:',
  notStrictEqualObject: 'Expected "actual" not to be reference-equal to "expected":',
  notDeepEqual: 'Expected "actual" not to be loosely deep-equal to:',
  notIdentical: "Values have same structure but are not reference-equal:",
  notDeepEqualUnequal: "Expected values not to be loosely deep-equal:",
};

// shown is a value as assertion messages show it: every property on a line
// of its own, keys sorted, nothing elided, no custom inspection.
const shown = (v) => util.inspect(v, {
  compact: false, customInspect: false, depth: 1000, maxArrayLength: Infinity,
  showHidden: false, showProxy: false, sorted: true, getters: true,
});

const isObject = (v) => typeof v === "object" && v !== null;

// withoutStack is an error as compared: its own properties and message,
// not its stack, which would differ between any two.
function withoutStack(e) {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(e)), e);
  Object.defineProperty(copy, "message", { value: e.message });
  return copy;
}

// shortened keeps the first 46 of more than 50 lines, then "...".
const shortened = (lines) => (lines.length > 50 ? [...lines.slice(0, 46), "..."] : lines);

// comparison is strictEqual's and deepStrictEqual's message: two short
// values side by side ("1 !== 2"); else their lines as a diff, with a
// caret under the first difference of two single-line values. Runs of
// alike lines are cut to their ends, and long diffs after about 50 lines.
function comparison(actual, expected, operator, header) {
  if (operator === "strictEqual" && ((isObject(actual) && isObject(expected)) ||
      (typeof actual === "function" && typeof expected === "function"))) {
    operator = "strictEqualObject";
  }
  header ||= readable[operator];
  const bothErrors = actual instanceof Error && expected instanceof Error && "stack" in actual && "stack" in expected;
  const a = shown(bothErrors ? withoutStack(actual) : actual).split("\n");
  const e = shown(bothErrors ? withoutStack(expected) : expected).split("\n");

  let caret = "";
  if (a.length === 1 && e.length === 1 && a[0] !== e[0]) {
    const length = a[0].length + e[0].length;
    if (length <= 12) {
      if (!isObject(actual) && !isObject(expected) && (actual !== 0 || expected !== 0)) {
        return `${header}\n\n${a[0]} !== ${e[0]}\n`;
      }
    } else if (operator !== "strictEqualObject" && length < 80) {
      let i = 0;
      while (a[0][i] === e[0][i]) i++;
      if (i > 2) caret = `\n  ${" ".repeat(i)}^`;
    }
  }

  // The lines both end with: the last three are shown; of more, the first
  // too, and "..." between.
  const last = [];
  let first = null, alikeAtEnd = 0;
  while (a.length > 0 && e.length > 0 && a[a.length - 1] === e[e.length - 1]) {
    const line = a.pop();
    e.pop();
    if (alikeAtEnd < 3) last.unshift(line);
    else first = line;
    alikeAtEnd++;
  }
  let end = last.map((l) => `\n  ${l}`).join("");
  let skipped = false;
  if (alikeAtEnd >= 5) {
    end = "\n..." + end;
    skipped = true;
  }
  if (first !== null) end = `\n  ${first}` + end;

  const rows = Math.max(a.length, e.length);
  if (rows === 0) {
    // All alike: the same structure, not the same value.
    return `${readable.notIdentical}\n\n${shortened(shown(actual).split("\n")).join("\n")}\n`;
  }

  const head = `${header}\n+ actual - expected`;
  // out is the diff so far; held, the expected side of the lines that
  // differ, given after them (so that they read +++ then ---).
  let out = "", held = "", printed = 0, alike = 0;
  const longer = a.length >= e.length ? a : e;
  const shorter = longer === a ? e.length : a.length;
  // Before a line that differs: the alike lines just before it, the
  // first two of them already shown; of more than five, "..." for the
  // middle.
  const alikeBefore = (lines, i) => {
    if (alike > 2) {
      if (alike > 3) {
        if (alike > 4) {
          if (alike === 5) {
            out += `\n  ${lines[i - 3]}`;
            printed++;
          } else {
            out += "\n...";
            skipped = true;
          }
        }
        out += `\n  ${lines[i - 2]}`;
        printed++;
      }
      out += `\n  ${lines[i - 1]}`;
      printed++;
    }
    alike = 0;
  };
  for (let i = 0; i < rows; i++) {
    if (i >= shorter) {
      // Only the longer side has this line.
      alikeBefore(longer, i);
      if (longer === a) out += `\n+ ${a[i]}`;
      else held += `\n- ${e[i]}`;
      printed++;
    } else {
      let x = a[i];
      const y = e[i];
      // A line that differs only by its trailing comma is alike.
      let differ = x !== y && !(x.endsWith(",") && x.slice(0, -1) === y);
      if (differ && y.endsWith(",") && y.slice(0, -1) === x) {
        differ = false;
        x += ",";
      }
      if (differ) {
        alikeBefore(a, i);
        out += `\n+ ${x}`;
        held += `\n- ${y}`;
        printed += 2;
      } else {
        out += held;
        held = "";
        alike++;
        if (alike <= 2) {
          out += `\n  ${x}`;
          printed++;
        }
      }
    }
    if (printed > 50 && i < rows - 2) return `${head} ... Lines skipped\n${out}\n...${held}\n...`;
  }
  return `${head}${skipped ? " ... Lines skipped" : ""}\n${out}${held}${end}${caret}`;
}

// written is the message assert writes for a failed operator.
function written(actual, expected, operator) {
  if (operator === "deepStrictEqual" || operator === "strictEqual") return comparison(actual, expected, operator);
  if (operator === "notDeepStrictEqual" || operator === "notStrictEqual") {
    let head = readable[operator];
    if (operator === "notStrictEqual" && (isObject(actual) || typeof actual === "function")) head = readable.notStrictEqualObject;
    const lines = shortened(shown(actual).split("\n"));
    if (lines.length === 1) return `${head}${lines[0].length > 5 ? "\n\n" : " "}${lines[0]}`;
    return `${head}\n\n${lines.join("\n")}\n`;
  }
  let a = shown(actual), e = shown(expected);
  if (operator === "notDeepEqual" && a === e) {
    const s = `${readable.notDeepEqual}\n\n${a}`;
    return s.length > 1024 ? s.slice(0, 1021) + "..." : s;
  }
  if (a.length > 512) a = a.slice(0, 509) + "...";
  if (e.length > 512) e = e.slice(0, 509) + "...";
  if (operator === "deepEqual") return `${readable.deepEqual}\n\n${a}\n\nshould loosely deep-equal\n\n${e}`;
  if (operator === "notDeepEqual") return `${readable.notDeepEqualUnequal}\n\n${a}\n\nshould not loosely deep-equal\n\n${e}`;
  return `${a} ${operator} ${e}`;
}

// AssertionError is the package's, with Node 20's message: given, it is
// the message (strictEqual's and deepStrictEqual's diff under it);
// otherwise assert writes it.
class AssertionError extends pkg.AssertionError {
  constructor(options) {
    if (!isObject(options)) {
      super(options); // the package's ERR_INVALID_ARG_TYPE
      return;
    }
    const { actual, expected, operator, message } = options;
    let text;
    if (message != null) {
      text = operator === "deepStrictEqual" || operator === "strictEqual"
        ? comparison(actual, expected, operator, message)
        : String(message);
    } else {
      text = written(actual, expected, operator);
    }
    super({ ...options, message: text });
    this.generatedMessage = !message;
    if (typeof this.stack === "string") {
      const frames = this.stack.indexOf("\n    at ");
      this.stack = `AssertionError [ERR_ASSERTION]: ${text}` + (frames >= 0 ? this.stack.slice(frames) : "");
    }
  }
}

// Where each assertion takes its message (fail's: see below).
const messageAt = {
  ok: 1, equal: 2, notEqual: 2, deepEqual: 2, notDeepEqual: 2, strictEqual: 2, notStrictEqual: 2,
  deepStrictEqual: 2, notDeepStrictEqual: 2,
};

// remade is the package's failure e as Node's: the same error, made by
// AssertionError above.
function remade(name, args, e, from) {
  let err;
  if (name === "ok" || name === "assert" || name === "strict") {
    if (args.length === 0) {
      err = new AssertionError({ actual: undefined, expected: true, operator: "==", stackStartFn: from,
        message: "No value argument passed to `assert.ok()`" });
      err.generatedMessage = true;
      return err;
    }
    err = new AssertionError({ actual: e.actual, expected: true, operator: "==", message: args[1], stackStartFn: from });
    if (args[1] != null) err.generatedMessage = false; // as Node: "" is a message too
    return err;
  }
  if (name in messageAt) {
    return new AssertionError({ actual: e.actual, expected: e.expected, operator: e.operator,
      message: args[messageAt[name]], stackStartFn: from });
  }
  // fail, throws, rejects, match, ifError, ...: the package's message is
  // Node's.
  err = new AssertionError({ actual: e.actual, expected: e.expected, operator: e.operator, message: e.message, stackStartFn: from });
  err.generatedMessage = e.generatedMessage;
  return err;
}

function wrapped(name, fn) {
  const w = {
    [name](...args) {
      let r;
      try {
        r = fn.apply(this, args);
      } catch (e) {
        if (e instanceof pkg.AssertionError && !(e instanceof AssertionError)) throw remade(name, args, e, w);
        throw e;
      }
      if (r instanceof Promise) {
        return r.catch((e) => {
          throw e instanceof pkg.AssertionError && !(e instanceof AssertionError) ? remade(name, args, e, w) : e;
        });
      }
      return r;
    },
  }[name];
  return w;
}

// made wraps the package's assert function and every assertion on it.
function made(base, name) {
  const f = wrapped(name, base);
  for (const k of Object.keys(base)) {
    const v = base[k];
    f[k] = typeof v === "function" && k !== "AssertionError" && k !== "CallTracker" && !/^[A-Z]/.test(k) ? wrapped(k, v) : v;
  }
  f.AssertionError = AssertionError;
  return f;
}

// CallTracker is Node's (deprecated, still used by tests): calls(fn,
// exact) wraps fn to count its calls; verify throws when a wrapped
// function was not called exactly as many times.
const noop = () => () => {}; // a function without a name

class CallTracker {
  #calls = new Map(); // wrapper -> { fn, exact, calls: [{ thisArg, arguments }], name, stack }
  calls(fn, exact = 1) {
    if (typeof fn === "number") { exact = fn; fn = noop(); }
    else if (fn === undefined) fn = noop();
    validateUint32(exact, "expected", true);
    const entry = { fn, exact, calls: [], name: fn.name || "calls", stack: new Error() };
    const calls = entry.calls;
    const tracked = new Proxy(fn, {
      apply(target, thisArg, args) {
        calls.push({ thisArg, arguments: args });
        return Reflect.apply(target, thisArg, args);
      },
    });
    this.#calls.set(tracked, entry);
    return tracked;
  }
  #entry(tracked) {
    const e = this.#calls.get(tracked);
    if (e === undefined) throw codes.ERR_INVALID_ARG_VALUE("tracked", tracked, "is not a tracked function");
    return e;
  }
  getCalls(tracked) { return this.#entry(tracked).calls.map((c) => ({ ...c })); }
  reset(tracked) {
    if (tracked === undefined) { for (const e of this.#calls.values()) e.calls.length = 0; return; }
    this.#entry(tracked).calls.length = 0;
  }
  report() {
    const out = [];
    for (const e of this.#calls.values()) {
      if (e.calls.length === e.exact) continue;
      out.push({
        message: `Expected the ${e.name} function to be executed ${e.exact} time(s) but was executed ${e.calls.length} time(s).`,
        actual: e.calls.length, expected: e.exact, operator: e.name, stack: e.stack,
      });
    }
    return out;
  }
  verify() {
    const errors = this.report();
    if (errors.length === 0) return;
    const message = errors.length === 1 ? errors[0].message : "Functions were not called the expected number of times";
    throw new AssertionError({ message, details: errors });
  }
}

const assert = made(pkg, "ok");
assert.strict = made(pkg.strict, "strict");
assert.strict.strict = assert.strict;
assert.strict.AssertionError = AssertionError;
assert.CallTracker = assert.strict.CallTracker = CallTracker;

export default register("assert", assert);
