// node:querystring — from querystring-es3 (Node's, ported).
import qs from "querystring-es3";
import { register } from "./_host.js";
export default register("querystring", { ...qs, escape: encodeURIComponent, unescape: decodeURIComponent, unescapeBuffer: (s) => Buffer.from(decodeURIComponent(s)) });
