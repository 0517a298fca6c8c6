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

// js/node/_host.js
var h = globalThis[/* @__PURE__ */ Symbol.for("earshot.internal")];
var internal = h;
var op = h.op;
var opAsync = h.opAsync;
var cancel = h.cancel;
var track = h.track;
var pending = h.pending;
var unrefd = h.unrefd;
var emit = h.emit;
var registry = globalThis[/* @__PURE__ */ Symbol.for("earshot.builtins")] ??= /* @__PURE__ */ new Map();

// js/node/_validators.js
var { codes, nodeError, inspect, specificType } = internal.errors;
var {
  validateString,
  validateFunction,
  validateBoolean,
  validateNumber,
  validateInteger,
  validateInt32,
  validateUint32,
  validateObject,
  validateArray,
  validateStringArray,
  validateOneOf,
  validateAbortSignal,
  validateBuffer,
  validatePort,
  validateEncoding,
  validateSignalName,
  parseFileMode,
  isArgumentError
} = internal.validators;

// js/node/timers.js
var kTimer = /* @__PURE__ */ Symbol("timer");
function unenroll(item) {
  if (item[kTimer]) {
    clearTimeout(item[kTimer]);
    item[kTimer] = null;
  }
  item._idleTimeout = -1;
}
function enroll(item, msecs) {
  validateNumber(msecs, "msecs");
  if (msecs < 0 || !Number.isFinite(msecs)) throw codes.ERR_OUT_OF_RANGE("msecs", "a non-negative finite number", msecs);
  unenroll(item);
  item._idleTimeout = msecs;
}
function start(item, ref) {
  if (item[kTimer]) clearTimeout(item[kTimer]);
  if (!(item._idleTimeout >= 0)) return;
  item[kTimer] = setTimeout(() => {
    item[kTimer] = null;
    if (typeof item._onTimeout === "function") item._onTimeout();
  }, item._idleTimeout);
  if (!ref) item[kTimer].unref();
}
var timers_default = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
  setImmediate: globalThis.setImmediate,
  clearImmediate: globalThis.clearImmediate,
  promises: import_promises.default,
  enroll,
  unenroll,
  active: (item) => start(item, true),
  _unrefActive: (item) => start(item, false)
};
module.exports = ((r, v) => r.has("timers") ? r.get("timers") : (r.set("timers", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
