package platform_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/earshot/extensions/internal/jstest"
)

// TestInternalModules: what the built-ins share (node:internal/...,
// bundled once by platform/gen) is one module whether the built-ins that
// require it were in the extension's bundle or required at run time, and
// an extension cannot import or require it: to the extension the name is
// an unsupported built-in, as in Node.
func TestInternalModules(t *testing.T) {
	x := jstest.Load(t, "internal-modules.js", jstest.Config(t))
	r, err := x.Call(context.Background(), "use", []byte(`{}`))
	if err != nil || r.IsError {
		t.Fatalf("%+v %v", r, err)
	}
	var got struct {
		OneClass           bool
		Name, Code         string
		Imported, Required string
	}
	if err := json.Unmarshal([]byte(r.Output), &got); err != nil {
		t.Fatalf("%s: %v", r.Output, err)
	}
	if !got.OneClass || got.Name != "AbortError" || got.Code != "ABORT_ERR" {
		t.Errorf("the built-ins' AbortError: %s", r.Output)
	}
	for _, msg := range []string{got.Imported, got.Required} {
		if !strings.Contains(msg, "node:internal/host") {
			t.Errorf("an extension's use of node:internal/host: %q, want the unsupported built-in's error", msg)
		}
	}
}
