"use strict";

// js/node_modules/call-bind-apply-helpers/reflectApply.js
module.exports = typeof Reflect !== "undefined" && Reflect && Reflect.apply;
module.exports = ((r, v) => r.has("internal/deps/call-bind-apply-helpers/reflectApply") ? r.get("internal/deps/call-bind-apply-helpers/reflectApply") : (r.set("internal/deps/call-bind-apply-helpers/reflectApply", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
