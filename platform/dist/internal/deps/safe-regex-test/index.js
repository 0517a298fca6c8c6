"use strict";

// js/node_modules/safe-regex-test/index.js
var callBound = require("node:internal/deps/call-bound/index");
var isRegex = require("node:internal/deps/is-regex/index");
var $exec = callBound("RegExp.prototype.exec");
var $TypeError = require("node:internal/deps/es-errors/type");
module.exports = function regexTester(regex) {
  if (!isRegex(regex)) {
    throw new $TypeError("`regex` must be a RegExp");
  }
  return function test(s) {
    return $exec(regex, s) !== null;
  };
};
module.exports = ((r, v) => r.has("internal/deps/safe-regex-test/index") ? r.get("internal/deps/safe-regex-test/index") : (r.set("internal/deps/safe-regex-test/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
