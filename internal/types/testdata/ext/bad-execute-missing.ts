// tsc: Property 'execute' is missing
// earshot: tools[0].execute: expected a function, got undefined
export default {
  tools: [{ name: "a", description: "a", inputSchema: { type: "object" } }],
} satisfies Earshot.Extension;
