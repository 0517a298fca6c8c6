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

// net/js/_dns.js
var dns_exports = {};
__export(dns_exports, {
  constants: () => constants,
  getDefaultResultOrder: () => getDefaultResultOrder,
  lookupAll: () => lookupAll,
  notProvided: () => notProvided,
  resolvers: () => resolvers,
  setDefaultResultOrder: () => setDefaultResultOrder
});
module.exports = __toCommonJS(dns_exports);
var import_host = require("node:internal/host");
var import_netutil = require("node:internal/netutil");
async function lookupAll(hostname, options) {
  if (hostname !== void 0 && hostname !== null && typeof hostname !== "string") throw (0, import_netutil.argType)("hostname", "string", hostname);
  let family = 0, order = defaultOrder;
  if (typeof options === "number") family = options;
  else if (options && typeof options === "object") {
    if (options.family !== void 0) family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : Number(options.family);
    if (options.order) order = options.order;
    else if (options.verbatim === false) order = "ipv4first";
  }
  if (family !== 0 && family !== 4 && family !== 6) {
    throw (0, import_netutil.nodeError)(`The property 'options.family' must be one of: 0, 4, 6. Received ${family}`, "ERR_INVALID_ARG_VALUE", TypeError);
  }
  if (!hostname) return [{ address: family === 6 ? "::1" : "127.0.0.1", family: family || 4 }];
  const r = await (0, import_host.opAsync)("dns.lookup", { hostname, family, url: "dns://" + ((0, import_netutil.isIP)(hostname) === 6 ? "[" + hostname + "]" : hostname) });
  if (r.error) throw (0, import_netutil.hostError)(r.error);
  let list = r.addresses;
  if (order === "ipv4first") list = [...list.filter((a) => a.family === 4), ...list.filter((a) => a.family === 6)];
  else if (order === "ipv6first") list = [...list.filter((a) => a.family === 6), ...list.filter((a) => a.family === 4)];
  return list;
}
var defaultOrder = "verbatim";
function setDefaultResultOrder(order) {
  if (order !== "verbatim" && order !== "ipv4first" && order !== "ipv6first") {
    throw (0, import_netutil.nodeError)(`The argument 'dnsOrder' must be one of: 'verbatim', 'ipv4first', 'ipv6first'. Received '${order}'`, "ERR_INVALID_ARG_VALUE", TypeError);
  }
  defaultOrder = order;
}
var getDefaultResultOrder = () => defaultOrder;
function notProvided(name) {
  return () => {
    throw (0, import_netutil.nodeError)(`dns.${name} is not available to extensions: use dns.lookup (the host resolves names)`, "ERR_EARSHOT_UNSUPPORTED");
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
module.exports = ((r, v) => r.has("internal/dns") ? r.get("internal/dns") : (r.set("internal/dns", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), Object.defineProperty({ ...module.exports }, "__esModule", { value: true }));
