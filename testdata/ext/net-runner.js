// Runs a snippet with Node's network built-ins at hand (mods.net,
// mods.http, ...): the cases of platform/net/net_test.go, whose goldens
// platform/testdata/net_cases.mjs makes with Node.js.
import * as asyncHooks from "node:async_hooks";
import * as buffer from "node:buffer";
import * as dns from "node:dns";
import * as dnsPromises from "node:dns/promises";
import * as events from "node:events";
import * as http from "node:http";
import * as https from "node:https";
import * as net from "node:net";
import * as stream from "node:stream";
import * as tls from "node:tls";

const mods = { asyncHooks, buffer, dns, dnsPromises, events, http, https, net, stream, tls };
for (const k of Object.keys(mods)) mods[k] = mods[k].default ?? mods[k];
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
const state = {};

export default {
  tools: [{
    name: "run", description: "runs a snippet", readOnly: true,
    inputSchema: { type: "object", properties: { code: { type: "string" } }, required: ["code"] },
    async execute(input, context) {
      const v = await new AsyncFunction("mods", "input", "state", "context", input.code)(mods, input, state, context);
      return JSON.stringify(v === undefined ? null : v);
    },
  }],
};
