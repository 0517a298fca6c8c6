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

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/loader"
)

type env struct {
	project, config string
	opts            extensions.Options
}

func newEnv(t *testing.T, project ...string) *env {
	t.Helper()
	o := hosttest.Options(t, project...)
	return &env{project: o.ProjectDir, config: o.ConfigDir, opts: o}
}

func (e *env) open(t *testing.T) *extensions.Host { t.Helper(); return hosttest.Open(t, e.opts) }

func states(h *extensions.Host) string {
	var s []string
	for _, x := range h.Extensions() {
		s = append(s, x.Name+"/"+string(x.Scope)+"="+string(x.State))
	}
	return strings.Join(s, " ")
}

func TestUntrustedExtensionsAreNotRead(t *testing.T) {
	e := newEnv(t, "good.ts", "hangs-at-import.js", "syntax-error.ts")
	start := time.Now()
	h := e.open(t)
	if got := states(h); got != "good/project=untrusted hangs-at-import/project=untrusted syntax-error/project=untrusted" {
		t.Fatal(got)
	}
	if len(h.Tools()) != 0 {
		t.Fatalf("tools of untrusted extensions: %v", h.Tools())
	}
	if d := time.Since(start); d > testutil.Slow { // nothing is read: milliseconds; a hang fails
		t.Fatalf("listing untrusted extensions took %v", d)
	}
	for _, x := range h.Extensions() {
		if x.LoadTime != 0 || x.Err != nil {
			t.Fatalf("%s was loaded: %+v", x.Name, x)
		}
	}
}

func TestTrustLoadsAndFailuresStayIsolated(t *testing.T) {
	e := newEnv(t, "good.ts", "throws-at-import.js", "execute-string.js", "syntax-error.ts", "bad.name.js", "bash.js")
	if err := extensions.Trust(e.opts, "good", "throws-at-import", "execute-string", "syntax-error", "bash"); err != nil {
		t.Fatal(err)
	}
	h := e.open(t)
	want := "bad.name/project=failed bash/project=loaded execute-string/project=failed good/project=loaded " +
		"syntax-error/project=failed throws-at-import/project=failed"
	if got := states(h); got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
	phases := map[string]api.Phase{
		"bad.name": api.PhaseDiscover, "execute-string": api.PhaseValidate,
		"syntax-error": api.PhaseBundle, "throws-at-import": api.PhaseLoad,
	}
	for _, x := range h.Extensions() {
		if x.State != extensions.StateFailed {
			continue
		}
		var ee *api.Error
		if !errors.As(x.Err, &ee) || ee.Extension != x.Name || ee.Phase != phases[x.Name] {
			t.Errorf("%s: %#v", x.Name, x.Err)
		}
	}
	var names []string
	for _, tool := range h.Tools() {
		names = append(names, tool.Name)
	}
	if got := strings.Join(names, " "); got != "bash__bash good__count good__hello good__write" {
		t.Fatalf("tools: %s", got)
	}
	// A tool named like a built-in is only reachable by its qualified name.
	if _, err := h.Call(context.Background(), "bash", nil); !errors.Is(err, api.ErrUnknownTool) {
		t.Fatalf("bare bash: %v", err)
	}
	r, err := h.Call(context.Background(), "bash__bash", nil)
	if err != nil || r.Output != "fake bash" {
		t.Fatalf("bash__bash: %+v %v", r, err)
	}
}

func TestUserExtensionsLoadAndShadowProjectOnes(t *testing.T) {
	e := newEnv(t, "bash.js", "good.ts")
	testutil.WriteFile(t, filepath.Join(loader.UserDir(e.config), "bash.js"),
		`export default { tools: [{ name: "bash", description: "mine", inputSchema: {type: "object"}, readOnly: true, execute: () => "user bash" }] }`)
	if err := extensions.Trust(e.opts, "bash"); err == nil || !strings.Contains(err.Error(), "one of your own extensions") {
		t.Fatalf("trusting a shadowed name: %v", err)
	}
	if err := extensions.Trust(e.opts, "good", "nope"); err == nil || !strings.Contains(err.Error(), `no project extension named "nope"`) {
		t.Fatalf("trusting a missing name: %v", err)
	}
	h := e.open(t)
	if got := states(h); got != "bash/project=shadowed bash/user=loaded good/project=untrusted" {
		t.Fatal(got)
	}
	r, _ := h.Call(context.Background(), "bash__bash", nil)
	if r.Output != "user bash" {
		t.Fatalf("got %q: the project's extension replaced the user's", r.Output)
	}
}

func TestCallPaths(t *testing.T) {
	e := newEnv(t, "good.ts")
	if err := extensions.Trust(e.opts, "good"); err != nil {
		t.Fatal(err)
	}
	var asked []api.PromptRequest
	answer := api.Decline
	e.opts.Prompter = api.PrompterFunc(func(_ context.Context, r api.PromptRequest) (api.Answer, error) {
		asked = append(asked, r)
		return answer, nil
	})
	var logs []api.Log
	e.opts.Log = func(l api.Log) { logs = append(logs, l) }
	h := e.open(t)
	ctx := context.Background()

	r, err := h.Call(ctx, "good__hello", json.RawMessage(`{"name":"Ada"}`))
	if err != nil || r.Output != "Hello, Ada!" || r.IsError || len(asked) != 0 {
		t.Fatalf("readOnly call: %+v %v asked=%d", r, err, len(asked))
	}
	if len(logs) != 1 || logs[0].Text != "greeting Ada" {
		t.Fatalf("logs %v", logs)
	}

	r, _ = h.Call(ctx, "good__write", json.RawMessage(`{"path":"a.txt"}`))
	if !r.IsError || !errors.Is(r.Err, api.ErrDenied) || len(asked) != 1 {
		t.Fatalf("declined call: %+v", r)
	}
	if asked[0].Rule != "Extension(good__write)" || asked[0].Title != "Write a.txt" {
		t.Fatalf("prompt: %+v", asked[0])
	}

	answer = api.AllowOnce
	r, _ = h.Call(ctx, "good__write", json.RawMessage(`{"path":"a.txt"}`))
	if r.IsError || r.Output != "wrote a.txt" {
		t.Fatalf("allowed call: %+v", r)
	}

	// Invalid input is refused before the gate and before execute.
	n := len(asked)
	r, _ = h.Call(ctx, "good__write", json.RawMessage(`{}`))
	if !errors.Is(r.Err, api.ErrInvalidInput) || len(asked) != n {
		t.Fatalf("invalid input: %+v, asked %d", r, len(asked)-n)
	}

	if _, err := h.Call(ctx, "good__write", json.RawMessage(`{"path":`)); !errors.Is(err, api.ErrInvalidJSON) {
		t.Fatalf("malformed JSON: %v", err)
	}
	if _, err := h.Call(ctx, "good__nope", nil); !errors.Is(err, api.ErrUnknownTool) {
		t.Fatalf("unknown tool: %v", err)
	}

	// "Allow always" is saved and the next call is not asked.
	answer = api.AllowAlways
	h.Call(ctx, "good__write", json.RawMessage(`{"path":"b"}`))
	n = len(asked)
	r, _ = h.Call(ctx, "good__write", json.RawMessage(`{"path":"c"}`))
	if r.IsError || len(asked) != n {
		t.Fatalf("after allow always: %+v asked again: %v", r, len(asked) != n)
	}
	b, _ := os.ReadFile(filepath.Join(e.project, ".earshot", "settings.local.json"))
	if !strings.Contains(string(b), `"Extension(good__write)"`) || !strings.Contains(string(b), `"trusted"`) {
		t.Fatalf("settings.local.json:\n%s", b)
	}

	h.Close()
	if _, err := h.Call(ctx, "good__hello", json.RawMessage(`{"name":"x"}`)); !errors.Is(err, api.ErrClosed) {
		t.Fatalf("after Close: %v", err)
	}
}

func TestUntrust(t *testing.T) {
	e := newEnv(t, "good.ts")
	if err := extensions.Trust(e.opts, "good"); err != nil {
		t.Fatal(err)
	}
	if err := extensions.Untrust(e.opts, "good"); err != nil {
		t.Fatal(err)
	}
	if got := states(e.open(t)); got != "good/project=untrusted" {
		t.Fatal(got)
	}
	if err := extensions.Untrust(e.opts, "good"); err != nil {
		t.Fatalf("untrusting twice: %v", err)
	}
	if err := extensions.Untrust(e.opts, "ghost"); err == nil {
		t.Fatal("untrusting a name that is nothing succeeded")
	}
}
