// A tool on mathjs, whose module takes seconds to evaluate in QuickJS (it
// builds thousands of functions): what snapshots are for.
import { evaluate } from "mathjs";

export default {
  tools: [{
    name: "eval", description: "Evaluates an expression.", readOnly: true,
    inputSchema: { type: "object", properties: { expr: { type: "string" } } },
    execute: ({ expr = "sqrt(3^2 + 4^2) * 2" }) => String(evaluate(expr)),
  }, {
    name: "spin", description: "Runs until stopped.", readOnly: true, inputSchema: { type: "object" },
    execute() { for (;;) {} },
  }],
};
