"use strict";

// js/node_modules/available-typed-arrays/index.js
var possibleNames = require("node:internal/deps/possible-typed-array-names/index");
var g = typeof globalThis === "undefined" ? global : globalThis;
module.exports = function availableTypedArrays() {
  var out = [];
  for (var i = 0; i < possibleNames.length; i++) {
    if (typeof g[possibleNames[i]] === "function") {
      out[out.length] = possibleNames[i];
    }
  }
  return out;
};
module.exports = ((r, v) => r.has("internal/deps/available-typed-arrays/index") ? r.get("internal/deps/available-typed-arrays/index") : (r.set("internal/deps/available-typed-arrays/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
