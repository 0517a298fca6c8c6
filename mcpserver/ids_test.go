package mcpserver_test

import (
	"bufio"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
	"github.com/earshot/extensions/mcpserver"
)

// stdioSession serves a Host whose config folder has the extensions
// given (name → source) over StdioTransport on pipes, as `earshot
// extensions mcp` does on stdin and stdout. send writes a line; lines
// has every line the server writes; end closes the client's side and
// waits for the server to answer what it read and return.
func stdioSession(t *testing.T, exts map[string]string) (send func(string), lines <-chan string, end func()) {
	t.Helper()
	config := t.TempDir()
	for name, src := range exts {
		testutil.WriteFile(t, filepath.Join(loader.UserDir(config), name), src)
	}
	h, err := extensions.Open(context.Background(), extensions.Options{ProjectDir: t.TempDir(), ConfigDir: config,
		CacheDir: testutil.CacheDir(), Log: func(api.Log) {}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- mcpserver.New(h, mcpserver.Options{}).Run(context.Background(), &mcpserver.StdioTransport{Reader: inR, Writer: outW})
		outW.Close()
	}()
	out := make(chan string, 1000)
	go func() {
		defer close(out)
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			out <- sc.Text()
		}
	}()
	send = func(s string) {
		if _, err := io.WriteString(inW, s+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	end = func() {
		inW.Close()
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(30 * time.Second):
			t.Fatal("the server did not end when its input did")
		}
	}
	return send, out, end
}

// initialize opens the session and waits for the answer, as a client does.
func initialize(t *testing.T, send func(string), lines <-chan string) {
	t.Helper()
	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}}`)
	for line := range lines {
		if strings.HasPrefix(line, `{"jsonrpc":"2.0","id":1,"result":`) {
			send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
			return
		}
	}
	t.Fatal("no answer to initialize")
}

const idsExtension = `export default { tools: [
  { name: "echo", description: "echo", readOnly: true, inputSchema: { type: "object" },
    execute: (input) => JSON.stringify(input) },
  { name: "steps", description: "reports progress", readOnly: true, inputSchema: { type: "object" },
    async execute(input, context) {
      for (let i = 1; i <= 2; i++) { context.progress({ message: "step " + i, progress: i, total: 2 }); await null; }
      return "stepped";
    } },
  { name: "obedient", description: "waits for its signal", readOnly: true, inputSchema: { type: "object" },
    execute: (input, context) => new Promise((resolve, reject) => {
      const t = setTimeout(resolve, 3600000);
      context.signal.addEventListener("abort", () => { clearTimeout(t); reject(context.signal.reason); });
    }) },
] };
`

// TestIDsComeBackExactly: every request is answered with its id as the
// client wrote it — numbers past 2^53 or int64, fractions, strings with
// escapes, -0 — and never with another request's (1.5 is not 1, the id of
// initialize); so are progress tokens, and a cancellation finds its
// request by its id. An id the server cannot keep is refused with an
// error that carries it; one JSON-RPC does not allow, with id null. The
// session goes on.
func TestIDsComeBackExactly(t *testing.T) {
	send, lines, end := stdioSession(t, map[string]string{"ids.js": idsExtension})
	initialize(t, send, lines)
	call := func(id, tool, extra string) string {
		return `{"jsonrpc":"2.0","id":` + id + `,"method":"tools/call","params":{"name":"ids__` + tool + `","arguments":{"x":1}` + extra + `}}`
	}
	send(`{"jsonrpc":"2.0","id":1.5,"method":"ping"}`)
	send(call("9007199254740993", "echo", ""))
	send(`{"jsonrpc":"2.0","id":12345678901234567890,"method":"ping"}`)
	send(`{"jsonrpc":"2.0","id":"a\u0041<b>","method":"ping"}`)
	send(`{"jsonrpc":"2.0","id":-0,"method":"ping"}`)
	send(`{"jsonrpc":"2.0","id":1e400,"method":"ping"}`)
	send(`{"jsonrpc":"2.0","id":null,"method":"ping"}`)
	send(`{"jsonrpc":"2.0","id":true,"method":"ping"}`)
	send(call("77", "steps", `,"_meta":{"progressToken":9007199254740993}`))
	send(call(`"p"`, "steps", `,"_meta":{"progressToken":"t\u00e9"}`))
	send(call("98765432109876543210.5", "obedient", ""))
	send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":98765432109876543210.5,"reason":"Esc"}}`)
	send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":424242,"reason":"not sent"}}`)
	send(`{"jsonrpc":"2.0","id":3,"method":"ping"}`)
	end()
	var got []string
	for line := range lines {
		got = append(got, line)
	}
	all := strings.Join(got, "\n")
	for _, want := range []string{
		`{"jsonrpc":"2.0","id":1.5,"result":{}}`,
		`{"jsonrpc":"2.0","id":9007199254740993,"result":{"content":[{"type":"text","text":"{\"x\":1}"}]}}`,
		`{"jsonrpc":"2.0","id":12345678901234567890,"result":{}}`,
		`{"jsonrpc":"2.0","id":"a\u0041<b>","result":{}}`,
		`{"jsonrpc":"2.0","id":-0,"result":{}}`,
		`{"jsonrpc":"2.0","id":77,"result":{"content":[{"type":"text","text":"stepped"}]}}`,
		`{"jsonrpc":"2.0","id":"p","result":{"content":[{"type":"text","text":"stepped"}]}}`,
		`{"jsonrpc":"2.0","id":3,"result":{}}`,
	} {
		if !strings.Contains(all, want+"\n") && !strings.HasSuffix(all, want) {
			t.Errorf("no line\n\t%s\nin\n%s", want, all)
		}
	}
	for _, want := range []string{
		`{"jsonrpc":"2.0","id":1e400,"error":{"code":-32600,`,
		`{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"invalid request: an id is a string or a number`,
		`"method":"notifications/progress","params":{"message":"step 1","progress":1,"progressToken":9007199254740993,"total":2}`,
		`"method":"notifications/progress","params":{"message":"step 2","progress":2,"progressToken":"t\u00e9","total":2}`,
	} {
		if !strings.Contains(all, want) {
			t.Errorf("no line with\n\t%s\nin\n%s", want, all)
		}
	}
	if n := strings.Count(all, `"id":null,"error"`); n != 2 {
		t.Errorf("%d errors with id null, want 2 (id null, id true):\n%s", n, all)
	}
	for _, never := range []string{`"id":1,"result":{}`, `"id":98765432109876543210.5`, `"id":9007199254740992`, `"id":-9223372036854775808`} {
		if strings.Contains(all, never) {
			t.Errorf("a line with %s:\n%s", never, all)
		}
	}
}

// TestBatchesGetAnError: a batch (MCP 2025-06-18 removed them) gets a
// JSON-RPC error — an array of them, one for each request in it with its
// id, or one for the batch when it holds no request — and the session
// goes on.
func TestBatchesGetAnError(t *testing.T) {
	send, lines, end := stdioSession(t, map[string]string{"ids.js": idsExtension})
	initialize(t, send, lines)
	send(`[1,2]`)
	send(`[{"jsonrpc":"2.0","id":7.25,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":"b","method":"tools/list"}]`)
	send(`[]`)
	send(`[{"jsonrpc":"2.0","method":"notifications/initialized"}]`)
	send(`{"jsonrpc":"2.0","id":8,"method":"ping"}`)
	end()
	var got []string
	for line := range lines {
		got = append(got, line)
	}
	const why = `"error":{"code":-32600,"message":"invalid request: batches are not supported (MCP 2025-06-18 removed them); send one message per line"}`
	want := []string{
		`[{"jsonrpc":"2.0","id":null,` + why + `},{"jsonrpc":"2.0","id":null,` + why + `}]`,
		`[{"jsonrpc":"2.0","id":7.25,` + why + `},{"jsonrpc":"2.0","id":"b",` + why + `}]`,
		`{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"invalid request: an empty batch"}}`,
		`{"jsonrpc":"2.0","id":null,` + why + `}`,
		`{"jsonrpc":"2.0","id":8,"result":{}}`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("answers:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
