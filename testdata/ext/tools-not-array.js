// tools is an object, not an array.
export default { tools: { name: "x" } };
