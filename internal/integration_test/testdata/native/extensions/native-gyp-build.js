// Imports a native addon package (addon-gyp-build): it fails to load, naming it.
import addon from "addon-gyp-build";
export default { tools: [{ name: "use", description: "Uses the addon.", inputSchema: { type: "object" }, execute: () => String(addon) }] };
