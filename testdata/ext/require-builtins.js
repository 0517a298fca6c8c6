// Requires built-ins through createRequire at run time, as a package
// bundled with a require of its own does (prettier's Node build): of the
// built-ins it uses, the extension imports only node:module and
// node:events, and util when its tool runs.
import { createRequire } from "node:module";
import EventEmitter from "node:events";

const require = createRequire(import.meta.url);

export default {
  tools: [{
    name: "use", description: "requires built-ins", readOnly: true, inputSchema: { type: "object" },
    async execute() {
      const os = require("os");
      const stream = require("node:stream");
      const util = require("util");
      const imported = (await import("node:util")).default;
      let missing;
      try { require("no-such-module") } catch (e) { missing = e.code }
      return JSON.stringify({
        eol: os.EOL === "\n",
        again: require("node:os") === os,
        // One EventEmitter: the bundle's, which stream.js requires too.
        events: require("events") === EventEmitter && new stream.Readable() instanceof EventEmitter,
        // One util: required first, then imported, the first copy stays.
        util: util === imported && typeof util.format,
        promises: typeof require("fs/promises").readFile,
        unsupported: typeof require("http").request,
        missing,
      });
    },
  }],
};
