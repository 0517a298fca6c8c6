// node:timers/promises.
import { AbortError } from "node:internal/host";

const abortError = (signal) => new AbortError(undefined, { cause: signal.reason });

function later(schedule, clear, ms, value, options = {}) {
  const { signal, ref = true } = options;
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) { reject(abortError(signal)); return; }
    const t = schedule(() => { if (signal) signal.removeEventListener("abort", onAbort); resolve(value); }, ms);
    if (!ref && t && t.unref) t.unref();
    function onAbort() { clear(t); reject(abortError(signal)); }
    if (signal) signal.addEventListener("abort", onAbort, { once: true });
  });
}

async function* setInterval(ms, value, options = {}) {
  const { signal } = options;
  for (;;) {
    await later(globalThis.setTimeout, globalThis.clearTimeout, ms, undefined, options);
    if (signal && signal.aborted) throw abortError(signal);
    yield value;
  }
}

export default {
  setTimeout: (ms, value, options) => later(globalThis.setTimeout, globalThis.clearTimeout, ms, value, options),
  setImmediate: (value, options) => later((fn) => globalThis.setImmediate(fn), globalThis.clearImmediate, 0, value, options),
  setInterval,
  scheduler: {
    wait: (ms, options) => later(globalThis.setTimeout, globalThis.clearTimeout, ms, undefined, options),
    yield: () => later((fn) => globalThis.setImmediate(fn), globalThis.clearImmediate, 0),
  },
};
