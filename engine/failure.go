package engine

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/exterr"
	"github.com/earshot/extensions/wasm"
)

// describeFailure explains why a task ended abnormally.
func (x *Extension) describeFailure(err error, what string) error {
	var tc timeout
	switch {
	case errors.As(err, &tc):
		return tc
	case errors.Is(err, context.DeadlineExceeded):
		return timeout{kind: api.LimitDeadline, what: what}
	case errors.Is(err, context.Canceled):
		return canceledErr(what + " was canceled")
	case errors.Is(err, wasm.ErrStackOverflow):
		return crashErr(fmt.Sprintf("%v (runaway recursion?); the extension was restarted, losing its module state", err))
	case errors.Is(err, wasm.ErrTrap):
		return crashErr(fmt.Sprintf("%v; the extension was restarted, losing its module state", err))
	}
	var je jsError
	if errors.As(err, &je) {
		return jsError{errors.New(x.mapper.Map(je.Error()))}
	}
	// An exception that ended the task outside it (thrown in a callback
	// the platform ran: an fs callback, a timer's) has bundle positions
	// too: every frame an author sees is of their files.
	if text := err.Error(); strings.Contains(text, ":") {
		if mapped := x.mapper.Map(text); mapped != text {
			return mappedErr{err, mapped}
		}
	}
	return err
}

// mappedErr is err with the bundle positions in its text mapped to the
// extension's files.
type mappedErr struct {
	err  error
	text string
}

func (e mappedErr) Error() string { return e.text }
func (e mappedErr) Unwrap() error { return e.err }

// timeout is a time limit that ran out: the one error every timeout is
// (errors.Is finds ErrTimeout and context.DeadlineExceeded; Limit names
// the limit). It is the cause of a context that ran out of its limit —
// what ran, under which limit, how long — or, for a call that waited for
// its extension (busy with the calls before it, or starting), how much of
// its time went to waiting, and for what; or the caller's own deadline.
type timeout struct {
	kind  api.Limit
	limit time.Duration
	what  string // what ran: "loading", "the call"...
	// For a call that waited for its extension.
	waited   time.Duration
	ahead    int    // calls before it when it was made
	queued   bool   // it never started
	starting string // what starting the instance was doing when the time ran out ("": it was not starting)
	// running is where the module's evaluation was when the load time
	// ran out ("busy (spin.ts:4:12)"), when the instance could say.
	running string
}

func (t timeout) Limit() api.Limit { return t.kind }

func (t timeout) Is(target error) bool {
	return target == api.ErrTimeout || target == context.DeadlineExceeded
}

func (t timeout) Error() string {
	switch {
	case t.kind == api.LimitDeadline:
		return t.what + " timed out: the caller's deadline passed"
	case t.kind == api.LimitCallTimeout && (t.queued || t.starting != "" || t.ahead > 0):
		return t.waitedFor()
	}
	if t.kind == api.LimitLoadTimeout && t.running != "" {
		// A module whose evaluation never ends is more often a loop than
		// slow work: where it was says which.
		return fmt.Sprintf("%s timed out after %v: its module was still running, at %s (a loop at its top level that never ends? If it needs more time, the load time limit: %s)",
			t.what, t.limit, t.running, t.kind.Raise())
	}
	name := map[api.Limit]string{api.LimitLoadTimeout: "the load time limit",
		api.LimitBuildTimeout: "the build time limit", api.LimitCallTimeout: "the call time limit"}[t.kind]
	return fmt.Sprintf("%s timed out after %v (%s: %s)", t.what, t.limit, name, t.kind.Raise())
}

// waitedFor is the message of a call that ran out of time after waiting
// for its extension.
func (t timeout) waitedFor() string {
	busy := "busy"
	switch {
	case t.ahead == 1:
		busy = "busy with another call"
	case t.ahead > 1:
		busy = fmt.Sprintf("busy with %d calls made before it", t.ahead)
	}
	if t.starting != "" {
		after := ""
		switch {
		case t.ahead == 1:
			after = ", after the call made before it"
		case t.ahead > 1:
			after = fmt.Sprintf(", after the %d calls made before it", t.ahead)
		}
		return fmt.Sprintf("the call timed out after %v (the call time limit: %s) while the extension was starting%s: %s; "+
			"the time limit counts from when the call is made, starting included", t.limit, api.LimitCallTimeout.Raise(), after, t.starting)
	}
	if t.queued {
		if t.ahead == 0 {
			return fmt.Sprintf("the call timed out after %v (the call time limit: %s) before it could start, waiting for the extension; "+
				"the time limit counts from when the call is made, waiting included", t.limit, api.LimitCallTimeout.Raise())
		}
		return fmt.Sprintf("the call timed out after %v (the call time limit: %s) before it could start: the extension was %s the whole time; "+
			"the time limit counts from when the call is made, waiting included", t.limit, api.LimitCallTimeout.Raise(), busy)
	}
	return fmt.Sprintf("the call timed out after %v (the call time limit: %s), %v of it spent waiting for the extension, which was %s",
		t.limit, api.LimitCallTimeout.Raise(), t.waited.Round(time.Millisecond), busy)
}

// startFailure is an instance that failed to start, and what starting it
// was doing then.
type startFailure struct {
	doing string
	err   error
}

func (e startFailure) Error() string { return "restarting the extension: " + e.err.Error() }
func (e startFailure) Unwrap() error { return e.err }

func canceledErr(msg string) error { return exterr.Sentinel(api.ErrCanceled, msg, context.Canceled) }

func crashErr(msg string) error { return exterr.Sentinel(api.ErrCrashed, msg) }

// outOfMemory is an instance that reached the memory limit: in a call,
// err is what QuickJS threw; while loading, what says what ran out of
// memory, and err (if any) is what the module threw.
type outOfMemory struct {
	err   error
	limit uint64
	what  string
}

func (e outOfMemory) Error() string {
	note := fmt.Sprintf("the memory limit is %s: %s", mib(e.limit), api.LimitMemory.Raise())
	switch {
	case e.what == "":
		return fmt.Sprintf("%v (%s; the extension is restarted for its next call, losing its module state)", e.err, note)
	case e.err == nil:
		return fmt.Sprintf("%s ran out of memory (%s)", e.what, note)
	}
	return fmt.Sprintf("%s (%s): %v", e.what, note, e.err)
}

// mib writes n bytes in MiB ("256 MiB", "4.5 MiB").
func mib(n uint64) string {
	return strconv.FormatFloat(float64(n)/(1<<20), 'f', -1, 64) + " MiB"
}

func (e outOfMemory) Unwrap() error        { return e.err }
func (e outOfMemory) Is(target error) bool { return target == api.ErrOutOfMemory }
func (e outOfMemory) Limit() api.Limit     { return api.LimitMemory }

func isOutOfMemory(err error) bool {
	var t thrown
	if !errors.As(err, &t) || t.d.Kind != "error" {
		return false
	}
	// QuickJS's own, or one a host function met (qjs rethrows it as an
	// Error with the message).
	return t.d.Name == "InternalError" && strings.HasPrefix(t.d.Message, "out of memory") ||
		strings.HasPrefix(t.d.Message, "InternalError: out of memory")
}

// jsError is an exception from QuickJS outside a task (a syntax error).
type jsError struct{ err error }

func (e jsError) Error() string { return e.err.Error() }
func (e jsError) Unwrap() error { return e.err }
