// Imports a native addon package (addon-bindings): it fails to load, naming it.
import addon from "addon-bindings";
export default { tools: [{ name: "use", description: "Uses the addon.", inputSchema: { type: "object" }, execute: () => String(addon) }] };
