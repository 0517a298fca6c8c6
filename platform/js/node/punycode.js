// node:punycode — from the punycode package (pinned).
import punycode from "punycode/";
import { register } from "./_host.js";
export default register("punycode", punycode);
