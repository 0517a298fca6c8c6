package engine_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/testnet"
	"github.com/earshot/extensions/internal/testutil"
)

// TestNetSockets runs the golden cases of the network built-ins
// (platform/testdata/net_cases.mjs: net, tls, http, https, dns,
// WebSocket) inside an extension, against the same local servers Node.js
// ran them against, and compares every result with Node's
// (net_cases.json): events and their order, error codes and messages,
// headers and rawHeaders, what goes on the wire.
func TestNetSockets(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(testutil.Root(), "platform", "testdata", "net_cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases struct {
		Prelude  string                     `json:"prelude"`
		Snippets map[string]string          `json:"snippets"`
		Expected map[string]json.RawMessage `json:"expected"`
	}
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	s := testnet.Start()
	defer s.Close()
	names := make([]string, 0, len(cases.Snippets))
	for name := range cases.Snippets {
		names = append(names, name)
	}
	sort.Strings(names)
	cfg := config(t)
	cfg.Limits.CallTimeout = 10 * time.Second
	x := load(t, "net-runner.js", cfg)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			r := run(t, x, cases.Prelude+cases.Snippets[name], map[string]any{"servers": s.Env()})
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

var _ = strings.Contains
