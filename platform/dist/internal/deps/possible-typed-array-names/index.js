"use strict";

// js/node_modules/possible-typed-array-names/index.js
module.exports = [
  "Float16Array",
  "Float32Array",
  "Float64Array",
  "Int8Array",
  "Int16Array",
  "Int32Array",
  "Uint8Array",
  "Uint8ClampedArray",
  "Uint16Array",
  "Uint32Array",
  "BigInt64Array",
  "BigUint64Array"
];
module.exports = ((r, v) => r.has("internal/deps/possible-typed-array-names/index") ? r.get("internal/deps/possible-typed-array-names/index") : (r.set("internal/deps/possible-typed-array-names/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
