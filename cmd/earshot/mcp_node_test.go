package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

// TestMCPNodeClients uses `earshot extensions mcp` with the MCP clients
// people use outside Go: the MCP Inspector's CLI and a client on the
// official TypeScript SDK (testdata/npm-mcp/client.mjs), each starting the
// built command over stdio. It needs Node.js and npm's registry, and skips
// without them.
func TestMCPNodeClients(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped with -short: installs npm packages")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("skipped: node is not installed")
	}
	clients := t.TempDir()
	testutil.NPMInstall(t, filepath.Join("testdata", "npm-mcp"), clients)
	b, err := os.ReadFile(filepath.Join("testdata", "npm-mcp", "client.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(clients, "client.mjs"), string(b))

	dir := t.TempDir()
	bin := buildEarshot(t, dir)
	project := testutil.Project(t, "faults.js")
	testutil.WriteFile(t, filepath.Join(loader.ProjectDir(project), "steps.js"), `export default { tools: [
  { name: "run", description: "reports progress", readOnly: true, inputSchema: { type: "object" },
    async execute(input, context) {
      for (let i = 1; i <= 3; i++) { context.progress({ message: "step " + i, progress: i, total: 3 }); await new Promise((r) => setTimeout(r, 60)); }
      return "ran";
    } },
] };
`)
	env := append(os.Environ(), "EARSHOT_CONFIG_DIR="+filepath.Join(dir, "config"), "EARSHOT_CACHE_DIR="+testutil.CacheDir())
	run := func(name string, args ...string) string {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Env, cmd.Dir = env, clients
		out, err := cmd.Output()
		if err != nil {
			stderr := ""
			if ee, ok := err.(*exec.ExitError); ok {
				stderr = string(ee.Stderr)
			}
			t.Fatalf("%s %s: %v\n%s\n%s", name, strings.Join(args, " "), err, out, stderr)
		}
		return string(out)
	}
	run(bin, "--project", project, "extensions", "trust", "faults", "steps")

	// The Inspector's CLI (node_modules/.bin/mcp-inspector --cli). It
	// starts the server with an environment of its own: the folders are
	// in the arguments, as the README advises.
	inspector := filepath.Join(clients, "node_modules", "@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js")
	server := []string{bin, "--config-dir", filepath.Join(dir, "config"), "--cache-dir", testutil.CacheDir(), "--project", project, "extensions", "mcp"}
	list := run(node, append(append([]string{inspector, "--cli"}, server...), "--method", "tools/list")...)
	for _, name := range []string{"faults__echo", "steps__run"} {
		if !strings.Contains(list, `"name": "`+name+`"`) {
			t.Errorf("the Inspector's tools/list has no %s:\n%s", name, list)
		}
	}
	call := run(node, append(append([]string{inspector, "--cli"}, server...), "--method", "tools/call", "--tool-name", "faults__echo", "--tool-arg", "a=1")...)
	if !strings.Contains(call, `"text": "{\"a\":1}"`) {
		t.Errorf("the Inspector's tools/call of faults__echo:\n%s", call)
	}

	// The TypeScript SDK's client.
	var got struct {
		Tools     []string
		Echo      string
		Progress  []string
		Steps     string
		Cancelled string
		After     string
	}
	out := run(node, "client.mjs", bin, project)
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("client.mjs: %v\n%s", err, out)
	}
	// The server sends the reports before the answer; the SDK's client
	// hands a notification to its handler a microtask later than an
	// answer and drops the handler with the answer, so a read holding
	// both loses the reports. The tool's steps are further apart than the
	// progress throttle's 50 ms, so each report goes out on its own write
	// (all in one read was seen on CI when the steps were a microtask
	// apart).
	progressOK := len(got.Progress) > 0 && got.Progress[0] == "1/3 step 1"
	for _, p := range got.Progress {
		progressOK = progressOK && slices.Contains([]string{"1/3 step 1", "2/3 step 2", "3/3 step 3"}, p)
	}
	if !strings.Contains(strings.Join(got.Tools, " "), "faults__echo") || got.Echo != `{"a":1}` || got.Steps != "ran" ||
		!progressOK || !strings.Contains(got.Cancelled, "Esc") || got.After != "1" {
		t.Errorf("the TypeScript SDK's client saw %+v", got)
	}
}
