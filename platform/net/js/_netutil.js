// Helpers of node:net, node:tls, node:dns and node:http: Node's argument
// checks and errors, IP addresses.
import { codes, nodeError as makeNodeError, validatePort as checkPort } from "node:internal/validators";

// nodeError is one of Node's errors (prelude/nodeerrors.js): its message,
// code and class.
export function nodeError(message, code, Ctor = Error) {
  return makeNodeError(Ctor, code, message);
}

export const argType = codes.ERR_INVALID_ARG_TYPE;

// hostError makes an Error from the host's description of one.
export function hostError(d) {
  const e = new Error(d.message);
  for (const k of ["library", "reason", "code", "errno", "syscall", "address", "port", "hostname"]) if (d[k] !== undefined) e[k] = d[k];
  return e;
}

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export function isIPv4(s) { return typeof s === "string" && ipv4.test(s); }
export function isIPv6(s) {
  if (typeof s !== "string" || !s.includes(":")) return false;
  let t = s.replace(/%[0-9A-Za-z._~-]+$/, "");
  const tail = t.match(/:((?:\d+\.){3}\d+)$/);
  if (tail) { if (!isIPv4(tail[1])) return false; t = t.slice(0, -tail[1].length) + "0:0"; }
  const dbl = t.split("::");
  if (dbl.length > 2) return false;
  const parts = (p) => (p === "" ? [] : p.split(":"));
  const groups = dbl.length === 2 ? [...parts(dbl[0]), ...parts(dbl[1])] : parts(t);
  if (!groups.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  return dbl.length === 2 ? groups.length < 8 : groups.length === 8;
}
export function isIP(s) { return isIPv4(s) ? 4 : isIPv6(s) ? 6 : 0; }

// validatePort is Node's, but a port that is not given is 0.
export function validatePort(port, name = "Port") {
  if (port === undefined || port === null) return 0;
  return checkPort(port, name);
}

// normalizeConnect turns connect()'s arguments into [options, callback].
export function normalizeConnect(args) {
  let options = {};
  let i = 0;
  if (args[0] !== null && typeof args[0] === "object") options = { ...args[i++] };
  else if (typeof args[0] === "string" && Number.isNaN(Number(args[0]))) options = { path: args[i++] };
  else {
    options.port = args[i++];
    if (typeof args[i] === "string") options.host = args[i++];
    if (args[i] !== null && typeof args[i] === "object") Object.assign(options, args[i++]);
  }
  const cb = typeof args[i] === "function" ? args[i] : typeof args[args.length - 1] === "function" ? args[args.length - 1] : null;
  return [options, cb];
}

// callable lets a class be called without new, as Node's constructors
// can be (net.Server(), http.Server()).
export function callable(C) {
  return new Proxy(C, { apply: (target, _, args) => new target(...args) });
}
