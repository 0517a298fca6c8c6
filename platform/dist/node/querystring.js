var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node_modules/querystring-es3/decode.js
var require_decode = __commonJS({
  "js/node_modules/querystring-es3/decode.js"(exports, module2) {
    "use strict";
    function hasOwnProperty(obj, prop) {
      return Object.prototype.hasOwnProperty.call(obj, prop);
    }
    module2.exports = function(qs2, sep, eq, options) {
      sep = sep || "&";
      eq = eq || "=";
      var obj = {};
      if (typeof qs2 !== "string" || qs2.length === 0) {
        return obj;
      }
      var regexp = /\+/g;
      qs2 = qs2.split(sep);
      var maxKeys = 1e3;
      if (options && typeof options.maxKeys === "number") {
        maxKeys = options.maxKeys;
      }
      var len = qs2.length;
      if (maxKeys > 0 && len > maxKeys) {
        len = maxKeys;
      }
      for (var i = 0; i < len; ++i) {
        var x = qs2[i].replace(regexp, "%20"), idx = x.indexOf(eq), kstr, vstr, k, v;
        if (idx >= 0) {
          kstr = x.substr(0, idx);
          vstr = x.substr(idx + 1);
        } else {
          kstr = x;
          vstr = "";
        }
        k = decodeURIComponent(kstr);
        v = decodeURIComponent(vstr);
        if (!hasOwnProperty(obj, k)) {
          obj[k] = v;
        } else if (isArray(obj[k])) {
          obj[k].push(v);
        } else {
          obj[k] = [obj[k], v];
        }
      }
      return obj;
    };
    var isArray = Array.isArray || function(xs) {
      return Object.prototype.toString.call(xs) === "[object Array]";
    };
  }
});

// js/node_modules/querystring-es3/encode.js
var require_encode = __commonJS({
  "js/node_modules/querystring-es3/encode.js"(exports, module2) {
    "use strict";
    var stringifyPrimitive = function(v) {
      switch (typeof v) {
        case "string":
          return v;
        case "boolean":
          return v ? "true" : "false";
        case "number":
          return isFinite(v) ? v : "";
        default:
          return "";
      }
    };
    module2.exports = function(obj, sep, eq, name) {
      sep = sep || "&";
      eq = eq || "=";
      if (obj === null) {
        obj = void 0;
      }
      if (typeof obj === "object") {
        return map(objectKeys(obj), function(k) {
          var ks = encodeURIComponent(stringifyPrimitive(k)) + eq;
          if (isArray(obj[k])) {
            return map(obj[k], function(v) {
              return ks + encodeURIComponent(stringifyPrimitive(v));
            }).join(sep);
          } else {
            return ks + encodeURIComponent(stringifyPrimitive(obj[k]));
          }
        }).join(sep);
      }
      if (!name) return "";
      return encodeURIComponent(stringifyPrimitive(name)) + eq + encodeURIComponent(stringifyPrimitive(obj));
    };
    var isArray = Array.isArray || function(xs) {
      return Object.prototype.toString.call(xs) === "[object Array]";
    };
    function map(xs, f) {
      if (xs.map) return xs.map(f);
      var res = [];
      for (var i = 0; i < xs.length; i++) {
        res.push(f(xs[i], i));
      }
      return res;
    }
    var objectKeys = Object.keys || function(obj) {
      var res = [];
      for (var key in obj) {
        if (Object.prototype.hasOwnProperty.call(obj, key)) res.push(key);
      }
      return res;
    };
  }
});

// js/node_modules/querystring-es3/index.js
var require_querystring_es3 = __commonJS({
  "js/node_modules/querystring-es3/index.js"(exports) {
    "use strict";
    exports.decode = exports.parse = require_decode();
    exports.encode = exports.stringify = require_encode();
  }
});

// js/node/querystring.js
var querystring_exports = {};
__export(querystring_exports, {
  default: () => querystring_default
});
module.exports = __toCommonJS(querystring_exports);
var import_querystring_es3 = __toESM(require_querystring_es3());
var import_node_buffer = require("node:buffer");
var import_host = require("node:internal/host");
var hex = (c) => c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
function unescapeBuffer(s, decodeSpaces) {
  const src = import_node_buffer.Buffer.from(String(s));
  const out = import_node_buffer.Buffer.alloc(src.length);
  let n = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === 43 && decodeSpaces) {
      out[n++] = 32;
      continue;
    }
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
function parse(str, sep = "&", eq = "=", options = {}) {
  const obj = /* @__PURE__ */ Object.create(null);
  if (typeof str !== "string" || str.length === 0) return obj;
  sep = sep || "&";
  eq = eq || "=";
  const decodeFn = typeof options.decodeURIComponent === "function" ? options.decodeURIComponent : unescape;
  const maxKeys = typeof options.maxKeys === "number" ? options.maxKeys : 1e3;
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
var querystring_default = (0, import_host.register)("querystring", { ...import_querystring_es3.default, parse, decode: parse, escape: encodeURIComponent, unescape, unescapeBuffer });
module.exports = ((r, v) => r.has("querystring") ? r.get("querystring") : (r.set("querystring", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
