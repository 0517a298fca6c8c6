// Imports @node-rs/xxhash, which requires a prebuilt .node file or package
// for each platform by name (android's first): it cannot load in earshot,
// and says so, naming this platform's.
import { xxh32 } from "@node-rs/xxhash";
export default {
  tools: [
    {
      name: "hash",
      description: "Hashes a string.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        return String(xxh32("abc"));
      },
    },
  ],
};
