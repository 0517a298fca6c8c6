"use strict";

// js/node_modules/call-bind-apply-helpers/functionCall.js
module.exports = Function.prototype.call;
module.exports = ((r, v) => r.has("internal/deps/call-bind-apply-helpers/functionCall") ? r.get("internal/deps/call-bind-apply-helpers/functionCall") : (r.set("internal/deps/call-bind-apply-helpers/functionCall", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
