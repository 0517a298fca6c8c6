// Package extensions is earshot's in-process extension host.
//
// An extension is a TypeScript or JavaScript file in a project's
// .earshot/extensions folder, or in the extensions folder of earshot's config
// folder. Its default export is a plain object { tools: [...] }. The host
// finds the files, loads each trusted one into its own QuickJS instance,
// checks its shape, and exposes its tools as <extension>__<tool>; a call to
// a tool that is not readOnly passes the permission gate first.
//
//	host, err := extensions.Open(ctx, extensions.Options{ProjectDir: dir, Prompter: ui})
//	if err != nil { ... }
//	defer host.Close()
//	for _, t := range host.Tools() { /* hand t.Name, t.Description, t.InputSchema to the model */ }
//	res, err := host.Call(ctx, "jira__ticket", json.RawMessage(`{"key":"ABC-1"}`))
//
// A Host lives until Close, which cancels the calls in flight and returns
// once everything it started has stopped. Reload (or Options.Watch) loads
// what changed and swaps the tools at once; OnReload hears of it.
// WithPrompter and WithProgress give one call its own permission prompter
// and progress receiver. Several Hosts can share compiled QuickJS through a
// Runtime.
//
// The values the Host takes and gives — Limits, Error and its causes,
// Prompter and PromptRequest, Log, Progress, Capabilities, Diagnostic —
// are package api's, which every stage uses too: one vocabulary from
// Options down to the QuickJS instance.
//
// This package, api, and mcpserver (which serves a Host over MCP) are the
// API. The stages behind it live in packages of their names — loader
// (discover, trust, bundle), engine (load, validate, call), registry
// (names), gate (permissions), platform (what JavaScript may ask of Go)
// and wasm (QuickJS under wazero) — and are not meant to be used apart.
package extensions

import (
	"encoding/json"
	"time"

	"github.com/earshot/extensions/api"
)

// State is what became of an extension.
type State string

// States.
const (
	// StateLoaded: its tools are registered.
	StateLoaded State = "loaded"
	// StateFailed: it could not be loaded; Extension.Err says why.
	StateFailed State = "failed"
	// StateUntrusted: a project extension not trusted yet. Its file was
	// not read.
	StateUntrusted State = "untrusted"
	// StateShadowed: a project extension with the name of a user
	// extension, which loads instead.
	StateShadowed State = "shadowed"
)

// Extension describes one extension file and what became of it.
type Extension struct {
	Name  string
	Scope api.Scope
	// Path is the file's absolute path.
	Path  string
	State State
	// Err is set when State is StateFailed; it is an *Error.
	Err error
	// Tools are the extension's tools when it is loaded, in the order it
	// declares them.
	Tools []Tool
	// TrustNote explains a trust entry that exists but grants nothing, or
	// that the file changed since it was trusted.
	TrustNote string
	// LoadTime is how long loading took (bundling, evaluating, validating;
	// or, when Cached, looking the extension up in the cache).
	LoadTime time.Duration
	// Cached reports that the extension's files had not changed and its
	// tools (or its failure) came from the cache: it was not evaluated, and
	// its instance starts on its first call.
	Cached bool
	// Warnings are what bundling found worth saying that did not stop the
	// extension (esbuild's warnings), positioned in its files; a start that
	// takes the bundle from the cache reports them too.
	Warnings []api.Diagnostic
	// Capabilities are what the extension may do on the machine, as the
	// user's settings.json narrows them (extensions.capabilities.<name>).
	// Set for the extensions that were loaded.
	Capabilities api.Capabilities
}

// Tool is a tool as the model sees it.
type Tool struct {
	// Name is the qualified name, <extension>__<tool>: what Call takes.
	Name string
	// Extension and ToolName are the two parts of Name.
	Extension, ToolName string
	// Title is a human-readable name the extension gave the tool, if any
	// (one line, at most 100 characters).
	Title       string
	Description string
	// InputSchema is the tool's JSON Schema, as the extension wrote it.
	InputSchema json.RawMessage
	ReadOnly    bool
}

// Result is what a call produced.
type Result struct {
	// Output is the text for the model.
	Output string
	// IsError marks an error result: the extension said so, or the host
	// made it one (Err says why).
	IsError bool
	// Title is a short title the extension gave the result, if any.
	Title string
	// Err is set when the host made this an error result: the call was
	// denied (ErrDenied), its input did not match the schema
	// (ErrInvalidInput), it timed out (ErrTimeout), the extension threw or
	// returned something that is not a result... It is an *Error or a
	// *DeniedError.
	Err error
}
