// tsc: Type 'number' is not assignable to type 'string'
// earshot: loads
// earshot-call: count {} -> output is a number, expected a string
export default {
  tools: [{ name: "count", description: "Counts", inputSchema: { type: "object" }, execute: () => ({ output: 42 }) }],
} satisfies Earshot.Extension;
