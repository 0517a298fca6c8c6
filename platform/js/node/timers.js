// node:timers — the global timers (Node's Timeout objects, see the
// prelude), and timers/promises.
import promises from "node:timers/promises";
export default {
  setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval, clearInterval: globalThis.clearInterval,
  setImmediate: globalThis.setImmediate, clearImmediate: globalThis.clearImmediate,
  promises,
};
