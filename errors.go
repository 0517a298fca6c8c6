package extensions

import (
	"errors"

	"github.com/earshot/extensions/exterr"
)

// Causes to test with errors.Is.
var (
	ErrInvalidName  = exterr.ErrInvalidName
	ErrShape        = exterr.ErrShape
	ErrTimeout      = exterr.ErrTimeout
	ErrCanceled     = exterr.ErrCanceled
	ErrUntrusted    = exterr.ErrUntrusted
	ErrDenied       = exterr.ErrDenied
	ErrInvalidInput = exterr.ErrInvalidInput
	ErrCrashed      = exterr.ErrCrashed
	ErrOutOfMemory  = exterr.ErrOutOfMemory
	// ErrInternal: a bug in the host (a panic it recovered from). The call
	// failed; the host goes on.
	ErrInternal = exterr.ErrInternal

	// ErrUnknownTool: Call was given a name that no loaded extension has.
	ErrUnknownTool = errors.New("unknown tool")
	// ErrInvalidJSON: Call was given input that is not JSON.
	ErrInvalidJSON = errors.New("input is not valid JSON")
	// ErrClosed: the host was closed.
	ErrClosed = errors.New("host closed")
	// ErrNoSuchExtension: the capabilities in the user's settings.json
	// name an extension that has no file (reported in Host.Problems): a
	// misspelt name that would narrow nothing.
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
	// LimitCallTimeout: Limits.CallTimeout, counted from when the call
	// was made — waiting for the extension to finish earlier calls, and
	// restarting it, count.
	LimitCallTimeout Limit = "call-timeout"
	// LimitLoadTimeout: Limits.LoadTimeout, when the call had to
	// (re)start the extension.
	LimitLoadTimeout Limit = "load-timeout"
	// LimitBuildTimeout: Limits.BuildTimeout, when the call had to
	// (re)start the extension and build it again.
	LimitBuildTimeout Limit = "build-timeout"
	// LimitMemory: Limits.MemoryLimit.
	LimitMemory Limit = "memory-limit"
	// LimitInput: Limits.InputLimit.
	LimitInput Limit = "input-limit"
	// LimitDeadline: the deadline of the context given to Call.
	LimitDeadline Limit = "caller-deadline"
)

// LimitOf reports which limit ended the call whose Result.Err is err, or
// "" when none did.
func LimitOf(err error) Limit { return Limit(exterr.LimitOf(err)) }
