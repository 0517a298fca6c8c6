"use strict";

// js/node_modules/gopd/index.js
var $gOPD = require("node:internal/deps/gopd/gOPD");
if ($gOPD) {
  try {
    $gOPD([], "length");
  } catch (e) {
    $gOPD = null;
  }
}
module.exports = $gOPD;
module.exports = ((r, v) => r.has("internal/deps/gopd/index") ? r.get("internal/deps/gopd/index") : (r.set("internal/deps/gopd/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
