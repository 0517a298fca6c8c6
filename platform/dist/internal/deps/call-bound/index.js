"use strict";

// js/node_modules/call-bound/index.js
var GetIntrinsic = require("node:internal/deps/get-intrinsic/index");
var callBindBasic = require("node:internal/deps/call-bind-apply-helpers/index");
var $indexOf = callBindBasic([GetIntrinsic("%String.prototype.indexOf%")]);
module.exports = function callBoundIntrinsic(name, allowMissing) {
  var intrinsic = (
    /** @type {(this: unknown, ...args: unknown[]) => unknown} */
    GetIntrinsic(name, !!allowMissing)
  );
  if (typeof intrinsic === "function" && $indexOf(name, ".prototype.") > -1) {
    return callBindBasic(
      /** @type {const} */
      [intrinsic]
    );
  }
  return intrinsic;
};
module.exports = ((r, v) => r.has("internal/deps/call-bound/index") ? r.get("internal/deps/call-bound/index") : (r.set("internal/deps/call-bound/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
