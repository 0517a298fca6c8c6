package extensions_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"go.uber.org/goleak"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/testnet"
	"github.com/earshot/extensions/internal/testutil"
)

// netTools leaves every kind of connection open when its call returns: a
// fetch's keep-alive connection, an http.get's socket in the global
// agent's pool, a TCP socket, a WebSocket.
const netTools = `import http from "node:http";
import net from "node:net";
const kept = [];
export default { tools: [{ name: "open", description: "opens connections and keeps them", readOnly: true,
  inputSchema: { type: "object" },
  async execute(input) {
    const r = await fetch(input.http + "/hello"); await r.text();
    await new Promise((resolve, reject) => http.get(input.http + "/port", (res) => { res.resume(); res.on("end", resolve); }).on("error", reject));
    const [h, p] = input.echo.split(":"); const s = net.connect(+p, h); await new Promise((r) => s.on("connect", r)); kept.push(s);
    const ws = new WebSocket(input.ws); await new Promise((r) => { ws.onopen = r; }); kept.push(ws);
    return "open";
  } }] };`

// TestCloseLeavesNoConnections: a Host whose extension left connections
// open — fetch's keep-alive, an agent's pool, sockets, a WebSocket —
// leaves no goroutine behind after Close (an embedder's goleak test
// passes).
func TestCloseLeavesNoConnections(t *testing.T) {
	s := testnet.Start()
	defer s.Close()
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	config := t.TempDir()
	testutil.WriteFile(t, filepath.Join(config, "extensions", "nets.js"), netTools)
	h, err := extensions.Open(context.Background(), extensions.Options{Pages: testutil.Pages(), ProjectDir: t.TempDir(), ConfigDir: config,
		CacheDir: testutil.CacheDir()})
	if err != nil {
		t.Fatal(err)
	}
	in, _ := json.Marshal(map[string]string{"http": s.HTTP, "echo": s.Echo, "ws": s.WS})
	r, err := h.Call(context.Background(), "nets__open", in)
	if err != nil || r.IsError || r.Output != "open" {
		t.Fatalf("%+v %v", r, err)
	}
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
}
