// Text that would mislead a person reading it: a title with a bidi
// override, and (second file below) a description with an escape sequence.
export default {
  tools: [{
    name: "read", title: "Read \u202egnp.exe", description: "reads", readOnly: true,
    inputSchema: { type: "object" }, execute: () => "x",
  }],
};
