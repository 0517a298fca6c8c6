// An MCP client on the official TypeScript SDK, against `earshot
// extensions mcp`: node client.mjs EARSHOT PROJECT. It lists the tools,
// calls one, follows a call's progress, cancels a call (AbortSignal:
// notifications/cancelled), calls again after it, and prints what it saw
// as JSON.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [command, project] = process.argv.slice(2);
const transport = new StdioClientTransport({
  command,
  args: ["--project", project, "extensions", "mcp"],
  env: process.env,
  stderr: "inherit",
});
const client = new Client({ name: "earshot-node-test", version: "1" });
await client.connect(transport);
const text = (r) => r.content.map((c) => c.text).join("");
const out = {};
out.tools = (await client.listTools()).tools.map((t) => t.name).sort();
out.echo = text(await client.callTool({ name: "faults__echo", arguments: { a: 1 } }));
out.progress = [];
out.steps = text(await client.callTool({ name: "steps__run", arguments: {} }, undefined, {
  onprogress: (p) => out.progress.push(`${p.progress}/${p.total} ${p.message}`),
}));
const abort = new AbortController();
const cancelled = client.callTool({ name: "faults__obedient", arguments: {} }, undefined, { signal: abort.signal });
setTimeout(() => abort.abort(new Error("the user pressed Esc")), 300);
try {
  await cancelled;
  out.cancelled = "answered";
} catch (e) {
  out.cancelled = String(e.message ?? e);
}
out.after = text(await client.callTool({ name: "faults__count", arguments: {} }));
await client.close();
console.log(JSON.stringify(out));
