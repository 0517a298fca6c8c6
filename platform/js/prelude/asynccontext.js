// The asynchronous context node:async_hooks' AsyncLocalStorage reads: the
// stores in effect (a Map from each AsyncLocalStorage to its store, never
// changed once made), carried from where a callback is scheduled to where
// it runs — timers, setImmediate, process.nextTick, queueMicrotask, fs's
// callbacks (the loop carries it), and every promise reaction: then,
// catch, finally and await (the engine carries it: a reaction runs in the
// context in effect when it was registered, see wasm/quickjs/earshot.c).
// Until a store is set, the context is undefined and nothing is carried.
import { native } from "./host.js";

export const getContext = native.getAsyncContext;
export const setContext = native.setAsyncContext;

// runIn calls fn with context c in effect, then puts back what was.
export function runIn(c, fn, thisArg, args) {
  const prev = getContext();
  setContext(c);
  try {
    return fn.apply(thisArg, args);
  } finally {
    setContext(prev);
  }
}

// bound is fn made to run in the context in effect now (fn itself when
// there is none).
export const bound = (fn) => boundTo(getContext(), fn);

// boundTo is fn made to run in context c (fn itself when c is undefined).
export function boundTo(c, fn) {
  if (c === undefined || typeof fn !== "function") return fn;
  return function (...args) { return runIn(c, fn, this, args); };
}
