// node:path — posix from path-browserify (Node's path.posix, ported), win32
// from the path package (Node's path.win32); process.cwd() is the
// extension's (the project folder).
import posixBase from "path-browserify";
import legacy from "path/";
import { register } from "./_host.js";

const posix = { ...posixBase };
const win32 = { ...legacy.win32 };
posix.posix = win32.posix = posix;
posix.win32 = win32.win32 = win32;
posix.toNamespacedPath = (p) => p;
// format as Node's: an ext without its dot gets one; a dir other than the
// root is joined to the base with the separator.
const formatWith = (sep) => function format(pathObject) {
  if (pathObject === null || typeof pathObject !== "object") {
    const e = new TypeError(`The "pathObject" argument must be of type object. Received ${pathObject === null ? "null" : "type " + typeof pathObject + " (" + String(pathObject) + ")"}`);
    e.code = "ERR_INVALID_ARG_TYPE";
    throw e;
  }
  const dir = pathObject.dir || pathObject.root;
  const ext = pathObject.ext ? (pathObject.ext[0] === "." ? "" : ".") + pathObject.ext : "";
  const base = pathObject.base || (pathObject.name || "") + ext;
  if (!dir) return base;
  return dir === pathObject.root ? dir + base : dir + sep + base;
};
posix.format = formatWith("/");
win32.format = formatWith("\\");
win32.toNamespacedPath = win32._makeLong || ((p) => p);
posix.matchesGlob = win32.matchesGlob = () => { throw new Error("path.matchesGlob is not provided"); };

export default register("path", posix);
