// Imports a native addon package (addon-direct): it fails to load, naming it.
import addon from "addon-direct";
export default { tools: [{ name: "use", description: "Uses the addon.", inputSchema: { type: "object" }, execute: () => String(addon) }] };
