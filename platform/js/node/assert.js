// node:assert — from the assert package (Node's, ported).
import assert from "assert/";
import { register } from "./_host.js";
export default register("assert", assert);
