"use strict";

// js/node_modules/math-intrinsics/isNaN.js
module.exports = Number.isNaN || function isNaN(a) {
  return a !== a;
};
module.exports = ((r, v) => r.has("internal/deps/math-intrinsics/isNaN") ? r.get("internal/deps/math-intrinsics/isNaN") : (r.set("internal/deps/math-intrinsics/isNaN", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
