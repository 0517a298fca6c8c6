"use strict";

// js/node_modules/call-bind/index.js
var setFunctionLength = require("node:internal/deps/set-function-length/index");
var $defineProperty = require("node:internal/deps/es-define-property/index");
var callBindBasic = require("node:internal/deps/call-bind-apply-helpers/index");
var applyBind = require("node:internal/deps/call-bind-apply-helpers/applyBind");
module.exports = function callBind(originalFunction) {
  var func = callBindBasic(arguments);
  var adjustedLength = 1 + originalFunction.length - (arguments.length - 1);
  return setFunctionLength(
    func,
    adjustedLength > 0 ? adjustedLength : 0,
    true
  );
};
if ($defineProperty) {
  $defineProperty(module.exports, "apply", { value: applyBind });
} else {
  module.exports.apply = applyBind;
}
module.exports = ((r, v) => r.has("internal/deps/call-bind/index") ? r.get("internal/deps/call-bind/index") : (r.set("internal/deps/call-bind/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
