package extensions

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/exterr"
	"github.com/earshot/extensions/gate"
	"github.com/earshot/extensions/platform"
)

// The types an embedder touches, defined here with their fields and
// constants (the stage packages have their own, converted at this door).

// Scope says where an extension comes from: the project or the user.
type Scope string

// Scopes.
const (
	// ScopeProject: <project>/.earshot/extensions; loads only once trusted,
	// so that a cloned repository cannot run code by being opened.
	ScopeProject Scope = "project"
	// ScopeUser: <config-dir>/extensions, the user's own files; they
	// always load.
	ScopeUser Scope = "user"
)

// Limits bound what one extension may use. A zero field means its default.
type Limits struct {
	// LoadTimeout bounds evaluating an extension's module — running its
	// top-level code — at start-up or when a call restarts it (default 5s).
	LoadTimeout time.Duration
	// BuildTimeout bounds building an extension: bundling it and compiling
	// it to bytecode, once per change of its files (the cache keeps both),
	// each (default 60s). It is earshot's work, in proportion to the
	// extension's size (TypeScript's compiler, 9 MB, takes seconds).
	BuildTimeout time.Duration
	// CallTimeout bounds one call, counted from when it is made (waiting
	// for the extension's earlier calls counts), and one permission()
	// (default 60s).
	CallTimeout time.Duration
	// MemoryLimit caps an instance's memory in bytes, and what compiling
	// its module may use (default 256 MiB; at least 4 MiB).
	MemoryLimit uint64
	// OutputLimit caps a result's output in bytes (default 1 MiB); longer
	// output is cut and a marker says how much was dropped.
	OutputLimit int
	// InputLimit caps a call's input in bytes of JSON (default 4 MiB);
	// larger input is refused as invalid before anything parses it.
	InputLimit int
	// StackSize is the QuickJS stack in bytes, taken from MemoryLimit
	// (default 4 MiB, or an eighth of MemoryLimit when that is less):
	// recursion deeper than it allows is a RangeError the extension can
	// catch — about 12,000 simple frames by default. It must be less than
	// half of MemoryLimit.
	StackSize uint32
	// FetchLimit caps a response body fetch reads, in bytes (default 16 MiB).
	FetchLimit int64
}

// Default limits.
const (
	DefaultLoadTimeout  = 5 * time.Second
	DefaultBuildTimeout = 60 * time.Second
	DefaultCallTimeout  = 60 * time.Second
	DefaultMemoryLimit  = 256 << 20
	DefaultOutputLimit  = 1 << 20
	DefaultInputLimit   = 4 << 20
	DefaultStackSize    = 4 << 20
	DefaultFetchLimit   = 16 << 20
	// MinMemoryLimit is the least memory an extension can run in.
	MinMemoryLimit = 4 << 20
)

func (l Limits) engine() engine.Limits {
	return engine.Limits{LoadTimeout: l.LoadTimeout, BuildTimeout: l.BuildTimeout, CallTimeout: l.CallTimeout, MemoryLimit: l.MemoryLimit,
		OutputLimit: l.OutputLimit, StackSize: l.StackSize, FetchLimit: l.FetchLimit, InputLimit: l.InputLimit}
}

// WithDefaults returns l with every zero field set to its default.
func (l Limits) WithDefaults() Limits {
	e := l.engine().WithDefaults()
	return Limits{LoadTimeout: e.LoadTimeout, BuildTimeout: e.BuildTimeout, CallTimeout: e.CallTimeout, MemoryLimit: e.MemoryLimit,
		OutputLimit: e.OutputLimit, StackSize: e.StackSize, FetchLimit: e.FetchLimit, InputLimit: e.InputLimit}
}

// OptionError is an Options field Open cannot work with.
type OptionError struct {
	// Option is the field, as Go names it ("Limits.MemoryLimit").
	Option string
	Err    error
}

func (e *OptionError) Error() string { return "Options." + e.Option + ": " + e.Err.Error() }
func (e *OptionError) Unwrap() error { return e.Err }

// check validates the options Open cannot work with, and returns the limits
// with their defaults filled in.
func (o Options) check() (Limits, error) {
	l := o.Limits
	bad := func(field, format string, args ...any) (Limits, error) {
		return Limits{}, &OptionError{Option: "Limits." + field, Err: fmt.Errorf(format, args...)}
	}
	switch {
	case l.LoadTimeout < 0:
		return bad("LoadTimeout", "%v is negative", l.LoadTimeout)
	case l.BuildTimeout < 0:
		return bad("BuildTimeout", "%v is negative", l.BuildTimeout)
	case l.CallTimeout < 0:
		return bad("CallTimeout", "%v is negative", l.CallTimeout)
	case l.OutputLimit < 0:
		return bad("OutputLimit", "%d is negative", l.OutputLimit)
	case l.InputLimit < 0:
		return bad("InputLimit", "%d is negative", l.InputLimit)
	case l.FetchLimit < 0:
		return bad("FetchLimit", "%d is negative", l.FetchLimit)
	case l.MemoryLimit != 0 && l.MemoryLimit < MinMemoryLimit:
		return bad("MemoryLimit", "%s is less than the least an extension can run in, %s", size(l.MemoryLimit), size(MinMemoryLimit))
	}
	w := l.WithDefaults()
	if uint64(w.StackSize) >= w.MemoryLimit/2 {
		return bad("StackSize", "%s must be less than half the memory limit (%s)", size(uint64(w.StackSize)), size(w.MemoryLimit))
	}
	return w, nil
}

func size(n uint64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// Level is a console level.
type Level string

// Console levels.
const (
	LevelLog   Level = "log"
	LevelInfo  Level = "info"
	LevelWarn  Level = "warn"
	LevelError Level = "error"
	LevelDebug Level = "debug"
)

// Log is a line (or block) an extension wrote with console.*, or to
// process.stdout or process.stderr.
type Log struct {
	Extension string
	Level     Level
	Text      string
	Time      time.Time
}

func publicLog(l engine.Log) Log {
	return Log{Extension: l.Extension, Level: Level(l.Level), Text: l.Text, Time: l.Time}
}

// Answer is a person's answer to a permission prompt.
type Answer int

// Answers.
const (
	// Decline refuses the call.
	Decline Answer = 0
	// AllowOnce lets this call run.
	AllowOnce Answer = 1
	// AllowAlways lets this call run, and saves an allow rule for the tool
	// in the project's settings.local.json.
	AllowAlways Answer = 2
)

// PromptRequest is what a permission prompt shows.
type PromptRequest struct {
	// Rule is the permission check, always Extension(<extension>__<tool>).
	Rule string
	// Tool is the qualified tool name (the rule's target).
	Tool      string
	Extension string
	// Title and Detail are the extension's text when it supplied some
	// (sanitized: no terminal control characters, length-capped), else the
	// defaults: the tool's name and its input as indented JSON.
	Title, Detail string
	// FromExtension reports whether Title and Detail came from the
	// extension's permission(input).
	FromExtension bool
	// PromptError is set when the extension's permission(input) failed; the
	// defaults are shown instead and the prompt should say so.
	PromptError error
	// RuleFile is where a person can add an allow rule for the tool by
	// hand: the project's settings.local.json, or for a user extension the
	// user's settings.json.
	RuleFile string
}

// Prompter asks a person whether a call may run. It is supplied by the
// program that embeds the host (earshot's UI, the CLI's terminal prompt).
// Prompt must return when ctx is done: the Host cancels it when the call
// ends or the Host closes, and does not wait for a Prompter that goes on.
type Prompter interface {
	Prompt(ctx context.Context, req PromptRequest) (Answer, error)
}

// PrompterFunc adapts a function to Prompter.
type PrompterFunc func(ctx context.Context, req PromptRequest) (Answer, error)

// Prompt calls f.
func (f PrompterFunc) Prompt(ctx context.Context, req PromptRequest) (Answer, error) {
	return f(ctx, req)
}

// Unavailable is implemented by a Prompter that can tell beforehand that
// nobody can be asked now (no terminal, a client without elicitation): the
// call is then refused with its error, without running the extension's
// permission().
type Unavailable interface {
	Unavailable(ctx context.Context) error
}

// promptAdapter is a Prompter as the gate asks it.
type promptAdapter struct{ p Prompter }

func newPromptAdapter(p Prompter) gate.Prompter {
	if p == nil {
		return nil
	}
	return promptAdapter{p}
}

func (a promptAdapter) Prompt(ctx context.Context, r gate.Request) (gate.Answer, error) {
	ans, err := a.p.Prompt(ctx, PromptRequest{Rule: r.Rule, Tool: r.Tool, Extension: r.Extension, Title: r.Title,
		Detail: r.Detail, FromExtension: r.FromExtension, PromptError: r.PromptError, RuleFile: r.RuleFile})
	return gate.Answer(ans), err
}

func (a promptAdapter) Unavailable(ctx context.Context) error {
	if u, ok := a.p.(Unavailable); ok {
		return u.Unavailable(ctx)
	}
	return nil
}

// WithPrompter returns a context under which Host.Call asks p instead of
// Options.Prompter: for a program that serves several people or clients
// from one Host, each asked through their own channel.
func WithPrompter(ctx context.Context, p Prompter) context.Context {
	return gate.WithPrompter(ctx, newPromptAdapter(p))
}

// Phase is the stage of the pipeline an Error comes from.
type Phase string

// The phases, in pipeline order.
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
// More on a line of its own.
func (e *Error) Error() string {
	x := &exterr.Error{Extension: e.Extension, Phase: exterr.Phase(e.Phase), File: e.File, Line: e.Line,
		Column: e.Column, Property: e.Property, Err: e.Err}
	for _, p := range e.More {
		x.More = append(x.More, exterr.Problem(p))
	}
	return x.Error()
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

// publicErr gives an error from a stage package the types of this package
// (the cause chain is kept as it is).
func publicErr(err error) error {
	var e *exterr.Error
	var d *gate.DeniedError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &d) && d == err:
		return &DeniedError{Rule: d.Rule, Reason: d.Reason, Err: d.Err}
	case errors.As(err, &e) && e == err:
		x := &Error{Extension: e.Extension, Phase: Phase(e.Phase), File: e.File, Line: e.Line, Column: e.Column,
			Property: e.Property, Err: e.Err}
		for _, p := range e.More {
			x.More = append(x.More, Problem(p))
		}
		return x
	}
	return err
}

// Progress is what an extension reports with context.progress({ message,
// progress, total }) while a call runs.
type Progress struct {
	// Tool is the qualified name of the tool whose call reported it.
	Tool string
	// Message says what the call is doing ("" if it did not say).
	Message string
	// Progress and Total are how far it is and how far it goes; 0 when it
	// did not say (Total 0: unknown). Neither is negative.
	Progress, Total float64
}

// WithProgress returns a context under which Host.Call delivers the
// call's progress reports to f, on the goroutine running the extension (f
// must not block for long, nor call into the Host). Reports come at most
// every 50 ms (the latest of those held back comes when the window ends or
// the call does; the final one, progress reaching total, at once); the
// message is sanitized as prompt text is, to one line.
func WithProgress(ctx context.Context, f func(Progress)) context.Context {
	return context.WithValue(ctx, progressKey{}, f)
}

type progressKey struct{}

// progressFor makes ctx carry the call's progress receiver, if it has one,
// to the platform.
func progressFor(ctx context.Context, tool string) context.Context {
	f, ok := ctx.Value(progressKey{}).(func(Progress))
	if !ok || f == nil {
		return ctx
	}
	return platform.WithProgress(ctx, func(p platform.Progress) {
		// The message is text for people, from the extension: shown as
		// prompt text is (no escapes, controls or bidi overrides; one line).
		f(Progress{Tool: tool, Message: gate.SanitizeLine(p.Message, gate.MaxPromptTitle), Progress: p.Progress, Total: p.Total})
	})
}
