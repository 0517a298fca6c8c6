package ecosystem

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/internal/testutil"
)

// TestPurePackagesAreSnapshotted: mathjs, the package snapshots are for,
// learns nothing of the world as it loads, so it is restored, not
// evaluated, at the next start.
func TestPurePackagesAreSnapshotted(t *testing.T) {
	if testing.Short() {
		t.Skip("installs mathjs")
	}
	config := t.TempDir()
	testutil.NPMInstall(t, testutil.Packages("npm-mathjs"), config)
	src, err := os.ReadFile(testutil.Packages("npm-mathjs", "mathx.js"))
	if err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(config, "extensions", "heavy.js"), string(src))
	opts := extensions.Options{ProjectDir: t.TempDir(), ConfigDir: config, CacheDir: t.TempDir(), Limits: api.Limits{LoadTimeout: time.Minute}, Pages: testutil.Pages()}
	for start := range 2 {
		h, err := extensions.Open(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		r, err := h.Call(context.Background(), "heavy__eval", json.RawMessage(`{}`))
		st, _ := h.Stats("heavy")
		h.Close()
		if err != nil || r.IsError || st.NoSnapshot != "" || start == 1 && st.Restored != 1 {
			t.Fatalf("start %d: %+v %v, %+v", start, r, err, st)
		}
	}
}
