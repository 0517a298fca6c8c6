// tsc: Type 'string' is not assignable to type 'number'
// earshot: loads
// earshot-call: add {"a":1,"b":2} -> invalid input: at /a: got number, want string
// The code treats as numbers what the schema says are strings: the input
// is checked against the schema, so numbers are refused.
const addInput = { type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, required: ["a", "b"] } as const;

export default {
  tools: [
    {
      name: "add",
      description: "Adds",
      inputSchema: addInput,
      execute(input) {
        const sum: number = input.a;
        return String(sum + Number(input.b));
      },
    } satisfies Earshot.Tool<typeof addInput>,
  ],
} satisfies Earshot.Extension;
