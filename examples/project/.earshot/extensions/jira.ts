// An example extension: two tools over a pretend issue tracker.
// Nothing is imported from earshot; relative imports are bundled in.
import { formatTicket, type Ticket } from "./jira/format";

const tickets: Record<string, Ticket> = {
  "EAR-1": { key: "EAR-1", title: "Extensions start instantly", status: "Done" },
  "EAR-2": { key: "EAR-2", title: "A broken extension costs only itself", status: "In progress" },
};

interface CommentInput {
  key: string;
  text: string;
}

export default {
  tools: [
    {
      name: "ticket",
      description: "Reads a ticket of the EAR project by its key, like EAR-1.",
      inputSchema: {
        type: "object",
        properties: { key: { type: "string", pattern: "^EAR-[0-9]+$" } },
        required: ["key"],
      },
      readOnly: true,
      async execute(input: { key: string }) {
        const t = tickets[input.key];
        if (!t) return { output: `No ticket ${input.key}.`, isError: true };
        return formatTicket(t);
      },
    },
    {
      name: "comment",
      description: "Adds a comment to a ticket.",
      inputSchema: {
        type: "object",
        properties: { key: { type: "string" }, text: { type: "string", minLength: 1 } },
        required: ["key", "text"],
      },
      // What the permission prompt shows. The rule it is checked against is
      // always Extension(jira__comment): an extension cannot change that.
      permission(input: CommentInput) {
        return { title: `Comment on ${input.key}`, detail: input.text };
      },
      async execute(input: CommentInput) {
        console.log(`commenting on ${input.key}`);
        return { output: `Commented on ${input.key}: "${input.text}"`, title: `Comment on ${input.key}` };
      },
    },
  ],
};
