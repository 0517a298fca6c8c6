"use strict";

// js/node_modules/is-typed-array/index.js
var whichTypedArray = require("node:internal/deps/which-typed-array/index");
module.exports = function isTypedArray(value) {
  return !!whichTypedArray(value);
};
module.exports = ((r, v) => r.has("internal/deps/is-typed-array/index") ? r.get("internal/deps/is-typed-array/index") : (r.set("internal/deps/is-typed-array/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
