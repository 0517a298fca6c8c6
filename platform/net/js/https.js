// node:https — node:http's client over node:tls sockets (Go's crypto/tls,
// the system's roots; ca, rejectUnauthorized, servername, ALPN and client
// certificates as Node takes them), and its server, which lives within a
// call.
import http from "node:http";
import tls from "node:tls";
import { register, callableClass } from "node:internal/host";

const tlsKeys = ["ca", "cert", "key", "pfx", "passphrase", "servername", "rejectUnauthorized", "minVersion", "maxVersion",
  "ALPNProtocols", "ciphers", "ecdhCurve", "secureOptions", "secureProtocol", "sessionIdContext", "crl", "sigalgs",
  "privateOctetStringEncoding", "checkServerIdentity", "secureContext", "highWaterMark"];

class Agent extends http.Agent {
  constructor(options = {}) {
    super(options);
    this.defaultPort = 443;
    this.protocol = "https:";
    this.maxCachedSessions = options.maxCachedSessions ?? 100;
  }
  createConnection(options, cb) {
    const o = { ...options };
    if (o.servername === "") delete o.servername;
    return tls.connect(o);
  }
  getName(options = {}) {
    let name = super.getName(options);
    for (const k of tlsKeys) {
      name += ":";
      const v = options[k];
      if (v !== undefined && v !== null && k !== "checkServerIdentity" && k !== "secureContext") name += Array.isArray(v) ? v.join(",") : String(v).slice(0, 64);
    }
    return name;
  }
}

const globalAgent = new Agent({ keepAlive: true, scheduling: "lifo", timeout: 5000 });
const defaults = { Agent, globalAgent };
const { request, get } = http[Symbol.for("earshot.http.client")](defaults);

const { connectionListener, storeHTTPOptions, serverMethods, trackConnections } = http[Symbol.for("earshot.http.server")];

// Server is https.Server: a tls.Server serving HTTP, as http.Server does
// over plain sockets; it lives within a call.
class Server extends tls.Server {
  constructor(options, listener) {
    if (typeof options === "function") { listener = options; options = {}; }
    else if (options === undefined || options === null) options = {};
    super({ noDelay: true, ALPNProtocols: ["http/1.1"], ...options });
    storeHTTPOptions(this, options);
    if (typeof listener === "function") this.on("request", listener);
    this.on("secureConnection", (socket) => connectionListener(this, socket));
    trackConnections(this);
    this.on("tlsClientError", (err, conn) => { if (!this.emit("clientError", err, conn) && conn) conn.destroy(err); });
  }
  close(cb) {
    this.closeIdleConnections();
    return super.close(cb);
  }
}
Object.assign(Server.prototype, serverMethods);

const https = {
  Agent: callableClass(Agent), request, get, Server: callableClass(Server),
  get globalAgent() { return defaults.globalAgent; },
  set globalAgent(a) { defaults.globalAgent = a; },
  createServer: (options, listener) => new Server(options, listener),
};
export default register("https", https);
