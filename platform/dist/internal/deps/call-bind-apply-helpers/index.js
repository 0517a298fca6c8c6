"use strict";

// js/node_modules/call-bind-apply-helpers/index.js
var bind = require("node:internal/deps/function-bind/index");
var $TypeError = require("node:internal/deps/es-errors/type");
var $call = require("node:internal/deps/call-bind-apply-helpers/functionCall");
var $actualApply = require("node:internal/deps/call-bind-apply-helpers/actualApply");
module.exports = function callBindBasic(args) {
  if (args.length < 1 || typeof args[0] !== "function") {
    throw new $TypeError("a function is required");
  }
  return $actualApply(bind, $call, args);
};
module.exports = ((r, v) => r.has("internal/deps/call-bind-apply-helpers/index") ? r.get("internal/deps/call-bind-apply-helpers/index") : (r.set("internal/deps/call-bind-apply-helpers/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
