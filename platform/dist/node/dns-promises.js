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

// net/js/dns-promises.js
var dns_promises_exports = {};
__export(dns_promises_exports, {
  default: () => dns_promises_default,
  lookup: () => lookup
});
module.exports = __toCommonJS(dns_promises_exports);
var import_host = require("node:internal/host");
var import_dns = require("node:internal/dns");
async function lookup(hostname, options) {
  const list = await (0, import_dns.lookupAll)(hostname, options);
  return options && typeof options === "object" && options.all ? list : list[0];
}
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
var dnsPromises = { lookup, setDefaultResultOrder: import_dns.setDefaultResultOrder, getDefaultResultOrder: import_dns.getDefaultResultOrder, Resolver, getServers: () => [], setServers() {
}, ...import_dns.constants };
for (const name of import_dns.resolvers) {
  const f = (0, import_dns.notProvided)(name);
  dnsPromises[name] = async (...args) => f(...args);
  Resolver.prototype[name] = dnsPromises[name];
}
var dns_promises_default = (0, import_host.register)("dns/promises", dnsPromises);
module.exports = ((r, v) => r.has("dns/promises") ? r.get("dns/promises") : (r.set("dns/promises", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
