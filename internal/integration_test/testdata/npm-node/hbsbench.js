// For BenchmarkHandlebars: compiles (and renders) a template it is given.
import Handlebars from "handlebars";

export default {
  tools: [{
    name: "compile", description: "Compiles src with Handlebars; returns the milliseconds and the output's length.",
    readOnly: true, inputSchema: { type: "object", properties: { src: { type: "string" } }, required: ["src"] },
    execute: ({ src }) => {
      const start = performance.now();
      const template = Handlebars.compile(src);
      const out = template({ title: "T", items: [{ name: "a", done: true }, { name: "b", done: false }], user: { name: "Ada" } });
      return JSON.stringify({ ms: performance.now() - start, length: out.length });
    },
  }],
};
