"use strict";

// js/node_modules/es-errors/type.js
module.exports = TypeError;
module.exports = ((r, v) => r.has("internal/deps/es-errors/type") ? r.get("internal/deps/es-errors/type") : (r.set("internal/deps/es-errors/type", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
