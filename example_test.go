package extensions_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	extensions "github.com/earshot/extensions"
)

// Embedding the host: open it for a project, hand the tools to the model,
// call one, close it.
func Example() {
	project, _ := os.MkdirTemp("", "example-project-")
	config, _ := os.MkdirTemp("", "example-config-")
	defer os.RemoveAll(project)
	defer os.RemoveAll(config)
	// One of the user's own extensions (no trust needed).
	dir := filepath.Join(config, "extensions")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "clock.ts"), []byte(`
export default {
  tools: [{
    name: "echo",
    description: "Repeats its input.",
    inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
    readOnly: true,
    execute: async ({ text }: { text: string }) => text.toUpperCase(),
  }],
};`), 0o644)

	ctx := context.Background()
	host, err := extensions.Open(ctx, extensions.Options{ProjectDir: project, ConfigDir: config})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer host.Close()
	for _, t := range host.Tools() {
		fmt.Printf("%s (read-only: %v): %s\n", t.Name, t.ReadOnly, t.Description)
	}
	res, err := host.Call(ctx, "clock__echo", json.RawMessage(`{"text":"hello"}`))
	fmt.Println(res.Output, res.IsError, err)
	// Output:
	// clock__echo (read-only: true): Repeats its input.
	// HELLO false <nil>
}
