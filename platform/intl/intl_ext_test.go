package intl_test

import (
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/earshot/extensions/internal/jstest"
)

// intlDifferences are the golden cases whose answer differs from Node's,
// with why. Each must still differ (so that the list stays true); the docs
// (writing-extensions.md, "Intl") list the same.
var intlDifferences = map[string]string{
	"en-US/dateRange": rangeDiff, "en-GB/dateRange": rangeDiff, "de-DE/dateRange": rangeDiff,
	"tr-TR/dateRange": rangeDiff, "ja-JP/dateRange": rangeDiff, "ar-EG/dateRange": rangeDiff,
	"ar-EG/dateZones":   "GMT offsets are written in Latin digits (GMT+1, Node GMT+١)",
	"ar-EG/number":      "exponents are written in Latin digits (أس5, Node أس٥)",
	"ar-EG/numberParts": "the sign's bidi mark is part of the minusSign part (Node: a literal part before it)",
	"ar-EG/unit":        unitPercent, "de-DE/unit": unitPercent, "fr-FR/unit": unitPercent,
	"en-GB/dateZones":  "an hour with a zone name has no 'h' (18 CET, Node 18h CET)",
	"ja-JP/dateLocale": "toLocaleString's date and time picks the long date pattern (2024年3月9日 17:05:09, Node 2024/3/9 17:05:09)",
	"tr-TR/currency":   "the accounting and currency-name patterns (($5,00) and 10,00 Euro, Node -$5,00 and €10,00 Euro)",
}

const (
	rangeDiff   = "formatRange repeats the fields the two dates share (5:05 PM – 7:00 PM, Node 5:05 – 7:00 PM)"
	unitPercent = `the unit "percent" has the locale's percent sign but not its spacing or bidi mark (40 %, Node 40\u00a0%)`
)

// TestIntl runs the snippets of platform/testdata/intl_cases.mjs in an
// extension whose environment is the one Node ran them in
// (LANG=de_DE.UTF-8, TZ=America/New_York) and compares each result with
// Node's (intl_cases.json).
func TestIntl(t *testing.T) {
	path := jstest.Testdata("intl_cases.json")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cases struct {
		jstest.Goldens
		Env map[string]string `json:"env"`
	}
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	// Date's local time follows the process's zone (time.Local), Intl's
	// default zone the extension's TZ.
	zone, err := time.LoadLocation(cases.Env["TZ"])
	if err != nil {
		t.Fatal(err)
	}
	old := time.Local
	time.Local = zone
	t.Cleanup(func() { time.Local = old })

	cfg := jstest.Config(t)
	cfg.Limits.CallTimeout = time.Minute
	for k, v := range cases.Env {
		cfg.Platform.Env = append(cfg.Platform.Env, k+"="+v)
	}
	x := jstest.Load(t, "runner.js", cfg)
	jstest.RunGoldens(t, x, cases.Goldens, intlDifferences)
}
