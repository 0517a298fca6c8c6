// Runs every tool of an extension under Node, in order, in the working
// folder, and prints their results as JSON: what TestNodePackages expects.
//
//	cd "$(mktemp -d)" && cp -r <repo>/internal/integration_test/testdata/npm-node .earshot-src &&
//	  (cd .earshot-src && npm install) && node .earshot-src/harness.mjs "$PWD/.earshot-src/nodepkgs.js" > expected.json
const ext = (await import(process.argv[2])).default;
const out = {};
for (const t of ext.tools) {
  try {
    out[t.name] = await t.execute({});
  } catch (e) {
    out[t.name] = "threw: " + e.message;
  }
}
console.log(JSON.stringify(out, null, 1));
