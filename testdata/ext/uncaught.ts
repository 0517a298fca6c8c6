// Exceptions nobody catches, thrown from each kind of callback the event
// loop runs, and rejections nobody handles: each fails its call at once,
// with its message and this file's line (engine/loop_test.go).
import { EventEmitter } from "node:events";
import { Readable } from "node:stream";
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";

function boom(kind: string): never {
  throw new Error(`boom in ${kind}`); // line 10: the line the errors name
}

let calls = 0; // module state: an instance started afresh counts from 0

// Each sets a throw going; the call then waits far longer than any test.
const kinds: Record<string, () => void> = {
  timer: () => { setTimeout(() => boom("timer"), 1); },
  interval: () => { const t = setInterval(() => { clearInterval(t); boom("interval"); }, 1); },
  immediate: () => { setImmediate(() => boom("immediate")); },
  nextTick: () => { setTimeout(() => process.nextTick(() => boom("nextTick")), 1); },
  microtask: () => { setTimeout(() => queueMicrotask(() => boom("microtask")), 1); },
  then: () => { setTimeout(() => { Promise.resolve().then(() => boom("then")); }, 1); },
  listener: () => {
    const e = new EventEmitter();
    e.on("x", () => boom("listener"));
    setTimeout(() => e.emit("x"), 1);
  },
  eventTarget: () => {
    const t = new EventTarget();
    t.addEventListener("x", () => boom("eventTarget"));
    setTimeout(() => t.dispatchEvent(new Event("x")), 1);
  },
  stream: () => {
    const r = new Readable({ read() {} });
    r.on("data", () => boom("stream"));
    setTimeout(() => r.push("x"), 1);
  },
  child: () => {
    const c = spawn("echo", ["hi"]);
    c.stdout.on("data", () => boom("child"));
  },
  rejection: () => { setTimeout(() => { Promise.reject(new Error("boom in rejection")); }, 1); },
  rejectionValue: () => { setTimeout(() => { Promise.reject(42); }, 1); },
  asyncFunction: () => { setTimeout(async () => { await null; boom("asyncFunction"); }, 1); },
  // A child that would run for a minute, and a throw: the child is stopped
  // as at a timeout (its pid is left in the project's folder).
  childLives: () => {
    const c = spawn("sleep", ["60"]);
    writeFileSync("child.pid", String(c.pid));
    setTimeout(() => boom("childLives"), 1);
  },
};

const wait = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve("waited"), ms));

export default {
  tools: [
    {
      name: "throw",
      description: "Sets a throw going in a kind of callback, then waits.",
      inputSchema: { type: "object", properties: { kind: { type: "string" }, listen: { type: "string" } }, required: ["kind"] },
      readOnly: true,
      async execute(input: { kind: string; listen?: string }) {
        calls++;
        const seen: string[] = [];
        let heard = () => {};
        const heardOne = new Promise<void>((resolve) => { heard = resolve; });
        const monitor = (e: Error, origin: string) => { seen.push(`monitor ${e.message} ${origin}`); };
        const listener = (e: Error, origin: string) => { seen.push(`${e.message} ${origin}`); heard(); };
        const onRejection = (reason: unknown) => { seen.push(`unhandledRejection ${reason instanceof Error ? reason.message : String(reason)}`); heard(); };
        process.on("uncaughtExceptionMonitor", monitor);
        if (input.listen === "uncaughtException") process.on("uncaughtException", listener);
        if (input.listen === "unhandledRejection") process.on("unhandledRejection", onRejection);
        try {
          kinds[input.kind]();
          await Promise.race([heardOne, wait(60_000)]);
          return seen.join("; ");
        } finally {
          process.off("uncaughtExceptionMonitor", monitor);
          process.off("uncaughtException", listener);
          process.off("unhandledRejection", onRejection);
        }
      },
    },
    {
      name: "late",
      description: "Leaves a timer that throws after the call returned.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        calls++;
        setTimeout(() => boom("late"), 20);
        Promise.resolve().then(() => new Promise((_, reject) => setTimeout(() => reject(new Error("late rejection")), 20)));
        return "left";
      },
    },
    {
      name: "wait",
      description: "Waits a while.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute: () => wait(200),
    },
    {
      name: "calls",
      description: "How many calls this instance has had.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute: () => String(calls),
    },
  ],
};
