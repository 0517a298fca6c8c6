var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node/stream-consumers.js
var stream_consumers_exports = {};
__export(stream_consumers_exports, {
  default: () => stream_consumers_default
});
module.exports = __toCommonJS(stream_consumers_exports);
var import_node_buffer = require("node:buffer");
async function buffer(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(typeof c === "string" ? import_node_buffer.Buffer.from(c) : import_node_buffer.Buffer.from(c.buffer ? c : new Uint8Array(c)));
  return import_node_buffer.Buffer.concat(chunks);
}
var stream_consumers_default = {
  buffer,
  async arrayBuffer(s) {
    const b = await buffer(s);
    return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
  },
  async text(s) {
    return (await buffer(s)).toString("utf8");
  },
  async json(s) {
    return JSON.parse((await buffer(s)).toString("utf8"));
  },
  async blob(s) {
    return new Blob([await buffer(s)]);
  }
};
module.exports = ((r, v) => r.has("stream/consumers") ? r.get("stream/consumers") : (r.set("stream/consumers", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
