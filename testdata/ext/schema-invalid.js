// inputSchema is not a valid JSON Schema (minLength must be a number).
export default {
  tools: [{ name: "x", description: "d", inputSchema: { type: "object", properties: { a: { type: "string", minLength: "two" } } }, execute() { return ""; } }],
};
