// An inputSchema nested 1,200 levels deep: compiling it would take seconds
// per hundred levels; it is refused at load, quickly.
let s = { type: "object" };
for (let i = 0; i < 1200; i++) s = { type: "object", properties: { a: s } };
export default {
  tools: [{ name: "deep", description: "deep", inputSchema: s, readOnly: true, execute: () => "x" }],
};
