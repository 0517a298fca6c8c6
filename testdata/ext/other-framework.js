// A tool written with other frameworks' names (parameters, handler) and a
// misspelt export property: every problem is reported, each with the name
// earshot uses.
export default {
  tools: [
    {
      name: "search",
      description: "Searches",
      parameters: { type: "object", properties: { q: { type: "string" } } },
      handler(input) {
        return input.q;
      },
    },
    { name: "ok", description: "fine", inputSchema: { type: "object" }, execute() { return "ok"; }, permision() { return {}; } },
  ],
  versoin: "1",
};
