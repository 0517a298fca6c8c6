// Runs ops.js's tool under Node: node node.mjs OPS_JS OP N [INPUT_JSON]
// prints nanoseconds per run. Used by bench/nodeops.
const ext = (await import(process.argv[2])).default;
const input = { ...JSON.parse(process.argv[5] || "{}"), op: process.argv[3], n: Number(process.argv[4]) };
process.stdout.write((await ext.tools[0].execute(input)) + "\n");
process.exit(0);
