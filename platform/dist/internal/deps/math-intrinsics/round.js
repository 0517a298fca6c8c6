"use strict";

// js/node_modules/math-intrinsics/round.js
module.exports = Math.round;
module.exports = ((r, v) => r.has("internal/deps/math-intrinsics/round") ? r.get("internal/deps/math-intrinsics/round") : (r.set("internal/deps/math-intrinsics/round", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
