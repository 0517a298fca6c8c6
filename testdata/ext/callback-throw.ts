// A throw inside a callback the platform runs (an fs callback):
// every frame reported must be at this file's lines, the message once.
import * as fs from "node:fs";

export default {
  tools: [{ name: "fs", description: "throws in an fs callback", readOnly: true, inputSchema: { type: "object" },
    execute: () => new Promise(() => {
      fs.stat(".", () => {
        throw new Error("inside the callback");
      });
    }) }],
};
// line 12
