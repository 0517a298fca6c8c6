// node:path — posix from path-browserify (Node's path.posix, ported), win32
// from the path package (Node's path.win32); process.cwd() is the
// extension's (the project folder).
import posixBase from "path-browserify";
import legacy from "path/";
import { register } from "node:internal/host";
import { validateString, validateObject } from "node:internal/validators";

const posix = { ...posixBase };
const win32 = { ...legacy.win32 };
posix.posix = win32.posix = posix;
posix.win32 = win32.win32 = win32;
posix.toNamespacedPath = (p) => p;
// format as Node's: an ext without its dot gets one; a dir other than the
// root is joined to the base with the separator.
const formatWith = (sep) => function format(pathObject) {
  validateObject(pathObject, "pathObject");
  const dir = pathObject.dir || pathObject.root;
  const ext = pathObject.ext ? (pathObject.ext[0] === "." ? "" : ".") + pathObject.ext : "";
  const base = pathObject.base || (pathObject.name || "") + ext;
  if (!dir) return base;
  return dir === pathObject.root ? dir + base : dir + sep + base;
};
posix.format = formatWith("/");
win32.format = formatWith("\\");
win32.toNamespacedPath = win32._makeLong || ((p) => p);

// Each function checks its arguments as Node's does, before the package's.
for (const p of [posix, win32]) {
  const { resolve, normalize, isAbsolute, join, relative, dirname, basename, extname, parse } = p;
  Object.assign(p, {
    resolve(...paths) { paths.forEach((s, i) => validateString(s, `paths[${i}]`)); return resolve(...paths); },
    normalize(path) { validateString(path, "path"); return normalize(path); },
    isAbsolute(path) { validateString(path, "path"); return isAbsolute(path); },
    join(...paths) { paths.forEach((s) => validateString(s, "path")); return join(...paths); },
    relative(from, to) { validateString(from, "from"); validateString(to, "to"); return relative(from, to); },
    dirname(path) { validateString(path, "path"); return dirname(path); },
    basename(path, suffix) {
      if (suffix !== undefined) validateString(suffix, "suffix");
      validateString(path, "path");
      return basename(path, suffix);
    },
    extname(path) { validateString(path, "path"); return extname(path); },
    parse(path) { validateString(path, "path"); return parse(path); },
  });
}
const namespaced = win32.toNamespacedPath;
win32.toNamespacedPath = (p) => (typeof p === "string" ? namespaced(p) : p);
posix.matchesGlob = win32.matchesGlob = () => { throw new Error("path.matchesGlob is not provided"); };

export default register("path", posix);
