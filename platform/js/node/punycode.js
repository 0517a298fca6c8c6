// node:punycode — from the punycode package (pinned).
import punycode from "punycode/";
import { register } from "node:internal/host";
export default register("punycode", punycode);
