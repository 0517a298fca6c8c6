var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// net/js/https.js
var https_exports = {};
__export(https_exports, {
  default: () => https_default
});
module.exports = __toCommonJS(https_exports);
var import_node_http = __toESM(require("node:http"));
var import_node_tls = __toESM(require("node:tls"));
var import_host = require("node:internal/host");
var tlsKeys = [
  "ca",
  "cert",
  "key",
  "pfx",
  "passphrase",
  "servername",
  "rejectUnauthorized",
  "minVersion",
  "maxVersion",
  "ALPNProtocols",
  "ciphers",
  "ecdhCurve",
  "secureOptions",
  "secureProtocol",
  "sessionIdContext",
  "crl",
  "sigalgs",
  "privateOctetStringEncoding",
  "checkServerIdentity",
  "secureContext",
  "highWaterMark"
];
var Agent = class extends import_node_http.default.Agent {
  constructor(options = {}) {
    super(options);
    this.defaultPort = 443;
    this.protocol = "https:";
    this.maxCachedSessions = options.maxCachedSessions ?? 100;
  }
  createConnection(options, cb) {
    const o = { ...options };
    if (o.servername === "") delete o.servername;
    return import_node_tls.default.connect(o);
  }
  getName(options = {}) {
    let name = super.getName(options);
    for (const k of tlsKeys) {
      name += ":";
      const v = options[k];
      if (v !== void 0 && v !== null && k !== "checkServerIdentity" && k !== "secureContext") name += Array.isArray(v) ? v.join(",") : String(v).slice(0, 64);
    }
    return name;
  }
};
var globalAgent = new Agent({ keepAlive: true, scheduling: "lifo", timeout: 5e3 });
var defaults = { Agent, globalAgent };
var { request, get } = import_node_http.default[/* @__PURE__ */ Symbol.for("earshot.http.client")](defaults);
var { connectionListener, storeHTTPOptions, serverMethods, trackConnections } = import_node_http.default[/* @__PURE__ */ Symbol.for("earshot.http.server")];
var Server = class extends import_node_tls.default.Server {
  constructor(options, listener) {
    if (typeof options === "function") {
      listener = options;
      options = {};
    } else if (options === void 0 || options === null) options = {};
    super({ noDelay: true, ALPNProtocols: ["http/1.1"], ...options });
    storeHTTPOptions(this, options);
    if (typeof listener === "function") this.on("request", listener);
    this.on("secureConnection", (socket) => connectionListener(this, socket));
    trackConnections(this);
    this.on("tlsClientError", (err, conn) => {
      if (!this.emit("clientError", err, conn) && conn) conn.destroy(err);
    });
  }
  close(cb) {
    this.closeIdleConnections();
    return super.close(cb);
  }
};
Object.assign(Server.prototype, serverMethods);
var https = {
  Agent: (0, import_host.callableClass)(Agent),
  request,
  get,
  Server: (0, import_host.callableClass)(Server),
  get globalAgent() {
    return defaults.globalAgent;
  },
  set globalAgent(a) {
    defaults.globalAgent = a;
  },
  createServer: (options, listener) => new Server(options, listener)
};
var https_default = (0, import_host.register)("https", https);
module.exports = ((r, v) => r.has("https") ? r.get("https") : (r.set("https", v), v))(globalThis[Symbol.for("earshot.builtins")] ??= new Map(), module.exports.default);
