// prettier's Node build formatting code as a tool would: its parsers
// (babel, typescript, css, markdown, json, yaml, html), a .prettierrc,
// check, getFileInfo, a syntax error. TestPrettierPackage runs the same
// file under Node (../npm-node/harness.mjs) and compares. It is an
// extension of its own: prettier, with every plugin, is as much code as an
// instance under the default memory limit compiles.
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

const tool = (name, execute) => ({
  name, description: "uses " + name, readOnly: false,
  inputSchema: { type: "object", properties: {} }, execute,
});

const write = (file, text) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

export default {
  tools: [
    tool("prettier", async () => {
      write("fmt/.prettierrc", JSON.stringify({ semi: false, singleQuote: true }));
      write("fmt/a.ts", "const x : number=1;function f(a:string,b?:number){return {a,b}}");
      const js = await prettier.format("const a={b:1,c:[1,2,3]};function f(){return a}", { parser: "babel" });
      const config = await prettier.resolveConfig("fmt/a.ts");
      const ts = await prettier.format(fs.readFileSync("fmt/a.ts", "utf8"), { ...config, filepath: "fmt/a.ts" });
      const css = await prettier.format("a{color:red;margin:0 0 0 0}", { parser: "css" });
      const md = await prettier.format("# T\n* a\n* b\n\n|x|y|\n|-|-|\n|1|2|", { parser: "markdown" });
      const json = await prettier.format('{"a":1,"b":[true,null]}', { parser: "json" });
      const yaml = await prettier.format("a:   1\nb: [x,  y]", { parser: "yaml" });
      const html = await prettier.format("<div><p>hi</p><span>x</span></div>", { parser: "html" });
      const checked = [await prettier.check(js, { parser: "babel" }), await prettier.check("a=1", { parser: "babel" })];
      const info = await prettier.getFileInfo("fmt/a.ts");
      let err;
      try { await prettier.format("const = ;", { parser: "babel" }) } catch (e) { err = [e.name, e.message.split("\n")[0], e.loc] }
      const langs = (await prettier.getSupportInfo()).languages.length > 10;
      return JSON.stringify({ js, config, ts, css, md, json, yaml, html, checked, info, err, langs, version: prettier.version });
    }),
  ],
};
