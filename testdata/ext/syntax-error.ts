// A syntax error on line 4: esbuild reports it with its position.
export default {
  tools: [
    { name: "x", description: "d" inputSchema: { type: "object" }, execute() { return ""; } },
  ],
};
