// tsc: Type '"string"' is not assignable to type '"object"'
// earshot: tools[0].inputSchema: "type" is "string"; tool inputs are objects
export default {
  tools: [{ name: "a", description: "a", inputSchema: { type: "string" }, execute: () => "a" }],
} satisfies Earshot.Extension;
