import addon from "addon-platforms";
export default { tools: [{ name: "t", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => String(addon) }] };
