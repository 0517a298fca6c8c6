module.exports = { default: require("node:stream").Readable };
module.exports = ((r, v) => r.has("_stream_readable") ? r.get("_stream_readable") : (r.set("_stream_readable", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
