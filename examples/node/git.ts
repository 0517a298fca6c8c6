// A git tool: what changed lately, from `git log`, run in the project.
// child_process runs programs directly (no shell) unless you ask for one.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export default {
  tools: [
    {
      name: "log",
      description: "The latest commits of the project: hash, author, date and subject.",
      readOnly: true,
      inputSchema: {
        type: "object",
        properties: { count: { type: "integer", minimum: 1, maximum: 100, default: 10 } },
      },
      async execute({ count = 10 }: { count?: number }) {
        const { stdout } = await run("git", ["log", `-n${count}`, "--format=%h %an %ad %s", "--date=short"]);
        return stdout.trim() || "no commits yet";
      },
    },
  ],
};
