// Schemas whose keywords make the validator compute with the input's
// numbers (minimum, maximum, multipleOf, uniqueItems, enum, const).
const tool = (name, properties) => ({
  name,
  description: name,
  inputSchema: { type: "object", properties },
  readOnly: true,
  execute: (input) => JSON.stringify(input),
});
export default {
  tools: [
    tool("range", { n: { type: "number", minimum: 0, maximum: 10 } }),
    tool("multiple", { n: { type: "number", multipleOf: 0.5 } }),
    tool("unique", { list: { type: "array", uniqueItems: true } }),
    tool("choice", { n: { enum: [1, 2.5, 1e300] }, c: { const: 3 } }),
    tool("exclusive", { n: { type: "integer", exclusiveMinimum: -1, exclusiveMaximum: 1e10 } }),
  ],
};
