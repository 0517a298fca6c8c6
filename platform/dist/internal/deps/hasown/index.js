"use strict";

// js/node_modules/hasown/index.js
var call = Function.prototype.call;
var $hasOwn = Object.prototype.hasOwnProperty;
var bind = require("node:internal/deps/function-bind/index");
module.exports = bind.call(call, $hasOwn);
module.exports = ((r, v) => r.has("internal/deps/hasown/index") ? r.get("internal/deps/hasown/index") : (r.set("internal/deps/hasown/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
