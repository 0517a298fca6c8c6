package gate

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/api"
)

func TestParseRule(t *testing.T) {
	tests := []struct {
		in, pattern string
		ours, bad   bool
	}{
		{"Extension(jira__comment)", "jira__comment", true, false},
		{"Extension(jira__*)", "jira__*", true, false},
		{"Extension(*)", "*", true, false},
		{" Extension( jira__x ) ", "jira__x", true, false},
		{"Extension", "*", true, false},
		{"Bash(ls)", "", false, false},
		{"Read", "", false, false},
		// Anything spelled like an Extension rule is ours; if it does not
		// parse, it is an error (a deny rule with a typo fails closed).
		{"ExtensionFoo(x)", "", true, true},
		{"extension(x)", "", true, true},
		{"EXTENSION", "", true, true},
		{"Extensions(x)", "", true, true},
		{"Extension(x) # why", "", true, true},
		{"Extension(x))", "", true, true},
		{"Ext(x)", "", false, false},
		{"Extension(", "", true, true},
		{"Extension()", "", true, true},
		{"Extension(a b)", "", true, true},
		{"Extension(../x)", "", true, true},
		{"Extension:x", "", true, true},
	}
	for _, tt := range tests {
		p, ours, err := parseRule(tt.in)
		if p != tt.pattern || ours != tt.ours || (err != nil) != tt.bad {
			t.Errorf("ParseRule(%q) = %q, %v, %v", tt.in, p, ours, err)
		}
	}
}

func TestMatch(t *testing.T) {
	tests := []struct {
		pattern, name string
		want          bool
	}{
		{"jira__comment", "jira__comment", true},
		{"jira__comment", "jira__comments", false},
		{"jira__*", "jira__comment", true},
		{"jira__*", "jiraX__comment", false},
		{"*", "anything__at_all", true},
		{"*__comment", "jira__comment", true},
		{"j*a__*t", "jira__comment", true},
		{"j*a__*x", "jira__comment", false},
		{"**", "a", true},
		{"", "a", false},
	}
	for _, tt := range tests {
		if got := match(tt.pattern, tt.name); got != tt.want {
			t.Errorf("Match(%q, %q) = %v", tt.pattern, tt.name, got)
		}
	}
}

// setup writes the three settings files (empty content means no file) and
// returns a gate over them.
func setup(t *testing.T, user, project, local string, p api.Prompter) *Gate {
	t.Helper()
	dir := t.TempDir()
	g := &Gate{Prompter: p, Recheck: time.Nanosecond}
	for i, content := range []string{user, project, local} {
		path := filepath.Join(dir, []string{"user.json", "project.json", "local.json"}[i])
		if content != "" {
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		g.Files = append(g.Files, path)
	}
	g.User, g.Local = g.Files[0], g.Files[2]
	return g
}

func rules(effect string, rs ...string) string {
	b, _ := json.Marshal(map[string]any{"permissions": map[string]any{effect: rs}})
	return string(b)
}

type recorder struct {
	answer api.Answer
	asked  []api.PromptRequest
}

func (r *recorder) Prompt(_ context.Context, req api.PromptRequest) (api.Answer, error) {
	r.asked = append(r.asked, req)
	return r.answer, nil
}

func TestPrecedenceAcrossFiles(t *testing.T) {
	call := Call{Extension: "jira", Tool: "jira__comment", Input: json.RawMessage(`{"key":"A"}`)}
	tests := []struct {
		name                 string
		user, project, local string
		answer               api.Answer
		allowed, asked       bool
	}{
		{name: "no rule asks", answer: api.AllowOnce, allowed: true, asked: true},
		{name: "no rule asks, declined", answer: api.Decline, allowed: false, asked: true},
		{name: "allow in user settings", user: rules("allow", "Extension(jira__comment)"), allowed: true},
		{name: "allow in project settings", project: rules("allow", "Extension(jira__*)"), allowed: true},
		{name: "allow in local settings", local: rules("allow", "Extension(*)"), allowed: true},
		{name: "deny in project beats allow in user", user: rules("allow", "Extension(*)"), project: rules("deny", "Extension(jira__comment)"), answer: api.AllowOnce},
		{name: "deny in user beats allow in local", user: rules("deny", "Extension(jira__*)"), local: rules("allow", "Extension(jira__comment)"), answer: api.AllowOnce},
		{name: "ask beats allow", user: rules("allow", "Extension(jira__comment)"), local: rules("ask", "Extension(jira__*)"), answer: api.Decline, asked: true},
		{name: "deny beats ask", project: rules("ask", "Extension(*)"), local: rules("deny", "Extension(*)"), answer: api.AllowOnce},
		{name: "other kinds of rules are not ours", user: rules("deny", "Bash(*)", "Read"), answer: api.AllowOnce, allowed: true, asked: true},
		{name: "a rule for another tool does not apply", user: rules("deny", "Extension(jira__ticket)"), answer: api.AllowOnce, allowed: true, asked: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &recorder{answer: tt.answer}
			g := setup(t, tt.user, tt.project, tt.local, r)
			err := g.Check(context.Background(), call)
			if (err == nil) != tt.allowed {
				t.Fatalf("Check = %v, want allowed %v", err, tt.allowed)
			}
			if err != nil && !errors.Is(err, api.ErrDenied) {
				t.Fatalf("%v is not ErrDenied", err)
			}
			if (len(r.asked) > 0) != tt.asked {
				t.Fatalf("asked %d times, want asked %v", len(r.asked), tt.asked)
			}
		})
	}
}

func TestReadOnlyNeverAsksButDenyStillApplies(t *testing.T) {
	r := &recorder{answer: api.Decline}
	g := setup(t, "", "", "", r)
	if err := g.Check(context.Background(), Call{Tool: "jira__ticket", ReadOnly: true}); err != nil || len(r.asked) != 0 {
		t.Fatalf("readOnly: %v, asked %d", err, len(r.asked))
	}
	g = setup(t, rules("deny", "Extension(jira__ticket)"), "", "", r)
	err := g.Check(context.Background(), Call{Tool: "jira__ticket", ReadOnly: true})
	var d *api.DeniedError
	if !errors.As(err, &d) || d.Rule != "Extension(jira__ticket)" || !strings.Contains(d.Reason, "user.json") {
		t.Fatalf("deny of a readOnly tool: %v", err)
	}
}

func TestPromptShowsHostRuleAndExtensionText(t *testing.T) {
	r := &recorder{answer: api.AllowOnce}
	g := setup(t, "", "", "", r)
	err := g.Check(context.Background(), Call{
		Extension: "jira", Tool: "jira__comment", Input: json.RawMessage(`{"key":"A"}`),
		PromptText: func(context.Context) (string, string, error) {
			return "Comment on A\x1b[31m", "line 1\nline 2\x07", nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	got := r.asked[0]
	if got.Rule != "Extension(jira__comment)" || got.Tool != "jira__comment" || got.Title != "Comment on A" ||
		got.Detail != "line 1\nline 2" || !got.FromExtension {
		t.Fatalf("request = %+v", got)
	}
}

func TestDefaultPromptText(t *testing.T) {
	r := &recorder{answer: api.AllowOnce}
	g := setup(t, "", "", "", r)
	boom := errors.New("permission() threw")
	for _, pt := range []func(context.Context) (string, string, error){
		nil,
		func(context.Context) (string, string, error) { return "", "", nil },
		func(context.Context) (string, string, error) { return "", "", boom },
	} {
		r.asked = nil
		if err := g.Check(context.Background(), Call{Tool: "jira__comment", Input: json.RawMessage(`{"key":"A","n":[1]}`), PromptText: pt}); err != nil {
			t.Fatal(err)
		}
		got := r.asked[0]
		want := "{\n  \"key\": \"A\",\n  \"n\": [\n    1\n  ]\n}"
		if got.Title != "jira__comment" || got.Detail != want || got.FromExtension {
			t.Fatalf("request = %+v", got)
		}
	}
	if !errors.Is(r.asked[0].PromptError, boom) {
		t.Fatalf("PromptError = %v", r.asked[0].PromptError)
	}
}

func TestNoPrompterDeniesWithHint(t *testing.T) {
	g := setup(t, "", "", "", nil)
	err := g.Check(context.Background(), Call{Tool: "jira__comment"})
	if !errors.Is(err, api.ErrDenied) || !strings.Contains(err.Error(), `add "Extension(jira__comment)" to permissions.allow`) {
		t.Fatalf("got %v", err)
	}
}

func TestAllowAlwaysPersistsAndKeepsOtherKeys(t *testing.T) {
	r := &recorder{answer: api.AllowAlways}
	local := `{"model": "x", "permissions": {"allow": ["Bash(ls)"], "defaultMode": "plan"}, "extensions": {"trusted": {}}}`
	g := setup(t, "", "", local, r)
	if err := g.Check(context.Background(), Call{Tool: "jira__comment"}); err != nil {
		t.Fatal(err)
	}
	// Asked once; the second call is allowed by the saved rule.
	if err := g.Check(context.Background(), Call{Tool: "jira__comment"}); err != nil || len(r.asked) != 1 {
		t.Fatalf("second call: %v, asked %d", err, len(r.asked))
	}
	b, _ := os.ReadFile(g.Local)
	var doc struct {
		Model       string
		Permissions struct {
			Allow       []string
			DefaultMode string
		}
		Extensions map[string]any
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Model != "x" || doc.Permissions.DefaultMode != "plan" || doc.Extensions == nil ||
		strings.Join(doc.Permissions.Allow, " ") != "Bash(ls) Extension(jira__comment)" {
		t.Fatalf("settings.local.json = %s", b)
	}
}

// testSigner signs with a fixed key.
type testSigner struct{}

func (testSigner) SignAllow(tool string) (string, error) { return "signed:" + tool, nil }
func (testSigner) VerifyAllow(tool, mac string) bool     { return mac == "signed:"+tool }

// A project's settings files can be written by its repository: their allow
// rules wave through only the project's own (trusted) extensions, never the
// user's — unless this user's earshot wrote the rule ("allow always",
// signed). Ask and deny rules apply to everything.
func TestProjectFilesCannotAllowUserExtensions(t *testing.T) {
	r := &recorder{answer: api.Decline}
	g := setup(t, "", rules("allow", "Extension(*)"), rules("allow", "Extension(deploy__*)", "Extension(deploy__run)"), r)
	g.Signer = testSigner{}
	ctx := context.Background()
	if err := g.Check(ctx, Call{Tool: "deploy__run"}); err != nil || len(r.asked) != 0 {
		t.Fatalf("project extension: %v, asked %d", err, len(r.asked))
	}
	err := g.Check(ctx, Call{Tool: "deploy__run", Personal: true})
	if !errors.Is(err, api.ErrDenied) || len(r.asked) != 1 || r.asked[0].RuleFile != g.User {
		t.Fatalf("user extension: %v, asked %+v", err, r.asked)
	}

	// A signature written by hand (or copied) does not count.
	local := `{"permissions": {"allow": ["Extension(deploy__run)"]}, "extensions": {"allowed": {"deploy__run": {"mac": "forged"}}}}`
	if err := os.WriteFile(g.Local, []byte(local), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := g.Check(ctx, Call{Tool: "deploy__run", Personal: true}); !errors.Is(err, api.ErrDenied) || len(r.asked) != 2 {
		t.Fatalf("forged: %v, asked %d", err, len(r.asked))
	}

	// "Allow always" writes the rule to settings.local.json, signed.
	r.answer = api.AllowAlways
	if err := g.Check(ctx, Call{Tool: "deploy__run", Personal: true}); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(g.Local); !strings.Contains(string(b), `"signed:deploy__run"`) {
		t.Fatalf("settings.local.json: %s", b)
	}
	if err := g.Check(ctx, Call{Tool: "deploy__run", Personal: true}); err != nil || len(r.asked) != 3 {
		t.Fatalf("after allow always: %v, asked %d", err, len(r.asked))
	}
	// It covers that tool only, not the pattern rules beside it.
	r.answer = api.Decline
	if err := g.Check(ctx, Call{Tool: "deploy__other", Personal: true}); !errors.Is(err, api.ErrDenied) || len(r.asked) != 4 {
		t.Fatalf("other tool: %v, asked %d", err, len(r.asked))
	}

	// A project's deny still applies to the user's tools; the user's own
	// allow rules apply to them.
	g = setup(t, rules("allow", "Extension(*)"), rules("deny", "Extension(deploy__run)"), "", r)
	if err := g.Check(ctx, Call{Tool: "deploy__run", Personal: true, ReadOnly: true}); !errors.Is(err, api.ErrDenied) {
		t.Fatalf("project deny on a user tool: %v", err)
	}
	if err := g.Check(ctx, Call{Tool: "deploy__other", Personal: true}); err != nil {
		t.Fatalf("user allow on a user tool: %v", err)
	}
}

func TestBrokenSettingsFailClosed(t *testing.T) {
	g := setup(t, rules("allow", "Extension(*)"), "{\n  \"permissions\": {\n    \"deny\": [\"Extension(*)\",]\n  }\n}", "", &recorder{answer: api.AllowOnce})
	for _, ro := range []bool{false, true} {
		err := g.Check(context.Background(), Call{Tool: "jira__comment", ReadOnly: ro})
		if !errors.Is(err, api.ErrDenied) || !strings.Contains(err.Error(), "project.json:3:") {
			t.Fatalf("readOnly %v: got %v", ro, err)
		}
	}
	// A deny list of the wrong type fails closed too.
	g = setup(t, `{"permissions": {"deny": "Extension(*)"}}`, "", "", &recorder{answer: api.AllowOnce})
	if err := g.Check(context.Background(), Call{Tool: "x__y", ReadOnly: true}); !errors.Is(err, api.ErrDenied) {
		t.Fatalf("deny of the wrong type: %v", err)
	}
}

// TestUnparseableDenyRulesFailClosed: a deny (or ask) rule with a typo
// could have been meant for any tool, so every call is refused until it is
// fixed, with a message naming the rule; an allow rule with a typo allows
// nothing, and the rest apply.
func TestUnparseableDenyRulesFailClosed(t *testing.T) {
	for _, rule := range []string{"Extension(jira__comment", "extension(jira__comment)", "Extension(jira__comment) # no",
		"Extensions(jira__comment)", "EXTENSION(*)", "Extension(jira/comment)"} {
		for _, eff := range []string{"deny", "ask"} {
			g := setup(t, rules("allow", "Extension(*)"), rules(eff, rule), "", &recorder{answer: api.AllowOnce})
			for _, ro := range []bool{false, true} {
				err := g.Check(context.Background(), Call{Tool: "other__tool", ReadOnly: ro})
				if !errors.Is(err, api.ErrDenied) || !strings.Contains(err.Error(), rule) {
					t.Errorf("%s %q (readOnly %v): got %v", eff, rule, ro, err)
				}
			}
		}
		g := setup(t, rules("allow", rule, "Extension(ok__tool)"), "", "", nil)
		if err := g.Check(context.Background(), Call{Tool: "ok__tool"}); err != nil {
			t.Errorf("allow %q broke the other rules: %v", rule, err)
		}
		if err := g.Check(context.Background(), Call{Tool: "jira__comment"}); err == nil {
			t.Errorf("allow %q allowed", rule)
		}
	}
}

func TestRuleProblemsAreReported(t *testing.T) {
	g := setup(t, rules("allow", "Extension(", "Extension(ok__tool)", "Bash(x)"), "", "", nil)
	rs := g.read()
	if len(rs.Rules) != 1 || rs.Rules[0].Pattern != "ok__tool" {
		t.Fatalf("rules = %+v", rs.Rules)
	}
	if len(rs.Problems) != 1 || !strings.Contains(rs.Problems[0].Error(), "permissions.allow[0]") {
		t.Fatalf("problems = %v", rs.Problems)
	}
}

func TestSettingsChangesApplyToTheNextCall(t *testing.T) {
	g := setup(t, "", "", "", &recorder{answer: api.Decline})
	if err := g.Check(context.Background(), Call{Tool: "a__b"}); err == nil {
		t.Fatal("allowed before the rule")
	}
	if err := os.WriteFile(g.Files[0], []byte(rules("allow", "Extension(a__b)")), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := g.Check(context.Background(), Call{Tool: "a__b"}); err != nil {
		t.Fatalf("the new allow rule was not read: %v", err)
	}
}

// A prompter on the context replaces the gate's for that call, and what it
// returns as an error is kept in the DeniedError.
func TestWithPrompter(t *testing.T) {
	base := &recorder{answer: api.Decline}
	g := setup(t, "", "", "", base)
	ctx := context.Background()
	if err := g.Check(WithPrompter(ctx, &recorder{answer: api.AllowOnce}), Call{Tool: "jira__comment"}); err != nil || len(base.asked) != 0 {
		t.Fatalf("context prompter: %v, base asked %d", err, len(base.asked))
	}
	cause := errors.New("nobody home")
	err := g.Check(WithPrompter(ctx, api.PrompterFunc(func(context.Context, api.PromptRequest) (api.Answer, error) { return api.Decline, cause })), Call{Tool: "jira__comment"})
	if !errors.Is(err, api.ErrDenied) || !errors.Is(err, cause) {
		t.Fatalf("got %v", err)
	}
	if err := g.Check(ctx, Call{Tool: "jira__comment"}); !errors.Is(err, api.ErrDenied) || len(base.asked) != 1 {
		t.Fatalf("without: %v, asked %d", err, len(base.asked))
	}
}
