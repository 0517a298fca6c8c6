var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node/string_decoder.js
var string_decoder_exports = {};
__export(string_decoder_exports, {
  default: () => string_decoder_default
});
module.exports = __toCommonJS(string_decoder_exports);
var sd = __toESM(require("node:internal/deps/string_decoder/lib/string_decoder"));
var import_node_buffer = require("node:buffer");
var import_host = require("node:internal/host");
var import_validators = require("node:internal/validators");
function bytes(buf) {
  if (typeof buf === "string" || import_node_buffer.Buffer.isBuffer(buf)) return buf;
  if (ArrayBuffer.isView(buf)) return import_node_buffer.Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  throw import_validators.codes.ERR_INVALID_ARG_TYPE("buf", ["Buffer", "TypedArray", "DataView"], buf);
}
var isBase64url = (e) => typeof e === "string" && e.toLowerCase() === "base64url";
var urlAlphabet = (s) => s.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
var StringDecoder2 = class extends sd.StringDecoder {
  constructor(encoding) {
    if (encoding !== void 0 && encoding !== null && encoding !== "" && !import_node_buffer.Buffer.isEncoding(encoding)) {
      throw import_validators.codes.ERR_UNKNOWN_ENCODING(encoding);
    }
    const url = isBase64url(encoding);
    super(url ? "base64" : encoding);
    if (url) this.encoding = "base64url";
    const { write, end } = this;
    const out = url ? urlAlphabet : (s) => s;
    this.write = (buf) => {
      buf = bytes(buf);
      return typeof buf === "string" ? buf : out(write.call(this, buf));
    };
    this.end = (buf) => out(end.call(this, buf === void 0 ? buf : bytes(buf)));
  }
};
var string_decoder_default = (0, import_host.register)("string_decoder", { StringDecoder: StringDecoder2 });
module.exports = ((r, v) => r.has("string_decoder") ? r.get("string_decoder") : (r.set("string_decoder", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
