// Runs the JavaScript it is given as the body of an async function, and
// returns what that returns as JSON: for testing the platform's globals.
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
let state = {};
export default {
  tools: [
    {
      name: "run",
      description: "Runs code.",
      inputSchema: { type: "object", properties: { code: { type: "string" } }, required: ["code"] },
      readOnly: true,
      async execute(input, context) {
        const result = await new AsyncFunction("input", "context", "state", input.code)(input, context, state);
        return JSON.stringify(result === undefined ? null : result);
      },
    },
  ],
};
