"use strict";

// js/node_modules/has-tostringtag/shams.js
var hasSymbols = require("node:internal/deps/has-symbols/shams");
module.exports = function hasToStringTagShams() {
  return hasSymbols() && !!Symbol.toStringTag;
};
module.exports = ((r, v) => r.has("internal/deps/has-tostringtag/shams") ? r.get("internal/deps/has-tostringtag/shams") : (r.set("internal/deps/has-tostringtag/shams", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
