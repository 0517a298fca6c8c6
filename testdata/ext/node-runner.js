// Runs a snippet with Node's built-ins at hand (mods.fs, mods.path, ...):
// the engine's and the platform's golden tests (platform/testdata/node_cases.mjs).
import * as assert from "node:assert";
import * as buffer from "node:buffer";
import * as events from "node:events";
import * as path from "node:path";
import * as util from "node:util";
import * as stream from "node:stream";
import * as streamPromises from "node:stream/promises";
import * as stringDecoder from "node:string_decoder";
import * as querystring from "node:querystring";
import * as url from "node:url";
import * as timers from "node:timers";
import * as timersPromises from "node:timers/promises";
import * as perfHooks from "node:perf_hooks";
import * as mod from "node:module";
import * as punycode from "node:punycode";
import * as processMod from "node:process";

const ns = (m) => m.default ?? m;
const mods = {
  assert: ns(assert), buffer: ns(buffer), events: ns(events), path: ns(path), util: ns(util), stream: ns(stream),
  streamPromises: ns(streamPromises), stringDecoder: ns(stringDecoder), querystring: ns(querystring), url: ns(url),
  timers: ns(timers), timersPromises: ns(timersPromises), perfHooks: ns(perfHooks), module: ns(mod),
  punycode: ns(punycode), process: ns(processMod),
};
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
