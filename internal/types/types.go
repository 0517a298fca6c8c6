// Package types holds the TypeScript types of the extension contract
// (earshot.d.ts, a global namespace Earshot: an extension imports nothing)
// and the tsconfig.json that checks an extensions folder with them, as
// `earshot extensions init` writes them.
//
// The property names of Earshot.Extension and Earshot.Tool are tested
// against the engine's (engine.ExportProperties, engine.ToolProperties),
// and the examples in testdata/ext are checked by both tsc and the engine:
// each good one passes both, each bad one fails both.
package types

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"strings"
)

var (
	//go:embed earshot.d.ts
	declarations []byte
	//go:embed tsconfig.json
	tsconfig []byte
)

// File is a file init writes into an extensions folder.
type File struct {
	Name    string
	Content []byte
}

// Files are the files of an extensions folder that type-checks: the
// declarations and the tsconfig.json. Each begins with a line that marks
// it as written by init (see Unchanged).
func Files() []File {
	return []File{
		{Name: "earshot.d.ts", Content: marked(declarations)},
		{Name: "tsconfig.json", Content: marked(tsconfig)},
	}
}

// markPrefix begins the first line of a file init wrote; the line ends
// with a hash of the rest of the file.
const markPrefix = "// Written by `earshot extensions init`, which updates it while it is unchanged. sha256:"

func marked(b []byte) []byte {
	return append([]byte(markPrefix+digest(b)+"\n"), b...)
}

func digest(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// Unchanged reports whether b is a file init wrote (any version of it)
// that nobody changed since: its first line's hash is the rest's.
func Unchanged(b []byte) bool {
	first, rest, ok := bytes.Cut(b, []byte("\n"))
	if !ok {
		return false
	}
	sum, ok := strings.CutPrefix(string(first), markPrefix)
	return ok && sum == digest(rest)
}
