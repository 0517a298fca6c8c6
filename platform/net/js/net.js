// node:net — TCP client sockets over the host (platform/net/net.go), behind the
// net capability (checked per host and port, as fetch is), and servers
// that live within a call (_netserver.js).
import { register, callableClass } from "node:internal/host";
import { Socket } from "./_socket.js";
import { Server } from "./_netserver.js";
import { normalizeConnect, isIP, isIPv4, isIPv6 } from "./_netutil.js";

export function connect(...args) {
  const [options] = normalizeConnect(args);
  const socket = new Socket(options);
  if (options.timeout) socket.setTimeout(options.timeout);
  return socket.connect(...args);
}

let autoSelectFamily = true, autoSelectFamilyTimeout = 250;

const CallableSocket = callableClass(Socket);

const net = {
  Socket: CallableSocket, Stream: CallableSocket, Server: callableClass(Server),
  connect, createConnection: connect,
  createServer: (options, listener) => new Server(options, listener),
  isIP, isIPv4, isIPv6,
  getDefaultAutoSelectFamily: () => autoSelectFamily,
  setDefaultAutoSelectFamily: (v) => { autoSelectFamily = !!v; },
  getDefaultAutoSelectFamilyAttemptTimeout: () => autoSelectFamilyTimeout,
  setDefaultAutoSelectFamilyAttemptTimeout: (v) => { autoSelectFamilyTimeout = Number(v); },
};
export default register("net", net);
