// A result title with an escape sequence and a bidi override: the host
// sanitizes it before any UI sees it.
export default {
  tools: [{
    name: "read", description: "reads", readOnly: true, inputSchema: { type: "object" },
    execute: () => ({ output: "ok", title: "done\u001b[2J\u202e\u200bdone\nsecond line" }),
  }],
};
