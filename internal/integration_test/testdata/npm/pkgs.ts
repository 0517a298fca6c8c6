// Uses real npm packages (installed by TestRealNPMPackages from package.json):
// ESM and CommonJS, "exports", "module" and "main" fields.
import { z } from "zod";
import * as v from "valibot";
import { format, addDays } from "date-fns";
import { chunk, camelCase } from "lodash-es";
import YAML from "yaml";
import { marked } from "marked";

const Input = z.object({ name: z.string().min(1), days: z.number().int() });
const VInput = v.object({ name: v.pipe(v.string(), v.minLength(1)) });

export default {
  tools: [
    {
      name: "all",
      description: "Uses every package.",
      inputSchema: { type: "object", properties: { name: { type: "string" }, days: { type: "number" } } },
      readOnly: true,
      async execute(input: unknown) {
        const parsed = Input.safeParse(input);
        const bad = Input.safeParse({ name: "", days: 1.5 });
        const vparsed = v.safeParse(VInput, input);
        return JSON.stringify({
          zod: parsed.success ? parsed.data.name : "fail",
          zodErrors: bad.success ? 0 : bad.error.issues.length,
          valibot: vparsed.success,
          date: format(addDays(new Date(2024, 0, 1), 2), "yyyy-MM-dd"),
          lodash: [chunk([1, 2, 3, 4, 5], 2), camelCase("hello world")],
          yaml: YAML.parse("a: 1\nb: [x, y]\n"),
          yamlOut: YAML.stringify({ k: "v" }),
          marked: await marked.parse("# Title\n\n*hi*"),
        });
      },
    },
    {
      name: "markedTime",
      description: "Renders src with marked; returns the milliseconds and the HTML's length.",
      inputSchema: { type: "object", properties: { src: { type: "string" } }, required: ["src"] },
      readOnly: true,
      execute: ({ src }: { src: string }) => {
        const start = performance.now();
        const html = marked.parse(src) as string;
        return JSON.stringify({ ms: performance.now() - start, length: html.length });
      },
    },
  ],
};
