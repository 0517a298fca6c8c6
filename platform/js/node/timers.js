// node:timers — the global timers (Node's Timeout objects, see the
// prelude), timers/promises, and the legacy API Node deprecated but
// keeps (enroll, unenroll, active, _unrefActive: any object as a timer).
import promises from "node:timers/promises";
import { internal } from "node:internal/host";

const warned = new Set();
function deprecated(fn, message, code) {
  return function (...args) {
    if (!warned.has(code)) {
      warned.add(code);
      process.emitWarning(message, "DeprecationWarning", code);
    }
    return fn.apply(this, args);
  };
}
const legacy = internal.legacyTimers;

export default {
  setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval, clearInterval: globalThis.clearInterval,
  setImmediate: globalThis.setImmediate, clearImmediate: globalThis.clearImmediate,
  promises,
  enroll: deprecated(legacy.enroll, "timers.enroll() is deprecated. Please use setTimeout instead.", "DEP0095"),
  unenroll: deprecated(legacy.unenroll, "timers.unenroll() is deprecated. Please use clearTimeout instead.", "DEP0096"),
  active: deprecated(legacy.active, "timers.active() is deprecated. Please use timeout.refresh() instead.", "DEP0126"),
  _unrefActive: deprecated(legacy.unrefActive, "timers._unrefActive() is deprecated. Please use timeout.refresh() instead.", "DEP0127"),
};
