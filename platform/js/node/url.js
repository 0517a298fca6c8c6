// node:url — the WHATWG URL (the global), and the legacy url.parse,
// url.format and url.resolve from the url package (Node's, ported).
import legacy from "url/";
import punycode from "node:punycode";
import { register } from "./_host.js";

function fileURLToPath(u) {
  if (typeof u === "string") u = new URL(u);
  else if (!(u instanceof URL)) {
    const e = new TypeError('The "path" argument must be of type string or an instance of URL');
    e.code = "ERR_INVALID_ARG_TYPE";
    throw e;
  }
  if (u.protocol !== "file:") {
    const e = new TypeError("The URL must be of scheme file");
    e.code = "ERR_INVALID_URL_SCHEME";
    throw e;
  }
  if (u.hostname !== "") {
    const e = new TypeError(`File URL host must be "localhost" or empty on ${globalThis.process.platform}`);
    e.code = "ERR_INVALID_FILE_URL_HOST";
    throw e;
  }
  const p = u.pathname;
  if (/%2f/i.test(p)) {
    const e = new TypeError("File URL path must not include encoded / characters");
    e.code = "ERR_INVALID_FILE_URL_PATH";
    throw e;
  }
  return decodeURIComponent(p);
}

function pathToFileURL(path) {
  let abs = String(path);
  if (!abs.startsWith("/")) abs = globalThis.process.cwd().replace(/\/$/, "") + "/" + abs;
  const trailing = abs.endsWith("/");
  const parts = abs.split("/").filter((s, i) => s !== "." && (s !== "" || i === 0));
  const out = [];
  for (const s of parts) { if (s === "..") out.pop(); else out.push(s); }
  let res = out.join("/") || "/";
  if (trailing && !res.endsWith("/")) res += "/";
  const u = new URL("file://");
  u.pathname = res.replace(/%/g, "%25").replace(/\\/g, "%5C").replace(/\n/g, "%0A").replace(/\r/g, "%0D").replace(/\t/g, "%09").replace(/#/g, "%23").replace(/\?/g, "%3F");
  return u;
}

function format(u, options) {
  if (u instanceof URL) {
    const o = { auth: true, fragment: true, search: true, unicode: false, ...options };
    let s = u.protocol + (u.host || u.protocol === "file:" ? "//" : "");
    if (o.auth && (u.username || u.password)) s += u.username + (u.password ? ":" + u.password : "") + "@";
    s += o.unicode ? punycode.toUnicode(u.hostname) + (u.port ? ":" + u.port : "") : u.host;
    s += u.pathname;
    if (o.search) s += u.search;
    if (o.fragment) s += u.hash;
    return s;
  }
  return legacy.format(u);
}

export default register("url", {
  URL: globalThis.URL,
  URLSearchParams: globalThis.URLSearchParams,
  parse: legacy.parse,
  resolve: legacy.resolve,
  resolveObject: legacy.resolveObject,
  Url: legacy.Url,
  format,
  fileURLToPath,
  pathToFileURL,
  domainToASCII: (d) => { try { return punycode.toASCII(String(d)).toLowerCase(); } catch { return ""; } },
  domainToUnicode: (d) => { try { return punycode.toUnicode(String(d)); } catch { return ""; } },
  urlToHttpOptions: (u) => ({ protocol: u.protocol, hostname: u.hostname, hash: u.hash, search: u.search,
    pathname: u.pathname, path: u.pathname + u.search, href: u.href, port: u.port === "" ? undefined : Number(u.port),
    auth: u.username || u.password ? decodeURIComponent(u.username) + ":" + decodeURIComponent(u.password) : undefined }),
});
