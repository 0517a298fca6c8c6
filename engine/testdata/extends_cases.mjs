// Generates extends_cases.json with Node.js (node extends_cases.mjs > extends_cases.json): the message
// of the TypeError a class declaration throws when what it extends is not a constructor (or its
// prototype is neither an object nor null), which names the value as V8 shows it; engine/callee_test.go
// runs the same snippets in an extension (testdata/ext/runner.js). A package that extends what an
// import left undefined (agent-base's http.Agent, when http is missing) fails with this message.
const values = {
  undefined: "undefined",
  number: "5",
  string: `"s"`,
  boolean: "true",
  bigint: "10n",
  symbol: `Symbol("q")`,
  object: "({})",
  nullPrototype: "Object.create(null)",
  instance: "new (class Foo {})()",
  map: "new Map()",
  array: "[1, 2]",
  date: "new Date(0)",
  regexp: "/x/g",
  error: `new Error("m")`,
  arrow: "() => 1",
  generator: "function* g() {}",
  asyncFunction: "async function h() {}",
  boundFunction: "(function f() {}).bind(null)",
  prototypeNotObject: "(() => { function F() {} F.prototype = 5; return F; })()",
  prototypeString: `(() => { function F() {} F.prototype = "p"; return F; })()`,
  constructor: "class B {}",
  nullHeritage: "null",
};
const snippet = (v) => `const v = ${v};\ntry { class A extends v {}; return "ok"; } catch (e) { return e.name + ": " + e.message; }`;
const snippets = {}, out = {};
for (const [name, v] of Object.entries(values)) {
  snippets[name] = snippet(v);
  try { out[name] = new Function(snippets[name])(); } catch (err) { out[name] = "THREW " + err; }
}
console.log(JSON.stringify({ snippets, expected: out }, null, 1));
