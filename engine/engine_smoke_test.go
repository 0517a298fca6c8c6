package engine

import (
	"context"
	"testing"
	"time"
)

func TestSmoke(t *testing.T) {
	ctx := context.Background()
	var logs []Log
	cfg := Config{Limits: Limits{CallTimeout: 2 * time.Second}, Log: func(l Log) { logs = append(logs, l) }}
	x, err := Load(ctx, cfg, Source{Name: "jira", File: "jira.ts", Code: `
const n = await Promise.resolve(40);
let calls = 0;
export default { tools: [
 { name: "ticket", description: "d", inputSchema: { type: "object", properties: { key: { type: "string" } }, required: ["key"] }, readOnly: true,
   async execute(input) { calls++; console.log("hi", input, {a: 1}); return "ticket " + input.key + " " + (n + calls) } },
 { name: "sleep", description: "d", inputSchema: { type: "object" },
   execute() { return new Promise(r => setTimeout(() => r({ output: "slept", title: "t" }), 30)) } },
 { name: "never", description: "d", inputSchema: { type: "object" }, execute() { return new Promise(() => {}) } },
 { name: "loop", description: "d", inputSchema: { type: "object" }, execute() { for(;;){} } },
 { name: "wait", description: "d", inputSchema: { type: "object" }, execute() { return new Promise(r => setTimeout(r, 100000)) } },
 { name: "rec", description: "d", inputSchema: { type: "object" }, execute() { const f = n => f(n+1)+1; return f(0) } },
]};`})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	for _, tc := range []struct{ tool, in string }{{"ticket", `{"key":"A-1"}`}, {"ticket", `{"key":"A-2"}`}, {"ticket", `{}`}, {"sleep", `{}`}, {"never", `{}`}, {"loop", `{}`}, {"ticket", `{"key":"after loop"}`}, {"wait", `{}`}, {"ticket", `{"key":"after wait"}`}, {"rec", `{}`}, {"ticket", `{"key":"after rec"}`}} {
		start := time.Now()
		r, err := x.Call(ctx, tc.tool, []byte(tc.in))
		t.Logf("%s %s -> %+v %v (%v)", tc.tool, tc.in, r, err, time.Since(start))
	}
	t.Logf("logs %+v restarts %d", logs, x.Restarts())
}
