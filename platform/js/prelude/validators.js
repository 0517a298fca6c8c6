// Node's argument validators (as Node's internal/validators), shared by the
// prelude's globals and every built-in module (which import them as
// node:internal/validators, js/node/_validators.js): each throws Node's error, with its code
// and message, for the first thing wrong with a value, and returns nothing
// (or the value as the caller uses it).
import { codes } from "./nodeerrors.js";

const { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_OUT_OF_RANGE, ERR_SOCKET_BAD_PORT, ERR_UNKNOWN_SIGNAL } = codes;

export function validateString(value, name) {
  if (typeof value !== "string") throw ERR_INVALID_ARG_TYPE(name, "string", value);
}

export function validateFunction(value, name) {
  if (typeof value !== "function") throw ERR_INVALID_ARG_TYPE(name, "Function", value);
}

export function validateBoolean(value, name) {
  if (typeof value !== "boolean") throw ERR_INVALID_ARG_TYPE(name, "boolean", value);
}

export function validateNumber(value, name, min = undefined, max) {
  if (typeof value !== "number") throw ERR_INVALID_ARG_TYPE(name, "number", value);
  if ((min != null && value < min) || (max != null && value > max) || ((min != null || max != null) && Number.isNaN(value))) {
    throw ERR_OUT_OF_RANGE(name,
      `${min != null ? `>= ${min}` : ""}${min != null && max != null ? " && " : ""}${max != null ? `<= ${max}` : ""}`, value);
  }
}

export function validateInteger(value, name, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  if (typeof value !== "number") throw ERR_INVALID_ARG_TYPE(name, "number", value);
  if (!Number.isInteger(value)) throw ERR_OUT_OF_RANGE(name, "an integer", value);
  if (value < min || value > max) throw ERR_OUT_OF_RANGE(name, `>= ${min} && <= ${max}`, value);
}

export function validateInt32(value, name, min = -2147483648, max = 2147483647) {
  validateInteger(value, name, min, max);
}

export function validateUint32(value, name, positive = false) {
  validateInteger(value, name, positive ? 1 : 0, 4294967295);
}

// validateObject: an object, not null, not an array, not a function
// unless the options say so (nullable, allowArray, allowFunction).
export function validateObject(value, name, options) {
  const nullable = options?.nullable, allowArray = options?.allowArray, allowFunction = options?.allowFunction;
  if ((!nullable && value === null) || (!allowArray && Array.isArray(value)) ||
    (typeof value !== "object" && (!allowFunction || typeof value !== "function"))) {
    throw ERR_INVALID_ARG_TYPE(name, "Object", value);
  }
}

export function validateArray(value, name, minLength = 0) {
  if (!Array.isArray(value)) throw ERR_INVALID_ARG_TYPE(name, "Array", value);
  if (value.length < minLength) throw ERR_INVALID_ARG_VALUE(name, value, `must be longer than ${minLength}`);
}

export function validateStringArray(value, name) {
  validateArray(value, name);
  for (let i = 0; i < value.length; i++) validateString(value[i], `${name}[${i}]`);
}

export function validateOneOf(value, name, oneOf) {
  if (!oneOf.includes(value)) {
    const allowed = oneOf.map((v) => (typeof v === "string" ? `'${v}'` : String(v))).join(", ");
    throw ERR_INVALID_ARG_VALUE(name, value, "must be one of: " + allowed);
  }
}

export function validateAbortSignal(signal, name) {
  if (signal !== undefined && (signal === null || typeof signal !== "object" || !("aborted" in signal))) {
    throw ERR_INVALID_ARG_TYPE(name, "AbortSignal", signal);
  }
}

// validateBuffer: a Buffer, TypedArray or DataView.
export function validateBuffer(buffer, name = "buffer") {
  if (!ArrayBuffer.isView(buffer)) throw ERR_INVALID_ARG_TYPE(name, ["Buffer", "TypedArray", "DataView"], buffer);
}

// validatePort returns a port as a number, from a number or a string of
// one: 0 to 65535 (from 1 unless allowZero).
export function validatePort(port, name = "Port", allowZero = true) {
  if ((typeof port !== "number" && typeof port !== "string") || (typeof port === "string" && port.trim().length === 0) ||
    +port !== +port >>> 0 || port > 0xffff || (port === 0 && !allowZero)) {
    throw ERR_SOCKET_BAD_PORT(name, port, allowZero);
  }
  return port | 0;
}

// validateEncoding: hex data must be of even length.
export function validateEncoding(data, encoding) {
  const normalized = String(encoding).toLowerCase();
  if (normalized === "hex" && typeof data === "string" && data.length % 2 !== 0) {
    throw ERR_INVALID_ARG_VALUE("encoding", encoding, `is invalid for data of length ${data.length}`);
  }
}

// signals are the signals known by name (os.constants.signals).
export const signals = ["SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGIOT", "SIGBUS", "SIGFPE", "SIGKILL",
  "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM", "SIGCHLD", "SIGSTKFLT", "SIGCONT", "SIGSTOP",
  "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG", "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF", "SIGWINCH", "SIGIO",
  "SIGPOLL", "SIGPWR", "SIGSYS"];

// validateSignalName: a signal's name, as os.constants.signals has them.
export function validateSignalName(signal, name = "signal") {
  validateString(signal, name);
  if (!signals.includes(signal)) {
    if (signals.includes(signal.toUpperCase())) throw ERR_UNKNOWN_SIGNAL(signal + " (signals must use all capital letters)");
    throw ERR_UNKNOWN_SIGNAL(signal);
  }
}

// parseFileMode is a mode given as a number or an octal string.
export function parseFileMode(value, name, def) {
  value ??= def;
  if (typeof value === "string") {
    if (!/^[0-7]+$/.test(value)) throw ERR_INVALID_ARG_VALUE(name, value, "must be a 32-bit unsigned integer or an octal string");
    value = parseInt(value, 8);
  }
  validateUint32(value, name);
  return value;
}

// isArgumentError tells the errors the validators throw (which Node throws
// at once, even from a function that takes a callback) from others.
export function isArgumentError(e) {
  return e instanceof Error && typeof e.code === "string" &&
    (e.code === "ERR_INVALID_ARG_TYPE" || e.code === "ERR_INVALID_ARG_VALUE" || e.code === "ERR_OUT_OF_RANGE" ||
      e.code === "ERR_MISSING_ARGS" || e.code === "ERR_UNKNOWN_ENCODING" || e.code === "ERR_INVALID_URL_SCHEME" ||
      e.code === "ERR_INVALID_FILE_URL_PATH" || e.code === "ERR_INVALID_FILE_URL_HOST" || e.code === "ERR_INVALID_URL");
}
