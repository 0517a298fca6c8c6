"use strict";

// js/node_modules/math-intrinsics/floor.js
module.exports = Math.floor;
module.exports = ((r, v) => r.has("internal/deps/math-intrinsics/floor") ? r.get("internal/deps/math-intrinsics/floor") : (r.set("internal/deps/math-intrinsics/floor", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
