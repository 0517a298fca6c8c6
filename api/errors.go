package api

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Phase is the stage of the pipeline an Error comes from.
type Phase string

// The phases, in the order an extension goes through them.
const (
	PhaseDiscover Phase = "discover" // finding files and checking their names
	PhaseTrust    Phase = "trust"    // deciding whether a project extension may load
	PhaseBundle   Phase = "bundle"   // esbuild: TypeScript and imports
	PhaseLoad     Phase = "load"     // evaluating the module in its QuickJS instance
	PhaseValidate Phase = "validate" // checking the default export against the contract
	PhaseCall     Phase = "call"     // running a tool
)

// Error is a problem with one extension: it names the extension, the phase
// that failed, the file and (when known) line, column and property, and
// wraps the cause. Every extension failure the Host reports is an *Error
// (or, for a refused call, a *DeniedError).
type Error struct {
	// Extension is the extension's name (its file name without extension).
	Extension string
	// Phase is the stage that failed.
	Phase Phase
	// File is the file the problem is in, as shown to people: relative to
	// the extensions folder for files inside it, otherwise absolute.
	File string
	// Line and Column are 1-based positions in File, or 0 when unknown.
	Line, Column int
	// Property is the path to the offending value in the default export,
	// e.g. "tools[1].execute", when the problem is one of shape.
	Property string
	// Err is the cause: errors.Is finds the sentinels (ErrTimeout, ...)
	// through it.
	Err error
	// More are the further problems of a default export that breaks the
	// contract in several places (Property and Err are the first): every
	// one is reported, each in File.
	More []Problem
}

// Problem is one more problem of an Error: the property it is at
// ("tools[0].readonly") and its cause.
type Problem struct {
	Property string
	Err      error
}

// Error is the problem (file:line:column: property: cause), then each of
// More on a line of its own, each naming the file and property.
func (e *Error) Error() string {
	s := e.first()
	for _, p := range e.More {
		s += "\n" + (&Error{Extension: e.Extension, File: e.File, Property: p.Property, Err: p.Err}).first()
	}
	return s
}

func (e *Error) first() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(Printable(e.File))
		if e.Line > 0 {
			fmt.Fprintf(&b, ":%d", e.Line)
			if e.Column > 0 {
				fmt.Fprintf(&b, ":%d", e.Column)
			}
		}
		b.WriteString(": ")
	} else if e.Extension != "" {
		b.WriteString(Printable(e.Extension))
		b.WriteString(": ")
	}
	if e.Property != "" {
		b.WriteString(e.Property)
		b.WriteString(": ")
	}
	if e.Err != nil {
		b.WriteString(e.Err.Error())
	} else {
		b.WriteString(string(e.Phase) + " failed")
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

// DeniedError is a call the permission gate refused; it matches ErrDenied.
type DeniedError struct {
	// Rule is the check that refused it: Extension(<extension>__<tool>).
	Rule string
	// Reason says why: a deny rule, the person declining, nobody to ask.
	Reason string
	// Err is what the Prompter returned, when it failed (nil otherwise).
	Err error
}

func (e *DeniedError) Error() string        { return e.Rule + " denied: " + e.Reason }
func (e *DeniedError) Is(target error) bool { return target == ErrDenied }
func (e *DeniedError) Unwrap() error        { return e.Err }

// Causes to test with errors.Is.
var (
	// ErrInvalidName: an extension or tool name breaks the naming rules.
	ErrInvalidName = errors.New("invalid name")
	// ErrShape: the default export does not meet the contract.
	ErrShape = errors.New("does not meet the extension contract")
	// ErrTimeout: a build, a load or a call did not finish within its
	// time limit (LimitOf says which).
	ErrTimeout = errors.New("timed out")
	// ErrCanceled: the caller cancelled a load or a call.
	ErrCanceled = errors.New("canceled")
	// ErrDenied: the permission gate refused a call (a *DeniedError).
	ErrDenied = errors.New("denied")
	// ErrInvalidInput: a call's input does not match the tool's inputSchema.
	ErrInvalidInput = errors.New("invalid input")
	// ErrCrashed: the extension's instance had to be stopped (stack
	// overflow, trap); it is restarted on the next call.
	ErrCrashed = errors.New("crashed")
	// ErrOutOfMemory: the extension reached its memory limit.
	ErrOutOfMemory = errors.New("out of memory")
	// ErrInternal: a bug in the host itself (a panic it recovered from).
	// The call failed; the host goes on.
	ErrInternal = errors.New("internal error in earshot's extension host")

	// ErrUnknownTool: Call was given a name that no loaded extension has.
	ErrUnknownTool = errors.New("unknown tool")
	// ErrInvalidJSON: Call was given input that is not JSON.
	ErrInvalidJSON = errors.New("input is not valid JSON")
	// ErrClosed: the host was closed.
	ErrClosed = errors.New("host closed")
	// ErrNoSuchExtension: the capabilities in the user's settings.json
	// name an extension that has no file here (reported in Host.Problems
	// as an *UnmatchedCapabilities): a misspelt name that would narrow
	// nothing, or settings for another project's extension.
	ErrNoSuchExtension = errors.New("no extension has this name")
	// ErrSettingsTracked: the project's .earshot/settings.local.json is
	// tracked by git (reported in Host.Problems with Options.CheckGit).
	ErrSettingsTracked = errors.New(".earshot/settings.local.json is tracked by git: it holds your trust decisions " +
		"and allow rules, and is meant to stay on this machine (git rm --cached .earshot/settings.local.json, " +
		"and add it to .gitignore)")
)

// Limit names the limit that ended a call (see LimitOf): a program can
// tell a call that ran out of time or memory from one whose extension
// failed, and which setting would let it finish.
type Limit string

// The limits that can end a call.
const (
	// LimitCallTimeout: Limits.CallTimeout (--call-timeout), counted from
	// when the call was made — waiting for the extension to finish earlier
	// calls, and restarting it, count.
	LimitCallTimeout Limit = "call-timeout"
	// LimitLoadTimeout: Limits.LoadTimeout (--load-timeout), when the call
	// had to (re)start the extension.
	LimitLoadTimeout Limit = "load-timeout"
	// LimitBuildTimeout: Limits.BuildTimeout (--build-timeout), when the
	// call had to (re)start the extension and build it again.
	LimitBuildTimeout Limit = "build-timeout"
	// LimitMemory: Limits.MemoryLimit (--memory-limit).
	LimitMemory Limit = "memory-limit"
	// LimitInput: Limits.InputLimit.
	LimitInput Limit = "input-limit"
	// LimitDeadline: the deadline of the context given to the call.
	LimitDeadline Limit = "caller-deadline"
)

// Raise says how to raise the limit, for a message that reports reaching
// it: its command-line flag and its field of Limits ("raise it with
// --load-timeout, or Limits.LoadTimeout"); "" for LimitDeadline.
func (l Limit) Raise() string {
	field := map[Limit]string{LimitCallTimeout: "CallTimeout", LimitLoadTimeout: "LoadTimeout",
		LimitBuildTimeout: "BuildTimeout", LimitMemory: "MemoryLimit", LimitInput: "InputLimit"}[l]
	switch {
	case field == "":
		return ""
	case l == LimitInput: // not a flag
		return "raise it with Limits." + field
	}
	return "raise it with --" + string(l) + ", or Limits." + field
}

// LimitOf reports which limit ended the call whose error is err, or ""
// when none did (the extension failed, or the call was cancelled).
func LimitOf(err error) Limit {
	var l interface{ Limit() Limit }
	if errors.As(err, &l) {
		return l.Limit()
	}
	return ""
}

// Printable shows a name that came from the file system (a repository
// chooses its file names) as one line of visible text: control and format
// characters, and bytes that are not UTF-8, are written as Go escapes
// (\x1b, \n, \u202e). Names are printed in messages that end up on
// terminals.
func Printable(s string) string {
	for _, r := range s {
		if !strconv.IsPrint(r) || r == utf8.RuneError {
			q := strconv.Quote(s)
			return q[1 : len(q)-1]
		}
	}
	return s
}

// UnmatchedCapabilities is a Host problem: the capabilities that
// Settings (the user's settings.json) gives to Name narrow nothing,
// because no extension here — in the project or the user's folder — has
// that name. The user's settings cover every project, so that is what
// settings for another project's extension look like, and only a note;
// when Name is a likely misspelling of an extension that is here
// (DidYouMean), it is a mistake. It is ErrNoSuchExtension for errors.Is.
type UnmatchedCapabilities struct {
	Settings, Name string
	// DidYouMean is the extension here whose name Name likely misspells,
	// or "".
	DidYouMean string
}

func (e *UnmatchedCapabilities) Error() string {
	if e.DidYouMean != "" {
		return fmt.Sprintf("%s: extensions.capabilities.%s: %v (did you mean %s?), so these capabilities narrow nothing",
			e.Settings, e.Name, ErrNoSuchExtension, e.DidYouMean)
	}
	return fmt.Sprintf("%s: extensions.capabilities.%s: no extension here has this name (in this project or yours), so these capabilities narrow nothing here",
		e.Settings, e.Name)
}

// Is reports whether target is ErrNoSuchExtension.
func (e *UnmatchedCapabilities) Is(target error) bool { return target == ErrNoSuchExtension }

// Misspelt reports whether err is an *UnmatchedCapabilities whose name
// likely misspells an extension's: a problem, where another unmatched name
// is a note.
func Misspelt(err error) bool {
	var u *UnmatchedCapabilities
	return errors.As(err, &u) && u.DidYouMean != ""
}
