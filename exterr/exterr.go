// Package exterr defines the error every stage reports about an extension: it
// names the extension, the phase that failed, the file and (when known) the
// line, column and property, and wraps the cause for errors.Is and errors.As.
//
// The root package re-exports these names; use them from there.
package exterr

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Phase is the stage of the pipeline an error comes from.
type Phase string

// The phases, in the order an extension goes through them.
const (
	Discover Phase = "discover" // finding files and checking their names
	Trust    Phase = "trust"    // deciding whether a project extension may load
	Bundle   Phase = "bundle"   // esbuild: TypeScript and imports
	Load     Phase = "load"     // evaluating the module in its QuickJS instance
	Validate Phase = "validate" // checking the default export against the contract
	Call     Phase = "call"     // running a tool
)

// Error is a problem with one extension.
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
	// Err is the cause.
	Err error
	// More are the further problems found in the same file, when there are
	// several (validation reports every problem of a default export, not
	// only the first, which is Property and Err). Each is in File.
	More []Problem
}

// Problem is one more problem of an Error: the property it is at and its
// cause.
type Problem struct {
	Property string
	Err      error
}

// Error is the problem, then each of More on a line of its own, each
// naming the file and property.
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

// Sentinel causes that callers may test for with errors.Is.
var (
	// ErrInvalidName: an extension or tool name breaks the naming rules.
	ErrInvalidName = errors.New("invalid name")
	// ErrShape: the default export does not meet the contract.
	ErrShape = errors.New("does not meet the extension contract")
	// ErrTimeout: a load or a call did not finish within its time limit.
	ErrTimeout = errors.New("timed out")
	// ErrCanceled: the caller cancelled a load or a call.
	ErrCanceled = errors.New("canceled")
	// ErrUntrusted: a project extension that has not been trusted.
	ErrUntrusted = errors.New("not trusted")
	// ErrDenied: the permission gate refused a call.
	ErrDenied = errors.New("denied")
	// ErrInvalidInput: a call's input does not match the tool's inputSchema.
	ErrInvalidInput = errors.New("invalid input")
	// ErrCrashed: the extension's instance had to be stopped (stack
	// overflow, trap); it is restarted on the next call.
	ErrCrashed = errors.New("crashed")
	// ErrOutOfMemory: the extension reached its memory limit.
	ErrOutOfMemory = errors.New("out of memory")
	// ErrInternal: a bug in the host itself (a panic it recovered from);
	// the call failed, the host goes on.
	ErrInternal = errors.New("internal error in earshot's extension host")
)

// Internal returns the error for a recovered panic r during phase.
func Internal(ext string, phase Phase, file string, r any) *Error {
	return &Error{Extension: ext, Phase: phase, File: file, Err: fmt.Errorf("%w (please report it): %v", ErrInternal, r)}
}

// Shape returns a validation error for the value at property.
func Shape(ext, file, property, format string, args ...any) *Error {
	return &Error{Extension: ext, Phase: Validate, File: file, Property: property,
		Err: Sentinelf(ErrShape, format, args...)}
}

// Sentinel returns an error whose message is msg and that errors.Is
// matches with sentinel (and each of also): a cause with its own words.
// It is the one type for such causes (a name that breaks the rules, a
// contract broken, a call cancelled...); errors that carry more (a limit,
// how long a call waited) have types of their own.
func Sentinel(sentinel error, msg string, also ...error) error {
	return &sentinelErr{msg: msg, is: append([]error{sentinel}, also...)}
}

// Sentinelf is Sentinel with a format.
func Sentinelf(sentinel error, format string, args ...any) error {
	return &sentinelErr{msg: fmt.Sprintf(format, args...), is: []error{sentinel}}
}

// Wrap is Sentinel for an error that also wraps cause (errors.Unwrap).
func Wrap(sentinel error, msg string, cause error) error {
	return &sentinelErr{msg: msg, is: []error{sentinel}, cause: cause}
}

type sentinelErr struct {
	msg   string
	is    []error
	cause error
}

func (e *sentinelErr) Error() string { return e.msg }
func (e *sentinelErr) Unwrap() error { return e.cause }
func (e *sentinelErr) Is(target error) bool {
	for _, s := range e.is {
		if target == s {
			return true
		}
	}
	return false
}

// Limit names one of the limits a call runs under, when it is what ended
// the call: a program can tell a call that ran out of time from one whose
// extension failed, and say which setting to change.
type Limit string

// The limits that can end a call.
const (
	// LimitCallTimeout: the call took longer than Limits.CallTimeout
	// (--call-timeout), counted from when it was made, so that waiting for
	// its extension to finish other calls counts too.
	LimitCallTimeout Limit = "call-timeout"
	// LimitLoadTimeout: (re)starting the extension for the call took
	// longer than Limits.LoadTimeout (--load-timeout).
	LimitLoadTimeout Limit = "load-timeout"
	// LimitBuildTimeout: bundling the extension, or compiling it to
	// bytecode, took longer than Limits.BuildTimeout (--build-timeout).
	LimitBuildTimeout Limit = "build-timeout"
	// LimitMemory: the extension reached Limits.MemoryLimit
	// (--memory-limit).
	LimitMemory Limit = "memory-limit"
	// LimitInput: the call's input was larger than Limits.InputLimit.
	LimitInput Limit = "input-limit"
	// LimitDeadline: the caller's own context deadline passed first.
	LimitDeadline Limit = "caller-deadline"
)

// Raise says how to raise the limit, for a message that reports reaching
// it: its command-line flag and its field of Options ("raise it with
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

// LimitOf reports which limit ended the call whose error is err, or "" if
// none did (the extension failed, or the call was cancelled).
func LimitOf(err error) Limit {
	var l interface{ Limit() Limit }
	if errors.As(err, &l) {
		return l.Limit()
	}
	return ""
}
