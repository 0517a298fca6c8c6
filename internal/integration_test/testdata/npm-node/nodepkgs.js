// Packages that reach for Node's built-ins, used as a tool would use them.
import fse from "fs-extra";
import fg from "fast-glob";
import dotenv from "dotenv";
import { parse as csvParse } from "csv-parse/sync";
import xml2js from "xml2js";
import ejs from "ejs";
import micromatch from "micromatch";
import toml from "@iarna/toml";
import { simpleGit } from "simple-git";
import * as cheerio from "cheerio";
import Handlebars from "handlebars";
import { customAlphabet } from "nanoid";
import Papa from "papaparse";
import qs from "qs";
import { produce } from "immer";

const tool = (name, execute) => ({
  name, description: "uses " + name, readOnly: false,
  inputSchema: { type: "object", properties: {} }, execute,
});

export default {
  tools: [
    tool("fsextra", async () => {
      await fse.outputFile("work/a/b/c.txt", "deep");
      await fse.outputJson("work/data.json", { n: 1 }, { spaces: 0 });
      await fse.copy("work/a", "work/copy");
      const json = await fse.readJson("work/data.json");
      const exists = await fse.pathExists("work/copy/b/c.txt");
      await fse.remove("work/a");
      return JSON.stringify({ json, exists, gone: !fse.existsSync("work/a"), copied: fse.readFileSync("work/copy/b/c.txt", "utf8") });
    }),
    tool("fastglob", async () => {
      for (const f of ["src/a.ts", "src/b.js", "src/deep/c.ts", "src/.hidden.ts"]) fse.outputFileSync("g/" + f, "x");
      const a = await fg("g/**/*.ts");
      const b = fg.sync(["g/src/**", "!**/deep/**"], { dot: true });
      return JSON.stringify({ a: a.sort(), b: b.sort() });
    }),
    tool("dotenv", async () => {
      fse.writeFileSync(".env.test", "A=1\nB=\"two words\"\n# comment\nC=${A}x\n");
      const r = dotenv.config({ path: ".env.test", processEnv: {} });
      return JSON.stringify({ parsed: r.parsed, direct: dotenv.parse("X=y") });
    }),
    tool("csvparse", async () => JSON.stringify(csvParse("name,age\nAda,36\n\"Lin, B\",40\n", { columns: true }))),
    tool("xml2js", async () => {
      const obj = await xml2js.parseStringPromise("<root a=\"1\"><item>x</item><item>y</item></root>");
      const xml = new xml2js.Builder({ headless: true }).buildObject({ r: { v: ["1", "2"] } });
      return JSON.stringify({ obj, xml });
    }),
    tool("ejs", async () => {
      fse.outputFileSync("views/inc.ejs", "<b><%= who %></b>");
      fse.outputFileSync("views/page.ejs", "<p><%- include('inc', {who}) %> <%= n * 2 %></p>");
      const a = ejs.render("<%= list.join(', ') %>", { list: ["a", "b"] });
      const b = await ejs.renderFile("views/page.ejs", { who: "<Ada>", n: 21 });
      return JSON.stringify({ a, b });
    }),
    tool("micromatch", async () => JSON.stringify({
      m: micromatch(["a.js", "b.ts", "c/d.js", "e.md"], ["**/*.js", "*.md"]),
      is: micromatch.isMatch("src/x.ts", "src/**/*.{ts,tsx}"),
      re: String(micromatch.makeRe("*.js")),
    })),
    tool("toml", async () => {
      const v = toml.parse("title = \"t\"\n[owner]\nname = \"Tom\"\nn = 3\nlist = [1, 2]\n");
      return JSON.stringify({ v, out: toml.stringify({ a: 1, s: { b: "x" } }) });
    }),
    tool("simplegit", async () => {
      const git = simpleGit();
      await git.init();
      await git.addConfig("user.email", "a@example.com").addConfig("user.name", "A");
      fse.writeFileSync("readme.md", "hi\n");
      await git.add("readme.md");
      await git.commit("first commit");
      const log = await git.log();
      const status = await git.status();
      return JSON.stringify({ n: log.total, msg: log.latest.message, author: log.latest.author_name, clean: status.isClean() });
    }),
    tool("cheerio", async () => {
      const $ = cheerio.load("<ul><li class=a>one</li><li>two</li></ul>");
      return JSON.stringify({ items: $("li").map((i, el) => $(el).text()).get(), a: $(".a").text(), html: $("ul").html() });
    }),
    tool("handlebars", async () => JSON.stringify(Handlebars.compile("{{#each xs}}<{{this}}>{{/each}} {{{raw}}} {{esc}}")({ xs: [1, 2], raw: "<b>", esc: "<i>" }))),
    tool("nanoid", async () => JSON.stringify({ len: customAlphabet("abc", 12)().length, ok: /^[abc]{12}$/.test(customAlphabet("abc", 12)()) })),
    tool("papaparse", async () => JSON.stringify(Papa.parse("a,b\n1,2\n3,4", { header: true, dynamicTyping: true }).data)),
    tool("qs", async () => JSON.stringify({ p: qs.parse("a[b][c]=1&d[]=x&d[]=y"), s: qs.stringify({ a: { b: [1, 2] } }, { encode: false }) })),
    tool("immer", async () => {
      const base = { list: [{ done: false }] };
      const next = produce(base, (d) => { d.list[0].done = true; d.list.push({ done: false }); });
      let frozen; try { next.list.push(1); frozen = false } catch { frozen = true }
      return JSON.stringify({ base, next, same: base === next, frozen });
    }),
  ],
};
