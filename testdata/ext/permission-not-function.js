// permission is an object, not a function.
export default {
  tools: [{ name: "x", description: "d", inputSchema: { type: "object" }, permission: { title: "t" }, execute() { return ""; } }],
};
