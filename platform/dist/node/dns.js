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

// js/node/dns.js
var dns_exports = {};
__export(dns_exports, {
  default: () => dns_default,
  lookup: () => lookup
});
module.exports = __toCommonJS(dns_exports);

// js/node/_host.js
var h = globalThis[/* @__PURE__ */ Symbol.for("earshot.internal")];
var internal = h;
var op = h.op;
var opAsync = h.opAsync;
var cancel = h.cancel;
var track = h.track;
var pending = h.pending;
var expect = h.expect;
var ioDone = h.ioDone;
var unrefd = h.unrefd;
var emit = h.emit;
var proc = () => h.processObject();
function callback(p, cb, wrap = (v) => v) {
  p.then((v) => {
    let r;
    try {
      r = wrap(v);
    } catch (e) {
      proc().nextTick(cb, e);
      return;
    }
    proc().nextTick(cb, null, r);
  }, (e) => proc().nextTick(cb, e));
}
var registry = globalThis[/* @__PURE__ */ Symbol.for("earshot.builtins")] ??= /* @__PURE__ */ new Map();
function register(name, value) {
  if (registry.has(name)) return registry.get(name);
  registry.set(name, value);
  return value;
}

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

// js/node/_netutil.js
function nodeError2(message, code, Ctor = Error) {
  return nodeError(Ctor, code, message);
}
var argType = codes.ERR_INVALID_ARG_TYPE;
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

// js/node/_dns.js
async function lookupAll(hostname, options) {
  if (hostname !== void 0 && hostname !== null && typeof hostname !== "string") throw argType("hostname", "string", hostname);
  let family = 0, order = defaultOrder;
  if (typeof options === "number") family = options;
  else if (options && typeof options === "object") {
    if (options.family !== void 0) family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : Number(options.family);
    if (options.order) order = options.order;
    else if (options.verbatim === false) order = "ipv4first";
  }
  if (family !== 0 && family !== 4 && family !== 6) {
    throw nodeError2(`The property 'options.family' must be one of: 0, 4, 6. Received ${family}`, "ERR_INVALID_ARG_VALUE", TypeError);
  }
  if (!hostname) return [{ address: family === 6 ? "::1" : "127.0.0.1", family: family || 4 }];
  const r = await opAsync("dns.lookup", { hostname, family, url: "dns://" + (isIP(hostname) === 6 ? "[" + hostname + "]" : hostname) });
  if (r.error) throw hostError(r.error);
  let list = r.addresses;
  if (order === "ipv4first") list = [...list.filter((a) => a.family === 4), ...list.filter((a) => a.family === 6)];
  else if (order === "ipv6first") list = [...list.filter((a) => a.family === 6), ...list.filter((a) => a.family === 4)];
  return list;
}
var defaultOrder = "verbatim";
function setDefaultResultOrder(order) {
  if (order !== "verbatim" && order !== "ipv4first" && order !== "ipv6first") {
    throw nodeError2(`The argument 'dnsOrder' must be one of: 'verbatim', 'ipv4first', 'ipv6first'. Received '${order}'`, "ERR_INVALID_ARG_VALUE", TypeError);
  }
  defaultOrder = order;
}
var getDefaultResultOrder = () => defaultOrder;
function notProvided(name) {
  return () => {
    throw nodeError2(`dns.${name} is not available to extensions: use dns.lookup (the host resolves names)`, "ERR_EARSHOT_UNSUPPORTED");
  };
}
var constants = {
  ADDRCONFIG: 1024,
  ALL: 256,
  V4MAPPED: 2048,
  NODATA: "ENODATA",
  FORMERR: "EFORMERR",
  SERVFAIL: "ESERVFAIL",
  NOTFOUND: "ENOTFOUND",
  NOTIMP: "ENOTIMP",
  REFUSED: "EREFUSED",
  BADQUERY: "EBADQUERY",
  BADNAME: "EBADNAME",
  BADFAMILY: "EBADFAMILY",
  BADRESP: "EBADRESP",
  CONNREFUSED: "ECONNREFUSED",
  TIMEOUT: "ETIMEOUT",
  EOF: "EOF",
  FILE: "EFILE",
  NOMEM: "ENOMEM",
  DESTRUCTION: "EDESTRUCTION",
  BADSTR: "EBADSTR",
  BADFLAGS: "EBADFLAGS",
  NONAME: "ENONAME",
  BADHINTS: "EBADHINTS",
  NOTINITIALIZED: "ENOTINITIALIZED",
  LOADIPHLPAPI: "ELOADIPHLPAPI",
  ADDRGETNETWORKPARAMS: "EADDRGETNETWORKPARAMS",
  CANCELLED: "ECANCELLED"
};
var resolvers = [
  "resolve",
  "resolve4",
  "resolve6",
  "resolveAny",
  "resolveCaa",
  "resolveCname",
  "resolveMx",
  "resolveNaptr",
  "resolveNs",
  "resolvePtr",
  "resolveSoa",
  "resolveSrv",
  "resolveTxt",
  "reverse",
  "lookupService"
];

// js/node/dns.js
var import_promises = __toESM(require("node:dns/promises"));
function lookup(hostname, options, callback2) {
  if (typeof options === "function") {
    callback2 = options;
    options = {};
  }
  if (typeof callback2 !== "function") throw argType("callback", "Function", callback2);
  const all = options && typeof options === "object" && options.all;
  callback(lookupAll(hostname, options), (err, list) => {
    if (err) callback2(err);
    else if (all) callback2(null, list);
    else callback2(null, list[0].address, list[0].family);
  });
  return {};
}
lookup[/* @__PURE__ */ Symbol.for("nodejs.util.promisify.custom")] = import_promises.default.lookup;
var Resolver = class {
  cancel() {
  }
  getServers() {
    return [];
  }
  setServers() {
  }
  setLocalAddress() {
  }
};
var dns = { lookup, promises: import_promises.default, setDefaultResultOrder, getDefaultResultOrder, Resolver, getServers: () => [], setServers() {
}, ...constants };
for (const name of resolvers) {
  dns[name] = notProvided(name);
  Resolver.prototype[name] = dns[name];
}
var dns_default = register("dns", dns);
module.exports = ((r, v) => r.has("dns") ? r.get("dns") : (r.set("dns", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
