// One tool per way an execute can go wrong, plus "echo" and "count" to show
// that the extension still works afterwards.
let count = 0;
globalThis.late = 0;
const tool = (name, execute) => ({ name, description: name, inputSchema: { type: "object" }, readOnly: true, execute });
export default {
  tools: [
    tool("echo", (input) => JSON.stringify(input)),
    tool("count", () => String(++count)),
    tool("loop", () => { for (;;) {} }),
    tool("asyncLoop", async () => { await null; for (;;) {} }),
    tool("bomb", () => { const hoard = []; for (;;) hoard.push(new Array(100000).fill(hoard.length)); }),
    tool("bigBuffer", () => new Uint8Array(1 << 30).length),
    tool("stringBomb", () => { let s = "x"; for (;;) s += s; }),
    tool("recursion", () => { const f = (n) => f(n + 1) + 1; return f(0); }),
    tool("caughtRecursion", () => {
      // Runaway recursion is a RangeError the extension can catch.
      let depth = 0;
      const f = (n) => { depth = n; return f(n + 1) + 1; };
      try { f(0); } catch (e) { return `${e instanceof RangeError} ${depth >= 10000}`; }
      return "no error";
    }),
    tool("never", () => new Promise(() => {})),
    tool("waitLong", () => new Promise((resolve) => setTimeout(resolve, 3600000))),
    tool("hugeOutput", () => "x".repeat(64 << 20)),
    tool("lateTimer", (input) => {
      // Fires after the call has timed out (input.after ms from its
      // start), and throws when it does.
      setTimeout(() => { globalThis.late++; throw new Error("late timer"); }, input.after ?? 300);
      return new Promise(() => setTimeout(() => {}, 3600000));
    }),
    tool("lateCount", () => String(globalThis.late)),
    tool("steps", (input, ctx) => new Promise(() => {
      // Ignores its signal: a step every 10 ms, forever.
      let n = 0;
      const step = () => { console.log("step", ++n); setTimeout(step, 10); };
      step();
    })),
    tool("obedient", (input, ctx) => new Promise((resolve, reject) => {
      // Stops when its signal fires.
      const t = setTimeout(resolve, 3600000);
      ctx.signal.addEventListener("abort", () => { clearTimeout(t); reject(ctx.signal.reason); });
    })),
    tool("wait", () => new Promise((resolve) => setTimeout(() => resolve("waited"), 50))),
    tool("chatty", () => { for (let i = 0; i < 5000; i++) console.log("line", i); return "said a lot"; }),
    tool("consoleFlood", () => { for (let i = 0; ; i++) console.log("line", i); }),
    tool("microtaskFlood", () => new Promise(() => { const spin = () => queueMicrotask(spin); spin(); })),
  ],
};
