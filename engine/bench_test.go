package engine

import (
	"context"
	"testing"

	"github.com/earshot/extensions/wasm"
)

func BenchmarkCall(b *testing.B) {
	ctx := context.Background()
	rt := wasm.NewRuntime(wasm.RuntimeOptions{})
	defer rt.Close()
	x, err := Load(ctx, Config{Runtime: rt}, Source{Name: "b", File: "b.js", Code: `
export default { tools: [
 { name: "async", description: "d", inputSchema: { type: "object" }, async execute(input) { return "hi " + input.key } },
 { name: "sync", description: "d", inputSchema: { type: "object" }, execute(input) { return "hi " + input.key } },
]};`})
	if err != nil {
		b.Fatal(err)
	}
	defer x.Close()
	for _, tool := range []string{"async", "sync"} {
		b.Run(tool, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				r, _ := x.Call(ctx, tool, []byte(`{"key":"A-1"}`))
				if r.Output != "hi A-1" {
					b.Fatal(r)
				}
			}
		})
	}
}
