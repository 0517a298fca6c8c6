// A gated tool whose permission() has a visible effect (a console line):
// it should run only when somebody will be asked.
export default {
  tools: [{
    name: "act", description: "acts", inputSchema: { type: "object" }, execute: () => "acted",
    permission() { console.log("permission ran"); return { title: "Act" }; },
  }],
};
