// Atomics, with the semantics of one thread (an instance is one): the
// operations are plain reads and writes; wait times out at once unless the
// value differs, and notify wakes nobody.
import { g, define } from "./host.js";

function check(ta, index) {
  if (!ArrayBuffer.isView(ta) || ta instanceof DataView || ta instanceof Float32Array || ta instanceof Float64Array) {
    throw new TypeError("Atomics: expected an integer typed array");
  }
  const i = Number(index);
  if (!Number.isInteger(i) || i < 0 || i >= ta.length) throw new RangeError("Atomics: index out of range");
  return i;
}

function rmw(f) {
  return (ta, index, value) => {
    const i = check(ta, index);
    const old = ta[i];
    ta[i] = f(old, value);
    return old;
  };
}

if (typeof g.Atomics === "undefined") {
  const Atomics = {
    add: rmw((a, b) => a + b),
    sub: rmw((a, b) => a - b),
    and: rmw((a, b) => a & b),
    or: rmw((a, b) => a | b),
    xor: rmw((a, b) => a ^ b),
    exchange: rmw((a, b) => b),
    compareExchange(ta, index, expected, replacement) {
      const i = check(ta, index);
      const old = ta[i];
      if (old === (typeof old === "bigint" ? BigInt(expected) : Number(expected))) ta[i] = replacement;
      return old;
    },
    load(ta, index) { return ta[check(ta, index)]; },
    store(ta, index, value) { ta[check(ta, index)] = value; return ta[index]; },
    isLockFree: (n) => n === 1 || n === 2 || n === 4 || n === 8,
    wait(ta, index, value) { return ta[check(ta, index)] !== value ? "not-equal" : "timed-out"; },
    waitAsync(ta, index, value) { return { async: false, value: Atomics.wait(ta, index, value) }; },
    notify(ta, index) { check(ta, index); return 0; },
    pause() {},
    [Symbol.toStringTag]: "Atomics",
  };
  define(g, "Atomics", Atomics);
}
