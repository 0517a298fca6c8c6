"use strict";

// js/node_modules/math-intrinsics/sign.js
var $isNaN = require("node:internal/deps/math-intrinsics/isNaN");
module.exports = function sign(number) {
  if ($isNaN(number) || number === 0) {
    return number;
  }
  return number < 0 ? -1 : 1;
};
module.exports = ((r, v) => r.has("internal/deps/math-intrinsics/sign") ? r.get("internal/deps/math-intrinsics/sign") : (r.set("internal/deps/math-intrinsics/sign", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
