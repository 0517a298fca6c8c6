package ecosystem

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/internal/hosttest"
	"github.com/earshot/extensions/internal/testutil"
)

// TestNodeExamples runs the examples docs/writing-extensions.md shows
// (examples/node): a git tool, a TODO search, a token from the environment.
func TestNodeExamples(t *testing.T) {
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("needs git")
	}
	opts := hosttest.Options(t)
	for _, name := range []string{"git.ts", "todos.ts", "token.ts"} {
		b, err := os.ReadFile(filepath.Join(testutil.Root(), "examples", "node", name))
		if err != nil {
			t.Fatal(err)
		}
		testutil.WriteFile(t, filepath.Join(opts.ProjectDir, ".earshot", "extensions", name), string(b))
	}
	testutil.WriteFile(t, filepath.Join(opts.ProjectDir, "src", "main.go"), "package main\n\n// TODO: handle errors\nfunc main() {}\n")
	testutil.WriteFile(t, filepath.Join(opts.ProjectDir, "node_modules", "dep", "index.js"), "// TODO: not ours\n")
	testutil.WriteFile(t, filepath.Join(opts.ProjectDir, "README.md"), "# x\n\nFIXME the install steps\n")
	for _, args := range [][]string{{"init", "-q"}, {"add", "src"}, {"commit", "-q", "-m", "the first commit"}} {
		cmd := exec.Command(git, args...)
		cmd.Dir = opts.ProjectDir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_AUTHOR_NAME=Ada", "GIT_AUTHOR_EMAIL=a@example.com",
			"GIT_COMMITTER_NAME=Ada", "GIT_COMMITTER_EMAIL=a@example.com")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v %s", args, err, out)
		}
	}
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer s3cret" {
			http.Error(w, "no", http.StatusUnauthorized)
			return
		}
		w.Write([]byte("all systems go"))
	}))
	defer api.Close()
	if err := extensions.Trust(opts, "git", "todos", "token"); err != nil {
		t.Fatal(err)
	}
	call := func(h *extensions.Host, tool, input string) string {
		t.Helper()
		r, err := h.Call(context.Background(), tool, json.RawMessage(input))
		if err != nil || r.IsError {
			t.Fatalf("%s: %+v %v", tool, r, err)
		}
		return r.Output
	}
	opts.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}
	h := hosttest.Open(t, opts)
	if got := call(h, "git__log", `{"count": 5}`); !strings.Contains(got, "Ada") || !strings.HasSuffix(got, "the first commit") {
		t.Errorf("git__log: %q", got)
	}
	if got := call(h, "todos__find", `{}`); got != "README.md:3: FIXME the install steps\nsrc/main.go:3: TODO handle errors" {
		t.Errorf("todos__find: %q", got)
	}
	if got := call(h, "token__status", `{"url": "`+api.URL+`"}`); got != "STATUS_TOKEN is not set in earshot's environment" {
		t.Errorf("token__status without the token: %q", got)
	}
	h.Close()
	opts.Env = append(opts.Env, "STATUS_TOKEN=s3cret")
	h = hosttest.Open(t, opts)
	if got := call(h, "token__status", `{"url": "`+api.URL+`"}`); got != "all systems go" {
		t.Errorf("token__status: %q", got)
	}
}
