// A tool title must be one short line.
export default {
  tools: [{ name: "x", title: "Line one\nline two", description: "x", inputSchema: { type: "object" }, execute: () => "" }],
};
