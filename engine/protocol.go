package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// The protocol of tasks: what the prelude (platform/js/prelude/tasks.js)
// answers Go when a task ends — loading the module, permission(), execute —
// decoded here, in one place, into an outcome.

// outcomeKind is how a task ended: the "t" of its description.
type outcomeKind string

// Outcome kinds. The first three are a task's value, one per task; the
// others are the ways any task can end without one.
const (
	kindModule    outcomeKind = "module"    // loading: the module's exports
	kindPrompt    outcomeKind = "prompt"    // permission(): its title and detail
	kindReturn    outcomeKind = "return"    // execute: what it returned
	kindThrow     outcomeKind = "throw"     // it threw, or its promise rejected
	kindNever     outcomeKind = "never"     // its promise can never settle
	kindExit      outcomeKind = "exit"      // it called process.exit
	kindCancelled outcomeKind = "cancelled" // the host stopped it (timeout, cancellation)
	kindInternal  outcomeKind = "internal"  // the prelude failed (a bug)
)

// outcome is a decoded task description.
type outcome struct {
	kind outcomeKind
	// desc is the description (a value, a throw, an exit code); module
	// holds it for kindModule.
	desc   taskDesc
	module *moduleDesc
}

// cancelledOutcome is how run says a task was cancelled and settled in
// its grace; unsettledOutcome one that did not (its instance must go). A
// short answer is checked against them before anything is parsed.
var (
	cancelledOutcome = []byte(`{"t":"cancelled"}`)
	unsettledOutcome = []byte(`{"t":"cancelled","unsettled":true}`)
)

// uncaughtPrefix starts the description of a task that an exception
// nobody caught ended (a throw in a callback, an unhandled rejection):
// the prelude writes that key first.
const uncaughtPrefix = `{"uncaught":`

// neverPrefix starts the description of a task that can never settle.
const neverPrefix = `{"t":"never"`

// stringReturn marks the commonest outcome, execute returning a string
// within the output limit: the string follows it as it is, not as JSON.
const stringReturn = 0x01

// decodeOutcome decodes a task's description, which must be value (the
// task's own kind) or one of the ways any task ends without a value.
// mapStack, if not nil, rewrites the positions of a thrown error's stack.
func decodeOutcome(raw []byte, value outcomeKind, mapStack func(string) string) (outcome, error) {
	if bytes.Equal(raw, cancelledOutcome) || bytes.Equal(raw, unsettledOutcome) {
		return outcome{kind: kindCancelled}, nil
	}
	if len(raw) > 0 && raw[0] == stringReturn {
		if value != kindReturn {
			return outcome{}, fmt.Errorf("internal error: a %s task returned a string", value)
		}
		out := string(raw[1:])
		return outcome{kind: kindReturn, desc: taskDesc{T: string(kindReturn), Type: "string", Output: &out}}, nil
	}
	var o outcome
	if err := json.Unmarshal(raw, &o.desc); err != nil {
		return o, fmt.Errorf("internal error: unreadable %s description: %v", value, err)
	}
	o.kind = outcomeKind(o.desc.T)
	switch o.kind {
	case value:
		if value == kindModule {
			o.module = &moduleDesc{}
			if err := json.Unmarshal(raw, o.module); err != nil {
				return o, fmt.Errorf("internal error: unreadable module description: %v", err)
			}
		}
	case kindThrow, kindNever, kindExit, kindCancelled, kindInternal:
	default:
		return o, fmt.Errorf("internal error: a %s task ended with %q", value, o.kind)
	}
	if mapStack != nil && o.desc.Stack != "" {
		o.desc.Stack = mapStack(o.desc.Stack)
	}
	return o, nil
}

// wording says a task's failures in the words of where it ran.
type wording struct {
	threw  string // a format for the thrown error (%w)
	never  string // what can never settle
	exited string // a format for the ExitError (%w)
}

var (
	loading = wording{
		threw:  "the module threw while loading: %w",
		never:  "the module's top-level await can never finish",
		exited: "the module exited while loading: %w",
	}
	permissionTask = wording{
		threw:  "permission() threw: %w",
		never:  "permission() returned a promise that can never settle",
		exited: "%w",
	}
	callTask = wording{threw: "%w", never: "execute returned a promise that can never settle", exited: "%w"}
)

// failure is the error of a task that ended without its value (nil when
// it has one). cancelled is the cause of a cancelled task.
func (o *outcome) failure(w wording, cancelled func() error) error {
	wrap := func(format string, err error) error {
		if format == "%w" {
			return err
		}
		return fmt.Errorf(format, err)
	}
	switch o.kind {
	case kindThrow:
		return wrap(w.threw, thrown{&o.desc})
	case kindNever:
		return neverErr{w.never, &o.desc}
	case kindExit:
		return wrap(w.exited, ExitError{Code: o.desc.Code})
	case kindCancelled:
		return cancelled()
	case kindInternal:
		return fmt.Errorf("internal error: %s", o.desc.Message)
	}
	return nil
}
