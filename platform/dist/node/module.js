var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node/module.js
var module_exports = {};
__export(module_exports, {
  default: () => module_default
});
module.exports = __toCommonJS(module_exports);
var import_host = require("node:internal/host");
var builtinModules = [
  "assert",
  "assert/strict",
  "async_hooks",
  "buffer",
  "child_process",
  "console",
  "constants",
  "crypto",
  "events",
  "fs",
  "fs/promises",
  "module",
  "os",
  "path",
  "path/posix",
  "path/win32",
  "perf_hooks",
  "process",
  "punycode",
  "querystring",
  "stream",
  "stream/consumers",
  "stream/promises",
  "string_decoder",
  "sys",
  "timers",
  "timers/promises",
  "tty",
  "url",
  "util",
  "util/types",
  "zlib",
  "_stream_duplex",
  "_stream_passthrough",
  "_stream_readable",
  "_stream_transform",
  "_stream_writable"
];
function fileOf(from) {
  if (from instanceof URL) from = from.href;
  from = String(from);
  if (from.startsWith("file://")) from = decodeURIComponent(new URL(from).pathname);
  return from;
}
var loading = /* @__PURE__ */ new Map();
function builtin(name) {
  if (name === "process") return globalThis.process;
  if (import_host.registry.has(name)) return import_host.registry.get(name);
  if (loading.has(name)) return loading.get(name).exports;
  const src = (0, import_host.op)("module.builtin", { name });
  if (src === null) return void 0;
  const module2 = { exports: {} };
  loading.set(name, module2);
  try {
    return import_host.internal.evaluate(src, requireFromBuiltin, module2);
  } finally {
    loading.delete(name);
  }
}
function requireFromBuiltin(id) {
  return String(id).startsWith("node:internal/") ? import_host.internal.requireInternal(id) : requireBuiltin(id);
}
function requireBuiltin(id) {
  const name = String(id).replace(/^node:/, "");
  if (import_host.registry.has(name)) return import_host.registry.get(name);
  const why = (0, import_host.op)("module.unsupported", { name: String(id) });
  if (why !== null) return import_host.internal.unavailable("node:" + name, why);
  return /^[./]/.test(name) ? void 0 : builtin(name);
}
var required = globalThis[/* @__PURE__ */ Symbol.for("earshot.required")] ??= /* @__PURE__ */ new Map();
function notFound(id, base, why) {
  const e = new Error(`Cannot find module '${id}'
Require stack:
- ${base}
${why}`);
  e.code = "MODULE_NOT_FOUND";
  e.requireStack = [base];
  return e;
}
var notBundled = `(an extension's modules are bundled when it loads, and a module not in its bundle cannot be required at run time: require it with a literal name, require("x"), or import it)`;
function createRequire(from) {
  const base = fileOf(from);
  const dir = base.endsWith("/") ? base : base.slice(0, base.lastIndexOf("/") + 1);
  function require2(id) {
    const m = requireBuiltin(id);
    if (m !== void 0) return m;
    const name = String(id);
    const bundled = required.get(dir)?.get(name);
    if (bundled) return bundled();
    if (/\.json$/.test(name) && (name.startsWith(".") || name.startsWith("/"))) {
      const path = name.startsWith("/") ? name : dir + name;
      return JSON.parse((0, import_host.op)("fs.readFile", { path, encoding: "utf8" }));
    }
    if (/\.node$/i.test(name)) {
      const e = new Error(`Cannot load ${name}: it is a native addon (compiled code for Node.js), and native addons cannot run in earshot, whose extensions run in QuickJS, not Node.js`);
      e.code = "ERR_DLOPEN_FAILED";
      throw e;
    }
    throw notFound(name, base, notBundled);
  }
  require2.resolve = function resolve(id) {
    const name = String(id);
    if (isBuiltin(name)) return name;
    throw notFound(name, base, "(require.resolve finds no file at run time: an extension's modules are bundled when it loads)");
  };
  require2.resolve.paths = (id) => isBuiltin(id) ? null : [];
  require2.cache = {};
  require2.main = void 0;
  return require2;
}
function isBuiltin(s) {
  const name = String(s);
  return builtinModules.includes(name.replace(/^node:/, "")) || (0, import_host.op)("module.unsupported", { name }) !== null;
}
var module_default = (0, import_host.register)("module", {
  createRequire,
  builtinModules,
  isBuiltin: (s) => builtinModules.includes(String(s).replace(/^node:/, "")),
  Module: class Module {
  },
  register() {
  },
  syncBuiltinESMExports() {
  },
  findSourceMap() {
  }
});
module.exports = ((r, v) => r.has("module") ? r.get("module") : (r.set("module", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
