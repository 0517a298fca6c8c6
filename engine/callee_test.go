package engine_test

import (
	"context"
	"github.com/earshot/extensions/internal/jstest"
	"strings"
	"testing"
)

// TestCalleeMessages runs the call expressions of testdata/callee_cases.mjs
// — each in a function, an async function and after an await — and
// compares the TypeError's message with Node's (testdata/callee_cases.json):
// the callee is named as V8 names it, whatever the call's arguments are.
func TestCalleeMessages(t *testing.T) {
	cases := readGoldens(t, "testdata/callee_cases.json")
	x := load(t, "runner.js", config(t))
	jstest.RunGoldens(t, x, cases, map[string]string{
		// V8 prints the expression in brackets from its syntax tree, with
		// parentheses; QuickJS keeps no tree, and we print the source.
		"o.arr[o.n - 1](o.a)": "o.arr[o.n - 1] for V8's o.arr[(o.n - 1)]",
	})
}

// TestCalleeInExecute: a real extension's execute that calls what is not
// a function — with a property access among the arguments, in an async
// execute after an await, and with new — fails with Node's message.
func TestCalleeInExecute(t *testing.T) {
	x := load(t, "callee.js", config(t))
	for tool, want := range map[string]string{
		"sync":      "TypeError: o.a.missing is not a function",
		"async":     "TypeError: input.foo is not a function",
		"construct": "TypeError: o.a is not a constructor",
	} {
		r, err := x.Call(context.Background(), tool, []byte(`{"key":"A-1"}`))
		if err != nil {
			t.Fatal(err)
		}
		if !r.IsError || !strings.HasPrefix(r.Output, want+"\n") {
			t.Errorf("%s: got %q, want it to start %q and a stack", tool, r.Output, want)
		}
	}
}

// TestExtendsMessages runs the class declarations of
// testdata/extends_cases.mjs, each extending a value that is not a
// constructor (or whose prototype is not an object), and compares the
// TypeError's message with Node's (testdata/extends_cases.json): the value
// is shown as V8 shows it ("Class extends value undefined is not a
// constructor or null").
func TestExtendsMessages(t *testing.T) {
	cases := readGoldens(t, "testdata/extends_cases.json")
	x := load(t, "runner.js", config(t))
	jstest.RunGoldens(t, x, cases, nil)
}
