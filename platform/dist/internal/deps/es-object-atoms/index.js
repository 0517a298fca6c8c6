"use strict";

// js/node_modules/es-object-atoms/index.js
module.exports = Object;
module.exports = ((r, v) => r.has("internal/deps/es-object-atoms/index") ? r.get("internal/deps/es-object-atoms/index") : (r.set("internal/deps/es-object-atoms/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
