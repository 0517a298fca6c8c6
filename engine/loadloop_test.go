package engine_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/engine"
)

// TestLoadTimeoutSaysWhere: a module whose evaluation never ends — a loop
// at its top level, here in a function it calls — fails with where it was
// running when the load time ran out, as a loop, not only "raise the
// limit"; and the failure is kept for its files with the limit it ran
// out of: a start under the same limit need not wait for it again, one
// under a longer limit evaluates it again.
func TestLoadTimeoutSaysWhere(t *testing.T) {
	cfg := config(t)
	cfg.Limits.LoadTimeout = 300 * time.Millisecond
	code := "function spin() {\n  let n = 0;\n  for (;;) n++;\n}\nspin();\nexport default { tools: [] };\n"
	_, err := engine.Load(context.Background(), cfg, engine.Source{Name: "loop", File: "loop.js", Code: code})
	if !errors.Is(err, api.ErrTimeout) || api.LimitOf(err) != api.LimitLoadTimeout ||
		!strings.Contains(err.Error(), "loading timed out after 300ms: its module was still running, at spin (loop.js:3:") ||
		!strings.Contains(err.Error(), "a loop at its top level that never ends?") {
		t.Fatalf("got %v", err)
	}
	m, ok := engine.FailureManifest(err)
	if !ok || m.Failure.LoadTimeout != 300*time.Millisecond {
		t.Fatalf("not kept: %+v %v", m.Failure, ok)
	}
	if !m.Failure.Recurs(api.Limits{LoadTimeout: 300 * time.Millisecond}) || m.Failure.Recurs(api.Limits{LoadTimeout: time.Second}) {
		t.Error("a kept load timeout recurs under its limit, and only under it")
	}
	again := m.Failure.Err("loop")
	if !errors.Is(again, api.ErrTimeout) || api.LimitOf(again) != api.LimitLoadTimeout ||
		!strings.Contains(again.Error(), "at spin (loop.js:3:") || !strings.Contains(again.Error(), "as when these files were last evaluated") {
		t.Errorf("read back: %v", again)
	}
}
