"use strict";

// js/node_modules/call-bind-apply-helpers/actualApply.js
var bind = require("node:internal/deps/function-bind/index");
var $apply = require("node:internal/deps/call-bind-apply-helpers/functionApply");
var $call = require("node:internal/deps/call-bind-apply-helpers/functionCall");
var $reflectApply = require("node:internal/deps/call-bind-apply-helpers/reflectApply");
module.exports = $reflectApply || bind.call($call, $apply);
module.exports = ((r, v) => r.has("internal/deps/call-bind-apply-helpers/actualApply") ? r.get("internal/deps/call-bind-apply-helpers/actualApply") : (r.set("internal/deps/call-bind-apply-helpers/actualApply", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
