// Imports a package that compiles WebAssembly when it loads.
import exportsOfWasm from "uses-wasm";
export default { tools: [{ name: "use", description: "Uses WebAssembly.", inputSchema: { type: "object" }, readOnly: true, execute: () => String(Object.keys(exportsOfWasm).length) }] };
