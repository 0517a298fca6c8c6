package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/earshot/extensions/internal/testutil"
)

// buildEarshot builds the command into dir.
func buildEarshot(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "earshot")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestMCPEndToEnd builds earshot, starts `earshot extensions mcp` as a
// subprocess, and uses it with the MCP SDK's client over stdio.
func TestMCPEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the earshot command end to end")
	}
	dir := t.TempDir()
	bin := buildEarshot(t, dir)
	project := testutil.Project(t, "good.ts", "faults.js")
	env := append(os.Environ(), "EARSHOT_CONFIG_DIR="+filepath.Join(dir, "config"), "EARSHOT_CACHE_DIR="+testutil.CacheDir())
	trust := exec.Command(bin, "--project", project, "extensions", "trust", "good", "faults")
	trust.Env = env
	if out, err := trust.CombinedOutput(); err != nil {
		t.Fatalf("trust: %v\n%s", err, out)
	}

	cmd := exec.Command(bin, "--project", project, "--call-timeout", "500ms", "extensions", "mcp")
	cmd.Env = env
	stderr := &testutil.SyncBuffer{}
	cmd.Stderr = stderr
	var asked []string
	changed := make(chan struct{}, 10)
	client := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "1"}, &mcp.ClientOptions{
		ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			asked = append(asked, req.Params.Message)
			return &mcp.ElicitResult{Action: "accept"}, nil
		},
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { changed <- struct{}{} },
	})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connect: %v\nstderr:\n%s", err, stderr)
	}

	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range tools.Tools {
		names = append(names, tool.Name)
	}
	if !strings.Contains(strings.Join(names, " "), "good__hello") || !strings.Contains(strings.Join(names, " "), "faults__loop") {
		t.Fatalf("tools: %v", names)
	}

	callText := func(name string, args any) (string, bool) {
		t.Helper()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil {
			t.Fatalf("%s: %v\nstderr:\n%s", name, err, stderr)
		}
		var b strings.Builder
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				b.WriteString(tc.Text)
			}
		}
		return b.String(), res.IsError
	}
	if out, isErr := callText("good__hello", map[string]any{"name": "e2e"}); isErr || out != "Hello, e2e!" {
		t.Errorf("hello: %q %v", out, isErr)
	}
	if out, isErr := callText("good__write", map[string]any{"path": "x"}); isErr || out != "wrote x" || len(asked) != 1 ||
		!strings.Contains(asked[0], "Extension(good__write)") {
		t.Errorf("gated: %q %v, asked %q", out, isErr, asked)
	}
	// A runaway extension costs its call only.
	if out, isErr := callText("faults__loop", nil); !isErr || !strings.Contains(out, "time") {
		t.Errorf("loop: %q %v", out, isErr)
	}
	if out, isErr := callText("faults__bomb", nil); !isErr {
		t.Errorf("bomb: %q %v", out, isErr)
	}
	if out, isErr := callText("faults__echo", map[string]any{"after": true}); isErr || out != `{"after":true}` {
		t.Errorf("after: %q %v", out, isErr)
	}

	// The server watches: untrusting an extension takes its tools away,
	// and the client is told.
	untrust := exec.Command(bin, "--project", project, "extensions", "untrust", "faults")
	untrust.Env = env
	if out, err := untrust.CombinedOutput(); err != nil {
		t.Fatalf("untrust: %v\n%s", err, out)
	}
	select {
	case <-changed:
	case <-time.After(20 * time.Second):
		t.Fatalf("no notifications/tools/list_changed after untrust\nstderr:\n%s", stderr)
	}
	tools, err = cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range tools.Tools {
		if strings.HasPrefix(tool.Name, "faults__") {
			t.Errorf("%s is still listed after untrust", tool.Name)
		}
	}

	// An edit breaks an extension: its tools go, stderr says why, and so
	// does the error of a call to one of them.
	testutil.WriteFile(t, filepath.Join(project, ".earshot", "extensions", "good.ts"),
		`export default { tools: [{ name: "hello", description: "d", readonly: true, inputSchema: { type: "object" }, execute: () => "hi" }] };`)
	select {
	case <-changed:
	case <-time.After(20 * time.Second):
		t.Fatalf("no notifications/tools/list_changed after the edit\nstderr:\n%s", stderr)
	}
	why := "good.ts: tools[0].readonly: unknown property; did you mean readOnly?"
	if !strings.Contains(stderr.String(), "earshot: good is not served: "+why) {
		t.Errorf("stderr does not say why good is gone:\n%s", stderr)
	}
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "good__hello", Arguments: map[string]any{}}); err == nil ||
		!strings.Contains(err.Error(), "the extension good failed to load: "+why) {
		t.Errorf("calling a tool of the broken extension: %v", err)
	}

	// Closing the client closes stdin: the server exits by itself.
	start := time.Now()
	if err := cs.Close(); err != nil {
		t.Errorf("close: %v", err)
	}
	if d := time.Since(start); d > 20*time.Second { // it exits at once; a hang fails
		t.Errorf("the server took %v to exit after stdin closed", d)
	}
	if cmd.ProcessState == nil || !cmd.ProcessState.Success() {
		t.Errorf("exit: %v\nstderr:\n%s", cmd.ProcessState, stderr)
	}
	// Console output went to stderr, prefixed.
	if !strings.Contains(stderr.String(), "[good] greeting e2e") {
		t.Errorf("stderr:\n%s", stderr)
	}
}
