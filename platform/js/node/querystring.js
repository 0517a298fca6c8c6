// node:querystring — from querystring-es3 (Node's, ported), with Node's
// unescape: what decodeURIComponent cannot decode is decoded a %XX at a
// time, the rest kept as it is.
import qs from "querystring-es3";
import { Buffer } from "node:buffer";
import { register } from "node:internal/host";

const hex = (c) => (c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1);

function unescapeBuffer(s, decodeSpaces) {
  const src = Buffer.from(String(s));
  const out = Buffer.alloc(src.length);
  let n = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === 43 && decodeSpaces) { out[n++] = 32; continue; }
    if (c === 37 && i + 2 < src.length + 0 && hex(src[i + 1]) >= 0 && hex(src[i + 2]) >= 0) {
      out[n++] = hex(src[i + 1]) * 16 + hex(src[i + 2]);
      i += 2;
      continue;
    }
    out[n++] = c;
  }
  return out.subarray(0, n);
}

function unescape(s, decodeSpaces) {
  try {
    return decodeURIComponent(s);
  } catch {
    return unescapeBuffer(s, decodeSpaces).toString();
  }
}

// parse as Node's: pairs split at sep, key and value at the first eq, +
// as a space, each decoded with options.decodeURIComponent (unescape by
// default), repeated keys gathered in an array, at most maxKeys pairs.
function parse(str, sep = "&", eq = "=", options = {}) {
  const obj = Object.create(null);
  if (typeof str !== "string" || str.length === 0) return obj;
  sep = sep || "&";
  eq = eq || "=";
  const decodeFn = typeof options.decodeURIComponent === "function" ? options.decodeURIComponent : unescape;
  const maxKeys = typeof options.maxKeys === "number" ? options.maxKeys : 1000;
  let pairs = str.split(sep);
  if (maxKeys > 0 && pairs.length > maxKeys) pairs = pairs.slice(0, maxKeys);
  for (const pair of pairs) {
    if (pair.length === 0 && pairs.length > 1) continue;
    const i = pair.indexOf(eq);
    const k = decodeFn((i >= 0 ? pair.slice(0, i) : pair).replace(/\+/g, " "));
    const v = i >= 0 ? decodeFn(pair.slice(i + eq.length).replace(/\+/g, " ")) : "";
    if (!(k in obj)) obj[k] = v;
    else if (Array.isArray(obj[k])) obj[k].push(v);
    else obj[k] = [obj[k], v];
  }
  return obj;
}

export default register("querystring", { ...qs, parse, decode: parse, escape: encodeURIComponent, unescape, unescapeBuffer });
