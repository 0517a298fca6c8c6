package engine_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/jstest"
)

// The runner extensions and Node's goldens, as the platform's tests use
// them.
var (
	config      = jstest.Config
	source      = jstest.Source
	load        = jstest.Load
	run         = jstest.Run
	readGoldens = jstest.ReadGoldens
)

func TestContractViolations(t *testing.T) {
	tests := []struct {
		fixture string
		phase   api.Phase
		prop    string
		want    string // the whole message
		is      error
	}{
		{"no-default.js", api.PhaseValidate, "", `no-default.js: the module has no default export (it exports "helper", "tools"); export default { tools: [...] }`, api.ErrShape},
		{"default-number.js", api.PhaseValidate, "default export", "default-number.js: default export: expected an object { tools: [...] }, got a number", api.ErrShape},
		{"tools-not-array.js", api.PhaseValidate, "tools", "tools-not-array.js: tools: expected an array of tools, got an object", api.ErrShape},
		{"execute-string.js", api.PhaseValidate, "tools[1].execute", "execute-string.js: tools[1].execute: expected a function, got a string", api.ErrShape},
		{"missing-description.js", api.PhaseValidate, "tools[0].description", "missing-description.js: tools[0].description: expected a string, got undefined", api.ErrShape},
		{"empty-description.js", api.PhaseValidate, "tools[0].description", `empty-description.js: tools[0].description: must not be empty: the model reads it to decide when to use "x"`, api.ErrShape},
		{"schema-not-object-type.js", api.PhaseValidate, "tools[0].inputSchema", `schema-not-object-type.js: tools[0].inputSchema: "type" is "string"; tool inputs are objects, so it must be "object"`, api.ErrShape},
		{"title-multiline.js", api.PhaseValidate, "tools[0].title", "title-multiline.js: tools[0].title: contains the character U+000A; a title is one line of visible text", api.ErrShape},
		{"readonly-string.js", api.PhaseValidate, "tools[0].readOnly", "readonly-string.js: tools[0].readOnly: expected a boolean, got a string", api.ErrShape},
		{"permission-not-function.js", api.PhaseValidate, "tools[0].permission", "permission-not-function.js: tools[0].permission: expected a function, got an object", api.ErrShape},
		{"tool-not-object.js", api.PhaseValidate, "tools[0]", "tool-not-object.js: tools[0]: expected a tool object, got a string", api.ErrShape},
		{"duplicate-tool.js", api.PhaseValidate, "tools[1].name", `duplicate-tool.js: tools[1].name: duplicate tool name "same" (also tools[0])`, api.ErrShape},
		{"tool-name-separator.js", api.PhaseValidate, "tools[0].name", `tool-name-separator.js: tools[0].name: tool name "a__b" contains "__", which separates extension from tool in <extension>__<tool>`, api.ErrInvalidName},
		{"tool-name-dot.js", api.PhaseValidate, "tools[0].name", `tool-name-dot.js: tools[0].name: tool name "read.file" contains '.'; only letters A-Z and a-z, digits, "_" and "-" are allowed`, api.ErrInvalidName},
		{"tool-name-long.js", api.PhaseValidate, "tools[0].name", `tool-name-long.js: tools[0].name: "tool-name-long__a_very_long_tool_name_that_does_not_fit_in_sixty_four" is 69 characters long; the limit for <extension>__<tool> is 64`, api.ErrInvalidName},
		{"typo-readonly.js", api.PhaseValidate, "tools[0].readonly", "typo-readonly.js: tools[0].readonly: unknown property; did you mean readOnly?", api.ErrShape},
		{"other-framework.js", api.PhaseValidate, "versoin", strings.Join([]string{
			"other-framework.js: versoin: unknown property; the default export has tools",
			"other-framework.js: tools[0].parameters: unknown property; earshot uses inputSchema",
			"other-framework.js: tools[0].handler: unknown property; earshot uses execute",
			"other-framework.js: tools[0].execute: expected a function, got undefined",
			"other-framework.js: tools[0].inputSchema: expected a JSON Schema object, got undefined",
			"other-framework.js: tools[1].permision: unknown property; did you mean permission?",
		}, "\n"), api.ErrShape},
		{"several-problems.js", api.PhaseValidate, "tools[0].description", strings.Join([]string{
			`several-problems.js: tools[0].description: must not be empty: the model reads it to decide when to use "a"`,
			`several-problems.js: tools[1].inputSchema: "type" is "string"; tool inputs are objects, so it must be "object"`,
			`several-problems.js: tools[2].name: duplicate tool name "a" (also tools[0])`,
			`several-problems.js: tools[2].execute: expected a function, got a string`,
		}, "\n"), api.ErrShape},
	}
	for _, tt := range tests {
		t.Run(tt.fixture, func(t *testing.T) {
			_, err := engine.Load(context.Background(), config(t), source(t, tt.fixture))
			var e *api.Error
			if !errors.As(err, &e) {
				t.Fatalf("got %v (%T), want an *api.Error", err, err)
			}
			if e.Phase != tt.phase || e.Property != tt.prop || e.Extension == "" {
				t.Errorf("phase %q property %q extension %q; want %q %q", e.Phase, e.Property, e.Extension, tt.phase, tt.prop)
			}
			if err.Error() != tt.want {
				t.Errorf("message\n got: %s\nwant: %s", err, tt.want)
			}
			if !errors.Is(err, tt.is) {
				t.Errorf("errors.Is(err, %v) is false", tt.is)
			}
			// Each further problem is in More, with its property.
			if lines := strings.Split(tt.want, "\n"); len(e.More) != len(lines)-1 {
				t.Errorf("%d more problems, want %d", len(e.More), len(lines)-1)
			} else {
				for i, p := range e.More {
					if !strings.Contains(lines[i+1], ": "+p.Property+": ") || !errors.Is(p.Err, api.ErrShape) {
						t.Errorf("More[%d] = %q %v, not in %q", i, p.Property, p.Err, lines[i+1])
					}
				}
			}
		})
	}
}

// TestClassInstanceTools: a tool that is a class's instance has own fields
// the contract does not know (its state); they are not reported, as
// TypeScript checks excess properties of object literals only.
func TestClassInstanceTools(t *testing.T) {
	x := load(t, "class-tool.js", config(t))
	for range 2 {
		if _, err := x.Call(context.Background(), "count", []byte("{}")); err != nil {
			t.Fatal(err)
		}
	}
	r, err := x.Call(context.Background(), "count", []byte("{}"))
	if err != nil || r.Output != "3" {
		t.Fatalf("got %+v %v", r, err)
	}
}

// TestUnknownPropertySuggestions: the name likely meant, by edit distance
// or from other frameworks' names.
func TestUnknownPropertySuggestions(t *testing.T) {
	for key, want := range map[string]string{
		"readonly":     "did you mean readOnly?",
		"read_only":    "did you mean readOnly?",
		"readOlny":     "did you mean readOnly?",
		"descripton":   "did you mean description?",
		"inputschema":  "did you mean inputSchema?",
		"input_schema": "did you mean inputSchema?",
		"parameters":   "earshot uses inputSchema",
		"args":         "earshot uses inputSchema",
		"schema":       "earshot uses inputSchema",
		"handler":      "earshot uses execute",
		"run":          "earshot uses execute",
		"call":         "earshot uses execute",
		"permissions":  "did you mean permission?",
		"nmae":         "did you mean name?",
		"cache":        "a tool has name, description, title, inputSchema, readOnly, execute and permission",
	} {
		if got := engine.UnknownProperty(key, engine.ToolProperties, "a tool"); !strings.HasSuffix(got, want) {
			t.Errorf("%s: %q, want …%q", key, got, want)
		}
	}
}

func TestInvalidSchemaIsRefused(t *testing.T) {
	_, err := engine.Load(context.Background(), config(t), source(t, "schema-invalid.js"))
	if !errors.Is(err, api.ErrShape) || !strings.Contains(err.Error(), "tools[0].inputSchema: invalid JSON Schema") ||
		!strings.Contains(err.Error(), "minLength") {
		t.Fatalf("got %v", err)
	}
}

func TestThrowAtImport(t *testing.T) {
	_, err := engine.Load(context.Background(), config(t), source(t, "throws-at-import.js"))
	var e *api.Error
	if !errors.As(err, &e) || e.Phase != api.PhaseLoad {
		t.Fatalf("got %v, want a load-phase error", err)
	}
	for _, want := range []string{"throws-at-import.js: the module threw while loading: Error: cannot start: missing JIRA_TOKEN"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q does not contain %q", err, want)
		}
	}
}

func TestResults(t *testing.T) {
	x := load(t, "results.js", config(t))
	tests := []struct {
		tool     string
		output   string // exact, or a prefix when prefix is set
		prefix   bool
		isError  bool
		title    string
		hostMade bool // Result.Err set
		is       error
	}{
		{tool: "string", output: "plain text"},
		{tool: "asyncString", output: "async text"},
		{tool: "object", output: "from object"},
		{tool: "objectError", output: "it failed", isError: true, title: "Failure"},
		{tool: "number", output: "execute returned a number (5); expected a string or { output: string, isError?: boolean, title?: string }", isError: true, hostMade: true, is: api.ErrShape},
		{tool: "undefined", output: "execute returned undefined; expected a string or { output: string, isError?: boolean, title?: string }", isError: true, hostMade: true, is: api.ErrShape},
		{tool: "null", output: "execute returned null; expected a string or { output: string, isError?: boolean, title?: string }", isError: true, hostMade: true},
		{tool: "bigint", output: "execute returned a bigint (12345678901234567890n); expected a string or { output: string, isError?: boolean, title?: string }", isError: true, hostMade: true},
		{tool: "cyclic", output: `execute returned an object without an "output" string (its properties are self); expected a string or { output: string, isError?: boolean, title?: string }`, isError: true, hostMade: true},
		{tool: "outputNumber", output: "execute returned { output: 5 } — output is a number, expected a string", isError: true, hostMade: true},
		{tool: "isErrorString", output: "execute returned isError as a string, expected a boolean", isError: true, hostMade: true},
		{tool: "titleNumber", output: "execute returned title as a number, expected a string", isError: true, hostMade: true},
		{tool: "array", output: `execute returned an array (["a"]); expected a string or { output: string, isError?: boolean, title?: string }`, isError: true, hostMade: true},
		{tool: "throwError", output: "TypeError: bad input shape\n", prefix: true, isError: true, hostMade: true},
		{tool: "throwString", output: "threw a string: just a string", isError: true, hostMade: true},
		{tool: "throwObject", output: `threw an object: {"code":42,"reason":"nope"}`, isError: true, hostMade: true},
		{tool: "throwNull", output: "threw null", isError: true, hostMade: true},
		{tool: "reject", output: "Error: async failure\n", prefix: true, isError: true, hostMade: true},
		{tool: "rejectString", output: "threw a string: rejected with a string", isError: true, hostMade: true},
		{tool: "never", output: "execute returned a promise that can never settle", prefix: true, isError: true, hostMade: true},
		{tool: "timer", output: "after a timer"},
		{tool: "thenable", output: "from a thenable"},
		{tool: "unicode", output: "héllo wörld ✓ 🎉"},
	}
	for _, tt := range tests {
		t.Run(tt.tool, func(t *testing.T) {
			r, err := x.Call(context.Background(), tt.tool, []byte(`{}`))
			if err != nil {
				t.Fatal(err)
			}
			if tt.prefix && !strings.HasPrefix(r.Output, tt.output) || !tt.prefix && r.Output != tt.output {
				t.Errorf("output\n got: %q\nwant: %q", r.Output, tt.output)
			}
			if r.IsError != tt.isError || r.Title != tt.title {
				t.Errorf("isError %v title %q; want %v %q", r.IsError, r.Title, tt.isError, tt.title)
			}
			if (r.Err != nil) != tt.hostMade {
				t.Errorf("Err = %v; want set: %v", r.Err, tt.hostMade)
			}
			if r.Err != nil {
				var e *api.Error
				if !errors.As(r.Err, &e) || e.Phase != api.PhaseCall || e.Extension != "results" || e.Property != tt.tool {
					t.Errorf("Err = %#v; want a call-phase *api.Error naming results and %s", r.Err, tt.tool)
				}
			}
			if tt.is != nil && !errors.Is(r.Err, tt.is) {
				t.Errorf("errors.Is(%v, %v) is false", r.Err, tt.is)
			}
		})
	}
	// A throw carries the stack, pointing into the extension.
	r, _ := x.Call(context.Background(), "throwError", []byte(`{}`))
	if !strings.Contains(r.Output, "at ") || !strings.Contains(r.Output, "results.js") {
		t.Errorf("no stack in %q", r.Output)
	}
}

func TestInputIsValidatedBeforeExecute(t *testing.T) {
	x := load(t, "good.ts", config(t))
	r, _ := x.Call(context.Background(), "hello", []byte(`{"name": 5}`))
	if !r.IsError || !errors.Is(r.Err, api.ErrInvalidInput) || r.Output != "invalid input: at /name: got number, want string" {
		t.Fatalf("got %+v", r)
	}
	// draft-07 schema with additionalProperties: false.
	r, _ = x.Call(context.Background(), "write", []byte(`{"path": "a", "mode": 1}`))
	if !errors.Is(r.Err, api.ErrInvalidInput) || !strings.Contains(r.Output, "mode") {
		t.Fatalf("got %+v", r)
	}
	// execute did not run for either: the call counter is still 1 after one call.
	r, _ = x.Call(context.Background(), "count", []byte(`{}`))
	if r.Output != "1" {
		t.Fatalf("execute ran for invalid input: count = %q", r.Output)
	}
}

func TestModuleStateAndConsole(t *testing.T) {
	var logs []api.Log
	cfg := config(t)
	cfg.Log = func(l api.Log) { logs = append(logs, l) }
	x := load(t, "good.ts", cfg)
	for i, want := range []string{"Hello, Ada!", "Hello, Alan!"} {
		name := strings.TrimSuffix(strings.TrimPrefix(want, "Hello, "), "!")
		r, _ := x.Call(context.Background(), "hello", []byte(`{"name":"`+name+`"}`))
		if r.Output != want || r.IsError {
			t.Fatalf("call %d: %+v", i, r)
		}
	}
	r, _ := x.Call(context.Background(), "count", []byte(`{}`))
	if r.Output != "3" || r.Title != "calls" {
		t.Fatalf("module state lost: %+v", r)
	}
	if len(logs) != 2 || logs[0].Extension != "good" || logs[0].Level != api.LevelLog || logs[0].Text != "greeting Ada" {
		t.Fatalf("logs = %+v", logs)
	}
}

func TestPermissionText(t *testing.T) {
	x := load(t, "good.ts", config(t))
	p := x.Permission(context.Background(), "write", []byte(`{"path":"a.txt"}`))
	if p.Err != nil || p.Title != "Write a.txt" || p.Detail != "The file will be replaced." {
		t.Fatalf("got %+v", p)
	}
	if p := x.Permission(context.Background(), "hello", []byte(`{"name":"x"}`)); p != (engine.Prompt{}) {
		t.Fatalf("a tool without permission() gave %+v", p)
	}
}

func TestUnknownTool(t *testing.T) {
	x := load(t, "good.ts", config(t))
	if _, err := x.Call(context.Background(), "nope", []byte(`{}`)); err == nil {
		t.Fatal("no error for an unknown tool")
	}
}

func TestCallsToOneExtensionAreSerialized(t *testing.T) {
	x := load(t, "good.ts", config(t))
	const n = 20
	errs := make(chan error, n)
	for range n {
		go func() {
			r, err := x.Call(context.Background(), "count", []byte(`{}`))
			if err == nil && r.IsError {
				err = errors.New(r.Output)
			}
			errs <- err
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	r, _ := x.Call(context.Background(), "count", []byte(`{}`))
	if r.Output != "21" {
		t.Fatalf("after %d concurrent calls the counter is %s, want 21", n, r.Output)
	}
}

func TestStackTracesPointAtTheSource(t *testing.T) {
	var logs []api.Log
	cfg := config(t)
	cfg.Log = func(l api.Log) { logs = append(logs, l) }
	x := load(t, "stack.ts", cfg)
	r, _ := x.Call(context.Background(), "deep", []byte(`{"n":5}`))
	// Lines are exact; columns are QuickJS's (which points into the
	// expression), mapped.
	for _, want := range []string{"RangeError: too big: 5", "at check (helpers/fail.ts:4:", "at execute (stack.ts:21:"} {
		if !strings.Contains(r.Output, want) {
			t.Errorf("%q does not contain %q", r.Output, want)
		}
	}
	x.Call(context.Background(), "log", []byte(`{}`))
	if len(logs) != 1 || !strings.Contains(logs[0].Text, "stack.ts:30:") {
		t.Errorf("console: %+v", logs)
	}
}

func TestModernTypeScript(t *testing.T) {
	x := load(t, "modern.ts", config(t))
	r, _ := x.Call(context.Background(), "check", []byte(`{}`))
	want := `{"color":"green","size":10,"dist":5,"count":2,"instances":1,"ready":"ready","optional":"modern"}`
	if r.Output != want {
		t.Fatalf("got  %s\nwant %s", r.Output, want)
	}
}

func TestConsoleLevels(t *testing.T) {
	var logs []api.Log
	cfg := config(t)
	cfg.Log = func(l api.Log) { logs = append(logs, l) }
	x := load(t, "runner.js", cfg)
	run(t, x, `console.log("a", 1, {b: [2]}); console.info("i"); console.warn("w"); console.error(new TypeError("e")); console.debug("d %s=%d", "n", 5); return null`, nil)
	var got []string
	for _, l := range logs {
		got = append(got, string(l.Level)+": "+strings.SplitN(l.Text, "\n", 2)[0])
	}
	want := []string{`log: a 1 { b: [ 2 ] }`, "info: i", "warn: w", "error: TypeError: e", "debug: d n=5"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}

// TestStackOfAPlatformError: an error the platform throws (the prelude's
// URL, fetch's Headers, a lazy module, Node's argument errors) keeps the
// extension's frames that led to it, and none of ours.
func TestStackOfAPlatformError(t *testing.T) {
	x := load(t, "runner.js", config(t))
	for _, code := range []string{
		`function mine() { new URL("no scheme") } mine()`,
		`function mine() { new Headers({ "bad name": "x" }) } mine()`,
		`function mine() { queueMicrotask(1) } mine()`,
		`function mine() { new URLSearchParams().get.call({}, "a") } mine()`,
	} {
		r := run(t, x, code, nil)
		if !r.IsError || !strings.Contains(r.Output, "at mine (") || !strings.Contains(r.Output, "at execute (runner.js:") || strings.Contains(r.Output, "earshot:") {
			t.Errorf("%s:\n%s", code, r.Output)
		}
	}
}

// TestStackOfANodeError: an error with Node's code that the platform
// throws at its caller has Node's stack, as the extension reads it: its
// first line names the code ("TypeError [ERR_X]: ..."), its frames start
// at the caller's (none of ours crowd the caller's out of
// Error.stackTraceLimit), and Error.prepareStackTrace sees only those;
// Node's URL error keeps its plain first line. Uncaught, it is shown the
// same way, at the lines of the extension's TypeScript.
func TestStackOfANodeError(t *testing.T) {
	x := load(t, "runner.js", config(t))
	for _, c := range []struct{ code, want string }{
		{`function mine() { try { setTimeout(1) } catch (e) { return e.stack } }
		  Error.stackTraceLimit = 2; try { return mine() } finally { Error.stackTraceLimit = 10 }`,
			"TypeError [ERR_INVALID_ARG_TYPE]: The \"callback\" argument must be of type function. Received type number (1)\n" +
				"    at mine (<input>:3:25)\n    at anonymous (<input>:4:45)"},
		{`function mine() { try { new URL("x") } catch (e) { return e.stack.split("\n").slice(0, 2).join("|") + " " + e.code } }
		  return mine()`, "TypeError: Invalid URL|    at mine (<input>:3:29) ERR_INVALID_URL"},
		{`const prepare = Error.prepareStackTrace;
		  Error.prepareStackTrace = (e, frames) => frames.map((f) => f.getFunctionName()).slice(0, 2).join(",");
		  function mine() { try { process.nextTick(null) } catch (e) { return e.stack } }
		  try { return mine() } finally { Error.prepareStackTrace = prepare }`, "mine,anonymous"},
	} {
		r := run(t, x, c.code, nil)
		var got string
		if err := json.Unmarshal([]byte(r.Output), &got); err != nil || got != c.want {
			t.Errorf("%s:\ngot  %s\nwant %q", c.code, r.Output, c.want)
		}
	}

	y := load(t, "stack.ts", config(t))
	r, _ := y.Call(context.Background(), "argument", []byte(`{"n":5}`))
	for _, want := range []string{
		"TypeError [ERR_INVALID_ARG_TYPE]: The \"callback\" argument must be of type function. Received type number (5)\n" +
			"    at schedule (stack.ts:10:",
		"at execute (stack.ts:40:",
	} {
		if !r.IsError || !strings.Contains(r.Output, want) || strings.Contains(r.Output, "earshot:") {
			t.Errorf("%q does not contain %q", r.Output, want)
		}
	}
}
