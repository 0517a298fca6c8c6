"use strict";

// js/node_modules/es-errors/eval.js
module.exports = EvalError;
module.exports = ((r, v) => r.has("internal/deps/es-errors/eval") ? r.get("internal/deps/es-errors/eval") : (r.set("internal/deps/es-errors/eval", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
