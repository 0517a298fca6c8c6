// Imports built-ins extensions do not get, as packages do at their top:
// loading must work; using them must fail, naming the module.
import http from "node:http";
import * as net from "net";
import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { IncomingMessage, STATUS_CODES } = require("http");
const tls = require("node:tls");
class MyMessage extends IncomingMessage {}
const agent = http.globalAgent;

export default {
  tools: [{
    name: "use", description: "uses one", readOnly: true,
    inputSchema: { type: "object", properties: { what: { type: "string" } }, required: ["what"] },
    execute({ what }) {
      const uses = {
        request: () => http.request("http://example.com"),
        connect: () => net.connect(80, "example.com"),
        worker: () => new Worker("w.js"),
        subclass: () => new MyMessage(),
        nested: () => agent.destroy(),
        status: () => STATUS_CODES[404].length,
        tls: () => tls.connect(443),
      };
      try {
        uses[what]();
        return "used";
      } catch (e) {
        return JSON.stringify([e.code, e.message]);
      }
    },
  }],
};
