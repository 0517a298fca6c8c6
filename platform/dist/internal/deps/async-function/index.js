"use strict";

// js/node_modules/async-function/index.js
var cached = (
  /** @type {import('.').AsyncFunctionConstructor} */
  async function() {
  }.constructor
);
module.exports = () => cached;
module.exports = ((r, v) => r.has("internal/deps/async-function/index") ? r.get("internal/deps/async-function/index") : (r.set("internal/deps/async-function/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
