// An example of a mistake: execute must be a function. The host refuses this
// extension as a whole, names the file and the property, and loads the rest.
export default {
  tools: [
    {
      name: "oops",
      description: "Never loads.",
      inputSchema: { type: "object" },
      execute: "return 42",
    },
  ],
};
