"use strict";

// js/node_modules/is-arguments/index.js
var hasToStringTag = require("node:internal/deps/has-tostringtag/shams")();
var callBound = require("node:internal/deps/call-bound/index");
var $toString = callBound("Object.prototype.toString");
var isStandardArguments = function isArguments(value) {
  if (hasToStringTag && value && typeof value === "object" && Symbol.toStringTag in value) {
    return false;
  }
  return $toString(value) === "[object Arguments]";
};
var isLegacyArguments = function isArguments2(value) {
  if (isStandardArguments(value)) {
    return true;
  }
  return value !== null && typeof value === "object" && "length" in value && typeof value.length === "number" && value.length >= 0 && $toString(value) !== "[object Array]" && "callee" in value && $toString(value.callee) === "[object Function]";
};
var supportsStandardArguments = (function() {
  return isStandardArguments(arguments);
})();
isStandardArguments.isLegacyArguments = isLegacyArguments;
module.exports = supportsStandardArguments ? isStandardArguments : isLegacyArguments;
module.exports = ((r, v) => r.has("internal/deps/is-arguments/index") ? r.get("internal/deps/is-arguments/index") : (r.set("internal/deps/is-arguments/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
