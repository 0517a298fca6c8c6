package platform_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/jstest"
)

// TestNodeBuiltins runs the golden cases of the Node built-ins
// (platform/testdata/node_cases.mjs) inside an extension, each in a folder
// of its own as the extension's project, and compares every result with
// what Node.js returned (node_cases.json).
func TestNodeBuiltins(t *testing.T) {
	runNodeGoldens(t, "node_cases.json", func(t *testing.T, got, want json.RawMessage) {
		var g, w any
		json.Unmarshal(got, &g)
		json.Unmarshal(want, &w)
		gb, _ := json.Marshal(g)
		wb, _ := json.Marshal(w)
		if string(gb) != string(wb) {
			t.Errorf("got  %s\nwant %s", gb, wb)
		}
	})
}

// runNodeGoldens runs each snippet of platform/testdata/<file> in a
// node-runner extension, in a folder of its own laid out as the goldens'
// setup does, and has compare check its result (paths under the folder
// shown as <dir>) against Node's.
func runNodeGoldens(t *testing.T, file string, compare func(t *testing.T, got, want json.RawMessage)) {
	cases := jstest.ReadGoldens(t, jstest.Testdata(file))
	names := make([]string, 0, len(cases.Snippets))
	for name := range cases.Snippets {
		names = append(names, name)
	}
	sort.Strings(names)
	cfg := jstest.Config(t)
	cfg.Limits.CallTimeout = 10 * time.Second
	cfg.Platform.Env = append(os.Environ(), "GOLDEN_VAR=golden value")
	x := jstest.Load(t, "node-runner.js", cfg)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			dir, err := filepath.EvalSymlinks(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			jstest.NodeLayout(t, dir)
			r := jstest.Run(t, x, cases.Snippets[name], map[string]any{"dir": dir})
			if r.IsError {
				t.Fatalf("threw: %s", r.Output)
			}
			compare(t, json.RawMessage(strings.ReplaceAll(r.Output, dir, "<dir>")), cases.Expected[name])
		})
	}
}

// TestNodeArgumentErrors runs the golden cases of Node's argument checks
// (platform/testdata/args_cases.mjs): for each built-in, calls with wrong
// arguments, and the class, code and message of what Node throws at once,
// compared call by call with what Node.js gave (args_cases.json).
func TestNodeArgumentErrors(t *testing.T) {
	runNodeGoldens(t, "args_cases.json", func(t *testing.T, gotRaw, wantRaw json.RawMessage) {
		var got, want map[string]json.RawMessage
		if err := json.Unmarshal(gotRaw, &got); err != nil {
			t.Fatalf("%v: %s", err, gotRaw)
		}
		json.Unmarshal(wantRaw, &want)
		calls := make([]string, 0, len(want))
		for call := range want {
			calls = append(calls, call)
		}
		sort.Strings(calls)
		for _, call := range calls {
			var g, w bytes.Buffer
			json.Compact(&g, got[call])
			json.Compact(&w, want[call])
			if g.String() != w.String() {
				t.Errorf("%s\n got  %s\n want %s", call, g.String(), w.String())
			}
		}
	})
}

// TestUnsupportedBuiltins: a module that imports built-ins extensions do
// not get loads — taking names from them, even subclassing one; using them
// throws an error that names what was used and the alternative.
func TestUnsupportedBuiltins(t *testing.T) {
	x := jstest.Load(t, "unsupported.js", jstest.Config(t))
	for what, want := range map[string]string{
		"socket":   "node:dgram.createSocket is not available",
		"fork":     "node:cluster.fork is not available",
		"worker":   "node:worker_threads.Worker is not available",
		"subclass": "node:inspector.Session is not available",
		"nested":   "node:cluster.worker.send is not available",
		"taken":    "", // url is a stub; .length of it is too: "used"
		"vm":       "node:vm.runInNewContext is not available",
	} {
		b, _ := json.Marshal(map[string]string{"what": what})
		r, err := x.Call(context.Background(), "use", b)
		if err != nil || r.IsError {
			t.Fatalf("%s: %+v %v", what, r, err)
		}
		if want == "" {
			continue
		}
		var got []string
		json.Unmarshal([]byte(r.Output), &got)
		if len(got) != 2 || got[0] != "ERR_EARSHOT_UNSUPPORTED" || !strings.HasPrefix(got[1], want) {
			t.Errorf("%s: %s", what, r.Output)
		}
		if what == "socket" && !strings.Contains(got[1], "node:net") {
			t.Errorf("names no alternative: %s", got[1])
		}
	}
}

// TestRequireBuiltinAtRunTime: createRequire's require gives any built-in,
// not only those the extension's bundle holds (a package bundled with a
// require of its own, as prettier's Node build is, requires them at run
// time); a built-in is one module whichever way it came first.
func TestRequireBuiltinAtRunTime(t *testing.T) {
	x := jstest.Load(t, "require-builtins.js", jstest.Config(t))
	r, err := x.Call(context.Background(), "use", []byte(`{}`))
	if err != nil || r.IsError {
		t.Fatalf("%+v %v", r, err)
	}
	want := `{"eol":true,"again":true,"events":true,"util":"function","promises":"function","unsupported":"function","missing":"MODULE_NOT_FOUND"}`
	if r.Output != want {
		t.Fatalf("got  %s\nwant %s", r.Output, want)
	}
}

// TestHostErrorsDelivered: an error a host operation completes with is
// made into the error Node would give: a DOMException by its name when it
// has no code (its code is then the name's number), an Error named so when
// it has one (as Node's AbortError, "ABORT_ERR": the shape is Node's, from
// node_cases.json's abortErrorShapes), a TypeError with every field the
// host gave (ERR_INVALID_URL's input).
func TestHostErrorsDelivered(t *testing.T) {
	x := jstest.Node(t, t.TempDir(), nil, 0)
	r := jstest.Run(t, x, `const h = globalThis[Symbol.for("earshot.internal")];
		const show = (e) => [e.name, e.code, e.message, e instanceof DOMException, e instanceof Error, Object.keys(e)];
		const out = [];
		for (const [id, error] of [
			[-101, {name: "AbortError", message: "The operation was aborted", code: "ABORT_ERR"}],
			[-102, {name: "AbortError", message: "This operation was aborted"}],
			[-103, {name: "OperationError", message: "bad key"}],
			[-104, {name: "TypeError", message: "Invalid URL", code: "ERR_INVALID_URL", input: "nope"}],
			[-105, {name: "Error", message: "ENOENT: no such file or directory, open 'x'", code: "ENOENT", errno: -2, syscall: "open", path: "x"}],
		]) {
			const p = new Promise((resolve, reject) => h.pending.set(id, { resolve, reject }));
			__earshot.deliver(id, 2, JSON.stringify(error));
			try { await p; out.push("resolved") } catch (e) { out.push([...show(e), e.input, e.errno, e.syscall, e.path]) }
		}
		return out`, nil)
	if r.IsError {
		t.Fatal(r.Output)
	}
	b, err := os.ReadFile(jstest.Testdata("node_cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases struct {
		Expected struct {
			AbortErrorShapes []json.RawMessage `json:"abortErrorShapes"`
		} `json:"expected"`
	}
	if err := json.Unmarshal(b, &cases); err != nil || len(cases.Expected.AbortErrorShapes) < 3 {
		t.Fatalf("node_cases.json: %v", err)
	}
	var got []json.RawMessage
	if err := json.Unmarshal([]byte(r.Output), &got); err != nil || len(got) != 5 {
		t.Fatalf("%s", r.Output)
	}
	shape := func(m json.RawMessage) string { // the first six: as show gives
		var v []any
		json.Unmarshal(m, &v)
		s, _ := json.Marshal(v[:min(6, len(v))])
		return string(s)
	}
	for i, want := range []string{
		shape(cases.Expected.AbortErrorShapes[2]), // Node's AbortError
		shape(cases.Expected.AbortErrorShapes[0]), // AbortSignal.abort()'s reason
		`["OperationError",0,"bad key",true,true,[]]`,
		`["TypeError","ERR_INVALID_URL","Invalid URL",false,true,["code","input"]]`,
		`["Error","ENOENT","ENOENT: no such file or directory, open 'x'",false,true,["code","errno","syscall","path"]]`,
	} {
		if g := shape(got[i]); g != want {
			t.Errorf("error %d:\n got  %s\n want %s", i, g, want)
		}
	}
	if !strings.Contains(string(got[3]), `"nope"`) || !strings.Contains(string(got[4]), `-2,"open","x"`) {
		t.Errorf("fields lost: %s", r.Output)
	}
}
