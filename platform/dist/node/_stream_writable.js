module.exports = { default: require("node:stream").Writable };
module.exports = ((r, v) => r.has("_stream_writable") ? r.get("_stream_writable") : (r.set("_stream_writable", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
