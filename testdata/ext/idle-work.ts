// Works on the machine as many extensions do: files, a child process, a
// throw (whose stack is mapped to the source); and makes 200,000 objects,
// keeping one in a thousand scattered through the memory the others took.
// For the idle-memory benchmarks.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { execFileSync, spawnSync } from "node:child_process";
export default {
  tools: [
    { name: "work", description: "files and processes", readOnly: true, inputSchema: { type: "object" },
      async execute() {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idle-"));
        const f = path.join(dir, "a.txt");
        fs.writeFileSync(f, "x".repeat(100000));
        const s = fs.readFileSync(f, "utf8");
        const listed = fs.readdirSync(os.tmpdir()).length;
        const out = execFileSync("sh", ["-c", "ls -la /"]).toString();
        const r = spawnSync("sh", ["-c", "echo hi"]);
        fs.rmSync(dir, { recursive: true });
        return [s.length, listed > 0, out.length > 0, String(r.stdout).trim()].join(" ");
      } },
    { name: "objects", description: "many objects, a few kept", readOnly: true, inputSchema: { type: "object" },
      execute() {
        const a = [];
        for (let i = 0; i < 200000; i++) a.push({ i, s: "x" + i });
        globalThis.kept = a.filter((_, i) => i % 1000 === 0);
        return String(a.length);
      } },
    { name: "boom", description: "throws", readOnly: true, inputSchema: { type: "object" },
      execute() { throw new Error("boom"); } },
  ],
};
