// tsc: 'readonly' does not exist | Did you mean to write 'readOnly'?
// earshot: tools[0].readonly: unknown property; did you mean readOnly?
// The typo of issue #26: readonly for readOnly.
export default {
  tools: [
    { name: "status", description: "Shows the status", inputSchema: { type: "object" }, readonly: true, execute: () => "ok" },
  ],
} satisfies Earshot.Extension;
