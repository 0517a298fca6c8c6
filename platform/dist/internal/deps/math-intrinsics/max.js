"use strict";

// js/node_modules/math-intrinsics/max.js
module.exports = Math.max;
module.exports = ((r, v) => r.has("internal/deps/math-intrinsics/max") ? r.get("internal/deps/math-intrinsics/max") : (r.set("internal/deps/math-intrinsics/max", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
