"use strict";

// js/node_modules/async-generator-function/index.js
var cached = (
  /** @type {import('.').AsyncGeneratorFunctionConstructor} */
  async function* () {
  }.constructor
);
module.exports = () => cached;
module.exports = ((r, v) => r.has("internal/deps/async-generator-function/index") ? r.get("internal/deps/async-generator-function/index") : (r.set("internal/deps/async-generator-function/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
