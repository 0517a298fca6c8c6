package ecosystem

import "testing"

// TestToolPackages: packages that run programs (execa: sync and async, a
// failing command's error, a timeout, a cancel; cross-spawn), walk folders
// (glob), make and read archives (tar; archiver's zip read back with
// yauzl, its tarball with tar) and render templates (nunjucks) give,
// inside an extension, what they give under Node
// (testdata/npm-tools/tools.js, each tool compared). Needs npm, node and
// the registry; skipped without them.
func TestToolPackages(t *testing.T) {
	compareWithNode(t, "npm-tools", "tools.js")
}

// TestPrettierPackage: prettier's Node build (its index.mjs requires Node's
// built-ins through createRequire at run time, and imports its plugins)
// formats JavaScript, TypeScript with a .prettierrc, CSS, Markdown, JSON,
// YAML and HTML inside an extension as it does under Node
// (testdata/npm-tools/prettier.js). Needs npm, node and the registry.
func TestPrettierPackage(t *testing.T) {
	compareWithNode(t, "npm-tools", "prettier.js")
}
