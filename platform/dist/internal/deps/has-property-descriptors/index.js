"use strict";

// js/node_modules/has-property-descriptors/index.js
var $defineProperty = require("node:internal/deps/es-define-property/index");
var hasPropertyDescriptors = function hasPropertyDescriptors2() {
  return !!$defineProperty;
};
hasPropertyDescriptors.hasArrayLengthDefineBug = function hasArrayLengthDefineBug() {
  if (!$defineProperty) {
    return null;
  }
  try {
    return $defineProperty([], "length", { value: 1 }).length !== 1;
  } catch (e) {
    return true;
  }
};
module.exports = hasPropertyDescriptors;
module.exports = ((r, v) => r.has("internal/deps/has-property-descriptors/index") ? r.get("internal/deps/has-property-descriptors/index") : (r.set("internal/deps/has-property-descriptors/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
