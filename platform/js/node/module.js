// node:module — createRequire's require gives the built-ins (the copy the
// extension's bundle holds, else the platform's module, evaluated when
// first required) and JSON files; other modules are bundled when the
// extension loads, and cannot be required at run time.
import { register, registry, op, internal } from "./_host.js";

const builtinModules = [
  "assert", "assert/strict", "buffer", "child_process", "console", "constants", "crypto", "events", "fs", "fs/promises",
  "module", "os", "path", "path/posix", "path/win32", "perf_hooks", "process", "punycode", "querystring", "stream",
  "stream/consumers", "stream/promises", "string_decoder", "sys", "timers", "timers/promises", "tty", "url", "util",
  "util/types", "zlib",
];

function fileOf(from) {
  if (from instanceof URL) from = from.href;
  from = String(from);
  if (from.startsWith("file://")) from = decodeURIComponent(new URL(from).pathname);
  return from;
}

// loading are the built-ins being evaluated by builtin: a cycle gets the
// exports so far, as CommonJS gives.
const loading = new Map();

// builtin is the supported built-in name: the registered copy (each
// registers itself when evaluated), else the platform's module evaluated
// now, its own requires of built-ins served the same way; undefined when
// name is not one.
function builtin(name) {
  if (name === "process") return globalThis.process;
  if (registry.has(name)) return registry.get(name);
  if (loading.has(name)) return loading.get(name).exports;
  const src = op("module.builtin", { name });
  if (src === null) return undefined;
  const module = { exports: {} };
  loading.set(name, module);
  try {
    (0, eval)("(function (exports, require, module) {" + src + "\n})")(module.exports, requireBuiltin, module);
  } finally {
    loading.delete(name);
  }
  return module.exports;
}

// requireBuiltin is require's answer for a built-in, supported or not (a
// stub that throws when used); undefined for any other id.
function requireBuiltin(id) {
  const name = String(id).replace(/^node:/, "");
  if (registry.has(name)) return registry.get(name);
  const why = op("module.unsupported", { name: String(id) });
  if (why !== null) return internal.unavailable("node:" + name, why);
  return /^[./]/.test(name) ? undefined : builtin(name);
}

function createRequire(from) {
  const base = fileOf(from);
  const dir = base.endsWith("/") ? base : base.slice(0, base.lastIndexOf("/") + 1);
  function require(id) {
    const m = requireBuiltin(id);
    if (m !== undefined) return m;
    const name = String(id);
    if (/\.json$/.test(name) && (name.startsWith(".") || name.startsWith("/"))) {
      const path = name.startsWith("/") ? name : dir + name;
      return JSON.parse(op("fs.readFile", { path, encoding: "utf8" }));
    }
    const e = new Error(`Cannot find module '${id}': an extension's modules are bundled when it loads; ` +
      "require them with a literal name (require(\"x\")) or import them");
    e.code = "MODULE_NOT_FOUND";
    throw e;
  }
  require.resolve = (id) => { throw new Error(`require.resolve("${id}") is not provided: modules are bundled`); };
  require.cache = {};
  require.main = undefined;
  return require;
}

export default register("module", {
  createRequire,
  builtinModules,
  isBuiltin: (s) => builtinModules.includes(String(s).replace(/^node:/, "")),
  Module: class Module {},
  register() {},
  syncBuiltinESMExports() {},
  findSourceMap() {},
});
