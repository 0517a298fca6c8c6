package engine

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
)

func TestNormalizeResult(t *testing.T) {
	const want = "expected a string or { output: string, isError?: boolean, title?: string }"
	tests := []struct {
		desc    string
		output  string
		isError bool
		title   string
		shape   bool // an ErrShape contract error
	}{
		{`{"t":"return","type":"string","output":"hi"}`, "hi", false, "", false},
		{"\x01hi \"there\"\x00", "hi \"there\"\x00", false, "", false},
		{"\x01", "", false, "", false},
		{`{"t":"return","type":"object","outputType":"string","output":"o","isErrorType":"boolean","isError":true,"titleType":"string","title":"T"}`, "o", true, "T", false},
		{`{"t":"return","type":"object","outputType":"string","output":"o","isErrorType":"undefined","titleType":"undefined"}`, "o", false, "", false},
		{`{"t":"return","type":"number","preview":"5"}`, "execute returned a number (5); " + want, true, "", true},
		{`{"t":"return","type":"undefined"}`, "execute returned undefined; " + want, true, "", true},
		{`{"t":"return","type":"object","outputType":"undefined","keys":[]}`, `execute returned an object without an "output" string (it has no properties); ` + want, true, "", true},
		{`{"t":"return","type":"object","outputType":"boolean","preview":"true"}`, "execute returned { output: true } — output is a boolean, expected a string", true, "", true},
		{`{"t":"return","type":"object","outputType":"string","output":"o","isErrorType":"number"}`, "execute returned isError as a number, expected a boolean", true, "", true},
		{`{"t":"throw","kind":"error","name":"RangeError","message":"m","stack":"    at f (x.js:1:2)\n    at earshot:prelude.js:3"}`, "RangeError: m\n    at f (x.js:1:2)", true, "", false},
		{`{"t":"throw","kind":"error","name":"Error","message":""}`, "Error", true, "", false},
		{`{"t":"throw","kind":"number","message":"42"}`, "threw a number: 42", true, "", false},
		{`{"t":"throw","kind":"undefined"}`, "threw undefined", true, "", false},
		{`{"t":"never"}`, "execute returned a promise that can never settle: it waits for nothing that is pending — no timer, host operation, socket, child process or stream (a promise nothing resolves: a resolve() never called, or an event that never comes)", true, "", false},
		{`{"holding":["a child process","2 open files"],"t":"never","pending":{"timers":2,"immediates":0,"ops":{"net.read":1}}}`, "execute returned a promise that can never settle: nothing pending keeps it alive; still there: 2 timers that are unref'd, a socket that is unref'd, a child process, 2 open files", true, "", false},
		{`{"holding":["a child process","a socket"],"t":"never","pending":{"timers":0,"immediates":0,"ops":{"cp.wait":1}}}`, "execute returned a promise that can never settle: nothing pending keeps it alive; still there: a child process that is unref'd, a socket", true, "", false},
		{`{"uncaught":"setTimeout","origin":"uncaughtException","t":"throw","kind":"error","name":"Error","message":"boom","stack":"    at f (x.ts:3:9)"}`, "Error: boom\n    at f (x.ts:3:9)\n(uncaught, thrown in a setTimeout callback: nothing caught it, so the call failed, as a Node process exits; catch it, or listen for process.on(\"uncaughtException\"); the extension restarts for its next call)", true, "", false},
		{`not json`, "internal error: unreadable return description: invalid character 'o' in literal null (expecting 'u')", true, "", false},
		{`{"t":"weird"}`, `internal error: a return task ended with "weird"`, true, "", false},
	}
	for _, tt := range tests {
		r := normalizeResult("ext", "ext.js", "tool", []byte(tt.desc), 1<<20, nil)
		if r.Output != tt.output || r.IsError != tt.isError || r.Title != tt.title {
			t.Errorf("%s:\n got %q %v %q\nwant %q %v %q", tt.desc, r.Output, r.IsError, r.Title, tt.output, tt.isError, tt.title)
		}
		if got := errors.Is(r.Err, api.ErrShape); got != tt.shape {
			t.Errorf("%s: ErrShape %v, want %v", tt.desc, got, tt.shape)
		}
		if r.IsError && !strings.HasPrefix(tt.desc, `{"t":"return","type":"object","outputType":"string","output":"o","isErrorType":"boolean"`) {
			var e *api.Error
			if !errors.As(r.Err, &e) || e.Extension != "ext" || e.Phase != api.PhaseCall || e.Property != "tool" {
				t.Errorf("%s: Err = %v", tt.desc, r.Err)
			}
		}
	}
}

func TestCapOutput(t *testing.T) {
	tests := []struct {
		in      string
		dropped int
		limit   int
		want    string
	}{
		{"short", 0, 10, "short"},
		{"0123456789abc", 0, 10, "0123456789\n… [output truncated: 3 more characters dropped; the limit is 10 bytes]"},
		{"0123456789", 5, 10, "0123456789\n… [output truncated: 5 more characters dropped; the limit is 10 bytes]"},
		// A cut never splits a character: é is 2 bytes, 🎉 is 2 UTF-16 units.
		{"aaaaaaaaaé🎉", 0, 10, "aaaaaaaaa\n… [output truncated: 3 more characters dropped; the limit is 10 bytes]"},
	}
	for _, tt := range tests {
		if got := capOutput(tt.in, tt.dropped, tt.limit); got != tt.want {
			t.Errorf("capOutput(%q, %d, %d)\n got %q\nwant %q", tt.in, tt.dropped, tt.limit, got, tt.want)
		}
	}
}

// TestStringOutputs: what execute returns as a string arrives as it is —
// NUL bytes, the marker the prelude sends strings behind, any character —
// and a lone surrogate, which UTF-8 cannot hold, as U+FFFD.
func TestStringOutputs(t *testing.T) {
	x, err := Load(context.Background(), Config{Runtime: testutil.Runtime()}, Source{Name: "s", File: "s.js", Code: `
export default { tools: [{ name: "echo", description: "d", inputSchema: { type: "object" },
  execute(input) { return String.fromCharCode(...input.units) } }] };`})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	for _, tt := range []struct {
		units []int
		want  string
	}{
		{[]int{'h', 'i'}, "hi"},
		{[]int{1, 'a', 0, 'b'}, "\x01a\x00b"},
		{[]int{0x7b, 0x22}, `{"`},
		{[]int{0xd83c, 0xdf89, 'x'}, "🎉x"},
		{[]int{'a', 0xd800, 'b'}, "a\uFFFDb"},
		{[]int{0xdfff}, "\uFFFD"},
		{[]int{}, ""},
	} {
		in, _ := json.Marshal(map[string]any{"units": tt.units})
		r, err := x.Call(context.Background(), "echo", in)
		if err != nil || r.IsError || r.Output != tt.want {
			t.Errorf("%v: got %q (%v, %v), want %q", tt.units, r.Output, r.IsError, err, tt.want)
		}
	}
}

// TestTrimStack: a stack keeps the extension's frames only — not the
// platform's above them (an error a web API or built-in threw), nor ours
// below them (the task that called the extension).
func TestTrimStack(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"    at f (x.js:1:2)\n    at call (native)\n    at run (earshot:prelude.js:3)\n    at earshot:task.js:1", "    at f (x.js:1:2)"},
		{"    at Headers (earshot:lazy/fetch.js:1:9)\n    at URL (earshot:prelude.js:5)\n    at f (x.js:1:2)\n    at g (x.js:4:1)\n    at earshot:task.js:1", "    at f (x.js:1:2)\n    at g (x.js:4:1)"},
		{"    at earshot:prelude.js:3", ""},
		{"", ""},
	} {
		if got := trimStack(c.in); got != c.want {
			t.Errorf("trimStack(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
