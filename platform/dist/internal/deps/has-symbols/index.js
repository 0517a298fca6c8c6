"use strict";

// js/node_modules/has-symbols/index.js
var origSymbol = typeof Symbol !== "undefined" && Symbol;
var hasSymbolSham = require("node:internal/deps/has-symbols/shams");
module.exports = function hasNativeSymbols() {
  if (typeof origSymbol !== "function") {
    return false;
  }
  if (typeof Symbol !== "function") {
    return false;
  }
  if (typeof origSymbol("foo") !== "symbol") {
    return false;
  }
  if (typeof /* @__PURE__ */ Symbol("bar") !== "symbol") {
    return false;
  }
  return hasSymbolSham();
};
module.exports = ((r, v) => r.has("internal/deps/has-symbols/index") ? r.get("internal/deps/has-symbols/index") : (r.set("internal/deps/has-symbols/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
