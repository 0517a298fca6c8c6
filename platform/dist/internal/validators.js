var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// js/node/_validators.js
var validators_exports = {};
__export(validators_exports, {
  codes: () => codes,
  inspect: () => inspect,
  isArgumentError: () => isArgumentError,
  nodeError: () => nodeError,
  parseFileMode: () => parseFileMode,
  specificType: () => specificType,
  validateAbortSignal: () => validateAbortSignal,
  validateArray: () => validateArray,
  validateBoolean: () => validateBoolean,
  validateBuffer: () => validateBuffer,
  validateEncoding: () => validateEncoding,
  validateFunction: () => validateFunction,
  validateInt32: () => validateInt32,
  validateInteger: () => validateInteger,
  validateNumber: () => validateNumber,
  validateObject: () => validateObject,
  validateOneOf: () => validateOneOf,
  validatePort: () => validatePort,
  validateSignalName: () => validateSignalName,
  validateString: () => validateString,
  validateStringArray: () => validateStringArray,
  validateUint32: () => validateUint32
});
module.exports = __toCommonJS(validators_exports);
var import_host = require("node:internal/host");
var { codes, nodeError, inspect, specificType } = import_host.internal.errors;
var {
  validateString,
  validateFunction,
  validateBoolean,
  validateNumber,
  validateInteger,
  validateInt32,
  validateUint32,
  validateObject,
  validateArray,
  validateStringArray,
  validateOneOf,
  validateAbortSignal,
  validateBuffer,
  validatePort,
  validateEncoding,
  validateSignalName,
  parseFileMode,
  isArgumentError
} = import_host.internal.validators;
module.exports = ((r, v) => r.has("internal/validators") ? r.get("internal/validators") : (r.set("internal/validators", v), v))(globalThis[Symbol.for("earshot.internals")] ??= new Map(), Object.defineProperty({ ...module.exports }, "__esModule", { value: true }));
