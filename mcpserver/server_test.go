package mcpserver_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/mcpserver"
)

// The two ways a client can be asked: protocol versions before 2026-07-28
// get an elicitation request while the call waits; later ones get an
// input-required result and call again with the answer.
var protocols = []string{"2025-06-18", "2026-07-28"}

type fixture struct {
	host   *extensions.Host
	server *mcpserver.Server
	done   chan error
}

// serve opens a host over a project with the fixtures (all trusted) and
// serves it on an in-memory transport. settings, if not empty, is the
// project's .earshot/settings.json.
func serve(t *testing.T, limits api.Limits, settings string, fixtures ...string) (*fixture, mcp.Transport) {
	t.Helper()
	project := testutil.Project(t, fixtures...)
	if settings != "" {
		testutil.WriteFile(t, filepath.Join(project, ".earshot", "settings.json"), settings)
	}
	opts := extensions.Options{Pages: testutil.Pages(), ProjectDir: project, ConfigDir: t.TempDir(), CacheDir: testutil.CacheDir(), Limits: limits,
		Log: func(api.Log) {}}
	var names []string
	for _, f := range fixtures {
		names = append(names, strings.TrimSuffix(strings.TrimSuffix(f, ".js"), ".ts"))
	}
	if err := extensions.Trust(opts, names...); err != nil {
		t.Fatal(err)
	}
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range h.Extensions() {
		if x.Err != nil {
			t.Fatal(x.Err)
		}
	}
	f := &fixture{host: h, server: mcpserver.New(h, mcpserver.Options{}), done: make(chan error, 1)}
	st, ct := mcp.NewInMemoryTransports()
	go func() { f.done <- f.server.Run(context.Background(), st) }()
	t.Cleanup(func() {
		select {
		case err := <-f.done:
			if err != nil {
				t.Errorf("Run: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("Run did not return after the client left")
		}
		h.Close()
	})
	return f, ct
}

// connect connects a client speaking protocol; elicit, if not nil, answers
// permission questions (and declares the capability).
func connect(t *testing.T, ct mcp.Transport, protocol string, elicit func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error)) *mcp.ClientSession {
	t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, &mcp.ClientOptions{ElicitationHandler: elicit})
	cs, err := c.Connect(context.Background(), ct, &mcp.ClientSessionOptions{ProtocolVersion: protocol})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func call(t *testing.T, cs *mcp.ClientSession, name string, args any) (string, bool) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: protocol error %v", name, err)
	}
	return text(res), res.IsError
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func TestListTools(t *testing.T) {
	f, ct := serve(t, api.Limits{}, "", "good.ts")
	cs := connect(t, ct, "", nil)
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := f.host.Tools()
	if len(res.Tools) != len(want) {
		t.Fatalf("%d tools, want %d", len(res.Tools), len(want))
	}
	byName := map[string]*mcp.Tool{}
	for _, tool := range res.Tools {
		byName[tool.Name] = tool
	}
	for _, w := range want {
		got := byName[w.Name]
		if got == nil {
			t.Fatalf("%s missing", w.Name)
		}
		if got.Description != w.Description || got.Annotations == nil || got.Annotations.ReadOnlyHint != w.ReadOnly ||
			got.Title != w.Title || got.Annotations.Title != w.Title {
			t.Errorf("%s: %+v (annotations %+v), want %+v", w.Name, got, got.Annotations, w)
		}
		// The schema is passed through as the extension wrote it.
		var a, b any
		gotSchema, _ := json.Marshal(got.InputSchema)
		json.Unmarshal(gotSchema, &a)
		json.Unmarshal(w.InputSchema, &b)
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("%s schema: %s, want %s", w.Name, gotSchema, w.InputSchema)
		}
	}
	if w := byName["good__write"]; w.Title != "Write a file" || w.Annotations.ReadOnlyHint {
		t.Errorf("good__write: title %q readOnly %v", w.Title, w.Annotations.ReadOnlyHint)
	}
	if h := byName["good__hello"]; !h.Annotations.ReadOnlyHint {
		t.Error("good__hello is read-only")
	}
}

func TestCall(t *testing.T) {
	_, ct := serve(t, api.Limits{}, "", "good.ts", "faults.js")
	cs := connect(t, ct, "", nil)
	if out, isErr := call(t, cs, "good__hello", map[string]any{"name": "Ada"}); isErr || out != "Hello, Ada!" {
		t.Fatalf("hello: %q %v", out, isErr)
	}
	// Module state lives across calls.
	first, _ := call(t, cs, "good__count", nil)
	second, _ := call(t, cs, "good__count", nil)
	if first == second {
		t.Errorf("count did not move: %s, %s", first, second)
	}
	// Input that does not match the schema, a throw, a result that is not
	// one: error results, not protocol errors.
	if out, isErr := call(t, cs, "good__hello", map[string]any{"name": 5}); !isErr || !strings.Contains(out, "name") {
		t.Errorf("bad input: %q %v", out, isErr)
	}
	if out, isErr := call(t, cs, "faults__recursion", nil); !isErr || out == "" {
		t.Errorf("recursion: %q %v", out, isErr)
	}
	if out, _ := call(t, cs, "faults__echo", map[string]any{"a": []int{1, 2}}); out != `{"a":[1,2]}` {
		t.Errorf("echo: %q", out)
	}
	// An unknown tool is the protocol's business.
	if _, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash"}); err == nil {
		t.Error("calling an unknown tool succeeded")
	}
}

func TestGate(t *testing.T) {
	for _, protocol := range protocols {
		t.Run(protocol, func(t *testing.T) {
			_, ct := serve(t, api.Limits{}, "", "good.ts")
			var mu sync.Mutex
			var asked []string
			answer := "accept"
			cs := connect(t, ct, protocol, func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
				mu.Lock()
				defer mu.Unlock()
				asked = append(asked, req.Params.Message)
				return &mcp.ElicitResult{Action: answer}, nil
			})

			out, isErr := call(t, cs, "good__write", map[string]any{"path": "a.txt"})
			if isErr || out != "wrote a.txt" {
				t.Fatalf("accepted: %q %v", out, isErr)
			}
			if len(asked) != 1 {
				t.Fatalf("asked %d times", len(asked))
			}
			for _, want := range []string{"Rule: Extension(good__write)", "Write a.txt", "The file will be replaced."} {
				if !strings.Contains(asked[0], want) {
					t.Errorf("message %q lacks %q", asked[0], want)
				}
			}
			// Accepting allows that call only.
			for _, a := range []string{"decline", "cancel"} {
				answer = a
				out, isErr = call(t, cs, "good__write", map[string]any{"path": "b.txt"})
				if !isErr || !strings.Contains(out, "Extension(good__write) denied") || strings.Contains(out, "wrote") {
					t.Errorf("%s: %q %v", a, out, isErr)
				}
			}
			// Read-only tools never ask.
			call(t, cs, "good__hello", map[string]any{"name": "x"})
			if len(asked) != 3 {
				t.Errorf("asked %d times, want 3", len(asked))
			}
		})
	}
}

func TestGateWithoutElicitation(t *testing.T) {
	for _, protocol := range protocols {
		t.Run(protocol, func(t *testing.T) {
			_, ct := serve(t, api.Limits{}, "", "good.ts")
			cs := connect(t, ct, protocol, nil)
			out, isErr := call(t, cs, "good__write", map[string]any{"path": "a"})
			if !isErr || !strings.Contains(out, "does not support elicitation") ||
				!strings.Contains(out, `add "Extension(good__write)" to permissions.allow in `) {
				t.Fatalf("%q %v", out, isErr)
			}
		})
	}
}

func TestGateRules(t *testing.T) {
	settings := `{"permissions": {"allow": ["Extension(good__write)"], "deny": ["Extension(good__hello)"]}}`
	_, ct := serve(t, api.Limits{}, settings, "good.ts")
	cs := connect(t, ct, "", func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
		t.Error("asked despite a rule")
		return &mcp.ElicitResult{Action: "decline"}, nil
	})
	if out, isErr := call(t, cs, "good__write", map[string]any{"path": "a"}); isErr || out != "wrote a" {
		t.Errorf("allowed: %q", out)
	}
	if out, isErr := call(t, cs, "good__hello", map[string]any{"name": "a"}); !isErr || !strings.Contains(out, "denied: by the rule") {
		t.Errorf("denied: %q", out)
	}
}

// The answer to a question counts for the very call that asked, once.
func TestAnswerCountsOnceForItsCall(t *testing.T) {
	_, ct := serve(t, api.Limits{}, "", "good.ts")
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, &mcp.ClientOptions{
		ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "accept"}, nil
		},
		MultiRoundTrip: &mcp.MultiRoundTripOptions{Disabled: true},
	})
	cs, err := c.Connect(context.Background(), ct, &mcp.ClientSessionOptions{ProtocolVersion: "2026-07-28"})
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	ctx := context.Background()
	accept := mcp.InputResponseMap{}
	first, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "good__write", Arguments: map[string]any{"path": "a"}})
	if err != nil || !first.NeedsInput() || len(first.InputRequests) != 1 || first.RequestState == "" {
		t.Fatalf("first: %+v %v", first, err)
	}
	for id := range first.InputRequests {
		accept[id] = &mcp.ElicitResult{Action: "accept"}
	}
	retry := func(args map[string]any, state string) (string, bool) {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "good__write", Arguments: args, InputResponses: accept, RequestState: state})
		if err != nil {
			t.Fatal(err)
		}
		return text(res), res.IsError
	}
	// Another call's input with this call's answer: refused.
	if out, isErr := retry(map[string]any{"path": "/etc/passwd"}, first.RequestState); !isErr || !strings.Contains(out, "different call") {
		t.Errorf("other input: %q", out)
	}
	// That used the question up.
	if out, isErr := retry(map[string]any{"path": "a"}, first.RequestState); !isErr || !strings.Contains(out, "not asked") {
		t.Errorf("replayed: %q", out)
	}
	// A made-up state.
	if out, isErr := retry(map[string]any{"path": "a"}, "0123"); !isErr || !strings.Contains(out, "not asked") {
		t.Errorf("made up: %q", out)
	}
	// The right answer to a fresh question works once.
	second, _ := cs.CallTool(ctx, &mcp.CallToolParams{Name: "good__write", Arguments: map[string]any{"path": "a"}})
	if out, isErr := retry(map[string]any{"path": "a"}, second.RequestState); isErr || out != "wrote a" {
		t.Errorf("answered: %q", out)
	}
	if out, isErr := retry(map[string]any{"path": "a"}, second.RequestState); !isErr {
		t.Errorf("answer used twice: %q", out)
	}
}

// A call that times out leaves the server, and that extension, working; a
// call to another extension is not held up meanwhile.
func TestTimeouts(t *testing.T) {
	_, ct := serve(t, api.Limits{CallTimeout: 500 * time.Millisecond}, "", "good.ts", "faults.js")
	cs := connect(t, ct, "", nil)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		out, isErr := call(t, cs, "faults__loop", nil)
		if !isErr || !strings.Contains(out, "time") {
			t.Errorf("loop: %q %v", out, isErr)
		}
	}()
	time.Sleep(50 * time.Millisecond)
	start := time.Now()
	if out, _ := call(t, cs, "good__hello", map[string]any{"name": "x"}); out != "Hello, x!" {
		t.Errorf("hello during the loop: %q", out)
	}
	if d := time.Since(start); d > 400*time.Millisecond {
		t.Logf("a call to another extension took %v while one looped", d)
	}
	wg.Wait()
	if out, isErr := call(t, cs, "faults__count", nil); isErr || out == "" {
		t.Errorf("after the timeout: %q %v", out, isErr)
	}
}

// Many concurrent calls, to several extensions, each answered with its own
// result; calls to one extension run one at a time.
func TestConcurrentCalls(t *testing.T) {
	_, ct := serve(t, api.Limits{}, "", "good.ts", "faults.js", "runner.js")
	cs := connect(t, ct, "", nil)
	const n = 60
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			switch i % 3 {
			case 0:
				name := fmt.Sprintf("n%d", i)
				if out, _ := call(t, cs, "good__hello", map[string]any{"name": name}); out != "Hello, "+name+"!" {
					t.Errorf("hello %s: %q", name, out)
				}
			case 1:
				if out, _ := call(t, cs, "faults__echo", map[string]any{"i": i}); out != fmt.Sprintf(`{"i":%d}`, i) {
					t.Errorf("echo %d: %q", i, out)
				}
			case 2:
				// Nothing else runs in this extension between the two
				// halves of this call, though it waits on a timer.
				code := `const mine = state.n = (state.n || 0) + 1; await new Promise((r) => setTimeout(r, 2)); return [input.i, state.n === mine];`
				if out, _ := call(t, cs, "runner__run", map[string]any{"code": code, "i": i}); out != fmt.Sprintf(`[%d,true]`, i) {
					t.Errorf("run %d: %q", i, out)
				}
			}
		}()
	}
	wg.Wait()
}

// When the client's input ends, the calls it made are still answered, then
// the server stops, leaving no goroutine behind.
func TestInputEndDrainsAndStops(t *testing.T) {
	before := runtime.NumGoroutine()
	project := testutil.Project(t, "faults.js")
	opts := extensions.Options{ProjectDir: project, ConfigDir: t.TempDir(), CacheDir: testutil.CacheDir(), Log: func(api.Log) {}, Pages: testutil.Pages()}
	if err := extensions.Trust(opts, "faults"); err != nil {
		t.Fatal(err)
	}
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- mcpserver.New(h, mcpserver.Options{}).Run(context.Background(), &mcpserver.StdioTransport{Reader: inR, Writer: outW})
		outW.Close()
	}()
	lines := []string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"faults__wait","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"faults__echo","arguments":{"x":1}}}`,
	}
	got := map[float64]string{}
	read := make(chan struct{})
	go func() {
		defer close(read)
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			var m struct {
				ID     float64
				Result *mcp.CallToolResult
			}
			if err := json.Unmarshal(sc.Bytes(), &m); err == nil && m.Result != nil {
				got[m.ID] = text(m.Result)
			}
		}
	}()
	io.WriteString(inW, lines[0]+"\n")
	time.Sleep(100 * time.Millisecond) // a client waits for the answer to initialize
	io.WriteString(inW, strings.Join(lines[1:], "\n")+"\n")
	inW.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return when its input ended")
	}
	<-read
	if got[2] != "waited" || got[3] != `{"x":1}` {
		t.Errorf("answers: %v", got)
	}
	h.Close()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<16)
		t.Errorf("%d goroutines before, %d after:\n%s", before, n, buf[:runtime.Stack(buf, true)])
	}
}

// TestHugeNumberCostsOneCall: a number the validator cannot hold is an
// invalid-input result; the server and the calls around it go on.
func TestHugeNumberCostsOneCall(t *testing.T) {
	_, ct := serve(t, api.Limits{}, "", "numbers.js")
	cs := connect(t, ct, "", nil)
	out, isErr := call(t, cs, "numbers__range", json.RawMessage(`{"n":1e1000001}`))
	if !isErr || !strings.Contains(out, "invalid input") {
		t.Fatalf("%q %v", out, isErr)
	}
	out, isErr = call(t, cs, "numbers__range", json.RawMessage(`{"n":5}`))
	if isErr || out != `{"n":5}` {
		t.Fatalf("after: %q %v", out, isErr)
	}
}

// TestBadFramesCostOneAnswer: lines that are not protocol messages — not
// JSON, not JSON-RPC, an array id, a batch, a frame over the limit, nesting
// past the parser's — each get a JSON-RPC error (with the message's id when
// it has one), and the session goes on: a call in flight meanwhile is
// answered, and so are the calls after.
func TestBadFramesCostOneAnswer(t *testing.T) {
	project := testutil.Project(t, "faults.js")
	opts := extensions.Options{ProjectDir: project, ConfigDir: t.TempDir(), CacheDir: testutil.CacheDir(), Log: func(api.Log) {}, Pages: testutil.Pages()}
	if err := extensions.Trust(opts, "faults"); err != nil {
		t.Fatal(err)
	}
	h, err := extensions.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- mcpserver.New(h, mcpserver.Options{}).Run(context.Background(), &mcpserver.StdioTransport{Reader: inR, Writer: outW, MaxFrame: 1 << 20})
		outW.Close()
	}()
	type answer struct {
		ID     json.RawMessage
		Error  *struct{ Code int }
		Result *mcp.CallToolResult
	}
	var answers []answer
	read := make(chan struct{})
	go func() {
		defer close(read)
		sc := bufio.NewScanner(outR)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var a answer
			var batch []answer
			if json.Unmarshal(sc.Bytes(), &a) == nil {
				answers = append(answers, a)
			} else if json.Unmarshal(sc.Bytes(), &batch) == nil {
				answers = append(answers, batch...) // the answer to a batch
			}
		}
	}()
	send := func(s string) { io.WriteString(inW, s+"\n") }
	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}}`)
	time.Sleep(100 * time.Millisecond)
	send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	send(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"faults__wait","arguments":{}}}`)
	send(`this is not JSON`)
	send(`{"hello": "world"}`)
	send(`{"jsonrpc":"2.0","id":[1],"method":"ping"}`)
	send(`{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}`)
	send(`[{"jsonrpc":"2.0","id":"b1","method":"ping"}]`)
	send(`{"jsonrpc":"2.0","id":"huge","method":"tools/call","params":{"name":"faults__echo","arguments":{"x":"` + strings.Repeat("x", 3<<20) + `"}}}`)
	send(strings.Repeat("[", 100000) + strings.Repeat("]", 100000))
	send(`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"faults__echo","arguments":{"y":2}}}`)
	inW.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the server did not end")
	}
	<-read
	byID := map[string]answer{}
	nulls := 0
	for _, a := range answers {
		if string(a.ID) == "null" {
			nulls++
			continue
		}
		byID[string(a.ID)] = a
	}
	for id, code := range map[string]int{`"b1"`: -32600, `"huge"`: -32600} {
		if a, ok := byID[id]; !ok || a.Error == nil || a.Error.Code != code {
			t.Errorf("id %s: %+v", id, a)
		}
	}
	// not JSON, not JSON-RPC, two ids of the wrong kind, the nesting.
	if nulls != 5 {
		t.Errorf("%d answers with id null, want 5: %+v", nulls, answers)
	}
	if a := byID["2"]; a.Result == nil || text(a.Result) != "waited" {
		t.Errorf("the call in flight: %+v", a)
	}
	if a := byID["3"]; a.Result == nil || text(a.Result) != `{"y":2}` {
		t.Errorf("the call after: %+v", a)
	}
}
