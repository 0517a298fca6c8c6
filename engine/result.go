package engine

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/exterr"
)

// taskDesc is the prelude's description of how a task ended (see
// describeResult and describeThrow in prelude.js).
type taskDesc struct {
	T string `json:"t"`
	// return
	Type        string   `json:"type"`
	Output      *string  `json:"output"`
	Dropped     int      `json:"dropped"`
	Preview     string   `json:"preview"`
	OutputType  string   `json:"outputType"`
	IsErrorType string   `json:"isErrorType"`
	IsError     bool     `json:"isError"`
	TitleType   string   `json:"titleType"`
	Title       string   `json:"title"`
	Keys        []string `json:"keys"`
	// throw
	Kind    string `json:"kind"`
	Name    string `json:"name"`
	Message string `json:"message"`
	Stack   string `json:"stack"`
	// Causes are a thrown error's causes, each "Name: message".
	Causes []string `json:"causes"`
	// Uncaught, for an exception nobody caught that ended the task, is
	// the kind of callback it came from ("setTimeout", "promise"...);
	// Origin is Node's: "uncaughtException" or "unhandledRejection".
	Uncaught string `json:"uncaught"`
	Origin   string `json:"origin"`
	// never: what was still set when nothing could settle the task any
	// more (the prelude's), and what the host held for it.
	Pending *pendingDesc `json:"pending"`
	Holding []string     `json:"holding"`
	// exit
	Code int `json:"code"`
	// prompt
	DetailType string `json:"detailType"`
	Detail     string `json:"detail"`
}

// normalizeResult turns the description of what execute produced into a
// Result. Anything but a string or { output: string, isError?: boolean,
// title?: string } becomes an error result that says what came back.
// outputLimit caps the output in bytes.
//
// mapStack, if not nil, rewrites positions in a thrown error's stack.
func normalizeResult(ext, file, tool string, raw []byte, outputLimit int, mapStack func(string) string) Result {
	o, err := decodeOutcome(raw, kindReturn, mapStack)
	if err == nil {
		err = o.failure(callTask, func() error { return canceledErr("the call was cancelled") })
	}
	if err != nil {
		return errorResult(ext, file, tool, err)
	}
	return normalizeReturn(ext, file, tool, &o.desc, outputLimit)
}

// ExitError is the error of a call whose extension called process.exit:
// the call ends there, and the host goes on.
type ExitError struct{ Code int }

func (e ExitError) Error() string {
	return fmt.Sprintf("process.exit(%d) was called: the call ended there (an extension cannot exit the host)", e.Code)
}

// pendingDesc is what was set when nothing could settle a task any more:
// none of it keeps the task alive (unref'd timers and immediates, host
// operations that do not: the read of an idle socket).
type pendingDesc struct {
	Timers     int            `json:"timers"`
	Immediates int            `json:"immediates"`
	Ops        map[string]int `json:"ops"`
}

// neverErr is a task that can never settle: nothing pending can settle
// it. It says what was still there, so that its author can find what it
// waited for.
type neverErr struct {
	what string // "execute returned a promise that can never settle"
	d    *taskDesc
}

func (e neverErr) Error() string {
	var there []string
	count := func(n int, one, many string) {
		switch {
		case n == 1:
			there = append(there, one)
		case n > 1:
			there = append(there, fmt.Sprintf("%d %s", n, many))
		}
	}
	if p := e.d.Pending; p != nil {
		count(p.Timers, "a timer that is unref'd", "timers that are unref'd")
		count(p.Immediates, "an immediate that is unref'd", "immediates that are unref'd")
		names := make([]string, 0, len(p.Ops))
		for name := range p.Ops {
			names = append(names, name)
		}
		slices.Sort(names)
		for _, name := range names {
			one, many := opWords(name)
			count(p.Ops[name], one, many)
		}
	}
	// What the host holds, less what an unref'd operation named already
	// (an unref'd child's wait, an unref'd socket's read).
	for _, h := range e.d.Holding {
		if p := e.d.Pending; p != nil && (strings.Contains(h, "child process") && hasOp(p.Ops, "cp.") ||
			strings.Contains(h, "socket") && hasOp(p.Ops, "net.")) {
			continue
		}
		there = append(there, h)
	}
	if len(there) == 0 {
		return e.what + ": it waits for nothing that is pending — no timer, host operation, socket, child process or stream " +
			"(a promise nothing resolves: a resolve() never called, or an event that never comes)"
	}
	return e.what + ": nothing pending keeps it alive; still there: " + strings.Join(there, ", ")
}

// hasOp reports whether ops has an operation whose name starts with prefix.
func hasOp(ops map[string]int, prefix string) bool {
	for name := range ops {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// opWords names a host operation that does not keep a task alive, in
// words (one of it, and many).
func opWords(name string) (string, string) {
	switch {
	case strings.HasPrefix(name, "net."):
		return "a socket that is unref'd", "sockets that are unref'd"
	case strings.HasPrefix(name, "ws."):
		return "a WebSocket that is unref'd", "WebSockets that are unref'd"
	case strings.HasPrefix(name, "cp."):
		return "a child process that is unref'd", "child processes that are unref'd"
	}
	return fmt.Sprintf("a %s operation that is unref'd", name), fmt.Sprintf("%s operations that are unref'd", name)
}

func normalizeReturn(ext, file, tool string, d *taskDesc, outputLimit int) Result {
	const want = "expected a string or { output: string, isError?: boolean, title?: string }"
	bad := func(format string, args ...any) Result {
		return errorResult(ext, file, tool, contractErr(fmt.Sprintf(format, args...)))
	}
	switch d.Type {
	case "string":
		return Result{Output: capOutput(deref(d.Output), d.Dropped, outputLimit)}
	case "object":
	case "undefined", "null":
		return bad("execute returned %s; %s", d.Type, want)
	default:
		return bad("execute returned %s (%s); %s", article(d.Type), d.Preview, want)
	}
	switch d.OutputType {
	case "string":
	case "undefined":
		keys := "it has no properties"
		if len(d.Keys) > 0 {
			keys = "its properties are " + strings.Join(d.Keys, ", ")
		}
		return bad("execute returned an object without an \"output\" string (%s); %s", keys, want)
	default:
		return bad("execute returned { output: %s } — output is %s, expected a string", d.Preview, article(d.OutputType))
	}
	switch d.IsErrorType {
	case "undefined", "boolean":
	default:
		return bad("execute returned isError as %s, expected a boolean", article(d.IsErrorType))
	}
	switch d.TitleType {
	case "undefined", "string":
	default:
		return bad("execute returned title as %s, expected a string", article(d.TitleType))
	}
	return Result{
		Output:  capOutput(deref(d.Output), d.Dropped, outputLimit),
		IsError: d.IsError,
		Title:   d.Title,
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// capOutput cuts s to at most limit bytes (at a character boundary) and
// appends a marker saying how much was dropped. droppedUnits is what the
// prelude already cut, in UTF-16 code units (JavaScript string length).
func capOutput(s string, droppedUnits, limit int) string {
	if len(s) <= limit && droppedUnits == 0 {
		return s
	}
	cut := s
	if len(cut) > limit {
		i := limit
		for i > 0 && !utf8.RuneStart(cut[i]) {
			i--
		}
		for _, r := range cut[i:] {
			droppedUnits += utf16.RuneLen(r)
		}
		cut = cut[:i]
	}
	return cut + fmt.Sprintf("\n… [output truncated: %d more characters dropped; the limit is %d bytes]", droppedUnits, limit)
}

// thrown is a throw or rejection from the extension.
type thrown struct{ d *taskDesc }

func (t thrown) Error() string {
	d := t.d
	var msg string
	switch d.Kind {
	case "error":
		msg = d.Name + ": " + d.Message
		if d.Message == "" {
			msg = d.Name
		}
		if st := trimStack(d.Stack); st != "" {
			msg += "\n" + st
		}
		for _, c := range d.Causes {
			msg += "\n  [cause]: " + c
		}
	case "string":
		msg = "threw a string: " + d.Message
	case "undefined", "null":
		msg = "threw " + d.Kind
	default:
		msg = fmt.Sprintf("threw %s: %s", article(d.Kind), d.Message)
	}
	return msg + d.uncaughtNote()
}

// uncaughtNote says, of an exception nobody caught that failed the call,
// where it came from and what became of the extension.
func (d *taskDesc) uncaughtNote() string {
	if d.Uncaught == "" {
		return ""
	}
	if d.Origin == "unhandledRejection" {
		return "\n(an unhandled promise rejection: nothing handled it, so the call failed, as a Node process exits; " +
			"catch it, or listen for process.on(\"unhandledRejection\"); the extension restarts for its next call)"
	}
	where := d.Uncaught
	switch where {
	case "setTimeout", "setInterval", "setImmediate", "process.nextTick", "queueMicrotask":
		where = "a " + where + " callback"
	}
	return "\n(uncaught, thrown in " + where + ": nothing caught it, so the call failed, as a Node process exits; " +
		"catch it, or listen for process.on(\"uncaughtException\"); the extension restarts for its next call)"
}

// trimStack keeps the extension's own frames of a QuickJS stack trace: it
// drops the frames of ours above them (an error the platform threw: a bad
// URL, a bad header), stops at the first frame of ours below them (the
// prelude or a task script that called the extension), drops the
// Function.prototype.call that led there, and keeps at most eight frames.
func trimStack(stack string) string {
	lines := strings.Split(strings.TrimRight(stack, "\n"), "\n")
	for len(lines) > 0 && strings.Contains(lines[0], "earshot:") {
		lines = lines[1:]
	}
	var keep []string
	for _, l := range lines {
		if strings.Contains(l, "earshot:") {
			break
		}
		if strings.TrimSpace(l) != "" {
			keep = append(keep, l)
		}
	}
	for len(keep) > 0 {
		last := strings.TrimSpace(keep[len(keep)-1])
		if last != "at call (native)" && last != "at apply (native)" {
			break
		}
		keep = keep[:len(keep)-1]
	}
	if len(keep) > 8 {
		keep = append(keep[:8], fmt.Sprintf("    ... %d more frames", len(keep)-8))
	}
	return strings.Join(keep, "\n")
}

func contractErr(msg string) error { return exterr.Sentinel(api.ErrShape, msg) }

func errorResult(ext, file, tool string, err error) Result {
	e := &api.Error{Extension: ext, Phase: api.PhaseCall, File: file, Property: tool, Err: err}
	return Result{Output: err.Error(), IsError: true, Err: e}
}
