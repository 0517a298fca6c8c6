// node:module — createRequire's require gives the built-ins (the copy the
// extension's bundle holds, else the platform's module, evaluated when
// first required) and JSON files: those a file requires with a literal
// name were bundled when the extension loaded (the loader registers them
// by folder: see loader/required.go), others are read when required. Other
// modules are bundled when the extension loads, and cannot be required at
// run time: requiring one throws Node's MODULE_NOT_FOUND. The require
// every bundle's own dynamic requires go to (platform.RequireBanner) is
// createRequire's, from the extension's file.
import { register, registry, op, internal } from "node:internal/host";

const builtinModules = [
  "assert", "assert/strict", "async_hooks", "buffer", "child_process", "console", "constants", "crypto", "events", "fs", "fs/promises",
  "module", "os", "path", "path/posix", "path/win32", "perf_hooks", "process", "punycode", "querystring", "stream",
  "stream/consumers", "stream/promises", "string_decoder", "sys", "timers", "timers/promises", "tty", "url", "util",
  "util/types", "zlib", "_stream_duplex", "_stream_passthrough", "_stream_readable", "_stream_transform",
  "_stream_writable",
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
// now, its own requires of built-ins served the same way (and those of
// internal modules as the prelude serves them); undefined when name is not
// one.
function builtin(name) {
  if (name === "process") return globalThis.process;
  if (registry.has(name)) return registry.get(name);
  if (loading.has(name)) return loading.get(name).exports;
  const src = op("module.builtin", { name });
  if (src === null) return undefined;
  const module = { exports: {} };
  loading.set(name, module);
  try {
    return internal.evaluate(src, requireFromBuiltin, module);
  } finally {
    loading.delete(name);
  }
}

// requireFromBuiltin is the require of a built-in evaluated by builtin:
// the other built-ins, and the internal modules (node:internal/<name>)
// only the built-ins require.
function requireFromBuiltin(id) {
  return String(id).startsWith("node:internal/") ? internal.requireInternal(id) : requireBuiltin(id);
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

// required holds the JSON files bundled for createRequire: folder (with
// its final "/") → the name a file of it requires → the module's value.
const required = (globalThis[Symbol.for("earshot.required")] ??= new Map());

// notFound is Node's error for a module require cannot find, with the
// file that required it as Node's require stack, and why.
function notFound(id, base, why) {
  const e = new Error(`Cannot find module '${id}'\nRequire stack:\n- ${base}\n${why}`);
  e.code = "MODULE_NOT_FOUND";
  e.requireStack = [base];
  return e;
}

const notBundled = "(an extension's modules are bundled when it loads, and a module not in its bundle cannot be " +
  "required at run time: require it with a literal name, require(\"x\"), or import it)";

function createRequire(from) {
  const base = fileOf(from);
  const dir = base.endsWith("/") ? base : base.slice(0, base.lastIndexOf("/") + 1);
  function require(id) {
    const m = requireBuiltin(id);
    if (m !== undefined) return m;
    const name = String(id);
    const bundled = required.get(dir)?.get(name);
    if (bundled) return bundled();
    if (/\.json$/.test(name) && (name.startsWith(".") || name.startsWith("/"))) {
      const path = name.startsWith("/") ? name : dir + name;
      return JSON.parse(op("fs.readFile", { path, encoding: "utf8" }));
    }
    if (/\.node$/i.test(name)) {
      const e = new Error(`Cannot load ${name}: it is a native addon (compiled code for Node.js), and native addons ` +
        "cannot run in earshot, whose extensions run in QuickJS, not Node.js");
      e.code = "ERR_DLOPEN_FAILED";
      throw e;
    }
    throw notFound(name, base, notBundled);
  }
  // require.resolve names a built-in as Node does; there is no file to
  // name for anything else at run time.
  require.resolve = function resolve(id) {
    const name = String(id);
    if (isBuiltin(name)) return name;
    throw notFound(name, base, "(require.resolve finds no file at run time: an extension's modules are bundled " +
      "when it loads)");
  };
  require.resolve.paths = (id) => (isBuiltin(id) ? null : []);
  require.cache = {};
  require.main = undefined;
  return require;
}

function isBuiltin(s) {
  const name = String(s);
  return builtinModules.includes(name.replace(/^node:/, "")) || op("module.unsupported", { name }) !== null;
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
