var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node/timers-promises.js
var timers_promises_exports = {};
__export(timers_promises_exports, {
  default: () => timers_promises_default
});
module.exports = __toCommonJS(timers_promises_exports);
var import_host = require("node:internal/host");
var abortError = (signal) => new import_host.AbortError(void 0, { cause: signal.reason });
function later(schedule, clear, ms, value, options = {}) {
  const { signal, ref = true } = options;
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) {
      reject(abortError(signal));
      return;
    }
    const t = schedule(() => {
      if (signal) signal.removeEventListener("abort", onAbort);
      resolve(value);
    }, ms);
    if (!ref && t && t.unref) t.unref();
    function onAbort() {
      clear(t);
      reject(abortError(signal));
    }
    if (signal) signal.addEventListener("abort", onAbort, { once: true });
  });
}
async function* setInterval(ms, value, options = {}) {
  const { signal } = options;
  for (; ; ) {
    await later(globalThis.setTimeout, globalThis.clearTimeout, ms, void 0, options);
    if (signal && signal.aborted) throw abortError(signal);
    yield value;
  }
}
var timers_promises_default = {
  setTimeout: (ms, value, options) => later(globalThis.setTimeout, globalThis.clearTimeout, ms, value, options),
  setImmediate: (value, options) => later((fn) => globalThis.setImmediate(fn), globalThis.clearImmediate, 0, value, options),
  setInterval,
  scheduler: {
    wait: (ms, options) => later(globalThis.setTimeout, globalThis.clearTimeout, ms, void 0, options),
    yield: () => later((fn) => globalThis.setImmediate(fn), globalThis.clearImmediate, 0)
  }
};
module.exports = ((r, v) => r.has("timers/promises") ? r.get("timers/promises") : (r.set("timers/promises", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
