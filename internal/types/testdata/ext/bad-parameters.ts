// tsc: 'parameters' does not exist
// earshot: tools[0].parameters: unknown property; earshot uses inputSchema
// earshot: tools[0].inputSchema: expected a JSON Schema object, got undefined
// Another framework's name for the input schema.
export default {
  tools: [
    { name: "search", description: "Searches", parameters: { type: "object" }, execute: () => "ok" },
  ],
} satisfies Earshot.Extension;
