package cli

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testutil"
)

// waitFor waits until buf holds want (a hang fails after 20 s, not a slow
// machine).
func waitFor(t *testing.T, buf *testutil.SyncBuffer, want string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(buf.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q in:\n%s", want, buf.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestCheckWatch: check --watch reports, then reports again as files
// change, until it is interrupted.
func TestCheckWatch(t *testing.T) {
	config := t.TempDir()
	ext := filepath.Join(config, "extensions")
	testutil.WriteFile(t, filepath.Join(ext, "one.js"), `export default { tools: [{ name: "a", description: "a", inputSchema: { type: "object" }, execute: () => "a" }] };`)
	var out, errOut testutil.SyncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int, 1)
	go func() {
		done <- Main(ctx, []string{"extensions", "check", "--watch", "--project", t.TempDir(), "--config-dir", config,
			"--cache-dir", testutil.CacheDir()}, IO{Stdout: &out, Stderr: &errOut})
	}()
	waitFor(t, &out, "ok      one (user, 1 tool)\nearshot: 0 problems; watching for changes")

	// The extension that changed is named even though it now fails; each
	// of its problems is on a line, and the summary follows them on the
	// same stream.
	testutil.WriteFile(t, filepath.Join(ext, "one.js"), `export default { tools: [{ name: "a", readonly: true }] };`)
	waitFor(t, &out, "4 problems; watching for changes")
	_, got, _ := strings.Cut(out.String(), "\n== ")
	if !regexp.MustCompile(`^\d\d:\d\d:\d\d: changed one\n` +
		`FAILED  one \(user\): one.js: tools\[0\].readonly: unknown property; did you mean readOnly\?\n` +
		` {8}one.js: tools\[0\].description: expected a string, got undefined\n` +
		` {8}one.js: tools\[0\].execute: expected a function, got undefined\n` +
		` {8}one.js: tools\[0\].inputSchema: expected a JSON Schema object, got undefined\n` +
		`earshot: 4 problems; watching for changes`).MatchString(got) {
		t.Fatalf("after the change:\n%s", got)
	}
	if errOut.String() != "" {
		t.Errorf("stderr: %s", errOut.String())
	}

	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("check --watch did not stop")
	}
}

// TestCallShowsProgress: call prints the call's progress reports on
// standard error when a person watches (a terminal).
func TestCallShowsProgress(t *testing.T) {
	config := t.TempDir()
	testutil.WriteFile(t, filepath.Join(config, "extensions", "p.js"), `export default { tools: [{ name: "go", description: "goes", readOnly: true,
  inputSchema: { type: "object" }, async execute(_, ctx) {
    ctx.progress({ message: "halfway", progress: 1, total: 2 });
    await new Promise((r) => setTimeout(r, 60));
    ctx.progress({ message: "\x1b[31mdone", progress: 2, total: 2 });
    return "ok"; } }] };`)
	var out, errOut testutil.SyncBuffer
	args := []string{"extensions", "call", "p__go", "--project", t.TempDir(), "--config-dir", config, "--cache-dir", testutil.CacheDir()}
	if code := Main(context.Background(), args, IO{Stdout: &out, Stderr: &errOut, progress: true}); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	// The escape sequence is gone (progress is sanitized as prompt text is).
	if got := errOut.String(); !strings.Contains(got, "[p__go] halfway (1/2)\n") || !strings.Contains(got, "[p__go] done (2/2)") || strings.Contains(got, "31m") {
		t.Fatalf("stderr:\n%s", got)
	}
	// Not on a terminal: nothing.
	errOut = testutil.SyncBuffer{}
	if code := Main(context.Background(), args, IO{Stdout: &out, Stderr: &errOut}); code != 0 || strings.Contains(errOut.String(), "halfway") {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
}
