// unavailable(what, why) is what a built-in extensions do not get evaluates
// to (node:http, node:net, ...): importing it, taking a name from it at the
// top of a module (const { IncomingMessage } = require("http")) or
// extending a class it names all work, so that a package that mentions it
// and never uses it loads. What is taken is a stub of the same kind; using
// one — calling, constructing, writing — throws an error naming it and the
// alternative.
export function unavailable(what, why) {
  const fail = () => {
    const e = new Error(`${what} is not available to earshot extensions (they run in QuickJS, not Node.js): ${why}`);
    e.code = "ERR_EARSHOT_UNSUPPORTED";
    throw e;
  };
  const names = new Map();
  const proto = {};
  const get = (t, k) => {
    if (typeof k === "symbol" || k === "__esModule" || k === "then" || k === "toJSON" || k === "default") return undefined;
    if (k === "prototype") return proto;
    if (k === "name") return what;
    if (k === "toString" || k === "valueOf") return () => `[${what}: not available]`;
    if (!names.has(k)) names.set(k, unavailable(`${what}.${k}`, why));
    return names.get(k);
  };
  // Its prototype answers names too: a bundler's view of a CommonJS module
  // as an ES module (import * as net from "net") inherits from it.
  const inherited = new Proxy({}, { get, has: () => false });
  return new Proxy(function () {}, {
    get,
    getPrototypeOf: () => inherited,
    has: () => false,
    apply: fail,
    construct: fail,
    set: fail,
    defineProperty: fail,
    deleteProperty: () => true,
  });
}
