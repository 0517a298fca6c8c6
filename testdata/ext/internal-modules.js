// The platform's internal modules (node:internal/...: the code more than
// one built-in shares) are the built-ins' alone, and one module however
// the built-ins that share one came. The extension's bundle holds
// node:events; node:timers/promises it requires at run time, and both
// throw the AbortError of node:internal/host.
import { createRequire } from "node:module";
import { once, EventEmitter } from "node:events";
import * as imported from "node:internal/host";

const require = createRequire(import.meta.url);

function thrown(f) {
  try { f(); return "no error"; } catch (e) { return e.message; }
}

export default {
  tools: [{
    name: "use", description: "uses the internal modules", readOnly: true, inputSchema: { type: "object" },
    async execute() {
      const signal = AbortSignal.abort();
      const fromEvents = await once(new EventEmitter(), "x", { signal }).catch((e) => e);
      const timers = require("timers/promises");
      const fromTimers = await timers.setTimeout(1, null, { signal }).catch((e) => e);
      return JSON.stringify({
        oneClass: fromEvents.constructor === fromTimers.constructor,
        name: fromTimers.name,
        code: fromTimers.code,
        imported: thrown(() => imported.op("os.info")),
        required: thrown(() => require("node:internal/host").op("os.info")),
      });
    },
  }],
};
