// node:dns — lookup, by the host (a net operation: the net capability must
// include the name); the resolve* family is not provided.
import { register, callback as toCallback } from "node:internal/host";
import { lookupAll, setDefaultResultOrder, getDefaultResultOrder, notProvided, constants, resolvers } from "./_dns.js";
import { argType } from "./_netutil.js";
import promises from "node:dns/promises";

export function lookup(hostname, options, callback) {
  if (typeof options === "function") { callback = options; options = {}; }
  if (typeof callback !== "function") throw argType("callback", "Function", callback);
  const all = options && typeof options === "object" && options.all;
  toCallback(lookupAll(hostname, options), (err, list) => {
    if (err) callback(err);
    else if (all) callback(null, list);
    else callback(null, list[0].address, list[0].family);
  });
  return {};
}
lookup[Symbol.for("nodejs.util.promisify.custom")] = promises.lookup;

class Resolver {
  cancel() {}
  getServers() { return []; }
  setServers() {}
  setLocalAddress() {}
}
const dns = { lookup, promises, setDefaultResultOrder, getDefaultResultOrder, Resolver, getServers: () => [], setServers() {}, ...constants };
for (const name of resolvers) {
  dns[name] = notProvided(name);
  Resolver.prototype[name] = dns[name];
}
export default register("dns", dns);
