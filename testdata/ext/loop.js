// The event loop's edges (engine/loop_test.go): a promise nothing can
// settle, and what it says was still there; beforeExit and exit; a turn
// of thousands of timers cut at the call's deadline; 100,000 timers in
// one call.
import { spawn } from "node:child_process";
import { createGzip } from "node:zlib";
import { openSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const tool = (name, execute) => ({ name, description: name, inputSchema: { type: "object" }, readOnly: true, execute });
let exits = [], listening = false;

export default {
  tools: [
    tool("nothing", () => new Promise(() => {})),
    tool("unrefTimer", () => new Promise(() => { setTimeout(() => {}, 60_000).unref(); setInterval(() => {}, 60_000).unref(); })),
    tool("unrefImmediate", () => new Promise(() => { setImmediate(() => {}).unref(); })),
    // Left open, and nothing pending that can settle the call.
    tool("openFile", () => new Promise(() => {
      const f = join(tmpdir(), `loop-${process.pid}-${Math.random()}.txt`);
      writeFileSync(f, "x");
      globalThis.fd = openSync(f, "r");
    })),
    tool("gzip", () => new Promise(() => { globalThis.gzip = createGzip(); globalThis.gzip.write("x"); })),
    tool("child", (input) => new Promise(() => {
      const c = spawn("sleep", ["30"], { stdio: "ignore" });
      c.unref();
      globalThis.child = c;
      writeFileSync(input.pidFile, String(c.pid));
    })),
    tool("beforeExit", () => new Promise((resolve) => {
      let n = 0;
      const again = () => {
        // Each emit may set more going; the loop goes on until it does not.
        if (++n < 3) setTimeout(() => {}, 1);
        else { process.off("beforeExit", again); resolve(`beforeExit ${n} times`); }
      };
      process.on("beforeExit", again);
    })),
    tool("exit", (input) => {
      exits = [];
      if (!listening) {
        listening = true;
        process.on("exit", (code) => exits.push(code));
      }
      process.exitCode = input.exitCode;
      setTimeout(() => process.exit(input.code), 1);
      return new Promise(() => {});
    }),
    tool("exits", () => JSON.stringify(exits)),
    tool("manyTimers", (input) => new Promise((resolve) => {
      // As bench/nodeops's timers row: delays 0-49 ms, all set at once;
      // they fire in the order Node fires them (by expiry, then as set).
      const n = input.count;
      let left = n, order = 0, disorder = 0;
      const last = new Array(50).fill(-1);
      const done = (i) => {
        const d = i % 50;
        if (i <= last[d]) disorder++;
        last[d] = i;
        order++;
        if (--left === 0) resolve(JSON.stringify({ fired: order, disorder }));
      };
      for (let i = 0; i < n; i++) setTimeout(done, i % 50, i);
    })),
    // A timer made by setTimeout's fast path (no arguments: a copy of a
    // model's shape) is what the constructor makes (one with arguments):
    // the same prototype, the same properties, and it works the same.
    tool("timerShape", () => new Promise((resolve) => {
      const fired = [];
      const fast = setTimeout(() => fired.push("fast"), 1);
      const made = setTimeout((a) => fired.push(a), 1, "made");
      const own = (t) => Object.getOwnPropertyNames(t).filter((k) => k !== "_timerArgs").map((k) => {
        const d = Object.getOwnPropertyDescriptor(t, k);
        return [k, typeof d.value, d.writable, d.enumerable, d.configurable];
      });
      const same = JSON.stringify(own(fast)) === JSON.stringify(own(made)) && Object.getPrototypeOf(fast) === Object.getPrototypeOf(made) &&
        fast instanceof made.constructor && fast.constructor.name === "Timeout";
      fast.unref();
      const unrefd = fast.hasRef() === false && made.hasRef() === true;
      fast.ref();
      fast.extra = 1; // its own shape from now on; the next fast one is not affected
      const next = setTimeout(() => fired.push("next"), 1);
      const cleared = setTimeout(() => fired.push("cleared"), 1);
      clearTimeout(cleared);
      setTimeout(() => resolve(JSON.stringify({ same, unrefd, fired, nextSame: JSON.stringify(own(next)) === JSON.stringify(own(made)), destroyed: cleared._destroyed })), 5);
    })),
    tool("longTurn", (input, { signal }) => new Promise((resolve) => {
      // 10,000 timers due at once, each busy for 1 ms: 10 s of one timers
      // phase. The call's deadline cuts it: its signal fires between two
      // of them, and the call stops as asked.
      const timers = [];
      const busy = () => { const t = performance.now(); while (performance.now() - t < 1); };
      for (let i = 0; i < 10_000; i++) timers.push(setTimeout(busy, 1));
      signal.addEventListener("abort", () => { for (const t of timers) clearTimeout(t); resolve("stopped"); });
    })),
  ],
};
