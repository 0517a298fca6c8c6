"use strict";

// js/node_modules/math-intrinsics/pow.js
module.exports = Math.pow;
module.exports = ((r, v) => r.has("internal/deps/math-intrinsics/pow") ? r.get("internal/deps/math-intrinsics/pow") : (r.set("internal/deps/math-intrinsics/pow", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
