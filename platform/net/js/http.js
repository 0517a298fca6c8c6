// node:http — the HTTP/1.1 client over node:net (see _http.js), behind the
// net capability as every socket is, and the server (_httpserver.js),
// which lives within a call.
import { register, callableClass } from "node:internal/host";
import {
  METHODS, STATUS_CODES, Agent, ClientRequest, IncomingMessage, OutgoingMessage,
  validateHeaderName, validateHeaderValue, client,
} from "./_http.js";
import { Server, ServerResponse, connectionListener, storeHTTPOptions, serverMethods, trackConnections } from "./_httpserver.js";

// Node's global agent keeps connections alive (since Node 19).
const globalAgent = new Agent({ keepAlive: true, scheduling: "lifo", timeout: 5000 });
const defaults = { Agent, globalAgent };
const { request, get } = client(defaults);

const http = {
  METHODS, STATUS_CODES, Agent: callableClass(Agent), ClientRequest, IncomingMessage, OutgoingMessage,
  Server: callableClass(Server), ServerResponse, validateHeaderName, validateHeaderValue, request, get,
  get globalAgent() { return defaults.globalAgent; },
  set globalAgent(a) { defaults.globalAgent = a; },
  createServer: (options, listener) => new Server(options, listener),
  maxHeaderSize: 16384,
  setMaxIdleHTTPParsers() {},
  [Symbol.for("earshot.http.client")]: client,
  [Symbol.for("earshot.http.server")]: { connectionListener, storeHTTPOptions, serverMethods, trackConnections },
};
export default register("http", http);
