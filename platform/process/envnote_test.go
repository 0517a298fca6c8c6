package process

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/earshot/extensions/platform/internal/platformtest"
	"github.com/earshot/extensions/platform/kernel"
)

// TestHiddenVariableSaidOnce: reading a variable that is set but that the
// env capability hides reads as unset, and says so once on the
// extension's console, naming the setting; an unset variable, or one the
// capability lists, says nothing.
func TestHiddenVariableSaidOnce(t *testing.T) {
	p, err := kernel.ParsePolicy(json.RawMessage(`{"env": ["JIRA_TOKEN"]}`), t.TempDir(), t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var logs []string
	i := platformtest.New(t, kernel.Config{Extension: "jira", Project: t.TempDir(), Env: []string{"JIRA_TOKEN=j", "GITHUB_TOKEN=g"}, Policy: p,
		Log: func(level, text string) { logs = append(logs, level+": "+text) }}, Ops())
	defer i.Close()
	read := func(name string) any {
		t.Helper()
		r := i.Call("process.env", []byte(`{"name":"`+name+`"}`), nil)
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		return r.Value
	}
	if v := read("JIRA_TOKEN"); v != "j" {
		t.Fatalf("JIRA_TOKEN: %v", v)
	}
	for range 3 {
		if v := read("GITHUB_TOKEN"); v != nil {
			t.Fatalf("GITHUB_TOKEN, hidden: %v", v)
		}
	}
	read("NOT_SET_ANYWHERE")
	want := "warn: process.env.GITHUB_TOKEN is set but hidden from this extension: its env capability does not list it (extensions.capabilities.jira.env in your settings.json)"
	if strings.Join(logs, "\n") != want {
		t.Fatalf("console:\n%s\nwant:\n%s", strings.Join(logs, "\n"), want)
	}
}
