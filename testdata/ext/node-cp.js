// Runs a snippet with child_process, fs, path and util at hand: the child
// process tests.
import cp from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import util from "node:util";

const mods = { cp, fs, path, util };
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;

export default {
  tools: [{
    name: "run", description: "runs a snippet", readOnly: true,
    inputSchema: { type: "object", properties: { code: { type: "string" } }, required: ["code"] },
    async execute(input) {
      const v = await new AsyncFunction("mods", "input", input.code)(mods, input);
      return JSON.stringify(v === undefined ? null : v);
    },
  }],
};
