// The asynchronous context node:async_hooks' AsyncLocalStorage reads: the
// stores in effect (a Map from each AsyncLocalStorage to its store, never
// changed once made), carried from where a callback is scheduled to where
// it runs — timers, setImmediate, process.nextTick, queueMicrotask, fs's
// callbacks (the loop's poll phase), and (once an AsyncLocalStorage is
// made) the callbacks given to a promise's then. Until one is made, the
// context is undefined and nothing is carried.
let current;

export const getContext = () => current;
export function setContext(c) { current = c; }

// runIn calls fn with context c in effect, then puts back what was.
export function runIn(c, fn, thisArg, args) {
  const prev = current;
  current = c;
  try {
    return fn.apply(thisArg, args);
  } finally {
    current = prev;
  }
}

// bound is fn made to run in the context in effect now (fn itself when
// there is none).
export const bound = (fn) => boundTo(current, fn);

// boundTo is fn made to run in context c (fn itself when c is undefined).
export function boundTo(c, fn) {
  if (c === undefined || typeof fn !== "function") return fn;
  return function (...args) { return runIn(c, fn, this, args); };
}

let thenPatched = false;
// carryThroughPromises makes the callbacks of a promise's then (and so
// catch and finally) run in the context in effect when then was called.
export function carryThroughPromises() {
  if (thenPatched) return;
  thenPatched = true;
  const then = Promise.prototype.then;
  Object.defineProperty(Promise.prototype, "then", {
    value: function then_(onFulfilled, onRejected) {
      return current === undefined ? then.call(this, onFulfilled, onRejected) : then.call(this, bound(onFulfilled), bound(onRejected));
    },
    writable: true, configurable: true, enumerable: false,
  });
  Object.defineProperty(Promise.prototype.then, "name", { value: "then" });
}
