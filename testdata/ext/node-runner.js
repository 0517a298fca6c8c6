// Runs a snippet with Node's built-ins at hand (mods.fs, mods.path, ...):
// the golden cases of platform/testdata/node_cases.mjs and args_cases.mjs,
// run by engine/node_test.go.
import * as assert from "node:assert";
import * as buffer from "node:buffer";
import * as cp from "node:child_process";
import * as crypto from "node:crypto";
import * as events from "node:events";
import * as fs from "node:fs";
import * as fsp from "node:fs/promises";
import * as mod from "node:module";
import * as os from "node:os";
import * as path from "node:path";
import * as processMod from "node:process";
import * as punycode from "node:punycode";
import * as querystring from "node:querystring";
import * as stream from "node:stream";
import * as streamPromises from "node:stream/promises";
import * as stringDecoder from "node:string_decoder";
import * as timers from "node:timers";
import * as timersPromises from "node:timers/promises";
import * as url from "node:url";
import * as util from "node:util";
import * as zlib from "node:zlib";
import * as perfHooks from "node:perf_hooks";
import * as streamConsumers from "node:stream/consumers";
import * as utilTypes from "node:util/types";
import * as tty from "node:tty";
import * as stringDecoderMod from "string_decoder";
import * as assertStrictMod from "node:assert/strict";
import * as pathPosix from "node:path/posix";
import * as readline from "node:readline";
import * as readlinePromises from "node:readline/promises";
import * as dc from "node:diagnostics_channel";
import * as asyncHooks from "node:async_hooks";
import * as net from "node:net";
import * as tls from "node:tls";

const mods = {
  assert, buffer, cp, crypto, events, fs, fsp, module: mod, os, path, process: processMod, punycode, querystring,
  stream, streamPromises, stringDecoder, timers, timersPromises, url, util, zlib,
  perfHooks, streamConsumers, utilTypes, tty, stringDecoderMod, assertStrictMod, pathPosix,
  readline, readlinePromises, dc, net, tls, asyncHooks,
};
for (const k of Object.keys(mods)) mods[k] = mods[k].default ?? mods[k];
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;

export default {
  tools: [{
    name: "run", description: "runs a snippet", readOnly: true,
    inputSchema: { type: "object", properties: { code: { type: "string" } }, required: ["code"] },
    async execute(input) {
      if (input.dir) process.chdir(input.dir); // each case has a folder of its own
      const v = await new AsyncFunction("mods", "input", "import_meta_url", input.code)(mods, input, import.meta.url);
      return JSON.stringify(v === undefined ? null : v, (k, x) => (typeof x === "bigint" ? "BigInt " + x : x));
    },
  }],
};
