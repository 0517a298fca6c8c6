// A well-formed extension: a read-only tool, a gated tool with its own
// prompt text, async and sync execute, module state kept across calls.
import { greet } from "./helpers/greet";

let calls = 0;

export default {
  tools: [
    {
      name: "hello",
      description: "Greets someone.",
      inputSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
      readOnly: true,
      async execute(input: { name: string }) {
        calls++;
        console.log("greeting", input.name);
        return greet(input.name);
      },
    },
    {
      name: "count",
      description: "Counts calls to this extension.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        calls++;
        return { output: String(calls), title: "calls" };
      },
    },
    {
      name: "write",
      title: "Write a file",
      description: "Pretends to write a file.",
      inputSchema: {
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        properties: { path: { type: "string" }, text: { type: "string" } },
        required: ["path"],
        additionalProperties: false,
      },
      permission(input: { path: string }) {
        return { title: `Write ${input.path}`, detail: "The file will be replaced." };
      },
      async execute(input: { path: string }) {
        return `wrote ${input.path}`;
      },
    },
  ],
};
