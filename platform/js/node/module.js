// node:module — createRequire's require gives the built-ins the extension
// has imported (they are bundled when imported) and JSON files; other
// modules are bundled when the extension loads, and cannot be required at
// run time.
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

function createRequire(from) {
  const base = fileOf(from);
  const dir = base.endsWith("/") ? base : base.slice(0, base.lastIndexOf("/") + 1);
  function require(id) {
    const name = String(id).replace(/^node:/, "");
    if (name === "process") return globalThis.process;
    if (registry.has(name)) return registry.get(name);
    if (builtinModules.includes(name)) {
      throw new Error(`require("${id}"): import "node:${name}" somewhere in the extension, so that it is bundled; ` +
        "built-ins are bundled when an extension imports them");
    }
    const why = op("module.unsupported", { name: String(id) });
    if (why !== null) return internal.unavailable("node:" + name, why);
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
