// Requires a .node file of its own.
const addon = require("./build/own.node");
export default { tools: [{ name: "use", description: "Uses the addon.", inputSchema: { type: "object" }, execute: () => String(addon) }] };
