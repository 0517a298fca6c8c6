// tools[0] has no description.
export default { tools: [{ name: "x", inputSchema: { type: "object" }, execute() { return ""; } }] };
