"use strict";

// js/node_modules/call-bind-apply-helpers/applyBind.js
var bind = require("node:internal/deps/function-bind/index");
var $apply = require("node:internal/deps/call-bind-apply-helpers/functionApply");
var actualApply = require("node:internal/deps/call-bind-apply-helpers/actualApply");
module.exports = function applyBind() {
  return actualApply(bind, $apply, arguments);
};
module.exports = ((r, v) => r.has("internal/deps/call-bind-apply-helpers/applyBind") ? r.get("internal/deps/call-bind-apply-helpers/applyBind") : (r.set("internal/deps/call-bind-apply-helpers/applyBind", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
