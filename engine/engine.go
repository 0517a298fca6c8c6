// Package engine runs extensions. Each extension gets its own QuickJS
// instance (see package wasm): its module is evaluated there, its default
// export is checked against the contract, and its tools are called there, one
// call at a time. A failure of any kind — a throw, a bad shape, a timeout, a
// memory bomb, a stack overflow — is reported for that extension only.
package engine

import (
	"encoding/json"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/platform"
	"github.com/earshot/extensions/wasm"
)

// Config is what every extension of one host shares.
type Config struct {
	// Limits bound each extension; zero fields are their defaults.
	Limits api.Limits
	// Runtime is the compiled QuickJS the extension's instances run in
	// (required).
	Runtime *wasm.Runtime
	// Log receives the extension's console output. It is called on the
	// goroutine running the extension, while the extension waits; it must
	// not call into the same extension. Nil discards.
	Log func(api.Log)
	// Snapshots makes an extension keep a snapshot of its instance after
	// evaluating its module (Extension.Snapshot) and start from it after a
	// restart instead of evaluating again. OnSnapshot, if set, receives
	// each new snapshot, encoded, to keep for the next start (Source.Snapshot).
	Snapshots  bool
	OnSnapshot func([]byte)
	// SnapshotLater defers the snapshot of the instance Load evaluates: it
	// is taken, as the evaluation left the instance, when a call first
	// uses the instance or when Release lets it go, whichever comes first
	// — not before Load returns. A start that evaluates extensions only to
	// list their tools then does not wait for their snapshots.
	SnapshotLater bool
	// Platform is what the extension's host operations get (its project
	// folder, environment, capabilities, HTTP client); the engine fills in
	// the extension's name, limits and log.
	Platform platform.Config
}

// Source is an extension ready to load: its bundled module.
type Source struct {
	// Name is the extension's name.
	Name string
	// File is the extension's file as shown in messages.
	File string
	// Code is the bundled ES module, and SourceMap its source map (optional:
	// with it, stack traces point at the original files and lines).
	// Bytecode, if set, is the module compiled by QuickJS (see
	// Extension.Bytecode): loading it skips parsing. If Code is empty, Bundle
	// is called for all three when an instance is first started; with
	// Bundle, the extension lets them go when it is idle (it can read them
	// again).
	Code      string
	SourceMap string
	Bytecode  []byte
	Bundle    func() (Source, error)
	// BundleID identifies the bundle (the SHA-256 of Code, hex): a
	// snapshot is bound to it. Empty: computed from Code when needed.
	BundleID string
	// Snapshot, if set, is the instance as an earlier evaluation of this
	// very module left it (Extension.Snapshot): the instance starts from it
	// instead of evaluating the module, when it fits (see snapshot.go); one
	// that does not is ignored, and the module evaluated. ReadSnapshot, if
	// set, reads one when an instance is first started (from a cache); the
	// extension calls release, if not nil, when it no longer needs it.
	Snapshot     []byte
	ReadSnapshot func() (b []byte, release func())
}

// Tool is what an extension declares about one tool.
type Tool struct {
	Name        string
	Description string
	// Title is an optional human-readable name for UIs (MCP's tool title).
	Title       string
	InputSchema json.RawMessage
	ReadOnly    bool
	// HasPermission reports whether the tool supplies its own prompt text.
	HasPermission bool
}

// Result is what a tool call produced.
type Result struct {
	Output  string
	IsError bool
	Title   string
	// Err is set when the host, not the extension, made this an error
	// result: it threw, returned something that is not a result, timed out,
	// ran out of memory... It is an *api.Error in the call phase.
	Err error
}

// Prompt is the text an extension supplies for its permission prompt.
type Prompt struct {
	Title, Detail string
	// Err is set when permission(input) failed; Title and Detail are then
	// empty and the caller should use its defaults.
	Err error
}
