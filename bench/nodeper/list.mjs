// One Node.js process per extension, the way MCP servers run: import the
// (pre-bundled) extension and print its tools. Used by bench/coldstart.
const mod = await import(process.argv[2]);
const tools = mod.default.tools.map((t) => t.name);
process.stdout.write(JSON.stringify(tools) + "\n");
