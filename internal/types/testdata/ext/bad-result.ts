// tsc: Type 'number' is not assignable to type
// earshot: loads
// earshot-call: count {} -> execute returned a number (42)
// execute returns what is not a result.
export default {
  tools: [{ name: "count", description: "Counts", inputSchema: { type: "object" }, execute: () => 42 }],
} satisfies Earshot.Extension;
