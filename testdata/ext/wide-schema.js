// An inputSchema with 20,000 properties: compiling costs the square of
// that (60,000 took half a minute); it is refused at load, quickly.
const properties = {};
for (let i = 0; i < 20000; i++) properties["p" + i] = {};
export default {
  tools: [{ name: "wide", description: "wide", inputSchema: { type: "object", properties }, readOnly: true, execute: () => "x" }],
};
