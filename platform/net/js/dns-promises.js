// node:dns/promises — lookup (see _dns.js); the resolve* family is not
// provided (the host resolves names for connect and lookup).
import { register } from "node:internal/host";
import { lookupAll, setDefaultResultOrder, getDefaultResultOrder, notProvided, constants, resolvers } from "./_dns.js";

export async function lookup(hostname, options) {
  const list = await lookupAll(hostname, options);
  return options && typeof options === "object" && options.all ? list : list[0];
}

class Resolver {
  cancel() {}
  getServers() { return []; }
  setServers() {}
  setLocalAddress() {}
}
const dnsPromises = { lookup, setDefaultResultOrder, getDefaultResultOrder, Resolver, getServers: () => [], setServers() {}, ...constants };
for (const name of resolvers) {
  const f = notProvided(name);
  dnsPromises[name] = async (...args) => f(...args);
  Resolver.prototype[name] = dnsPromises[name];
}
export default register("dns/promises", dnsPromises);
