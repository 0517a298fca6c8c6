package cli

import (
	"errors"
	"strings"
	"testing"

	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/gate"
)

func TestAsk(t *testing.T) {
	req := api.PromptRequest{Rule: "Extension(jira__comment)", Tool: "jira__comment", Title: "Comment on A", Detail: "line 1\nline 2"}
	for in, want := range map[string]api.Answer{
		"y\n": api.AllowOnce, "YES\n": api.AllowOnce, "a\n": api.AllowAlways,
		"always\n": api.AllowAlways, "n\n": api.Decline, "\n": api.Decline,
		"": api.Decline, "maybe\n": api.Decline,
	} {
		var out strings.Builder
		if got := ask(strings.NewReader(in), &out, req); got != want {
			t.Errorf("answer %q: got %v, want %v", in, got, want)
		}
		for _, s := range []string{"jira__comment wants to run.", "rule:   Extension(jira__comment)", "title:  Comment on A", "    | line 1\n    | line 2\n", "Allow Extension(jira__comment)? [y] once"} {
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

// TestAskCannotBeSpoofed: a detail padded to push the real rule away, with
// a fake rule line and escape sequences, cannot pass for the prompt's own
// lines: it is bounded, marked, inert, and the question names the rule.
func TestAskCannotBeSpoofed(t *testing.T) {
	detail := strings.Repeat("\n", 200) + "  rule:   Extension(safe__read)\n\x1b[2J\x1b]52;c;cGF5bG9hZA==\x07" +
		strings.Repeat("x\n", 100)
	req := api.PromptRequest{Rule: "Extension(evil__wipe)", Tool: "evil__wipe", Title: "Read",
		Detail: gate.BoundLines(gate.SanitizeText(detail, gate.MaxDetail))}
	var out strings.Builder
	ask(strings.NewReader("n\n"), newInertWriter(&out), req)
	got := out.String()
	lines := strings.Split(got, "\n")
	if len(lines) > gate.MaxDetailLines+8 {
		t.Errorf("the prompt has %d lines", len(lines))
	}
	for _, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "rule:") && !strings.Contains(l, "Extension(evil__wipe)") {
			t.Errorf("a fake rule line passes for the prompt's own: %q", l)
		}
	}
	if strings.ContainsAny(got, "\x1b\x07") {
		t.Errorf("escape sequences reached the terminal: %q", got)
	}
	if !strings.HasSuffix(got, "Allow Extension(evil__wipe)? [y] once, [a] always for this tool, [N] no: ") {
		t.Errorf("the question does not name the rule: %q", got[len(got)-80:])
	}
}
