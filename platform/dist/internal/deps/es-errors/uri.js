"use strict";

// js/node_modules/es-errors/uri.js
module.exports = URIError;
module.exports = ((r, v) => r.has("internal/deps/es-errors/uri") ? r.get("internal/deps/es-errors/uri") : (r.set("internal/deps/es-errors/uri", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
