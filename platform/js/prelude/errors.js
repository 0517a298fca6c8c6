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

if (g.Error.prepareStackTrace === undefined) {
  g.Error.prepareStackTrace = function prepareStackTrace(error, frames) {
    let head;
    try { head = String(error); } catch { head = "Error"; }
    return frames.length ? head + "\n" + frames.map(frame).join("\n") : head;
  };
}
