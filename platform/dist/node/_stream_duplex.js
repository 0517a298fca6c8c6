module.exports = { default: require("node:stream").Duplex };
module.exports = ((r, v) => r.has("_stream_duplex") ? r.get("_stream_duplex") : (r.set("_stream_duplex", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
