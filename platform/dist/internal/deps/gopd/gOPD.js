"use strict";

// js/node_modules/gopd/gOPD.js
module.exports = Object.getOwnPropertyDescriptor;
module.exports = ((r, v) => r.has("internal/deps/gopd/gOPD") ? r.get("internal/deps/gopd/gOPD") : (r.set("internal/deps/gopd/gOPD", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
