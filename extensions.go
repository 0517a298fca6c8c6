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
	"net/http"
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

// Options configure a Host.
type Options struct {
	// ProjectDir is the project folder ("" means the working directory).
	ProjectDir string
	// ConfigDir is earshot's config folder ("" means DefaultConfigDir).
	ConfigDir string
	// CacheDir holds caches ("" means DefaultCacheDir).
	CacheDir string
	// Limits bound each extension (Open refuses impossible ones).
	Limits api.Limits
	// Watch makes the Host reload (see Reload) when a file it loaded from
	// changes: an extension, a helper or package it imports, the settings
	// files, or the extension folders' listings; changes are gathered for
	// a moment first. It watches with the operating system's file
	// notifications.
	Watch bool
	// Prepare makes Open start getting QuickJS ready — loading its
	// compiled code from the cache folder (~30 ms), or compiling it (about
	// a second) — in the background at once, for a program that will call
	// tools: its first call then does not wait for it. Without it, that
	// happens when the first extension needs evaluating, or at the first
	// call. Close waits for it.
	Prepare bool
	// Prompter answers permission prompts; nil denies every call that
	// would ask. WithPrompter overrides it for one call.
	Prompter api.Prompter
	// Log receives every console line of every extension. It runs on the
	// goroutine of the call that logged, and must not call into the Host.
	Log func(api.Log)
	// Warn receives problems that do not stop anything, such as a rule that
	// does not parse.
	Warn func(error)
	// CheckGit makes Open warn (in Problems) when the project's
	// settings.local.json is tracked by git: trust entries in it only count
	// when this user's earshot signed them, but a tracked file is about to be
	// shared. It reads the repository's index itself (no program runs: the
	// git program would apply the repository's own configuration); the CLI
	// sets it.
	CheckGit bool
	// NoCache makes Open bundle and evaluate every extension from its
	// source, instead of taking the bundles and tools of unchanged ones from
	// the cache (which it still refreshes).
	// `earshot extensions check` sets it.
	NoCache bool
	// Env is the environment extensions see (process.env, and their child
	// processes'), as "KEY=value" entries, before their capabilities narrow
	// it; nil means the host process's.
	Env []string
	// Runtime is the compiled QuickJS to run extensions in, when several
	// Hosts share one (see Runtime). Nil: the Host makes its own, with its
	// compilation cache in CacheDir, and closes it on Close.
	Runtime *Runtime
	// HTTPClient makes the requests of fetch: the embedder's network policy
	// (proxy, timeouts, transport). Nil means a client of the Host's own,
	// which reuses connections and closes them on Close. Redirects are
	// checked by the host either way; for an extension whose net
	// capability is narrowed, fetch uses a copy of this client's
	// *http.Transport whose connections the host makes, to the addresses
	// it checked (docs/security.md §9). (node:http, node:net and WebSocket
	// connect themselves, under the same net capability.)
	HTTPClient *http.Client
}
