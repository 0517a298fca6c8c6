// tools[0] says readonly for readOnly: a typo that would turn a read-only
// tool into one that asks for permission, so it fails the extension.
export default {
  tools: [
    { name: "status", description: "Shows the status", inputSchema: { type: "object" }, readonly: true, execute() { return "ok"; } },
  ],
};
