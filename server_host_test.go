package extensions_test

import (
	"context"
	"encoding/json"
	"net"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"go.uber.org/goleak"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testutil"
)

// serveTool starts an HTTP server on input.port, fetches from it, and —
// with input.wait — waits for its call to end.
const serveTool = `import http from "node:http";
export default { tools: [{ name: "serve", description: "serves HTTP for the length of its call", readOnly: true,
  inputSchema: { type: "object" },
  async execute(input) {
    const srv = http.createServer((req, res) => res.end("served " + req.url));
    await new Promise((resolve, reject) => { srv.on("error", reject); srv.listen(input.port, "127.0.0.1", resolve); });
    const text = await (await fetch("http://127.0.0.1:" + input.port + "/x")).text();
    if (input.wait) await new Promise(() => {});
    return text;
  } }] };`

// freePort is a loopback port nothing listens on now.
func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// listens reports whether something accepts connections on port.
func listens(port int) bool {
	c, err := net.DialTimeout("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), 5*time.Second)
	if err != nil {
		return false
	}
	c.Close()
	return true
}

// TestServersEndWithTheirCall: an extension's server answers its own
// client within the call, and is gone when the call returns, when the
// Host reloads the extension while the call waits (the call runs on, and
// its server with it, until it is cancelled), and when the Host closes —
// leaving no goroutine behind (an embedder's goleak test passes).
func TestServersEndWithTheirCall(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	config := t.TempDir()
	file := filepath.Join(config, "extensions", "web.js")
	testutil.WriteFile(t, file, serveTool)
	h, err := extensions.Open(context.Background(), extensions.Options{Pages: testutil.Pages(), ProjectDir: t.TempDir(), ConfigDir: config,
		CacheDir: testutil.CacheDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()

	p := freePort(t)
	in, _ := json.Marshal(map[string]any{"port": p})
	r, err := h.Call(context.Background(), "web__serve", in)
	if err != nil || r.IsError || r.Output != "served /x" {
		t.Fatalf("%+v %v", r, err)
	}
	if listens(p) {
		t.Errorf("port %d still listens after the call returned", p)
	}

	// wait starts a call whose server waits, and returns once it answers.
	wait := func(ctx context.Context) (int, chan error) {
		p := freePort(t)
		in, _ := json.Marshal(map[string]any{"port": p, "wait": true})
		done := make(chan error, 1)
		go func() {
			_, err := h.Call(ctx, "web__serve", in)
			done <- err
		}()
		for !listens(p) {
			select {
			case err := <-done:
				t.Fatalf("the call ended first: %v", err)
			case <-time.After(20 * time.Millisecond):
			}
		}
		return p, done
	}

	ctx, cancel := context.WithCancel(context.Background())
	p, done := wait(ctx)
	testutil.WriteFile(t, file, serveTool+"\n// changed\n")
	if _, err := h.Reload(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !listens(p) {
		t.Errorf("the server stopped at the reload, before its call ended")
	}
	cancel()
	<-done
	if listens(p) {
		t.Errorf("port %d still listens after the call was cancelled", p)
	}

	p, done = wait(context.Background())
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	<-done
	if listens(p) {
		t.Errorf("port %d still listens after the Host closed", p)
	}
}
