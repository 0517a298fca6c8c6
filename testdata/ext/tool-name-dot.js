// A tool name with a dot.
export default { tools: [{ name: "read.file", description: "d", inputSchema: { type: "object" }, execute() { return ""; } }] };
