// tools[1].execute is a string.
export default {
  tools: [
    { name: "ok", description: "fine", inputSchema: { type: "object" }, execute() { return "ok"; } },
    { name: "bad", description: "broken", inputSchema: { type: "object" }, execute: "return 1" },
  ],
};
