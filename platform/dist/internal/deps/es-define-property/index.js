"use strict";

// js/node_modules/es-define-property/index.js
var $defineProperty = Object.defineProperty || false;
if ($defineProperty) {
  try {
    $defineProperty({}, "a", { value: 1 });
  } catch (e) {
    $defineProperty = false;
  }
}
module.exports = $defineProperty;
module.exports = ((r, v) => r.has("internal/deps/es-define-property/index") ? r.get("internal/deps/es-define-property/index") : (r.set("internal/deps/es-define-property/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
