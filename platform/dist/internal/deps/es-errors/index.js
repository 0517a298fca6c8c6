"use strict";

// js/node_modules/es-errors/index.js
module.exports = Error;
module.exports = ((r, v) => r.has("internal/deps/es-errors/index") ? r.get("internal/deps/es-errors/index") : (r.set("internal/deps/es-errors/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
