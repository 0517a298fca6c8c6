package engine_test

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestStackOfAThrowInACallback: an error thrown in a callback the
// platform runs (an fs callback) ends the call with the
// extension's own lines — callback-throw.ts has 12; the bundle, with
// node:fs in it, thousands — and its message once.
func TestStackOfAThrowInACallback(t *testing.T) {
	x := load(t, "callback-throw.ts", config(t))
	for tool, want := range map[string]string{"fs": "Error: inside the callback"} {
		r, err := x.Call(context.Background(), tool, []byte(`{}`))
		if err != nil || !r.IsError {
			t.Fatalf("%s: %+v %v", tool, r, err)
		}
		if !strings.HasPrefix(r.Output, want+"\n") || strings.Count(r.Output, want) != 1 {
			t.Errorf("%s: the message, once, then the frames:\n%s", tool, r.Output)
		}
		if !strings.Contains(r.Output, "callback-throw.ts:9:") {
			t.Errorf("%s: no frame at the throw's line:\n%s", tool, r.Output)
		}
		for _, m := range regexp.MustCompile(`callback-throw\.ts:(\d+):`).FindAllStringSubmatch(r.Output, -1) {
			if n, _ := strconv.Atoi(m[1]); n > 12 {
				t.Errorf("%s: a bundle line under the file's name (%s):\n%s", tool, m[0], r.Output)
			}
		}
	}
}
