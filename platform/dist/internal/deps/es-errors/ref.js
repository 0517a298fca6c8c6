"use strict";

// js/node_modules/es-errors/ref.js
module.exports = ReferenceError;
module.exports = ((r, v) => r.has("internal/deps/es-errors/ref") ? r.get("internal/deps/es-errors/ref") : (r.set("internal/deps/es-errors/ref", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
