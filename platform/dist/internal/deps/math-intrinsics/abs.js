"use strict";

// js/node_modules/math-intrinsics/abs.js
module.exports = Math.abs;
module.exports = ((r, v) => r.has("internal/deps/math-intrinsics/abs") ? r.get("internal/deps/math-intrinsics/abs") : (r.set("internal/deps/math-intrinsics/abs", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
