// tools[0].description is blank.
export default { tools: [{ name: "x", description: "   ", inputSchema: { type: "object" }, execute() { return ""; } }] };
