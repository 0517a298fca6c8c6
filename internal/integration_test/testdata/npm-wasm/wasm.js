// Packages that run WebAssembly, used as a tool would use them; each
// tool's result is compared with Node's (TestWebAssemblyPackages).
import initSqlJs from "sql.js";
import { get_encoding } from "tiktoken";
import { Parser, Language, Query } from "web-tree-sitter";
import { createHighlighterCore } from "shiki/core";
import { createOnigurumaEngine } from "shiki/engine/oniguruma";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const nodeModules = path.join(here, "..", "node_modules");

const tool = (name, execute) => ({
  name, description: "uses " + name, readOnly: true,
  inputSchema: { type: "object", properties: {} }, execute,
});

const source = `
function greet(name) {
  const text = "hello " + name;
  return text.toUpperCase();
}
class Box { open() { return greet("box"); } }
export const twice = (x) => x * 2;
`;

export default {
  tools: [
    tool("sqljs", async () => {
      const SQL = await initSqlJs();
      const db = new SQL.Database();
      db.run("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, born INTEGER, score REAL)");
      const insert = db.prepare("INSERT INTO people (name, born, score) VALUES (?, ?, ?)");
      for (const [n, b, s] of [["Ada", 1815, 9.5], ["Alan", 1912, 8.25], ["Grace", 1906, 9.75], ["Linus", 1969, null]]) insert.run([n, b, s]);
      insert.free();
      const rows = db.exec("SELECT name, born, score FROM people WHERE born < 1950 ORDER BY born DESC");
      const agg = db.exec("SELECT count(*), sum(score), group_concat(upper(name), '|') FROM people");
      const stmt = db.prepare("SELECT name FROM people WHERE name LIKE :p");
      stmt.bind({ ":p": "A%" });
      const names = [];
      while (stmt.step()) names.push(stmt.getAsObject().name);
      stmt.free();
      let error;
      try { db.exec("SELECT * FROM nowhere"); } catch (e) { error = e.message; }
      const bytes = db.export().length > 0;
      db.close();
      return JSON.stringify({ rows, agg, names, error, bytes });
    }),
    tool("tiktoken", async () => {
      const enc = get_encoding("cl100k_base");
      const text = "WebAssembly in a coding agent's tools: tokens, counted exactly. 日本語も。";
      const tokens = Array.from(enc.encode(text));
      const back = new TextDecoder().decode(enc.decode(new Uint32Array(tokens)));
      const special = Array.from(enc.encode("<|endoftext|>", "all"));
      let error;
      try { enc.encode("<|endoftext|>"); } catch (e) { error = String(e).slice(0, 60); }
      enc.free();
      return JSON.stringify({ tokens, count: tokens.length, back, same: back === text, special, error });
    }),
    tool("treesitter", async () => {
      await Parser.init();
      const JavaScript = await Language.load(path.join(nodeModules, "tree-sitter-javascript", "tree-sitter-javascript.wasm"));
      const parser = new Parser();
      parser.setLanguage(JavaScript);
      const tree = parser.parse(source);
      const root = tree.rootNode;
      const kinds = [];
      const cursor = tree.walk();
      let depth = 0;
      for (;;) {
        if (cursor.nodeIsNamed) kinds.push(`${"  ".repeat(depth)}${cursor.nodeType} ${cursor.startPosition.row}:${cursor.startPosition.column}`);
        if (cursor.gotoFirstChild()) { depth++; continue; }
        while (!cursor.gotoNextSibling()) {
          if (!cursor.gotoParent()) { depth = -1; break; }
          depth--;
        }
        if (depth < 0) break;
      }
      const query = new Query(JavaScript, "(function_declaration name: (identifier) @fn) (method_definition name: (property_identifier) @method) (string) @str");
      const captures = query.captures(root).map((c) => `${c.name}=${c.node.text}`);
      const sexp = root.toString();
      const errors = root.hasError;
      const edited = parser.parse(source.replace("greet(name)", "greet(name, other)"), tree);
      const params = edited.rootNode.descendantsOfType("formal_parameters").map((n) => n.text);
      edited.delete();
      tree.delete();
      parser.delete();
      return JSON.stringify({ sexp, kinds, captures, errors, params });
    }),
    tool("shiki", async () => {
      const highlighter = await createHighlighterCore({
        themes: [import("@shikijs/themes/github-dark")],
        langs: [import("@shikijs/langs/javascript"), import("@shikijs/langs/go")],
        engine: createOnigurumaEngine(import("shiki/wasm")),
      });
      // No time limit: a first, cold tokenization under Node can pass the
      // default and leave the rest of its line plain.
      const options = (lang) => ({ lang, theme: "github-dark", tokenizeTimeLimit: 0 });
      const html = highlighter.codeToHtml(source, options("javascript"));
      const tokens = highlighter.codeToTokensBase('package main\nfunc main() { println("x") }', options("go"))
        .map((line) => line.map((t) => `${t.content}|${t.color}`));
      highlighter.dispose();
      return JSON.stringify({ html, tokens });
    }),
  ],
};
