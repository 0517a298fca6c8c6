// Runs a snippet with fs, fs/promises and path at hand (mods.fs, mods.fsp,
// mods.path): the file system tests.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

const mods = { fs, fsp, path };
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
