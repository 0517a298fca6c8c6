// tools[0] is a string.
export default { tools: ["x"] };
