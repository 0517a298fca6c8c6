"use strict";

// js/node_modules/get-proto/Object.getPrototypeOf.js
var $Object = require("node:internal/deps/es-object-atoms/index");
module.exports = $Object.getPrototypeOf || null;
module.exports = ((r, v) => r.has("internal/deps/get-proto/Object.getPrototypeOf") ? r.get("internal/deps/get-proto/Object.getPrototypeOf") : (r.set("internal/deps/get-proto/Object.getPrototypeOf", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
