// The built-in modules evaluated at run time, outside an extension's
// bundle (node:module's require of one the bundle does not hold, util for
// the errors' messages), and the internal modules they require: the code
// more than one built-in shares, each bundled once by platform/gen as
// node:internal/<name> (dist/internal). Each module registers itself when
// evaluated, a built-in in earshot.builtins and an internal module in
// earshot.internals, and the first copy registered stays the module, so
// that the bundle's copy and one evaluated here are one.
import { g, op } from "./host.js";

const builtins = (g[Symbol.for("earshot.builtins")] ??= new Map());
const internals = (g[Symbol.for("earshot.internals")] ??= new Map());

// loading are the internal modules being evaluated: a cycle gets the
// exports so far, as CommonJS gives.
const loading = new Map();

// evaluate runs a module's source (CommonJS) with require and returns its
// value.
export function evaluate(src, require, module = { exports: {} }) {
  (0, eval)("(function (exports, require, module) {" + src + "\n})")(module.exports, require, module);
  return module.exports;
}

// requireInternal is the require of an internal module (and of a built-in:
// an internal module requires the built-ins too, "node:buffer").
export function requireInternal(id) {
  const name = String(id);
  if (!name.startsWith("node:internal/")) return builtin(name.replace(/^node:/, ""));
  const key = name.slice("node:".length);
  if (internals.has(key)) return internals.get(key);
  if (loading.has(key)) return loading.get(key).exports;
  const src = op("module.builtin", { name });
  if (src === null) throw new Error(`no internal module ${name}`);
  const module = { exports: {} };
  loading.set(key, module);
  try {
    return evaluate(src, requireInternal, module);
  } finally {
    loading.delete(key);
  }
}

// builtin is a built-in module (the one the extension has, else the
// platform's), as createRequire's require gives it.
export function builtin(name) {
  if (builtins.has(name)) return builtins.get(name);
  let mod = builtins.get("module");
  if (mod === undefined) mod = evaluate(op("module.builtin", { name: "module" }), requireInternal);
  return mod.createRequire("/")("node:" + name);
}
