// console.*: every line goes to the host's log, within a budget per task.
import { define, g, hostLog } from "./host.js";
import { format, inspect } from "./format.js";

// Each task may log at most maxLogLines lines and maxLogChars characters;
// the rest is counted and reported once, so that a chatty extension cannot
// flood the host.
const maxLogLines = 1000;
const maxLogChars = 1 << 20;
let logLines = 0, logChars = 0, logDropped = 0;
export function emit(level, text) {
  if (logLines >= maxLogLines || logChars >= maxLogChars) {
    logDropped++;
    return;
  }
  logLines++;
  logChars += text.length;
  hostLog(level, text);
}
export function resetLogBudget() {
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

export function reportError(where, e) {
  emit("error", "Uncaught " + (where ? "(in " + where + ") " : "") + inspect(e, 0, []));
}
