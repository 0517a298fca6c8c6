"use strict";

// js/node_modules/is-regex/index.js
var callBound = require("node:internal/deps/call-bound/index");
var hasToStringTag = require("node:internal/deps/has-tostringtag/shams")();
var hasOwn = require("node:internal/deps/hasown/index");
var gOPD = require("node:internal/deps/gopd/index");
var fn;
if (hasToStringTag) {
  $exec = callBound("RegExp.prototype.exec");
  isRegexMarker = {};
  throwRegexMarker = function() {
    throw isRegexMarker;
  };
  badStringifier = {
    toString: throwRegexMarker,
    valueOf: throwRegexMarker
  };
  if (typeof Symbol.toPrimitive === "symbol") {
    badStringifier[Symbol.toPrimitive] = throwRegexMarker;
  }
  fn = function isRegex(value) {
    if (!value || typeof value !== "object") {
      return false;
    }
    var descriptor = (
      /** @type {NonNullable<typeof gOPD>} */
      gOPD(
        /** @type {{ lastIndex?: unknown }} */
        value,
        "lastIndex"
      )
    );
    var hasLastIndexDataProperty = descriptor && hasOwn(descriptor, "value");
    if (!hasLastIndexDataProperty) {
      return false;
    }
    try {
      $exec(
        value,
        /** @type {string} */
        /** @type {unknown} */
        badStringifier
      );
    } catch (e) {
      return e === isRegexMarker;
    }
  };
} else {
  $toString = callBound("Object.prototype.toString");
  regexClass = "[object RegExp]";
  fn = function isRegex(value) {
    if (!value || typeof value !== "object" && typeof value !== "function") {
      return false;
    }
    return $toString(value) === regexClass;
  };
}
var $exec;
var isRegexMarker;
var throwRegexMarker;
var badStringifier;
var $toString;
var regexClass;
module.exports = fn;
module.exports = ((r, v) => r.has("internal/deps/is-regex/index") ? r.get("internal/deps/is-regex/index") : (r.set("internal/deps/is-regex/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
