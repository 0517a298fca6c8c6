// A stand-in for Node's test/common, for Node's test files run inside an
// extension (see ../README.md): what those files use of it, with the
// meaning Node's has. mustCall's counts are checked when the event loop
// has drained, as Node checks them as its process exits: the harness
// (harness.js) calls process.exit(), whose "exit" listeners run.
"use strict";

const assert = require("assert");
const { inspect } = require("util");

const noop = () => {};
const checks = [];
let checking = false;

function runChecks(code) {
  if (code !== 0) return;
  const failed = checks.filter((c) => ("minimum" in c ? c.actual < c.minimum : c.actual !== c.exact));
  for (const c of failed) {
    const want = "minimum" in c ? `at least ${c.minimum}` : `exactly ${c.exact}`;
    console.log(`Mismatched ${c.name} function calls. Expected ${want}, actual ${c.actual}.\n${c.stack}`);
  }
  if (failed.length > 0) process.exit(1);
}

function mustCallInner(fn, criteria = 1, field) {
  if (process._exiting) throw new Error("Cannot use common.mustCall*() in process exit handler");
  if (typeof fn === "number") {
    criteria = fn;
    fn = noop;
  } else if (fn === undefined) {
    fn = noop;
  }
  if (typeof criteria !== "number") throw new TypeError(`Invalid ${field} value: ${criteria}`);
  const context = { [field]: criteria, actual: 0, stack: String(new Error().stack).split("\n").slice(2).join("\n"), name: fn.name || "<anonymous>" };
  if (!checking) {
    checking = true;
    process.on("exit", runChecks);
  }
  checks.push(context);
  const counted = function () {
    context.actual++;
    return fn.apply(this, arguments);
  };
  Object.defineProperties(counted, {
    name: { value: fn.name, writable: false, enumerable: false, configurable: true },
    length: { value: fn.length, writable: false, enumerable: false, configurable: true },
  });
  return counted;
}

const mustCall = (fn, exact) => mustCallInner(fn, exact, "exact");
const mustCallAtLeast = (fn, minimum) => mustCallInner(fn, minimum, "minimum");

function mustSucceed(fn, exact) {
  return mustCall(function (err, ...args) {
    assert.ifError(err);
    if (typeof fn === "function") return fn.apply(this, args);
  }, exact);
}

function getCallSite(top) {
  const e = new Error();
  if (typeof Error.captureStackTrace === "function") Error.captureStackTrace(e, top);
  const line = String(e.stack).split("\n").find((l) => l.trim().startsWith("at ")) || "";
  return line.trim().replace(/^at /, "");
}

function mustNotCall(msg) {
  const site = getCallSite(mustNotCall);
  return function mustNotCall(...args) {
    const argsInfo = args.length > 0 ? `\ncalled with arguments: ${args.map((a) => inspect(a)).join(", ")}` : "";
    assert.fail(`${msg || "function should not have been called"} at ${site}${argsInfo}`);
  };
}

function expectsError(validator, exact) {
  return mustCall((...args) => {
    if (args.length !== 1) assert.fail(`Expected one argument, got ${inspect(args)}`);
    const error = args.pop();
    assert.strictEqual(Object.prototype.propertyIsEnumerable.call(error, "message"), false);
    assert.throws(() => { throw error; }, validator);
    return true;
  }, exact);
}

let warnings;
function expectWarning(nameOrMap, expected, code) {
  if (warnings === undefined) {
    warnings = {};
    process.on("warning", (w) => {
      if (!warnings[w.name]) throw new TypeError(`"${w.name}" was triggered without being expected.\n${inspect(w)}`);
      warnings[w.name](w);
    });
  }
  if (typeof nameOrMap === "string") {
    warnings[nameOrMap] = warningCheck(nameOrMap, expected, code);
  } else {
    for (const name of Object.keys(nameOrMap)) warnings[name] = warningCheck(name, nameOrMap[name]);
  }
}

function warningCheck(name, expected, code) {
  if (typeof expected === "string") expected = [[expected, code]];
  else if (!Array.isArray(expected)) expected = Object.entries(expected).map(([a, b]) => [b, a]);
  else if (!Array.isArray(expected[0])) expected = [[expected[0], expected[1]]];
  if (name === "DeprecationWarning") for (const [, c] of expected) assert(c, expected);
  return mustCall((w) => {
    const want = expected.shift();
    if (!want) assert.fail(`Unexpected extra warning received: ${w}`);
    const [message, c] = want;
    assert.strictEqual(w.name, name);
    if (typeof message === "string") assert.strictEqual(w.message, message);
    else assert.match(w.message, message);
    assert.strictEqual(w.code, c);
  }, expected.length);
}

function invalidArgTypeHelper(input) {
  if (input == null) return ` Received ${input}`;
  if (typeof input === "function") return ` Received function ${input.name}`;
  if (typeof input === "object") {
    if (input.constructor && input.constructor.name) return ` Received an instance of ${input.constructor.name}`;
    return ` Received ${inspect(input, { depth: -1 })}`;
  }
  let shown = inspect(input, { colors: false });
  if (shown.length > 28) shown = `${shown.slice(0, 25)}...`;
  return ` Received type ${typeof input} (${shown})`;
}

function printSkipMessage(msg) {
  console.log(`1..0 # Skipped: ${msg}`);
}

function skip(msg) {
  printSkipMessage(msg);
  process.exit(0);
}

const platform = process.platform;

module.exports = {
  mustCall,
  mustCallAtLeast,
  mustSucceed,
  mustNotCall,
  expectsError,
  expectWarning,
  invalidArgTypeHelper,
  getCallSite,
  printSkipMessage,
  skip,
  skipIfWorker: noop,
  skipIfInspectorDisabled: () => skip("V8 inspector is disabled"),
  skipIf32Bits: noop,
  skipIfDumbTerminal: noop,
  allowGlobals: noop,
  platformTimeout: (ms) => ms,
  isWindows: platform === "win32",
  isLinux: platform === "linux",
  isOSX: platform === "darwin",
  isFreeBSD: platform === "freebsd",
  isOpenBSD: platform === "openbsd",
  isSunOS: platform === "sunos",
  isAIX: platform === "aix",
  isIBMi: false,
  isMainThread: true,
  isDumbTerminal: true,
  hasCrypto: true,
  hasIntl: true,
  hasQuic: false,
  hasFipsCrypto: false,
  hasIPv6: true,
  hasOpenSSL3: true,
  hasOpenSSL31: false,
  localhostIPv4: "127.0.0.1",
  buildType: "Release",
  nodeProcessAborted: () => false,
  get PORT() { return 12346; },
};
