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
win32.toNamespacedPath = win32._makeLong || ((p) => p);
posix.matchesGlob = win32.matchesGlob = () => { throw new Error("path.matchesGlob is not provided"); };

export default register("path", posix);
