//go:build linux

package fs

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/earshot/extensions/platform/internal/platformtest"
	"github.com/earshot/extensions/platform/kernel"
)

// TestNoRaceBetweenCheckAndUse: a narrowed extension's path operations act
// on what was checked. Between the check and the operation, a folder on
// the path is swapped for a link into earshot's config folder (what a
// second extension, or a child process, could do at that moment): the
// operation fails, and nothing reaches the config folder.
func TestNoRaceBetweenCheckAndUse(t *testing.T) {
	if !haveOpenat2() {
		t.Skip("openat2 is not available: operations are checked, then run on the path (docs/security.md §9)")
	}
	root := platformtest.RealDir(t)
	project, config := filepath.Join(root, "project"), filepath.Join(root, "config")
	platformtest.Must(t, os.MkdirAll(filepath.Join(config, "extensions"), 0o700))
	platformtest.Must(t, os.MkdirAll(project, 0o755))
	platformtest.Must(t, os.WriteFile(filepath.Join(project, "payload.js"), []byte("export default {tools: []}"), 0o644))
	p, err := kernel.ParsePolicy(json.RawMessage(`{"exec": false, "fs": {"read": ["."], "write": ["."]}}`), project, root, kernel.NewGuard([]string{config}, nil))
	platformtest.Must(t, err)
	i := platformtest.New(t, kernel.Config{Project: project, Policy: p}, Ops())
	defer i.Close()
	i.BeginTask(context.Background())
	defer i.EndTask(true)
	swap := func(real string) {
		// x becomes a link to the config folder's extensions, once.
		x := filepath.Join(project, "x")
		if st, err := os.Lstat(x); err == nil && st.IsDir() {
			platformtest.Must(t, os.Rename(x, x+".was"))
			platformtest.Must(t, os.Symlink(filepath.Join(config, "extensions"), x))
		}
	}
	afterCheck = swap
	defer func() { afterCheck = nil }()
	for _, tt := range []struct{ op, args string }{
		{"fs.symlink", `{"path": "../../payload.js", "dest": "x/evil.js"}`},
		{"fs.writeFile", `{"path": "x/evil.js"}`},
		{"fs.mkdir", `{"path": "x/evil"}`},
		{"fs.mkdir", `{"path": "x/evil/deeper", "recursive": true}`},
		{"fs.rename", `{"path": "payload.js", "dest": "x/evil.js"}`},
		{"fs.link", `{"path": "payload.js", "dest": "x/evil.js"}`},
		{"fs.copyFile", `{"path": "payload.js", "dest": "x/evil.js"}`},
		{"fs.cp", `{"path": "payload.js", "dest": "x/evil.js"}`},
		{"fs.open", `{"path": "x/evil.js", "flag": "w"}`},
		{"fs.mkdtemp", `{"prefix": "x/evil-"}`},
	} {
		// x is a real folder at the check, a link at the operation.
		os.Remove(filepath.Join(project, "x"))
		os.RemoveAll(filepath.Join(project, "x.was"))
		platformtest.Must(t, os.Mkdir(filepath.Join(project, "x"), 0o755))
		r := i.Call(tt.op, []byte(tt.args), []byte("x"))
		if r.Err == nil {
			t.Errorf("%s %s: went through the swapped link", tt.op, tt.args)
		}
		if entries, _ := os.ReadDir(filepath.Join(config, "extensions")); len(entries) > 0 {
			t.Fatalf("%s %s: wrote %s into the config folder", tt.op, tt.args, entries[0].Name())
		}
	}
}
