// node:string_decoder — from the string_decoder package (Node's, pinned).
import * as sd from "string_decoder/";
import { register } from "./_host.js";
export default register("string_decoder", { StringDecoder: sd.StringDecoder });
