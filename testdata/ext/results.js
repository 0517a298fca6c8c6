// One tool per kind of value execute can return or throw.
const tool = (name, execute) => ({ name, description: name, inputSchema: { type: "object" }, readOnly: true, execute });
const cyclic = {};
cyclic.self = cyclic;
export default {
  tools: [
    tool("string", () => "plain text"),
    tool("asyncString", async () => "async text"),
    tool("object", () => ({ output: "from object" })),
    tool("objectError", () => ({ output: "it failed", isError: true, title: "Failure" })),
    tool("number", () => 5),
    tool("undefined", () => undefined),
    tool("null", () => null),
    tool("bigint", () => 12345678901234567890n),
    tool("cyclic", () => cyclic),
    tool("outputNumber", () => ({ output: 5 })),
    tool("isErrorString", () => ({ output: "x", isError: "yes" })),
    tool("titleNumber", () => ({ output: "x", title: 7 })),
    tool("array", () => ["a"]),
    tool("throwError", () => { throw new TypeError("bad input shape"); }),
    tool("throwString", () => { throw "just a string"; }),
    tool("throwObject", () => { throw { code: 42, reason: "nope" }; }),
    tool("throwNull", () => { throw null; }),
    tool("reject", async () => { throw new Error("async failure"); }),
    tool("rejectString", () => Promise.reject("rejected with a string")),
    tool("never", () => new Promise(() => {})),
    tool("timer", () => new Promise((resolve) => setTimeout(() => resolve("after a timer"), 20))),
    tool("thenable", () => ({ then(resolve) { resolve("from a thenable"); } })),
    tool("unicode", () => "héllo wörld ✓ 🎉"),
  ],
};
