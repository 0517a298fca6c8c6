// node:https — node:http's client over node:tls sockets (Go's crypto/tls,
// the system's roots; ca, rejectUnauthorized, servername, ALPN and client
// certificates as Node takes them). Listening servers are not available.
import http from "node:http";
import tls from "node:tls";
import { register } from "./_host.js";

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

class Server extends http.Server {
  constructor(options, listener) { super(options, listener); this._what = "https"; }
}

const https = {
  Agent, request, get, Server,
  get globalAgent() { return defaults.globalAgent; },
  set globalAgent(a) { defaults.globalAgent = a; },
  createServer: (options, listener) => new Server(options, listener),
};
export default register("https", https);
