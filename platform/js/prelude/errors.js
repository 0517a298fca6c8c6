// Error stacks as V8 writes them, which code written for Node parses: the
// error's own line ("TypeError: message") first, then one "    at" line per
// frame. (QuickJS gives the frames only.) An extension may set its own
// Error.prepareStackTrace, as in Node.
import { g } from "./host.js";

function frame(f) {
  let where = f.getFileName() || "<anonymous>";
  const line = f.getLineNumber(), col = f.getColumnNumber();
  if (line != null && line > 0) where += ":" + line + (col != null && col > 0 ? ":" + col : "");
  if (f.isNative && f.isNative()) where = "native";
  const name = f.getFunctionName();
  return "    at " + (name ? (f.isConstructor && f.isConstructor() ? "new " : "") + name + " (" + where + ")" : where);
}

// formatStack is the stack of error with these frames, as V8 writes it.
export function formatStack(error, frames) {
  let head;
  try { head = String(error); } catch { head = "Error"; }
  return frames.length ? head + "\n" + frames.map(frame).join("\n") : head;
}

if (g.Error.prepareStackTrace === undefined) {
  g.Error.prepareStackTrace = function prepareStackTrace(error, frames) { return formatStack(error, frames); };
}

// ours tells the prelude's frames and its lazy modules' (engine/vm.go
// names their files earshot:...; the built-in modules' are
// earshot-builtin:..., as Node's are node:...).
const ours = (frame) => {
  const f = frame.getFileName();
  return typeof f === "string" && f.startsWith("earshot:");
};
const framesOnly = (error, frames) => frames;
const maxFrames = 64; // as many as QuickJS records

// madeForCaller is the error make() makes, made by the prelude for its
// caller, with the stack Node's errors have: its frames start at the
// first one that is not ours (Node hides its validators' frames,
// and the extension's frames must not be crowded out of
// Error.stackTraceLimit by ours), and Error.prepareStackTrace sees only
// those, once.
export function madeForCaller(make) {
  const E = g.Error, limit = E.stackTraceLimit, prepare = E.prepareStackTrace;
  if (!(typeof limit === "number" && limit > 0)) return make();
  let err;
  const holder = {};
  try {
    // Made without a stack (QuickJS calls prepare with no frames), then
    // the frames captured here, as CallSites.
    E.stackTraceLimit = 0;
    E.prepareStackTrace = framesOnly;
    err = make();
    E.stackTraceLimit = maxFrames;
    E.captureStackTrace(holder);
  } finally {
    E.stackTraceLimit = limit;
    E.prepareStackTrace = prepare;
  }
  const frames = holder.stack;
  let i = 0;
  while (i < frames.length && ours(frames[i])) i++;
  // Nothing but ours (a callback of the loop's): all of them.
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
