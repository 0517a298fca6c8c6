// Imports lightningcss, whose compiled code is the package of its
// optionalDependencies for the platform (lightningcss-linux-x64-gnu, ...):
// it cannot load in earshot, and says so, naming this platform's.
import { transform } from "lightningcss";
export default {
  tools: [
    {
      name: "minify",
      description: "Minifies CSS.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        return new TextDecoder().decode(transform({ filename: "a.css", code: new TextEncoder().encode("a { color: red }"), minify: true }).code);
      },
    },
  ],
};
