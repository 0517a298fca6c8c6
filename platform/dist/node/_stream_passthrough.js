module.exports = { default: require("node:stream").PassThrough };
module.exports = ((r, v) => r.has("_stream_passthrough") ? r.get("_stream_passthrough") : (r.set("_stream_passthrough", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
