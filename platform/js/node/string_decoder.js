// node:string_decoder — from the string_decoder package (Node's, pinned),
// taking what Node's takes: a Buffer, any TypedArray or DataView (the
// package calls Buffer methods on it), or a string, which is returned.
import * as sd from "string_decoder/";
import { Buffer } from "node:buffer";
import { register, received } from "./_host.js";

function bytes(buf) {
  if (typeof buf === "string" || Buffer.isBuffer(buf)) return buf;
  if (ArrayBuffer.isView(buf)) return Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  const e = new TypeError('The "buf" argument must be an instance of Buffer, TypedArray, or DataView.' +
    received(buf));
  e.code = "ERR_INVALID_ARG_TYPE";
  throw e;
}

class StringDecoder extends sd.StringDecoder {
  constructor(encoding) {
    super(encoding);
    // The package sets write and end on the instance for some encodings.
    const { write, end } = this;
    this.write = (buf) => {
      buf = bytes(buf);
      return typeof buf === "string" ? buf : write.call(this, buf);
    };
    this.end = (buf) => end.call(this, buf === undefined ? buf : bytes(buf));
  }
}

export default register("string_decoder", { StringDecoder });
