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

// js/node/timers.js
var timers_exports = {};
__export(timers_exports, {
  default: () => timers_default
});
module.exports = __toCommonJS(timers_exports);
var import_promises = __toESM(require("node:timers/promises"));
var import_host = require("node:internal/host");
var warned = /* @__PURE__ */ new Set();
function deprecated(fn, message, code) {
  return function(...args) {
    if (!warned.has(code)) {
      warned.add(code);
      process.emitWarning(message, "DeprecationWarning", code);
    }
    return fn.apply(this, args);
  };
}
var legacy = import_host.internal.legacyTimers;
var timers_default = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
  setImmediate: globalThis.setImmediate,
  clearImmediate: globalThis.clearImmediate,
  promises: import_promises.default,
  enroll: deprecated(legacy.enroll, "timers.enroll() is deprecated. Please use setTimeout instead.", "DEP0095"),
  unenroll: deprecated(legacy.unenroll, "timers.unenroll() is deprecated. Please use clearTimeout instead.", "DEP0096"),
  active: deprecated(legacy.active, "timers.active() is deprecated. Please use timeout.refresh() instead.", "DEP0126"),
  _unrefActive: deprecated(legacy.unrefActive, "timers._unrefActive() is deprecated. Please use timeout.refresh() instead.", "DEP0127")
};
module.exports = ((r, v) => r.has("timers") ? r.get("timers") : (r.set("timers", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
