package extensions_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
)

// watched is a watching host on a reloadEnv, and the reloads it made.
type watched struct {
	h      *extensions.Host
	events chan extensions.Reloaded
}

func watchEnv(t *testing.T, e *reloadEnv) *watched {
	t.Helper()
	e.opts.Watch = true
	w := &watched{events: make(chan extensions.Reloaded, 100)}
	w.h = e.open(t)
	stop := w.h.OnReload(func(r extensions.Reloaded) { w.events <- r })
	t.Cleanup(stop)
	return w
}

// waitFor waits for a reload that ok accepts. The bound only guards
// against a hang: a reload that never comes.
func (w *watched) waitFor(t *testing.T, what string, ok func(extensions.Reloaded) bool) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		select {
		case r := <-w.events:
			if ok(r) {
				return
			}
		case <-deadline:
			t.Fatalf("no reload for %s (tools: %s)", what, toolNames(w.h))
		}
	}
}

func restarted(name string) func(extensions.Reloaded) bool {
	return func(r extensions.Reloaded) bool { return slices.Contains(r.Restarted, name) }
}

func added(tool string) func(extensions.Reloaded) bool {
	return func(r extensions.Reloaded) bool { return slices.Contains(r.Added, tool) }
}

// TestWatchFollowsTheFolder: the extensions folder deleted and made again,
// or swapped for a copy by two renames (what a git checkout or a build's
// output does), is watched again: an edit in it and a new file are seen.
// (The watch stayed on the folder that went, and nothing after was seen.)
func TestWatchFollowsTheFolder(t *testing.T) {
	echo := func(word string) string {
		return `export default { tools: [{ name: "echo", description: "echoes", readOnly: true, inputSchema: { type: "object" }, execute: () => "` + word + `" }] };`
	}
	for _, tt := range []struct {
		name    string
		replace func(t *testing.T, dir string)
	}{
		{"deleted and made again", func(t *testing.T, dir string) {
			if err := os.RemoveAll(dir); err != nil {
				t.Fatal(err)
			}
			testutil.WriteFile(t, filepath.Join(dir, "echo.js"), echo("checked out"))
		}},
		{"swapped by two renames", func(t *testing.T, dir string) {
			next := dir + ".next"
			testutil.WriteFile(t, filepath.Join(next, "echo.js"), echo("checked out"))
			if err := os.Rename(dir, dir+".old"); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(next, dir); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := newReloadEnv(t)
			dir := filepath.Join(e.config, "extensions")
			e.write(t, "echo.js", echo("first"))
			w := watchEnv(t, e)
			if got := hosttest.Call(t, w.h, "echo__echo"); got != "first" {
				t.Fatal(got)
			}
			tt.replace(t, dir)
			w.waitFor(t, "the folder replaced", restarted("echo"))
			if got := hosttest.Call(t, w.h, "echo__echo"); got != "checked out" {
				t.Fatalf("after the folder was replaced: %q", got)
			}
			// An edit in the folder that is there now.
			e.write(t, "echo.js", echo("edited"))
			w.waitFor(t, "an edit in the new folder", restarted("echo"))
			if got := hosttest.Call(t, w.h, "echo__echo"); got != "edited" {
				t.Fatalf("after the edit: %q", got)
			}
			// And a new file in it.
			e.write(t, "more.js", strings.ReplaceAll(counter, `"count"`, `"more"`))
			w.waitFor(t, "a new file in the new folder", added("more__more"))
		})
	}
}

// TestWatchIgnoresUnrelatedWrites: a file no extension reads, rewritten
// again and again in the extensions folder, neither reloads nor holds
// back the reload an edit needs. (Each write pushed the reload back, for
// as long as the writes went on.)
func TestWatchIgnoresUnrelatedWrites(t *testing.T) {
	e := newReloadEnv(t)
	e.write(t, "echo.js", slowEcho)
	e.write(t, "helpers/word.js", `export const word = "one";`)
	w := watchEnv(t, e)
	stop := churn(t, filepath.Join(e.config, "extensions", "notes.txt"), filepath.Join(e.config, "extensions", "helpers", "build.log"))
	defer stop()
	e.write(t, "helpers/word.js", `export const word = "two";`)
	w.waitFor(t, "an edit among unrelated writes", restarted("echo"))
	if got := hosttest.Call(t, w.h, "echo__echo"); got != "two" {
		t.Fatalf("after the edit: %q", got)
	}
}

// TestWatchReloadsDuringAStream: a file an extension reads, rewritten
// without pause, reloads while the writes go on (at most maxDelay after
// the first), not only once they stop.
func TestWatchReloadsDuringAStream(t *testing.T) {
	e := newReloadEnv(t)
	e.write(t, "echo.js", slowEcho)
	e.write(t, "helpers/word.js", `export const word = "one";`)
	w := watchEnv(t, e)
	stop := churn(t, filepath.Join(e.config, "extensions", "helpers", "word.js"))
	defer stop()
	w.waitFor(t, "a stream of edits", restarted("echo"))
}

// churn rewrites files every 20 ms until stop is called (and waits for
// the writer to end).
func churn(t *testing.T, files ...string) (stop func()) {
	t.Helper()
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for i := 0; ; i++ {
			for _, f := range files {
				content := "x"
				if strings.HasSuffix(f, ".js") {
					content = `export const word = "churn ` + strings.Repeat("!", i%5) + `";`
				}
				os.MkdirAll(filepath.Dir(f), 0o755)
				os.WriteFile(f, []byte(content), 0o644)
			}
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	var once sync.Once
	return func() { once.Do(func() { close(done); wg.Wait() }) }
}
