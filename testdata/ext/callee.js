// Calls what is not a function, in a sync execute with a property access in
// the call's arguments and in an async execute: the TypeError names the
// callee as Node does.
const o = { a: {} };
export default {
  tools: [
    {
      name: "sync",
      description: "Calls o.a.missing(o.a).",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        return o.a.missing(o.a);
      },
    },
    {
      name: "async",
      description: "Calls input.foo() after an await.",
      inputSchema: { type: "object" },
      readOnly: true,
      async execute(input) {
        await null;
        return input.foo(input.key);
      },
    },
    {
      name: "construct",
      description: "Constructs what is not a constructor.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        return new o.a(o.a);
      },
    },
  ],
};
