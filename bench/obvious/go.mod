// The qjs baseline of docs/performance.md, a module of its own so that it
// keeps the wazero qjs runs on while the host moves on: qjs v0.0.6 fails to
// instantiate on wazero v1.12.0 (env.jsFunctionProxy: signature mismatch).
// wazero v1.11.0 is the version the baseline was measured with beside the
// host until then (qjs itself asks for v1.9.0).
module github.com/earshot/extensions/bench/obvious

go 1.26.0

require (
	github.com/evanw/esbuild v0.28.2
	github.com/fastschema/qjs v0.0.6
)

require (
	github.com/tetratelabs/wazero v1.11.0 // indirect; see above
	golang.org/x/sys v0.38.0 // indirect
)
