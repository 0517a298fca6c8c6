package engine_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testutil"
)

// TestServerGoldens runs the golden cases of servers within a call
// (platform/testdata/server_cases.mjs: net.Server, http.Server,
// https.Server, tls.Server) inside an extension — each starts a server on
// loopback and talks to it with its own client — and compares every
// result with Node's (server_cases.json): events and their order, the
// bytes on the wire, errors with their codes and messages.
func TestServerGoldens(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(testutil.Root(), "platform", "testdata", "server_cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases struct {
		Prelude  string                     `json:"prelude"`
		Key      string                     `json:"key"`
		Cert     string                     `json:"cert"`
		Snippets map[string]string          `json:"snippets"`
		Expected map[string]json.RawMessage `json:"expected"`
	}
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	names := make([]string, 0, len(cases.Snippets))
	for name := range cases.Snippets {
		names = append(names, name)
	}
	sort.Strings(names)
	x := netExt(t, nil, 20*time.Second)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			r := run(t, x, cases.Prelude+cases.Snippets[name], map[string]any{"key": cases.Key, "cert": cases.Cert})
			if r.IsError {
				t.Fatalf("threw: %s", r.Output)
			}
			var got, want any
			json.Unmarshal([]byte(r.Output), &got)
			json.Unmarshal(cases.Expected[name], &want)
			g, _ := json.Marshal(got)
			w, _ := json.Marshal(want)
			if string(g) != string(w) {
				t.Errorf("got  %s\nwant %s", g, w)
			}
		})
	}
}
