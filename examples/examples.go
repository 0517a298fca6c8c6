// Package examples holds the example extensions that `earshot demo` runs and
// the documentation points to. Project holds a project folder; its
// .earshot/extensions folder has:
//
//   - jira.ts: a TypeScript extension with a relative import (jira/format.ts),
//     a read-only tool (ticket) and a gated one (comment) with its own
//     permission prompt text;
//   - broken.ts: an extension whose default export breaks the contract.
//
// node/ (not embedded) holds the examples of Node built-ins that
// docs/writing-extensions.md shows: git.ts (child_process), todos.ts (fs)
// and token.ts (process.env); TestNodeExamples runs them.
package examples

import (
	"embed"
	"io/fs"
)

//go:embed all:project
var files embed.FS

// Project is the example project folder.
var Project, _ = fs.Sub(files, "project")
