package process_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/internal/jstest"
)

// TestProcessExit: process.exit ends the call with an error result; the
// host goes on, and so does the extension.
func TestProcessExit(t *testing.T) {
	x := jstest.Node(t, t.TempDir(), nil, 0)
	r := jstest.Run(t, x, `setTimeout(() => {}, 10); try { process.exit(3) } catch (e) {} return "after exit"`, nil)
	var ee engine.ExitError
	if !r.IsError || !errors.As(r.Err, &ee) || ee.Code != 3 || !strings.Contains(r.Output, "process.exit(3)") {
		t.Fatalf("%+v", r)
	}
	if r := jstest.Run(t, x, `return "still here"`, nil); r.Output != `"still here"` {
		t.Fatalf("next call: %+v", r)
	}
}
