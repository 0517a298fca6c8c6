// node:url — the WHATWG URL (the global), and the legacy url.parse,
// url.format and url.resolve from the url package (Node's, ported).
import legacy from "url/";
import punycode from "node:punycode";
import { register } from "node:internal/host";
import { codes, nodeError, validateString } from "node:internal/validators";

const { ERR_INVALID_ARG_TYPE, ERR_MISSING_ARGS } = codes;

function fileURLToPath(u) {
  if (typeof u === "string") u = new URL(u);
  else if (!(u instanceof URL)) throw ERR_INVALID_ARG_TYPE("path", ["string", "URL"], u);
  if (u.protocol !== "file:") throw nodeError(TypeError, "ERR_INVALID_URL_SCHEME", "The URL must be of scheme file");
  if (u.hostname !== "") {
    throw nodeError(TypeError, "ERR_INVALID_FILE_URL_HOST", `File URL host must be "localhost" or empty on ${globalThis.process.platform}`);
  }
  const p = u.pathname;
  if (/%2f/i.test(p)) throw nodeError(TypeError, "ERR_INVALID_FILE_URL_PATH", "File URL path must not include encoded / characters");
  return decodeURIComponent(p);
}

function pathToFileURL(path) {
  validateString(path, "path");
  let abs = path;
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
  if (typeof u === "string") u = legacy.parse(u);
  else if (typeof u !== "object" || u === null) throw ERR_INVALID_ARG_TYPE("urlObject", ["Object", "string"], u);
  // A hostname in brackets (an IPv6 address, as parse gives it) is not
  // bracketed again.
  if (typeof u.hostname === "string" && u.hostname.startsWith("[") && u.hostname.endsWith("]")) {
    u = Object.assign(Object.create(Object.getPrototypeOf(u)), u, { hostname: u.hostname.slice(1, -1) });
  }
  return legacy.format(u);
}

function parse(url, parseQueryString, slashesDenoteHost) {
  if (!(url instanceof legacy.Url)) validateString(url, "url");
  return legacy.parse(url, parseQueryString, slashesDenoteHost);
}

// resolve is the package's, but a file: URL keeps its empty host: as
// Node's, file:///x resolves to file:///x.
function resolve(source, relative) {
  validateString(source, "url");
  if (typeof relative === "string" && /^file:\/\/\//i.test(relative)) return legacy.resolve("file:///", relative);
  const r = legacy.resolve(source, relative);
  const to = typeof relative === "string" && /^[a-z][a-z0-9+.-]*:/i.test(relative) ? relative : source;
  return /^file:\/[^/]/i.test(r) && /^file:\/\/\//i.test(to) ? "file://" + r.slice(5) : r;
}

// urlToHttpOptions is Node's: the hostname without an IPv6 address's
// brackets, the auth decoded.
function urlToHttpOptions(u) {
  const { hostname, pathname, port, username, password, search } = u;
  const options = {
    __proto__: null,
    ...u,
    protocol: u.protocol,
    hostname: typeof hostname === "string" && hostname.startsWith("[") ? hostname.slice(1, -1) : hostname,
    hash: u.hash,
    search,
    pathname,
    path: `${pathname || ""}${search || ""}`,
    href: u.href,
  };
  if (port !== "") options.port = Number(port);
  if (username || password) options.auth = `${decodeURIComponent(username)}:${decodeURIComponent(password)}`;
  return options;
}

export default register("url", {
  URL: globalThis.URL,
  URLSearchParams: globalThis.URLSearchParams,
  parse,
  resolve,
  resolveObject: legacy.resolveObject,
  Url: legacy.Url,
  format,
  fileURLToPath,
  pathToFileURL,
  domainToASCII(domain) {
    if (arguments.length < 1) throw ERR_MISSING_ARGS("domain");
    try { return punycode.toASCII(String(domain)).toLowerCase(); } catch { return ""; }
  },
  domainToUnicode(domain) {
    if (arguments.length < 1) throw ERR_MISSING_ARGS("domain");
    try { return punycode.toUnicode(String(domain)); } catch { return ""; }
  },
  urlToHttpOptions,
});
