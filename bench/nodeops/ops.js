// The operations bench/nodeops times, the same file under Node and inside
// earshot: each runs n times in one call and reports nanoseconds per run,
// measured here with performance.now().
import fs from "node:fs";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";

const ops = {
  readFileSync: () => fs.readFileSync("data.bin").length,
  readdirSync: () => fs.readdirSync("many").length,
  execFileSync: () => execFileSync("true").length,
  sha256: (buf) => createHash("sha256").update(buf).digest("hex").length,
};

export default {
  tools: [{
    name: "time", description: "times an operation", readOnly: true,
    inputSchema: { type: "object", properties: { op: { type: "string" }, n: { type: "integer" } }, required: ["op", "n"] },
    execute({ op, n }) {
      const buf = op === "sha256" ? fs.readFileSync("data.bin") : undefined;
      ops[op](buf); // warm
      const start = performance.now();
      for (let i = 0; i < n; i++) ops[op](buf);
      return String(Math.round(((performance.now() - start) * 1e6) / n));
    },
  }],
};
