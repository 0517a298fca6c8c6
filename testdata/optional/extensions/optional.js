// Uses packages with optional parts (see ../README.md). Each tool returns
// what Node gives the same code: the result, or the error's code and first
// line (with {"full": true}, its whole message).
import * as optional from "uses-optional";
import { load } from "lazy-esm";
import { data } from "reads-data";
import * as builtin from "finds-builtin";

const shown = (e, full) => `${e.code} | ${full ? e.message : e.message.split("\n")[0]}`;
const tool = (name, run) => ({
  name, description: name, readOnly: true, inputSchema: { type: "object" },
  async execute(input) {
    try {
      return JSON.stringify(await run());
    } catch (e) {
      return "threw: " + shown(e, input.full);
    }
  },
});

export default {
  tools: [
    tool("fallback", () => [optional.withFallback(), optional.tried]),
    tool("lazyRequire", () => optional.lazy()),
    tool("peerImport", () => optional.peer()),
    tool("esmChain", () => load()),
    tool("json", () => data()),
    tool("builtins", () => [builtin.url(), builtin.path()]),
    tool("notBuiltin", () => builtin.notBuiltin()),
    {
      // Throws: its stack names the package's file and line.
      name: "position", description: "position", readOnly: true, inputSchema: { type: "object" },
      execute() { builtin.fail(); },
    },
  ],
};
