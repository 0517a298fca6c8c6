"use strict";

// js/node_modules/is-generator-function/index.js
var callBound = require("node:internal/deps/call-bound/index");
var safeRegexTest = require("node:internal/deps/safe-regex-test/index");
var isFnRegex = safeRegexTest(/^\s*(?:function)?\*/);
var hasToStringTag = require("node:internal/deps/has-tostringtag/shams")();
var getProto = require("node:internal/deps/get-proto/index");
var toStr = callBound("Object.prototype.toString");
var fnToStr = callBound("Function.prototype.toString");
var getGeneratorFunction = require("node:internal/deps/generator-function/index");
module.exports = function isGeneratorFunction(fn) {
  if (typeof fn !== "function") {
    return false;
  }
  if (isFnRegex(fnToStr(fn))) {
    return true;
  }
  if (!hasToStringTag) {
    var str = toStr(fn);
    return str === "[object GeneratorFunction]";
  }
  if (!getProto) {
    return false;
  }
  var GeneratorFunction = getGeneratorFunction();
  return GeneratorFunction && getProto(fn) === GeneratorFunction.prototype;
};
module.exports = ((r, v) => r.has("internal/deps/is-generator-function/index") ? r.get("internal/deps/is-generator-function/index") : (r.set("internal/deps/is-generator-function/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
