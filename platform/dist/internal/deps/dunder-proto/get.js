"use strict";

// js/node_modules/dunder-proto/get.js
var callBind = require("node:internal/deps/call-bind-apply-helpers/index");
var gOPD = require("node:internal/deps/gopd/index");
var hasProtoAccessor;
try {
  hasProtoAccessor = /** @type {{ __proto__?: typeof Array.prototype }} */
  [].__proto__ === Array.prototype;
} catch (e) {
  if (!e || typeof e !== "object" || !("code" in e) || e.code !== "ERR_PROTO_ACCESS") {
    throw e;
  }
}
var desc = !!hasProtoAccessor && gOPD && gOPD(
  Object.prototype,
  /** @type {keyof typeof Object.prototype} */
  "__proto__"
);
var $Object = Object;
var $getPrototypeOf = $Object.getPrototypeOf;
module.exports = desc && typeof desc.get === "function" ? callBind([desc.get]) : typeof $getPrototypeOf === "function" ? (
  /** @type {import('./get')} */
  function getDunder(value) {
    return $getPrototypeOf(value == null ? value : $Object(value));
  }
) : false;
module.exports = ((r, v) => r.has("internal/deps/dunder-proto/get") ? r.get("internal/deps/dunder-proto/get") : (r.set("internal/deps/dunder-proto/get", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
