package extensions_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
)

// Attacks through a tool's input: the model writes it, so a prompt
// injection can choose it. None may end the host, or cost it time outside
// the call's limits.

func TestHugeNumbersInInputAreInvalid(t *testing.T) {
	e := newEnv(t, "numbers.js")
	if err := extensions.Trust(e.opts, "numbers"); err != nil {
		t.Fatal(err)
	}
	h := e.open(t)
	huge := []string{
		`1e1000001`, `-1e1000001`, `1E+999999`, `1e-999999`, `0.5e401`, `1e0401`,
		strings.Repeat("9", 100000), "0." + strings.Repeat("0", 5000) + "1",
	}
	for _, tool := range []string{"range", "multiple", "unique", "choice", "exclusive"} {
		for _, n := range huge {
			input := `{"n":` + n + `}`
			if tool == "unique" {
				input = `{"list":[` + n + `,` + n + `]}`
			}
			start := time.Now()
			r, err := h.Call(context.Background(), "numbers__"+tool, json.RawMessage(input))
			if err != nil {
				t.Fatalf("%s %.20s: %v", tool, n, err)
			}
			if !r.IsError || !errors.Is(r.Err, api.ErrInvalidInput) {
				t.Fatalf("%s %.20s: want an invalid-input result, got %+v", tool, n, r)
			}
			if d := time.Since(start); d > testutil.Slow {
				t.Errorf("%s %.20s: refusing it took %v", tool, n, d)
			}
		}
	}
	// Numbers a double can hold still work, and the host is fine.
	r, _ := h.Call(context.Background(), "numbers__range", json.RawMessage(`{"n":1e-300}`))
	if r.IsError {
		t.Fatalf("%+v", r)
	}
	r, _ = h.Call(context.Background(), "numbers__range", json.RawMessage(`{"n":1e300}`))
	if !errors.Is(r.Err, api.ErrInvalidInput) || !strings.Contains(r.Output, "maximum") {
		t.Fatalf("%+v", r)
	}
}

func TestManyNumbersCostLittle(t *testing.T) {
	e := newEnv(t, "numbers.js")
	if err := extensions.Trust(e.opts, "numbers"); err != nil {
		t.Fatal(err)
	}
	h := e.open(t)
	// The largest numbers accepted, all different, as many as a 1 MiB
	// input holds: uniqueItems compares every pair.
	var b strings.Builder
	b.WriteString(`{"list":[`)
	for i := 0; b.Len() < 1<<20; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "9%0300de400", i)
	}
	b.WriteString("]}")
	start := time.Now()
	r, _ := h.Call(context.Background(), "numbers__unique", json.RawMessage(b.String()))
	t.Logf("%v: %.80s", time.Since(start), r.Output)
	if d := time.Since(start); d > testutil.Slow {
		t.Errorf("validating took %v", d)
	}
}

func TestInputLimit(t *testing.T) {
	e := newEnv(t, "numbers.js")
	if err := extensions.Trust(e.opts, "numbers"); err != nil {
		t.Fatal(err)
	}
	e.opts.Limits.InputLimit = 1 << 10
	h := e.open(t)
	big := `{"n":1,"pad":"` + strings.Repeat("x", 2000) + `"}`
	r, err := h.Call(context.Background(), "numbers__range", json.RawMessage(big))
	if err != nil || !errors.Is(r.Err, api.ErrInvalidInput) || !strings.Contains(r.Output, "the limit is 1024") {
		t.Fatalf("%+v %v", r, err)
	}
	// Even input that is not JSON at all is refused for its size first.
	r, err = h.Call(context.Background(), "numbers__range", json.RawMessage(strings.Repeat("[", 5000)))
	if err != nil || !errors.Is(r.Err, api.ErrInvalidInput) {
		t.Fatalf("%+v %v", r, err)
	}
}

func TestCostlySchemasAreRefusedAtLoad(t *testing.T) {
	e := newEnv(t, "wide-schema.js", "deep-schema.js", "good.ts")
	if err := extensions.Trust(e.opts, "wide-schema", "deep-schema", "good"); err != nil {
		t.Fatal(err)
	}
	e.opts.NoCache = true
	start := time.Now()
	h := e.open(t)
	if d := time.Since(start); d > testutil.Slow {
		t.Errorf("loading took %v", d)
	}
	for _, x := range h.Extensions() {
		switch x.Name {
		case "wide-schema":
			if x.State != extensions.StateFailed || !strings.Contains(x.Err.Error(), "object members; the limit is 4096") {
				t.Errorf("wide: %v %v", x.State, x.Err)
			}
		case "deep-schema":
			if x.State != extensions.StateFailed || !strings.Contains(x.Err.Error(), "tools[0].inputSchema: is nested") {
				t.Errorf("deep: %v %v", x.State, x.Err)
			}
		case "good":
			if x.State != extensions.StateLoaded {
				t.Errorf("good: %v %v", x.State, x.Err)
			}
		}
	}
}
