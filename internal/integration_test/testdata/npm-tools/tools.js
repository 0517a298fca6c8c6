// Packages that run programs, walk folders, make and read archives and
// render templates, used as a tool would use them. Each tool
// returns a string; TestToolPackages runs the same file under Node
// (../npm-node/harness.mjs) and compares. Paths in results are relative:
// the extension's folder is its project, Node's a folder of its own.
import fs from "node:fs";
import path from "node:path";
import { execa, execaSync, ExecaError } from "execa";
import spawn from "cross-spawn";
import { glob, globSync, Glob, hasMagic, escape } from "glob";
import * as tar from "tar";
import archiver from "archiver";
import yauzl from "yauzl";
import nunjucks from "nunjucks";

const tool = (name, execute) => ({
  name, description: "uses " + name, readOnly: false,
  inputSchema: { type: "object", properties: {} }, execute,
});

// fields picks what a result or an error says, leaving what depends on the
// machine (a pid, a duration, a folder).
const fields = (r, keys) => Object.fromEntries(keys.map((k) => [k, r[k] === undefined ? "undefined" : r[k]]));
const here = (s) => String(s).split(process.cwd()).join("<cwd>");

const write = (file, text) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

// short is a long text's length and start.
const short = (s) => (s.length > 80 ? s.length + ": " + s.slice(0, 40) + "…" : s);

// files lists a folder's files, relative, sorted, with their contents.
const files = (dir) => Object.fromEntries(
  fs.readdirSync(dir, { recursive: true }).map((f) => f.split(path.sep).join("/")).sort()
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .map((f) => [f, short(fs.readFileSync(path.join(dir, f), "utf8"))]),
);

// unzip reads a zip with yauzl: each entry's name, size and contents.
const unzip = (file) => new Promise((resolve, reject) => {
  yauzl.open(file, { lazyEntries: true }, (err, zip) => {
    if (err) return reject(err);
    const out = [];
    zip.on("error", reject);
    zip.on("end", () => resolve(out));
    zip.on("entry", (e) => {
      if (e.fileName.endsWith("/")) {
        out.push([e.fileName, "dir"]);
        zip.readEntry();
        return;
      }
      zip.openReadStream(e, (err, s) => {
        if (err) return reject(err);
        const chunks = [];
        s.on("data", (c) => chunks.push(c));
        s.on("end", () => {
          out.push([e.fileName, e.uncompressedSize, e.compressionMethod, short(Buffer.concat(chunks).toString())]);
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
});

export default {
  tools: [
    tool("execaSync", async () => {
      const a = execaSync("echo", ["a b", "c"]);
      const b = execaSync("sh", ["-c", "cat; echo err >&2"], { input: "piped", lines: true });
      const c = execaSync({ cwd: "." })`printf ${"x y"}`;
      return JSON.stringify({
        a: fields(a, ["stdout", "stderr", "exitCode", "failed", "command", "escapedCommand", "timedOut", "isCanceled", "killed"]),
        b: [b.stdout, b.stderr],
        c: c.stdout,
      });
    }),
    tool("execaAsync", async () => {
      const a = await execa("sh", ["-c", "echo out; echo err >&2"]);
      const all = await execa("sh", ["-c", "echo 1; echo 2 >&2"], { all: true });
      const piped = await execa("echo", ["from echo"]).pipe("tr", ["a-z", "A-Z"]);
      const lines = [];
      for await (const line of execa("printf", ["x\\ny\\nz\\n"])) lines.push(line);
      const sub = execa("sh", ["-c", "read x; echo got $x"]);
      sub.stdin.end("input\n");
      const got = await sub;
      const env = await execa("sh", ["-c", "echo $EXECA_VAR"], { env: { EXECA_VAR: "set" } });
      const $ = await execa`echo ${["t", "u"]} ${"v w"}`;
      return JSON.stringify({
        a: fields(a, ["stdout", "stderr", "exitCode", "failed", "command"]),
        all: all.all.split("\n").sort(),
        piped: piped.stdout, lines, got: got.stdout, env: env.stdout, $: $.stdout, $cmd: $.command,
      });
    }),
    tool("execaFail", async () => {
      const keys = ["name", "exitCode", "failed", "shortMessage", "message", "stdout", "stderr", "command", "signal",
        "signalDescription", "timedOut", "isCanceled", "isTerminated", "killed", "code"];
      let fail, sync, missing, noReject;
      try { await execa("sh", ["-c", "echo o; echo e >&2; exit 3"]) } catch (e) {
        fail = { ...fields(e, keys), isExecaError: e instanceof ExecaError, isError: e instanceof Error };
      }
      try { execaSync("sh", ["-c", "echo so; exit 4"]) } catch (e) { sync = fields(e, keys) }
      try { await execa("no-such-program-xyz", ["a"]) } catch (e) {
        missing = fields(e, ["exitCode", "failed", "shortMessage", "code", "command", "stdout"]);
      }
      const r = await execa("sh", ["-c", "exit 2"], { reject: false });
      noReject = fields(r, ["exitCode", "failed", "shortMessage"]);
      return here(JSON.stringify({ fail, sync, missing, noReject }));
    }),
    tool("execaTimeout", async () => {
      const keys = ["timedOut", "isTerminated", "killed", "signal", "signalDescription", "exitCode", "failed", "shortMessage", "stdout"];
      let a, b, c;
      try { await execa("sh", ["-c", "echo before; sleep 30"], { timeout: 300 }) } catch (e) { a = fields(e, keys) }
      try { execaSync("sleep", ["30"], { timeout: 200 }) } catch (e) { b = fields(e, keys) }
      const controller = new AbortController();
      const p = execa("sleep", ["30"], { cancelSignal: controller.signal });
      setTimeout(() => controller.abort(), 100);
      try { await p } catch (e) { c = fields(e, ["isCanceled", "isTerminated", "signal", "failed", "shortMessage"]) }
      return JSON.stringify({ a, b, c });
    }),
    tool("crossSpawn", async () => {
      const sync = spawn.sync("sh", ["-c", "echo sync; echo e >&2; exit 5"], { encoding: "utf8" });
      const async = await new Promise((resolve) => {
        const c = spawn("node-not-here-xyz", ["x"]);
        c.on("error", (e) => resolve([e.code, e.syscall, e.path, e.spawnargs]));
      });
      const ok = await new Promise((resolve) => {
        const c = spawn("sh", ["-c", "echo $0 $1", "arg with space", "second"]);
        let out = "";
        c.stdout.on("data", (d) => (out += d));
        c.on("close", (code) => resolve([out, code]));
      });
      return JSON.stringify({ sync: [sync.status, sync.stdout, sync.stderr, sync.signal], async, ok });
    }),
    tool("glob", async () => {
      for (const f of ["src/a.ts", "src/b.js", "src/deep/c.ts", "src/deep/deeper/d.ts", "src/.hidden.ts", "src/x[1].md"]) write("g/" + f, "x");
      fs.symlinkSync("deep", "g/src/link");
      const a = (await glob("g/**/*.ts")).sort();
      const b = globSync("g/src/**", { dot: true, ignore: ["**/deep/**", "g/src/link/**"] }).sort();
      const c = (await glob("**/*.ts", { cwd: "g/src", withFileTypes: true })).map((p) => [p.relative(), p.isFile()]).sort();
      const d = globSync("g/src/*.{js,md}", { posix: true }).sort();
      const e = [];
      for await (const f of new Glob("g/src/deep/**/*.ts", {})) e.push(f);
      const f = globSync("g/src/link/*.ts", { follow: true }).sort();
      const m = (await glob("g/src/" + escape("x[1].md"))).sort();
      return JSON.stringify({ a, b, c, d, e: e.sort(), f, m, magic: [hasMagic("a/*.js"), hasMagic("a/b.js")] });
    }),
    tool("tar", async () => {
      write("t/src/a.txt", "alpha\n");
      write("t/src/sub/b.txt", "beta ".repeat(2000));
      write("t/src/sub/c.json", "{}");
      fs.utimesSync("t/src/a.txt", 1700000000, 1700000000);
      const mtime = new Date(1700000000000);
      await tar.c({ gzip: true, file: "t/a.tgz", cwd: "t/src", portable: true, mtime }, ["."]);
      await tar.c({ file: "t/a.tar", cwd: "t/src", portable: true, mtime }, ["a.txt", "sub"]);
      const listed = [];
      await tar.t({ file: "t/a.tgz", onReadEntry: (e) => listed.push([e.path, e.type, e.size]) });
      fs.mkdirSync("t/out");
      await tar.x({ file: "t/a.tgz", cwd: "t/out" });
      fs.mkdirSync("t/out2");
      tar.x({ file: "t/a.tar", cwd: "t/out2", sync: true, filter: (p) => p.endsWith(".txt") });
      // A stream: tar.c's output piped to a file, read back through tar.t.
      await new Promise((resolve, reject) => {
        tar.c({ cwd: "t/src", portable: true, mtime, gzip: true }, ["sub"]).pipe(fs.createWriteStream("t/s.tgz"))
          .on("finish", resolve).on("error", reject);
      });
      const streamed = [];
      await new Promise((resolve, reject) => {
        fs.createReadStream("t/s.tgz").pipe(tar.t({ onReadEntry: (e) => streamed.push(e.path) }))
          .on("end", resolve).on("close", resolve).on("error", reject);
      });
      const bytes = fs.readFileSync("t/a.tar");
      return JSON.stringify({
        listed: listed.sort(), out: files("t/out"), out2: Object.keys(files("t/out2")), streamed: streamed.sort(),
        tarSize: bytes.length, tarSha: (await import("node:crypto")).createHash("sha256").update(bytes).digest("hex"),
      });
    }),
    tool("archiver", async () => {
      write("z/in/one.txt", "first file\n");
      write("z/in/dir/two.txt", "second ".repeat(500));
      const make = (file, format, options, add) => new Promise((resolve, reject) => {
        const out = fs.createWriteStream(file);
        const a = archiver(format, options);
        const warnings = [];
        a.on("warning", (w) => warnings.push(w.code));
        a.on("error", reject);
        out.on("close", () => resolve({ warnings, written: a.pointer() > 0 }));
        a.pipe(out);
        add(a);
        a.finalize();
      });
      const date = new Date(Date.UTC(2024, 0, 2, 3, 4, 6));
      const zipped = await make("z/a.zip", "zip", { zlib: { level: 9 } }, (a) => {
        a.append("from a string", { name: "string.txt", date });
        a.append(Buffer.from("from a buffer"), { name: "nested/buffer.txt", date });
        a.append(fs.createReadStream("z/in/one.txt"), { name: "stream.txt", date });
        a.file("z/in/one.txt", { name: "file.txt", date });
        a.directory("z/in/dir", "copied", { date });
      });
      const stored = await make("z/s.zip", "zip", { store: true }, (a) => {
        a.append("kept as it is", { name: "s.txt", date });
      });
      const tgz = await make("z/a.tgz", "tar", { gzip: true }, (a) => {
        a.append("in a tarball", { name: "t.txt", date });
        a.directory("z/in/", false, { date });
      });
      const fromTar = [];
      await tar.t({ file: "z/a.tgz", onReadEntry: (e) => fromTar.push([e.path, e.size]) });
      fs.mkdirSync("z/x");
      await tar.x({ file: "z/a.tgz", cwd: "z/x" });
      return JSON.stringify({
        zipped, stored, tgz,
        zip: (await unzip("z/a.zip")).sort(), storedZip: await unzip("z/s.zip"), storedSize: fs.statSync("z/s.zip").size,
        fromTar: fromTar.sort(), extracted: files("z/x"),
      });
    }),
    tool("nunjucks", async () => {
      write("views/base.njk", "<h1>{% block title %}Base{% endblock %}</h1>\n{% block body %}{% endblock %}");
      write("views/macros.njk", "{% macro item(name, done=false) %}<li class=\"{{ 'done' if done else 'open' }}\">{{ name | title }}</li>{% endmacro %}");
      write("views/page.njk", `{% extends "base.njk" %}{% import "macros.njk" as m %}
{% block title %}{{ title | upper }}{% endblock %}
{% block body %}<ul>{% for t in items %}{{ m.item(t.name, t.done) }}{% else %}none{% endfor %}</ul>
{% include "part.njk" %} {{ html }} {{ html | safe }} {{ items | length }} {{ "x" | default("d") }} {{ n | round(1) }}{% endblock %}`);
      write("views/part.njk", "{% set total = items | sum('n') %}total={{ total }} {{ items | map(attribute='name') | join(',') if false else items | join(',', 'name') }}");
      const env = new nunjucks.Environment(new nunjucks.FileSystemLoader("views"), { autoescape: true });
      env.addFilter("shout", (s) => s + "!");
      env.addFilter("later", (s, cb) => setTimeout(() => cb(null, s + " (async)"), 1), true);
      const ctx = { title: "tasks", html: "<b>", n: 2.345, items: [{ name: "write tests", done: true, n: 1 }, { name: "ship", n: 2 }] };
      const page = env.render("page.njk", ctx);
      const str = env.renderString("{{ a | shout }} {% for k, v in o %}{{ k }}={{ v }};{% endfor %}{{ d | dump }}", { a: "hi", o: { x: 1, y: 2 }, d: { k: [1] } });
      const asyncOut = await new Promise((res, rej) => env.renderString("{{ s | later }}", { s: "slow" }, (e, r) => (e ? rej(e) : res(r))));
      const fileAsync = await new Promise((res, rej) => env.render("part.njk", ctx, (e, r) => (e ? rej(e) : res(r))));
      let err;
      try { env.renderString("{{ x.y.z() }}", {}) } catch (e) { err = e.name + ": " + e.message.split("\n")[0] }
      let missing;
      try { env.render("nope.njk") } catch (e) { missing = e.message.split("\n")[0] }
      const pre = nunjucks.precompileString("{{ a }}", { name: "pre" }).includes("pre");
      return here(JSON.stringify({ page, str, asyncOut, fileAsync, err, missing, pre }));
    }),
  ],
};
