"use strict";

// js/node_modules/get-proto/Reflect.getPrototypeOf.js
module.exports = typeof Reflect !== "undefined" && Reflect.getPrototypeOf || null;
module.exports = ((r, v) => r.has("internal/deps/get-proto/Reflect.getPrototypeOf") ? r.get("internal/deps/get-proto/Reflect.getPrototypeOf") : (r.set("internal/deps/get-proto/Reflect.getPrototypeOf", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
