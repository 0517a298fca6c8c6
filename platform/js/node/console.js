// node:console — the global console, and a Console class that writes to
// streams.
// Node's inspect and format come from node:util, so that an extension that
// imports both carries one copy of them.
import util from "node:util";

const { inspect, format } = util;

class Console {
  constructor(stdout, stderr) {
    if (stdout && typeof stdout === "object" && !stdout.write && stdout.stdout) ({ stdout, stderr } = stdout);
    this._out = stdout;
    this._err = stderr || stdout;
    for (const k of ["log", "info", "debug"]) this[k] = (...a) => this._out.write(format(...a) + "\n");
    for (const k of ["warn", "error", "trace"]) this[k] = (...a) => this._err.write(format(...a) + "\n");
    this.dir = (v, o) => this._out.write(inspect(v, o) + "\n");
    this.table = (v) => this._out.write(inspect(v) + "\n");
    this.assert = (c, ...a) => { if (!c) this.error("Assertion failed" + (a.length ? ": " + format(...a) : "")); };
    this.group = this.groupCollapsed = this.groupEnd = () => {};
    this.time = this.timeEnd = this.timeLog = this.count = this.countReset = () => {};
  }
}
const mod = Object.create(globalThis.console);
mod.Console = Console;
export default mod;
