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

// net/js/_netutil.js
var netutil_exports = {};
__export(netutil_exports, {
  argType: () => argType,
  callable: () => callable,
  hostError: () => hostError,
  isIP: () => isIP,
  isIPv4: () => isIPv4,
  isIPv6: () => isIPv6,
  nodeError: () => nodeError,
  normalizeConnect: () => normalizeConnect,
  validatePort: () => validatePort
});
module.exports = __toCommonJS(netutil_exports);
var import_validators = require("node:internal/validators");
function nodeError(message, code, Ctor = Error) {
  return (0, import_validators.nodeError)(Ctor, code, message);
}
var argType = import_validators.codes.ERR_INVALID_ARG_TYPE;
function hostError(d) {
  const e = new Error(d.message);
  for (const k of ["library", "reason", "code", "errno", "syscall", "address", "port", "hostname"]) if (d[k] !== void 0) e[k] = d[k];
  return e;
}
var ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
function isIPv4(s) {
  return typeof s === "string" && ipv4.test(s);
}
function isIPv6(s) {
  if (typeof s !== "string" || !s.includes(":")) return false;
  let t = s.replace(/%[0-9A-Za-z._~-]+$/, "");
  const tail = t.match(/:((?:\d+\.){3}\d+)$/);
  if (tail) {
    if (!isIPv4(tail[1])) return false;
    t = t.slice(0, -tail[1].length) + "0:0";
  }
  const dbl = t.split("::");
  if (dbl.length > 2) return false;
  const parts = (p) => p === "" ? [] : p.split(":");
  const groups = dbl.length === 2 ? [...parts(dbl[0]), ...parts(dbl[1])] : parts(t);
  if (!groups.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  return dbl.length === 2 ? groups.length < 8 : groups.length === 8;
}
function isIP(s) {
  return isIPv4(s) ? 4 : isIPv6(s) ? 6 : 0;
}
function validatePort(port, name = "Port") {
  if (port === void 0 || port === null) return 0;
  return (0, import_validators.validatePort)(port, name);
}
function normalizeConnect(args) {
  let options = {};
  let i = 0;
  if (args[0] !== null && typeof args[0] === "object") options = { ...args[i++] };
  else if (typeof args[0] === "string" && Number.isNaN(Number(args[0]))) options = { path: args[i++] };
  else {
    options.port = args[i++];
    if (typeof args[i] === "string") options.host = args[i++];
    if (args[i] !== null && typeof args[i] === "object") Object.assign(options, args[i++]);
  }
  const cb = typeof args[i] === "function" ? args[i] : typeof args[args.length - 1] === "function" ? args[args.length - 1] : null;
  return [options, cb];
}
function callable(C) {
  return new Proxy(C, { apply: (target, _, args) => new target(...args) });
}
module.exports = ((r, v) => r.has("internal/netutil") ? r.get("internal/netutil") : (r.set("internal/netutil", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), Object.defineProperty({ ...module.exports }, "__esModule", { value: true }));
