//go:build unix

package process_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/earshot/extensions/internal/jstest"
	"github.com/earshot/extensions/internal/testutil"
)

// TestProcessExecPath: process.execPath is the node program the
// extension's PATH finds (argv[0] is "node", the same program when
// spawned); without one it is "node", and spawning it fails with ENOENT,
// saying why.
func TestProcessExecPath(t *testing.T) {
	bin := t.TempDir()
	node := filepath.Join(bin, "node")
	testutil.WriteFile(t, node, "#!/bin/sh\necho fake node \"$@\"\n")
	if err := os.Chmod(node, 0o755); err != nil {
		t.Fatal(err)
	}
	code := `const cp = mods.cp; const r = [process.execPath, process.argv[0]]; const c = cp.spawn(process.execPath, ["-v"]); const out = await new Promise((res) => { let s = ""; c.on("error", (e) => res([e.code, e.message])); c.stdout?.on("data", (d) => s += d); c.on("close", () => res(s.trim())) }); return [...r, out]`
	for _, tc := range []struct {
		path string
		want string
	}{
		{bin + string(os.PathListSeparator) + "/usr/bin:/bin", fmt.Sprintf(`[%q,"node","fake node -v"]`, node)},
		{t.TempDir(), `["node","node",["ENOENT","spawn node ENOENT (no Node.js program is on PATH, so process.execPath is \"node\": extensions run in QuickJS, not Node.js)"]]`},
	} {
		cfg := jstest.Config(t)
		cfg.Platform.Project = t.TempDir()
		cfg.Platform.Env = []string{"PATH=" + tc.path}
		x := jstest.Load(t, "node-runner.js", cfg)
		if r := jstest.Run(t, x, code, nil); r.Output != tc.want {
			t.Errorf("PATH=%s: got %s, want %s", tc.path, r.Output, tc.want)
		}
	}
}
