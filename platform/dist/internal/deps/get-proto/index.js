"use strict";

// js/node_modules/get-proto/index.js
var reflectGetProto = require("node:internal/deps/get-proto/Reflect.getPrototypeOf");
var originalGetProto = require("node:internal/deps/get-proto/Object.getPrototypeOf");
var getDunderProto = require("node:internal/deps/dunder-proto/get");
module.exports = reflectGetProto ? function getProto(O) {
  return reflectGetProto(O);
} : originalGetProto ? function getProto2(O) {
  if (!O || typeof O !== "object" && typeof O !== "function") {
    throw new TypeError("getProto: not an object");
  }
  return originalGetProto(O);
} : getDunderProto ? function getProto3(O) {
  return getDunderProto(O);
} : null;
module.exports = ((r, v) => r.has("internal/deps/get-proto/index") ? r.get("internal/deps/get-proto/index") : (r.set("internal/deps/get-proto/index", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
