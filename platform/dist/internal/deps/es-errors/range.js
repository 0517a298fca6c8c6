"use strict";

// js/node_modules/es-errors/range.js
module.exports = RangeError;
module.exports = ((r, v) => r.has("internal/deps/es-errors/range") ? r.get("internal/deps/es-errors/range") : (r.set("internal/deps/es-errors/range", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
