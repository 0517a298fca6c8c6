// Imports a package that uses WebAssembly only where there is one.
import which from "wasm-optional";
export default { tools: [{ name: "which", description: "Says which.", inputSchema: { type: "object" }, readOnly: true, execute: () => which }] };
