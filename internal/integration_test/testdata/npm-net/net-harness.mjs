// Runs every tool of an extension under Node, in order, with the input
// given as JSON in argv[3], and prints their results as JSON: what
// TestNetworkPackages compares with.
const ext = (await import(process.argv[2])).default;
const input = JSON.parse(process.argv[3]);
const out = {};
for (const t of ext.tools) {
  try {
    out[t.name] = await t.execute(input);
  } catch (e) {
    out[t.name] = "threw: " + e.message;
  }
}
console.log(JSON.stringify(out, null, 1));
process.exit(0);
