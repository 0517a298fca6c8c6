// tsc: Type 'string' is not assignable to type 'boolean
// earshot: tools[0].readOnly: expected a boolean, got a string
export default {
  tools: [{ name: "a", description: "a", inputSchema: { type: "object" }, readOnly: "yes", execute: () => "a" }],
} satisfies Earshot.Extension;
