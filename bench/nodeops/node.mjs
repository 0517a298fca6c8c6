// Runs ops.js's tool under Node: node node.mjs OPS_JS OP N prints
// nanoseconds per run. Used by bench/nodeops.
const ext = (await import(process.argv[2])).default;
process.stdout.write(ext.tools[0].execute({ op: process.argv[3], n: Number(process.argv[4]) }) + "\n");
