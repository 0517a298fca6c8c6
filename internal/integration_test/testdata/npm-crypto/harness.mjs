// Runs jwt.js's tools under Node: node harness.mjs JWT_JS make prints the
// tokens it makes; node harness.mjs JWT_JS check TOKENS_JSON prints what it
// finds in tokens. Used by crypto_npm_test.go.
const ext = (await import(process.argv[2])).default;
const tool = ext.tools.find((t) => t.name === process.argv[3]);
process.stdout.write(await tool.execute(process.argv[4] ? { tokens: JSON.parse(process.argv[4]) } : {}));
