"use strict";

// js/node_modules/generator-function/index.js
var cached = (
  /** @type {GeneratorFunctionConstructor} */
  function* () {
  }.constructor
);
module.exports = () => cached;
module.exports = ((r, v) => r.has("internal/deps/generator-function/index") ? r.get("internal/deps/generator-function/index") : (r.set("internal/deps/generator-function/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
