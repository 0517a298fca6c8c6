// Imports built-ins extensions do not get, as packages do at their top:
// loading must work; using them must fail, naming the module.
import dgram from "node:dgram";
import * as cluster from "cluster";
import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { Session, url } = require("inspector");
const vm = require("node:vm");
class MySession extends Session {}
const worker = cluster.worker;

export default {
  tools: [{
    name: "use", description: "uses one", readOnly: true,
    inputSchema: { type: "object", properties: { what: { type: "string" } }, required: ["what"] },
    execute({ what }) {
      const uses = {
        socket: () => dgram.createSocket("udp4"),
        fork: () => cluster.fork(),
        worker: () => new Worker("w.js"),
        subclass: () => new MySession(),
        nested: () => worker.send("hi"),
        taken: () => url.length,
        vm: () => vm.runInNewContext("1"),
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
