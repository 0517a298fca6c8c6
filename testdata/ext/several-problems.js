// Three tools with a problem each, and one tool with two: every one is
// reported, not only the first.
export default {
  tools: [
    { name: "a", description: "", inputSchema: { type: "object" }, execute() { return "a"; } },
    { name: "b", description: "b", inputSchema: { type: "string" }, execute() { return "b"; } },
    { name: "a", description: "again", inputSchema: { type: "object" }, execute: "no" },
    { name: "ok", description: "fine", inputSchema: { type: "object" }, execute() { return "ok"; } },
  ],
};
