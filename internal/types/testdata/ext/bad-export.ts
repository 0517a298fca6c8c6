// tsc: 'tool' does not exist
// earshot: tool: unknown property; did you mean tools?
// earshot: tools: expected an array of tools, got undefined
// The export misspells tools.
export default {
  tool: [{ name: "a", description: "a", inputSchema: { type: "object" }, execute: () => "a" }],
} satisfies Earshot.Extension;
