"use strict";

// js/node_modules/function-bind/index.js
var implementation = require("node:internal/deps/function-bind/implementation");
module.exports = Function.prototype.bind || implementation;
module.exports = ((r, v) => r.has("internal/deps/function-bind/index") ? r.get("internal/deps/function-bind/index") : (r.set("internal/deps/function-bind/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
