package engine

import (
	"fmt"
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

var errNever = neverErr{}

type neverErr struct{}

func (neverErr) Error() string {
	return "execute returned a promise that can never settle: it waits for nothing that is pending (no timer, no host operation)"
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
	switch d.Kind {
	case "error":
		msg := d.Name + ": " + d.Message
		if d.Message == "" {
			msg = d.Name
		}
		if st := trimStack(d.Stack); st != "" {
			msg += "\n" + st
		}
		for _, c := range d.Causes {
			msg += "\n  [cause]: " + c
		}
		return msg
	case "string":
		return "threw a string: " + d.Message
	case "undefined", "null":
		return "threw " + d.Kind
	default:
		return fmt.Sprintf("threw %s: %s", article(d.Kind), d.Message)
	}
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
