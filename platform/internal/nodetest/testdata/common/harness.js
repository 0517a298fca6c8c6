// Runs a test file of Node's as Node's process would: its code, then the
// event loop until it has drained (process's "beforeExit" with nothing
// left to do), then process.exit() — whose "exit" listeners check
// mustCall's counts — so that the call ends with the test's exit code.
const internal = globalThis[Symbol.for("earshot.internal")];

export async function run(load) {
  const drained = new Promise((resolve) => {
    process.on("beforeExit", () => {
      // After every listener ran: one may have set more going.
      queueMicrotask(() => { if (!internal.loopAlive()) resolve(); });
    });
  });
  try {
    await load();
  } catch (e) {
    // A throw at the file's top: an uncaught exception, as a main
    // module's is in Node.
    process.nextTick(() => { throw e; });
  }
  await drained;
  process.exit();
}
