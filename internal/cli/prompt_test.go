package cli

import (
	"errors"
	"strings"
	"testing"

	extensions "github.com/earshot/extensions"
)

func TestAsk(t *testing.T) {
	req := extensions.PromptRequest{Rule: "Extension(jira__comment)", Tool: "jira__comment", Title: "Comment on A", Detail: "line 1\nline 2"}
	for in, want := range map[string]extensions.Answer{
		"y\n": extensions.AllowOnce, "YES\n": extensions.AllowOnce, "a\n": extensions.AllowAlways,
		"always\n": extensions.AllowAlways, "n\n": extensions.Decline, "\n": extensions.Decline,
		"": extensions.Decline, "maybe\n": extensions.Decline,
	} {
		var out strings.Builder
		if got := ask(strings.NewReader(in), &out, req); got != want {
			t.Errorf("answer %q: got %v, want %v", in, got, want)
		}
		for _, s := range []string{"jira__comment wants to run.", "rule:   Extension(jira__comment)", "title:  Comment on A", "    line 1\n    line 2\n", "Allow? [y] once"} {
			if !strings.Contains(out.String(), s) {
				t.Errorf("prompt %q lacks %q", out.String(), s)
			}
		}
	}
	var out strings.Builder
	req.PromptError = errors.New("permission() threw: Error: x")
	ask(strings.NewReader("n\n"), &out, req)
	if !strings.Contains(out.String(), "the extension's own prompt text failed") {
		t.Errorf("prompt %q does not say the extension's text failed", out.String())
	}
}
