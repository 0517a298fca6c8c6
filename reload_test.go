package extensions_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
)

// counter keeps module state: each call counts.
const counter = `let n = 0;
export default { tools: [{ name: "count", description: "counts", readOnly: true, inputSchema: { type: "object" },
  execute: () => String(++n) }] };`

// slowEcho answers after a while, with the text its helper gives.
const slowEcho = `import { word } from "./helpers/word.js";
export default { tools: [{ name: "echo", description: "echoes", readOnly: true, inputSchema: { type: "object" },
  async execute() { await new Promise((r) => setTimeout(r, 300)); return word; } }] };`

func toolNames(h *extensions.Host) string {
	var out []string
	for _, t := range h.Tools() {
		out = append(out, t.Name)
	}
	return strings.Join(out, " ")
}

// must fails the test on err.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// reloadEnv is a config folder with user extensions (they load without
// trust) and a host on it.
type reloadEnv struct {
	project, config string
	opts            extensions.Options
}

func newReloadEnv(t *testing.T) *reloadEnv {
	e := &reloadEnv{project: t.TempDir(), config: t.TempDir()}
	e.opts = extensions.Options{Runtime: hosttest.Runtime(), ProjectDir: e.project, ConfigDir: e.config, CacheDir: testutil.CacheDir(), Pages: testutil.Pages()}
	return e
}

func (e *reloadEnv) write(t *testing.T, rel, text string) {
	t.Helper()
	p := filepath.Join(e.config, "extensions", rel)
	testutil.WriteFile(t, p, text)
	// A new modification time, even on a coarse clock.
	later := time.Now().Add(time.Duration(len(text)%7+1) * time.Second)
	os.Chtimes(p, later, later)
}

func (e *reloadEnv) open(t *testing.T) *extensions.Host {
	t.Helper()
	return hosttest.Open(t, e.opts)
}

func TestReload(t *testing.T) {
	e := newReloadEnv(t)
	e.write(t, "counter.js", counter)
	e.write(t, "echo.js", slowEcho)
	e.write(t, "helpers/word.js", `export const word = "old";`)
	e.write(t, "doomed.js", counter)
	h := e.open(t)
	if got := toolNames(h); got != "counter__count doomed__count echo__echo" {
		t.Fatal(got)
	}
	hosttest.Call(t, h, "counter__count")
	hosttest.Call(t, h, "counter__count")

	// A call in flight when the reload swaps the tools finishes on the
	// instance it started on.
	inflight := make(chan string, 1)
	go func() {
		r, err := h.Call(context.Background(), "echo__echo", nil)
		if err != nil {
			inflight <- err.Error()
			return
		}
		inflight <- r.Output
	}()
	time.Sleep(50 * time.Millisecond)

	e.write(t, "helpers/word.js", `export const word = "new";`) // a helper changes
	e.write(t, "doomed.js", `export default {`)                 // an extension breaks
	e.write(t, "added.js", strings.ReplaceAll(counter, `"count"`, `"more"`))
	r, err := h.Reload(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got := <-inflight; got != "old" {
		t.Fatalf("the call in flight: %q", got)
	}
	if got := toolNames(h); got != "added__more counter__count echo__echo" {
		t.Fatalf("after the reload: %s", got)
	}
	if !slices.Equal(r.Added, []string{"added__more"}) || !slices.Equal(r.Removed, []string{"doomed__count"}) ||
		!slices.Equal(r.Restarted, []string{"added", "echo"}) || !slices.Equal(r.Failed, []string{"doomed"}) || !r.ToolsChanged() {
		t.Fatalf("reloaded: %+v", r)
	}
	if got := hosttest.Call(t, h, "echo__echo"); got != "new" {
		t.Fatalf("echo after its helper changed: %q", got)
	}
	// The unchanged extension kept its instance and its state.
	if got := hosttest.Call(t, h, "counter__count"); got != "3" {
		t.Fatalf("counter after the reload: %q", got)
	}
	// The broken one keeps nothing; why its tool is unknown is said.
	if _, err := h.Call(context.Background(), "doomed__count", nil); !errors.Is(err, api.ErrUnknownTool) {
		t.Fatalf("a tool of the extension that now fails: %v", err)
	}
	if err := h.Unknown("doomed__count"); !errors.Is(err, api.ErrUnknownTool) || !strings.Contains(err.Error(), "the extension doomed failed to load: doomed.js") {
		t.Fatalf("Unknown(doomed__count): %v", err)
	}
	if err := h.Unknown("counter__count"); err != nil {
		t.Fatalf("Unknown(counter__count): %v", err)
	}
	for _, x := range h.Extensions() {
		if x.Name == "doomed" && (x.State != extensions.StateFailed || len(x.Tools) != 0) {
			t.Fatalf("doomed: %+v", x)
		}
	}

	// A reload with nothing changed changes nothing: the extension that
	// still fails the same way is not named again.
	r, err = h.Reload(context.Background())
	if err != nil || r.ToolsChanged() || len(r.Restarted) != 0 || len(r.Failed) != 0 {
		t.Fatalf("an idle reload: %+v %v", r, err)
	}
	// Broken another way, it is named again.
	e.write(t, "doomed.js", `export default { tools: [{ name: "count" }] };`)
	if r, err = h.Reload(context.Background()); err != nil || !slices.Equal(r.Failed, []string{"doomed"}) || r.ToolsChanged() {
		t.Fatalf("broken again: %+v %v", r, err)
	}
	if got := hosttest.Call(t, h, "counter__count"); got != "4" {
		t.Fatalf("counter: %q", got)
	}
}

// TestReloadTrustAndSettings: trusting, untrusting and narrowing an
// extension take effect on reload.
func TestReloadTrustAndSettings(t *testing.T) {
	e := newEnv(t, "good.ts")
	h := e.open(t)
	if got := toolNames(h); got != "" {
		t.Fatal(got)
	}
	if err := extensions.Trust(e.opts, "good"); err != nil {
		t.Fatal(err)
	}
	if _, err := h.Reload(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := toolNames(h); !strings.Contains(got, "good__") {
		t.Fatalf("after trust: %s", got)
	}
	// Narrowing its capabilities restarts it.
	testutil.WriteFile(t, filepath.Join(e.config, "settings.json"), `{"extensions": {"capabilities": {"good": {"exec": false}}}}`)
	r, err := h.Reload(context.Background())
	if err != nil || !slices.Equal(r.Restarted, []string{"good"}) {
		t.Fatalf("after narrowing: %+v %v", r, err)
	}
	for _, x := range h.Extensions() {
		if x.Name == "good" && (x.Capabilities.Exec.All || len(x.Capabilities.Exec.Only) > 0 || !x.Capabilities.Net.All) {
			t.Fatalf("capabilities: %v", x.Capabilities)
		}
	}
	if err := extensions.Untrust(e.opts, "good"); err != nil {
		t.Fatal(err)
	}
	r, err = h.Reload(context.Background())
	if err != nil || len(r.Removed) == 0 {
		t.Fatalf("after untrust: %+v %v", r, err)
	}
	if got := toolNames(h); got != "" {
		t.Fatalf("tools after untrust: %s", got)
	}
}

// TestWatch: with Options.Watch, an edit reloads by itself, once for a
// burst of changes, and subscribers hear of it.
func TestWatch(t *testing.T) {
	e := newReloadEnv(t)
	e.write(t, "echo.js", slowEcho)
	e.write(t, "helpers/word.js", `export const word = "one";`)
	e.opts.Watch = true
	h := e.open(t)
	events := make(chan extensions.Reloaded, 10)
	defer h.OnReload(func(r extensions.Reloaded) { events <- r })()

	wait := func(what string, ok func(extensions.Reloaded) bool) {
		t.Helper()
		deadline := time.After(20 * time.Second)
		for {
			select {
			case r := <-events:
				if ok(r) {
					return
				}
			case <-deadline:
				t.Fatalf("no reload for %s", what)
			}
		}
	}
	// A helper the extension imports.
	e.write(t, "helpers/word.js", `export const word = "two";`)
	wait("the helper", func(r extensions.Reloaded) bool { return slices.Contains(r.Restarted, "echo") })
	if got := hosttest.Call(t, h, "echo__echo"); got != "two" {
		t.Fatalf("after the helper changed: %q", got)
	}
	// A new extension file.
	e.write(t, "other.js", counter)
	wait("a new extension", func(r extensions.Reloaded) bool { return slices.Contains(r.Added, "other__count") })
	// Removing it.
	os.Remove(filepath.Join(e.config, "extensions", "other.js"))
	wait("a removed extension", func(r extensions.Reloaded) bool { return slices.Contains(r.Removed, "other__count") })
	if got := toolNames(h); got != "echo__echo" {
		t.Fatal(got)
	}
}

// TestCapabilitiesForNoExtension: capabilities given to a name no
// extension has (a misspelling) are a problem the Host reports, naming the
// extension likely meant; those of an extension that exists (loaded or
// not) are not.
func TestCapabilitiesForNoExtension(t *testing.T) {
	e := newReloadEnv(t)
	e.write(t, "git.js", counter)
	testutil.WriteFile(t, filepath.Join(e.project, ".earshot", "extensions", "jira.js"), counter) // untrusted
	testutil.WriteFile(t, filepath.Join(e.config, "settings.json"),
		`{"extensions": {"capabilities": {"gti": {"exec": false}, "jira": {"net": false}, "git": {"fs": "read"}, "zz-top": {}}}}`)
	h := e.open(t)
	var msgs []string
	for _, p := range h.Problems() {
		if !errors.Is(p, api.ErrNoSuchExtension) {
			t.Errorf("another problem: %v", p)
		}
		msgs = append(msgs, p.Error())
	}
	settings := filepath.Join(e.config, "settings.json")
	want := []string{
		settings + ": extensions.capabilities.gti: no extension has this name (did you mean git?), so these capabilities narrow nothing",
		settings + ": extensions.capabilities.zz-top: no extension here has this name (in this project or yours), so these capabilities narrow nothing here",
	}
	if !slices.Equal(msgs, want) {
		t.Fatalf("problems:\n%s\nwant:\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
	// The misspelt name is a mistake; the other, another project's
	// extension perhaps, only a note.
	var u *api.UnmatchedCapabilities
	if ps := h.Problems(); !api.Misspelt(ps[0]) || api.Misspelt(ps[1]) || !errors.As(ps[0], &u) || u.Name != "gti" || u.DidYouMean != "git" {
		t.Errorf("misspelt: %v %v", api.Misspelt(ps[0]), api.Misspelt(ps[1]))
	}
}
