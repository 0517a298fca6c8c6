// Two tools named "same".
export default {
  tools: [
    { name: "same", description: "one", inputSchema: { type: "object" }, execute() { return "1"; } },
    { name: "same", description: "two", inputSchema: { type: "object" }, execute() { return "2"; } },
  ],
};
