"use strict";

// js/node_modules/es-errors/syntax.js
module.exports = SyntaxError;
module.exports = ((r, v) => r.has("internal/deps/es-errors/syntax") ? r.get("internal/deps/es-errors/syntax") : (r.set("internal/deps/es-errors/syntax", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
