// Packages with optional parts, each used as an author would; every tool
// returns a string, compared with what Node returns for the same file
// (TestPackagesWithOptionalParts). eslint imports its optional peer
// dependency jiti (not installed) to read TypeScript config files; sass
// requires Node's url by a name it computes; css-tree reads mdn-data's
// JSON through createRequire(import.meta.url); shiki's JavaScript engine
// writes regular expressions with the v flag and hundreds of groups.
import fs from "node:fs";
import * as babel from "@babel/core";
import presetTypeScript from "@babel/preset-typescript";
import { Linter, ESLint } from "eslint";
import * as sass from "sass";
import * as csstree from "css-tree";
import { createHighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import typescript from "@shikijs/langs/typescript";
import jsonLang from "@shikijs/langs/json";
import githubDark from "@shikijs/themes/github-dark";

const tool = (name, run, readOnly = true) => ({
  name, description: name, readOnly, inputSchema: { type: "object" },
  async execute() {
    try {
      return JSON.stringify(await run());
    } catch (e) {
      return "threw: " + e.message;
    }
  },
});

export default {
  tools: [
    tool("babel", () => babel.transformSync("enum Color { Red }\nconst x: number = 1;\nexport type T = string;\nexport { x, Color };", {
      filename: "a.ts", presets: [presetTypeScript], babelrc: false, configFile: false,
    }).code),
    tool("linter", () => new Linter().verify("var x = 1;;\nif (x == 2) {}", {
      rules: { "no-extra-semi": "error", "no-unused-vars": "error", eqeqeq: "error", "no-empty": "error" },
    }).map((m) => [m.ruleId, m.line, m.column, m.message])),
    tool("eslint", async () => {
      const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: { rules: { semi: "error", "prefer-const": "error" } }, fix: true });
      const [r] = await eslint.lintText("let a = 1\nconsole.log(a)\n", { filePath: "a.js" });
      return [r.output, r.messages.map((m) => m.ruleId)];
    }),
    // A TypeScript config file needs jiti, which is not installed: eslint
    // says so, as it does under Node.
    tool("eslintTypeScriptConfig", async () => {
      fs.writeFileSync("earshot-optional.config.ts", "export default [];\n");
      try {
        await new ESLint({ overrideConfigFile: "earshot-optional.config.ts" }).lintText("let a = 1\n");
        return "loaded";
      } finally {
        fs.rmSync("earshot-optional.config.ts");
      }
    }, false),
    tool("sass", () => sass.compileString('@use "sass:color";\n$c: #f00;\n.a { .b { color: $c; &:hover { color: color.adjust($c, $lightness: -10%); } } }', { style: "compressed" }).css),
    tool("csstree", () => {
      const ast = csstree.parse(".a { color: red; margin: 1px 2px }");
      return [csstree.generate(ast), csstree.lexer.matchProperty("color", "red").error, String(csstree.lexer.matchProperty("color", "10px").error),
        Object.keys(csstree.lexer.properties).length > 300];
    }),
    // shiki stops tokenizing a line after tokenizeTimeLimit (500 ms by
    // default) and colours the rest as one token; the first line of a
    // grammar compiles its regular expressions and can take longer than
    // that on a loaded machine, under Node too, so the limit is lifted
    // for an answer that does not depend on the machine's load.
    tool("shiki", async () => {
      const h = await createHighlighterCore({ themes: [githubDark], langs: [typescript, jsonLang], engine: createJavaScriptRegexEngine() });
      return [h.codeToHtml("const a: number = 1; // done", { lang: "typescript", theme: "github-dark", tokenizeTimeLimit: 0 }),
        h.codeToHtml("function f<T>(x: T[]): string {\n  return `${x.length}`; /* n */\n}", { lang: "typescript", theme: "github-dark", tokenizeTimeLimit: 0 }),
        h.codeToHtml('{"a": [1, true]}', { lang: "json", theme: "github-dark", tokenizeTimeLimit: 0 })];
    }),
  ],
};
