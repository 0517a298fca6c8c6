// node:http — the HTTP/1.1 client over node:net (see _http.js), behind the
// net capability as every socket is. Listening servers are not available.
import { register } from "./_host.js";
import {
  METHODS, STATUS_CODES, Agent, ClientRequest, IncomingMessage, OutgoingMessage, Server, ServerResponse,
  validateHeaderName, validateHeaderValue, client,
} from "./_http.js";

// Node's global agent keeps connections alive (since Node 19).
const globalAgent = new Agent({ keepAlive: true, scheduling: "lifo", timeout: 5000 });
const defaults = { Agent, globalAgent };
const { request, get } = client(defaults);

const http = {
  METHODS, STATUS_CODES, Agent, ClientRequest, IncomingMessage, OutgoingMessage, Server, ServerResponse,
  validateHeaderName, validateHeaderValue, request, get,
  get globalAgent() { return defaults.globalAgent; },
  set globalAgent(a) { defaults.globalAgent = a; },
  createServer: (options, listener) => new Server(options, listener),
  maxHeaderSize: 16384,
  setMaxIdleHTTPParsers() {},
  [Symbol.for("earshot.http.client")]: client,
};
export default register("http", http);
