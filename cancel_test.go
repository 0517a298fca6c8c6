package extensions_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
)

// TestHostCallCancelledIsOver: a call whose context is cancelled while its
// execute ignores context.signal is answered as cancelled, and nothing of
// it runs afterwards — its timers do not fire in later calls, and the
// extension's module state is a fresh start's (its instance was replaced).
func TestHostCallCancelledIsOver(t *testing.T) {
	config := t.TempDir()
	testutil.WriteFile(t, filepath.Join(config, "extensions", "stubborn.js"), `
let calls = 0;
const tick = (n) => new Promise((r) => setTimeout(r, n));
export default { tools: [
  { name: "count", description: "d", readOnly: true, inputSchema: { type: "object" },
    execute: () => String(++calls) },
  { name: "steps", description: "d", readOnly: true, inputSchema: { type: "object" },
    execute: async () => { for (let i = 0; ; i++) { console.log("step " + i); await tick(5); } } },
  { name: "wait", description: "d", readOnly: true, inputSchema: { type: "object" },
    execute: async () => { await tick(50); return "waited"; } },
] };`)
	var mu sync.Mutex
	steps := 0
	started := make(chan struct{})
	h, err := extensions.Open(context.Background(), extensions.Options{
		Runtime:    hosttest.Runtime(),
		Pages:      testutil.Pages(),
		ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: t.TempDir(),
		Log: func(l api.Log) {
			if !strings.HasPrefix(l.Text, "step ") {
				return
			}
			mu.Lock()
			steps++
			if steps == 3 {
				close(started)
			}
			mu.Unlock()
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if got := hosttest.Call(t, h, "stubborn__count"); got != "1" {
		t.Fatalf("count: %s", got)
	}

	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-started
		cancel()
	}()
	r, err := h.Call(ctx, "stubborn__steps", nil)
	cancel()
	if err != nil {
		t.Fatal(err)
	}
	if !r.IsError || !errors.Is(r.Err, api.ErrCanceled) {
		t.Fatalf("a cancelled call: %+v", r)
	}
	mu.Lock()
	atCancel := steps
	mu.Unlock()

	// Later calls wait on timers of their own: the cancelled call's loop
	// would log a step at each of its ticks if it still ran.
	for range 3 {
		if got := hosttest.Call(t, h, "stubborn__wait"); got != "waited" {
			t.Fatalf("the next call: %s", got)
		}
	}
	mu.Lock()
	after := steps
	mu.Unlock()
	if after != atCancel {
		t.Fatalf("%d steps when the call was cancelled, %d after three more calls", atCancel, after)
	}
	if got := hosttest.Call(t, h, "stubborn__count"); got != "1" {
		t.Fatalf("count after the cancelled call: %s (its instance was kept, not replaced)", got)
	}
}
