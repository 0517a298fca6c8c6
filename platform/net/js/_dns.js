// dns.lookup by the host (platform/net/net.go): a net operation, refused when
// the net capability does not include the name.
import { opAsync } from "node:internal/host";
import { argType, hostError, isIP, nodeError } from "./_netutil.js";

// lookupAll resolves hostname to [{address, family}], in the resolver's
// order (Node's default, "verbatim"), or IPv4 first with order "ipv4first".
export async function lookupAll(hostname, options) {
  if (hostname !== undefined && hostname !== null && typeof hostname !== "string") throw argType("hostname", "string", hostname);
  let family = 0, order = defaultOrder;
  if (typeof options === "number") family = options;
  else if (options && typeof options === "object") {
    if (options.family !== undefined) family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : Number(options.family);
    if (options.order) order = options.order;
    else if (options.verbatim === false) order = "ipv4first";
  }
  if (family !== 0 && family !== 4 && family !== 6) {
    throw nodeError(`The property 'options.family' must be one of: 0, 4, 6. Received ${family}`, "ERR_INVALID_ARG_VALUE", TypeError);
  }
  if (!hostname) return [{ address: family === 6 ? "::1" : "127.0.0.1", family: family || 4 }];
  const r = await opAsync("dns.lookup", { hostname, family, url: "dns://" + (isIP(hostname) === 6 ? "[" + hostname + "]" : hostname) });
  if (r.error) throw hostError(r.error);
  let list = r.addresses;
  if (order === "ipv4first") list = [...list.filter((a) => a.family === 4), ...list.filter((a) => a.family === 6)];
  else if (order === "ipv6first") list = [...list.filter((a) => a.family === 6), ...list.filter((a) => a.family === 4)];
  return list;
}

let defaultOrder = "verbatim";
export function setDefaultResultOrder(order) {
  if (order !== "verbatim" && order !== "ipv4first" && order !== "ipv6first") {
    throw nodeError(`The argument 'dnsOrder' must be one of: 'verbatim', 'ipv4first', 'ipv6first'. Received '${order}'`, "ERR_INVALID_ARG_VALUE", TypeError);
  }
  defaultOrder = order;
}
export const getDefaultResultOrder = () => defaultOrder;

export function notProvided(name) {
  return () => { throw nodeError(`dns.${name} is not available to extensions: use dns.lookup (the host resolves names)`, "ERR_EARSHOT_UNSUPPORTED"); };
}

export const constants = {
  ADDRCONFIG: 1024, ALL: 256, V4MAPPED: 2048, NODATA: "ENODATA", FORMERR: "EFORMERR", SERVFAIL: "ESERVFAIL",
  NOTFOUND: "ENOTFOUND", NOTIMP: "ENOTIMP", REFUSED: "EREFUSED", BADQUERY: "EBADQUERY", BADNAME: "EBADNAME",
  BADFAMILY: "EBADFAMILY", BADRESP: "EBADRESP", CONNREFUSED: "ECONNREFUSED", TIMEOUT: "ETIMEOUT", EOF: "EOF",
  FILE: "EFILE", NOMEM: "ENOMEM", DESTRUCTION: "EDESTRUCTION", BADSTR: "EBADSTR", BADFLAGS: "EBADFLAGS",
  NONAME: "ENONAME", BADHINTS: "EBADHINTS", NOTINITIALIZED: "ENOTINITIALIZED", LOADIPHLPAPI: "ELOADIPHLPAPI",
  ADDRGETNETWORKPARAMS: "EADDRGETNETWORKPARAMS", CANCELLED: "ECANCELLED",
};
export const resolvers = ["resolve", "resolve4", "resolve6", "resolveAny", "resolveCaa", "resolveCname", "resolveMx",
  "resolveNaptr", "resolveNs", "resolvePtr", "resolveSoa", "resolveSrv", "resolveTxt", "reverse", "lookupService"];
