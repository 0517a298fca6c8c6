"use strict";

// js/node_modules/math-intrinsics/min.js
module.exports = Math.min;
module.exports = ((r, v) => r.has("internal/deps/math-intrinsics/min") ? r.get("internal/deps/math-intrinsics/min") : (r.set("internal/deps/math-intrinsics/min", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
