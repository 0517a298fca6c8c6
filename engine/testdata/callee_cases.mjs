// Generates callee_cases.json with Node.js (node callee_cases.mjs > callee_cases.json): the message of the
// TypeError each call expression throws — its callee is not a function — in a function and in an async
// function; engine/callee_test.go runs the same snippets in an extension (testdata/ext/runner.js).
const setup = `const o = { a: { b: {} }, arr: [1], n: 1, s: "str", k: "missing", make() { return {} }, get g() { return 1 } }; ` +
  `const k = "missing", input = { key: "A-1" }, id = (v) => v; let x;`;
const expressions = [
  "x()",
  "x(o.a)",
  "input.foo()",
  "input.foo(input.key)",
  "o.a.missing(o.a)",
  "o.a.missing(String(1))",
  "o.a.missing(o.a.b, o.arr[0])",
  "o.a.missing(() => o.a)",
  "o.a.missing({ a: o.a })",
  "o.a.missing(`t${o.n}`)",
  "o.a.missing(...[o.a, 2])",
  "o.a.b.c(o.a.b)",
  "o[k]()",
  "o[k](o.a)",
  "o[o.k]()",
  "o['missing'](o.a)",
  "o.arr[0]()",
  "o.arr[o.n - 1](o.a)",
  "o.n()",
  "o.s(o.s)",
  "o.g(o.a)",
  "o.make().x(o.a)",
  "id(1)(o.a)",
  "(0, o.n)(o.a)",
  "o.a?.missing(o.a)",
  "o\n  .a\n  .missing(o.a)",
  "new o.n(o.a)",
  "new o.a.missing(o.a.b)",
];
const snippet = (e) => `{ ${setup}\nconst out = [];\ntry { (function sync() { ${e}; })(); out.push("no throw") } catch (e) { out.push(e.name + ": " + e.message) }\n` +
  `try { await (async function asyncFn() { ${e}; })(); out.push("no throw") } catch (e) { out.push(e.name + ": " + e.message) }\n` +
  `try { await (async () => { await 0; ${e}; })(); out.push("no throw") } catch (e) { out.push(e.name + ": " + e.message) }\nreturn out }`;
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
const snippets = {}, out = {};
for (const e of expressions) {
  snippets[e] = snippet(e);
  try { out[e] = await new AsyncFunction(snippets[e])(); } catch (err) { out[e] = "THREW " + err; }
}
console.log(JSON.stringify({ snippets, expected: out }, null, 1));
