package mcpserver_test

import (
	"context"
	"path/filepath"
	"slices"
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

const stepper = `export default { tools: [{ name: "steps", description: "reports steps", readOnly: true, inputSchema: { type: "object" },
  async execute(input, context) {
    for (let i = 1; i <= 3; i++) {
      context.progress({ message: "step " + i, progress: i, total: 3 });
      await new Promise((r) => setTimeout(r, 60));
    }
    return "done";
  } }] };`

// TestFollowsReloadsAndProgress: a client of a watching Host sees
// notifications/tools/list_changed when an extension appears, and the tool
// list it then fetches has it; a call made with a progress token gets the
// extension's reports as notifications/progress.
func TestFollowsReloadsAndProgress(t *testing.T) {
	config := t.TempDir()
	write := func(name, text string) {
		p := filepath.Join(config, "extensions", name)
		testutil.WriteFile(t, p, text)
	}
	write("steps.js", stepper)
	h, err := extensions.Open(context.Background(), extensions.Options{Pages: testutil.Pages(), ProjectDir: t.TempDir(), ConfigDir: config,
		CacheDir: testutil.CacheDir(), Watch: true, Log: func(api.Log) {}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	s := mcpserver.New(h, mcpserver.Options{})
	st, ct := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go s.Run(ctx, st)

	changed := make(chan struct{}, 10)
	var mu sync.Mutex
	var progress []string
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { changed <- struct{}{} },
		ProgressNotificationHandler: func(_ context.Context, r *mcp.ProgressNotificationClientRequest) {
			mu.Lock()
			progress = append(progress, r.Params.Message)
			mu.Unlock()
		},
	})
	cs, err := c.Connect(context.Background(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()

	// Progress.
	params := &mcp.CallToolParams{Name: "steps__steps", Arguments: map[string]any{}}
	params.SetProgressToken("tok")
	res, err := cs.CallTool(context.Background(), params)
	if err != nil || res.IsError {
		t.Fatalf("%v %+v", err, res)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		n := len(progress)
		got := slices.Clone(progress)
		mu.Unlock()
		if n >= 3 {
			if !slices.Equal(got[:3], []string{"step 1", "step 2", "step 3"}) {
				t.Fatalf("progress: %v", got)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("progress notifications: %v", got)
		}
		time.Sleep(20 * time.Millisecond)
	}

	// A new extension appears: the list changes.
	write("more.js", `export default { tools: [{ name: "more", description: "more", readOnly: true, inputSchema: { type: "object" }, execute: () => "more" }] };`)
	select {
	case <-changed:
	case <-time.After(20 * time.Second):
		t.Fatal("no notifications/tools/list_changed")
	}
	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range tools.Tools {
		names = append(names, tool.Name)
	}
	slices.Sort(names)
	if !slices.Equal(names, []string{"more__more", "steps__steps"}) {
		t.Fatalf("tools after the change: %v", names)
	}
	res, err = cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "more__more", Arguments: map[string]any{}})
	if err != nil || res.IsError {
		t.Fatalf("%v %+v", err, res)
	}

	// An edit breaks it: its tool goes, and a call to it is still an
	// unknown tool, whose error says why.
	write("more.js", `export default { tools: [{ name: "more", description: "more", readonly: true, inputSchema: { type: "object" }, execute: () => "more" }] };`)
	select {
	case <-changed:
	case <-time.After(20 * time.Second):
		t.Fatal("no notifications/tools/list_changed")
	}
	_, err = cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "more__more", Arguments: map[string]any{}})
	if err == nil || !strings.Contains(err.Error(), `unknown tool "more__more"; the extension more failed to load: more.js: tools[0].readonly: unknown property; did you mean readOnly?`) {
		t.Fatalf("calling the broken extension's tool: %v", err)
	}
	// A tool named without its extension: the protocol's error names it.
	_, err = cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "steps", Arguments: map[string]any{}})
	if err == nil || !strings.Contains(err.Error(), "did you mean steps__steps?") {
		t.Fatalf("calling steps: %v", err)
	}
}
