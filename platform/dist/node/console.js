var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod2, isNodeMode, target) => (target = mod2 != null ? __create(__getProtoOf(mod2)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod2 || !mod2.__esModule ? __defProp(target, "default", { value: mod2, enumerable: true }) : target,
  mod2
));
var __toCommonJS = (mod2) => __copyProps(__defProp({}, "__esModule", { value: true }), mod2);

// js/node/console.js
var console_exports = {};
__export(console_exports, {
  default: () => console_default
});
module.exports = __toCommonJS(console_exports);
var import_node_util = __toESM(require("node:util"));
var { inspect, format } = import_node_util.default;
var Console = class {
  constructor(stdout, stderr) {
    if (stdout && typeof stdout === "object" && !stdout.write && stdout.stdout) ({ stdout, stderr } = stdout);
    this._out = stdout;
    this._err = stderr || stdout;
    for (const k of ["log", "info", "debug"]) this[k] = (...a) => this._out.write(format(...a) + "\n");
    for (const k of ["warn", "error", "trace"]) this[k] = (...a) => this._err.write(format(...a) + "\n");
    this.dir = (v, o) => this._out.write(inspect(v, o) + "\n");
    this.table = (v) => this._out.write(inspect(v) + "\n");
    this.assert = (c, ...a) => {
      if (!c) this.error("Assertion failed" + (a.length ? ": " + format(...a) : ""));
    };
    this.group = this.groupCollapsed = this.groupEnd = () => {
    };
    this.time = this.timeEnd = this.timeLog = this.count = this.countReset = () => {
    };
  }
};
var mod = Object.create(globalThis.console);
mod.Console = Console;
var console_default = mod;
module.exports = ((r, v) => r.has("console") ? r.get("console") : (r.set("console", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
