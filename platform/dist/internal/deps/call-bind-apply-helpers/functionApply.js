"use strict";

// js/node_modules/call-bind-apply-helpers/functionApply.js
module.exports = Function.prototype.apply;
module.exports = ((r, v) => r.has("internal/deps/call-bind-apply-helpers/functionApply") ? r.get("internal/deps/call-bind-apply-helpers/functionApply") : (r.set("internal/deps/call-bind-apply-helpers/functionApply", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
