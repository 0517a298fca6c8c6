// js/node_modules/util/support/isBufferBrowser.js
module.exports = function isBuffer(arg) {
  return arg && typeof arg === "object" && typeof arg.copy === "function" && typeof arg.fill === "function" && typeof arg.readUInt8 === "function";
};
module.exports = ((r, v) => r.has("internal/deps/util/support/isBufferBrowser") ? r.get("internal/deps/util/support/isBufferBrowser") : (r.set("internal/deps/util/support/isBufferBrowser", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), module.exports);
