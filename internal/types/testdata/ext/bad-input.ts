// tsc: Property 'missing' does not exist on type '{ key: string; }'
// earshot: loads
// earshot-call: ticket {"key":"A-1"} -> execute returned undefined
// The code reads a property the schema does not declare.
const ticketInput = { type: "object", properties: { key: { type: "string" } }, required: ["key"] } as const;

export default {
  tools: [
    {
      name: "ticket",
      description: "Reads a ticket",
      inputSchema: ticketInput,
      execute(input) {
        return input.missing;
      },
    } satisfies Earshot.Tool<typeof ticketInput>,
  ],
} satisfies Earshot.Extension;
