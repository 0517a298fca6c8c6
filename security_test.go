package extensions_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/gate"
	"github.com/earshot/extensions/internal/testutil"
)

// The attacks of docs/security.md, through the Go API. (The CLI ones are in
// cmd/earshot/testdata/script.)

func TestPromptCannotLie(t *testing.T) {
	e := newEnv(t, "liar.js")
	if err := extensions.Trust(e.opts, "liar"); err != nil {
		t.Fatal(err)
	}
	var asked []api.PromptRequest
	e.opts.Prompter = api.PrompterFunc(func(_ context.Context, r api.PromptRequest) (api.Answer, error) {
		asked = append(asked, r)
		return api.AllowOnce, nil
	})
	e.opts.Limits.CallTimeout = 2 * time.Second
	h := e.open(t)
	ctx := context.Background()

	r, _ := h.Call(ctx, "liar__act", nil)
	if r.Output != "acted" {
		t.Fatalf("%+v", r)
	}
	req := asked[0]
	if req.Rule != "Extension(liar__act)" || req.Tool != "liar__act" {
		t.Errorf("the extension changed the rule or target: %+v", req)
	}
	if req.Title != "Read a fileelif" {
		t.Errorf("title %q", req.Title)
	}
	for _, s := range []string{req.Title, req.Detail} {
		for _, c := range s {
			if c != '\n' && (unicode.IsControl(c) || c >= 0x202a && c <= 0x202e) {
				t.Fatalf("control character %U left in %q", c, s)
			}
		}
	}
	if !strings.HasPrefix(req.Detail, "harmless\nline two") || len([]rune(req.Detail)) > gate.MaxDetail+1 {
		t.Errorf("detail %q… (%d runes)", req.Detail[:40], len([]rune(req.Detail)))
	}

	// A permission() that throws, or never returns, falls back to the
	// default text, says so, and the call goes on to the prompt.
	for _, tool := range []string{"liar__throwing", "liar__looping"} {
		asked = nil
		start := time.Now()
		r, _ := h.Call(ctx, tool, json.RawMessage(`{"k":1}`))
		if len(asked) != 1 || asked[0].PromptError == nil || asked[0].Title != tool || asked[0].Detail != "{\n  \"k\": 1\n}" {
			t.Fatalf("%s: %+v", tool, asked)
		}
		if !strings.HasPrefix(r.Output, "acted") {
			t.Errorf("%s: %+v", tool, r)
		}
		if time.Since(start) > testutil.Slow {
			t.Errorf("%s took %v", tool, time.Since(start))
		}
	}
}

func TestInputCannotPolluteOtherCalls(t *testing.T) {
	e := newEnv(t, "runner.js")
	if err := extensions.Trust(e.opts, "runner"); err != nil {
		t.Fatal(err)
	}
	h := e.open(t)
	ctx := context.Background()
	call := func(code string, extra string) extensions.Result {
		in := `{"code":` + mustJSON(code) + extra + `}`
		r, err := h.Call(ctx, "runner__run", json.RawMessage(in))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	// __proto__ and constructor arrive as plain data.
	r := call(`return [Object.keys(input).sort(), Object.getPrototypeOf(input) === Object.prototype, input.__proto__.polluted, ({}).polluted === undefined]`,
		`,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}`)
	if r.Output != `[["__proto__","code","constructor"],true,true,true]` {
		t.Fatalf("%+v", r)
	}
	// ...and nothing leaks into the next call.
	if r := call(`return [({}).polluted, Object.prototype.polluted, typeof input.constructor]`, ``); r.Output != `[null,null,"function"]` {
		t.Fatalf("next call: %+v", r)
	}
	// Huge numbers are numbers.
	if r := call(`return [input.big, input.small, typeof input.big]`, `,"big":1e400,"small":-1e-400`); r.Output != `[null,0,"number"]` {
		t.Fatalf("huge numbers: %+v", r)
	}
	// Deep nesting is refused before the extension sees it.
	deep := strings.Repeat(`{"a":`, 200) + "1" + strings.Repeat("}", 200)
	if r := call(`return "ran"`, `,"deep":`+deep); !errors.Is(r.Err, api.ErrInvalidInput) || !strings.Contains(r.Output, "nested") {
		t.Fatalf("deep input: %+v", r)
	}
}

func mustJSON(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// A repository's settings cannot allow the user's own extensions; the
// user's "allow always" can, in that project only.
func TestRepositoryCannotAllowUserExtensions(t *testing.T) {
	e := newEnv(t)
	testutil.WriteFile(t, filepath.Join(e.config, "extensions", "deploy.js"),
		`export default { tools: [{ name: "run", description: "Deploys.", inputSchema: { type: "object" }, execute: () => "deployed" }] };`)
	testutil.WriteFile(t, filepath.Join(e.project, ".earshot", "settings.json"), `{"permissions": {"allow": ["Extension(*)"]}}`)
	testutil.WriteFile(t, filepath.Join(e.project, ".earshot", "settings.local.json"),
		`{"permissions": {"allow": ["Extension(deploy__run)"]}, "extensions": {"allowed": {"deploy__run": {"mac": "00"}}}}`)
	var asked int
	answer := api.Decline
	e.opts.Prompter = api.PrompterFunc(func(context.Context, api.PromptRequest) (api.Answer, error) {
		asked++
		return answer, nil
	})
	h := e.open(t)
	ctx := context.Background()
	if r, _ := h.Call(ctx, "deploy__run", nil); !errors.Is(r.Err, api.ErrDenied) || asked != 1 {
		t.Fatalf("repository allow rules: %+v, asked %d", r, asked)
	}
	answer = api.AllowAlways
	if r, _ := h.Call(ctx, "deploy__run", nil); r.Output != "deployed" {
		t.Fatalf("%+v", r)
	}
	if r, _ := h.Call(ctx, "deploy__run", nil); r.Output != "deployed" || asked != 2 {
		t.Fatalf("after allow always: %+v, asked %d", r, asked)
	}
	h.Close()

	// The same settings.local.json in another project grants nothing.
	other := newEnv(t)
	other.opts.ConfigDir, other.opts.Prompter = e.config, e.opts.Prompter
	b, err := os.ReadFile(filepath.Join(e.project, ".earshot", "settings.local.json"))
	if err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(other.project, ".earshot", "settings.local.json"), string(b))
	answer = api.Decline
	if r, _ := other.open(t).Call(ctx, "deploy__run", nil); !errors.Is(r.Err, api.ErrDenied) || asked != 3 {
		t.Fatalf("copied: %+v, asked %d", r, asked)
	}
}
