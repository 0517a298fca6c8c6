// node:string_decoder — from the string_decoder package (Node's, pinned),
// taking what Node's takes: a Buffer, any TypedArray or DataView (the
// package calls Buffer methods on it), or a string, which is returned; and
// base64url, which the package lacks (its base64, without padding, in the
// URL alphabet).
import * as sd from "string_decoder/";
import { Buffer } from "node:buffer";
import { register } from "node:internal/host";
import { codes } from "node:internal/validators";

function bytes(buf) {
  if (typeof buf === "string" || Buffer.isBuffer(buf)) return buf;
  if (ArrayBuffer.isView(buf)) return Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  throw codes.ERR_INVALID_ARG_TYPE("buf", ["Buffer", "TypedArray", "DataView"], buf);
}

const isBase64url = (e) => typeof e === "string" && e.toLowerCase() === "base64url";
const urlAlphabet = (s) => s.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

class StringDecoder extends sd.StringDecoder {
  constructor(encoding) {
    if (encoding !== undefined && encoding !== null && encoding !== "" && !Buffer.isEncoding(encoding)) {
      throw codes.ERR_UNKNOWN_ENCODING(encoding);
    }
    const url = isBase64url(encoding);
    super(url ? "base64" : encoding);
    if (url) this.encoding = "base64url";
    // The package sets write and end on the instance for some encodings.
    const { write, end } = this;
    const out = url ? urlAlphabet : (s) => s;
    this.write = (buf) => {
      buf = bytes(buf);
      return typeof buf === "string" ? buf : out(write.call(this, buf));
    };
    this.end = (buf) => out(end.call(this, buf === undefined ? buf : bytes(buf)));
  }
}

export default register("string_decoder", { StringDecoder });
