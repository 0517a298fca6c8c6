// A tool name containing "__", which would be ambiguous in <extension>__<tool>.
export default { tools: [{ name: "a__b", description: "d", inputSchema: { type: "object" }, execute() { return ""; } }] };
