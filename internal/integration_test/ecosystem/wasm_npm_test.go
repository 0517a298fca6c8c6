package ecosystem

import "testing"

// TestWebAssemblyPackages: packages that run WebAssembly give, inside an
// extension, what they give under Node (testdata/npm-wasm/wasm.js): sql.js
// (a query on an in-memory database), tiktoken (encode and decode) and
// web-tree-sitter with its JavaScript grammar loaded into its memory and
// table (parse, walk the tree, a query, a parse that reuses the old
// tree), and shiki on its oniguruma engine (highlighting JavaScript and
// Go). Needs npm, node and the registry; skipped without them.
func TestWebAssemblyPackages(t *testing.T) {
	compareWithNode(t, "npm-wasm", "wasm.js")
}
