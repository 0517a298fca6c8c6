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

// net/js/dns.js
var dns_exports = {};
__export(dns_exports, {
  default: () => dns_default,
  lookup: () => lookup
});
module.exports = __toCommonJS(dns_exports);
var import_host = require("node:internal/host");
var import_dns = require("node:internal/dns");
var import_netutil = require("node:internal/netutil");
var import_promises = __toESM(require("node:dns/promises"));
function lookup(hostname, options, callback) {
  if (typeof options === "function") {
    callback = options;
    options = {};
  }
  if (typeof callback !== "function") throw (0, import_netutil.argType)("callback", "Function", callback);
  const all = options && typeof options === "object" && options.all;
  (0, import_host.callback)((0, import_dns.lookupAll)(hostname, options), (err, list) => {
    if (err) callback(err);
    else if (all) callback(null, list);
    else callback(null, list[0].address, list[0].family);
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
var dns = { lookup, promises: import_promises.default, setDefaultResultOrder: import_dns.setDefaultResultOrder, getDefaultResultOrder: import_dns.getDefaultResultOrder, Resolver, getServers: () => [], setServers() {
}, ...import_dns.constants };
for (const name of import_dns.resolvers) {
  dns[name] = (0, import_dns.notProvided)(name);
  Resolver.prototype[name] = dns[name];
}
var dns_default = (0, import_host.register)("dns", dns);
module.exports = ((r, v) => r.has("dns") ? r.get("dns") : (r.set("dns", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
