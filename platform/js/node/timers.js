// node:timers — the global timers (Node's Timeout objects, see the
// prelude), timers/promises, and Node's deprecated enroll, unenroll and
// active (an object's own timer: its _onTimeout, _idleTimeout ms after
// active is called).
import promises from "node:timers/promises";
import { codes, validateNumber } from "./_validators.js";

const kTimer = Symbol("timer");

function unenroll(item) {
  if (item[kTimer]) { clearTimeout(item[kTimer]); item[kTimer] = null; }
  item._idleTimeout = -1;
}

function enroll(item, msecs) {
  validateNumber(msecs, "msecs");
  if (msecs < 0 || !Number.isFinite(msecs)) throw codes.ERR_OUT_OF_RANGE("msecs", "a non-negative finite number", msecs);
  unenroll(item);
  item._idleTimeout = msecs;
}

function start(item, ref) {
  if (item[kTimer]) clearTimeout(item[kTimer]);
  if (!(item._idleTimeout >= 0)) return;
  item[kTimer] = setTimeout(() => {
    item[kTimer] = null;
    if (typeof item._onTimeout === "function") item._onTimeout();
  }, item._idleTimeout);
  if (!ref) item[kTimer].unref();
}

export default {
  setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval, clearInterval: globalThis.clearInterval,
  setImmediate: globalThis.setImmediate, clearImmediate: globalThis.clearImmediate,
  promises,
  enroll, unenroll,
  active: (item) => start(item, true),
  _unrefActive: (item) => start(item, false),
};
