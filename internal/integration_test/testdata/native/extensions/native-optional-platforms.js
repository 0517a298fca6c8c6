import addon from "addon-optional-platforms";
export default { tools: [{ name: "t", description: "d", readOnly: true, inputSchema: { type: "object" }, execute: () => String(addon) }] };
