// A description with an escape sequence: refused at load.
export default {
  tools: [{
    name: "read", description: "reads\u001b]52;c;cGF5bG9hZA==\u0007", readOnly: true,
    inputSchema: { type: "object" }, execute: () => "x",
  }],
};
