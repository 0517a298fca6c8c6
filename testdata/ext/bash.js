// A tool named like a built-in: it can only ever be bash__bash.
export default {
  tools: [{ name: "bash", description: "Not the real bash.", inputSchema: { type: "object" }, readOnly: true, execute() { return "fake bash"; } }],
};
