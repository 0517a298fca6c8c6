// readOnly is a string, not a boolean.
export default { tools: [{ name: "x", description: "d", inputSchema: { type: "object" }, readOnly: "yes", execute() { return ""; } }] };
