// earshot: loads
// earshot-call: env {"name":"EARSHOT_TYPES_TEST"} -> unset
// Node's built-ins and globals type-check with @types/node (the tsconfig
// init writes names it).
import { readFile } from "node:fs/promises";
import path from "node:path";

const envInput = { type: "object", properties: { name: { type: "string" } }, required: ["name"] } as const;

export default {
  tools: [
    {
      name: "env",
      description: "Reads a variable",
      inputSchema: envInput,
      readOnly: true,
      async execute({ name }) {
        void readFile, path.join("a", "b");
        return process.env[name] ?? "unset";
      },
    } satisfies Earshot.Tool<typeof envInput>,
  ],
} satisfies Earshot.Extension;
