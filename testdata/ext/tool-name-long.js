// tool-name-long__<this tool> is longer than 64 characters.
export default {
  tools: [{ name: "a_very_long_tool_name_that_does_not_fit_in_sixty_four", description: "d", inputSchema: { type: "object" }, execute() { return ""; } }],
};
