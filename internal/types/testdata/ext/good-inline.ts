// earshot: loads
// earshot-call: ticket {"key":"ABC-1"} -> ticket ABC-1
// The README's example, checked: the schema is written inline, so input is
// a JSON object whose members are not known.
export default {
  tools: [
    {
      name: "ticket",
      title: "Jira ticket",
      description: "Reads a Jira ticket by key",
      inputSchema: { type: "object", properties: { key: { type: "string" } }, required: ["key"] },
      readOnly: true,
      async execute(input, context) {
        context.progress({ message: "reading", progress: 1, total: 2 });
        context.signal.throwIfAborted();
        return `ticket ${input.key}`;
      },
    },
    {
      name: "comment",
      description: "Comments on a ticket",
      inputSchema: { type: "object", properties: { key: { type: "string" }, text: { type: "string" } } },
      execute(input) {
        return { output: `commented on ${input.key}`, title: "comment", isError: false };
      },
      async permission(input, { signal }) {
        signal.aborted;
        return { title: `Comment on ${input.key}`, detail: String(input.text) };
      },
    },
  ],
} satisfies Earshot.Extension;
