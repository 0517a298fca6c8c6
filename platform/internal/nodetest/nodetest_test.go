package nodetest_test

import (
	"context"
	"os"
	"sync"
	"testing"

	"github.com/earshot/extensions/internal/testutil"
	"github.com/earshot/extensions/platform/internal/nodetest"
)

func TestMain(m *testing.M) { testutil.Main(m) }

// TestNodeParallel runs the files of Node's test/parallel that the
// manifest says pass, one subtest each, and reports per module how many
// of the relevant files pass (go test -v shows it). With
// EARSHOT_NODETEST=all it runs the others too, and says which pass now.
// With -short, and under the race detector, it runs one file in eight
// (each module's first among them): a sample, to keep those runs short.
func TestNodeParallel(t *testing.T) {
	cases, err := nodetest.ReadManifest("testdata/manifest.txt")
	if err != nil {
		t.Fatal(err)
	}
	all := os.Getenv("EARSHOT_NODETEST") == "all"
	r := &nodetest.Runner{Dir: "testdata", Cases: cases, Runtime: testutil.Runtime()}
	t.Cleanup(func() { r.Close() })
	var mu sync.Mutex
	results := map[string]nodetest.Result{}
	sample := testing.Short() || testutil.Race
	seen := map[string]int{}
	t.Run("files", func(t *testing.T) {
		for _, c := range cases {
			if !c.Passes() && !all {
				continue
			}
			seen[c.Module]++
			if sample && seen[c.Module]%8 != 1 {
				continue
			}
			t.Run(c.File, func(t *testing.T) {
				t.Parallel()
				res := r.Run(context.Background(), c)
				mu.Lock()
				results[c.File] = res
				mu.Unlock()
				switch {
				case c.Passes() && !res.Passed:
					t.Errorf("%s fails:\n%s", c.File, res.Output)
				case !c.Passes() && res.Passed:
					t.Logf("%s passes now (the manifest says: %s)", c.File, c.Cause)
				case !c.Passes():
					t.Logf("%s fails, as the manifest says (%s):\n%s", c.File, c.Cause, res.Output)
				}
			})
		}
	})
	for _, tally := range nodetest.Report(cases, results) {
		t.Log(tally)
	}
}
