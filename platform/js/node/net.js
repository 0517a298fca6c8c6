// node:net — TCP client sockets over the host (platform/net.go), behind the
// net capability (checked per host and port, as fetch is). Listening
// servers are not available: an extension runs only while its tools are
// called.
import EventEmitter from "node:events";
import { register, callableClass } from "./_host.js";
import { Socket } from "./_socket.js";
import { normalizeConnect, isIP, isIPv4, isIPv6, nodeError, noServer } from "./_netutil.js";

export function connect(...args) {
  const [options] = normalizeConnect(args);
  const socket = new Socket(options);
  if (options.timeout) socket.setTimeout(options.timeout);
  return socket.connect(...args);
}

export class Server extends EventEmitter {
  constructor(options, listener) {
    super();
    if (typeof options === "function") listener = options;
    if (typeof listener === "function") this.on("connection", listener);
    this.listening = false;
    this.maxConnections = undefined;
  }
  listen() { throw noServer("net.Server.listen()"); }
  close(cb) { if (typeof cb === "function") queueMicrotask(() => cb(nodeError("Server is not running.", "ERR_SERVER_NOT_RUNNING"))); return this; }
  address() { return null; }
  getConnections(cb) { queueMicrotask(() => cb(null, 0)); return this; }
  ref() { return this; }
  unref() { return this; }
}

let autoSelectFamily = true, autoSelectFamilyTimeout = 250;

const CallableSocket = callableClass(Socket);

const net = {
  Socket: CallableSocket, Stream: CallableSocket, Server,
  connect, createConnection: connect,
  createServer: (options, listener) => new Server(options, listener),
  isIP, isIPv4, isIPv6,
  getDefaultAutoSelectFamily: () => autoSelectFamily,
  setDefaultAutoSelectFamily: (v) => { autoSelectFamily = !!v; },
  getDefaultAutoSelectFamilyAttemptTimeout: () => autoSelectFamilyTimeout,
  setDefaultAutoSelectFamilyAttemptTimeout: (v) => { autoSelectFamilyTimeout = Number(v); },
};
export default register("net", net);
