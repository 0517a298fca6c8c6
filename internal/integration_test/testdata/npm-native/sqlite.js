// Imports better-sqlite3, a native addon: it cannot load in earshot, and
// says so, naming the package.
import Database from "better-sqlite3";
export default {
  tools: [
    {
      name: "query",
      description: "Runs a query in an in-memory database.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        const db = new Database(":memory:");
        return String(db.prepare("select 1 + 1 as x").get().x);
      },
    },
  ],
};
