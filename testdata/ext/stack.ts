// Errors thrown here and in helpers/fail.ts must be reported at these files'
// own lines, not the bundle's.
import { check } from "./helpers/fail";

interface Input {
  n: number;
}

function schedule(n: number): void {
  setTimeout(n as unknown as () => void, 1);
}

export default {
  tools: [
    {
      name: "deep",
      description: "Throws from a helper.",
      inputSchema: { type: "object", properties: { n: { type: "number" } } },
      readOnly: true,
      execute(input: Input): string {
        return String(check(input.n));
      },
    },
    {
      name: "log",
      description: "Logs an error.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute(): string {
        console.error(new Error("logged"));
        return "ok";
      },
    },
    {
      name: "argument",
      description: "Gives a built-in a bad argument.",
      inputSchema: { type: "object", properties: { n: { type: "number" } } },
      readOnly: true,
      execute(input: Input): string {
        schedule(input.n);
        return "scheduled";
      },
    },
  ],
};
