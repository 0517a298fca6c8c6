// Node's errors and argument validators for the built-in modules: the
// prelude's (prelude/nodeerrors.js, prelude/validators.js), one copy shared
// by every module and the globals.
import { internal } from "node:internal/host";

export const { codes, nodeError, inspect, specificType } = internal.errors;
export const {
  validateString, validateFunction, validateBoolean, validateNumber, validateInteger, validateInt32, validateUint32,
  validateObject, validateArray, validateStringArray, validateOneOf, validateAbortSignal, validateBuffer, validatePort,
  validateEncoding, validateSignalName, parseFileMode, isArgumentError,
} = internal.validators;
