"use strict";

// js/node_modules/set-function-length/index.js
var GetIntrinsic = require("node:internal/deps/get-intrinsic/index");
var define = require("node:internal/deps/define-data-property/index");
var hasDescriptors = require("node:internal/deps/has-property-descriptors/index")();
var gOPD = require("node:internal/deps/gopd/index");
var $TypeError = require("node:internal/deps/es-errors/type");
var $floor = GetIntrinsic("%Math.floor%");
module.exports = function setFunctionLength(fn, length) {
  if (typeof fn !== "function") {
    throw new $TypeError("`fn` is not a function");
  }
  if (typeof length !== "number" || length < 0 || length > 4294967295 || $floor(length) !== length) {
    throw new $TypeError("`length` must be a positive 32-bit integer");
  }
  var loose = arguments.length > 2 && !!arguments[2];
  var functionLengthIsConfigurable = true;
  var functionLengthIsWritable = true;
  if ("length" in fn && gOPD) {
    var desc = gOPD(fn, "length");
    if (desc && !desc.configurable) {
      functionLengthIsConfigurable = false;
    }
    if (desc && !desc.writable) {
      functionLengthIsWritable = false;
    }
  }
  if (functionLengthIsConfigurable || functionLengthIsWritable || !loose) {
    if (hasDescriptors) {
      define(
        /** @type {Parameters<define>[0]} */
        fn,
        "length",
        length,
        true,
        true
      );
    } else {
      define(
        /** @type {Parameters<define>[0]} */
        fn,
        "length",
        length
      );
    }
  }
  return fn;
};
module.exports = ((r, v) => r.has("internal/deps/set-function-length/index") ? r.get("internal/deps/set-function-length/index") : (r.set("internal/deps/set-function-length/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
