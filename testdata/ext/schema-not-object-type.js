// inputSchema's type is "string": tool input is always an object.
export default { tools: [{ name: "x", description: "d", inputSchema: { type: "string" }, execute() { return ""; } }] };
